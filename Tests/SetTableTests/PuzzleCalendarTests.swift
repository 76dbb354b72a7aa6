import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO
import Testing

@testable import SetTable

/// The puzzle's calendar: days solved, streaks, months, and the days it plays.
@Suite struct PuzzleCalendarTests {
    /// A finished puzzle of `day` in `seconds`, ended at noon UTC on `playedOn` (its own day by default).
    static func solved(_ day: String, _ seconds: Double, playedOn: String? = nil) -> GameRecord {
        let formatter = ISO8601DateFormatter()
        let date = formatter.date(from: "\(playedOn ?? day)T12:00:00Z") ?? Date()
        return GameRecord(
            date: date, game: .puzzle, seed: 0, finished: true, score: 6, seconds: seconds, found: 6,
            moves: 20,
            day: day, log: nil)
    }

    static let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func streaksCountDaysSolvedOnTheDay() {
        let calendar = PuzzleCalendar(
            records: [
                Self.solved("2026-11-27", 80), Self.solved("2026-11-28", 90), Self.solved("2026-11-29", 70),
                Self.solved("2026-11-30", 60), Self.solved("2026-12-01", 50),
            ], timeZone: Self.utc)
        #expect(calendar.currentStreak(today: "2026-12-01") == 5)
        #expect(calendar.currentStreak(today: "2026-12-02") == 5, "today's puzzle still to play keeps it")
        #expect(calendar.currentStreak(today: "2026-12-03") == 0)
        #expect(calendar.bestStreak == 5)
    }

    @Test func aPastDaySolvedLaterCountsForItsDayButNoStreak() {
        let calendar = PuzzleCalendar(
            records: [
                Self.solved("2026-11-29", 70), Self.solved("2026-11-30", 100, playedOn: "2026-12-01"),
                Self.solved("2026-12-01", 50),
            ], timeZone: Self.utc)
        #expect(calendar.solved["2026-11-30"] == .init(seconds: 100, onTheDay: false))
        #expect(calendar.currentStreak(today: "2026-12-01") == 1, "the day solved late does not join the two")
        #expect(calendar.bestStreak == 1)
    }

    @Test func aDayKeepsItsBestTimeAndOnlyFinishedPuzzlesOfRealDaysCount() {
        var abandoned = Self.solved("2026-12-01", 10)
        abandoned.finished = false
        var noDay = Self.solved("2026-12-01", 10)
        noDay.day = "2026-02-30"
        var other = Self.solved("2026-12-01", 10)
        other.game = .set
        let calendar = PuzzleCalendar(
            records: [Self.solved("2026-12-01", 90), Self.solved("2026-12-01", 60), abandoned, noDay, other],
            timeZone: Self.utc)
        #expect(calendar.solved == ["2026-12-01": .init(seconds: 60, onTheDay: true)])
    }

    @Test func monthsKnowTheirDaysAndWeekdays() {
        let december = PuzzleCalendar.Month(year: 2026, month: 12)
        #expect(december.days == 31 && december.firstWeekday == 1, "1 December 2026 is a Tuesday")
        #expect(PuzzleCalendar.Month(year: 2028, month: 2).days == 29)
        #expect(PuzzleCalendar.Month(year: 2100, month: 2).days == 28)
        #expect(PuzzleCalendar.Month(year: 2024, month: 9).firstWeekday == 6, "1 September 2024 is a Sunday")
        #expect(december.adding(1) == PuzzleCalendar.Month(year: 2027, month: 1))
        #expect(december.adding(-12) == PuzzleCalendar.Month(year: 2025, month: 12))
        #expect(PuzzleCalendar.day(after: "2026-12-31") == "2027-01-01")
        #expect(PuzzleCalendar.day(after: "2026-02-28") == "2026-03-01")
    }

    @Test(arguments: [Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func theSceneMarksSolvedDaysAndPlaysOnlyDaysThatAreOut(size: Size) {
        var scene = PuzzleCalendarScene(
            records: [Self.solved("2026-11-30", 95)], today: "2026-12-02", options: RenderOptions())
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        #expect(screen.text.contains("December 2026"))
        #expect(screen.text.contains("2026-12-02: not solved yet"))
        #expect((0..<size.height).allSatisfy { DisplayWidth.of(screen.line($0)) <= size.width })
        // Two days back, across the month: the day solved, marked with its time.
        _ = scene.handle(.key(.left), size: size, now: 0)
        _ = scene.handle(.key(.left), size: size, now: 0)
        screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        #expect(screen.text.contains("November 2026") && screen.text.contains("30✓"))
        #expect(screen.text.contains("solved in 1:35"))
        let times = screen.text.components(separatedBy: "1:35").count - 1
        #expect(times == (size.height >= 19 ? 2 : 1), "the time under the day where there is room")
        #expect(
            scene.handle(.key(.enter), size: size, now: 0)
                == .open(.game(GameRequest(.puzzle, options: PuzzleOptions(date: "2026-11-30")))))
        // A month on and more: days to come are closed.
        _ = scene.handle(.key(.character("]")), size: size, now: 0)
        #expect(scene.chosen == "2026-12-30")
        #expect(scene.handle(.key(.enter), size: size, now: 0) == .stay)
        screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        #expect(screen.text.contains("2026-12-30: not out yet"))
    }
}
