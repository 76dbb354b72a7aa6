/// The largest cards, at the fixed card shape, that fit a number of cards into an area.
///
/// The fit tries every card height from the largest possible down and, for each, every
/// column count; the first height that fits wins, so the cards are always as large as the
/// area allows. Among column counts that fit at that height the one whose leftover space
/// is most even between the two axes is chosen, so the table spreads evenly.
///
/// Cards are laid in reading order. A shape that balances its rows shares the cards out
/// among the rows as evenly as they go, the longer rows first, each row centred (16 cards
/// in three rows are 6+5+5, not 6+6+4); otherwise every row is full but the last.
public struct AspectGrid: Hashable, Sendable {
    public let count: Int
    public let columns: Int
    public let rows: Int
    public let cardSize: Size
    public let gap: Size
    /// Where the grid sits: centred in the area it was fitted to.
    public let frame: Rect
    /// Whether the cards are shared out evenly among the rows, each row centred.
    public let balancesRows: Bool

    /// Fits `count` cards into `area`; nil when even the smallest card does not fit.
    public static func fit(count: Int, in area: Rect, shape: CardShape = .landscape) -> AspectGrid? {
        guard count >= 0, !area.isEmpty else { return nil }
        if count == 0 {
            let card = shape.size(height: shape.minimumHeight)
            return AspectGrid(
                count: 0, columns: 1, rows: 0, cardSize: card, gap: shape.gap(forHeight: shape.minimumHeight),
                frame: Rect(x: area.x, y: area.y, width: 0, height: 0), balancesRows: shape.balancesRows)
        }
        var height = area.height
        while height >= shape.minimumHeight {
            if let grid = bestGrid(count: count, height: height, in: area, shape: shape) { return grid }
            height -= 1
        }
        return nil
    }

    private static func bestGrid(count: Int, height: Int, in area: Rect, shape: CardShape) -> AspectGrid? {
        let card = shape.size(height: height)
        let gap = shape.gap(forHeight: height)
        var best: (grid: AspectGrid, waste: Int)?
        for columns in 1...count {
            let width = columns * card.width + (columns - 1) * gap.width
            // Each column more is wider still: none of the rest fits either.
            if width > area.width { break }
            let rows = (count + columns - 1) / columns
            // A column count that leaves the last row's columns all empty is never better.
            if columns > 1 && (rows - 1) * columns >= count { continue }
            if shape.balancesRows && rows * columns - count >= rows { continue }
            let gridHeight = rows * card.height + (rows - 1) * gap.height
            guard gridHeight <= area.height else { continue }
            // Unused area on both axes, measured in the same units (a row is two columns tall).
            let waste = abs((area.width - width) - 2 * (area.height - gridHeight))
            if best == nil || waste < best?.waste ?? .max {
                let frame = Rect(
                    x: area.x + (area.width - width) / 2,
                    y: area.y + (area.height - gridHeight) / 2,
                    width: width, height: gridHeight)
                best = (
                    AspectGrid(
                        count: count, columns: columns, rows: rows, cardSize: card, gap: gap,
                        frame: frame, balancesRows: shape.balancesRows), waste
                )
            }
        }
        return best?.grid
    }

    /// The places of row `row`, in reading order (empty past the last row).
    public func indices(inRow row: Int) -> Range<Int> {
        guard row >= 0, row < rows else { return count..<count }
        guard balancesRows else { return row * columns..<min(count, (row + 1) * columns) }
        // The first `count % rows` rows hold one card more than the rest.
        let short = count / rows
        let long = count % rows
        let start = row * short + min(row, long)
        return start..<start + short + (row < long ? 1 : 0)
    }

    /// The row that holds the place `index`.
    public func row(of index: Int) -> Int {
        guard balancesRows, rows > 0 else { return index / columns }
        let short = count / rows
        let long = count % rows
        // The long rows come first: `long * (short + 1)` places.
        let inLongRows = long * (short + 1)
        return index < inLongRows ? index / (short + 1) : long + (index - inLongRows) / short
    }

    /// The rectangle of the card at `index` (reading order: left to right, top to bottom).
    public func rect(at index: Int) -> Rect {
        let row = row(of: index)
        let places = indices(inRow: row)
        let step = cardSize.width + gap.width
        // A short row of a balanced grid is centred under the longer ones, rounding to the
        // right where it cannot be exact: the frame's own centring rounds to the left, so
        // the row stays within a column of the middle of the area.
        let indent = balancesRows ? ((columns - places.count) * step + 1) / 2 : 0
        return Rect(
            x: frame.x + indent + (index - places.lowerBound) * step,
            y: frame.y + row * (cardSize.height + gap.height),
            width: cardSize.width, height: cardSize.height)
    }

    /// Every card's rectangle, in reading order.
    public var rects: [Rect] { (0..<count).map(rect(at:)) }

    /// The index of the card under `point`, if any.
    public func index(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let row = (point.y - frame.y) / (cardSize.height + gap.height)
        let places = indices(inRow: row)
        guard let first = places.first else { return nil }
        let left = rect(at: first).x
        guard point.x >= left else { return nil }
        let index = first + (point.x - left) / (cardSize.width + gap.width)
        guard places.contains(index), rect(at: index).contains(point) else { return nil }
        return index
    }
}
