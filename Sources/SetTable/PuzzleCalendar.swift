import CardModel
import Foundation

/// The daily puzzles a player has solved, by day, worked out from the record alone: each
/// day's best time, whether it was solved on its own day, and the streaks.
///
/// A puzzle solved on a later day counts for its own day (the calendar marks it) but for
/// no streak: a streak is days solved each on the day itself, so playing back through the
/// calendar cannot make one.
public struct PuzzleCalendar: Equatable, Sendable {
    /// A day's puzzle solved.
    public struct Solved: Equatable, Sendable {
        /// The best time it was solved in, hints included.
        public var seconds: Double
        /// It was solved on its own day (in the time zone the record is read in).
        public var onTheDay: Bool
    }

    /// The days solved, `YYYY-MM-DD`.
    public var solved: [String: Solved]

    /// The calendar of `records` (any records: only finished puzzles of a real day count),
    /// each one's day of play read in `timeZone`.
    public init(records: [GameRecord], timeZone: TimeZone = .current) {
        var solved: [String: Solved] = [:]
        for record in records where record.game == .puzzle && record.finished {
            guard let day = record.day.flatMap(PuzzleDate.validated) else { continue }
            let onTheDay = PuzzleDate.day(of: record.date, in: timeZone) == day
            let best = solved[day]
            solved[day] = Solved(
                seconds: min(record.seconds, best?.seconds ?? .infinity),
                onTheDay: onTheDay || best?.onTheDay == true)
        }
        self.solved = solved
    }

    /// Days solved on the day, one after another, up to `today`, or up to yesterday while
    /// today's is still to play.
    public func currentStreak(today: String) -> Int {
        var day = solved[today]?.onTheDay == true ? today : PuzzleDate.day(before: today)
        var count = 0
        while let current = day, solved[current]?.onTheDay == true {
            count += 1
            day = PuzzleDate.day(before: current)
        }
        return count
    }

    /// The longest run of days solved each on the day.
    public var bestStreak: Int {
        let days = Set(solved.filter(\.value.onTheDay).keys)
        var best = 0
        // Each run counted once, from its first day: the day before it is not in the run.
        for day in days where !days.contains(PuzzleDate.day(before: day) ?? "") {
            var length = 1
            var next = Self.day(after: day)
            while let current = next, days.contains(current) {
                length += 1
                next = Self.day(after: current)
            }
            best = max(best, length)
        }
        return best
    }

    // MARK: - Months

    /// A month of the calendar.
    public struct Month: Hashable, Sendable {
        public var year: Int
        /// 1 to 12.
        public var month: Int

        public init(year: Int, month: Int) {
            self.year = year
            self.month = month
        }

        /// The month `day` (`YYYY-MM-DD`) is in; nil when it is not a date.
        public init?(of day: String) {
            guard PuzzleDate.validated(day) != nil else { return nil }
            let parts = day.split(separator: "-").compactMap { Int($0) }
            self.init(year: parts[0], month: parts[1])
        }

        /// `December 2026`.
        public var title: String { "\(Self.names[month - 1]) \(year)" }

        static let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December",
        ]

        /// How many days it has.
        public var days: Int {
            (28...31).last { PuzzleCalendar.text(year, month, $0).flatMap(PuzzleDate.validated) != nil } ?? 28
        }

        /// The weekday of its first day, Monday 0 to Sunday 6.
        public var firstWeekday: Int {
            // Sakamoto's method: the weekday of a Gregorian date, Sunday 0.
            let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
            let y = month < 3 ? year - 1 : year
            let sunday = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + 1) % 7
            return (sunday + 6) % 7
        }

        /// Day `number` of the month, `YYYY-MM-DD`, or nil when it has no such day.
        public func day(_ number: Int) -> String? {
            PuzzleCalendar.text(year, month, number).flatMap(PuzzleDate.validated)
        }

        /// The month `count` months on (back, when negative).
        public func adding(_ count: Int) -> Month {
            let index = year * 12 + (month - 1) + count
            return Month(year: index / 12, month: index % 12 + 1)
        }
    }

    /// `YYYY-MM-DD`, for years this calendar shows (0 to 9999).
    static func text(_ year: Int, _ month: Int, _ day: Int) -> String? {
        guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - "\(value)".count)) + "\(value)"
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// The day after `day`, or nil when it is not a date.
    public static func day(after day: String) -> String? {
        guard let month = Month(of: day), let number = Int(day.suffix(2)) else { return nil }
        return month.day(number + 1) ?? month.adding(1).day(1)
    }
}
