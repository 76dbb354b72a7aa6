import CNcurses
import Render

/// Hands a frame to ncurses: the cells that look different from the frame before.
///
/// Blanks go in the colour of the pen and cells that look alike are left alone (see
/// `CellLook`); cells side by side go over in runs (see `CellRun`). `doupdate` then sends
/// the terminal what changed. How every cell was handed over is kept (`HandedFrame`): a row
/// that changed is worked out once, for this frame, and compared with what was sent.
struct FrameWriter {
    let palette: ColorPalette?
    let window: UnsafeMutablePointer<WINDOW>?
    /// `CellLook.attributeTable`, taken once a frame rather than looked up for every cell.
    private let attributeTable = CellLook.attributeTable
    /// Whether every coloured cell goes bold (high contrast), asked once a frame.
    private let boldsInks: Bool

    init(palette: ColorPalette?, window: UnsafeMutablePointer<WINDOW>?) {
        self.palette = palette
        self.window = window
        boldsInks = palette?.boldsInks == true
    }

    /// Hands over the cells of `screen` that look different from what the terminal shows;
    /// false when there were none.
    ///
    /// The terminal shows `shown` (nil: a blank screen, after an erase), handed over as
    /// `handed` says; `handed` is then how `screen` was handed over.
    @discardableResult
    func write(_ screen: Screen, over shown: Screen?, handed: inout HandedFrame, run: inout CellRun) -> Bool {
        let before: Screen
        if let shown, handed.cells.count == shown.cells.count {
            before = shown
        } else {
            before = Screen(size: screen.size)
            start(&handed, showing: before)
        }
        run.handedOver = false
        for y in 0..<screen.size.height where !before.rowIsEqual(y, to: screen) {
            write(row: y, of: screen, over: before, handed: &handed, run: &run)
        }
        run.flush(window)
        return run.handedOver
    }

    /// Makes `handed` what the terminal shows with `screen` on it: every row worked out.
    private func start(_ handed: inout HandedFrame, showing screen: Screen) {
        let width = screen.size.width
        handed.cells = Array(
            repeating: HandedCell(
                low: 0, high: 0, look: CellLook.Attributes(pair: 0, bits: 0), isContinuation: false),
            count: screen.cells.count)
        handed.rowHasWideCharacters = Array(repeating: false, count: screen.size.height)
        screen.cells.withUnsafeBufferPointer { cells in
            handed.cells.withUnsafeMutableBufferPointer { out in
                for y in 0..<screen.size.height {
                    let range = y * width..<(y + 1) * width
                    let row = UnsafeBufferPointer(rebasing: cells[range])
                    work(
                        row, span: 0..<width, pen: CellLook.firstPen(of: row),
                        into: UnsafeMutableBufferPointer(rebasing: out[range]))
                    handed.rowHasWideCharacters[y] = Self.hasWideCharacters(row)
                }
            }
        }
    }

    /// Hands ncurses the cells of row `y` that look different from how `handed` has them,
    /// blanks in the colour of the pen, and keeps how they were handed over.
    ///
    /// Only the cells that may look different are worked out: from the first that is not
    /// the same bytes as in `shown` (from the start of the row when only blanks come before
    /// it) to the first cell not blank after the last that is not. Before them the cells
    /// and their pens are as they were; from that cell on, the pen is the same again, and so
    /// is every look.
    private func write(
        row y: Int, of screen: Screen, over shown: Screen, handed: inout HandedFrame, run: inout CellRun
    ) {
        let width = screen.size.width
        let start = y * width
        var row = handed.scratch
        handed.scratch = []
        if row.count != width {
            row = Array(
                repeating: HandedCell(
                    low: 0, high: 0, look: CellLook.Attributes(pair: 0, bits: 0), isContinuation: false),
                count: width)
        }
        let shownHasWideCharacters = handed.rowHasWideCharacters[y]
        screen.cells.withUnsafeBufferPointer { all in
            shown.cells.withUnsafeBufferPointer { shownAll in
                let cells = UnsafeBufferPointer(rebasing: all[start..<start + width])
                guard
                    let span = Self.changedSpan(
                        cells, since: UnsafeBufferPointer(rebasing: shownAll[start..<start + width]))
                else { return }
                let hasWideCharacters = Self.hasWideCharacters(cells)
                handed.rowHasWideCharacters[y] = hasWideCharacters
                row.withUnsafeMutableBufferPointer { row in
                    work(cells, span: span, pen: Self.pen(before: span.lowerBound, in: cells), into: row)
                    handed.cells.withUnsafeMutableBufferPointer { handedAll in
                        let shownRow = UnsafeMutableBufferPointer(
                            rebasing: handedAll[start + span.lowerBound..<start + span.upperBound])
                        let newRow = UnsafeMutableBufferPointer(rebasing: row[span])
                        write(
                            cells, handed: UnsafeBufferPointer(newRow), over: UnsafeBufferPointer(shownRow),
                            from: span.lowerBound, y: y,
                            cellByCell: hasWideCharacters || shownHasWideCharacters,
                            run: &run)
                        _ = shownRow.update(fromContentsOf: newRow)
                    }
                }
            }
        }
        handed.scratch = row
    }

    /// The cells of `row` that may look different from `shown`'s (see `write(row:...)`):
    /// nil when every cell is the same bytes.
    private static func changedSpan(_ row: UnsafeBufferPointer<Cell>, since shown: UnsafeBufferPointer<Cell>)
        -> Range<Int>?
    {
        guard let base = row.baseAddress, let shownBase = shown.baseAddress else { return nil }
        var first = 0
        while first < row.count && Cell.sameBytes(base + first, shownBase + first) { first += 1 }
        guard first < row.count else { return nil }
        // Blanks before a row's first cell that is not blank take that cell's pen: with
        // only blanks before the change, they may take another.
        if !(0..<first).contains(where: { !CellLook.isBlank(base + $0) }) { first = 0 }
        var last = row.count - 1
        while last > first && Cell.sameBytes(base + last, shownBase + last) { last -= 1 }
        // Past the last changed cell, blanks may take another pen, until a cell that is not
        // blank: it looks as it did, and the pen after it is what it was.
        var end = last + 1
        while end < row.count && CellLook.isBlank(base + end) { end += 1 }
        return first..<end
    }

    /// The pen a row has at column `x`: its last cell before `x` that is not blank, or the
    /// first pen of the row when there is none.
    private static func pen(before x: Int, in row: UnsafeBufferPointer<Cell>) -> Style {
        guard let base = row.baseAddress else { return .plain }
        var index = x - 1
        while index >= 0 {
            if !CellLook.isBlank(base + index) { return base[index].style }
            index -= 1
        }
        return CellLook.firstPen(of: row)
    }

    /// Whether `row` holds half of a wide character.
    private static func hasWideCharacters(_ row: UnsafeBufferPointer<Cell>) -> Bool {
        guard let base = row.baseAddress else { return false }
        for index in 0..<row.count where base[index].isContinuation { return true }
        return false
    }

    /// Works out how each cell of `span` of `cells` is handed over, `pen` being the pen
    /// before the first of them, into the same places of `row`.
    ///
    /// A blank goes in the colour and boldness of the pen, the last cell before it that is
    /// not blank (see `CellLook`).
    private func work(
        _ cells: UnsafeBufferPointer<Cell>, span: Range<Int>, pen: Style,
        into row: UnsafeMutableBufferPointer<HandedCell>
    ) {
        guard let base = cells.baseAddress else { return }
        var pen = pen
        // Neighbouring cells mostly share a style: its look is worked out once for them.
        var lastStyle = Style.plain
        var lastLook = look(of: lastStyle)
        for x in span {
            let cell = base + x
            let isContinuation = cell.pointee.isContinuation
            let bits = CellLook.bits(of: cell.pointee.glyph)
            let style = CellLook.style(
                cell.pointee.style, isContinuation: isContinuation, bits: bits, pen: &pen)
            if !Self.same(style, lastStyle) {
                lastStyle = style
                lastLook = look(of: style)
            }
            row[x] = HandedCell(low: bits.0, high: bits.1, look: lastLook, isContinuation: isContinuation)
        }
    }

    /// Hands over the cells of a row whose looks are `handed` where the terminal shows
    /// `shown`: a cell at a time in a row with wide characters, in this frame or the last
    /// (around them ncurses blanks the halves a write leaves behind, and a run of cells
    /// does that differently from a cell at a time), else in runs.
    private func write(
        _ cells: UnsafeBufferPointer<Cell>, handed: UnsafeBufferPointer<HandedCell>,
        over shown: UnsafeBufferPointer<HandedCell>, from first: Int, y: Int, cellByCell: Bool,
        run: inout CellRun
    ) {
        guard let base = cells.baseAddress else { return }
        var drawnUpTo = -1
        for index in 0..<handed.count {
            let x = first + index
            let cell = handed[index]
            if cell.isContinuation {
                // Half of a wide character that was not there: ncurses draws it from the
                // first half, which must go out even if it looks as it did.
                if !shown[index].isContinuation && x > 0 && drawnUpTo < x - 1 {
                    let lead = base + (x - 1)
                    var complex = CellRun.complexCharacter(
                        lead.pointee.glyph, look: look(of: lead.pointee.style))
                    mvwadd_wch(window, Int32(y), Int32(x - 1), &complex)
                    run.handedOver = true
                }
                continue
            }
            if cell.looksLike(shown[index]) { continue }
            if cellByCell {
                var complex = run.complex(cell)
                mvwadd_wch(window, Int32(y), Int32(x), &complex)
                run.handedOver = true
            } else {
                run.add(cell, x: x, y: y, window: window)
            }
            drawnUpTo = x
        }
    }

    /// Whether two styles are the same, field by field: `==` of a type from another module
    /// is a call, for every cell of every changed row.
    @inline(__always)
    private static func same(_ style: Style, _ other: Style) -> Bool {
        style.ink == other.ink && style.background == other.background
            && style.attributes.rawValue == other.attributes.rawValue
    }

    /// The colour pair and attributes ncurses is given for `style`.
    private func look(of style: Style) -> CellLook.Attributes {
        var raw = style.attributes.rawValue
        // Bold is bit 0 of `TextAttributes` (a literal here, for the reason of `visibleOnBlank`).
        if boldsInks && style.ink != .normal { raw |= 1 }
        return CellLook.Attributes(pair: palette?.pair(for: style) ?? 0, bits: attributeTable[Int(raw & 15)])
    }
}
