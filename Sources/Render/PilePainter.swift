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
    /// `labels` (and `emptyLabels` for an empty pile) are ways to say it, longest first; a
    /// label may take several lines (`"Ann\n3 Sets"`). The first that fits inside the pile's
    /// border is written, and none when none fits, so no word is ever cut and no border
    /// overwritten. A pile of more than one card shows the edge of the card beneath it.
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
            write(Self.firstFitting(emptyLabels, in: rect), in: rect, style: style, on: &screen)
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
        let labelStyle = Style(isAvailable ? .title : .muted, [.bold])
        // The pattern is cleared a column either side of the words, where there is room.
        let lines = Self.firstFitting(labels, in: rect).map { lines in
            lines.map {
                DisplayWidth.of($0) + 2 <= (rect.height >= 3 ? rect.width - 2 : rect.width) ? " \($0) " : $0
            }
        }
        write(lines, in: rect, style: labelStyle, on: &screen)
        if isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, bothSides: false) }
    }

    /// The lines of the first of `labels` that fits inside `rect` (within its border when
    /// it has one, three rows or more, else on its one row) with a space either side; on a
    /// pile too narrow for any of them so, the first that fits without the spaces.
    static func firstFitting(_ labels: [String], in rect: Rect) -> [String]? {
        let bordered = rect.height >= 3
        let rows = bordered ? rect.height - 2 : 1
        let inside = bordered ? rect.width - 2 : rect.width
        let split = labels.map { $0.split(separator: "\n").map(String.init) }
        for width in [inside - 2, inside] {
            if let lines = split.first(where: { lines in
                lines.count <= rows && lines.allSatisfy { DisplayWidth.of($0) <= width }
            }) {
                return lines
            }
        }
        return nil
    }

    /// Writes `lines` centred in `rect`: inside its border when it has one.
    private func write(_ lines: [String]?, in rect: Rect, style: Style, on screen: inout Screen) {
        guard let lines else { return }
        let top =
            rect.height >= 3
            ? rect.y + 1 + (rect.height - 1 - lines.count) / 2 : rect.y + rect.height / 2
        for (index, line) in lines.enumerated() {
            screen.writeCentered(line, in: rect, y: top + index, style: style)
        }
    }
}
