import CardModel
import Render
import TableLayout

/// One to three small figures of a Set card side by side in a row, as the space allows.
///
/// The spacing is worked out for three figures, so every card of a size spaces its
/// figures alike and a card of one stands centred where a card of three has its middle.
struct FigureRow: Equatable {
    /// What one figure is made of.
    enum Form: Equatable {
        /// One column of Unicode: `◈`.
        case glyph
        /// Three columns of ASCII: `<=>`.
        case bracketed
        /// One column of ASCII, its shading an attribute: `D` in reverse video.
        case letter
    }

    let form: Form
    /// Blank columns between figures.
    let gap: Int

    /// Columns one figure takes.
    var figureWidth: Int { form == .bracketed ? 3 : 1 }

    /// Columns three figures take.
    var width: Int { 3 * figureWidth + 2 * gap }

    /// The roomiest row of figures that fits in `columns` and leaves a column on each side
    /// (none with `hasMargins` false: a token's own mark column and the gap after it are its
    /// margins).
    ///
    /// The margin keeps the gap between two cards wider than the gaps inside one, so the
    /// figures of neighbouring borderless cards do not run together; a gap between figures
    /// comes before the margins, so three figures read as three, not as one bar (`▥▥▥`).
    static func fitting(columns: Int, ascii: Bool, hasMargins: Bool = true) -> FigureRow {
        let room = hasMargins ? columns - 2 : columns
        if ascii {
            for gap in [1, 0] where 9 + 2 * gap <= room {
                return FigureRow(form: .bracketed, gap: gap)
            }
        }
        let form: Form = ascii ? .letter : .glyph
        for gap in [2, 1] where 3 + 2 * gap <= room {
            return FigureRow(form: form, gap: gap)
        }
        return FigureRow(form: form, gap: 0)
    }

    /// The columns that `number` figures cover, from the first one's left to the last one's right.
    ///
    /// They are centred in the columns, which puts one figure where three have their middle
    /// (the two widths differ by an even number of columns) and two, in a width where they
    /// cannot sit exactly between the three-figure places, as near the middle as they can.
    func columnsUsed(by number: Int, x: Int, columns: Int) -> Range<Int> {
        let used = (number - 1) * (figureWidth + gap) + figureWidth
        let start = x + (columns - used) / 2
        return start..<start + used
    }

    /// Paints `card`'s figures centred in the columns `x..<x+columns` of row `y`.
    func paint(
        _ card: SetCard, x: Int, columns: Int, y: Int, attributes: TextAttributes, clip: Rect,
        on screen: inout Screen
    ) {
        let ink = SetGlyphs.ink(card.color)
        let step = figureWidth + gap
        let start = columnsUsed(by: card.number, x: x, columns: columns).lowerBound
        for index in 0..<card.number {
            let column = start + index * step
            switch form {
            case .glyph:
                let figure = SetGlyphs.figure(card.shape, card.shading)
                screen.write(String(figure), x: column, y: y, style: Style(ink, attributes), clip: clip)
            case .bracketed:
                let figure = SetGlyphs.asciiFigure(card.shape, card.shading)
                screen.write(figure, x: column, y: y, style: Style(ink, attributes), clip: clip)
            case .letter:
                let style = Style(ink, attributes.union(SetGlyphs.asciiAttributes(card.shading)))
                screen.write(
                    String(SetGlyphs.asciiLetter(card.shape)), x: column, y: y, style: style, clip: clip)
            }
        }
    }
}
