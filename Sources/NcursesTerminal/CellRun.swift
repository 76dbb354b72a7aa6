import CNcurses
import Render

/// Cells side by side on one row, handed to ncurses in one call.
///
/// Adding a cell at a time (`wadd_wch`) runs ncurses' whole text path for each: wrapping,
/// the cursor, the width of the character. A run of cells goes into the window as it is
/// (`wadd_wchnstr`), a fraction of the work, and a frame hands over thousands of cells.
struct CellRun {
    private var cells: [cchar_t] = []
    /// Whether any cell of the frame has gone to ncurses, in a run or by itself.
    var handedOver = false
    private var y = 0
    private var startX = 0

    /// Adds the cell at (`x`, `y`), first handing over the run so far if this cell does not
    /// continue it.
    mutating func add(_ cell: HandedCell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        if !cells.isEmpty && (y != self.y || x != startX + cells.count) { flush(window) }
        if cells.isEmpty {
            self.y = y
            startX = x
        }
        cells.append(complex(cell))
    }

    /// The cell as ncurses keeps it, made once for each character and look.
    ///
    /// A frame draws a few dozen different cells over and over (a card's back, its border,
    /// blanks, the figures): each is made once and kept, rather than made anew each time,
    /// which costs ncurses a width lookup and a conversion of the character.
    mutating func complex(_ cell: HandedCell) -> cchar_t {
        let mixed =
            (cell.low &* 0x9E37_79B9_7F4A_7C15) ^ cell.high ^ UInt64(UInt16(bitPattern: cell.look.pair)) << 40
            ^ UInt64(cell.look.bits)
        let slot = Int(truncatingIfNeeded: (mixed &* 0xBF58_476D_1CE4_E5B9) >> 58)
        if made.isEmpty { made = Array(repeating: nil, count: 64) }
        if let kept = made[slot], kept.look == cell.look, kept.low == cell.low, kept.high == cell.high {
            return kept.complex
        }
        let complex = Self.complexCharacter(Glyph(low: cell.low, high: cell.high), look: cell.look)
        made[slot] = MadeCell(low: cell.low, high: cell.high, look: cell.look, complex: complex)
        return complex
    }

    /// A cell made for ncurses, kept to use again for the same character and look.
    private struct MadeCell {
        var low: UInt64
        var high: UInt64
        var look: CellLook.Attributes
        var complex: cchar_t
    }

    /// The cells made, in 64 places by a hash of the character and look (a new one takes
    /// the place of the one there).
    private var made: [MadeCell?] = []

    /// Hands the run to ncurses and starts a new one.
    mutating func flush(_ window: UnsafeMutablePointer<WINDOW>?) {
        guard !cells.isEmpty else { return }
        cells.withUnsafeBufferPointer { run in
            _ = mvwadd_wchnstr(window, Int32(y), Int32(startX), run.baseAddress, Int32(run.count))
        }
        cells.removeAll(keepingCapacity: true)
        handedOver = true
    }

    /// The cell as ncurses keeps it: the character's scalars (at most four, as CCHARW_MAX
    /// is five with the terminating 0), its attributes and colour pair.
    static func complexCharacter(_ character: Character, look: CellLook.Attributes) -> cchar_t {
        complexCharacter(Glyph(character), look: look)
    }

    /// The cell of `glyph` as ncurses keeps it, its scalars read straight from the glyph's
    /// UTF-8 (a long character's from the character).
    static func complexCharacter(_ glyph: Glyph, look: CellLook.Attributes) -> cchar_t {
        var complex = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 5) { characters in
            var count = 0
            if let scalars = glyph.shortScalars {
                var rest = scalars
                while let scalar = rest.next(), count < 4 {
                    characters[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
            } else {
                for scalar in glyph.character.unicodeScalars where count < 4 {
                    characters[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
            }
            characters[count] = 0
            _ = setcchar(&complex, characters.baseAddress, look.bits, look.pair, nil)
        }
        return complex
    }
}
