import CardModel
import Foundation
import Testing

/// The daily puzzle's calendar in the real binary: a day solved is marked with its time, and
/// a past day is played from it.
@Suite("The puzzle calendar in a terminal")
struct PuzzleCalendarEndToEndTests {
    /// Yesterday's puzzle solved yesterday in 1:35, as the record of games keeps it.
    static func recordOfYesterday() throws -> (data: Data, yesterday: String, dayBefore: String) {
        let now = Date()
        let yesterday = try #require(PuzzleDate.day(before: PuzzleDate.day(of: now)))
        let dayBefore = try #require(PuzzleDate.day(before: yesterday))
        let record = GameRecord(
            date: now.addingTimeInterval(-86_400), game: GameKind("puzzle"), seed: 0, finished: true,
            score: 6,
            seconds: 95, found: 6, moves: 18, day: yesterday, log: nil)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let entry = try JSONSerialization.jsonObject(with: try encoder.encode(record))
        let data = try JSONSerialization.data(withJSONObject: ["version": 1, "games": [entry]])
        return (data, yesterday, dayBefore)
    }

    @Test("The calendar marks a solved day with its time, and Enter plays a past day")
    func marksASolvedDayAndPlaysAPastOne() async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let (records, yesterday, dayBefore) = try Self.recordOfYesterday()
        let folder = state.url.appendingPathComponent("cardtable")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try records.write(to: folder.appendingPathComponent("games.json"))

        let app = try AppUnderTest(["puzzle", "--calendar"], environment: ["XDG_STATE_HOME": state.url.path])
        defer { app.close() }
        let session = app.session
        try await session.waitFor("the calendar on today") {
            $0.header.contains("Daily puzzle") && $0.contains("Streak: ") && $0.contains(": not solved yet")
        }
        try session.sendKeys("Left")
        let marked = try await session.waitFor("yesterday chosen, marked solved with its time") {
            $0.contains("\(yesterday): solved in 1:35")
                && $0.rows.contains { $0.contains("✓") } && $0.rows.filter { $0.contains("1:35") }.count == 2
        }
        #expect(marked.contains("Streak: 1 day"), "yesterday solved on the day: \(marked)")
        try session.sendKeys("Left")
        try await session.waitFor("the day before chosen") { $0.contains("\(dayBefore): not solved yet") }
        try session.sendKeys("Enter")
        try await session.waitFor("that day's puzzle") {
            $0.header.contains("puzzle \(dayBefore)") || $0.contains("Find all six Sets")
        }
        try session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }
}
