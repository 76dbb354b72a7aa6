import CardModel
import GameTable
import Render
import TableLayout

/// How the daily puzzle words and draws itself at the table: the header, the status line,
/// the focused card, help and result, the cards and the Sets found beside them.
public struct PuzzlePresenter: TablePresenter {
    /// The puzzle as it stands.
    public let game: DailyPuzzle

    public static var cardShape: CardShape { .set }

    public var fixtures: TableFixtures {
        var fixtures = TableFixtures(
            name: "the puzzle", playingTitle: "cardtable · puzzle \(game.date)", shortTitle: "Puzzle",
            keys: "C hint  ? help  Q quit", resultTitle: "Solved!",
            // No piles: the list of Sets found stands in a panel beside or below the table.
            pileCount: 0, newGameMessage: "The puzzle of \(game.date), from the start.",
            redealsOnNewGame: false)
        fixtures.replayingMessage = "Replaying the puzzle of \(game.date)."
        return fixtures
    }

}

/// The words around the daily puzzle: the status line, the focused card, help and result.
extension PuzzlePresenter {
    public func standingsLine(view: TableView) -> String {
        let time = TimeFormat.elapsed(game.seconds(played: view.played))
        return game.isSolved
            ? "all six in \(time)" : "\(game.found.count) of \(DailyPuzzle.setCount) in \(time)"
    }

    /// The line to share: the command that plays the same day's puzzle, and the time, and no cards.
    func shareLine(played: Double) -> String {
        "cardtable puzzle --date \(game.date): \(game.found.count)/\(DailyPuzzle.setCount) in "
            + TimeFormat.elapsed(game.seconds(played: played))
    }

    /// Found, and the time (with what hints added).
    public func statusFields(view: TableView) -> [Chrome.StatusField] {
        let time = TimeFormat.elapsed(game.seconds(played: view.played))
        let found = "\(game.found.count) of \(DailyPuzzle.setCount)"
        // Against your best of the day, its count beside yours: the race is the news.
        let foundField =
            game.ghost.map { ghost in
                let theirs = ghost.setsTaken(by: view.played)
                return Chrome.StatusField(
                    "Found: \(found), ghost: \(theirs)", rank: 7, short: "\(found), ghost \(theirs)",
                    shortRank: 6)
            } ?? Chrome.StatusField("Found: \(found)", rank: 6)
        return [
            foundField,
            Chrome.StatusField("Time: \(time)", rank: 1, short: time, shortRank: 3),
        ]
    }

    public var widestDescription: Int { SetPresenter.widestDescription }

    public func describe(_ focus: TableFocus, view: TableView) -> String {
        guard case .card(let index) = focus, game.table.indices.contains(index) else { return "" }
        return game.table[index].description
    }

    public func resultLines(view: TableView) -> [String] {
        guard let finished = view.finished else { return [] }
        // A day solved after its day counts for that day, not for a streak.
        let calendar = PuzzleCalendar(records: finished.records)
        let streak = calendar.currentStreak(today: game.date)
        let streakLine =
            calendar.solved[game.date]?.onTheDay == true
            ? "Days solved in a row: \(streak == 1 ? "1 day" : "\(streak) days")"
            : "Solved after its day: it counts for \(game.date), not for a streak."
        return [
            "All six Sets of \(game.date) found.",
            "",
            "Time: \(TimeFormat.elapsed(game.seconds(played: view.played)))"
                + (game.hints > 0 ? " (\(counted(game.hints, "hint")))" : ""),
            streakLine,
        ] + raceLines(view: view) + [finished.bests.timeLine].compactMap { $0 } + [
            "",
            "Share it:",
            shareLine(played: view.played),
            "",
            "N: again    Esc: menu    Q: quit",
        ]
    }

    /// Against your best of the day, how this time compares: `Your best 1:10, now 0:58: 12 s faster`.
    func raceLines(view: TableView) -> [String] {
        guard let ghost = game.ghost else { return [] }
        let mine = game.seconds(played: view.played)
        return [
            "Your best \(TimeFormat.elapsed(ghost.seconds)), now \(TimeFormat.elapsed(mine)):"
                + " \(ghost.verdict(mine: mine))"
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
            "A day solved before races your best time of it: its count beside yours, its Sets unseen.",
            "P  pause    N  start again    Esc  menu    Q  quit",
        ]
    }
}
