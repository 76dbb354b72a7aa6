import GameTable
import Render
import TableLayout

/// A page of words between games at a shared table: the header, lines from the left, and a
/// status line, each cut to the window.
struct LobbyPage {
    var title: String
    var message: Chrome.Message?
    var keys: String
    var lines: [String]
    var status: String

    func draw(on screen: inout Screen, options: RenderOptions) {
        let size = screen.size
        guard size.height >= 3 else { return Chrome.drawTooSmall(on: &screen) }
        let shown = options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title
        Chrome.drawHeader(
            title: shown, message: message, keys: keys, in: Rect(x: 0, y: 0, width: size.width, height: 1),
            on: &screen)
        let room = size.height - 3
        let wrapped = lines.flatMap { $0.isEmpty ? [""] : Chrome.wrap($0, width: max(1, size.width - 4)) }
        let top = 2 + max(0, (room - wrapped.count) / 3)
        for (row, line) in wrapped.prefix(room).enumerated() {
            screen.write(line, x: 2, y: top + row, style: Style(.normal), clip: screen.bounds)
        }
        Chrome.drawStatus(
            [Chrome.StatusField(status, rank: 1)],
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1),
            on: &screen)
    }
}
