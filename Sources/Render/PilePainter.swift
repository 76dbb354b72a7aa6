import TableLayout

/// Draws the deck and discard piles as stacks of face-down cards with a count.
public struct PilePainter: Sendable {
    public let options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    /// A face-down card: a border and a woven back pattern.
    public func paintBack(
        in rect: Rect, on screen: inout Screen, isFocused: Bool = false, ink: Ink = .cardBack
    ) {
        guard rect.width >= 2, rect.height >= 1 else { return }
        let edge = Style(isFocused ? .focus : (ink == .cardBack ? .cardEdge : ink), isFocused ? [.bold] : [])
        let pattern = Style(ink)
        screen.fill(rect, with: options.ascii ? "/" : "▚", style: pattern)
        if rect.height >= 3 {
            screen.drawBox(rect, border: .card(focused: isFocused, ascii: options.ascii), style: edge)
        }
    }

    /// A pile of `count` face-down cards with a label on it; an outline when it is empty.
    ///
    /// `labels` (and `emptyLabels` for an empty pile) are ways to say it, longest first: the
    /// first that fits is written, and none when none fits, so no word is ever cut. A pile
    /// of more than one card shows the edge of the card beneath it.
    public func paintPile(
        count: Int, labels: [String], emptyLabels: [String], in rect: Rect, on screen: inout Screen,
        isFocused: Bool = false, isAvailable: Bool = true, ink: Ink = .cardBack
    ) {
        if count == 0 {
            let style = Style(isFocused ? .focus : .muted, isFocused ? [.bold] : [.dim])
            if rect.height >= 3 {
                screen.drawBox(rect, border: options.ascii ? .asciiDashed : .dashed, style: style)
            } else {
                // Too short for a frame: a dashed line still shows where the pile is.
                let line = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
                screen.fill(line, with: options.ascii ? "." : "╌", style: style)
            }
            if let label = Self.firstFitting(emptyLabels, width: rect.width - 2) {
                screen.writeCentered(label, in: rect, y: rect.y + rect.height / 2, style: style)
            }
            if isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, bothSides: false) }
            return
        }
        if count > 1 {
            let edge = Style(.cardEdge)
            let under = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width, height: rect.height)
            screen.fill(under, with: " ")
            for y in under.y + 1..<under.maxY {
                screen.put(options.ascii ? "|" : "│", x: under.maxX - 1, y: y, style: edge)
            }
            for x in under.x + 1..<under.maxX {
                screen.put(options.ascii ? "-" : "─", x: x, y: under.maxY - 1, style: edge)
            }
            screen.put(options.ascii ? "+" : "╯", x: under.maxX - 1, y: under.maxY - 1, style: edge)
        }
        paintBack(in: rect, on: &screen, isFocused: isFocused, ink: ink)
        if let label = Self.firstFitting(labels.map { " \($0) " }, width: rect.width) {
            let labelStyle = Style(isAvailable ? .title : .muted, [.bold])
            screen.writeCentered(label, in: rect, y: rect.y + rect.height / 2, style: labelStyle)
        }
        if isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, bothSides: false) }
    }

    /// The first of `labels` no wider than `width` columns.
    static func firstFitting(_ labels: [String], width: Int) -> String? {
        labels.first { DisplayWidth.of($0) <= width }
    }
}
