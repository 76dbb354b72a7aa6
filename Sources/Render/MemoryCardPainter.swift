import TableLayout

/// Draws Memorize cards: backs in the theme's colour, faces with the emoji centred.
///
/// On a card with room the emoji sits in a frame of its own so it reads at a glance, and
/// the bottom edge of a face-up card doubles as its speed-bonus bar, draining from right
/// to left. Cards too small for a border show the emoji alone.
public struct MemoryCardPainter: Sendable {
    /// What the card shows.
    public enum Face: Hashable, Sendable {
        case down
        /// Face up with this much of its speed bonus left (0...1).
        case up(bonus: Double)
        /// Matched: celebrating, then fading (opacity 1 down to 0).
        case matched(opacity: Double)
    }

    public let options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    /// Paints a card showing `face` (`symbol` is the emoji, or its ASCII stand-in).
    public func paint(
        symbol: String, face: Face, ink: Ink, isFocused: Bool, in rect: Rect, on screen: inout Screen
    ) {
        guard rect.width >= 2, rect.height >= 1 else { return }
        let centreY = rect.y + (rect.height - 1) / 2
        if case .down = face {
            PilePainter(options: options).paintBack(in: rect, on: &screen, isFocused: isFocused, ink: ink)
            if isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, row: centreY) }
            return
        }
        var attributes: TextAttributes = []
        var edgeInk = ink
        if case .matched(let opacity) = face {
            edgeInk = .matched
            if opacity < 0.5 { attributes.insert(.dim) }
        }
        if isFocused { attributes.insert(.bold) }
        screen.fill(rect)
        let bordered = rect.height >= 3 && rect.width >= 4
        if bordered {
            screen.drawBox(
                rect, border: .card(focused: isFocused, ascii: options.ascii),
                style: Style(isFocused ? .focus : edgeInk, attributes))
            paintEdgeMark(face, ink: ink, in: rect, on: &screen)
            let framed = rect.height >= 7 && rect.width >= 8
            if framed {
                let width = DisplayWidth.of(symbol) + 4
                let frame = Rect(
                    x: rect.x + (rect.width - width) / 2, y: centreY - 1, width: width, height: 3)
                screen.drawBox(
                    frame, border: options.ascii ? .asciiPlain : .rounded, style: Style(.muted, attributes))
            }
        } else if isFocused {
            screen.fill(rect, style: Style(.normal, [.reverse]))
        }
        let symbolStyle = Style(.normal, isFocused && !bordered ? attributes.union(.reverse) : attributes)
        screen.writeCentered(symbol, in: rect, y: centreY, style: symbolStyle)
        if isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, row: centreY) }
    }

    /// The bottom edge: the speed bonus left, or a check mark on a matched card.
    private func paintEdgeMark(_ face: Face, ink: Ink, in rect: Rect, on screen: inout Screen) {
        let y = rect.maxY - 1
        let inner = rect.width - 2
        switch face {
        case .up(let bonus):
            let filled = Int((Double(inner) * max(0, min(1, bonus))).rounded(.up))
            for x in 0..<filled {
                screen.put(options.ascii ? "=" : "━", x: rect.x + 1 + x, y: y, style: Style(ink, [.bold]))
            }
        case .matched:
            if inner >= 3 {
                screen.writeCentered(
                    options.ascii ? "+" : "✓", in: rect, y: y, style: Style(.matched, [.bold]))
            }
        case .down:
            break
        }
    }
}
