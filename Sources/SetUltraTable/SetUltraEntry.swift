import CardModel
import GameTable
import SetTable

extension GameKind {
    /// UltraSet: four cards, two pairs completing to the same card.
    public static let setUltra = SetVariant.ultra.kind
}

/// UltraSet at the table: four cards that split into two pairs, both pairs completing to the same
/// card, which need not be on the table and is shown once the four are taken.
///
/// Set's table, opponents and shared tables; its own saves, records and statistics.
public enum SetUltraTable {
    public static let entry = SetTable.entry(
        for: .ultra, usage: "UltraSet: four cards, two pairs that complete to one card",
        about: """
            UltraSet: choose four cards that split into two pairs, where the card that
            makes a Set with one pair is the card that makes a Set with the other.
            """,
        rules: """
            That card need not be on the table: once the four are taken it is shown beside
            the table, until the next UltraSet. The fourth card chosen judges the four. Any
            10 cards hold an UltraSet (12 hold about 19): the table deals 3 more by itself
            while it holds none, and nobody deals by hand.
            """,
        menuDetail: "four cards: two pairs that complete to one card", menuKey: "u", rank: 130)
}
