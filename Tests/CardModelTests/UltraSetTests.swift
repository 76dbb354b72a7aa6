import TestSupport
import Testing

@testable import CardModel

/// UltraSet against the reference (set.md, "Variants"): four cards that split into two pairs
/// completing to the same card, which need not be on the table; any 10 cards hold one; a
/// table of 12 holds about 19; a table with none deals by itself.
@Suite struct UltraSetTests {
    /// Nine cards that hold no UltraSet (found by a greedy search): the most there can be.
    static let nineWithout = [2, 4, 11, 25, 30, 32, 40, 44, 67].map(SetCard.init(id:))

    /// Every UltraSet among `cards` by looking at every four and every way to pair them up.
    static func bruteForce(_ cards: [SetCard]) -> [[Int]] {
        var found: [[Int]] = []
        let n = cards.count
        for a in 0..<n {
            for b in (a + 1)..<n {
                for c in (b + 1)..<n {
                    for d in (c + 1)..<n {
                        let pairings = [((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))]
                        if pairings.contains(where: {
                            SetCard.completing(cards[$0.0.0], cards[$0.0.1])
                                == SetCard.completing(cards[$0.1.0], cards[$0.1.1])
                        }) {
                            found.append([a, b, c, d])
                        }
                    }
                }
            }
        }
        return found
    }

    @Test func theCompletingCardIsTheSameInEveryOrderAndIsNoneOfTheFour() {
        var random = SeededRandomNumberGenerator(seed: 24)
        for _ in 0..<200 {
            let cards = SetCard.fullDeck.seededShuffled(using: &random)
            let (a, b) = (cards[0], cards[1])
            let target = SetCard.completing(a, b)
            let c = cards.dropFirst(2).first { $0 != target }!
            let d = SetCard.completing(c, target)
            let four = [a, b, c, d]
            #expect(Set(four).count == 4 && !four.contains(target))
            for order in [[0, 1, 2, 3], [2, 0, 3, 1], [3, 2, 1, 0], [1, 3, 0, 2], [0, 2, 1, 3]] {
                #expect(SetCard.ultraCompletion(of: order.map { four[$0] }) == target)
            }
            #expect(SetVariant.ultra.isSet(four))
        }
    }

    @Test func fourCardsThatDoNotPairUpAreNone() {
        var random = SeededRandomNumberGenerator(seed: 25)
        var refused = 0
        for _ in 0..<300 {
            let four = Array(SetCard.fullDeck.seededShuffled(using: &random).prefix(4))
            let isOne = Self.bruteForce(four) == [[0, 1, 2, 3]]
            #expect((SetCard.ultraCompletion(of: four) != nil) == isOne)
            #expect(SetVariant.ultra.isSet(four) == isOne)
            if !isOne { refused += 1 }
        }
        #expect(refused > 250, "most four cards are no UltraSet")
        let three = Array(SetCard.fullDeck.prefix(3))
        #expect(SetCard.ultraCompletion(of: three) == nil)
        let twice = [SetCard(id: 0), SetCard(id: 0), SetCard(id: 1), SetCard(id: 2)]
        #expect(SetCard.ultraCompletion(of: twice) == nil)
    }

    @Test func everyUltraSetOfATableIsFoundAndNothingElse() {
        var random = SeededRandomNumberGenerator(seed: 26)
        for size in [4, 8, 12, 15] {
            let table = Array(SetCard.fullDeck.seededShuffled(using: &random).prefix(size))
            #expect(SetCard.ultraSets(in: table) == Self.bruteForce(table), "\(size) cards")
        }
    }

    @Test func nineCardsCanHoldNoneAndATenthAlwaysMakesOne() {
        #expect(SetCard.ultraSets(in: Self.nineWithout).isEmpty)
        #expect(Self.bruteForce(Self.nineWithout).isEmpty)
        for card in SetCard.fullDeck where !Self.nineWithout.contains(card) {
            #expect(!SetCard.ultraSets(in: Self.nineWithout + [card]).isEmpty, "with \(card)")
        }
    }

    @Test func anyTenCardsHoldAnUltraSet() {
        var random = SeededRandomNumberGenerator(seed: 27)
        for _ in 0..<2000 {
            let ten = Array(SetCard.fullDeck.seededShuffled(using: &random).prefix(10))
            #expect(!SetCard.ultraSets(in: ten).isEmpty, "\(ten)")
        }
    }

    /// On average C(12, 4) x 3 / 79 = 18.8 (any three cards leave one fourth that pairs up
    /// with them, unless the three are a Set): the reference's "about 19".
    @Test func aTableOfTwelveHoldsAboutNineteen() {
        var random = SeededRandomNumberGenerator(seed: 28)
        let tables = 3000
        var total = 0
        for _ in 0..<tables {
            total +=
                SetCard.ultraSets(in: Array(SetCard.fullDeck.seededShuffled(using: &random).prefix(12))).count
        }
        let mean = Double(total) / Double(tables)
        #expect((18.3...19.3).contains(mean), "mean \(mean)")
    }

    @Test func aGameOfUltraSetJudgesFourAndShowsTheCardTheyMake() throws {
        var game = SetGame(seed: 40, variant: .ultra)
        #expect(game.table.count == 12 && game.deck.count == 69)
        let four = try #require(game.setsOnTable.first)
        #expect(four.count == 4)
        let target = try #require(SetCard.ultraCompletion(of: four))
        for (index, card) in four.enumerated() {
            let outcome = game.choose(card, now: 5)
            if index < 3 { #expect(outcome == .selected && game.judgement == .choosing) }
        }
        #expect(game.judgement == .match && game.matchedCards == four)
        #expect(SetCard.ultraCompletion(of: game.matchedCards) == target)
        game.clearMatch(now: 6)
        #expect(game.table.count == 12 && Array(game.discardPile.suffix(4)) == four)
        #expect(SetCard.ultraCompletion(of: Array(game.discardPile.suffix(4))) == target)
    }

    @Test func fourCardsThatAreNoneAreAMismatch() throws {
        var game = SetGame(seed: 40, variant: .ultra)
        let table = game.table
        let four = try #require(
            (0..<9).lazy.map { Array(table[$0..<($0 + 4)]) }.first { SetCard.ultraCompletion(of: $0) == nil })
        for card in four { game.choose(card, now: 2) }
        #expect(game.judgement == .mismatch && game.score == SetScoring.mismatch)
    }

    @Test func aTableWithNoneDealsByItself() throws {
        // Eight cards with no UltraSet, four that are one, and three left in the deck: too
        // few to replace the four, so the table closes up to the eight, holds none, and
        // deals the deck's three by itself.
        let eight = Array(Self.nineWithout.prefix(8))
        let rest = SetCard.fullDeck.filter { !Self.nineWithout.contains($0) }
        let four = try #require(SetCard.ultraSets(in: rest).first).map { rest[$0] }
        let deck = Array(rest.filter { !four.contains($0) }.prefix(3))
        var game = SetGame(table: four + eight, deck: deck, variant: .ultra)
        for card in four { game.choose(card, now: 1) }
        #expect(game.judgement == .match)
        game.clearMatch(now: 2)
        #expect(game.deck.isEmpty, "the deck dealt itself")
        #expect(Set(game.table) == Set(eight + deck))
        #expect(game.endedAt == nil || game.setsOnTable.isEmpty)
    }

    @Test func aHintMarksFourCards() {
        var game = SetGame(seed: 41, variant: .ultra)
        guard case .shown(_, let count, let cost) = game.hint(now: 1) else {
            Issue.record("no hint")
            return
        }
        #expect(game.hinted.count == 4 && SetCard.ultraCompletion(of: game.hinted) != nil)
        #expect(count == game.setsOnTable.count && cost == SetScoring.hint)
    }
}
