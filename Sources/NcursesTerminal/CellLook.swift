import CNcurses
import Render

/// How a cell is handed to ncurses, and which cells look alike on the terminal.
///
/// Cells that look alike are not sent again. A blank (a space on the terminal's own
/// background, neither reversed nor underlined) looks the same in any foreground colour,
/// bold or dim, so a blank is handed over in the colour and boldness of the pen: the last
/// cell before it in its row that is not blank (or, at the start of a row, the first). Then
/// ncurses has no colour or attribute to change on the way into a blank nor back out of it
/// to the next cell of the same card, which was most of what a card's inside cost. The pen
/// depends only on the row's cells, so a blank keeps its colour from frame to frame and
/// ncurses, which compares colours too, does not send it again.
enum CellLook {
    /// A colour pair and ncurses attributes.
    struct Attributes: Equatable {
        var pair: Int16
        var bits: attr_t
    }

    /// Whether `cell` shows nothing but the terminal's background.
    static func isBlank(_ cell: Cell) -> Bool {
        isBlank(style: cell.style, isContinuation: cell.isContinuation, bits: bits(of: cell.glyph))
    }

    /// Whether the cell at `cell` shows nothing but the terminal's background.
    static func isBlank(_ cell: UnsafePointer<Cell>) -> Bool {
        isBlank(cell.pointee)
    }

    /// Whether a cell of `style` holding the character of `bits` shows nothing but the
    /// terminal's background.
    static func isBlank(style: Style, isContinuation: Bool, bits: (UInt64, UInt64)) -> Bool {
        !isContinuation && style.background == nil && style.attributes.rawValue & visibleOnBlank == 0
            && bits == spaceBits
    }

    /// The attributes that show on a blank: reverse and underline, bits 1 and 2.
    ///
    /// A literal, not a `static let`: a global is looked up through a once check at every
    /// use, and this is asked for every cell of every row that changed.
    static var visibleOnBlank: UInt8 { 0b0110 }

    /// The attributes a blank keeps of its pen: bold and dim, bits 0 and 3 (a literal, as
    /// `visibleOnBlank` is).
    static var keptOnBlank: UInt8 { 0b1001 }

    /// A space's bytes, made where they are asked for (see `visibleOnBlank`).
    ///
    /// A cell is a space when its glyph is these bytes: comparing two characters with `==`
    /// goes through Unicode normalization, ten times slower, for every cell of every row
    /// that changed.
    private static var spaceBits: (UInt64, UInt64) { bits(of: .space) }

    /// The bytes a character is kept in (its glyph's words).
    static func bits(of glyph: Glyph) -> (UInt64, UInt64) { (glyph.low, glyph.high) }

    /// The pen at the start of a row: the style of its first cell that is not blank.
    static func firstPen(of row: UnsafeBufferPointer<Cell>) -> Style {
        guard let base = row.baseAddress else { return .plain }
        for index in row.indices where !isBlank(base + index) { return base[index].style }
        return .plain
    }

    /// The style `cell` is handed over in after the cells before it in its row left `pen`;
    /// a cell that is not blank becomes the pen.
    static func style(of cell: Cell, pen: inout Style) -> Style {
        style(cell.style, isContinuation: cell.isContinuation, bits: bits(of: cell.glyph), pen: &pen)
    }

    /// The style a cell of `style`, holding the character of `bits`, is handed over in
    /// after `pen`: a blank in the pen's colour, bold and dim; any other cell in its own,
    /// which becomes the pen.
    static func style(_ style: Style, isContinuation: Bool, bits: (UInt64, UInt64), pen: inout Style) -> Style
    {
        guard isBlank(style: style, isContinuation: isContinuation, bits: bits) else {
            pen = style
            return style
        }
        return Style(
            pen.ink, background: nil, TextAttributes(rawValue: pen.attributes.rawValue & keptOnBlank))
    }

    /// The ncurses attributes of each combination of `TextAttributes`, by raw value.
    static let attributeTable: [attr_t] = (0..<16).map { raw in
        let attributes = TextAttributes(rawValue: UInt8(raw))
        var bits = ct_attr_normal()
        if attributes.contains(.bold) { bits |= ct_attr_bold() }
        if attributes.contains(.reverse) { bits |= ct_attr_reverse() }
        if attributes.contains(.underline) { bits |= ct_attr_underline() }
        if attributes.contains(.dim) { bits |= ct_attr_dim() }
        return bits
    }
}
