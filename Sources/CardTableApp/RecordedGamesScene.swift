import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO

/// Every recorded game, newest first, to replay one: `cardtable replay`, and `l` on the
/// Statistics screen.
///
/// Each row says when the game ended, the game and how it was played, its seed (or its
/// day), the result and the time. `f` shows one game at a time (and all again); Enter or a
/// click replays the game chosen over the list, to which Esc comes back. A game whose moves
/// were not kept says so; one whose moves are not a game this cardtable can play is named
/// as damaged, here and on standard error as the program ends, and left as it is.
public struct RecordedGamesScene: Scene {
    let options: RenderOptions
    let catalog: GameCatalog
    /// Every recorded game, newest first.
    let rows: [RecordedGameRow]
    /// The logs of the games that can be replayed, by their place in the record.
    let logs: [Int: GameLog]
    /// The game shown alone, or nil for every game.
    private(set) var filter: GameKind?
    /// The rows shown, with the filter.
    private(set) var shown: [RecordedGameRow]
    public private(set) var selected = 0
    /// How many rows are scrolled off the top.
    private(set) var scroll = 0
    private var message: Chrome.Message?

    public init(
        options: RenderOptions, services: AppServices, catalog: GameCatalog, timeZone: TimeZone = .current
    ) {
        self.options = options
        self.catalog = catalog
        let keeper = services.keeper
        var logs: [Int: GameLog] = [:]
        var rows: [RecordedGameRow] = []
        for (index, record) in keeper.records.enumerated().reversed() {
            var unplayable: RecordedGameRow.Unplayable? = .summaryOnly
            if let log = record.log {
                if let reason = Self.damage(of: log, catalog: catalog) {
                    unplayable = .damaged(reason)
                    keeper.noteUnreplayable(record, because: reason)
                } else {
                    unplayable = nil
                    logs[index] = log
                }
            }
            rows.append(
                RecordedGameRow(
                    record, index: index, catalog: catalog, unplayable: unplayable, timeZone: timeZone))
        }
        self.rows = rows
        self.logs = logs
        shown = rows
        if rows.isEmpty {
            message = Chrome.Message(
                text: "No game recorded yet: finish a game and it shows here.", tone: .info)
        }
    }

    /// Why `log` cannot be replayed, or nil when it can: the game's own check, played through.
    public static func damage(of log: GameLog, catalog: GameCatalog) -> String? {
        guard let entry = catalog.entry(log.game) else {
            return "a game of '\(log.game)', which this cardtable does not have"
        }
        if case .failure(let failure) = entry.restore(log) { return failure.message }
        return nil
    }

    /// The games the filter goes through: those recorded, in the catalogue's order.
    var kinds: [GameKind] {
        let recorded = Set(rows.map(\.game))
        return catalog.kinds.filter(recorded.contains)
            + recorded.subtracting(catalog.kinds).sorted {
                $0.rawValue < $1.rawValue
            }
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let page = max(1, Self.listArea(size).height)
        switch event {
        case .key(.up), .key(.character("k")): select(selected - 1, page: page)
        case .key(.down), .key(.character("j")): select(selected + 1, page: page)
        case .key(.home): select(0, page: page)
        case .key(.end): select(shown.count - 1, page: page)
        case .key(.character("f")), .key(.tab): showNextGame(page: page)
        case .key(.enter), .key(.character(" ")): return replay(selected)
        case .key(.character("q")): return .quit
        case .key(.escape): return .back(nil)
        case .click(let point):
            let area = Self.listArea(size)
            guard area.contains(point) else { break }
            let row = scroll + point.y - area.y
            guard shown.indices.contains(row) else { break }
            select(row, page: page)
            return replay(row)
        default: break
        }
        return .stay
    }

    /// Moves the choice to row `row`, scrolling it into a list `page` rows tall.
    private mutating func select(_ row: Int, page: Int) {
        selected = min(max(0, row), max(0, shown.count - 1))
        if selected < scroll { scroll = selected }
        if selected >= scroll + page { scroll = selected - page + 1 }
    }

    /// Shows the next game alone, and after the last every game again.
    private mutating func showNextGame(page: Int) {
        let kinds = kinds
        if let filter, let at = kinds.firstIndex(of: filter), at + 1 < kinds.count {
            self.filter = kinds[at + 1]
        } else {
            filter = filter == nil ? kinds.first : nil
        }
        shown = rows.filter { filter == nil || $0.game == filter }
        scroll = 0
        select(0, page: page)
        message = nil
    }

    /// The replay of row `row`, or why there is none.
    private mutating func replay(_ row: Int) -> SceneAction {
        guard shown.indices.contains(row) else { return .stay }
        let chosen = shown[row]
        switch chosen.unplayable {
        case nil:
            guard let log = logs[chosen.index] else { return .stay }
            return .push(.replay(log))
        case .summaryOnly:
            message = Chrome.Message(
                text:
                    "Only its summary is kept: the moves of older games are dropped to keep the file small.",
                tone: .info)
        case .damaged(let reason):
            message = Chrome.Message(text: "Damaged, cannot be replayed: \(reason).", tone: .bad)
        }
        return .stay
    }

    /// The first row of the list, under the header and the columns' names.
    static func listArea(_ size: Size) -> Rect {
        Rect(x: 1, y: 2, width: max(0, size.width - 2), height: max(0, size.height - 3))
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        Chrome.drawHeader(
            title: Chrome.pageTitle("Recorded games", ascii: options.ascii),
            shortTitle: "Recorded games", message: message, keys: "Enter replay  f game  Esc back  q quit",
            in: Rect(x: 0, y: 0, width: size.width, height: 1), on: &screen)
        let area = Self.listArea(size)
        let visible = Array(shown.dropFirst(scroll).prefix(area.height))
        let lines = RecordedGameRow.lines(visible, width: max(0, area.width - 2))
        for (offset, line) in lines.enumerated() {
            let row = scroll + offset
            let isSelected = row == selected
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            let style: Style =
                isSelected
                ? Style(.focus, [.bold, .reverse])
                : visible[offset].unplayable == nil ? Style(.normal) : Style(.muted)
            screen.write(pointer, x: area.x, y: area.y + offset, style: Style(.focus, [.bold]))
            screen.write(
                Chrome.fitWords(line, width: max(0, area.width - 2)), x: area.x + 2, y: area.y + offset,
                style: style)
        }
        let count = shown.count == 1 ? "1 game" : "\(shown.count) games"
        let which = filter.map { kind in catalog.entry(kind)?.title ?? kind.rawValue } ?? "every game"
        Chrome.drawStatus(
            [Chrome.StatusField("\(count) recorded: \(which)", rank: 1)],
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), on: &screen)
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}
