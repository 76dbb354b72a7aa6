import CardModel
import Render
import TableLayout

/// Draws a Set card face at any size, choosing the level of detail that fits.
///
/// At every level each shape is one figure that carries its shading, so a card's number,
/// colour, shading and shape can all be read at a glance. Focus is shown around the card
/// (a heavier border, pointers beside it), never by changing the face itself.
public struct SetCardPainter: Sendable {
    /// How much of the card can be drawn at a given size.
    public enum Detail: Hashable, Sendable, CaseIterable {
        /// No border: a row of one-column figures (`◈ ◈`), with the state's mark beside them.
        case token
        /// A bordered card with a row of one-column figures.
        case glyphs
        /// A bordered card with the shapes drawn in quadrant-block pixels (ASCII: in lines).
        case drawn

        /// The level for a card `width` columns by `height` rows.
        ///
        /// Drawn shapes need four rows inside the border (eight pixels, enough for an
        /// outline around a stripe) and fifteen columns for three shapes of at least seven
        /// pixels with gaps between. A border needs only two rows more than the figures'
        /// one: a card three rows tall keeps its edge, so a crowded table (18 cards and
        /// more at 80x24) still reads as cards rather than loose rows of figures. A bordered
        /// card narrower than its figures (turning over) keeps its border and shows what
        /// fits, so a card does not lose its edge half-way through a flip.
        public static func forCard(width: Int, height: Int) -> Detail {
            if width >= 17 && height >= 6 { return .drawn }
            if width >= 4 && height >= 3 { return .glyphs }
            return .token
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
        let middle: Int
        switch detail ?? Detail.forCard(width: rect.width, height: rect.height) {
        case .token:
            middle = paintToken(card, highlight: highlight, in: rect, on: &screen)
        case .glyphs:
            paintFrame(card, highlight: highlight, in: rect, on: &screen)
            let interior = rect.insetBy(dx: 1, dy: 1)
            middle = interior.middleRow
            paintFigures(card, in: interior, y: middle, on: &screen)
        case .drawn:
            paintFrame(card, highlight: highlight, in: rect, on: &screen)
            paintShapes(card, in: rect.insetBy(dx: 1, dy: 1), on: &screen)
            middle = rect.middleRow
        }
        if highlight.isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, row: middle) }
    }

    /// A row of small figures across `interior`, on row `y`.
    func paintFigures(_ card: SetCard, in interior: Rect, y: Int, on screen: inout Screen) {
        let row = FigureRow.fitting(columns: interior.width, ascii: options.ascii)
        row.paint(
            card, x: interior.x, columns: interior.width, y: y, attributes: [.bold], clip: interior,
            on: &screen)
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
        case (.hinted, false), (.ghost, false): border = .dashed
        case (.hinted, true), (.ghost, true): border = .asciiDashed
        case (.opponent, false): border = .doubleAcross
        case (.opponent, true): border = .asciiDoubleAcross
        }
        let ink = highlight.ink ?? (highlight.isFocused ? .focus : .cardEdge)
        // The ghost's Set lights faintly: the player's own moves are the news.
        let isFaint = highlight.state == .none || highlight.state == .ghost
        var attributes: TextAttributes = highlight.isFocused || !isFaint ? [.bold] : []
        if options.monochrome && highlight.state == .matched { attributes.insert(.reverse) }
        let style = Style(ink, attributes)
        screen.drawBox(rect, border: border, style: style)
        if let label = highlight.label(ascii: options.ascii), rect.width >= DisplayWidth.of(label) + 4 {
            screen.writeCentered(" \(label) ", in: rect, y: rect.maxY - 1, style: style)
        }
        if options.spellsColors {
            // The name where it fits between the corners (spaced off the border where there
            // is room: `purple` fits a card on which ` purple ` does not), else its letter.
            let name = card.color.name
            let text =
                [" \(name) ", name].first { $0.count <= rect.width - 2 }
                ?? String(SetGlyphs.colorLetter(card.color))
            screen.write(text, x: rect.x + 1, y: rect.y, style: Style(.normal, [.bold]), clip: rect)
        }
    }
}
