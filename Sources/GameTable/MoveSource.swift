import Animation
import CardModel

/// Someone other than the person at the keyboard who makes moves at the table: the
/// computer as an opponent, the computer playing a game to watch, a recorded game playing
/// back (and, through the same door, a seat at another terminal).
///
/// Given the game and the time, a source says what it does now and when to look again;
/// the table sends its moves through the same door as a key's.
public protocol MoveSource<Game> {
    associatedtype Game: TableGame

    /// What the source does now in `game`.
    mutating func next(in game: Game, at moment: SourceMoment) -> SourceStep<Game.Action>
    /// A move was made at the table (by anyone, the source's own included).
    mutating func saw(_ action: Game.Action, by seat: Int, in game: Game, at moment: SourceMoment)
    /// The table has a game to play: a new one, or one taken up again.
    mutating func begin(_ game: Game)
    /// Cards the source points at now (the Set it found, lit up card by card).
    var pointedCards: [Int] { get }
    /// A quiet word on what the source is doing, for the status line ("Computer is
    /// looking"), at play time `played`; nil for none.
    func note(played: Double) -> SourceNote?
    /// The source links this table with other terminals: as the host, or as a guest.
    var sharing: TableSharing? { get }
    /// Each seat as the end of a game shared with other terminals names it, with the
    /// player's login beside a name they chose (`TableLink.seatsShown`); empty elsewhere.
    var seatsShown: [String] { get }
    /// A move made at this keyboard that the source carries to where it is judged (a guest
    /// sends it to the host) instead of the table applying it; true when it took it.
    mutating func forward(_ action: Game.Action, by seat: Int, in game: Game) -> Bool
    /// What the source has to tell the other terminals since it was last asked (a move
    /// made, a game begun), oldest first: the table asks for it as effects.
    mutating func takeMessages() -> [LinkMessage]
    /// Something came from the other terminals (a source that links this table with them
    /// takes it, to make it a move in its turn).
    mutating func hear(_ event: LinkedEvent)
    /// How many things heard the source has not made moves of yet.
    var unheard: Int { get }
}

extension MoveSource {
    public mutating func saw(_ action: Game.Action, by seat: Int, in game: Game, at moment: SourceMoment) {}
    public mutating func begin(_ game: Game) {}
    public var pointedCards: [Int] { [] }
    public func note(played: Double) -> SourceNote? { nil }
    public var sharing: TableSharing? { nil }
    public var seatsShown: [String] { [] }
    public mutating func forward(_ action: Game.Action, by seat: Int, in game: Game) -> Bool { false }
    public mutating func takeMessages() -> [LinkMessage] { [] }
    public mutating func hear(_ event: LinkedEvent) {}
    public var unheard: Int { 0 }
}

/// The moment a source looks at the table.
public struct SourceMoment: Sendable {
    /// Wall time.
    public var now: Double
    /// Seconds of play.
    public var played: Double
    /// Every card's motion, to see whether the table has settled.
    let stage: CardStage
    /// Cards that left the game still celebrate on the table.
    let isCelebrating: Bool
    /// The animation speed: a source that paces itself for a viewer goes as fast.
    public var speed: Double

    public init(now: Double, played: Double, stage: CardStage, isCelebrating: Bool, speed: Double) {
        self.now = now
        self.played = played
        self.stage = stage
        self.isCelebrating = isCelebrating
        self.speed = speed
    }

    /// Cards are still moving to their places (or celebrating): a player waits for them.
    public var isSettling: Bool { isCelebrating || stage.isSettling(at: now) }
}

/// What a source does at one look.
public enum SourceStep<Action: Equatable & Sendable>: Sendable {
    /// A move by `seat`, at play time `at` (nil: now).
    case move(Action, by: Int, at: Double?)
    /// No move, but something to show (the Set found, a call of "Set!"); look again at once.
    case show(Presentation<Action>)
    /// Nothing now: look again at `wake` (nil: only once something else changes).
    case wait(SourceWake?)
    /// A recorded game has played its last move.
    case finished
}

/// When a source wants to look again.
public enum SourceWake: Equatable, Sendable {
    /// At this wall time.
    case wall(Double)
    /// When the play clock reaches this.
    case played(Double)
}
