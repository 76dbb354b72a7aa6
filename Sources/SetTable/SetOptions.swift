import GameTable

/// A game of Set's own options: the seconds a friend who calls Set has to choose
/// (`--claim-time`, between friends), and the earlier game to race (`--ghost`, alone).
public struct SetOptions: GameValue {
    public var claimSeconds: Double?
    /// Which earlier game to race, as asked for.
    public var ghost: SetGhostChoice?
    /// The race `ghost` found as the game was prepared: its deal and the ghost's Sets.
    public var race: SetRace?
    /// Why the race asked for is not run, when the player's record of games cannot be read:
    /// the game is played without a ghost, saying so (the file is named as the game opens).
    public var unraced: String?

    public init(claimSeconds: Double) {
        self.claimSeconds = claimSeconds
    }

    public init(ghost: SetGhostChoice? = nil, race: SetRace? = nil, unraced: String? = nil) {
        self.ghost = ghost
        self.race = race
        self.unraced = unraced
    }
}

/// The daily puzzle's own options: the day whose puzzle to play (`--date`, or today's from
/// the menu), written YYYY-MM-DD.
public struct PuzzleOptions: GameValue {
    public var date: String
    /// Played alone, not raced against your best solve of the day (the calendar's `a`).
    public var alone: Bool

    public init(date: String, alone: Bool = false) {
        self.date = date
        self.alone = alone
    }

    /// That day's puzzle, and no other.
    public func admits(_ game: GameSummary) -> Bool { game.day == date }
}

/// The puzzle's calendar asked for (`--calendar`), with the day to choose in it (`--date`).
public struct PuzzleCalendarOptions: GameValue {
    public var chosen: String?

    public init(chosen: String? = nil) {
        self.chosen = chosen
    }

    /// The calendar takes up no kept puzzle: a day chosen in it does.
    public func admits(_ game: GameSummary) -> Bool { false }
}

extension GameRequest {
    /// The claim time asked for a game of Set, if any.
    var claimSeconds: Double? { options(as: SetOptions.self)?.claimSeconds }
    /// The race against a ghost a game of Set was prepared for, if any.
    var race: SetRace? { options(as: SetOptions.self)?.race }
    /// Why the race asked for is not run, if it is not.
    var unraced: String? { options(as: SetOptions.self)?.unraced }
    /// The day of the daily puzzle asked for, if any.
    var puzzleDate: String? { options(as: PuzzleOptions.self)?.date }
    /// The puzzle's calendar asked for, if it is.
    var puzzleCalendar: PuzzleCalendarOptions? { options(as: PuzzleCalendarOptions.self) }
}

extension SetTable {
    /// Seconds a friend who calls Set has to choose three cards: Set's own setting.
    public static let claimTime = GameSetting(
        key: "claimSeconds", title: "Claim time", detail: "to choose after calling Set (friends)", unit: "s",
        choices: [3, 5, 7, 10, 15, 20, 30, 60, 120], range: 3...120, defaultValue: 10)
}
