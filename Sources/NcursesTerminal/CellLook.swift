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
        !cell.isContinuation && cell.style.background == nil
            && cell.style.attributes.rawValue & visibleOnBlank == 0 && isSpace(cell.character)
    }

    /// The attributes that show on a blank: reverse and underline, bits 1 and 2.
    ///
    /// A literal, not a `static let`: a global is looked up through a once check at every
    /// use, and this is asked for every cell of every row that changed.
    static var visibleOnBlank: UInt8 { 0b0110 }

    /// Whether `character` is surely a space: it is the same bytes as one.
    ///
    /// Comparing two different characters with `==` goes through Unicode normalization,
    /// ten times slower, for every cell of every row that changed. A space kept in other
    /// bytes is only handed over as the character it is, in its own style.
    private static func isSpace(_ character: Character) -> Bool {
        bits(of: character) == spaceBits
    }

    /// A space's bytes, made where they are asked for (see `visibleOnBlank`).
    private static var spaceBits: (UInt64, UInt64) { bits(of: " ") }

    /// The bytes a character is kept in: its text when short, as every cell's is.
    private static func bits(of character: Character) -> (UInt64, UInt64) {
        withUnsafeBytes(of: character) { bytes in
            (bytes.load(fromByteOffset: 0, as: UInt64.self), bytes.load(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// The pen at the start of a row: the style of its first cell that is not blank.
    static func firstPen(of row: UnsafeBufferPointer<Cell>) -> Style {
        for index in row.indices where !isBlank(row[index]) { return row[index].style }
        return .plain
    }

    /// Whether two cells surely hold the same character: their characters are the same
    /// bytes (see `isSpace`); the rare equal character in other bytes is only drawn again.
    static func sameCharacter(_ character: Character, _ other: Character) -> Bool {
        bits(of: character) == bits(of: other)
    }

    static func sameCharacter(_ cell: Cell, _ other: Cell) -> Bool {
        bits(of: cell.character) == bits(of: other.character)
    }

    /// How many cells from `start` on are the same bytes in both rows, and so the same cells.
    static func sameCells(
        _ row: UnsafeBufferPointer<Cell>, _ other: UnsafeBufferPointer<Cell>, from start: Int
    ) -> Int {
        guard let base = row.baseAddress, let otherBase = other.baseAddress else { return 0 }
        var index = start
        while index < row.count && Cell.sameBytes(base + index, otherBase + index) { index += 1 }
        return index - start
    }

    /// The last cell in `range` of the row that is not blank, if any.
    static func lastNotBlank(_ row: UnsafeBufferPointer<Cell>, in range: Range<Int>) -> Int? {
        range.reversed().first { !isBlank(row[$0]) }
    }

    /// The style `cell` is handed over in after the cells before it in its row left `pen`;
    /// a cell that is not blank becomes the pen.
    static func style(of cell: Cell, pen: inout Style) -> Style {
        guard isBlank(cell) else {
            pen = cell.style
            return cell.style
        }
        return Style(pen.ink, background: nil, pen.attributes.intersection([.bold, .dim]))
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
