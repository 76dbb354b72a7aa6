import Animation
import CardModel
import Render
import TableLayout

/// What a game sees of the table when it words and draws itself: how the table is played,
/// where the focus is, the time, the stage and the result.
public struct TableView {
    /// Who moves at this table.
    public enum Mode: Equatable, Sendable {
        /// People at this keyboard play (with the computer or each other, maybe).
        case playing
        /// The computer plays the whole game while the player watches.
        case watching
        /// A recorded game plays itself back.
        case replaying
    }

    public var options: RenderOptions
    public var timing: AnimationTiming
    public var mode: Mode
    /// The seats of the people at this keyboard (none while watching).
    public var people: [Int]
    public var focus: TableFocus
    /// Wall time.
    public var now: Double
    /// Seconds of play.
    public var played: Double
    public var stage: CardStage
    /// The grid the table is laid out in, while it fits.
    public var grid: AspectGrid?
    /// Cards a move source points at (the Set the computer found), lit up.
    public var pointed: [Int]
    /// What the move sources say they are doing (while the game is in play).
    public var notes: [SourceNote] = []
    /// The game's result against the record, once it has ended and been recorded.
    public var finished: FinishedGame?
    /// The table is shared with players at other terminals (hosted here, or joined).
    public var sharing: TableSharing?
    /// Each seat as the end of a shared game names it: with the player's login beside a
    /// name they chose (`Bea (bob)`); empty at a table not shared.
    public var seatsShown: [String] = []
    /// The player's keyboard, where the cards' keys (and friends' calls) lie.
    public var keyboard: KeyboardLayout = .qwerty

    /// Someone other than a person at this keyboard moves: the computer, or a record.
    public var isWatching: Bool { mode != .playing }
    /// The person at this keyboard (the first, at a keyboard of friends).
    public var person: Int { people.first ?? 0 }
}

/// A game that ended and was recorded: how it stands to the bests, and the record after it.
public struct FinishedGame: Equatable {
    public var bests: ResultBests
    public var records: [GameRecord]

    public init(bests: ResultBests, records: [GameRecord]) {
        self.bests = bests
        self.records = records
    }
}
