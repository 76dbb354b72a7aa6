/// A whole game as data: how it began and every move made in it, with its time.
///
/// Applying the moves to a new game set up the same way gives the same game, so a log is
/// what a save, a record and a replay keep.
public enum GameLog: Codable, Equatable, Sendable {
    case set(seed: UInt64, actions: [TimedAction<SetAction>], seats: [Seat] = [])
    case memorize(theme: MemoryTheme, seed: UInt64, actions: [TimedAction<MemoryAction>], seats: [Seat] = [])
    /// The daily puzzle of `date` (`YYYY-MM-DD`).
    case puzzle(date: String, actions: [TimedAction<PuzzleAction>])

    /// The log of `game` so far.
    public init(_ game: SetGame) {
        self = .set(seed: game.seed, actions: game.history, seats: game.seats)
    }

    /// The log of `game` of `theme` so far.
    public init(_ game: MemoryGame<String>, theme: MemoryTheme) {
        self = .memorize(theme: theme, seed: game.seed, actions: game.history, seats: game.seats)
    }

    /// The log of the puzzle so far.
    public init(_ puzzle: DailyPuzzle) {
        self = .puzzle(date: puzzle.date, actions: puzzle.history)
    }

    public var seed: UInt64 {
        switch self {
        case .set(let seed, _, _), .memorize(_, let seed, _, _): seed
        case .puzzle(let date, _): fnv1a64(date)
        }
    }

    /// Who played.
    public var seats: [Seat] {
        switch self {
        case .set(_, _, let seats), .memorize(_, _, _, let seats): seats
        case .puzzle: []
        }
    }

    /// The game's name in the record: `set`, `memorize` or `puzzle`.
    public var gameName: String {
        switch self {
        case .set: "set"
        case .memorize: "memorize"
        case .puzzle: "puzzle"
        }
    }

    /// How many moves were made.
    public var moveCount: Int {
        switch self {
        case .set(_, let actions, _): actions.count
        case .memorize(_, _, let actions, _): actions.count
        case .puzzle(_, let actions): actions.count
        }
    }

    // Seeds are 64-bit: written as decimal strings, which every JSON reader keeps exact.
    private enum CodingKeys: String, CodingKey { case game, seed, theme, actions, seats, date }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decode(String.self, forKey: .game) == "puzzle" {
            self = .puzzle(
                date: try container.decode(String.self, forKey: .date),
                actions: try container.decode([TimedAction<PuzzleAction>].self, forKey: .actions))
            return
        }
        let text = try container.decode(String.self, forKey: .seed)
        guard let seed = UInt64(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .seed, in: container, debugDescription: "'\(text)' is not a seed")
        }
        let seats = try container.decodeIfPresent([Seat].self, forKey: .seats) ?? []
        switch try container.decode(String.self, forKey: .game) {
        case "set":
            self = .set(
                seed: seed, actions: try container.decode([TimedAction<SetAction>].self, forKey: .actions),
                seats: seats)
        case "memorize":
            self = .memorize(
                theme: try container.decode(MemoryTheme.self, forKey: .theme), seed: seed,
                actions: try container.decode([TimedAction<MemoryAction>].self, forKey: .actions),
                seats: seats)
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .game, in: container, debugDescription: "'\(other)' is not a game")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if case .puzzle(let date, let actions) = self {
            try container.encode("puzzle", forKey: .game)
            try container.encode(date, forKey: .date)
            try container.encode(actions, forKey: .actions)
            return
        }
        try container.encode(String(seed), forKey: .seed)
        if !seats.isEmpty { try container.encode(seats, forKey: .seats) }
        switch self {
        case .set(_, let actions, _):
            try container.encode("set", forKey: .game)
            try container.encode(actions, forKey: .actions)
        case .memorize(let theme, _, let actions, _):
            try container.encode("memorize", forKey: .game)
            try container.encode(theme, forKey: .theme)
            try container.encode(actions, forKey: .actions)
        case .puzzle:
            break
        }
    }
}
