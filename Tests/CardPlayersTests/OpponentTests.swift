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

    /// In UltraSet the computer looks at a human pace: a seeded table of its UltraSets is
    /// found about as soon as a seeded table of Sets, though it holds several times as many.
    @Test func ultraSetsAreFoundAtThePaceOfSets() {
        var generator = SeededRandomNumberGenerator(seed: 8)
        var sets = 0.0
        var ultra = 0.0
        for seed in UInt64(1)...600 {
            let standard = SetGame(seed: seed)
            let ultraGame = SetGame(seed: seed, variant: .ultra)
            sets += SetOpponent.secondsToFind(
                sets: standard.setsOnTable.count, level: .hard, using: &generator)
            ultra += SetOpponent.secondsToFind(
                sets: ultraGame.setsOnTable.count, of: .ultra, level: .hard, using: &generator)
        }
        let ratio = ultra / sets
        #expect((0.75...1.33).contains(ratio), "UltraSet \(ultra / 600) s, Set \(sets / 600) s a table")
        // A table holding a single UltraSet takes as long as one holding a single Set.
        var a = SeededRandomNumberGenerator(seed: 3)
        var b = SeededRandomNumberGenerator(seed: 3)
        #expect(
            SetOpponent.secondsToFind(sets: 1, of: .ultra, level: .easy, using: &a)
                == SetOpponent.secondsToFind(sets: 1, level: .easy, using: &b))
    }

    @Test func theComputerTakesAnyOfTheSetsItFoundAndAtEasySometimesLosesSightOfOne() {
        let game = SetGame(seed: 5)
        let sets = (0..<3).map { game.table[($0 * 3)..<($0 * 3 + 3)].map { $0 } }
        for level in ComputerLevel.allCases {
            var generator = SeededRandomNumberGenerator(seed: 11)
            let taken = (0..<600).map { _ in
                SetOpponent.setToTake(among: sets, level: level, using: &generator)
            }
            let missed = taken.filter { $0 == nil }.count
            for set in sets {
                let share = Double(taken.filter { $0 == set }.count) / 600
                #expect(share > 0.15, "\(level): each Set is taken now and then (\(share))")
            }
            if level == .easy {
                #expect((120...240).contains(missed), "easy misses about 3 in 10: \(missed) of 600")
            } else {
                #expect(missed == 0, "\(level) never misses")
            }
        }
        var generator = SeededRandomNumberGenerator(seed: 1)
        #expect(SetOpponent.setToTake(among: [], level: .hard, using: &generator) == nil)
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
