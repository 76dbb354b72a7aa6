import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

/// The screen of the puzzle's own that names the calendar (the menu's Daily puzzle).
public struct PuzzleCalendarScreen: GameValue {
    public init() {}
}

/// The daily puzzle's calendar: a month with every day solved marked with its time, the
/// current and best streak; arrows move over the days (and across months), `[` and `]` a
/// month at a time, Enter plays the chosen day (never a day still to come): a day solved before
/// raced against your best time of it, `a` alone.
public struct PuzzleCalendarScene: Scene {
    let calendar: PuzzleCalendar
    /// The record's games, for the best solve of the chosen day to race.
    let records: [GameRecord]
    let options: RenderOptions
    /// Today, `YYYY-MM-DD`: the last day that can be played.
    let today: String
    /// The day chosen.
    private(set) var chosen: String
    /// What the last key said, when it refused (a day to come).
    private(set) var message: Chrome.Message?

    /// The calendar of `records` as it stands on `today`, with `chosen` (today by default) chosen.
    public init(records: [GameRecord], today: String, chosen: String? = nil, options: RenderOptions) {
        calendar = PuzzleCalendar(records: records)
        self.records = records
        self.today = today
        self.chosen = chosen.flatMap(PuzzleDate.validated) ?? today
        self.options = options
    }

    /// The month on screen: the chosen day's.
    var month: PuzzleCalendar.Month {
        PuzzleCalendar.Month(of: chosen) ?? PuzzleCalendar.Month(year: 2026, month: 1)
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        message = nil
        switch event {
        case .key(.left), .key(.character("h")): move(days: -1)
        case .key(.right), .key(.character("l")): move(days: 1)
        case .key(.up), .key(.character("k")): move(days: -7)
        case .key(.down), .key(.character("j")): move(days: 7)
        case .key(.character("[")), .key(.character("<")): move(months: -1)
        case .key(.character("]")), .key(.character(">")): move(months: 1)
        case .key(.character("t")), .key(.character("T")): chosen = today
        case .key(.enter), .key(.character(" ")): return play()
        case .key(.character("a")), .key(.character("A")): return play(alone: true)
        case .click(let point):
            guard let day = day(at: point, size: size) else { break }
            if day == chosen { return play() }
            chosen = day
        case .key(.character("q")), .key(.character("Q")): return .quit
        case .key(.escape): return .open(.menu)
        default: break
        }
        return .stay
    }

    /// Plays the chosen day (raced against your best of it, unless `alone`), unless it is
    /// still to come.
    func play(alone: Bool = false) -> SceneAction {
        guard chosen <= today else { return .stay }
        return .open(.game(GameRequest(.puzzle, options: PuzzleOptions(date: chosen, alone: alone))))
    }

    /// Moves the chosen day `days` on (back, when negative), across months.
    mutating func move(days: Int) {
        var day = chosen
        for _ in 0..<abs(days) {
            guard let next = days > 0 ? PuzzleCalendar.day(after: day) : PuzzleDate.day(before: day) else {
                return
            }
            day = next
        }
        chosen = day
    }

    /// Moves to the same day of another month (its last, when shorter).
    mutating func move(months: Int) {
        let target = month.adding(months)
        let number = Int(chosen.suffix(2)) ?? 1
        chosen = target.day(min(number, target.days)) ?? chosen
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }

    // MARK: - Drawing

    /// How the month lies on a screen of `size`.
    struct Grid {
        /// The grid's top left corner: the weekdays' row.
        var origin: Point
        /// Columns of one day.
        var cellWidth: Int
        /// Rows of one week: the day's number, and its time where there is room.
        var weekRows: Int
    }

    /// Where the month's grid goes on a screen of `size`.
    func grid(_ size: Size) -> Grid {
        let cellWidth = size.width >= 63 ? 9 : 7
        let weeks = (month.firstWeekday + month.days + 6) / 7
        // Two rows a week (the number, then the time) where they fit with the words around them.
        let weekRows = size.height >= 7 + weeks * 2 ? 2 : 1
        return Grid(
            origin: Point(x: max(0, (size.width - 7 * cellWidth) / 2), y: 3), cellWidth: cellWidth,
            weekRows: weekRows)
    }

    /// The place of day `number` of the month on the grid.
    func place(of number: Int, in grid: Grid) -> Point {
        let index = month.firstWeekday + number - 1
        return Point(
            x: grid.origin.x + index % 7 * grid.cellWidth, y: grid.origin.y + 1 + index / 7 * grid.weekRows)
    }

    /// The day at `point`, if a day of the month is there.
    func day(at point: Point, size: Size) -> String? {
        let grid = grid(size)
        return (1...month.days).first { number in
            let place = place(of: number, in: grid)
            return point.y >= place.y && point.y < place.y + grid.weekRows && point.x >= place.x
                && point.x < place.x + grid.cellWidth
        }.flatMap(month.day)
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        Chrome.drawHeader(
            title: Chrome.pageTitle("Daily puzzle", ascii: options.ascii),
            shortTitle: "Puzzle", message: message, keys: "Enter play  [ ] month  Esc menu",
            in: Rect(x: 0, y: 0, width: size.width, height: 1), on: &screen)
        let grid = grid(size)
        screen.writeCentered(
            month.title, in: Rect(x: 0, y: 2, width: size.width, height: 1), y: 2,
            style: Style(.title, [.bold]))
        for (index, name) in ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].enumerated() {
            screen.write(
                name, x: grid.origin.x + index * grid.cellWidth + 1, y: grid.origin.y, style: Style(.muted))
        }
        for number in 1...month.days {
            guard let day = month.day(number) else { continue }
            drawDay(day, number: number, at: place(of: number, in: grid), grid: grid, on: &screen)
        }
        let weeks = (month.firstWeekday + month.days + 6) / 7
        // A blank row under the month where the window has one to spare.
        var y = grid.origin.y + 1 + weeks * grid.weekRows + (size.height > 16 + weeks * grid.weekRows ? 1 : 0)
        let streak = calendar.currentStreak(today: today)
        let lines: [(String, Ink)] = [
            ("Streak: \(counted(streak, "day")), best \(counted(calendar.bestStreak, "day"))", .title),
            (chosenWords, chosen > today ? .muted : .normal),
        ]
        for (text, ink) in lines where y < size.height {
            screen.writeCentered(
                Chrome.fitWords(text, width: size.width), in: Rect(x: 0, y: y, width: size.width, height: 1),
                y: y,
                style: Style(ink, ink == .title ? [.bold] : []))
            y += 1
        }
    }

    /// What the chosen day holds, in words.
    var chosenWords: String {
        if chosen > today { return "\(chosen): not out yet" }
        guard let solved = calendar.solved[chosen] else {
            return "\(chosen): not solved yet; Enter plays it"
        }
        let late = solved.onTheDay ? "" : " (later: no streak)"
        let again =
            PuzzleRace.best(of: chosen, in: records) == nil
            ? "Enter plays it again" : "Enter races it, a plays alone"
        return "\(chosen): solved in \(TimeFormat.elapsed(solved.seconds))\(late); \(again)"
    }

    /// One day: its number, marked when solved (its time under it where there is room),
    /// chosen in reverse, today in bold, a day to come dim.
    private func drawDay(_ day: String, number: Int, at place: Point, grid: Grid, on screen: inout Screen) {
        let solved = calendar.solved[day]
        let ink: Ink =
            day > today ? .muted : solved.map { $0.onTheDay ? .matched : .hinted } ?? .normal
        var attributes: TextAttributes = day == today ? [.bold, .underline] : []
        if solved != nil { attributes.insert(.bold) }
        if day == chosen { attributes.insert(.reverse) }
        let mark = solved == nil ? " " : (options.ascii ? "*" : "✓")
        let label = (number < 10 ? " " : "") + "\(number)\(mark)"
        screen.write(label, x: place.x + 1, y: place.y, style: Style(ink, attributes))
        guard let solved else { return }
        let time = TimeFormat.elapsed(solved.seconds)
        if grid.weekRows > 1 && DisplayWidth.of(time) < grid.cellWidth {
            screen.write(time, x: place.x + 1, y: place.y + 1, style: Style(ink))
        }
    }
}
