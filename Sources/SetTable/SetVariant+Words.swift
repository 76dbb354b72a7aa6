import CardModel
import GameTable

/// What a variant of Set says of itself at the table: its rule, its first words, and the
/// keys it has no use for.
extension SetVariant {
    /// What one Set of the variant is called: `Set`, or `UltraSet` for four cards.
    var setName: String { self == .ultra ? "UltraSet" : "Set" }

    /// The variant's rule in one or two sentences, for the help panel (none for Set itself,
    /// whose rule the help gives).
    public var ruleLines: [String] {
        switch self {
        case .standard:
            return []
        case .junior:
            return [
                "Set Junior: the 27 solid cards, 9 on the table. Three cards are a Set when each of number, color and shape is all the same or all different."
            ]
        case .chain:
            return [
                "Set-Chain: the first Set is any Set. Every later Set uses exactly one card of the previous Set, shown beside the table, and two cards from the table."
            ]
        case .ultra:
            return [
                "UltraSet: four cards that split into two pairs, both pairs completing to the same card (which need not be on the table)."
            ]
        }
    }

    /// What the table says as a game of the variant is dealt.
    public var openingWords: String {
        switch self {
        case .standard: "Find three cards that make a Set."
        case .junior: "Find three cards that make a Set (number, color, shape)."
        case .chain: "Find a Set: each one after it uses one card of the last."
        case .ultra: "Find four cards: two pairs that complete to one card."
        }
    }

    /// What the help says of dealing in a variant, whose table deals by itself.
    static let dealsByItselfLine = "The table deals 3 more by itself while it holds no Set."
}

extension SetGame {
    /// What the table says as this game is dealt.
    public var openingWords: String { variant.openingWords }
}
