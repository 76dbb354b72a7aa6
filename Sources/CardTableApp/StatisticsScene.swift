import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

/// The record of games on screen: each kind with its counts and bests, and a small chart of
/// its recent scores; `l` opens the list of recorded games, to replay one.
public struct StatisticsScene: Scene {
    let options: RenderOptions
    /// The screen's lines, made once: the record does not change while they show.
    let lines: [(text: String, style: Style)]
    /// How many lines are scrolled off the top.
    private(set) var scroll = 0

    public init(options: RenderOptions, records: [GameRecord], catalog: GameCatalog) {
        self.options = options
        lines = Self.lines(
            of: GameStatistics(records: records, games: catalog.kinds), catalog: catalog, options: options)
    }

    /// The lines for `statistics`: a block for each kind of game.
    static func lines(
        of statistics: GameStatistics, catalog: GameCatalog, options: RenderOptions
    ) -> [(text: String, style: Style)] {
        guard !statistics.summaries.isEmpty else {
            return [("No games recorded yet: finish a game and it shows here.", Style(.muted))]
        }
        var lines: [(String, Style)] = []
        for summary in statistics.summaries {
            lines.append((catalog.title(of: summary.kind), Style(.title, [.bold])))
            var facts = "  played \(summary.played)  finished \(summary.finished)"
            if let best = summary.bestScore { facts += "  best score \(best)" }
            if let time = summary.bestSeconds { facts += "  best time \(TimeFormat.elapsed(time))" }
            if let average = summary.averageSeconds { facts += "  average \(TimeFormat.elapsed(average))" }
            lines.append((facts, Style()))
            // On a line of its own: with the facts it would not fit 80 columns.
            if summary.won + summary.lost + summary.drawn > 0 {
                lines.append(("  won \(summary.won), lost \(summary.lost), drawn \(summary.drawn)", Style()))
            }
            if summary.kind.mode.company == .friends {
                // Between friends, who won how often, and the last games' points of everyone.
                lines.append(("  " + StatisticsReport.winsText(summary), Style(.matched, [.bold])))
                for entry in summary.last.suffix(3).reversed() {
                    lines.append(("  " + StatisticsReport.result(of: entry), Style(.muted)))
                }
            } else if summary.last.contains(where: { $0.day != nil }) {
                // A daily game's score is what it found, the same each time solved: its times tell.
                let seconds = summary.last.filter(\.finished).map { Int($0.seconds.rounded()) }
                lines.append(
                    ("  recent times  " + chart(seconds, options: options), Style(.matched, [.bold])))
            } else {
                lines.append(
                    (
                        "  recent scores  " + chart(summary.last.map(\.score), options: options),
                        Style(.matched, [.bold])
                    ))
                // And how long they took, where two or more were finished.
                if let times = StatisticsReport.timeChart(summary, ascii: options.ascii) {
                    lines.append(("  recent times   " + times, Style(.hinted, [.bold])))
                }
            }
            lines.append(("", Style()))
        }
        return lines
    }

    /// A bar for each score, from lowest to highest of them: a sparkline.
    static func chart(_ scores: [Int], options: RenderOptions) -> String {
        Sparkline.text(scores, ascii: options.ascii)
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        switch event {
        case .key(.up), .key(.character("k")): scroll = max(0, scroll - 1)
        case .key(.down), .key(.character("j")):
            scroll = min(max(0, lines.count - Self.listArea(size).height), scroll + 1)
        case .key(.character("q")): return .quit
        case .key(.character("l")): return .push(.recordedGames)
        case .key(let key) where !key.isControlCharacter: return .open(.menu)
        case .click: return .open(.menu)
        default: break
        }
        return .stay
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        let header = Rect(x: 0, y: 0, width: size.width, height: 1)
        Chrome.drawHeader(
            title: Chrome.pageTitle("Statistics", ascii: options.ascii),
            shortTitle: "Statistics",
            message: nil, keys: "l list of games  Esc menu  q quit", in: header, on: &screen)
        let area = Self.listArea(size)
        for (row, line) in lines.dropFirst(scroll).prefix(area.height).enumerated() {
            screen.write(
                Chrome.fitWords(line.text, width: area.width), x: area.x, y: area.y + row, style: line.style)
        }
    }

    /// Where the lines go: below the header, with a row free above and below.
    static func listArea(_ size: Size) -> Rect {
        Rect(x: 1, y: 2, width: size.width - 2, height: max(0, size.height - 3))
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}
