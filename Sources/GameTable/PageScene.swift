import Render
import TableLayout
import TerminalIO

/// A tall page a game draws of its own (what you missed), shown under a header and
/// scrolled; any key but the scrolling ones (and a control character: Ctrl-S, Ctrl-Q) goes
/// back to the scene under it.
///
/// The page is drawn whole for the window's width, as tall as it needs, each time it is
/// shown: it is a plain function of what the game gave it.
public struct PageScene: Scene {
    /// The header's title: `What you missed`.
    let title: String
    let options: RenderOptions
    /// Draws the whole page `width` columns wide for a window `height` rows tall.
    let draw: @Sendable (_ width: Int, _ height: Int) -> Screen
    /// Rows scrolled off the top.
    private(set) var scroll = 0

    public init(
        title: String, options: RenderOptions,
        draw: @escaping @Sendable (_ width: Int, _ height: Int) -> Screen
    ) {
        self.title = title
        self.options = options
        self.draw = draw
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let area = Self.area(size)
        let most = max(0, draw(area.width, size.height).size.height - area.height)
        switch event {
        case .key(.up), .key(.character("k")): scroll = max(0, min(scroll, most) - 1)
        case .key(.down), .key(.character("j")): scroll = min(most, scroll + 1)
        // Space a page on, as a pager's does.
        case .key(.character(" ")): scroll = min(most, scroll + area.height)
        case .key(.character("Q")), .key(.character("q")): return .quit
        case .key(let key) where !key.isControlCharacter: return .back(nil)
        case .click: return .back(nil)
        default: break
        }
        return .stay
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        Chrome.drawHeader(
            title: Chrome.pageTitle(title, ascii: options.ascii), shortTitle: title, message: nil,
            keys: "Up/Down scroll  Esc back  Q quit", in: Rect(x: 0, y: 0, width: size.width, height: 1),
            on: &screen)
        let area = Self.area(size)
        guard area.width > 0, area.height > 0 else { return }
        let page = draw(area.width, size.height)
        let first = min(scroll, max(0, page.size.height - area.height))
        for row in 0..<max(0, min(area.height, page.size.height - first)) {
            for column in 0..<min(area.width, page.size.width) {
                screen[area.x + column, area.y + row] = page[column, first + row]
            }
        }
        // What is above or below, in the last row, which the page leaves free.
        let more = [
            first > 0 ? (options.ascii ? "^ more above" : "↑ more above") : nil,
            page.size.height - first > area.height ? (options.ascii ? "v more below" : "↓ more below") : nil,
        ].compactMap { $0 }
        if !more.isEmpty {
            screen.write(more.joined(separator: "  "), x: area.x, y: size.height - 1, style: Style(.muted))
        }
    }

    /// Where the page shows: below the header and a blank row, a column in from each side,
    /// the last row left for what is above and below.
    static func area(_ size: Size) -> Rect {
        Rect(x: 1, y: 2, width: max(0, size.width - 2), height: max(0, size.height - 3))
    }
}
