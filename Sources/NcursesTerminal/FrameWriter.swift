import CNcurses
import Render

/// Hands a frame to ncurses: the cells that look different from the frame before.
///
/// Blanks go in the colour of the pen and cells that look alike are left alone (see
/// `CellLook`); cells side by side go over in runs (see `CellRun`). `doupdate` then sends
/// the terminal what changed.
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

    /// Hands over the cells of `screen` that look different from `shown`, what the
    /// terminal shows now (a blank screen after an erase); false when there were none.
    @discardableResult
    func write(_ screen: Screen, over shown: Screen) -> Bool {
        var run = CellRun()
        for y in 0..<screen.size.height where !shown.rowIsEqual(y, to: screen) {
            write(row: y, of: screen, over: shown, run: &run)
        }
        run.flush(window)
        return run.handedOver
    }

    /// Hands ncurses the cells of row `y` that look different from how `shown` had them,
    /// blanks in the colour of the pen.
    private func write(row y: Int, of screen: Screen, over shown: Screen, run: inout CellRun) {
        let width = screen.size.width
        let start = y * width
        // Straight into the cells' memory: a row is looked at cell by cell, in both frames.
        screen.cells.withUnsafeBufferPointer { cells in
            shown.cells.withUnsafeBufferPointer { shownCells in
                write(
                    UnsafeBufferPointer(rebasing: cells[start..<start + width]),
                    over: UnsafeBufferPointer(rebasing: shownCells[start..<start + width]), y: y, run: &run)
            }
        }
    }

    private func write(
        _ row: UnsafeBufferPointer<Cell>, over shownRow: UnsafeBufferPointer<Cell>, y: Int, run: inout CellRun
    ) {
        var pen = CellLook.firstPen(of: row)
        var shownPen = CellLook.firstPen(of: shownRow)
        var drawnUpTo = -1
        // Around wide characters ncurses blanks the halves a write leaves behind, and a run
        // of cells does that differently from a cell at a time: rows with one, in this frame
        // or the last, go a cell at a time, as they always did.
        let hasWideCharacters = row.contains { $0.isContinuation } || shownRow.contains { $0.isContinuation }
        var pensAgree = pen == shownPen
        var x = 0
        while x < row.count {
            defer { x += 1 }
            if pensAgree {
                // Cells that are the same bytes after the same pen look as they did, and
                // leave the two pens the same: the last of them that is not blank, if any.
                let same = CellLook.sameCells(row, shownRow, from: x)
                if same > 0 {
                    if let last = CellLook.lastNotBlank(row, in: x..<x + same) {
                        pen = row[last].style
                        shownPen = pen
                    }
                    x += same - 1
                    continue
                }
            }
            defer { pensAgree = pen == shownPen }
            let style = CellLook.style(of: row[x], pen: &pen)
            let shownStyle = CellLook.style(of: shownRow[x], pen: &shownPen)
            if row[x].isContinuation {
                // Half of a wide character that was not there: ncurses draws it from the
                // first half, which must go out even if it looks as it did.
                if !shownRow[x].isContinuation && x > 0 && drawnUpTo < x - 1 {
                    var lead = CellRun.complexCharacter(
                        row[x - 1].character, look: look(of: row[x - 1].style))
                    mvwadd_wch(window, Int32(y), Int32(x - 1), &lead)
                    run.handedOver = true
                }
                continue
            }
            if !shownRow[x].isContinuation && CellLook.sameCharacter(row[x], shownRow[x])
                && (style == shownStyle || look(of: style) == look(of: shownStyle))
            {
                continue
            }
            if hasWideCharacters {
                var cell = run.complex(row[x].character, look: look(of: style))
                mvwadd_wch(window, Int32(y), Int32(x), &cell)
                run.handedOver = true
            } else {
                run.add(row[x].character, look: look(of: style), x: x, y: y, window: window)
            }
            drawnUpTo = x
        }
    }

    /// The colour pair and attributes ncurses is given for `style`.
    private func look(of style: Style) -> CellLook.Attributes {
        var raw = style.attributes.rawValue
        // Bold is bit 0 of `TextAttributes` (a literal here, for the reason of `visibleOnBlank`).
        if boldsInks && style.ink != .normal { raw |= 1 }
        return CellLook.Attributes(pair: palette?.pair(for: style) ?? 0, bits: attributeTable[Int(raw & 15)])
    }
}
