import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO

/// The start menu: pick a game with the arrows, its key, Enter or a click.
///
/// Each entry keeps its key whatever else the menu holds: a game's entries bring their
/// own (Set's are 1, 5, 7 and 8, its variants' `n`, `a` and `u`), Continue is `c`, Settings
/// `s`, Statistics `t` and Quit `q`; the shared tables, where the program can open them,
/// `H` (host) and `J` (join): capitals, as `h` `j` `k` `l` move.
///
/// Hosting is one line that asks which game: the games' hosting entries, each on its own
/// key (`H` Set, `M` Memorize, `N` `A` `U` Set's variants), so `H H` hosts Set. A catalogue
/// with a single hosting entry lists it in the menu itself.
public struct MenuScene: Scene {
    struct Item {
        var title: String
        var detail: String
        var action: SceneAction
        /// The key that opens it.
        var key: Character?
    }

    /// Which list shows: the start menu, or the games a table can be hosted for.
    enum Page: Equatable {
        case start
        case hosting
    }

    /// The start menu's lines.
    let startItems: [Item]
    /// The games' hosting entries, which the start menu's `Host a table` opens.
    let hostingItems: [Item]
    private(set) var page = Page.start
    /// The lines of the list that shows.
    var items: [Item] { page == .start ? startItems : hostingItems }
    /// The keys of the menu's own lines, which no game's entry takes.
    static let ownKeys: Set<Character> = ["c", "s", "t", "q", "J", "H"]
    public private(set) var selected = 0
    private let options: RenderOptions
    /// A line for the player, such as why a game could not start.
    private let notice: String?

    /// `sharesTables`: this program can open tables shared between terminals, so the menu
    /// lists the games' entries that host one and offers to join one (`J`).
    public init(
        options: RenderOptions, services: AppServices = .inMemory, catalog: GameCatalog,
        notice: String? = nil, sharesTables: Bool = false
    ) {
        self.options = options
        self.notice = notice ?? services.keeper.problems.first ?? services.settingsProblem
        var items: [Item] = []
        let kept = catalog.gamesInProgress(services.keeper)
        if let latest = kept.first {
            // One game in progress is taken up at once; more are listed to choose from.
            items.append(
                kept.count == 1
                    ? Item(
                        title: "Continue", detail: catalog.describe(latest),
                        action: .open(.resume(latest.id)),
                        key: "c")
                    : Item(
                        title: "Continue",
                        detail: "\(kept.count) games · last: " + catalog.describe(latest),
                        action: .open(.gamesInProgress), key: "c"))
        }
        let entries = catalog.entries.flatMap(\.menu).sorted { $0.rank < $1.rank }
        items += Self.items(of: entries.filter { !$0.sharesTable }, keeping: Self.ownKeys)
        let hosting = sharesTables ? Self.items(of: entries.filter(\.sharesTable)) : []
        if hosting.count == 1, let only = hosting.first {
            items.append(Item(title: only.title, detail: only.detail, action: only.action, key: "H"))
        } else if !hosting.isEmpty {
            // Choosing it turns to the hosting entries (see `choose`): it opens nothing itself.
            items.append(
                Item(
                    title: "Host a table", detail: "play with others, each at their own terminal",
                    action: .stay, key: "H"))
        }
        if sharesTables {
            items.append(
                Item(
                    title: "Join a table", detail: "the tables open on this machine",
                    action: .open(.joinTable()), key: "J"))
        }
        items += [
            Item(
                title: "Settings",
                detail: (["colours", "motion", "ASCII"] + catalog.settings.map { $0.title.lowercased() })
                    .joined(separator: ", "),
                action: .open(.settings),
                key: "s"),
            Item(
                title: "Statistics", detail: "your games, bests and recent scores",
                action: .open(.statistics),
                key: "t"),
            Item(title: "Quit", detail: "", action: .quit, key: "q"),
        ]
        self.startItems = items
        self.hostingItems = hosting.count > 1 ? hosting : []
    }

    /// The lines of `entries`, each on its own key: one the menu keeps (`kept`), or another
    /// entry took first, is no key.
    private static func items(of entries: [MenuEntry], keeping kept: Set<Character> = [])
        -> [Item]
    {
        var items: [Item] = []
        for entry in entries {
            let key = entry.key.flatMap { key in
                kept.contains(key) || items.contains { $0.key == key } ? nil : key
            }
            items.append(
                Item(
                    title: entry.title, detail: entry.detail, action: .open(entry.destination),
                    key: key))
        }
        return items
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        switch event {
        case .key(.up), .key(.character("k")), .key(.left), .key(.character("h")):
            selected = (selected + items.count - 1) % items.count
        case .key(.down), .key(.character("j")), .key(.right), .key(.character("l")), .key(.tab):
            selected = (selected + 1) % items.count
        case .key(.enter), .key(.character(" ")):
            return choose(selected)
        case .key(.escape) where page == .hosting, .key(.backspace) where page == .hosting,
            .key(.character("q")) where page == .hosting:
            // Back to the start menu, its pointer on the line that asked (a `where` holds for
            // its own pattern only: each needs one, or Esc on the start menu would not quit).
            page = .start
            selected = startItems.firstIndex { $0.key == "H" } ?? 0
        case .key(.escape):
            return .quit
        case .key(.character(let c)):
            if let index = items.firstIndex(where: { $0.key == c }) { return choose(index) }
        case .click(let point):
            if let item = listLayout(size: size).shown.first(where: { $0.row == point.y }) {
                selected = item.index
                return choose(item.index)
            }
        default:
            break
        }
        return .stay
    }

    /// What choosing line `index` does: `Host a table` turns to the games to host.
    private mutating func choose(_ index: Int) -> SceneAction {
        if page == .start && startItems[index].key == "H" && !hostingItems.isEmpty {
            page = .hosting
            selected = 0
            return .stay
        }
        return items[index].action
    }

    /// Where the list goes: the items shown with their rows, how many lie above and below
    /// them, and where the title stands.
    struct ListLayout {
        var shown: [(index: Int, row: Int)]
        var above = 0
        var below = 0
        var titleY: Int
        /// The line under the title, which a short window leaves out.
        var showsSuits = true
    }

    /// The whole list, two rows apart or one, under the title; or, on a window too short
    /// for it (50x15), a window of it that keeps the pointer in sight, the title alone on
    /// the top row and what lies beyond counted.
    func listLayout(size: Size) -> ListLayout {
        let count = items.count
        guard size.height < count + 6 else {
            let spacing = size.height >= count * 2 + 6 ? 2 : 1
            // Centred, and high enough to leave the notice's and the keys' rows below the list.
            let centred = (size.height - count * spacing) / 2 + 1
            let top = max(3, min(centred, size.height - 3 - count * spacing))
            return ListLayout(shown: items.indices.map { ($0, top + $0 * spacing) }, titleY: max(0, top - 3))
        }
        // Rows 2 to the notice's row, above the keys' line.
        let capacity = max(1, size.height - 5)
        let first = max(0, min(selected - capacity / 2, count - capacity))
        return ListLayout(
            shown: (first..<first + capacity).map { ($0, 2 + $0 - first) }, above: first,
            below: count - first - capacity, titleY: 0, showsSuits: false)
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        guard size.width >= 30, size.height >= 8 else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let layout = listLayout(size: size)
        screen.writeCentered(
            "c a r d t a b l e", in: screen.bounds, y: layout.titleY, style: Style(.title, [.bold]))
        if page == .hosting {
            // Said even where the suits' line is left out: the list is not the start menu.
            screen.writeCentered(
                "Host a table: which game?", in: screen.bounds, y: layout.titleY + 1,
                style: Style(.normal, [.bold]))
        } else if layout.showsSuits {
            let suits = options.ascii ? "a terminal card table" : "♠ ♥ a terminal card table ♦ ♣"
            screen.writeCentered(suits, in: screen.bounds, y: layout.titleY + 1, style: Style(.muted))
        }
        // Centred, but moved left as far as the longest detail (a game in progress) needs.
        let longest = items.map { DisplayWidth.of($0.detail) }.max() ?? 0
        let x = max(1, min((size.width - 64) / 2, size.width - 31 - longest - 1))
        for (index, row) in layout.shown {
            let item = items[index]
            let isSelected = index == selected
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            let key = item.key.map(String.init) ?? " "
            let text = "\(pointer) \(key)  \(item.title)"
            let style = isSelected ? Style(.focus, [.bold, .reverse]) : Style(.normal, [.bold])
            screen.write(Chrome.pad(text, to: 28), x: x, y: row, style: style)
            if !item.detail.isEmpty && size.width >= 70 {
                let separator = options.ascii ? " - " : " · "
                let detail = Self.fitting(
                    item.detail.replacingOccurrences(of: " · ", with: separator), separator: separator,
                    width: size.width - x - 31)
                screen.write(detail, x: x + 30, y: row, style: Style(.muted))
            }
        }
        let (up, down) = options.ascii ? ("^", "v") : ("▲", "▼")
        if layout.above > 0 {
            screen.write("\(up) \(layout.above) more", x: x + 2, y: 1, style: Style(.muted))
        }
        if layout.below > 0 && notice == nil {
            screen.write("\(down) \(layout.below) more", x: x + 2, y: size.height - 3, style: Style(.muted))
        }
        if let notice {
            screen.writeCentered(
                Chrome.fitWords(notice, width: size.width - 2), in: screen.bounds, y: size.height - 3,
                style: Style(.mismatched, [.bold]))
        }
        let leave = page == .hosting ? "Esc back" : "q quits"
        screen.writeCentered(
            ["arrows move", "Enter chooses", leave].joined(separator: options.ascii ? " - " : " · "),
            in: screen.bounds, y: size.height - 2,
            style: Style(.muted))
    }

    /// `detail` in `width` columns: whole parts between separators from the start (a game
    /// in progress loses its time before its score), then whole words.
    static func fitting(_ detail: String, separator: String, width: Int) -> String {
        var parts = detail.components(separatedBy: separator)
        while parts.count > 1 && DisplayWidth.of(parts.joined(separator: separator)) > width {
            parts.removeLast()
        }
        return Chrome.fitWords(parts.joined(separator: separator), width: width)
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}
