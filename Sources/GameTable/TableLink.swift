import CardModel

/// How a table is shared with players at other terminals.
public enum TableSharing: Equatable, Sendable {
    /// This terminal hosts the table: its game is the one that counts, and it judges every
    /// move in the order it receives them.
    case hosts
    /// This terminal has joined a table hosted elsewhere: it plays the moves the host confirms.
    case joins
    /// This terminal watches a table hosted elsewhere: it shows the moves the host confirms
    /// and makes none.
    case watches

    /// Whether the game is the host's, followed here (joined or watched).
    public var followsHost: Bool { self != .hosts }
}

/// What carries a shared table's moves between this terminal and the others, as JSON: the
/// host's end of its sockets, or a guest's connection to the host.
public protocol TableLink: AnyObject {
    var sharing: TableSharing { get }
    /// The next thing that came from the other terminals, if anything did.
    func next() -> LinkedEvent?
    /// A move was made at this table by `seat`, at `time` seconds of play (the host tells
    /// every guest; a guest has nothing to do).
    func made(_ move: JSONValue, by seat: Int, at time: Double)
    /// A move chosen at this terminal, for the host to judge (a guest's link only).
    func send(_ move: JSONValue)
    /// The table has a new game (the host deals it to every guest).
    func began(_ log: GameLog)
    /// What came from `seat` cannot be played: the link lets go of whoever sent it.
    func refuse(seat: Int, because reason: String)
    /// Something every player is told, now that this table shows it (the host tells its
    /// guests, after the moves before it; a guest has nothing to do).
    func tell(_ notice: Chrome.Message)
    /// Each seat of the game dealt as the end of the game names it: a name a player chose
    /// with the login they joined from beside it (`Bea (bob)`), so one login cannot pass for
    /// two players unseen; empty where the link does not know them.
    var seatsShown: [String] { get }
}

extension TableLink {
    public var seatsShown: [String] { [] }

    /// Carries out what a table asked to tell the other terminals.
    public func carry(_ message: LinkMessage) {
        switch message {
        case .made(let move, let seat, let time): made(move, by: seat, at: time)
        case .offer(let move): send(move)
        case .began(let log): began(log)
        case .refuse(let seat, let reason): refuse(seat: seat, because: reason)
        case .notice(let notice): tell(notice)
        }
    }
}

/// What came from the other terminals of a shared table.
public enum LinkedEvent: Equatable, Sendable {
    /// A move by `seat`: at the host one a guest made (time nil: now), at a guest one the
    /// host confirmed, with the time of play the host made it at.
    case move(JSONValue, seat: Int, time: Double?)
    /// The player of `seat` has left (at the host: the table makes the game's move for it).
    case left(seat: Int)
    /// The player of `seat`, who had left, is back (at the host: the table makes the game's move for it).
    case rejoined(seat: Int)
    /// Something every player is told ("Bob fell behind and was dropped").
    case notice(Chrome.Message)
}

/// The seats of a shared table played at other terminals, as a move source.
///
/// At the host, the moves players make at their own terminals come through the link and
/// enter the table through the one door, each checked first (`TableGame.reach(of:by:)`); every move
/// made at the table goes back out to them. At a guest, the moves the host confirmed come in
/// (the player's own among them: the table forwards them to the host rather than applying
/// them), and the game makes no move of its own: the host makes them.
///
/// It touches no link: what came from the others is handed to it (`hear`, as the table's
/// `.linked` event) by the scene that holds the link, a few at a time, and what it has to
/// tell them waits in `outgoing` until the table takes it as effects (`.link`), which that
/// scene carries out.
public struct LinkedSeats<Game: TableGame>: MoveSource {
    /// Hosted here, or joined.
    let shares: TableSharing
    /// What came from the other terminals that the table has not taken yet, oldest first.
    var heard: [LinkedEvent] = []
    /// What to tell the other terminals, oldest first, until the table takes it.
    var outgoing: [LinkMessage] = []
    /// What to tell the player here, at the next step (a watcher's key makes no move).
    var told: Chrome.Message?
    public let seatsShown: [String]

    /// The seats at the other end of `link`, which is not kept: the scene that holds it
    /// hands this source what comes and carries out what it asks.
    public init(link: any TableLink) {
        shares = link.sharing
        seatsShown = link.seatsShown
    }

    public mutating func takeMessages() -> [LinkMessage] {
        defer { outgoing = [] }
        return outgoing
    }

    public var sharing: TableSharing? { shares }

    public mutating func hear(_ event: LinkedEvent) {
        heard.append(event)
    }

    public var unheard: Int { heard.count }

    public mutating func next(in game: Game, at moment: SourceMoment) -> SourceStep<Game.Action> {
        if let told {
            self.told = nil
            return .show(Presentation(message: .show(told)))
        }
        while !heard.isEmpty {
            switch heard.removeFirst() {
            case .move(let move, let seat, let time):
                guard let action = try? move.decoded(as: Game.Action.self) else {
                    outgoing.append(.refuse(seat: seat, because: "a move this game does not have"))
                    continue
                }
                // A move that is not that seat's to make now (a card of a turn that has passed) is dropped.
                if shares == .hosts && game.reach(of: action, by: seat) != .everyone { continue }
                return .move(action, by: seat, at: time)
            case .left(let seat):
                guard let action = Game.move(for: .leaves(seat: seat)) else { continue }
                return .move(action, by: seat, at: nil)
            case .rejoined(let seat):
                guard let action = Game.move(for: .rejoins(seat: seat)) else { continue }
                return .move(action, by: seat, at: nil)
            case .notice(let message):
                // The guests are told as the host's table shows it, after the moves before it.
                if shares == .hosts { outgoing.append(.notice(message)) }
                return .show(Presentation(message: .show(message)))
            }
        }
        return .wait(nil)
    }

    public mutating func saw(_ action: Game.Action, by seat: Int, in game: Game, at moment: SourceMoment) {
        // A move of this terminal's own view (a shuffle) stays here.
        guard game.reach(of: action, by: seat) != .ownView, let move = try? JSONValue(encoding: action) else {
            return
        }
        outgoing.append(.made(move, by: seat, at: moment.played))
    }

    public mutating func forward(_ action: Game.Action, by seat: Int, in game: Game) -> Bool {
        let reach = game.reach(of: action, by: seat)
        if shares == .watches && reach != .ownView {
            told = Chrome.Message(text: "You are watching: the players make the moves.", tone: .info)
            return true
        }
        guard shares == .joins, reach != .ownView else { return false }
        if let move = try? JSONValue(encoding: action) { outgoing.append(.offer(move)) }
        return true
    }

    public mutating func begin(_ game: Game) {
        // Only the host deals: a guest's table has the game from it.
        guard !shares.followsHost else { return }
        if let log = try? game.log() { outgoing.append(.began(log)) }
    }
}
