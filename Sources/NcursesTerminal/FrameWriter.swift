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
    /// Where a cell keeps its character, to read its bytes without copying it.
    private let characterOffset = MemoryLayout<Cell>.offset(of: \Cell.character) ?? 0

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
            write(row: y, of: screen, handed: &handed, run: &run)
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
                    handed.rowHasWideCharacters[y] = work(
                        UnsafeBufferPointer(rebasing: cells[range]),
                        into: UnsafeMutableBufferPointer(rebasing: out[range]))
                }
            }
        }
    }

    /// Hands ncurses the cells of row `y` that look different from how `handed` has them,
    /// blanks in the colour of the pen, and keeps how they were handed over.
    private func write(row y: Int, of screen: Screen, handed: inout HandedFrame, run: inout CellRun) {
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
            let cells = UnsafeBufferPointer(rebasing: all[start..<start + width])
            row.withUnsafeMutableBufferPointer { row in
                let hasWideCharacters = work(cells, into: row)
                handed.rowHasWideCharacters[y] = hasWideCharacters
                handed.cells.withUnsafeMutableBufferPointer { shownAll in
                    let shown = UnsafeMutableBufferPointer(rebasing: shownAll[start..<start + width])
                    write(
                        cells, handed: UnsafeBufferPointer(row), over: UnsafeBufferPointer(shown), y: y,
                        cellByCell: hasWideCharacters || shownHasWideCharacters, run: &run)
                    _ = shown.update(fromContentsOf: row)
                }
            }
        }
        handed.scratch = row
    }

    /// Works out how each cell of `cells` is handed over; true when the row holds half of a
    /// wide character.
    ///
    /// A blank goes in the colour and boldness of the pen, the last cell before it that is
    /// not blank (see `CellLook`).
    private func work(_ cells: UnsafeBufferPointer<Cell>, into row: UnsafeMutableBufferPointer<HandedCell>)
        -> Bool
    {
        guard let base = cells.baseAddress else { return false }
        var pen = CellLook.firstPen(of: cells)
        var hasWideCharacters = false
        // Neighbouring cells mostly share a style: its look is worked out once for them.
        var lastStyle = Style.plain
        var lastLook = look(of: lastStyle)
        for x in 0..<cells.count {
            let cell = base + x
            let isContinuation = cell.pointee.isContinuation
            let bits = CellLook.bits(at: UnsafeRawPointer(cell) + characterOffset)
            let style = CellLook.style(
                cell.pointee.style, isContinuation: isContinuation, bits: bits, pen: &pen)
            if !Self.same(style, lastStyle) {
                lastStyle = style
                lastLook = look(of: style)
            }
            hasWideCharacters = hasWideCharacters || isContinuation
            row[x] = HandedCell(low: bits.0, high: bits.1, look: lastLook, isContinuation: isContinuation)
        }
        return hasWideCharacters
    }

    /// Hands over the cells of a row whose looks are `handed` where the terminal shows
    /// `shown`: a cell at a time in a row with wide characters, in this frame or the last
    /// (around them ncurses blanks the halves a write leaves behind, and a run of cells
    /// does that differently from a cell at a time), else in runs.
    private func write(
        _ cells: UnsafeBufferPointer<Cell>, handed: UnsafeBufferPointer<HandedCell>,
        over shown: UnsafeBufferPointer<HandedCell>, y: Int, cellByCell: Bool, run: inout CellRun
    ) {
        guard let base = cells.baseAddress else { return }
        var drawnUpTo = -1
        for x in 0..<handed.count {
            let cell = handed[x]
            if cell.isContinuation {
                // Half of a wide character that was not there: ncurses draws it from the
                // first half, which must go out even if it looks as it did.
                if !shown[x].isContinuation && x > 0 && drawnUpTo < x - 1 {
                    let lead = base + (x - 1)
                    var complex = CellRun.complexCharacter(
                        lead.pointee.character, look: look(of: lead.pointee.style))
                    mvwadd_wch(window, Int32(y), Int32(x - 1), &complex)
                    run.handedOver = true
                }
                continue
            }
            if cell.looksLike(shown[x]) { continue }
            if cellByCell {
                var complex = run.complex((base + x).pointee.character, look: cell.look)
                mvwadd_wch(window, Int32(y), Int32(x), &complex)
                run.handedOver = true
            } else {
                run.add((base + x).pointee.character, look: cell.look, x: x, y: y, window: window)
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
