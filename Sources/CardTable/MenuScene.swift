import CardModel
import Render
import TableLayout

/// The start menu: pick a game with the arrows, a number, Enter or a click.
public struct MenuScene: Scene {
    struct Item {
        var title: String
        var detail: String
        var action: SceneAction
    }

    let items: [Item]
    public private(set) var selected = 0
    private let options: RenderOptions
    /// A line for the player, such as why a game could not start.
    private let notice: String?

    public init(options: RenderOptions, services: AppServices = .inMemory, notice: String? = nil) {
        let today = PuzzleDate.day(of: services.date())
        self.options = options
        self.notice = notice ?? services.keeper.problems.first
        var items: [Item] = []
        if let saved = Self.latestSave(services.keeper) {
            items.append(
                Item(
                    title: "Continue", detail: Self.summary(of: saved), action: .open(Self.scene(for: saved)))
            )
        }
        items += [
            Item(title: "Play Set", detail: "find three cards that make a Set", action: .open(.set)),
            Item(
                title: "Memorize", detail: "turn two cards, find the pairs",
                action: .open(.memorize(theme: nil))),
            Item(
                title: "Memorize themes", detail: "choose, add and edit themes",
                action: .open(.memorizeThemes)),
            Item(
                title: "Daily puzzle", detail: "twelve cards, six Sets: find them all",
                action: .open(.puzzle(date: today))),
            Item(
                title: "Watch a deal", detail: "the computer plays Set",
                action: .open(.watch(.set, once: false))),
            Item(
                title: "Watch Memorize", detail: "the computer plays Memorize",
                action: .open(.watch(.memorize, once: false))),
            Item(
                title: "Set vs computer", detail: "race the computer to each Set",
                action: .open(.against(.set, seats: Seat.againstComputer(.normal)))),
            Item(
                title: "Set for two", detail: "friends at one keyboard: 1 or 2 calls Set",
                action: .open(.against(.set, seats: Seat.friends(count: 2)))),
            Item(
                title: "Memorize for two", detail: "take turns; a pair keeps the turn",
                action: .open(.against(.memorize, seats: Seat.friends(count: 2)))),
            Item(
                title: "Memorize vs computer", detail: "take turns with the computer",
                action: .open(.against(.memorize, seats: Seat.againstComputer(.normal)))),
            Item(
                title: "Statistics", detail: "your games, bests and recent scores", action: .open(.statistics)
            ),
            Item(title: "Quit", detail: "", action: .quit),
        ]
        self.items = items
    }

    /// The game in progress saved most recently.
    static func latestSave(_ keeper: any GameKeeper) -> SavedGame? {
        SaveSlot.all.compactMap(keeper.savedGame).max { $0.savedAt < $1.savedAt }
    }

    /// Where a saved game is taken up.
    static func scene(for saved: SavedGame) -> SceneID {
        if !saved.log.seats.isEmpty { return .against(saved.log.kind, seats: saved.log.seats) }
        switch saved.log {
        case .set: return .set
        case .memorize(let theme, _, _, _): return .memorize(theme: theme.name)
        case .puzzle(let date, _): return .puzzle(date: date)
        }
    }

    /// One line about a saved game: `Set · score 12 · 4 Sets · 2:31`.
    static func summary(of saved: SavedGame) -> String {
        let time = TimeFormat.elapsed(saved.seconds)
        switch saved.log {
        case .set(let seed, let actions, let seats):
            let game = SetGame.replaying(seed: seed, actions: actions, seats: seats)
            guard game.isContest else {
                return "Set · score \(game.score) · \(game.setsFound) Sets · \(time)"
            }
            let points = seats.indices.map { "\(seats[$0].name) \(game.points[$0])" }.joined(separator: " · ")
            return "Set · \(points) · \(time)"
        case .memorize(let theme, let seed, let actions, let seats):
            let game = MemoryGame.replaying(theme: theme, seed: seed, actions: actions, seats: seats)
            guard game.isContest else {
                return "\(theme.name) · score \(game.score) · \(game.pairsLeft) pairs left · \(time)"
            }
            let pairs = seats.indices.map { "\(seats[$0].name) \(game.pairsWon[$0])" }.joined(
                separator: " · ")
            return "\(theme.name) · \(pairs) · \(time)"
        case .puzzle(let date, let actions):
            let puzzle = DailyPuzzle.replaying(date: date, actions: actions)
            return "Daily puzzle \(date) · \(puzzle.found.count) of \(DailyPuzzle.setCount) found · \(time)"
        }
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        switch event {
        case .key(.up), .key(.character("k")), .key(.left), .key(.character("h")):
            selected = (selected + items.count - 1) % items.count
        case .key(.down), .key(.character("j")), .key(.right), .key(.character("l")), .key(.tab):
            selected = (selected + 1) % items.count
        case .key(.enter), .key(.character(" ")):
            return items[selected].action
        case .key(.character("q")), .key(.escape):
            return .quit
        case .key(.character(let c)):
            // 1 to 9, and 0 for the tenth item.
            if let number = c.wholeNumberValue, items.indices.contains((number + 9) % 10) {
                return items[(number + 9) % 10].action
            }
        case .click(let point):
            let rows = itemRows(size: size)
            if let index = rows.firstIndex(where: { $0 == point.y }) {
                selected = index
                return items[index].action
            }
        default:
            break
        }
        return .stay
    }

    /// The row of each item: two rows apart, or one on a short window.
    private func itemRows(size: Size) -> [Int] {
        let spacing = size.height >= items.count * 2 + 6 ? 2 : 1
        let top = max(4, (size.height - items.count * spacing) / 2 + 1)
        return items.indices.map { top + $0 * spacing }
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        guard size.width >= 30, size.height >= items.count + 7 else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let rows = itemRows(size: size)
        let titleY = max(0, rows[0] - 3)
        screen.writeCentered("c a r d t a b l e", in: screen.bounds, y: titleY, style: Style(.title, [.bold]))
        let suits = options.ascii ? "a terminal card table" : "♠ ♥ a terminal card table ♦ ♣"
        screen.writeCentered(suits, in: screen.bounds, y: titleY + 1, style: Style(.muted))
        for (index, item) in items.enumerated() {
            let isSelected = index == selected
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            let key = index < 10 ? "\((index + 1) % 10)" : " "
            let text = "\(pointer) \(key)  \(item.title)"
            let style = isSelected ? Style(.focus, [.bold, .reverse]) : Style(.normal, [.bold])
            let x = max(1, (size.width - 64) / 2)
            screen.write(text.padding(toLength: 28), x: x, y: rows[index], style: style)
            if !item.detail.isEmpty && size.width >= 70 {
                let detail =
                    options.ascii ? item.detail.replacingOccurrences(of: "·", with: "-") : item.detail
                screen.write(
                    Chrome.fitWords(detail, width: size.width - x - 31), x: x + 30, y: rows[index],
                    style: Style(.muted))
            }
        }
        if let notice {
            screen.writeCentered(
                Chrome.fitWords(notice, width: size.width - 2), in: screen.bounds, y: size.height - 3,
                style: Style(.mismatched, [.bold]))
        }
        screen.writeCentered(
            options.ascii ? "arrows move - Enter chooses - q quits" : "arrows move · Enter chooses · q quits",
            in: screen.bounds, y: size.height - 2,
            style: Style(.muted))
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }

    public func wake(after now: Double) -> Wake { .never }
}

extension String {
    /// The string padded with spaces (or cut) to exactly `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
    }
}
