import GameTable
import Render
import TableLayout
import TerminalIO

/// The tables open on this machine, to choose one: the menu's `J`.
///
/// Each table shows as the command line lists it (its game, host, players, watchers, how
/// play stands and what this player may do), looked at again every few seconds; looking
/// seats nobody. Up and Down choose, Enter joins, `w` watches, `r` looks again, q or Esc go
/// back to the menu. A table that refuses (a full one) sends the player back here, told why.
public struct TableListScene: Scene {
    let places: TablePlaces
    let listing: TableListing
    let options: RenderOptions
    /// What the list says in its header: why a table could not be joined, or what a key did.
    var message: Chrome.Message?
    /// The tables as last looked at, with their hosts' answers.
    var looks: [TableLook] = []
    /// The table chosen, by name (the list may change under it).
    private(set) var chosen: String?
    private var survey: TableSurvey?
    /// When the tables are looked at again.
    private var nextLook = 0.0
    /// When the list last asked the app's loop to bring it up to date.
    private var wakeAsked = Wake.never

    /// Seconds between two looks at the tables.
    static let lookSeconds = 5.0

    /// The list of `places`' tables, `chosen` chosen if it is open, saying `message`.
    public init(
        places: TablePlaces, entries: [GameEntry], options: RenderOptions, chosen: String? = nil,
        message: Chrome.Message? = nil
    ) {
        self.places = places
        listing = TableListing(entries: entries)
        self.options = options
        self.chosen = chosen
        self.message = message
    }

    /// Where the table chosen is in the list: the first, when none is chosen or it has gone.
    private var chosenIndex: Int? {
        looks.firstIndex { $0.table.name == chosen } ?? (looks.isEmpty ? nil : 0)
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        switch event {
        case .key(.up), .key(.character("k")): move(by: -1)
        case .key(.down), .key(.character("j")): move(by: 1)
        case .key(.character("r")):
            nextLook = now
            message = nil
        case .key(.character("q")), .key(.escape): return .open(.menu)
        case .key(.enter): return take(watching: false)
        case .key(.character("w")): return take(watching: true)
        default: break
        }
        return .stay
    }

    private mutating func move(by step: Int) {
        guard !looks.isEmpty else { return }
        let index = min(max(0, (chosenIndex ?? 0) + step), looks.count - 1)
        chosen = looks[index].table.name
        message = nil
    }

    /// Joins or watches the table chosen, if its host said this player may; else says why not.
    private mutating func take(watching: Bool) -> SceneAction {
        guard let index = chosenIndex else {
            message = Chrome.Message(text: "No table is open.", tone: .bad)
            return .stay
        }
        let look = looks[index]
        guard look.answer != nil else {
            message = Chrome.Message(text: "Its host has not answered yet.", tone: .info)
            return .stay
        }
        if watching ? TableListing.mayWatch(look) : TableListing.mayJoin(look) {
            // A seat that waits for this player is taken back by its name, as the list says
            // (one login may hold other seats there, under other names).
            return .open(
                .joinTable(
                    named: look.table.name, watching: watching,
                    player: watching ? nil : TableListing.seatWaiting(look)))
        }
        let why = listing.lines(look).last ?? ""
        message = Chrome.Message(
            text: why + (!watching && TableListing.mayWatch(look) ? " w watches it." : ""), tone: .bad)
        return .stay
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        if let survey {
            survey.poll(now: now)
            looks = survey.looks
            if survey.isDone { self.survey = nil }
        } else if now >= nextLook {
            survey = TableSurvey(tables: places.openTables(), now: now)
            nextLook = now + Self.lookSeconds
            survey?.poll(now: now)
            looks = survey?.looks ?? []
        }
        return .stay
    }

    /// Asks to be brought up to date when the hosts' answers are due, or when it is time to
    /// look again, whenever that changes.
    public mutating func takeEffects() -> [TableEffect] {
        let wake = Wake.at(survey?.deadline ?? nextLook)
        guard wake != wakeAsked else { return [] }
        wakeAsked = wake
        return [.wake(wake)]
    }

    public var descriptors: [WatchedDescriptor] { survey?.descriptors ?? [] }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        guard size.height >= 3 else { return Chrome.drawTooSmall(on: &screen) }
        // Why a table could not be joined is read whole, under the header if need be.
        let top = Chrome.drawPageHeader(
            title: Chrome.pageTitle("Tables", ascii: options.ascii), message: message,
            keys: "Enter join  w watch  r look again  q back", width: size.width,
            rows: max(1, (size.height - 3) / 3), on: &screen)
        let rows = self.rows(width: size.width)
        let room = size.height - 1 - top
        // The chosen table's block is in view: the list scrolls to it.
        let chosenRows = rows.indices.filter { rows[$0].chosen }
        let last = chosenRows.last ?? 0
        let first = max(0, min(chosenRows.first ?? 0, last - room + 1))
        for (row, line) in rows.dropFirst(first).prefix(room).enumerated() {
            let style = line.chosen && line.isName ? Style(.focus, [.bold]) : Style(.normal)
            screen.write(line.text, x: 0, y: top + row, style: style, clip: screen.bounds)
        }
        let count = looks.count == 1 ? "1 table open" : "\(looks.count) tables open"
        Chrome.drawStatus(
            [
                Chrome.StatusField(count, rank: 1), Chrome.StatusField("Enter join  w watch", rank: 2),
                Chrome.StatusField("Up/Down choose", rank: 0),
            ],
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), on: &screen)
    }

    /// One row of the list on screen.
    struct Row {
        var text: String
        /// It belongs to the table chosen.
        var chosen: Bool
        /// It is the row with the table's name.
        var isName: Bool
    }

    /// The list's rows for a window `width` columns wide: a blank row, then each table's
    /// name and, beside it, its lines wrapped, a blank row after each.
    func rows(width: Int) -> [Row] {
        guard !looks.isEmpty else {
            return [Row(text: "", chosen: false, isName: false)]
                + Chrome.wrap(
                    "  No table is open: another player hosts one (H or M on the menu).", width: width
                )
                .map { Row(text: $0, chosen: false, isName: false) }
        }
        let names = looks.map { $0.table.name.escapingControlCharacters }
        let column = min(max(8, (names.map(\.count).max() ?? 0) + 2), max(8, width / 3))
        var rows = [Row(text: "", chosen: false, isName: false)]
        for (index, (name, look)) in zip(names, looks).enumerated() {
            let isChosen = index == chosenIndex
            let mark = isChosen ? (options.ascii ? "> " : "› ") : "  "
            let wrapped = listing.lines(look).flatMap { Chrome.wrap($0, width: max(10, width - column - 2)) }
            for (index, line) in wrapped.enumerated() {
                let head =
                    index == 0
                    ? mark + name.prefix(column - 1)
                        + String(repeating: " ", count: max(1, column - name.count))
                    : String(repeating: " ", count: column + 2)
                rows.append(Row(text: head + line, chosen: isChosen, isName: index == 0))
            }
            rows.append(Row(text: "", chosen: isChosen, isName: false))
        }
        return rows
    }
}
