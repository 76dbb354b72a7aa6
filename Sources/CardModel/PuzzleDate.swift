import Foundation

/// Dates of the daily puzzle, written `YYYY-MM-DD` in the Gregorian calendar.
public enum PuzzleDate {
    /// `date` as the puzzle writes it, in `timeZone` (the player's own by default).
    public static func day(of date: Date, in timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return text(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// `text` when it is a real date written `YYYY-MM-DD`; nil otherwise.
    public static func validated(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        return text
    }

    /// The day before `text`, or nil when `text` is not a date.
    public static func day(before text: String) -> String? {
        guard validated(text) != nil else { return nil }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        var (year, month, day) = (parts[0], parts[1], parts[2] - 1)
        if day == 0 {
            month -= 1
            if month == 0 {
                month = 12
                year -= 1
            }
            day = daysIn(month: month, year: year)
        }
        return Self.text(year: year, month: month, day: day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func text(year: Int, month: Int, day: Int) -> String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - "\(value)".count)) + "\(value)"
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
