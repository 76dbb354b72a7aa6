import Render
import TableLayout

/// The start menu: pick a game with the arrows, a number, Enter or a click.
public struct MenuScene: Scene {
    struct Item {
        var title: String
        var detail: String
        var action: SceneAction
    }

    let items: [Item] = [
        Item(title: "Play Set", detail: "find three cards that make a Set", action: .open(.set)),
        Item(
            title: "Memorize", detail: "turn two cards, find the pairs", action: .open(.memorize(theme: nil))),
        Item(title: "Memorize themes", detail: "choose, add and edit themes", action: .open(.memorizeThemes)),
        Item(
            title: "Watch a deal", detail: "the computer plays Set", action: .open(.watch(.set, once: false))),
        Item(
            title: "Watch Memorize", detail: "the computer plays Memorize",
            action: .open(.watch(.memorize, once: false))),
        Item(title: "Quit", detail: "", action: .quit),
    ]
    public private(set) var selected = 0
    private let options: RenderOptions
    /// A line for the player, such as why a game could not start.
    private let notice: String?

    public init(options: RenderOptions, notice: String? = nil) {
        self.options = options
        self.notice = notice
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
            if let number = c.wholeNumberValue, items.indices.contains(number - 1) {
                return items[number - 1].action
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

    private func itemRows(size: Size) -> [Int] {
        let top = max(4, (size.height - items.count * 2) / 2 + 1)
        return items.indices.map { top + $0 * 2 }
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        guard size.width >= 30, size.height >= items.count * 2 + 6 else {
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
            let text = "\(pointer) \(index + 1)  \(item.title)"
            let style = isSelected ? Style(.focus, [.bold, .reverse]) : Style(.normal, [.bold])
            let x = max(1, (size.width - 64) / 2)
            screen.write(text.padding(toLength: 28), x: x, y: rows[index], style: style)
            if !item.detail.isEmpty && size.width >= 70 {
                screen.write(item.detail, x: x + 30, y: rows[index], style: Style(.muted))
            }
        }
        if let notice {
            screen.writeCentered(
                notice, in: screen.bounds, y: size.height - 3, style: Style(.mismatched, [.bold]))
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
