import CardModel
import GameTable
import Render
import TableLayout

/// What UltraSet shows of its own at Set's table: four cards chosen, the card the last four
/// taken complete to, and its words for a match and a miss.
extension SetGame {
    /// What one Set of this game is called: `Set`, or `UltraSet` for four cards.
    var setName: String { variant.setName }

    /// What a wrong choice is called: `Not a Set`, `Not an UltraSet`.
    var notASet: String { variant == .ultra ? "Not an UltraSet" : "Not a Set" }

    /// How many cards one Set of this game takes from the table: 3, or 4 in UltraSet.
    var cardsPerSet: Int { variant.selectionSize }

    /// UltraSet: the card both pairs of the last four taken complete to, shown beside the
    /// table from the moment they are taken until the next four are; nil before the first,
    /// and in every other game.
    public var ultraCompletion: SetCard? {
        guard variant == .ultra else { return nil }
        if judgement == .match { return SetCard.ultraCompletion(of: matchedCards) }
        guard discardPile.count >= 4 else { return nil }
        return SetCard.ultraCompletion(of: Array(discardPile.suffix(4)))
    }

    /// What a Set found says: `Set! +12`, or in UltraSet the card its pairs complete to.
    func foundWords(_ points: Int) -> String {
        guard let made = ultraCompletion else { return "Set! +\(points)" }
        return "UltraSet! +\(points): both pairs make \(made)."
    }

    /// Why `cards` are no Set of this game: which attributes break three cards, or, for four,
    /// that no two pairs of them complete to the same card.
    func whyNot(_ cards: [SetCard]) -> String {
        guard variant == .ultra else { return Self.whyNotASet(cards) }
        return "no two pairs complete to one card"
    }

    /// While four cards are being chosen in UltraSet, how many are (`2 of 4 chosen.`): a third card
    /// judges nothing yet, and this says why.
    ///
    /// Nil in a game of three.
    func choosingWords(of seat: Int) -> String? {
        let chosen = selection(of: seat)
        guard variant == .ultra, chosen.judgement == .choosing, !chosen.cards.isEmpty else { return nil }
        return "\(chosen.cards.count) of 4 chosen."
    }
}

/// Drawing UltraSet's completing card beside the table.
extension SetPresenter {
    /// The card the last four taken complete to, face up in the last pile's place with
    /// `makes` on its border; before the first, an empty place that says what comes there.
    func paintCompletion(in place: Rect, view: TableView, on screen: inout Screen) {
        guard let card = game.ultraCompletion else {
            PilePainter(options: view.options).paintPile(
                count: 0, labels: [], emptyLabels: ["their\ncard", "card", "="], in: place, on: &screen)
            return
        }
        SetCardPainter(options: view.options).paint(card, in: place, on: &screen)
        let label = " makes "
        if place.height >= 3 && place.width >= label.count + 2 {
            screen.writeCentered(label, in: place, y: place.maxY - 1, style: Style(.muted, [.bold]))
        }
    }
}
