import Render
import TableLayout

/// The title bar at the top and the status line at the bottom, shared by every scene.
enum Chrome {
    /// A message for the player and how it should feel.
    struct Message: Equatable {
        enum Tone: Equatable { case info, good, bad }
        var text: String
        var tone: Tone

        var ink: Ink {
            switch tone {
            case .info: .normal
            case .good: .matched
            case .bad: .mismatched
            }
        }
    }

    /// Draws `title`, then `message`, with `keys` (a reminder of keys) on the right.
    static func drawHeader(
        title: String, message: Message?, keys: String, in rect: Rect, on screen: inout Screen
    ) {
        guard !rect.isEmpty else { return }
        // A card flying past may have been drawn here: the row is the header's alone.
        screen.fill(rect)
        var x = screen.write(" \(title) ", x: rect.x, y: rect.y, style: Style(.title, [.bold, .reverse]))
        // The reminder of keys gives way to a message that needs the room.
        let messageWidth = message.map { DisplayWidth.of($0.text) + 2 } ?? 0
        let keysWidth = x + messageWidth + DisplayWidth.of(keys) + 1 <= rect.maxX ? DisplayWidth.of(keys) : 0
        let keysX = rect.maxX - keysWidth - 1
        if let message {
            x += 1
            let room = Rect(x: x, y: rect.y, width: max(0, keysX - 1 - x), height: 1)
            screen.write(message.text, x: x, y: rect.y, style: Style(message.ink, [.bold]), clip: room)
        }
        if keysWidth > 0 {
            screen.write(keys, x: keysX, y: rect.y, style: Style(.muted))
        }
    }

    /// Draws the status line: fields separated by two spaces, clipped to the width.
    static func drawStatus(_ fields: [String], in rect: Rect, on screen: inout Screen) {
        guard !rect.isEmpty else { return }
        // A card flying past may have been drawn here: the row is the status line's alone.
        screen.fill(rect)
        screen.write(" " + fields.joined(separator: "  "), x: rect.x, y: rect.y, clip: rect)
    }

    /// A framed box of text lines centred on the screen (help, results), over what is there.
    static func drawPanel(
        title: String, lines: [String], on screen: inout Screen, ascii: Bool, ink: Ink = .title
    ) {
        let widest = max(DisplayWidth.of(title) + 4, lines.map(DisplayWidth.of).max() ?? 0)
        let width = min(screen.size.width, widest + 4)
        let height = min(screen.size.height, lines.count + 4)
        let rect = Rect(
            x: (screen.size.width - width) / 2, y: (screen.size.height - height) / 2,
            width: width, height: height)
        screen.fill(rect)
        screen.drawBox(rect, border: ascii ? .asciiDouble : .double, style: Style(ink, [.bold]))
        screen.writeCentered(" \(title) ", in: rect, y: rect.y, style: Style(ink, [.bold]))
        let inner = rect.insetBy(dx: 2, dy: 1)
        for (index, line) in lines.enumerated() {
            screen.write(line, x: inner.x, y: inner.y + 1 + index, clip: inner)
        }
    }

    /// The message shown instead of a scene when the terminal is too small for it.
    static func drawTooSmall(on screen: inout Screen) {
        let size = screen.size
        let lines = [
            "Terminal too small (\(size.width)x\(size.height)).",
            "Please enlarge it:",
            "80x24 always fits.",
        ]
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            screen.writeCentered(line, in: screen.bounds, y: top + index, style: Style(.title, [.bold]))
        }
    }
}
