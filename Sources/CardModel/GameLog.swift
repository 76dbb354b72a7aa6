/// Which game a log, a save or a record is of, by the name files know it by: `set`,
/// `memorize`, `puzzle`.
///
/// Each game declares its own kind in its own module; the model knows none of them.
public struct GameKind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ name: String) {
        rawValue = name
    }

    public var description: String { rawValue }

    /// A kind as a file names it, cleaned and cut to `FileLimits.labelLength`: a kind this
    /// version does not know may still be listed, and can never drive the terminal.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self).cleaned(
            limit: FileLimits.labelLength)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A whole game as data: which game, how it began, who played and every move made in it.
///
/// Applying the moves to a new game set up the same way gives the same game, so a log is
/// what a save, a record and a replay keep. The moves and the set-up (Memorize's theme, the
/// puzzle's date) are kept as the game wrote them; the game reads them back with
/// `actions(as:)` and `setup(_:as:)`, so a log of any game is read and written the same way.
public struct GameLog: Codable, Equatable, Sendable {
    public var game: GameKind
    /// The seed the game was dealt from.
    public var seed: UInt64
    /// Who played; none for a game alone.
    public var seats: [Seat]
    /// What else sets the game up, by name, as the game writes it.
    public var setup: [String: JSONValue]
    /// Every move, with its seat and time, as the game's own action type writes it.
    public var actions: [TimedAction<JSONValue>]

    /// The log of a game of `game` dealt from `seed`; throws only if a move cannot be written.
    public init<Action>(
        game: GameKind, seed: UInt64, seats: [Seat] = [], setup: [String: JSONValue] = [:],
        actions: [TimedAction<Action>]
    ) throws {
        self.game = game
        self.seed = seed
        self.seats = seats
        self.setup = setup
        // All the moves at once: one round through JSON, not one a move.
        self.actions = try JSONValue.recode(actions, as: [TimedAction<JSONValue>].self)
    }

    /// How many moves were made.
    public var moveCount: Int { actions.count }

    /// The moves read as `type`; throws when one is not a move of that game.
    public func actions<Action>(as type: Action.Type) throws -> [TimedAction<Action>] {
        try JSONValue.recode(actions, as: [TimedAction<Action>].self)
    }

    /// The set-up entry `name` read as `type`; throws when it is missing or of another shape.
    public func setup<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        guard let value = setup[name] else {
            throw DecodingError.keyNotFound(
                Key(name), .init(codingPath: [], debugDescription: "the game's \(name) is missing"))
        }
        return try value.decoded(as: type)
    }

    // MARK: - The file

    /// A key of the log's object: its own four, or a set-up entry's name.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let game = Key("game")
        static let seed = Key("seed")
        static let seats = Key("seats")
        static let actions = Key("actions")
        static let own: Set<String> = ["game", "seed", "seats", "actions"]
    }

    // Seeds are 64-bit: written as decimal strings, which every JSON reader keeps exact.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        game = try container.decode(GameKind.self, forKey: .game)
        // Logs of the daily puzzle written before every log had a seed have none: its date is its deal.
        if let text = try container.decodeIfPresent(String.self, forKey: .seed) {
            guard let seed = UInt64(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .seed, in: container, debugDescription: "'\(text)' is not a seed")
            }
            self.seed = seed
        } else {
            seed = 0
        }
        seats = try container.decodeIfPresent([Seat].self, forKey: .seats) ?? []
        guard seats.count <= FileLimits.seats, seats.filter(\.isComputer).count <= 1 else {
            throw DecodingError.outOfRange("the number of seats", decoder)
        }
        actions = try container.decode([TimedAction<JSONValue>].self, forKey: .actions)
        var setup: [String: JSONValue] = [:]
        for key in container.allKeys where !Key.own.contains(key.stringValue) {
            setup[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        self.setup = setup
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(game, forKey: .game)
        try container.encode(String(seed), forKey: .seed)
        if !seats.isEmpty { try container.encode(seats, forKey: .seats) }
        try container.encode(actions, forKey: .actions)
        for (name, value) in setup where !Key.own.contains(name) {
            try container.encode(value, forKey: Key(name))
        }
    }
}
