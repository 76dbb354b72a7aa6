import CardModel
import GameTable

/// The daily puzzle at the table: its entry in the catalogue of games, and its scenes.
public enum PuzzleTable {
    /// The table of the daily puzzle.
    public typealias Scene = TableScene<DailyPuzzle>

    public static let entry = GameEntry(
        kind: .puzzle, title: "Daily puzzle", command: "puzzle",
        usage: "the daily puzzle: twelve cards, six Sets (--date YYYY-MM-DD)", help: SetHelp.puzzle,
        companies: [.alone], canBeWatched: false,
        options: [
            GameOption(
                flag: "--date", placeholder: "DATE",
                help: "that day's puzzle (YYYY-MM-DD), not today's"
            ) { text, previous in
                guard let date = PuzzleDate.validated(text) else {
                    // Written right but not on the calendar (2026-02-30): say that, not how to write it.
                    let isWrittenAsADate = text.wholeMatch(of: #/[0-9]{4}-[0-9]{2}-[0-9]{2}/#) != nil
                    return .failure(
                        OpeningFailure(
                            isWrittenAsADate
                                ? "--date: '\(text)': there is no such day"
                                : "--date: '\(text)' is not a date written YYYY-MM-DD"))
                }
                // With --calendar, the day chosen in it.
                if previous?.as(PuzzleCalendarOptions.self) != nil {
                    return .success(PuzzleCalendarOptions(chosen: date))
                }
                return .success(PuzzleOptions(date: date))
            },
            GameOption(
                flag: "--calendar", placeholder: "",
                help: "the month's puzzles: the days solved, the streaks; Enter plays a day"
            ) { _, previous in .success(PuzzleCalendarOptions(chosen: previous?.as(PuzzleOptions.self)?.date))
            },
        ],
        menu: [
            MenuEntry(
                title: "Daily puzzle", detail: "twelve cards, six Sets: find them all", key: "4", rank: 40,
                destination: .screen(.puzzle, AnyGameValue(PuzzleCalendarScreen())))
        ],
        soakStarts: [.game(GameRequest(.puzzle, options: PuzzleOptions(date: "2026-12-24")))],
        decode: decode, describe: describe,
        open: { request, opening, kept in open(request, opening, kept: kept) },
        screen: { screen, opening in
            screen.as(PuzzleCalendarScreen.self).map { _ in calendar(chosen: nil, opening) }
        },
        prepare: { request, services in
            // The puzzle asked for without a date is today's.
            var prepared = request
            if prepared.puzzleDate == nil && prepared.puzzleCalendar == nil {
                prepared.options = AnyGameValue(PuzzleOptions(date: PuzzleDate.day(of: services.date())))
            }
            return .success(prepared)
        })

    /// The puzzle a log holds, or why it is not one.
    static func decode(_ log: GameLog) -> Result<DailyPuzzle, OpeningFailure> {
        guard let puzzle = DailyPuzzle.replaying(log) else {
            return .failure(OpeningFailure("not a daily puzzle of a real date"))
        }
        return .success(puzzle)
    }

    /// The puzzle a request asks for: the `kept` one of that day, or that day's from the start.
    static func open(_ request: GameRequest, _ opening: Opening, kept: DailyPuzzle? = nil) -> Result<
        any GameTable.Scene, OpeningFailure
    > {
        guard request.watching == nil else {
            return .failure(OpeningFailure("Nobody plays the puzzle for you: cardtable puzzle plays it."))
        }
        if let asked = request.puzzleCalendar { return .success(calendar(chosen: asked.chosen, opening)) }
        // A request of no date takes up the kept puzzle, whichever day's it is (Continue).
        if let saved = opening.saved, let puzzle = kept {
            var scene = table(puzzle, opening: opening, message: nil)
            scene.resume(played: saved.seconds)
            scene.say(Chrome.Message(text: "Resumed the puzzle of \(puzzle.date).", tone: .info))
            return .success(scene)
        }
        let date = request.puzzleDate ?? PuzzleDate.day(of: opening.services.date())
        guard PuzzleDate.validated(date) != nil else {
            return .failure(OpeningFailure("'\(date)' is not a date."))
        }
        var puzzle = DailyPuzzle(date: date)
        // A day solved before is raced against your best of it, unless asked to play alone.
        if request.options(as: PuzzleOptions.self)?.alone != true {
            puzzle.ghost = PuzzleRace.best(of: date, in: opening.services.keeper.records)
        }
        let words = puzzle.ghost.map(PuzzleRace.openingWords) ?? "Find all six Sets."
        return .success(table(puzzle, opening: opening, message: Chrome.Message(text: words, tone: .info)))
    }

    /// The calendar of the puzzles solved, as the record has them, with `chosen` chosen (today if nil).
    static func calendar(chosen: String?, _ opening: Opening) -> PuzzleCalendarScene {
        PuzzleCalendarScene(
            records: opening.services.keeper.records, today: PuzzleDate.day(of: opening.services.date()),
            chosen: chosen, options: opening.options)
    }

    static func table(_ puzzle: DailyPuzzle, opening: Opening, message: Chrome.Message?) -> Scene {
        Scene(
            game: puzzle, mode: .playing, people: [0], seed: fnv1a64(puzzle.date), opening: opening,
            message: message)
    }

    /// `Daily puzzle 2026-12-24 · 2 of 6 found · 1:10`.
    static func describe(_ puzzle: DailyPuzzle, _ saved: SavedGame) -> String {
        "Daily puzzle \(puzzle.date) · \(puzzle.found.count) of \(DailyPuzzle.setCount) found · "
            + TimeFormat.elapsed(saved.seconds)
    }
}
