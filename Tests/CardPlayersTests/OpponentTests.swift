import CardModel
import TestSupport
import Testing

@testable import CardPlayers

/// The computer's pace at Set and its memory at Memorize, from seeded draws.
@Suite struct OpponentTests {
    @Test(arguments: ComputerLevel.allCases)
    func theMeanTimeToFindTheOnlySetMatchesTheLevel(level: ComputerLevel) {
        var generator = SeededRandomNumberGenerator(seed: 99)
        let draws = (0..<4000).map { _ in SetOpponent.secondsToFind(sets: 1, level: level, using: &generator)
        }
        let mean = draws.reduce(0, +) / Double(draws.count)
        let target = SetOpponent.meanSeconds(level)
        #expect(abs(mean - target) < target * 0.05, "\(level): mean \(mean) s, target \(target) s")
        // Spread: some quick finds and some slow ones, never instant.
        #expect(draws.min() ?? 0 > 0 && (draws.max() ?? 0) > target * 1.8)
    }

    @Test func moreSetsOnTheTableAreFoundSooner() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        func mean(_ sets: Int) -> Double {
            (0..<2000).map { _ in SetOpponent.secondsToFind(sets: sets, level: .normal, using: &generator) }
                .reduce(0, +) / 2000
        }
        let (one, three) = (mean(1), mean(3))
        #expect(three < one / 2, "one Set: \(one) s; three: \(three) s")
    }

    @Test func easierLevelsForgetAndHardDoesNot() {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        var game = MemoryGame(theme: theme, seed: 1)
        for card in game.cards.prefix(3) { game.apply(.choose(card: card.id), by: 0, at: 0) }
        var player = MemoryPlayer()
        player.look(at: game.cards)
        let seen = player.memory.count
        var generator = SeededRandomNumberGenerator(seed: 3)
        var hard = player
        hard.forgetSome(probability: MemoryPlayer.forgetting(.hard), using: &generator)
        #expect(hard.memory.count == seen)
        var easy = player
        for _ in 0..<20 { easy.forgetSome(probability: MemoryPlayer.forgetting(.easy), using: &generator) }
        #expect(easy.memory.count < seen)
    }
}
