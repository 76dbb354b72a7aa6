import Foundation
import Testing

@testable import CardModel

/// Games as data: actions applied in one place, replayed from a log, written and read back.
@Suite struct ActionLogTests {
    @Test func ourShuffleIsTheSameOnEveryVersion() {
        var generator = SeededRandomNumberGenerator(seed: 42)
        // Fixed by our own Fisher-Yates over SplitMix64 (checked against an independent
        // Python version of both): a change here changes every seeded game.
        #expect(Array(0..<10).seededShuffled(using: &generator) == [0, 9, 5, 8, 6, 4, 7, 2, 1, 3])
        var counts = [Int](repeating: 0, count: 3)
        for _ in 0..<3000 { counts[generator.below(3)] += 1 }
        #expect(counts.allSatisfy { (900...1100).contains($0) }, "\(counts)")
    }

    @Test func aSetGameReplaysFromItsSeedAndActions() throws {
        var game = SetGame(seed: 77)
        let set = try #require(game.setsOnTable.first)
        for card in set { game.apply(.choose(card: card.id), at: 3) }
        game.apply(.clearMatch, at: 3.5)
        game.apply(.hint, at: 5)
        game.apply(.shuffle, at: 6)
        game.apply(.dealThreeMore, at: 7)
        game.apply(.choose(card: game.table[0].id), at: 8)
        let again = SetGame.replaying(seed: 77, actions: game.history)
        #expect(again.table == game.table && again.deck == game.deck && again.score == game.score)
        #expect(again.selection == game.selection && again.setsFound == 1)
        #expect(game.history.count == 8)
    }

    @Test func aMemoryGameReplaysWithItsFaceUpCards() {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        var game = MemoryGame(theme: theme, seed: 5)
        game.apply(.choose(card: game.cards[0].id), at: 1)
        game.apply(.choose(card: game.cards[1].id), at: 2.5)
        game.apply(.shuffle, at: 3)
        game.apply(.choose(card: game.cards[2].id), at: 4)
        let again = MemoryGame.replaying(theme: theme, seed: 5, actions: game.history)
        #expect(again.cards == game.cards && again.score == game.score)
        #expect(again.cards.filter(\.isFaceUp).count == game.cards.filter(\.isFaceUp).count)
    }

    @Test func logsAndRecordsSurviveJSONWithSixtyFourBitSeeds() throws {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        let logs: [GameLog] = [
            .set(
                seed: .max,
                actions: [TimedAction(.choose(card: 80), at: 1.25), TimedAction(.clearMatch, at: 2)]),
            .memorize(theme: theme, seed: 1 << 63 + 12345, actions: [TimedAction(.shuffle, at: 0.5)]),
        ]
        for log in logs {
            let record = GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: "set", seed: log.seed, finished: true,
                score: 12, seconds: 83.5, found: 4, moves: 2, log: log)
            let data = try JSONEncoder().encode(record)
            #expect(try JSONDecoder().decode(GameRecord.self, from: data) == record)
            let saved = SavedGame(log: log, seconds: 9, savedAt: Date(timeIntervalSince1970: 1_800_000_000))
            #expect(try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(saved)) == saved)
        }
    }

    @Test func statisticsSumUpEachKindOfGame() {
        func record(_ game: String, _ theme: String?, finished: Bool, score: Int, seconds: Double)
            -> GameRecord
        {
            GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: game, theme: theme, seed: 1,
                finished: finished,
                score: score, seconds: seconds, found: 1, moves: 1, log: nil)
        }
        let statistics = GameStatistics(records: [
            record("memorize", "Animals", finished: true, score: 20, seconds: 60),
            record("set", nil, finished: true, score: 40, seconds: 300),
            record("set", nil, finished: false, score: 99, seconds: 10),
            record("set", nil, finished: true, score: 30, seconds: 200),
        ])
        #expect(statistics.summaries.map(\.title) == ["Set", "Memorize · Animals"])
        let set = statistics.summaries[0]
        #expect(set.played == 3 && set.finished == 2)
        #expect(set.bestScore == 40 && set.bestSeconds == 200 && set.averageSeconds == 250)
        #expect(set.last.map(\.score) == [40, 99, 30])
    }
}
