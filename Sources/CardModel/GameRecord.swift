import Foundation

/// One game that ended, as the statistics keep it: finished or abandoned.
public struct GameRecord: Codable, Equatable, Sendable {
    /// When it ended.
    public var date: Date
    public var game: GameKind
    /// How it was played.
    public var mode: PlayMode
    /// The variant the statistics keep apart (Memorize's theme); files call it `theme`.
    ///
    /// Cleaned and cut to `FileLimits.labelLength`, as the game's kind and day are when read.
    public var variant: String?
    public var seed: UInt64
    /// It was played to its end (not abandoned).
    public var finished: Bool
    public var score: Int
    /// Seconds of play.
    public var seconds: Double
    /// Sets found (Set) or pairs found (Memorize).
    public var found: Int
    /// Moves made.
    public var moves: Int
    /// Against others: how it ended.
    public var outcome: GameOutcome?
    /// The day a daily game was of, `YYYY-MM-DD`.
    public var day: String?
    /// The whole game, for replays; dropped from old records to keep the file small.
    public var log: GameLog?
    /// Against others: every player's name and points, best first.
    public var standings: [SeatPoints]?
    /// A game at a table shared between terminals: the login of its host, whose table it was.
    ///
    /// Cleaned and cut to `FileLimits.nameLength` when read.
    public var table: String?

    public init(
        date: Date, game: GameKind, mode: PlayMode = .solo, variant: String? = nil, seed: UInt64,
        finished: Bool, score: Int, seconds: Double, found: Int, moves: Int, outcome: GameOutcome? = nil,
        day: String? = nil, log: GameLog?, standings: [SeatPoints]? = nil
    ) {
        self.standings = standings
        self.outcome = outcome
        self.day = day
        self.date = date
        self.game = game
        self.mode = mode
        // Cut as a record read back is, so a game's bests are those of its own kind.
        self.variant = variant?.cleaned(limit: FileLimits.labelLength)
        self.seed = seed
        self.finished = finished
        self.score = score
        self.seconds = seconds
        self.found = found
        self.moves = moves
        self.log = log
    }

    /// The record of the game `log` holds, with what the log alone cannot say.
    public init(
        log: GameLog, date: Date, finished: Bool, score: Int, seconds: Double, found: Int,
        outcome: GameOutcome? = nil, variant: String? = nil, day: String? = nil,
        standings: [SeatPoints]? = nil
    ) {
        self.init(
            date: date, game: log.game, mode: PlayMode(seats: log.seats), variant: variant, seed: log.seed,
            finished: finished, score: score, seconds: seconds, found: found, moves: log.moveCount,
            outcome: outcome, day: day, log: log, standings: standings)
    }

    /// What records are compared with for bests: the game, its variant, and how it was played.
    public struct Kind: Hashable, Sendable {
        public var game: GameKind
        public var variant: String?
        public var mode: PlayMode
    }

    public var kind: Kind { Kind(game: game, variant: variant, mode: mode) }

    private enum CodingKeys: String, CodingKey {
        case date, game, mode, seed, finished, score, seconds, found, moves, outcome, day, log, standings,
            table
        case variant = "theme"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        game = try container.decode(GameKind.self, forKey: .game)
        mode = try container.decodeIfPresent(PlayMode.self, forKey: .mode) ?? .solo
        variant = try container.decodeIfPresent(String.self, forKey: .variant)?.cleaned(
            limit: FileLimits.labelLength)
        let text = try container.decode(String.self, forKey: .seed)
        guard let seed = UInt64(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .seed, in: container, debugDescription: "not a seed")
        }
        self.seed = seed
        finished = try container.decode(Bool.self, forKey: .finished)
        score = try container.decode(Int.self, forKey: .score)
        seconds = try container.decode(Double.self, forKey: .seconds)
        found = try container.decode(Int.self, forKey: .found)
        moves = try container.decode(Int.self, forKey: .moves)
        outcome = try container.decodeIfPresent(GameOutcome.self, forKey: .outcome)
        day = try container.decodeIfPresent(String.self, forKey: .day)?.cleaned(limit: FileLimits.labelLength)
        log = try container.decodeIfPresent(GameLog.self, forKey: .log)
        standings = try container.decodeIfPresent([SeatPoints].self, forKey: .standings)
        table = try container.decodeIfPresent(String.self, forKey: .table)?.cleaned(
            limit: FileLimits.nameLength)
        guard FileLimits.isTime(seconds) else { throw DecodingError.outOfRange("a game's time", decoder) }
        guard [score, found, moves].allSatisfy(FileLimits.isCount) else {
            throw DecodingError.outOfRange("a game's score or counts", decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(game, forKey: .game)
        try container.encode(mode, forKey: .mode)
        try container.encodeIfPresent(variant, forKey: .variant)
        try container.encode(String(seed), forKey: .seed)
        try container.encode(finished, forKey: .finished)
        try container.encode(score, forKey: .score)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(found, forKey: .found)
        try container.encode(moves, forKey: .moves)
        try container.encodeIfPresent(outcome, forKey: .outcome)
        try container.encodeIfPresent(day, forKey: .day)
        try container.encodeIfPresent(log, forKey: .log)
        try container.encodeIfPresent(standings, forKey: .standings)
        try container.encodeIfPresent(table, forKey: .table)
    }
}

/// One player's name and points at the end of a game against others.
public struct SeatPoints: Codable, Equatable, Sendable {
    public var name: String
    public var points: Int
    /// The computer played this seat.
    public var isComputer: Bool

    public init(name: String, points: Int, isComputer: Bool = false) {
        self.name = name
        self.points = points
        self.isComputer = isComputer
    }

    private enum CodingKeys: String, CodingKey { case name, points, computer }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name).withoutControlCharacters
        points = try container.decode(Int.self, forKey: .points)
        isComputer = try container.decodeIfPresent(Bool.self, forKey: .computer) ?? false
        guard FileLimits.isCount(points), name.count <= FileLimits.nameLength else {
            throw DecodingError.outOfRange("a player's points", decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(points, forKey: .points)
        if isComputer { try container.encode(true, forKey: .computer) }
    }
}

/// A player's bests for one kind of game, worked out from the records.
public struct Bests: Equatable, Sendable {
    public var score: Int?
    /// The shortest time of a finished game, in seconds.
    public var seconds: Double?

    public init(score: Int? = nil, seconds: Double? = nil) {
        self.score = score
        self.seconds = seconds
    }

    /// The bests over `records` (finished games only).
    ///
    /// A daily game (one with a `day`) has a best time but no best score: its score is what
    /// it found, the same for every game solved.
    public init(of records: [GameRecord]) {
        let finished = records.filter(\.finished)
        score = finished.filter { $0.day == nil }.map(\.score).max()
        seconds = finished.map(\.seconds).min()
    }
}
