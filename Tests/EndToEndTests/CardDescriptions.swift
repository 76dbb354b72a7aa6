import CardModel

/// Cards looked up by the words the status line uses for them: `2 green striped ovals`.
enum CardDescriptions {
    /// All 81 cards by their description; every description is distinct.
    static let cards: [String: SetCard] = Dictionary(
        uniqueKeysWithValues: SetCard.fullDeck.map { ($0.description, $0) })

    /// The card described by `words`, or nil when no card reads like that.
    static func card(named words: String) -> SetCard? {
        cards[words]
    }
}
