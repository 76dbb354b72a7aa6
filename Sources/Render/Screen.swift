import Foundation
import TableLayout

/// An in-memory grid of cells that every frame is drawn into before a terminal sees it.
///
/// Drawing is clipped to the screen, so painters may draw partly off screen safely.
public struct Screen: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Blanks every cell, keeping the cells' memory: a screen kept from frame to frame is
    /// drawn again without making a new one (if nothing else holds its cells, which are
    /// otherwise copied first).
    public mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Sets one cell, if it is on screen.
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style = .plain) {
        put(Cell(character, style: style), x: x, y: y)
    }

    /// Sets one cell, if it is on screen: a cell made once and put in many places.
    public mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        self[x, y] = cell
    }

    /// Writes `text` from (x, y) to the right, clipped to `clip` (the screen by default);
    /// returns the column after the last character.
    @discardableResult
    public mutating func write(
        _ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil
    ) -> Int {
        let area = clip ?? bounds
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            let inside =
                y >= area.y && y < area.maxY && column >= area.x
                && column + width <= area.maxX
            if inside && y >= 0 && y < size.height && column >= 0 && column + width <= size.width {
                self[column, y] = Cell(character, style: style)
                if width == 2 { self[column + 1, y] = Cell(" ", style: style, isContinuation: true) }
            }
            column += width
        }
        return column
    }

    /// Writes `text` centred in the row `y` of `rect`.
    public mutating func writeCentered(_ text: String, in rect: Rect, y: Int, style: Style = .plain) {
        let width = DisplayWidth.of(text)
        write(text, x: rect.x + (rect.width - width) / 2, y: y, style: style, clip: rect)
    }

    /// Fills `rect` with one character.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let clipped = (
            x: max(0, rect.x), y: max(0, rect.y), maxX: min(size.width, rect.maxX),
            maxY: min(size.height, rect.maxY)
        )
        // A card in flight may be wholly off screen (after the window shrank): nothing to fill.
        guard clipped.x < clipped.maxX, clipped.y < clipped.maxY else { return }
        let cell = Cell(character, style: style)
        let width = size.width
        // A row at a time, straight into the cells: every card is filled every frame.
        cells.withUnsafeMutableBufferPointer { cells in
            for y in clipped.y..<clipped.maxY {
                let start = y * width
                UnsafeMutableBufferPointer(rebasing: cells[start + clipped.x..<start + clipped.maxX])
                    .update(repeating: cell)
            }
        }
    }

    /// Draws a frame around the edge of `rect` with the given border characters.
    public mutating func drawBox(_ rect: Rect, border: BoxBorder, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = Cell(border.horizontal, style: style)
        for x in rect.x + 1..<rect.maxX - 1 {
            put(horizontal, x: x, y: rect.y)
            put(horizontal, x: x, y: rect.maxY - 1)
        }
        let vertical = Cell(border.vertical, style: style)
        for y in rect.y + 1..<rect.maxY - 1 {
            put(vertical, x: rect.x, y: y)
            put(vertical, x: rect.maxX - 1, y: y)
        }
        put(border.topLeft, x: rect.x, y: rect.y, style: style)
        put(border.topRight, x: rect.maxX - 1, y: rect.y, style: style)
        put(border.bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
        put(border.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    }

    /// The screen as plain text, one line per row, trailing spaces removed.
    public var text: String {
        var lines: [String] = []
        for y in 0..<size.height {
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation {
                line.append(self[x, y].character)
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The text of one row (for status-line checks).
    public func line(_ y: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[y]
    }
}

extension Screen {
    /// Whether row `y` holds the same cells as in `other`, a screen of the same size.
    ///
    /// Most rows of a frame are as they were: the row is compared as memory (a cell has no
    /// padding, see `Cell`), and cell by cell only when that finds a difference.
    public func rowIsEqual(_ y: Int, to other: Screen) -> Bool {
        let start = y * size.width
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true }
                if memcmp(mine + start, theirs + start, size.width * MemoryLayout<Cell>.stride) == 0 {
                    return true
                }
                for index in start..<start + size.width
                where !Cell.sameBytes(mine + index, theirs + index) && mine[index] != theirs[index] {
                    return false
                }
                return true
            }
        }
    }
}
