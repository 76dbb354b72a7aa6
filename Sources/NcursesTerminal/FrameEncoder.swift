import Render
import TableLayout

/// Works out the bytes that turn what a terminal shows into the next frame: only the cells
/// that look different, each reached by the shortest move, colours and attributes changed
/// only where they change, runs of blanks erased rather than written.
///
/// A pure function of the two screens and of where the cursor and pen were left (kept here
/// from frame to frame): the same frames give the same bytes, and the tests decode them.
struct FrameEncoder {
    let sequences: TerminalSequences
    let looks: LookTable

    /// Where the cursor is; -1 when unknown (before the first frame, after a write to the
    /// last column, after another program or ncurses wrote).
    private var cursorX = -1
    private var cursorY = -1
    /// The colours and attributes the terminal writes in now; nil when unknown.
    private var pen: TerminalLook?
    /// Which cells of the row being encoded must be written.
    private var dirty: [Bool] = []
    /// A blank screen of the size last repainted, to compare a repaint with.
    private var blank = Screen(size: Size(width: 0, height: 0))

    /// Erasing fewer blanks than this in a row writes them instead: an erase and the move
    /// past it cost about as much.
    private static let shortestErase = 5

    init(sequences: TerminalSequences, looks: LookTable) {
        self.sequences = sequences
        self.looks = looks
    }

    /// Forgets where the cursor is and what the pen is: something else wrote to the terminal.
    mutating func forgetTerminal() {
        cursorX = -1
        cursorY = -1
        pen = nil
    }

    /// Appends to `bytes` what turns the terminal showing `shown` into showing `screen`; a
    /// nil `shown` (or one of another size) is a terminal whose picture is unknown: it is
    /// cleared, then every cell that is not blank is written.
    mutating func encode(_ screen: Screen, over shown: Screen?, into bytes: inout [UInt8]) {
        let width = screen.size.width
        let before: Screen
        if let shown, shown.size == screen.size {
            before = shown
        } else {
            if blank.size != screen.size { blank = Screen(size: screen.size) }
            before = blank
            setPen(.plain, reset: true, into: &bytes)
            bytes.append(contentsOf: sequences.clear)
            cursorX = 0
            cursorY = 0
        }
        guard width > 0 else { return }
        if dirty.count != width { dirty = Array(repeating: false, count: width) }
        for y in 0..<screen.size.height where !before.rowIsEqual(y, to: screen) {
            screen.cells.withUnsafeBufferPointer { next in
                before.cells.withUnsafeBufferPointer { shown in
                    guard let next = next.baseAddress, let shown = shown.baseAddress else { return }
                    encodeRow(
                        y, next: next + y * width, shown: shown + y * width, width: width,
                        isLastRow: y == screen.size.height - 1, into: &bytes)
                }
            }
        }
    }

    // MARK: - A row

    /// Encodes the cells of row `y` that look different from what it shows.
    private mutating func encodeRow(
        _ y: Int, next: UnsafePointer<Cell>, shown: UnsafePointer<Cell>, width: Int, isLastRow: Bool,
        into bytes: inout [UInt8]
    ) {
        var any = false
        var hasWide = false
        for x in 0..<width {
            let differs = !Self.looksAlike(next + x, shown + x)
            dirty[x] = differs
            any = any || differs
            hasWide = hasWide || next[x].isContinuation || shown[x].isContinuation
        }
        guard any else { return }
        if hasWide { markWideNeighbours(next: next, shown: shown, width: width) }
        var x = 0
        while x < width {
            guard dirty[x] else {
                x += 1
                continue
            }
            let cell = next + x
            if cell.pointee.isContinuation && x > 0 && !next[x - 1].isContinuation
                && isWide(next[x - 1].glyph)
            {
                // Written with the character before it, which a continuation makes dirty.
                x += 1
                continue
            }
            if Self.isBlank(cell) {
                x = eraseOrWriteBlanks(from: x, y: y, next: next, width: width, into: &bytes)
                continue
            }
            // Half of a wide character without its other half (a card drawn over the other)
            // cannot show: it is a space, as the terminal would leave it.
            let wide = !cell.pointee.isContinuation && isWide(cell.pointee.glyph)
            let whole = !wide || (x + 1 < width && next[x + 1].isContinuation)
            let end = x + (wide && whole ? 2 : 1)
            // A terminal that scrolls when its last cell is written keeps that cell as it was.
            if isLastRow && end == width && sequences.scrollsAtLastCell { break }
            move(toX: x, y: y, next: next, into: &bytes)
            setPen(looks.look(of: cell.pointee.style), into: &bytes)
            if whole && !cell.pointee.isContinuation {
                Self.appendCharacter(cell.pointee, into: &bytes)
            } else {
                bytes.append(0x20)
            }
            advance(to: end, width: width)
            x = end
        }
    }

    /// Makes dirty the cells a write would break: half of a wide character shown whose
    /// other half is written, and a wide character whose second half must be written with it.
    private mutating func markWideNeighbours(
        next: UnsafePointer<Cell>, shown: UnsafePointer<Cell>, width: Int
    ) {
        var changed = true
        while changed {
            changed = false
            for x in 0..<width where dirty[x] {
                // The second half of a wide character goes out with its first.
                if next[x].isContinuation && x > 0 && !dirty[x - 1] {
                    dirty[x - 1] = true
                    changed = true
                }
                // Writing over either half of a wide character shown blanks the other.
                if shown[x].isContinuation && x > 0 && !dirty[x - 1] {
                    dirty[x - 1] = true
                    changed = true
                }
                if x + 1 < width && shown[x + 1].isContinuation && !dirty[x + 1] {
                    dirty[x + 1] = true
                    changed = true
                }
                // A wide character written covers the cell after it too.
                if x + 1 < width && next[x + 1].isContinuation && !dirty[x + 1] {
                    dirty[x + 1] = true
                    changed = true
                }
            }
        }
    }

    /// Writes or erases the blank at `x` and the blanks after it, returning the column after
    /// the last handled.
    ///
    /// Blanks to the end of the row go with one erase of the row's rest; a long run of
    /// blanks with one erase of that many cells; a short one as spaces, each only where dirty.
    private mutating func eraseOrWriteBlanks(
        from x: Int, y: Int, next: UnsafePointer<Cell>, width: Int, into bytes: inout [UInt8]
    ) -> Int {
        var end = x
        var lastDirty = x
        while end < width && Self.isBlank(next + end) {
            if dirty[end] { lastDirty = end }
            end += 1
        }
        // The rest of the row blank, and more than a space or two to write: erase it.
        if end == width && lastDirty + 1 - x >= 3, let eraseRow = sequences.eraseRow {
            move(toX: x, y: y, next: next, into: &bytes)
            setPenForBlank(into: &bytes)
            bytes.append(contentsOf: eraseRow)
            return width
        }
        let count = lastDirty + 1 - x
        if count >= Self.shortestErase, let eraseCells = sequences.eraseCells {
            move(toX: x, y: y, next: next, into: &bytes)
            setPenForBlank(into: &bytes)
            eraseCells.append(count, to: &bytes)
            return lastDirty + 1
        }
        move(toX: x, y: y, next: next, into: &bytes)
        setPenForBlank(into: &bytes)
        bytes.append(0x20)
        advance(to: x + 1, width: width)
        return x + 1
    }

    /// Notes the cursor after writing up to column `end`: a terminal leaves it on the last
    /// column, waiting to wrap, which no move starts from.
    private mutating func advance(to end: Int, width: Int) {
        cursorX = end < width ? end : -1
    }

    // MARK: - Moves

    /// Moves the cursor to (`x`, `y`) the shortest way: an absolute or relative move, or,
    /// on the same row a few cells on, writing again the cells in between.
    private mutating func move(toX x: Int, y: Int, next: UnsafePointer<Cell>, into bytes: inout [UInt8]) {
        if cursorX == x && cursorY == y { return }
        let known = cursorX >= 0 && cursorY >= 0
        var best = sequences.cursorTo.length(x: x, y: y)
        var way = Way.address
        if known && cursorY == y {
            if x > cursorX {
                let gap = x - cursorX
                if gap == 1, let one = sequences.rightOne, one.count < best {
                    best = one.count
                    way = .rightOne
                } else if let right = sequences.right, right.length(gap) < best {
                    best = right.length(gap)
                    way = .right
                }
                if let length = rewriteLength(from: cursorX, to: x, next: next, within: best), length < best {
                    best = length
                    way = .rewrite
                }
            }
            if let column = sequences.column, column.length(x) < best {
                best = column.length(x)
                way = .column
            }
            if x == 0, let cr = sequences.carriageReturn, cr.count < best {
                best = cr.count
                way = .carriageReturn
            }
        }
        if let row = sequences.row {
            if known && cursorX == x && row.length(y) < best {
                best = row.length(y)
                way = .row
            }
            if x == 0, let cr = sequences.carriageReturn, cr.count + row.length(y) < best {
                best = cr.count + row.length(y)
                way = .returnAndRow
            }
        }
        switch way {
        case .address: sequences.cursorTo.append(x: x, y: y, to: &bytes)
        case .rightOne: bytes.append(contentsOf: sequences.rightOne ?? [])
        case .right: sequences.right?.append(x - cursorX, to: &bytes)
        case .rewrite:
            for column in cursorX..<x { Self.appendCharacter(next[column], into: &bytes) }
        case .column: sequences.column?.append(x, to: &bytes)
        case .carriageReturn: bytes.append(contentsOf: sequences.carriageReturn ?? [])
        case .row: sequences.row?.append(y, to: &bytes)
        case .returnAndRow:
            bytes.append(contentsOf: sequences.carriageReturn ?? [])
            sequences.row?.append(y, to: &bytes)
        }
        cursorX = x
        cursorY = y
    }

    private enum Way { case address, rightOne, right, rewrite, column, carriageReturn, row, returnAndRow }

    /// The bytes that write again the cells from `start` up to `end`, which the terminal
    /// shows already, when the pen writes them as they are and they take fewer than `limit`;
    /// else nil.
    private func rewriteLength(from start: Int, to end: Int, next: UnsafePointer<Cell>, within limit: Int)
        -> Int?
    {
        guard let pen, end - start < limit else { return nil }
        var length = 0
        for x in start..<end {
            let cell = next + x
            // One column each, none half of a wide character (`end` is not past the row).
            guard !cell.pointee.isContinuation, !next[x + 1].isContinuation else { return nil }
            if Self.isBlank(cell) {
                guard pen.showsBlank else { return nil }
            } else {
                // Only a letter of ASCII, surely one column wide.
                guard cell.pointee.glyph.high == 1 << 56, looks.look(of: cell.pointee.style) == pen else {
                    return nil
                }
            }
            length += 1
            if length >= limit { return nil }
        }
        return length
    }

    // MARK: - Colours and attributes

    /// Makes the pen one that writes a blank as the terminal's background: the pen as it
    /// is where it does, else without its background.
    private mutating func setPenForBlank(into bytes: inout [UInt8]) {
        if let pen, pen.showsBlank { return }
        var look = pen ?? .plain
        look.background = -1
        look.attributes &= ~0b0110
        setPen(look, into: &bytes)
    }

    /// Changes the pen to `look`, in one select graphic rendition where the terminal's
    /// capabilities allow: back to plain first when something must go off.
    private mutating func setPen(_ look: TerminalLook, reset forced: Bool = false, into bytes: inout [UInt8])
    {
        if !forced, let pen, pen == look { return }
        var from = pen ?? .plain
        let reset =
            forced || pen == nil || from.attributes & ~look.attributes != 0
            || (look.foreground != from.foreground
                && color(look.foreground, in: sequences.foregrounds) == nil)
            || (look.background != from.background
                && color(look.background, in: sequences.backgrounds) == nil)
        if reset {
            pieces.add(sequences.reset, into: &bytes)
            from = .plain
        }
        for bit in 0..<4 where look.attributes & (1 << bit) != 0 && from.attributes & (1 << bit) == 0 {
            if let piece = sequences.attributes[bit] { pieces.add(piece, into: &bytes) }
        }
        if look.foreground != from.foreground, let piece = color(look.foreground, in: sequences.foregrounds) {
            pieces.add(piece, into: &bytes)
        }
        if look.background != from.background, let piece = color(look.background, in: sequences.backgrounds) {
            pieces.add(piece, into: &bytes)
        }
        pieces.finish(into: &bytes)
        pen = look
    }

    private func color(_ number: Int16, in table: [SGRPiece?]) -> SGRPiece? {
        let index = Int(number) + 1
        return index >= 0 && index < table.count ? table[index] : nil
    }

    /// The parameters of the pen's next change, kept so that no change makes a new buffer.
    private var pieces = Pieces()

    /// Select graphic renditions joined into one sequence, others written as they come.
    private struct Pieces {
        private var parameters: [UInt8] = []
        private var joined = 0

        mutating func add(_ piece: SGRPiece, into bytes: inout [UInt8]) {
            guard let own = piece.parameters else {
                finish(into: &bytes)
                bytes.append(contentsOf: piece.bytes)
                return
            }
            if joined > 0 { parameters.append(0x3B) }
            parameters.append(contentsOf: own)
            joined += 1
        }

        mutating func finish(into bytes: inout [UInt8]) {
            guard joined > 0 else { return }
            bytes.append(0x1B)
            bytes.append(0x5B)
            // A reset alone is `ESC [ m`.
            if !(joined == 1 && parameters.count == 1 && parameters[0] == 0x30) {
                bytes.append(contentsOf: parameters)
            }
            bytes.append(0x6D)
            parameters.removeAll(keepingCapacity: true)
            joined = 0
        }
    }

    // MARK: - Cells

    /// Whether two cells surely look the same on the terminal: the same bytes, or both blank.
    @inline(__always)
    private static func looksAlike(_ cell: UnsafePointer<Cell>, _ other: UnsafePointer<Cell>) -> Bool {
        Cell.sameBytes(cell, other) || (isBlank(cell) && isBlank(other))
    }

    /// Whether the cell shows nothing but the terminal's background: a space with no
    /// background colour, neither reversed nor underlined.
    @inline(__always)
    static func isBlank(_ cell: UnsafePointer<Cell>) -> Bool {
        let glyph = cell.pointee.glyph
        let style = cell.pointee.style
        return glyph.low == 0x20 && glyph.high == 1 << 56 && !cell.pointee.isContinuation
            && style.background == nil && style.attributes.rawValue & 0b0110 == 0
    }

    /// Whether the terminal shows `glyph` two columns wide, kept for the glyphs seen last.
    ///
    /// Only a character from U+1100 on may be: below that, its UTF-8 starts below E1.
    @inline(__always)
    private mutating func isWide(_ glyph: Glyph) -> Bool {
        guard glyph.high != 1 << 56, UInt8(truncatingIfNeeded: glyph.low) >= 0xE1 else { return false }
        let slot = Int(truncatingIfNeeded: ((glyph.low ^ glyph.high &* 31) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if widths.isEmpty { widths = Array(repeating: KnownWidth(glyph: .space, isWide: false), count: 64) }
        let known = widths[slot]
        if known.glyph == glyph { return known.isWide }
        let wide = DisplayWidth.of(glyph.character) == 2
        widths[slot] = KnownWidth(glyph: glyph, isWide: wide)
        return wide
    }

    /// A glyph's width, kept by `isWide`.
    private struct KnownWidth {
        var glyph: Glyph
        var isWide: Bool
    }

    /// Widths found, in 64 places by a hash of the glyph.
    private var widths: [KnownWidth] = []

    /// Appends the character of `cell`; a control character (which would drive the terminal
    /// rather than show) goes as `?`.
    private static func appendCharacter(_ cell: Cell, into bytes: inout [UInt8]) {
        if cell.isContinuation {
            bytes.append(0x20)
            return
        }
        let glyph = cell.glyph
        let count = Int(glyph.high >> 56)
        if count > 15 {
            appendChecked(Array(glyph.character.utf8), into: &bytes)
            return
        }
        if count == 1 {
            let byte = UInt8(truncatingIfNeeded: glyph.low)
            bytes.append(byte < 0x20 || byte == 0x7F ? 0x3F : byte)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { buffer in
            for index in 0..<count {
                let word = index < 8 ? glyph.low : glyph.high
                buffer[index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
            }
            appendChecked(UnsafeBufferPointer(rebasing: buffer[0..<count]), into: &bytes)
        }
    }

    /// Appends UTF-8 `text`, or `?` when it holds a control character (C0, DEL or C1).
    private static func appendChecked<Bytes: Collection>(_ text: Bytes, into bytes: inout [UInt8])
    where Bytes.Element == UInt8 {
        var previous: UInt8 = 0
        for byte in text {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) {
                bytes.append(0x3F)
                return
            }
            previous = byte
        }
        bytes.append(contentsOf: text)
    }
}
