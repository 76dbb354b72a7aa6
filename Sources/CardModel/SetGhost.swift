/// An earlier game of the same deal that a player races: when it took each Set, and how long
/// it took in all.
///
/// It takes no part in the rules: no move reads it. The table lights each of its Sets at the
/// time it was taken and counts them beside the player's; the end says who was faster. A game
/// raced against one keeps it in its log, so the record says so and a kept game races on.
public struct SetGhost: Codable, Equatable, Sendable {
    /// A Set the ghost took.
    public struct Take: Codable, Equatable, Sendable {
        /// Seconds of play when it was taken.
        public var at: Double
        /// The ids of its cards.
        public var cards: [Int]

        public init(at: Double, cards: [Int]) {
            self.at = at
            self.cards = cards
        }
    }

    /// The most Sets a ghost may hold: more than any deck of 81 cards gives.
    public static let takeLimit = 81

    /// Every Set taken, in the order taken.
    public var takes: [Take]
    /// Seconds of play the ghost's game took to its end.
    public var seconds: Double

    /// The ghost of a game that took `takes` and ended after `seconds`; nil when they cannot
    /// be a game (times out of order or past its end, cards that are no cards, too many).
    public init?(takes: [Take], seconds: Double) {
        guard Self.isGame(takes: takes, seconds: seconds) else { return nil }
        self.takes = takes
        self.seconds = seconds
    }

    /// How many Sets the ghost had taken by `played` seconds of play.
    public func setsTaken(by played: Double) -> Int {
        takes.prefix { $0.at <= played }.count
    }

    /// Whether `takes` and `seconds` can be a game of Set.
    static func isGame(takes: [Take], seconds: Double) -> Bool {
        guard FileLimits.isTime(seconds), takes.count <= takeLimit else { return false }
        var last = 0.0
        for take in takes {
            guard FileLimits.isTime(take.at), take.at >= last, take.at <= seconds,
                (3...4).contains(take.cards.count), take.cards.allSatisfy({ (0..<81).contains($0) })
            else { return false }
            last = take.at
        }
        return true
    }

    private enum CodingKeys: String, CodingKey { case takes, seconds }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        takes = try container.decode([Take].self, forKey: .takes)
        seconds = try container.decode(Double.self, forKey: .seconds)
        guard Self.isGame(takes: takes, seconds: seconds) else {
            throw DecodingError.outOfRange("the ghost's Sets", decoder)
        }
    }
}
