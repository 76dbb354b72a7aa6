import CardModel
import Render
import TableLayout

extension SetCardPainter {
    /// The shapes themselves, standing side by side: quadrant-block pixels, or ASCII lines.
    func paintShapes(_ card: SetCard, in interior: Rect, on screen: inout Screen) {
        if options.ascii {
            paintAsciiShapes(card, in: interior, on: &screen)
        } else {
            paintPixelShapes(card, in: interior, on: &screen)
        }
    }

    /// Where the shapes of a card go: left edges of `width`-wide boxes `gap` apart, centred.
    ///
    /// Spaced as for three, so one shape stands in the middle and two between the three
    /// places, as on a printed card (as near as whole columns allow).
    private static func shapeOrigins(number: Int, width: Int, gap: Int, across span: Int) -> [Int] {
        let step = width + gap
        let start = (span - (number * width + (number - 1) * gap)) / 2
        return (0..<number).map { start + $0 * step }
    }

    /// The card's figures as quadrant blocks, worked out once for the card's size (see
    /// `FigureCache`).
    private func paintPixelShapes(_ card: SetCard, in interior: Rect, on screen: inout Screen) {
        let key = FigureCache.FaceKey(
            shape: card.shape, shading: card.shading, number: card.number, columns: interior.width,
            rows: interior.height)
        let face = FigureCache.shared.face(key) {
            Self.face(card, columns: interior.width, rows: interior.height)
        }
        ShapeRaster.paint(
            face, columns: interior.width, on: &screen, x: interior.x, y: interior.y,
            style: Style(SetGlyphs.ink(card.color)))
    }

    /// The blocks of `card`'s figures standing side by side in `columns` by `rows` cells.
    private static func face(_ card: SetCard, columns: Int, rows: Int) -> [UInt8] {
        var raster = ShapeRaster(columns: columns, rows: rows)
        // Large cards keep half a row clear above and below the shapes.
        let margin = raster.height > 8 ? 1 : 0
        let shapeHeight = raster.height - 2 * margin
        let slot = raster.width / 3
        // Shapes about half as wide as tall on screen (a pixel is half as wide as tall), odd
        // so a diamond has one point and the stripes fall symmetrically.
        var shapeWidth = max(1, min(slot - 2, shapeHeight))
        if shapeWidth % 2 == 0 { shapeWidth -= 1 }
        // The squiggle's bends need more room than its band: it gets a wider box.
        var squiggleWidth = min(slot - 1, shapeWidth * 13 / 10)
        if squiggleWidth % 2 == 0 { squiggleWidth -= 1 }
        let width = card.shape == .squiggle ? max(shapeWidth, squiggleWidth) : shapeWidth
        let gap = slot - shapeWidth
        for x in shapeOrigins(number: card.number, width: shapeWidth, gap: gap, across: raster.width) {
            raster.draw(
                card.shape, shading: card.shading, x: x - (width - shapeWidth) / 2, y: margin, w: width,
                h: shapeHeight)
        }
        return raster.quadrants
    }

    private func paintAsciiShapes(_ card: SetCard, in interior: Rect, on screen: inout Screen) {
        // Large cards keep a row clear above and below the shapes.
        let height = interior.height >= 8 ? interior.height - 2 : interior.height
        let slot = interior.width / 3
        let shapeWidth = min(slot - 1, height)
        // Below six columns a squiggle's band has no room for its fill: small figures instead.
        guard height >= 4, slot - 1 >= 6 else {
            paintFigures(card, in: interior, y: interior.middleRow, on: &screen)
            return
        }
        let width = min(slot - 1, AsciiFigure.naturalWidth(card.shape, height: height))
        let rows = AsciiFigure.rows(card.shape, card.shading, width: width, height: height)
        let style = Style(SetGlyphs.ink(card.color), [.bold])
        let top = interior.y + (interior.height - height) / 2
        let origins = Self.shapeOrigins(
            number: card.number, width: shapeWidth, gap: slot - shapeWidth, across: interior.width)
        for x in origins {
            for (index, line) in rows.enumerated() {
                let left = interior.x + x - (width - shapeWidth) / 2
                for (offset, character) in line.enumerated() where character != " " {
                    let point = Point(x: left + offset, y: top + index)
                    if interior.contains(point) {
                        screen.put(character, x: point.x, y: point.y, style: style)
                    }
                }
            }
        }
    }
}
