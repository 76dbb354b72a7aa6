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

    /// The most emoji a theme may hold (a table that shows no emoji has a distinct stand-in
    /// for each of them).
    public static let maximumEmoji = 41

    /// Fewer pairs than this would make a game of fewer than eight cards.
    public static let minimumPairs = 4

    /// The pairs a game of this theme plays: what it asks for, within what it has.
    public var playablePairs: Int {
        min(emoji.count, max(Self.minimumPairs, pairs))
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
