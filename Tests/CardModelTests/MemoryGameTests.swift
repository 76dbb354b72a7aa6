import TestSupport
import Testing

@testable import CardModel

typealias Game = MemoryGame<String>

/// A seeded game of pairs "A", "B", "C"...
func memoryGame(pairs: Int = 4, seed: UInt64 = 1) -> Game {
    Game(pairs: pairs, seed: seed) { String(UnicodeScalar(UInt8(65 + $0))) }
}

extension Game {
    func card(_ content: String, _ which: Int = 0) -> Card {
        cards.filter { $0.content == content }[which]
    }
}

@Suite struct MemoryGameTests {
    @Test func aNewGameHasShuffledPairsFaceDown() {
        let game = memoryGame(pairs: 8)
        #expect(game.cards.count == 16)
        #expect(Set(game.cards.map(\.id)).count == 16)
        for content in Set(game.cards.map(\.content)) {
            #expect(game.cards.filter { $0.content == content }.count == 2)
        }
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
        // Shuffled: not pairs side by side in order, and the same for the same seed.
        #expect(game.cards.map(\.content) != game.cards.map(\.content).sorted())
        #expect(memoryGame(pairs: 8).cards == game.cards)
        #expect(memoryGame(pairs: 8, seed: 2).cards != game.cards)
    }

    @Test func theOneAndOnlyFaceUpCardIsDerived() {
        var game = memoryGame()
        #expect(game.theOneAndOnlyFaceUpCard == nil)
        game.choose(game.card("A"), now: 0)
        #expect(game.theOneAndOnlyFaceUpCard == game.cards.firstIndex { $0.id == game.card("A").id })
        game.choose(game.card("B"), now: 1)
        #expect(game.theOneAndOnlyFaceUpCard == nil)
    }

    @Test func matchingContentMatchesWithTheSpeedBonus() {
        var game = memoryGame()
        #expect(game.choose(game.card("A"), now: 10) == .turnedUp)
        // The first card has been up 3 s (half its bonus left: +3), the second 0 s (+6).
        #expect(game.choose(game.card("A", 1), now: 13) == .matched(points: 2 + 3 + 6))
        #expect(game.score == 11)
        #expect(game.card("A").isMatched && game.card("A", 1).isMatched)
        #expect(game.pairsLeft == 3)
    }

    @Test func theBonusDrainsToNothing() {
        var game = memoryGame()
        game.choose(game.card("A"), now: 0)
        game.choose(game.card("A", 1), now: 30)
        #expect(game.score == 2 + 0 + 6)
        #expect(game.card("A").bonusRemaining(at: 40) == 0)
    }

    @Test func aMismatchStaysUpUntilTheNextChoiceThenTurnsDown() {
        var game = memoryGame()
        game.choose(game.card("A"), now: 0)
        #expect(game.choose(game.card("B"), now: 1) == .mismatched(points: 0))
        #expect(game.card("A").isFaceUp && game.card("B").isFaceUp)
        #expect(game.choose(game.card("C"), now: 2) == .turnedUp)
        #expect(!game.card("A").isFaceUp && !game.card("B").isFaceUp && game.card("C").isFaceUp)
        #expect(game.card("A").hasBeenSeen && game.card("B").hasBeenSeen && !game.card("C").hasBeenSeen)
    }

    @Test func aMismatchCostsOnePointPerCardSeenBefore() {
        var game = memoryGame()
        game.choose(game.card("A"), now: 0)
        game.choose(game.card("B"), now: 1)
        game.choose(game.card("C"), now: 2)
        // A was seen before, C is up now and unseen: -1.
        #expect(game.choose(game.card("A"), now: 3) == .mismatched(points: -1))
        game.choose(game.card("B"), now: 4)
        // B and C have both been seen: -2; the score may go negative.
        #expect(game.choose(game.card("C"), now: 5) == .mismatched(points: -2))
        #expect(game.score == -3)
    }

    @Test func faceUpAndMatchedCardsIgnoreTheChoice() {
        var game = memoryGame()
        game.choose(game.card("A"), now: 0)
        #expect(game.choose(game.card("A"), now: 1) == .ignored)
        game.choose(game.card("A", 1), now: 1)
        #expect(game.choose(game.card("A"), now: 2) == .ignored)
    }

    @Test func bonusTimeAddsUpOverShowings() {
        var game = memoryGame()
        game.choose(game.card("A"), now: 0)
        game.choose(game.card("B"), now: 2)
        game.choose(game.card("C"), now: 4)  // A and B were up 4 s and 2 s
        #expect(game.card("A").faceUpTime(at: 100) == 4)
        #expect(game.card("B").faceUpTime(at: 100) == 2)
        game.choose(game.card("A"), now: 10)
        #expect(game.card("A").faceUpTime(at: 11) == 5)
    }

    @Test func shuffleKeepsIdentitiesAndFaces() {
        var game = memoryGame(pairs: 8)
        let chosen = game.card("A")
        game.choose(chosen, now: 0)
        let before = game.cards
        game.shuffle(now: 0)
        #expect(game.cards != before)
        #expect(Set(game.cards.map(\.id)) == Set(before.map(\.id)))
        #expect(game.cards.first { $0.id == chosen.id }?.isFaceUp == true)
    }

    @Test func matchingEveryPairEndsTheGame() {
        var game = memoryGame(pairs: 3)
        for content in ["A", "B", "C"] {
            game.choose(game.card(content), now: 0)
            game.choose(game.card(content, 1), now: 0)
        }
        #expect(game.isOver && game.pairsLeft == 0)
        #expect(game.score == 3 * 14)
    }

    @Test func bonusPointsRoundUp() {
        #expect(MemoryScoring.bonusPoints(1) == 6)
        #expect(MemoryScoring.bonusPoints(0.5) == 3)
        #expect(MemoryScoring.bonusPoints(0.01) == 1)
        #expect(MemoryScoring.bonusPoints(0) == 0)
    }
}

@Suite struct MemoryThemeGameTests {
    let theme = MemoryTheme(
        name: "Animals", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯"], pairs: 6, color: "green")

    @Test func aThemeMakesAGameOfItsPairsFromAnyOfItsEmoji() {
        let game = MemoryGame(theme: theme, seed: 1)
        #expect(game.cards.count == 12)
        #expect(Set(game.cards.map(\.content)).isSubset(of: Set(theme.emoji)))
        // No dead emoji: over many seeds, every emoji of the theme turns up.
        var seen = Set<String>()
        for seed in 0..<40 as Range<UInt64> {
            seen.formUnion(MemoryGame(theme: theme, seed: seed).cards.map(\.content))
        }
        #expect(seen == Set(theme.emoji))
    }

    @Test func pairsAreClampedToTheThemesEmoji() {
        var big = theme
        big.pairs = 50
        #expect(MemoryGame(theme: big, seed: 1).cards.count == 20)
        var small = theme
        small.pairs = 1
        #expect(MemoryGame(theme: small, seed: 1).cards.count == 8)
    }
}
