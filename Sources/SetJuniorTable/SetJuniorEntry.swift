import CardModel
import GameTable
import SetTable

extension GameKind {
    /// Set Junior: the 27 solid cards, 9 on the table.
    public static let setJunior = SetVariant.junior.kind
}

/// Set Junior at the table, for beginners and children: the 27 solid cards (number, colour and
/// shape), 9 on the table, which deals by itself while it holds no Set.
///
/// Set's table, opponents and shared tables; its own saves, records and statistics.
public enum SetJuniorTable {
    public static let entry = SetTable.entry(
        for: .junior, usage: "Set for beginners: 27 solid cards, 9 on the table",
        about: """
            Set Junior, for beginners and children: the 27 solid cards, so only number,
            colour and shape count, and 9 cards on the table.
            """,
        rules: """
            Three cards are a Set when each of number, colour and shape is all the same or
            all different. Any 10 of these cards hold a Set, 9 can hold none: the table deals
            3 more by itself while it holds no Set, and nobody deals by hand.
            """,
        menuDetail: "27 solid cards, 9 on the table: for beginners", menuKey: "n", rank: 110)
}
