import CardModel
import TableLayout

/// Draws a Set card face at any size, choosing the level of detail that fits.
public struct SetCardPainter: Sendable {
    /// How much of the card can be drawn at a given size.
    public enum Detail: Hashable, Sendable, CaseIterable {
        /// No border: a line of shape glyphs over a line of shading glyphs.
        case token
        /// A bordered card with a row of shape glyphs over a row of shading glyphs.
        case glyphs
        /// A bordered card with the shapes drawn in half-block pixels.
        case drawn

        public static func forCard(height: Int) -> Detail {
            switch height {
            case ..<4: .token
            // Below seven rows drawn shapes are too small to tell their shading apart.
            case 4..<7: .glyphs
            default: .drawn
            }
        }
    }

    public let options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    /// Paints `card` into `rect` of `screen`, highlighted as `highlight` says.
    public func paint(
        _ card: SetCard, highlight: CardHighlight = .none, in rect: Rect, on screen: inout Screen,
        detail: Detail? = nil
    ) {
        guard rect.width >= 3, rect.height >= 1 else { return }
        screen.fill(rect)
        switch detail ?? Detail.forCard(height: rect.height) {
        case .token: paintToken(card, highlight: highlight, in: rect, on: &screen)
        case .glyphs:
            paintFrame(card, highlight: highlight, in: rect, on: &screen)
            paintGlyphs(card, in: rect.insetBy(dx: 1, dy: 1), on: &screen)
        case .drawn:
            paintFrame(card, highlight: highlight, in: rect, on: &screen)
            paintShapes(card, in: rect.insetBy(dx: 1, dy: 1), on: &screen)
        }
        if highlight.isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii) }
    }

    /// The two-line token: shapes above, shading below, the state mark and (without
    /// colour) the colour letter beside them.
    private func paintToken(
        _ card: SetCard, highlight: CardHighlight, in rect: Rect, on screen: inout Screen
    ) {
        let background = options.monochrome ? nil : highlight.ink
        var attributes: TextAttributes = highlight.isFocused ? [.reverse, .bold] : [.bold]
        if options.monochrome && highlight.state != .none { attributes.insert(.underline) }
        let tint = Style(.normal, background: background, attributes)
        screen.fill(rect, style: tint)
        let ink = SetGlyphs.ink(card.color)
        let style = Style(ink, background: background, attributes)
        let top = rect.y + max(0, rect.height - 2) / 2
        let shape = String(repeating: SetGlyphs.shape(card.shape, ascii: options.ascii), count: card.number)
        let shading = String(
            repeating: SetGlyphs.shading(card.shading, ascii: options.ascii), count: card.number)
        let glyphX = rect.x + 1 + (3 - card.number + 1) / 2
        screen.write(shape, x: glyphX, y: top, style: style, clip: rect)
        screen.write(shading, x: glyphX, y: top + 1, style: style, clip: rect)
        if top + 1 < rect.maxY {
            screen.put(highlight.mark(ascii: options.ascii), x: rect.x, y: top + 1, style: tint)
        }
        if options.monochrome {
            screen.put(SetGlyphs.colorLetter(card.color), x: rect.maxX - 1, y: top, style: tint)
        }
    }

    /// The border, in the style of the card's state, with a state label and (without
    /// colour) the colour's name.
    private func paintFrame(
        _ card: SetCard, highlight: CardHighlight, in rect: Rect, on screen: inout Screen
    ) {
        let border: BoxBorder
        switch (highlight.state, options.ascii) {
        case (.none, _): border = .card(focused: highlight.isFocused, ascii: options.ascii)
        case (.selected, false), (.matched, false): border = .double
        case (.selected, true), (.matched, true): border = .asciiDouble
        case (.mismatched, false): border = .heavy
        case (.mismatched, true): border = .asciiHeavy
        case (.hinted, false): border = .dashed
        case (.hinted, true): border = .asciiDashed
        }
        let ink = highlight.ink ?? (highlight.isFocused ? .focus : .cardEdge)
        var attributes: TextAttributes = highlight.isFocused || highlight.state != .none ? [.bold] : []
        if options.monochrome && highlight.state == .matched { attributes.insert(.reverse) }
        let style = Style(ink, attributes)
        screen.drawBox(rect, border: border, style: style)
        if let label = highlight.label(ascii: options.ascii), rect.width >= DisplayWidth.of(label) + 4 {
            screen.writeCentered(" \(label) ", in: rect, y: rect.maxY - 1, style: style)
        }
        if options.monochrome {
            screen.write(
                " \(card.color.name) ", x: rect.x + 1, y: rect.y, style: Style(.normal, [.bold]), clip: rect)
        }
    }

    /// A row of shape glyphs (one per shape) over a row of shading glyphs.
    private func paintGlyphs(_ card: SetCard, in interior: Rect, on screen: inout Screen) {
        let style = Style(SetGlyphs.ink(card.color), [.bold])
        let shape = SetGlyphs.shape(card.shape, ascii: options.ascii)
        let shading = SetGlyphs.shading(card.shading, ascii: options.ascii)
        let spaced = { (c: Character) in
            Array(repeating: String(c), count: card.number).joined(separator: " ")
        }
        let top = interior.y + (interior.height - 1) / 2
        screen.writeCentered(spaced(shape), in: interior, y: top, style: style)
        screen.writeCentered(spaced(shading), in: interior, y: top + 1, style: style)
    }

    /// The shapes themselves, standing side by side, drawn in half-block pixels.
    private func paintShapes(_ card: SetCard, in interior: Rect, on screen: inout Screen) {
        var raster = ShapeRaster(width: interior.width, height: interior.height * 2)
        // Three shape slots share the width with gaps; the shapes are about twice as tall as wide.
        let shapeHeight = max(2, raster.height - 2)
        let slot = raster.width / 3
        var shapeWidth = max(2, min(slot - max(1, slot / 4), shapeHeight / 2 + 1))
        // An odd width gives a diamond a single point at the top and bottom.
        if shapeWidth > 2 && shapeWidth % 2 == 0 { shapeWidth -= 1 }
        let gap = max(1, slot - shapeWidth)
        let total = card.number * shapeWidth + (card.number - 1) * gap
        var x = (raster.width - total) / 2
        let y = (raster.height - shapeHeight) / 2
        for _ in 0..<card.number {
            raster.draw(card.shape, shading: card.shading, x: x, y: y, w: shapeWidth, h: shapeHeight)
            x += shapeWidth + gap
        }
        let style = Style(SetGlyphs.ink(card.color))
        for row in 0..<interior.height {
            for column in 0..<interior.width {
                let character = ShapeRaster.character(
                    top: raster[column, row * 2], bottom: raster[column, row * 2 + 1],
                    ascii: options.ascii)
                if character != " " {
                    screen.put(character, x: interior.x + column, y: interior.y + row, style: style)
                }
            }
        }
    }
}
