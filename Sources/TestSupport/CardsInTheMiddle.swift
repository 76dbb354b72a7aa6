import Render
import TableLayout
import Testing

/// What is on a card stands in the middle of it, at every size a table gives its cards: as many
/// empty rows above it as below, or one more above (never more below: a card of an even number of
/// rows leans down, not up).
///
/// The games' painter tests check their cards with it.
public enum CardsInTheMiddle {
    /// The window sizes a player tries first.
    public static let windows = [
        Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 40),
        Size(width: 200, height: 60),
    ]

    /// Every card size a table of `shape` deals `counts` cards at, at those windows.
    public static func cardSizes(shape: CardShape, counts: [Int], pileCount: Int = 1, fills: Bool = false)
        -> [Size]
    {
        var sizes: [Size] = []
        for window in windows {
            for count in counts {
                let layout = TableLayout(
                    size: window, cardCount: count, shape: shape, pileCount: pileCount, gridFillsTable: fills)
                if let size = layout.grid?.cardSize, !sizes.contains(size) { sizes.append(size) }
            }
        }
        return sizes
    }

    /// Empty rows above and below whatever is drawn in `area`.
    public static func margins(_ screen: Screen, in area: Rect) -> (above: Int, below: Int)? {
        let drawn = (area.y..<area.maxY).filter { y in
            (area.x..<area.maxX).contains { x in screen[x, y].character != " " }
        }
        guard let first = drawn.first, let last = drawn.last else { return nil }
        return (first - area.y, area.maxY - 1 - last)
    }

    /// Records an issue unless what is drawn in `area` has as many empty rows above it as
    /// below, or one more above.
    public static func expect(_ screen: Screen, _ area: Rect, _ what: String) {
        guard let (above, below) = margins(screen, in: area) else {
            Issue.record("nothing drawn on \(what)")
            return
        }
        #expect(
            above == below || above == below + 1,
            "\(what): \(above) empty rows above, \(below) below\n\(screen.text)")
    }
}
