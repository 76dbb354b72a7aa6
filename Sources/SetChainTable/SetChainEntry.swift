import CardModel
import GameTable
import SetTable

extension GameKind {
    /// Set-Chain: every Set after the first uses one card of the previous Set.
    public static let setChain = SetVariant.chain.kind
}

/// Set-Chain at the table: the first Set is any Set, and every later one uses exactly one card of
/// the previous Set, which waits beside the table until the next is taken.
///
/// Set's table, opponents and shared tables; its own saves, records and statistics.
public enum SetChainTable {
    public static let entry = SetTable.entry(
        for: .chain, usage: "each Set after the first uses one card of the last Set",
        about: """
            Set-Chain: the first Set is any Set; every later Set uses exactly one card of
            the previous Set, which waits beside the table, and two cards from the table.
            """,
        rules: """
            The previous Set's cards are chosen like any other (the focus reaches them, and
            a click). The table deals 3 more by itself while no two of its cards make a Set
            with a card of the previous Set, and nobody deals by hand.
            """,
        menuDetail: "each Set uses one card of the last one", menuKey: "a", rank: 120)
}
