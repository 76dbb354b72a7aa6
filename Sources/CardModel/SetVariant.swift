/// Which rules a game of Set follows: the standard game, or one of the variants the online
/// game and the box play.
///
/// A variant decides the deck, how many cards the table starts with and is kept at, how many
/// cards make one Set, what a Set is, and whether the table deals by itself. In every variant
/// the table deals by itself: while it holds no Set of the variant's kind three more cards
/// come, and nobody deals by hand.
public enum SetVariant: String, Codable, CaseIterable, Sendable {
    /// Set as the box plays it: 81 cards, 12 on the table, three more dealt by hand.
    case standard
    /// For beginners: the 27 solid cards (number, colour, shape), 9 on the table.
    case junior
    /// Every Set after the first uses exactly one card of the previous Set, which stays
    /// beside the table until the next Set is taken.
    case chain
    /// Four cards that split into two pairs completing to the same card.
    case ultra

    /// The cards the variant is played with, in `id` order: all 81, or Junior's 27 solid cards.
    public var deck: [SetCard] {
        switch self {
        case .junior: SetCard.fullDeck.filter { $0.shading == .solid }
        case .standard, .chain, .ultra: SetCard.fullDeck
        }
    }

    /// The cards dealt at the start, and the size the table is kept at by replacement.
    public var tableSize: Int {
        switch self {
        case .junior: 9
        case .standard, .chain, .ultra: 12
        }
    }

    /// How many cards are chosen to make one Set: 3, or 4 in UltraSet.
    public var selectionSize: Int { self == .ultra ? 4 : 3 }

    /// The table deals by itself while it holds no Set of the variant's kind, and nobody
    /// deals by hand.
    public var dealsByItself: Bool { self != .standard }

    /// Whether `cards` are a Set of the variant's kind.
    ///
    /// `previous` is the last Set taken, which Set-Chain's next Set must use exactly one card
    /// of (none before the first Set): the other cards come from the table.
    public func isSet(_ cards: [SetCard], previous: [SetCard] = []) -> Bool {
        guard cards.count == selectionSize, Set(cards).count == cards.count else { return false }
        switch self {
        case .standard, .junior:
            return SetCard.isSet(cards[0], cards[1], cards[2])
        case .chain:
            guard SetCard.isSet(cards[0], cards[1], cards[2]) else { return false }
            return previous.isEmpty || cards.filter(previous.contains).count == 1
        case .ultra:
            return SetCard.ultraCompletion(of: cards) != nil
        }
    }

    /// Every Set of the variant's kind among the `table`'s cards, each in table order (in
    /// Set-Chain with a previous Set, its card from `previous` first).
    public func sets(in table: [SetCard], previous: [SetCard] = []) -> [[SetCard]] {
        switch self {
        case .standard, .junior:
            return SetCard.sets(in: table).map { $0.map { table[$0] } }
        case .chain:
            guard !previous.isEmpty else { return SetCard.sets(in: table).map { $0.map { table[$0] } } }
            return previous.flatMap { link in
                SetCard.sets(in: [link] + table).filter { $0[0] == 0 }.map { $0.map { ([link] + table)[$0] } }
            }
        case .ultra:
            return SetCard.ultraSets(in: table).map { $0.map { table[$0] } }
        }
    }

    /// The variant's name for people: `Set`, `Set Junior`, `Set-Chain`, `UltraSet`.
    public var title: String {
        switch self {
        case .standard: "Set"
        case .junior: "Set Junior"
        case .chain: "Set-Chain"
        case .ultra: "UltraSet"
        }
    }
}

extension SetCard {
    /// The card both pairs of four cards complete to, when the four split into two pairs
    /// that do (UltraSet); nil otherwise.
    ///
    /// Four different cards split so in at most one way, so the card is one.
    public static func ultraCompletion(of cards: [SetCard]) -> SetCard? {
        guard cards.count == 4, Set(cards).count == 4 else { return nil }
        let (a, b, c, d) = (cards[0], cards[1], cards[2], cards[3])
        for (first, second) in [((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))] {
            let card = completing(first.0, first.1)
            if card == completing(second.0, second.1) { return card }
        }
        return nil
    }

    /// Every UltraSet among `cards`, each as four indices into `cards` in increasing order.
    public static func ultraSets(in cards: [SetCard]) -> [[Int]] {
        // Pairs grouped by the card they complete to; two pairs with no card in common are one.
        var pairsByCompletion: [Int: [(Int, Int)]] = [:]
        for i in cards.indices {
            for j in cards.indices where j > i {
                pairsByCompletion[completing(cards[i], cards[j]).id, default: []].append((i, j))
            }
        }
        var found: Set<[Int]> = []
        for pairs in pairsByCompletion.values where pairs.count > 1 {
            for p in pairs.indices {
                for q in pairs.indices where q > p {
                    let four = [pairs[p].0, pairs[p].1, pairs[q].0, pairs[q].1]
                    if Set(four).count == 4 { found.insert(four.sorted()) }
                }
            }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
