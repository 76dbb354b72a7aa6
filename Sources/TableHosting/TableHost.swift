import CardModel
import GameTable
import TableWire
import TerminalIO

/// The host's end of a shared table: where guests connect, who they are, and the link
/// between them and the game played at the host's table.
///
/// Guests are checked as they connect (the kernel's peer credentials against the
/// `JoinPolicy`), greet the host with their name and wait in the lobby; when the host deals,
/// the guests waiting take the seats after the host's. A guest's moves are queued for the
/// table, which applies them in the order they came; every move made at the table goes to
/// every seated guest. Nothing here waits: each `poll` takes what has come and writes what
/// there is room for. A guest that sends what is not a message, or falls too far behind,
/// is let go and the others play on.
public final class TableHost: TableLink {
    /// One guest's connection, from its first byte to its last.
    final class Guest {
        enum State: Equatable {
            /// Connected and allowed in, but not yet said hello (by this wall time).
            case greeting(until: Double)
            /// In the lobby, or waiting for the next game.
            case waiting
            /// Playing the game dealt, at this seat.
            case seated(Int)
            /// Watching the games, making no move.
            case watching
        }

        let channel: any Channel
        /// The user at the other end, as the kernel said when it connected.
        let user: UInt32?
        var framer = LineFramer()
        var outbox: Outbox
        var state: State
        var name = ""
        /// The name it said hello with (the table may have made it unique).
        var asked = ""
        var isGone = false
        /// What it may still send: every line counts, whatever it says.
        var allowance = MessageAllowance.guest

        init(channel: any Channel, user: UInt32?, state: State, outboxLimit: Int) {
            self.channel = channel
            self.user = user
            self.state = state
            outbox = Outbox(limit: outboxLimit)
        }

        var isWelcomed: Bool {
            if case .greeting = state { return false }
            return true
        }

        var seat: Int? {
            if case .seated(let seat) = state { return seat }
            return nil
        }
    }

    /// A seat whose player left during the game: theirs to take back, from the same login,
    /// until `until` (wall time).
    struct AwaySeat {
        let seat: Int
        let name: String
        let asked: String
        let user: UInt32?
        let until: Double
    }

    /// Players at a table, the host's among them.
    public static let maximumGuests = FileLimits.seats - 1
    /// Connections at once, guests still greeting among them: three players, their
    /// watchers, and room for a few who look at the table from its list.
    static let maximumConnections = 12
    /// Watchers at once, at most.
    static let maximumWatchers = WireLimits.players
    /// Connections of one user that have not said hello yet, at most: one user's connections
    /// (a program opening them as fast as it can) leave room for everyone else's.
    static let greetingPerUser = 2
    /// Connections of one user at once, at most, whatever they are doing (playing, watching,
    /// greeting), the host's own user's aside (the host's own terminals): a user may play
    /// and watch from another terminal, and one who opens connection after connection and
    /// says hello on each takes neither every connection nor every seat from the others.
    static let connectionsPerUser = 2
    /// Connections taken at one poll, at most: a flood of them waits in the socket's queue
    /// (the kernel's, thousands long) while the table draws its frame.
    static let acceptsPerPoll = 512
    /// A guest's moves the table has not taken yet, at most: more than a player makes in a
    /// second, far fewer than a program flooding the socket sends.
    static let movesWaitingAtMost = 64
    /// How long a connection may take to say hello.
    static let greetingSeconds = 5.0
    /// The most a guest may be behind before it is let go.
    public static let outboxLimit = 256 * 1024
    /// The most read from one guest at one poll, so none holds up the rest.
    static let readLimit = 64 * 1024

    public let sharing = TableSharing.hosts
    /// The table's name, as guests join it.
    public let name: String
    public let game: GameKind
    /// The host's player, the table's first seat.
    public let hostName: String
    /// Who may join: as the host opened the table, then as it lets users in and removes them.
    public private(set) var policy: JoinPolicy
    private var listener: any ChannelListener
    /// Where the table listens once its policy lets in other users: a new listener (the
    /// table moved to a folder they reach), nil to keep the one it has, or why it cannot.
    public typealias Reopening = (JoinPolicy, any ChannelListener) -> Result<
        (any ChannelListener)?, TablePlaces.PlaceError
    >
    private let reopen: Reopening
    private let outboxLimit: Int
    private var guests: [Guest] = []
    /// What came for the table from the guests, in order.
    private var events: [LinkedEvent] = []
    /// A game is being played (dealt and not given up for the lobby).
    public private(set) var isPlaying = false
    /// Games the table has begun since the host dealt: a second is the host asking for
    /// another game, which is dealt from the lobby, to whoever is there then.
    private var gamesBegun = 0
    /// The host's table began another game: the host goes back to the lobby.
    public private(set) var wantsLobby = false
    /// The seats of players who left the game being played and may take them back.
    private var away: [AwaySeat] = []
    /// The game being played as the host dealt it, and every move made since: what a
    /// player who comes back is dealt.
    private var dealtLog: GameLog?
    private var movesMade: [TimedAction<JSONValue>] = []
    /// Who sits at each seat of the game being played, with the login the kernel told the
    /// table: the guests are dealt the logins, and the end of the game names each beside a
    /// name a player chose.
    private var seated: [TablePerson] = []
    /// The login of each user seen at the table, as `login(_:)` shows it.
    private var loginsKnown: [UInt32: String] = [:]
    /// The games dealt at this table: the number of the one being played, which its moves carry.
    public private(set) var dealNumber = 0
    /// The time of play of the last move made, and the wall time it was made at: how far
    /// into the game a player who comes back finds it.
    private var lastPlayed = (played: 0.0, wall: 0.0)
    /// The wall time now, as the last poll or key said (`timeIs`).
    private var polledAt = 0.0
    /// The games played to their end at this table, and who won them: every lobby shows it.
    public private(set) var tally = TableTally()
    /// How often each user may still ask what the table is (`peek`), over all their connections.
    private var looks: [UInt32: MessageAllowance] = [:]
    /// Who left the lobby (by `q` or with their terminal) since the host's lobby last said so.
    private var leftLobby: [String] = []

    public init(
        name: String, game: GameKind, hostName: String, policy: JoinPolicy, listener: any ChannelListener,
        outboxLimit: Int = TableHost.outboxLimit, reopen: @escaping Reopening = { _, _ in .success(nil) }
    ) {
        self.reopen = reopen
        self.name = name
        self.game = game
        self.hostName = hostName
        self.policy = policy
        self.listener = listener
        self.outboxLimit = outboxLimit
    }

    deinit { close(because: "\(hostName) has closed the table.") }

    // MARK: - Who is at the table

    /// Everyone at the table who plays, the host first, then the guests in the order they came.
    public var players: [String] { [hostName] + welcomedPlayers.map(\.name) }

    /// Who watches the table, in the order they came.
    public var watchers: [String] { welcomed.filter { $0.state == .watching }.map(\.name) }

    /// The guests who will play in the next game the host deals.
    public var waitingGuests: [String] { welcomedPlayers.filter { $0.seat == nil }.map(\.name) }

    /// Every guest welcomed, players and watchers.
    private var welcomed: [Guest] { guests.filter { !$0.isGone && $0.isWelcomed } }

    private var welcomedPlayers: [Guest] { welcomed.filter { $0.state != .watching } }

    /// The guests waiting take the seats after the host's: the seats of the game to deal.
    public func seatGuests() -> [Seat] {
        var seats = [Seat(name: hostName)]
        seated = [TablePerson(name: hostName, login: login(policy.host.id))]
        for guest in welcomedPlayers where seats.count < FileLimits.seats {
            guest.state = .seated(seats.count)
            seats.append(Seat(name: guest.name))
            seated.append(TablePerson(name: guest.name, login: login(guest.user)))
        }
        isPlaying = true
        gamesBegun = 0
        wantsLobby = false
        events = []
        away = []
        dealtLog = nil
        movesMade = []
        dealNumber = dealNumber % WireLimits.dealNumber + 1
        return seats
    }

    /// The game is over or given up: everyone waits for the host to deal again.
    public func backToLobby() {
        isPlaying = false
        wantsLobby = false
        events = []
        away = []
        dealtLog = nil
        movesMade = []
        for guest in welcomedPlayers { guest.state = .waiting }
        tellLobby()
    }

    /// Counts `record`'s game in the table's tally, if it was played to its end, and tells
    /// every guest the tally now.
    public func count(_ record: GameRecord) {
        let games = tally.games
        tally.count(record)
        if tally.games != games { tellLobby() }
    }

    // MARK: - Who may join

    /// Lets `user` join the table from now on (a user removed before among them); the
    /// table moves where they reach it first, if they cannot where it is.
    public func letIn(_ user: UserAccount) throws(TablePlaces.PlaceError) {
        var policy = self.policy
        policy.letIn(user)
        if let moved = try reopen(policy, listener).get() {
            listener.close()
            listener = moved
        }
        self.policy = policy
    }

    /// Removes the player or watcher called `name` from the table, between games.
    ///
    /// They are told so, and their login may not join again until let in. Says whether
    /// someone was removed.
    @discardableResult
    public func remove(_ name: String) -> Bool {
        guard !isPlaying, let guest = welcomed.first(where: { $0.name == name }), let user = guest.user
        else { return false }
        policy.remove(
            SystemAccounts.user(id: user) ?? UserAccount(id: user, name: "user \(user)", group: user))
        drop(guest, telling: "\(hostName) has removed you from the table.", others: nil)
        // Their connections not yet welcomed were let in before: not any more.
        for other in guests where !other.isGone && !other.isWelcomed && other.user == user {
            refuse(other, "\(hostName) has removed you from the table.")
        }
        return true
    }

    // MARK: - The link

    public func next() -> LinkedEvent? {
        guard !events.isEmpty else { return nil }
        return events.removeFirst()
    }

    /// How many things have come that the table has not taken yet.
    public var waiting: Int { events.count }

    public func made(_ move: JSONValue, by seat: Int, at time: Double) {
        if dealtLog != nil { movesMade.append(TimedAction(move, by: seat, at: time)) }
        lastPlayed = (time, polledAt)
        tellFollowing(.moved(move, seat: seat, time: time))
    }

    public func send(_ move: JSONValue) {}

    public var seatsShown: [String] { seated.map(\.shown) }

    /// The login of each seat of the game being played, as its deal tells the guests.
    private var seatLogins: [String] { seated.compactMap(\.login) }

    public func began(_ log: GameLog) {
        gamesBegun += 1
        guard gamesBegun == 1 else {
            wantsLobby = true
            return
        }
        dealtLog = log
        movesMade = log.actions
        lastPlayed = (log.actions.last?.time ?? 0, polledAt)
        // Those without a seat (watchers, players past the fourth) watch it.
        for guest in welcomed {
            send(.deal(log, seat: guest.seat, number: dealNumber, logins: seatLogins), to: guest)
        }
        tellLobby()
    }

    public func tell(_ notice: Chrome.Message) {
        // The table asks as it shows it: the guests get it after the moves before it.
        tellFollowing(.notice(notice.text))
    }

    public func refuse(seat: Int, because reason: String) {
        guard let guest = welcomed.first(where: { $0.seat == seat }) else { return }
        drop(guest, telling: "The host could not play what you sent: \(reason).", others: "sent \(reason)")
    }

    // MARK: - Reading and writing

    /// What the app's wait watches: the listening socket and every guest's, for writing too
    /// while lines wait to go.
    public var descriptors: [WatchedDescriptor] {
        let own = listener.descriptor.map { [WatchedDescriptor($0)] } ?? []
        return own
            + guests.compactMap { guest in
                guard !guest.isGone, let fd = guest.channel.descriptor else { return nil }
                return WatchedDescriptor(fd, writing: !guest.outbox.isEmpty)
            }
    }

    /// When a connection that has not said hello is let go, if one is waiting to.
    public var nextDeadline: Double? {
        guests.compactMap { guest -> Double? in
            if case .greeting(let until) = guest.state, !guest.isGone { return until }
            return nil
        }.min()
    }

    /// The wall time is `now`, and the game being played has been played `played` seconds
    /// by the host's own clock: what the table tells the guests next (a game begun, a move
    /// made) happened then, and whoever comes during the game is dealt it at that time.
    ///
    /// A host's key comes between polls, which an idle lobby or table makes seldom: the
    /// game dealt a minute after the last poll would otherwise be a minute old to whoever
    /// comes during it (their clock a minute ahead of everyone's for the whole game); and
    /// the host's clock stands still while the opening deal flies.
    public func timeIs(_ now: Double, played: Double?) {
        polledAt = max(polledAt, now)
        if isPlaying, let played { lastPlayed = (played, polledAt) }
    }

    /// Takes new connections, reads what every guest sent, and writes what waits, at wall time `now`.
    public func poll(now: Double) {
        polledAt = now
        away.removeAll { $0.until <= now }
        for _ in 0..<Self.acceptsPerPoll {
            guard let channel = listener.accept() else { break }
            arrive(channel, now: now)
        }
        for guest in guests where !guest.isGone {
            read(guest, now: now)
            if case .greeting(let until) = guest.state, now >= until {
                drop(guest, telling: nil, others: nil)
            }
        }
        flush()
    }

    /// Writes what waits for each guest, as far as there is room: the table calls it after
    /// the moves it made, so they go out before the host's own frame is drawn.
    public func flush() {
        for guest in guests where !guest.isGone && !guest.outbox.flush(to: guest.channel) {
            drop(guest, telling: nil, others: "lost their connection", holdingSeat: true)
        }
        guests.removeAll { $0.isGone }
    }

    /// A connection: let in if the policy admits its user and there is room, else told why.
    private func arrive(_ channel: any Channel, now: Double) {
        let peer = channel.peer
        let guest = Guest(
            channel: channel, user: peer?.user, state: .greeting(until: now + Self.greetingSeconds),
            outboxLimit: outboxLimit)
        guard let peer else {
            return refuse(guest, "The host cannot tell who you are.")
        }
        guard policy.admits(peer) else { return refuse(guest, policy.refusal(of: peer)) }
        let present = guests.filter { !$0.isGone }
        let greeting = present.filter { !$0.isWelcomed && $0.user == peer.user }
        guard greeting.count < Self.greetingPerUser else {
            return refuse(guest, "You have connections to this table that have not said hello yet.")
        }
        guard
            peer.user == policy.host.id
                || present.count(where: { $0.user == peer.user }) < Self.connectionsPerUser
        else {
            return refuse(
                guest,
                "You have \(Self.connectionsPerUser) connections to this table already,"
                    + " the most one user may have.")
        }
        guard present.count < Self.maximumConnections else {
            return refuse(guest, "The table is full.")
        }
        guests.append(guest)
    }

    private func refuse(_ guest: Guest, _ reason: String, watch: Bool = false) {
        answer(guest, .refused(reason, watch: watch))
    }

    /// Sends `guest` its one answer, and lets it go: a refusal, or what the table is.
    private func answer(_ guest: Guest, _ message: TableMessage) {
        send(message, to: guest)
        _ = guest.outbox.flush(to: guest.channel)
        guest.channel.close()
        guest.isGone = true
    }

    /// Reads what `guest` sent and acts on each line, at `now`; a line that is not a message,
    /// or one past its allowance, lets it go.
    private func read(_ guest: Guest, now: Double) {
        var taken = 0
        while !guest.isGone && taken < Self.readLimit {
            switch guest.channel.read(limit: Self.readLimit) {
            case .nothing: return
            case .closed:
                drop(guest, telling: nil, others: nil, holdingSeat: true)
                return
            case .bytes(let bytes):
                taken += bytes.count
                do {
                    for line in try guest.framer.take(bytes) where !guest.isGone {
                        guard guest.allowance.take(line: line.count, at: now) else {
                            drop(
                                guest, telling: "You sent messages faster than a table takes them.",
                                others: "sent messages faster than anyone plays")
                            break
                        }
                        switch TableWire.message(line) {
                        case .success(let message): handle(message, from: guest)
                        case .failure(let error): refuseLine(error, from: guest)
                        }
                    }
                } catch {
                    refuseLine(error, from: guest)
                }
            }
        }
    }

    private func refuseLine(_ error: WireError, from guest: Guest) {
        switch error {
        case .version(let version):
            drop(
                guest,
                telling:
                    "This table speaks versions \(TableWire.oldestVersion) to \(TableWire.version) of cardtable's "
                    + "table protocol, and your cardtable version \(version): join with the same cardtable as the host.",
                others: "speaks another version of cardtable")
        case .tooLong:
            drop(guest, telling: "You sent a line longer than a table takes.", others: "sent too long a line")
        case .malformed:
            drop(
                guest, telling: "You sent something that is not a message of the table.",
                others: "sent garbage")
        }
    }

    private func handle(_ message: TableMessage, from guest: Guest) {
        switch (guest.state, message) {
        case (.greeting, .hello(let name, let watching)):
            if !watching, let seat = seatToTakeBack(by: guest, calling: name) {
                return takeBack(seat, by: guest, asked: name)
            }
            if watching {
                guard watchers.count < Self.maximumWatchers else {
                    return refuse(guest, "The table has \(Self.maximumWatchers) watchers already.")
                }
            } else {
                guard welcomedPlayers.count < Self.maximumGuests else {
                    return refuse(guest, fullTable, watch: watchers.count < Self.maximumWatchers)
                }
            }
            guest.name = uniqueName(name)
            guest.asked = name
            guest.state = watching ? .watching : .waiting
            send(.welcome(table: self.name, host: hostName, name: guest.name), to: guest)
            if isPlaying {
                // Whoever comes during a game watches it: a player until the next.
                catchUp(guest, seat: nil)
                announce(
                    watching
                        ? "\(guest.name) is watching."
                        : "\(guest.name) is at the table: watching until the next game.")
            }
            tellLobby()
        case (.greeting, .peek):
            guard let user = guest.user, takeLook(by: user) else {
                return refuse(guest, "You asked what this table is too often: ask again in a moment.")
            }
            answer(guest, .table(description(for: user)))
        case (.greeting, _):
            drop(guest, telling: "Say hello first.", others: nil)
        case (.seated, .move(_, let deal)) where deal != dealNumber:
            // A move of the game before, in flight as the host dealt this one: not this game's.
            break
        case (.seated(let seat), .move(let move, _)):
            // The table takes a few moves a frame: a guest far ahead of it would hold up
            // everyone else's moves behind its own, and the host's memory with them.
            let waiting = events.lazy.filter {
                if case .move(_, let from, _) = $0 { from == seat } else { false }
            }.count
            guard waiting < Self.movesWaitingAtMost else {
                return drop(
                    guest, telling: "You sent moves faster than a table plays them.",
                    others: "sent moves faster than anyone plays")
            }
            events.append(.move(move, seat: seat, time: nil))
        case (_, .bye):
            drop(guest, telling: nil, others: nil, holdingSeat: true)
        case (.watching, .move):
            drop(guest, telling: "A watcher makes no moves.", others: "sent moves while watching")
        case (.waiting, .move), (_, .hello):
            // A move from the game before, or a second hello: nothing to do.
            break
        default:
            drop(
                guest, telling: "A guest sends hello, moves and bye only.", others: "sent the host's messages"
            )
        }
    }

    /// Counts one look at the table by `user`; false when they have looked too often.
    private func takeLook(by user: UInt32) -> Bool {
        // Bounded whoever connects: those who looked long ago have their whole allowance back.
        if looks.count >= Self.maximumConnections * 8 && looks[user] == nil { looks = [:] }
        var allowance = looks[user] ?? .looks
        defer { looks[user] = allowance }
        return allowance.take(line: 0, at: polledAt)
    }

    /// The table as `user` finds it in the list of tables: who plays (the seats waiting for
    /// who dropped among them), who watches, how far the game is, and what `user` may do.
    private func description(for user: UInt32) -> TableDescription {
        let people = people
        let players =
            people.players
            + away.map {
                TablePerson(name: $0.name, login: login($0.user), away: max(0, $0.until - polledAt))
            }
        let access: TableAccess
        if let seat = away.first(where: { $0.user == user }) {
            access = .comeBack(name: seat.name)
        } else if welcomedPlayers.count < Self.maximumGuests {
            access = .join
        } else if watchers.count < Self.maximumWatchers {
            access = .watchOnly
        } else {
            access = .none(because: "The table is full, and has \(Self.maximumWatchers) watchers already.")
        }
        return TableDescription(
            game: game, players: players, watchers: people.watchers,
            played: isPlaying ? lastPlayed.played + max(0, polledAt - lastPlayed.wall) : nil, access: access)
    }

    /// The login of `user`, as it may be shown: the host's as its policy names it.
    ///
    /// Looked up once a user: the lobby names every guest at each frame it draws, and the
    /// password database is a file (or a network service) to read. The users that can
    /// connect are this machine's, so the logins kept are few.
    private func login(_ user: UInt32?) -> String {
        guard let user else { return "?" }
        if let known = loginsKnown[user] { return known }
        let login = Self.login(
            user, named: user == policy.host.id ? policy.host.name : SystemAccounts.user(id: user)?.name)
        loginsKnown[user] = login
        return login
    }

    /// Who plays, the host first, and who watches, each with their login: every lobby and
    /// the list of tables name it beside a name a player chose.
    private var people: (players: [TablePerson], watchers: [TablePerson]) {
        func people(_ guests: [Guest]) -> [TablePerson] {
            guests.map { TablePerson(name: $0.name, login: login($0.user)) }
        }
        return (
            [TablePerson(name: hostName, login: login(policy.host.id))] + people(welcomedPlayers),
            people(welcomed.filter { $0.state == .watching })
        )
    }

    /// The guests who play, then those who watch, as the host's lobby lists them: each
    /// with their login beside a name they chose (`Bea (bob)`), so one login cannot take
    /// two seats unseen.
    public var guestsShown: (players: [String], watchers: [String]) {
        let people = people
        return (people.players.dropFirst().map(\.shown), people.watchers.map(\.shown))
    }

    /// The login `name` of user `id`, as it may be shown beside a name: by its number
    /// (`user 1001`) when it has none, or one that could not be told from more than a login
    /// (spaces, brackets, control characters; too long).
    static func login(_ id: UInt32, named name: String?) -> String {
        name.flatMap { TablePerson.isLogin($0) ? $0 : nil } ?? "user \(id)"
    }

    /// The seat a guest saying hello as `name` takes back, if it left one: the same login
    /// only, and, where that login holds other seats at the table, by the same name.
    private func seatToTakeBack(by guest: Guest, calling name: String) -> AwaySeat? {
        guard let user = guest.user else { return nil }
        let theirs = away.filter { $0.user == user && $0.until > polledAt }
        let heldHere = welcomed.filter { $0.user == user }.count + (policy.host.id == user ? 1 : 0)
        if theirs.count == 1 && heldHere == 0 { return theirs[0] }
        return theirs.first { $0.asked == name || $0.name == name }
    }

    /// `guest` takes back the seat it left: welcomed by its name there, dealt the game as
    /// far as it has gone, and the table told it is back.
    private func takeBack(_ seat: AwaySeat, by guest: Guest, asked: String) {
        away.removeAll { $0.seat == seat.seat }
        guest.name = seat.name
        guest.asked = asked
        guest.state = .seated(seat.seat)
        send(.welcome(table: name, host: hostName, name: guest.name), to: guest)
        catchUp(guest, seat: seat.seat)
        events.append(.rejoined(seat: seat.seat))
        tellLobby()
    }

    /// Deals `guest` the game being played as far as it has gone, at `seat` (nil: to watch).
    private func catchUp(_ guest: Guest, seat: Int?) {
        guard let log = dealtLog else { return }
        var caughtUp = log
        caughtUp.actions = movesMade
        let played = lastPlayed.played + max(0, polledAt - lastPlayed.wall)
        let deal = TableMessage.deal(
            caughtUp, seat: seat, number: dealNumber, played: played, logins: seatLogins)
        if (try? TableWire.line(deal)) != nil {
            send(deal, to: guest)
        } else {
            // Too long a game for one line: as it was dealt, then every move since.
            send(.deal(log, seat: seat, number: dealNumber, played: played, logins: seatLogins), to: guest)
            for move in movesMade.dropFirst(log.actions.count) {
                send(.moved(move.action, seat: move.seat, time: move.time), to: guest)
            }
        }
    }

    /// Why a guest may not join a full table: who is at it, and, during a game, who plays
    /// and who only waits for the next (a guest who came during it does not play in it).
    private var fullTable: String {
        let full = "The table is full (\(FileLimits.seats) players at most): "
        let waiting = isPlaying ? waitingGuests : []
        guard !waiting.isEmpty else {
            return full + Self.list(players) + (isPlaying ? " are playing." : " are at it.")
        }
        let playing = [hostName] + welcomedPlayers.filter { $0.seat != nil }.map(\.name)
        return full + Self.list(playing) + (playing.count == 1 ? " is" : " are") + " playing; "
            + Self.list(waiting) + (waiting.count == 1 ? " waits" : " wait") + " for the next game."
    }

    /// `names` in words: `Ann`, `Ann and Bob`, `Ann, Bob and Cy`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `name`, or with a number after it when someone at the table is called that already.
    private func uniqueName(_ name: String) -> String {
        let taken = Set([hostName] + welcomed.map(\.name) + away.map(\.name))
        guard taken.contains(name) else { return name }
        for number in 2... {
            let suffix = " \(number)"
            let candidate = String(name.prefix(WireLimits.nameLength - suffix.count)) + suffix
            if !taken.contains(candidate) { return candidate }
        }
        return name
    }

    /// Lets `guest` go, telling it why if `telling` says, and the others if `others` says
    /// what it did; its seat, in a game being played, leaves the game, and waits for it
    /// to come back when `holdingSeat` (it left, or its connection did: it did nothing wrong).
    ///
    /// Whoever goes so is said to have gone, however they went (`q`, a terminal lost).
    private func drop(_ guest: Guest, telling: String?, others: String?, holdingSeat: Bool = false) {
        guard !guest.isGone else { return }
        // Told why after what waits for it, if that leaves room (a guest too far behind is not).
        if let telling, let line = try? TableWire.line(.refused(telling)), guest.outbox.append(line) {
            _ = guest.outbox.flush(to: guest.channel)
        }
        guest.isGone = true
        guest.channel.close()
        guard guest.isWelcomed else { return }
        if let seat = guest.seat, isPlaying {
            events.append(.left(seat: seat))
            if holdingSeat {
                away.append(
                    AwaySeat(
                        seat: seat, name: guest.name, asked: guest.asked, user: guest.user,
                        until: polledAt + Seats.awaySeconds))
            }
        }
        if isPlaying, let others {
            // Everyone following the game hears why a player or a watcher was let go.
            announce("\(guest.name) \(others) and was let go.")
        } else if holdingSeat && isPlaying && guest.seat == nil {
            // Told as they were of their coming; a player's seat says it as the game's move.
            announce(
                guest.state == .watching
                    ? "\(guest.name) has stopped watching." : "\(guest.name) has left the table.")
        } else if holdingSeat && !isPlaying {
            leftLobby.append(guest.name)
        }
        tellLobby()
    }

    /// Who left the lobby by their own choice or with their terminal since this was last
    /// asked, in the order they went: the host's lobby says so.
    public func takeLeavers() -> [String] {
        defer { leftLobby = [] }
        return leftLobby
    }

    /// Queues `message` for `guest`; a guest too far behind to take it is let go.
    private func send(_ message: TableMessage, to guest: Guest) {
        guard !guest.isGone, let line = try? TableWire.line(message) else { return }
        if !guest.outbox.append(line) {
            guest.outbox.drop()
            drop(guest, telling: nil, others: "fell too far behind", holdingSeat: true)
        }
    }

    /// Something every player is told: on the host's screen, and then the guests'.
    private func announce(_ text: String) {
        events.append(.notice(Chrome.Message(text: text, tone: .info)))
    }

    /// Tells every guest following the game: during one, all of them (players and
    /// watchers were each dealt it).
    private func tellFollowing(_ message: TableMessage) {
        guard isPlaying else { return }
        for guest in welcomed { send(message, to: guest) }
    }

    /// Every guest hears who is at the table now, and the login of each.
    private func tellLobby() {
        let people = people
        let message = TableMessage.lobby(
            game: game, players: people.players, playing: isPlaying, watchers: people.watchers,
            tally: tally.games > 0 ? tally.leading(WireLimits.tallied) : nil)
        for guest in welcomed { send(message, to: guest) }
    }

    // MARK: - The end

    /// Tells every guest the table is closed, and why, then closes every socket and
    /// removes the listening one.
    public func close(because reason: String) {
        for guest in guests where !guest.isGone {
            if guest.isWelcomed { send(.closed(reason), to: guest) }
            _ = guest.outbox.flush(to: guest.channel)
            guest.channel.close()
            guest.isGone = true
        }
        guests = []
        listener.close()
    }
}
