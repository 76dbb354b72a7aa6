/// A Memorize theme: a name, the emoji its cards show, how many pairs to play, a colour.
public struct MemoryTheme: Codable, Equatable, Hashable, Sendable, Identifiable {
    public var name: String
    public var emoji: [String]
    public var pairs: Int
    /// One of `MemoryTheme.colors`.
    public var color: String

    public var id: String { name }

    public init(name: String, emoji: [String], pairs: Int, color: String) {
        self.name = name
        self.emoji = emoji
        self.pairs = pairs
        self.color = color
    }

    /// The colours a theme may have.
    public static let colors = ["red", "orange", "yellow", "green", "blue", "purple", "pink", "gray"]

    /// The most emoji a theme may hold: one for each distinct ASCII stand-in.
    public static var maximumEmoji: Int { asciiSymbols.count }

    /// Fewer pairs than this would make a game of fewer than eight cards.
    public static let minimumPairs = 4

    /// The pairs a game of this theme plays: what it asks for, within what it has.
    public var playablePairs: Int {
        min(emoji.count, max(Self.minimumPairs, pairs))
    }

    /// Distinct ASCII stand-ins for the emoji, for terminals that cannot show them.
    public static let asciiSymbols: [String] =
        "ABCDEFGHJKLMNPQRSTUVWXYZ23456789@#$%&*+=?".map(String.init)

    /// The ASCII stand-in for the emoji at `index` of the theme.
    public static func asciiSymbol(at index: Int) -> String {
        asciiSymbols[index % asciiSymbols.count]
    }
}

extension MemoryGame where CardContent == String {
    /// A new game of `theme`: its pairs picked at random from all its emoji (so none is
    /// dead), as many as the theme plays, then shuffled, all by `seed`.
    public init(theme: MemoryTheme, seed: UInt64, seats: [Seat] = []) {
        var random = SeededRandomNumberGenerator(seed: seed ^ 0x5EED_7E3E)
        let picked = Array(theme.emoji.seededShuffled(using: &random).prefix(theme.playablePairs))
        self.init(pairs: picked.count, seed: seed, seats: seats) { picked[$0] }
    }
}
