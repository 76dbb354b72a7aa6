import Foundation
import TestSupport
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
        for card in set { game.apply(.choose(card: card.id), by: 0, at: 3) }
        game.apply(.clearMatch, by: 0, at: 3.5)
        game.apply(.hint, by: 0, at: 5)
        game.apply(.shuffle, by: 0, at: 6)
        game.apply(.dealThreeMore, by: 0, at: 7)
        game.apply(.choose(card: game.table[0].id), by: 0, at: 8)
        let again = SetGame.replaying(seed: 77, actions: game.history)
        #expect(again.table == game.table && again.deck == game.deck && again.score == game.score)
        #expect(again.selection == game.selection && again.setsFound == 1)
        #expect(game.history.count == 8)
    }

    @Test func aMemoryGameReplaysWithItsFaceUpCards() {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        var game = MemoryGame(theme: theme, seed: 5)
        game.apply(.choose(card: game.cards[0].id), by: 0, at: 1)
        game.apply(.choose(card: game.cards[1].id), by: 0, at: 2.5)
        game.apply(.shuffle, by: 0, at: 3)
        game.apply(.choose(card: game.cards[2].id), by: 0, at: 4)
        let again = MemoryGame.replaying(theme: theme, seed: 5, actions: game.history)
        #expect(again.cards == game.cards && again.score == game.score)
        #expect(again.cards.filter(\.isFaceUp).count == game.cards.filter(\.isFaceUp).count)
    }

    @Test func logsAndRecordsSurviveJSONWithSixtyFourBitSeeds() throws {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        let logs: [GameLog] = [
            try GameLog(
                game: GameKind("set"), seed: .max,
                actions: [
                    TimedAction(SetAction.choose(card: 80), by: 0, at: 1.25),
                    TimedAction(SetAction.clearMatch, by: 1, at: 2),
                ]),
            try GameLog(
                game: GameKind("memorize"), seed: 1 << 63 + 12345,
                setup: ["theme": JSONValue(encoding: theme)],
                actions: [TimedAction(MemoryAction.shuffle, by: 0, at: 0.5)]),
        ]
        for log in logs {
            let record = GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: GameKind("set"), seed: log.seed,
                finished: true, score: 12, seconds: 83.5, found: 4, moves: 2, log: log)
            let data = try JSONEncoder().encode(record)
            #expect(try JSONDecoder().decode(GameRecord.self, from: data) == record)
            let saved = SavedGame(log: log, seconds: 9, savedAt: Date(timeIntervalSince1970: 1_800_000_000))
            #expect(try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(saved)) == saved)
        }
        #expect(try logs[0].actions(as: SetAction.self).map(\.seat) == [0, 1])
        #expect(try logs[1].setup("theme", as: MemoryTheme.self) == theme)
    }

    /// Saves and records as the versions before logs were open to every game wrote them.
    @Test func filesWrittenBeforeLogsNamedTheirSeatsStillLoad() throws {
        let set =
            #"{"game":"set","seed":"18446744073709551615","actions":[{"time":1.25,"action":{"choose":{"card":80}}},{"time":2,"action":{"take":{"cards":[1,2,3],"seat":1}}}],"seats":[{"name":"You"},{"name":"Computer","computer":"hard"}]}"#
        let log = try JSONDecoder().decode(GameLog.self, from: Data(set.utf8))
        #expect(log.game == GameKind("set") && log.seed == .max && log.seats.count == 2)
        let actions = try log.actions(as: SetAction.self)
        #expect(actions.map(\.action) == [.choose(card: 80), .take(cards: [1, 2, 3], seat: 1)])
        #expect(actions.map(\.seat) == [0, 0] && actions.map(\.time) == [1.25, 2])
        let memorize =
            #"{"game":"memorize","seed":"5","theme":{"name":"T","emoji":["🐶","🐱","🐭","🐹"],"pairs":4,"color":"red"},"actions":[{"time":1,"action":{"shuffle":{}}}]}"#
        let memory = try JSONDecoder().decode(GameLog.self, from: Data(memorize.utf8))
        #expect(try memory.setup("theme", as: MemoryTheme.self).name == "T")
        #expect(try memory.actions(as: MemoryAction.self).map(\.action) == [.shuffle])
        // The puzzle's logs had a date and no seed.
        let puzzle = #"{"game":"puzzle","date":"2026-12-24","actions":[{"time":3,"action":{"hint":{}}}]}"#
        let day = try JSONDecoder().decode(GameLog.self, from: Data(puzzle.utf8))
        #expect(day.setup["date"] == .string("2026-12-24") && day.seed == 0)
        #expect(try day.actions(as: PuzzleAction.self).map(\.action) == [.hint])
        let record =
            #"{"date":"2026-11-01T10:00:00Z","game":"set","mode":"vs computer (hard)","seed":"7","finished":true,"score":3,"seconds":80,"found":5,"moves":40,"outcome":"won"}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let read = try decoder.decode(GameRecord.self, from: Data(record.utf8))
        #expect(read.mode == .computer(.hard) && read.outcome == .won && read.variant == nil)
        let friends =
            #"{"date":"2026-11-01T10:00:00Z","game":"memorize","theme":"Food","mode":"3 players","seed":"7","finished":true,"score":3,"seconds":80,"found":5,"moves":40,"outcome":"Ann won"}"#
        let played = try decoder.decode(GameRecord.self, from: Data(friends.utf8))
        #expect(played.mode == .friends(3) && played.outcome == .winner("Ann") && played.variant == "Food")
        // Written again, the fields read as they did.
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let again = try JSONSerialization.jsonObject(with: encoder.encode(played)) as? [String: Any]
        #expect(again?["mode"] as? String == "3 players" && again?["outcome"] as? String == "Ann won")
        #expect(again?["theme"] as? String == "Food")
    }

    @Test func statisticsSumUpEachKindOfGame() {
        func record(_ game: String, _ theme: String?, finished: Bool, score: Int, seconds: Double)
            -> GameRecord
        {
            GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: GameKind(game), variant: theme,
                seed: 1,
                finished: finished,
                score: score, seconds: seconds, found: 1, moves: 1, log: nil)
        }
        let statistics = GameStatistics(
            records: [
                record("memorize", "Animals", finished: true, score: 20, seconds: 60),
                record("set", nil, finished: true, score: 40, seconds: 300),
                record("set", nil, finished: false, score: 99, seconds: 10),
                record("set", nil, finished: true, score: 30, seconds: 200),
            ], games: [GameKind("set"), GameKind("memorize")])
        #expect(statistics.summaries.map(\.kind.game) == [GameKind("set"), GameKind("memorize")])
        #expect(statistics.summaries.map(\.kind.variant) == [nil, "Animals"])
        let set = statistics.summaries[0]
        #expect(set.played == 3 && set.finished == 2)
        #expect(set.bestScore == 40 && set.bestSeconds == 200 && set.averageSeconds == 250)
        #expect(set.last.map(\.score) == [40, 99, 30])
    }

    @Test func betweenFriendsTheStatisticsCountWinsAndKeepNoBestOfOneSeat() {
        func record(_ mode: PlayMode, score: Int, points: [Int]) -> GameRecord {
            let names = ["Ann", "Bob"]
            let seats = names.map { Seat(name: $0) }
            return GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: GameKind("set"), mode: mode, seed: 1,
                finished: true, score: score, seconds: 100, found: 4, moves: 9,
                outcome: GameOutcome(seats: seats, standings: Standings(points: points)), log: nil,
                standings: names.indices.map { SeatPoints(name: names[$0], points: points[$0]) })
        }
        let statistics = GameStatistics(records: [
            record(.friends(2), score: 3, points: [3, 5]), record(.friends(2), score: 2, points: [2, 2]),
            record(.friends(2), score: 1, points: [1, 4]), record(.friends(2), score: 6, points: [6, 0]),
        ])
        let friends = statistics.summaries[0]
        #expect(friends.bestScore == nil && friends.bestSeconds == nil, "no best of the first seat's points")
        #expect(friends.wins == ["Bob": 2, "Ann": 1] && friends.drawn == 1)
    }
}
