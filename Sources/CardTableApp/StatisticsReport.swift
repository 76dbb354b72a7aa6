import CardModel
import Foundation
import GameTable
import Render

/// The record of games as text: a table for people (`cardtable stats`) or JSON for scripts.
///
/// Every string from the record is shown without its control characters (they were read
/// that way), so a name in the file can never drive the terminal.
public enum StatisticsReport {
    /// A table of every kind of game, then each kind's last ten games; `problem`, when the
    /// record could not be read, comes first.
    ///
    /// Every line fits `width` columns, as `ls` fits the terminal: the table when it fits
    /// (without the columns that say nothing, `-` on every row, if that makes it fit), else
    /// one block of `name value` fields for each kind; long lines wrap at spaces.
    public static func text(
        _ statistics: GameStatistics, records: [GameRecord] = [], catalog: GameCatalog,
        problem: String? = nil, width: Int = 80, ascii: Bool = false
    ) -> String {
        var lines: [String] = []
        if let problem { lines += ["The record of games cannot be read: \(problem)", ""] }
        guard !statistics.summaries.isEmpty else {
            lines.append(problem == nil ? "No games recorded yet." : "No other games recorded.")
            return fitted(lines, width: width)
        }
        lines += summaryLines(statistics, catalog: catalog, width: width)
        for summary in statistics.summaries {
            lines.append("")
            lines.append("\(catalog.title(of: summary.kind)), the last \(summary.last.count):")
            if summary.kind.mode.company == .friends { lines.append("  " + winsText(summary)) }
            lines += charts(of: summary, ascii: ascii).map { "  " + $0 }
            for entry in summary.last.reversed() {
                lines.append(
                    "  \(dateText(entry.date))  \(entry.finished ? "finished " : "abandoned")  "
                        + result(of: entry) + "  \(TimeFormat.elapsed(entry.seconds))")
            }
        }
        let summariesOnly = records.filter { $0.log == nil }.count
        if summariesOnly > 0 {
            lines += [
                "",
                "Moves are kept (for replays) for the last games and each best; \(summariesOnly) older "
                    + (summariesOnly == 1
                        ? "game is kept as its summary." : "games are kept as their summaries."),
            ]
        }
        return fitted(lines, width: width)
    }

    /// The recent games as sparklines, oldest first: their scores (not of a daily game, whose
    /// score is what it found, nor between friends, where a score is one seat's) and the
    /// times of those finished; none for fewer than two games.
    static func charts(of summary: GameStatistics.Summary, ascii: Bool) -> [String] {
        var charts: [String] = []
        let isDaily = summary.last.contains { $0.day != nil }
        if summary.last.count >= 2 && !isDaily && summary.kind.mode.company != .friends {
            charts.append("scores  " + Sparkline.text(summary.last.map(\.score), ascii: ascii))
        }
        if let times = timeChart(summary, ascii: ascii) { charts.append("times   " + times) }
        return charts
    }

    /// The times of the recent games finished as a sparkline with their range, `▃▁█  (1:02
    /// to 3:10)`; nil for fewer than two.
    static func timeChart(_ summary: GameStatistics.Summary, ascii: Bool) -> String? {
        let times = summary.last.filter(\.finished).map(\.seconds)
        guard times.count >= 2, let low = times.min(), let high = times.max() else { return nil }
        return Sparkline.text(times, ascii: ascii)
            + "  (\(TimeFormat.elapsed(low)) to \(TimeFormat.elapsed(high)))"
    }

    /// The lines wrapped at spaces to `width` columns, as one text.
    private static func fitted(_ lines: [String], width: Int) -> String {
        lines.flatMap { Chrome.wrap($0, width: width) }.joined(separator: "\n") + "\n"
    }

    /// Each kind's sums: a table if one fits `width`, else a block of fields for each kind.
    static func summaryLines(_ statistics: GameStatistics, catalog: GameCatalog, width: Int) -> [String] {
        let header = [
            "game", "played", "finished", "best score", "best time", "average time", "won-lost-drawn",
        ]
        let rows = statistics.summaries.map { summary in
            [
                catalog.title(of: summary.kind), "\(summary.played)", "\(summary.finished)",
                summary.bestScore.map(String.init) ?? "-",
                summary.bestSeconds.map(TimeFormat.elapsed) ?? "-",
                summary.averageSeconds.map(TimeFormat.elapsed) ?? "-",
                summary.won + summary.lost + summary.drawn > 0
                    ? "\(summary.won)-\(summary.lost)-\(summary.drawn)" : "-",
            ]
        }
        let whole = table([header] + rows)
        if whole.allSatisfy({ DisplayWidth.of($0) <= width }) { return whole }
        let telling = header.indices.filter { column in column == 0 || rows.contains { $0[column] != "-" } }
        let narrower = table(([header] + rows).map { row in telling.map { row[$0] } })
        if narrower.allSatisfy({ DisplayWidth.of($0) <= width }) { return narrower }
        // Too narrow for columns: each kind on a line of its own, its fields under it.
        return rows.flatMap { row in
            // A field's words stay together on a line (`best score 45`).
            let fields = (1..<header.count).filter { row[$0] != "-" }.map { column in
                "\(header[column]) \(row[column])".replacingOccurrences(
                    of: " ", with: String(Chrome.joiningSpace))
            }
            return [row[0]] + Chrome.wrap("  " + fields.joined(separator: ", "), width: width)
        }
    }

    /// How a game ended, in words: its score, a daily game's day and what it found, or
    /// against others each player's points, and at a shared table whose table it was.
    static func result(of entry: GameStatistics.Entry) -> String {
        if let day = entry.day { return "\(day): \(entry.score) found" }
        guard let standings = entry.standings else { return "score \(entry.score)" }
        let points = standings.map { "\($0.name) \($0.points)" }.joined(separator: ", ")
        let result = entry.outcome.map { points + " (\(words($0)))" } ?? points
        return result + (entry.table.map { " at \($0)'s table" } ?? "")
    }

    /// Between friends, who won how many: `wins: Ann 3, Bob 1; 1 draw`.
    static func winsText(_ summary: GameStatistics.Summary) -> String {
        let wins = summary.wins.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        var text =
            "wins: "
            + (wins.isEmpty ? "none yet" : wins.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        if summary.drawn > 0 { text += "; \(summary.drawn) \(summary.drawn == 1 ? "draw" : "draws")" }
        return text
    }

    /// `won`, `a draw`, `Ann won`.
    static func words(_ outcome: GameOutcome) -> String {
        switch outcome {
        case .won: "won"
        case .lost: "lost"
        case .draw: "a draw"
        case .winner(let name): "\(name) won"
        }
    }

    /// The same as JSON, with typed fields: `{"version": 2, "kinds": [...], "games": [...]}`,
    /// and `error` when the record could not be read.
    public static func json(_ statistics: GameStatistics, records: [GameRecord] = [], error: String? = nil)
        -> String
    {
        struct Game: Encodable {
            let date: Date
            let game: GameKind
            let theme: String?
            let day: String?
            let mode: String
            let level: ComputerLevel?
            let players: Int?
            let seed: String
            let finished: Bool
            let score: Int
            let seconds: Double
            let found: Int
            let moves: Int
            let outcome: String?
            let winner: String?
            let standings: [SeatPoints]?
            let table: String?
        }
        struct Document: Encodable {
            let version = 2
            let error: String?
            let kinds: [GameStatistics.Summary]
            let games: [Game]
        }
        let games = records.map { record -> Game in
            var level: ComputerLevel?
            var players: Int?
            switch record.mode {
            case .solo: break
            case .computer(let chosen): level = chosen
            case .friends(let count): players = count
            }
            var outcome = record.outcome.map(\.text)
            var winner: String?
            if case .winner(let name) = record.outcome {
                outcome = "won"
                winner = name
            }
            return Game(
                date: record.date, game: record.game, theme: record.variant, day: record.day,
                mode: record.mode.company.rawValue, level: level, players: players, seed: String(record.seed),
                finished: record.finished, score: record.score, seconds: record.seconds, found: record.found,
                moves: record.moves, outcome: outcome, winner: winner, standings: record.standings,
                table: record.table)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let document = Document(error: error, kinds: statistics.summaries, games: games)
        let data = (try? encoder.encode(document)) ?? Data("{\"version\": 2}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Columns padded to their widest cell; numbers right-aligned.
    static func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in
            rows.map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }

    /// `2026-12-01 10:31`, in the local time zone.
    static func dateText(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return
            "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }
}
