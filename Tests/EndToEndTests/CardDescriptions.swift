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

    /// The card a status line too narrow for its last words names (`3 purple striped…`),
    /// told apart by the shape its face shows (`◈`), or nil when that is not one card.
    static func card(namedCut words: String, showing glyph: Character) -> SetCard? {
        guard words.hasSuffix("…") else { return nil }
        let start = words.dropLast() + " "
        let shape = shapeWords.first { $0.glyphs.contains(glyph) }?.word ?? "?"
        let matches = cards.filter { $0.key.hasPrefix(start) && $0.key.contains(shape) }
        return matches.count == 1 ? matches.first?.value : nil
    }

    /// Each shape's word and the figures of its three shadings on a small card.
    private static let shapeWords: [(word: String, glyphs: Set<Character>)] = [
        ("diamond", Set("◆◈◇")), ("oval", Set("●◍○")), ("squiggle", Set("■▥□")),
    ]
}
