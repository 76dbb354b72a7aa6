import CardModel
import Foundation
import Render
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import SetTable

/// Recent scores and times as sparklines, in `cardtable stats` and on the Statistics screen.
@Suite struct StatisticsChartsTests {
    static func record(_ game: GameKind, score: Int, seconds: Double, day: String? = nil) -> GameRecord {
        GameRecord(
            date: Date(timeIntervalSince1970: 1_800_000_000), game: game, seed: 1, finished: true,
            score: score,
            seconds: seconds, found: 6, moves: 10, day: day, log: nil)
    }

    @Test func eachGameShowsItsScoresAndTimesOldestFirst() {
        let records = [
            Self.record(.set, score: 10, seconds: 60), Self.record(.set, score: 30, seconds: 120),
            Self.record(.set, score: 20, seconds: 90),
            Self.record(.puzzle, score: 6, seconds: 100, day: "2026-12-01"),
            Self.record(.puzzle, score: 6, seconds: 50, day: "2026-12-02"),
        ]
        let text = StatisticsReport.text(GameStatistics(records: records), records: records, catalog: .tested)
        #expect(text.contains("  scores  ▁█▅  (10 to 30)"), "\(text)")
        #expect(text.contains("  times   ▁█▅  (1:00 to 2:00)"), "\(text)")
        #expect(text.contains("  times   █▁  (0:50 to 1:40)"), "the puzzle's times: \(text)")
        #expect(
            text.components(separatedBy: "scores  ").count == 2,
            "no scores for the puzzle, whose score is what it found")
        let ascii = StatisticsReport.text(
            GameStatistics(records: records), records: records, catalog: .tested, ascii: true)
        #expect(ascii.contains("  scores  _#-  (10 to 30)"), "\(ascii)")
        let screen = StatisticsScene.lines(
            of: GameStatistics(records: records), catalog: .tested, options: RenderOptions()
        ).map(\.text)
        #expect(screen.contains("  recent times   ▁█▅  (1:00 to 2:00)"), "\(screen)")
    }
}
