import CardModel
import Foundation
import GameTable

/// One recorded game as the list of recorded games shows it, in columns: when it ended,
/// the game (and variant) with how it was played and by whom (`vs ghost`: raced against an
/// earlier game), the seed (or the day), the result and the time.
struct RecordedGameRow: Equatable {
    /// The game's place in the record, oldest first: `cardtable replay N` counts from the newest.
    let index: Int
    let game: GameKind
    let date: String
    let title: String
    let seed: String
    let result: String
    let time: String
    /// Why it cannot be replayed, if it cannot: its moves were not kept, or they are damaged.
    let unplayable: Unplayable?

    /// Why a recorded game cannot be replayed.
    enum Unplayable: Equatable {
        /// Only its summary is kept: its moves were dropped to keep the file small.
        case summaryOnly
        /// Its moves are kept, but are not a game this cardtable can play: why.
        case damaged(String)
    }

    /// The row of `record`, the `index`th of the record, in `timeZone`; `unplayable` as checked.
    init(
        _ record: GameRecord, index: Int, catalog: GameCatalog, unplayable: Unplayable?,
        timeZone: TimeZone = .current
    ) {
        self.index = index
        game = record.game
        date = Self.date(record.date, timeZone: timeZone)
        var title = catalog.title(of: record.kind)
        if record.mode.company == .friends, let standings = record.standings {
            title += ": " + standings.map(\.name).joined(separator: ", ")
        }
        // A game raced against an earlier one (`--ghost`) says so, as its replay shows the ghost.
        if record.log?.isRacedAgainstGhost == true { title += " vs ghost" }
        self.title = title
        seed = record.day.map { "day \($0)" } ?? "seed \(record.seed)"
        result = Self.result(of: record)
        time = TimeFormat.elapsed(record.seconds)
        self.unplayable = unplayable
    }

    /// The columns in order.
    var columns: [String] { [date, title, seed, result, time] }

    /// `2026-12-02 14:31` in `timeZone`.
    static func date(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return
            "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    /// How the game ended, in a few words: `score 42, 12 found`, `Ann won`, `abandoned`.
    static func result(of record: GameRecord) -> String {
        guard record.finished else { return "abandoned, \(record.found) found" }
        if record.day != nil { return "\(record.found) found" }
        if let standings = record.standings, !standings.isEmpty {
            let points = standings.map { "\($0.name) \($0.points)" }.joined(separator: ", ")
            return record.outcome.map { points + " (\(StatisticsReport.words($0)))" } ?? points
        }
        return "score \(record.score), \(record.found) found"
    }

    /// What the row says after its columns when the game cannot be replayed.
    var note: String {
        switch unplayable {
        case nil: ""
        case .summaryOnly: "  (moves not kept)"
        case .damaged: "  (damaged)"
        }
    }

    /// The rows in lines of at most `width` columns: each column as wide as its widest
    /// entry, two spaces apart, with room for the widest note; where that is too wide the
    /// title is cut first (to eight columns at least), then the dates lose their year.
    static func lines(_ rows: [RecordedGameRow], width: Int) -> [String] {
        guard let first = rows.first else { return [] }
        var widths = first.columns.indices.map { column in
            rows.map { $0.columns[column].count }.max() ?? 0
        }
        let noteWidth = rows.map(\.note.count).max() ?? 0
        var excess = widths.reduce(0, +) + 2 * (widths.count - 1) + noteWidth - width
        if excess > 0 {
            let cut = min(excess, max(0, widths[1] - 8))
            widths[1] -= cut
            excess -= cut
        }
        // `2026-12-02 14:31` as `12-02 14:31`: the year is the least of what a row says.
        let yearWidth = "2026-".count
        if excess > 0 { widths[0] -= yearWidth }
        return rows.map { row in
            var columns = row.columns
            if excess > 0 { columns[0] = String(columns[0].dropFirst(yearWidth)) }
            // The last column is padded too when a note follows it, so the notes line up.
            let cells = columns.enumerated().map { column, text in
                column == columns.count - 1 && row.note.isEmpty ? text : Chrome.pad(text, to: widths[column])
            }
            return cells.joined(separator: "  ") + row.note
        }
    }
}
