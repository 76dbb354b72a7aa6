import CardModel
import GameTable
import Glibc
import TableWire
import TerminalIO

/// A guest's end of a shared table: its connection to the host, and the link between the
/// host's game and the table at this terminal.
///
/// The player's moves go to the host; what the host sends comes in as it arrives and waits
/// until the table takes it: the lobby, a game dealt, the moves the host made (the player's
/// own among them), and the table closing.
public final class TableGuest: TableLink {
    /// Why joining failed, in a sentence for the player.
    public struct JoinError: Error, Equatable, CustomStringConvertible {
        public var description: String
        /// The table may be watched instead (it is full).
        public var mayWatch = false
    }

    /// Joins, or watches: set by each game dealt, as this guest has a seat in it or not.
    public private(set) var sharing = TableSharing.joins
    /// This guest came to watch, and never plays.
    public let isWatcher: Bool
    private let channel: any Channel
    private var framer = LineFramer()
    private var outbox = Outbox(limit: TableHost.outboxLimit)
    private var events: [LinkedEvent] = []
    /// What the host may still send: every line counts, whatever it says.
    private var allowance = MessageAllowance.host
    /// The table's name, as this player found it (its socket's, never what the host says).
    public let table: String
    /// The host's player, as the welcome said.
    public let hostName: String
    /// Who hosts the table: the login of the user the kernel says listens on its socket,
    /// never what the host says (anyone may call their player alice).
    public let hostLogin: String
    /// This player's name at the table.
    public let name: String
    /// Who is at the table, the host first, as the host last said, with the logins it
    /// said (the host's own is `hostLogin`, the kernel's word, whatever it says).
    public private(set) var players: [TablePerson] = []
    /// The game the table plays.
    public private(set) var game: GameKind?
    /// A game is being played at the table (this guest waits for the next, if not in it).
    public private(set) var isPlaying = false
    /// A game the host dealt that the table has not taken yet: this guest's seat in it (nil:
    /// it watches), its number, how far into it the game is (seconds of play) and the
    /// login of each seat, as the host said.
    public private(set) var dealt: (log: GameLog, seat: Int?, number: Int, played: Double, logins: [String])?
    /// Each seat of the game taken to the table as the end of the game names it: the
    /// host's login from the kernel, the others' as the host dealt them.
    public private(set) var seatsShown: [String] = []
    /// Who watches the table, as the host last said, with their logins.
    public private(set) var watchers: [TablePerson] = []
    /// The games won at the table, as the host last said (nil: none has ended yet).
    public private(set) var tally: TableTally?
    /// The number of the game the table plays, which the moves sent carry.
    private var dealNumber = 0
    /// Why the table has ended for this guest, once it has.
    public private(set) var ending: String?
    /// The host let this guest go (removed it, or refused what it sent): the table goes on
    /// without it, rather than having ended.
    public private(set) var wasLetGo = false

    /// The guest the host `hostLogin` welcomed over `channel`, with what came after the welcome.
    init(
        channel: any Channel, framer: LineFramer, table: String, host: String, hostLogin: String,
        name: String, watching: Bool, rest: [[UInt8]]
    ) {
        isWatcher = watching
        self.channel = channel
        self.framer = framer
        self.table = table
        hostName = host
        self.hostLogin = hostLogin
        self.name = name
        for line in rest { take(line, at: nil) }
    }

    /// Things come from the host but not taken by the table yet, at most: far more than a
    /// table has after a pause, far fewer than a host flooding its guests sends.
    static let eventsWaitingAtMost = MessageAllowance.host.burst

    /// What `ending` says when the host sent more than any table plays.
    public static let floodReason =
        "The host sent messages faster than any game plays them: you have left the table."

    /// The host as its guests see it: its login, with the name it chose beside it when that
    /// is another (`alice (mallory)`).
    public var hostShown: String {
        isHostsLogin(hostName) ? hostName : "\(hostName) (\(hostLogin))"
    }

    /// Whether `name` is the host's login, but for its case (Ann for ann).
    func isHostsLogin(_ name: String) -> Bool { name.lowercased() == hostLogin.lowercased() }

    /// Whether the host calls itself by another user's login (mallory playing as alice, and
    /// alice a user here): in the game too its seat then shows its own login beside that name.
    public var hostPassesAsAnotherUser: Bool {
        !isHostsLogin(hostName) && SystemAccounts.user(named: hostName) != nil
    }

    /// The table as its guests name it: by its host's login (`mallory's table`).
    public var tableShown: String { "\(hostLogin)'s table" }

    /// What happened to the table for this guest, once `ending` says why: it has ended, or
    /// it goes on without them (`You are no longer at ann's table`).
    public var endingTitle: String {
        wasLetGo ? "You are no longer at \(tableShown)" : "\(tableShown) has ended"
    }

    /// What `ending` says when the player left the table themselves.
    public static let leftReason = "You left the table."

    /// Joins `table` as `name`, waiting up to `seconds` for room on its socket and then for
    /// the host's answer.
    ///
    /// A socket whose queue is full (others connecting by the thousand) is waited on, not
    /// given up on: the kernel lets this connection in when the host has taken those before it.
    public static func join(
        _ table: TablePlaces.OpenTable, as name: String, watching: Bool = false, waiting seconds: Double = 5
    ) throws(JoinError) -> TableGuest {
        guard let channel = try connection(to: table, waiting: seconds) else {
            throw JoinError(description: "cannot reach the table: its queue is full")
        }
        var greeting = try Greeting(joining: table, over: channel, as: name, watching: watching)
        let deadline = monotonicSeconds() + seconds
        while true {
            if let answer = greeting.answer() { return try answer.get() }
            let left = deadline - monotonicSeconds()
            guard left > 0, channel.waitForInput(seconds: left) else {
                throw JoinError(description: "the host did not answer")
            }
        }
    }

    /// A connection to `table`, waiting up to `seconds` for room on its socket, its listener
    /// checked to be the table's host; nil when its queue is full and `seconds` is 0 (the menu
    /// tries again at its next frame rather than wait).
    static func connection(to table: TablePlaces.OpenTable, waiting seconds: Double) throws(JoinError)
        -> SocketChannel?
    {
        let path = table.path
        let channel: SocketChannel
        do {
            channel = try SocketChannel.connect(to: path, waiting: seconds)
        } catch  where error.code == EAGAIN && seconds <= 0 {
            return nil
        } catch  where error.code == EACCES {
            throw JoinError(description: "the table's socket does not let you in (\(path))")
        } catch {
            throw JoinError(description: "cannot reach the table: \(error)")
        }
        // The kernel says who listens: it must be the user whose table it is, not someone
        // who put a socket of the same name where it would be found.
        guard channel.peer?.user == table.host.id else {
            channel.close()
            throw JoinError(description: "the table at \(path) is not hosted by the user it belongs to")
        }
        return channel
    }

    // MARK: - The link

    public func next() -> LinkedEvent? {
        events.isEmpty ? nil : events.removeFirst()
    }

    /// How many things have come that the table has not taken yet.
    public var waiting: Int { events.count }

    public func made(_ move: JSONValue, by seat: Int, at time: Double) {}

    public func send(_ move: JSONValue) {
        write(.move(move, deal: dealNumber))
    }

    public func began(_ log: GameLog) {}

    public func tell(_ notice: Chrome.Message) {}

    public func refuse(seat: Int, because reason: String) {
        end("The host's game went where this cardtable cannot follow (\(reason)).")
    }

    /// The game dealt has been taken to the table: the moves after it are that game's.
    public func takeDeal() {
        if let dealt {
            dealNumber = dealt.number
            sharing = dealt.seat == nil ? .watches : .joins
            seatsShown = dealt.log.seats.indices.map { seat in
                seat == 0
                    ? hostShown
                    : TablePerson(
                        name: dealt.log.seats[seat].name,
                        login: dealt.logins.indices.contains(seat) ? dealt.logins[seat] : nil
                    ).shown
            }
        }
        dealt = nil
    }

    // MARK: - Reading and writing

    public var descriptors: [WatchedDescriptor] {
        guard ending == nil, let fd = channel.descriptor else { return [] }
        return [WatchedDescriptor(fd, writing: !outbox.isEmpty)]
    }

    /// Reads what the host sent, at `now`, and writes what waits for it.
    public func poll(now: Double) {
        guard ending == nil else { return }
        if !outbox.flush(to: channel) { return end("The connection to the table was lost.") }
        var taken = 0
        while ending == nil && taken < TableHost.readLimit {
            switch channel.read(limit: TableHost.readLimit) {
            case .nothing: return
            case .closed: return end("The connection to the table was lost: the host has gone.")
            case .bytes(let bytes):
                taken += bytes.count
                do {
                    for line in try framer.take(bytes) where ending == nil { take(line, at: now) }
                } catch {
                    end("The host sent a line too long.")
                }
            }
        }
    }

    /// Acts on one line from the host, come at `now` (nil: with the welcome).
    ///
    /// Every line counts against the host's allowance, and what waits for the table is
    /// bounded: a host that floods its guests is left, whatever it sends.
    private func take(_ line: [UInt8], at now: Double?) {
        guard allowance.take(line: line.count, at: now), Double(events.count) < Self.eventsWaitingAtMost
        else {
            return end(Self.floodReason)
        }
        switch TableWire.message(line) {
        case .success(.lobby(let game, let players, let playing, let watchers, let tally)):
            self.game = game
            self.players = players
            self.watchers = watchers
            self.tally = tally
            isPlaying = playing
        case .success(.deal(let log, let seat, let number, let played, let logins)):
            game = log.game
            isPlaying = true
            dealt = (log, seat, number, played, logins)
            events = []
        case .success(.moved(let move, let seat, let time)):
            events.append(.move(move, seat: seat, time: time))
        case .success(.notice(let text)):
            events.append(.notice(Chrome.Message(text: text, tone: .info)))
        case .success(.closed(let reason)):
            end(reason)
        case .success(.refused(let reason, _)):
            wasLetGo = true
            end(reason)
        case .success:
            end("The host sent a guest's message.")
        case .failure(let error):
            end("The host sent what this cardtable cannot read (\(error)).")
        }
    }

    private func write(_ message: TableMessage) {
        guard ending == nil, let line = try? TableWire.line(message) else { return }
        guard outbox.append(line) else { return end("The host has stopped answering.") }
        if !outbox.flush(to: channel) { end("The connection to the table was lost.") }
    }

    /// The table has ended for this guest, for `reason`.
    ///
    /// The reason may quote what the host sent (a message of an unknown type): it is shown in
    /// the game and written to standard error, so it keeps no control characters.
    private func end(_ reason: String) {
        guard ending == nil else { return }
        ending = reason.withoutControlCharacters
        channel.close()
    }

    /// The player leaves the table: the host is told, and the connection closed.
    public func leave() {
        guard ending == nil else { return }
        write(.bye)
        end(Self.leftReason)
    }
}

/// A guest that has said hello to the host and waits for its answer.
public struct Greeting {
    private let channel: any Channel
    private let table: String
    private let hostLogin: String
    private let watching: Bool
    private var framer = LineFramer()

    /// Says hello to the host over `channel`, as `name` (to watch, when `watching`), at the
    /// table this player knows as `table`, whose host the kernel says is `hostLogin`.
    ///
    /// A host that refuses the connection may close it before the hello arrives: its answer
    /// is read all the same.
    public init(channel: any Channel, name: String, watching: Bool = false, table: String, hostLogin: String)
        throws(TableGuest.JoinError)
    {
        self.channel = channel
        self.watching = watching
        self.table = table
        self.hostLogin = hostLogin
        guard let hello = try? TableWire.line(.hello(name: name, watching: watching)) else {
            throw TableGuest.JoinError(description: "'\(name)' cannot be a player's name")
        }
        _ = channel.write(hello[...])
    }

    /// Says hello over `channel` to `table`'s host, as `name` (to watch, when `watching`).
    init(joining table: TablePlaces.OpenTable, over channel: SocketChannel, as name: String, watching: Bool)
        throws(TableGuest.JoinError)
    {
        try self.init(
            channel: channel, name: name, watching: watching, table: table.name.withoutControlCharacters,
            hostLogin: table.host.name.withoutControlCharacters)
    }

    /// The host's answer, once it has come: the guest at the table, or why it may not join.
    public mutating func answer() -> Result<TableGuest, TableGuest.JoinError>? {
        switch channel.read(limit: TableHost.readLimit) {
        case .nothing: return nil
        case .closed: return .failure(.init(description: "the host closed the connection"))
        case .bytes(let bytes):
            guard let lines = try? framer.take(bytes) else {
                return .failure(.init(description: "the host sent a line too long"))
            }
            guard let first = lines.first else { return nil }
            switch TableWire.message(first) {
            case .success(.welcome(_, let host, let name)):
                // The table keeps the name it was found by: the welcome's is the host's word.
                return .success(
                    TableGuest(
                        channel: channel, framer: framer, table: table, host: host, hostLogin: hostLogin,
                        name: name, watching: watching, rest: Array(lines.dropFirst())))
            case .success(.refused(let reason, let watch)):
                return .failure(.init(description: reason, mayWatch: watch && !watching))
            case .failure(.version(let version)):
                return .failure(
                    .init(
                        description:
                            "the host speaks version \(version) of cardtable's table protocol and this "
                            + "cardtable version \(TableWire.version): use the same cardtable as the host"))
            default:
                return .failure(.init(description: "the host's answer is not a welcome"))
            }
        }
    }
}
