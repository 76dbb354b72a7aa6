/// Who moves at a table, and where a watched game or a replay has got to: one value where
/// flags were.
public enum TableMode: Equatable, Sendable {
    /// People at this keyboard play: alone, against the computer, or friends taking turns.
    case playing
    /// The computer plays game after game for the player to watch.
    case watching(WatchedGame)
    /// A recorded game plays itself back.
    case replaying(Replay)
    /// The table is shared with players at other terminals, hosted here or joined.
    case shared(TableSharing)

    /// What the game sees of the mode when it words and draws itself.
    public var view: TableView.Mode {
        switch self {
        case .playing, .shared: .playing
        case .watching: .watching
        case .replaying: .replaying
        }
    }

    /// The table's sharing with other terminals, if it is shared.
    public var sharing: TableSharing? {
        if case .shared(let sharing) = self { sharing } else { nil }
    }
}

/// Where a watched game has got to.
public struct WatchedGame: Equatable, Sendable {
    /// `deal --once`: the app ends after this game.
    public var once = false
    /// The watcher paused the game (Space).
    public var isPaused = false
    /// The game is over: when the next one is dealt (or the app ends).
    public var nextDealAt: Double?

    public init(once: Bool = false) {
        self.once = once
    }
}

/// Where a replay has got to.
public struct Replay: Equatable, Sendable {
    /// The watcher paused it (Space).
    public var isPaused = false
    /// Its last move has been shown.
    public var ended = false

    public init() {}
}

/// How far the game on the table has got to its end.
public enum TableEnding: Equatable {
    /// The game goes on (or ended unrecorded: a watched game, a replay).
    case inPlay
    /// The game ended and its record was asked for; the bests come with the answer.
    case recording
    /// The game ended and was recorded: how it stands to the bests.
    case recorded(FinishedGame)
}
