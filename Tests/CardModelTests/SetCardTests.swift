import TestSupport
import Testing

@testable import CardModel

@Suite struct SetCardTests {
    @Test func deckHoldsEightyOneDistinctCards() {
        #expect(SetCard.fullDeck.count == 81)
        #expect(Set(SetCard.fullDeck).count == 81)
        #expect(SetCard.fullDeck.map(\.id) == Array(0..<81))
    }

    @Test func deckHolds1080Sets() {
        #expect(SetCard.sets(in: SetCard.fullDeck).count == 1080)
    }

    @Test func anyTwoCardsHaveExactlyOneCompletingThird() {
        let deck = SetCard.fullDeck
        for a in deck {
            for b in deck where b.id > a.id {
                let thirds = deck.filter { $0 != a && $0 != b && SetCard.isSet(a, b, $0) }
                #expect(thirds == [SetCard.completing(a, b)])
            }
        }
    }

    @Test func ruleEachAttributeAllSameOrAllDifferent() {
        let a = SetCard(number: 1, shape: .diamond, shading: .solid, color: .red)
        let b = SetCard(number: 2, shape: .diamond, shading: .striped, color: .red)
        let c = SetCard(number: 3, shape: .diamond, shading: .open, color: .red)
        #expect(SetCard.isSet(a, b, c))
        let notC = SetCard(number: 3, shape: .diamond, shading: .open, color: .green)
        #expect(!SetCard.isSet(a, b, notC))
    }

    @Test func namesTheAttributesThatBreakASet() {
        let a = SetCard(number: 1, shape: .diamond, shading: .solid, color: .red)
        let b = SetCard(number: 2, shape: .diamond, shading: .striped, color: .red)
        #expect(SetCard.attributesBreakingSet(a, b, SetCard.completing(a, b)).isEmpty)
        let c = SetCard(number: 2, shape: .oval, shading: .open, color: .red)
        #expect(SetCard.attributesBreakingSet(a, b, c) == ["number", "shape"])
        let d = SetCard(number: 3, shape: .oval, shading: .open, color: .green)
        #expect(SetCard.attributesBreakingSet(a, b, d) == ["color", "shape"])
    }

    /// A maximum cap set: 20 cards of which no three form a Set.
    static let capSet: [SetCard] = [
        (1, 1, 2, 0), (2, 1, 2, 2), (2, 2, 1, 2), (2, 2, 2, 2), (1, 2, 2, 0), (1, 0, 2, 2),
        (1, 2, 0, 1), (0, 2, 1, 1), (2, 0, 1, 1), (2, 0, 0, 0), (0, 1, 1, 1), (0, 2, 0, 0),
        (2, 0, 2, 0), (2, 1, 1, 2), (2, 0, 0, 1), (0, 0, 0, 2), (0, 1, 0, 0), (1, 0, 0, 2),
        (1, 1, 0, 1), (0, 0, 1, 2),
    ].map { SetCard(id: $0.0 * 27 + $0.1 * 9 + $0.2 * 3 + $0.3) }

    @Test func knownTwentyCardCapSetHoldsNoSet() {
        #expect(Set(Self.capSet).count == 20)
        #expect(SetCard.sets(in: Self.capSet).isEmpty)
        // It is maximal: every other card completes a Set with two of its cards.
        for card in SetCard.fullDeck where !Self.capSet.contains(card) {
            #expect(!SetCard.sets(in: Self.capSet + [card]).isEmpty)
        }
    }

    @Test(arguments: [
        (SetCard(number: 1, shape: .diamond, shading: .solid, color: .red), "1 red solid diamond"),
        (SetCard(number: 2, shape: .oval, shading: .striped, color: .green), "2 green striped ovals"),
        (SetCard(number: 3, shape: .squiggle, shading: .open, color: .purple), "3 purple open squiggles"),
    ])
    func describesCardInWords(card: SetCard, words: String) {
        #expect(card.description == words)
    }

    @Test func seededGeneratorRepeats() {
        var a = SeededRandomNumberGenerator(seed: 42)
        var b = SeededRandomNumberGenerator(seed: 42)
        var c = SeededRandomNumberGenerator(seed: 43)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(first != (0..<5).map { _ in c.next() })
    }
}
