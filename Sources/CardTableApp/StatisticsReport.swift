import CardModel
import Foundation
import GameTable

/// The record of games as text: a table for people (`cardtable stats`) or JSON for scripts.
public enum StatisticsReport {
    /// A table of every kind of game, then each kind's last ten games.
    public static func text(_ statistics: GameStatistics, catalog: GameCatalog = .standard) -> String {
        guard !statistics.summaries.isEmpty else { return "No games recorded yet.\n" }
        let header = ["game", "played", "finished", "best score", "best time", "average time", "won-lost"]
        let rows = statistics.summaries.map { summary in
            [
                catalog.title(of: summary.kind), "\(summary.played)", "\(summary.finished)",
                summary.bestScore.map(String.init) ?? "-",
                summary.bestSeconds.map(TimeFormat.elapsed) ?? "-",
                summary.averageSeconds.map(TimeFormat.elapsed) ?? "-",
                summary.won + summary.lost > 0 ? "\(summary.won)-\(summary.lost)" : "-",
            ]
        }
        var lines = [table([header] + rows)]
        for summary in statistics.summaries {
            lines.append("")
            lines.append("\(catalog.title(of: summary.kind)), the last \(summary.last.count):")
            for entry in summary.last.reversed() {
                lines.append(
                    "  \(dateText(entry.date))  \(entry.finished ? "finished " : "abandoned")  "
                        + "score \(entry.score)  \(TimeFormat.elapsed(entry.seconds))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same as JSON: `{"version": 1, "games": [...]}`.
    public static func json(_ statistics: GameStatistics) -> String {
        struct Document: Encodable {
            let version = 1
            let games: [GameStatistics.Summary]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = (try? encoder.encode(Document(games: statistics.summaries))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Columns padded to their widest cell; numbers right-aligned.
    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// `2026-12-01 10:31`, in the local time zone.
    static func dateText(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return
            "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }
}
