import CardModel
import GameTable
import Render

/// The words around the daily puzzle: the status line, the focused card, help and result.
extension DailyPuzzle {
    /// Found, and the time (with what hints added).
    public func statusFields(view: TableView) -> [Chrome.StatusField] {
        let time = TimeFormat.elapsed(seconds(played: view.played))
        return [
            Chrome.StatusField("Found: \(found.count) of \(DailyPuzzle.setCount)", rank: 6),
            Chrome.StatusField("Time: \(time)", rank: 1, short: time, shortRank: 3),
        ]
    }

    public var widestDescription: Int { SetGame.widestDescription }

    public func describe(_ focus: TableFocus, view: TableView) -> String {
        guard case .card(let index) = focus, table.indices.contains(index) else { return "" }
        return table[index].description
    }

    public func resultLines(view: TableView) -> [String] {
        guard let finished = view.finished else { return [] }
        // A day solved after its day counts for that day, not for a streak.
        let calendar = PuzzleCalendar(records: finished.records)
        let streak = calendar.currentStreak(today: date)
        let streakLine =
            calendar.solved[date]?.onTheDay == true
            ? "Days solved in a row: \(streak == 1 ? "1 day" : "\(streak) days")"
            : "Solved after its day: it counts for \(date), not for a streak."
        return [
            "All six Sets of \(date) found.",
            "",
            "Time: \(TimeFormat.elapsed(seconds(played: view.played)))"
                + (hints > 0 ? " (\(counted(hints, "hint")))" : ""),
            streakLine,
        ] + [finished.bests.timeLine].compactMap { $0 } + [
            "",
            "Share it:",
            shareLine(played: view.played),
            "",
            "N: again    Esc: menu    Q: quit",
        ]
    }

    public func helpLines(options: RenderOptions, sharing: TableSharing?) -> [String] {
        [
            "Twelve cards hold exactly six Sets: find all six. The cards never change; each Set you find joins the list beside them.",
            "",
        ] + SetGlyphs.legend(options: options) + [
            "",
            "arrows   move    a card's own key (in its corner)   choose it",
            "Space / Enter / click   choose a card",
            "C  hint: a card of a Set not found yet (+\(Int(DailyPuzzle.hintSeconds)) s; again: no more)",
            "P  pause    N  start again    Esc  menu    Q  quit",
        ]
    }
}
