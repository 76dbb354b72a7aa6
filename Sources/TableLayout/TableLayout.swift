/// Where everything on the card table goes for one terminal size and number of cards.
///
/// The top row carries the title and messages, the bottom row the status line. The deck and
/// discard piles sit beside the grid on a wide terminal and below it on a tall one, so the
/// grid always gets the most room.
public struct TableLayout: Hashable, Sendable {
    /// Where the piles go relative to the grid.
    public enum PilePlacement: Sendable, Hashable {
        case beside, below
    }

    /// The smallest terminal that can hold the header, status line and a minimal table.
    public static let minimumSize = Size(width: 40, height: 10)

    public let size: Size
    public let header: Rect
    public let status: Rect
    public let placement: PilePlacement
    /// The area the grid was fitted into.
    public let gridArea: Rect
    public let deck: Rect
    public let discard: Rect
    /// The cards' grid, or nil when the cards do not fit (the terminal is too small).
    public let grid: AspectGrid?

    public init(size: Size, cardCount: Int, shape: CardShape = .set) {
        self.size = size
        let width = max(0, size.width)
        let height = max(0, size.height)
        header = Rect(x: 0, y: 0, width: width, height: min(1, height))
        status = Rect(x: 0, y: max(0, height - 1), width: width, height: min(1, height))
        let body = Rect(x: 1, y: 1, width: max(0, width - 2), height: max(0, height - 2))
        // A row is about two columns tall: compare the body's on-screen proportions.
        placement = body.width >= 2 * body.height ? .beside : .below
        switch placement {
        case .beside:
            let pileHeight = min(7, max(2, height / 6))
            let pile = shape.size(height: pileHeight)
            // Each pile is drawn as a stack: one extra column and row for its edge.
            let columnWidth = pile.width + 1
            let columnX = body.maxX - columnWidth
            deck = Rect(x: columnX, y: body.y + 1, width: pile.width, height: pile.height)
            discard = Rect(
                x: columnX, y: deck.maxY + 2, width: pile.width, height: pile.height)
            gridArea = Rect(
                x: body.x, y: body.y, width: max(0, columnX - 2 - body.x), height: body.height)
        case .below:
            let pileHeight = min(6, max(2, min(height / 8, (width - 6) / 6)))
            let pile = shape.size(height: pileHeight)
            let rowY = body.maxY - pile.height - 1
            let totalWidth = 2 * (pile.width + 1) + 4
            let startX = body.x + (body.width - totalWidth) / 2
            deck = Rect(x: startX, y: rowY, width: pile.width, height: pile.height)
            discard = Rect(
                x: deck.maxX + 5, y: rowY, width: pile.width, height: pile.height)
            gridArea = Rect(
                x: body.x, y: body.y, width: body.width, height: max(0, rowY - 1 - body.y))
        }
        let bigEnough = width >= Self.minimumSize.width && height >= Self.minimumSize.height
        grid = bigEnough ? AspectGrid.fit(count: cardCount, in: gridArea, shape: shape) : nil
    }

    /// Whether the table can be drawn at this size.
    public var fits: Bool { grid != nil }
}
