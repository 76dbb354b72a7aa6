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
    public private(set) var gridArea: Rect
    public let deck: Rect
    /// Where won cards gather: the discard pile alone, or each player's pile.
    public let piles: [Rect]
    /// The first pile: the discard pile of a game alone.
    public var discard: Rect { piles.first ?? deck }
    /// The cards' grid, or nil when the cards do not fit (the terminal is too small).
    public private(set) var grid: AspectGrid?
    /// A panel beside or below the grid in place of the piles (the daily puzzle's list of
    /// Sets found), when asked for; empty otherwise.
    public let panel: Rect
    /// Small places in a row under the grid, for cards beside the table (Set-Chain's previous Set):
    /// the places after the grid's, in order.
    ///
    /// Empty unless asked for.
    public private(set) var aside: [Rect] = []

    /// The width of a panel beside the grid, and the height of one below it.
    public static let panelSize = Size(width: 24, height: 8)

    /// The layout for `cardCount` cards of `shape` on a terminal of `size`, with `pileCount`
    /// piles for won cards (1: the discard pile; 2 to 4: one for each player) after the deck,
    /// or, with `pileCount` 0, no deck or piles but a panel.
    ///
    /// With `gridFillsTable`, for a game whose deck is there only while it deals and which
    /// has no piles (Memorize), the grid takes the whole table, centred on it, and the deck
    /// waits in its bottom right corner: it lies under the cards, where the last ones dealt
    /// cover it as it runs out, and cards swept off the table go back onto it.
    /// With `asideCount`, that many small places lie in a row under the grid (its area a band
    /// shorter), the places after the grid's `cardCount`.
    public init(
        size: Size, cardCount: Int, shape: CardShape = .landscape, pileCount: Int = 1,
        gridFillsTable: Bool = false,
        asideCount: Int = 0
    ) {
        self.init(
            without: size, cardCount: cardCount, shape: shape, pileCount: pileCount,
            gridFillsTable: gridFillsTable)
        guard asideCount > 0, gridFillsTable == false else { return }
        // Small cards, a row apart from the grid: three rows tall where the table has room.
        let height = gridArea.height >= 18 ? 3 : 2
        let card = shape.size(height: height)
        let gap = 2
        let band = Rect(
            x: gridArea.x, y: gridArea.maxY - height, width: gridArea.width, height: height)
        let rowWidth = asideCount * card.width + (asideCount - 1) * gap
        let startX = band.x + max(0, (band.width - rowWidth) / 2)
        aside = (0..<asideCount).map { index in
            Rect(x: startX + index * (card.width + gap), y: band.y, width: card.width, height: card.height)
        }
        gridArea = Rect(
            x: gridArea.x, y: gridArea.y, width: gridArea.width, height: max(0, band.y - 1 - gridArea.y))
        let bigEnough = size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height
        grid =
            bigEnough && rowWidth <= band.width
            ? AspectGrid.fit(count: cardCount, in: gridArea, shape: shape) : nil
    }

    /// Where place `index` lies: in the grid, or (after the grid's places) aside; nil when
    /// the table does not fit or there is no such place.
    public func rect(ofPlace index: Int) -> Rect? {
        guard let grid, index >= 0 else { return nil }
        if index < grid.count { return grid.rect(at: index) }
        let aside = index - grid.count
        return self.aside.indices.contains(aside) ? self.aside[aside] : nil
    }

    /// The place at `point`: a card of the grid, or one aside.
    public func place(at point: Point) -> Int? {
        guard let grid else { return nil }
        if let index = grid.index(at: point) { return index }
        return aside.firstIndex { $0.contains(point) }.map { grid.count + $0 }
    }

    /// The layout with nothing aside.
    private init(
        without size: Size, cardCount: Int, shape: CardShape, pileCount: Int, gridFillsTable: Bool
    ) {
        self.size = size
        let width = max(0, size.width)
        let height = max(0, size.height)
        header = Rect(x: 0, y: 0, width: width, height: min(1, height))
        status = Rect(x: 0, y: max(0, height - 1), width: width, height: min(1, height))
        let body = Rect(x: 1, y: 1, width: max(0, width - 2), height: max(0, height - 2))
        // A row is about two columns tall: compare the body's on-screen proportions.
        placement = body.width >= 2 * body.height ? .beside : .below
        let bigEnough = width >= Self.minimumSize.width && height >= Self.minimumSize.height
        if gridFillsTable {
            panel = .zero
            // A stack (one column and row more for its edge) about a sixth of the table tall.
            let pile = shape.size(height: min(7, max(2, height / 6)))
            deck = Rect(
                x: body.maxX - pile.width - 1, y: body.maxY - pile.height - 1, width: pile.width,
                height: pile.height)
            piles = [deck]
            gridArea = body
            grid = bigEnough ? AspectGrid.fit(count: cardCount, in: gridArea, shape: shape) : nil
            return
        }
        guard pileCount > 0 else {
            // A panel in place of the piles: a column beside the grid, or rows below it.
            piles = []
            switch placement {
            case .beside:
                let panelWidth = min(Self.panelSize.width, body.width / 3)
                panel = Rect(x: body.maxX - panelWidth, y: body.y, width: panelWidth, height: body.height)
                gridArea = Rect(
                    x: body.x, y: body.y, width: max(0, panel.x - 2 - body.x), height: body.height)
            case .below:
                let panelHeight = min(Self.panelSize.height, body.height / 3)
                panel = Rect(x: body.x, y: body.maxY - panelHeight, width: body.width, height: panelHeight)
                gridArea = Rect(x: body.x, y: body.y, width: body.width, height: max(0, panel.y - 1 - body.y))
            }
            // Cards are dealt from the top of the panel.
            deck = Rect(x: panel.x + 1, y: panel.y + 1, width: shape.size(height: 2).width, height: 2)
            grid = bigEnough ? AspectGrid.fit(count: cardCount, in: gridArea, shape: shape) : nil
            return
        }
        panel = .zero
        // The deck and the piles: one column beside the grid, or one row below it, each
        // pile drawn as a stack (one extra column and row for its edge).
        let stacks = pileCount + 1
        switch placement {
        case .beside:
            // The tallest piles that fit, a row apart; then, before a pile loses its border
            // (three rows), with only the edge of the stack between them.
            var pileHeight = min(7, max(2, height / 6))
            var spacing = 2
            while pileHeight > 2 && stacks * (pileHeight + spacing) > body.height {
                if spacing == 2 && pileHeight == 3 {
                    spacing = 1
                } else {
                    pileHeight -= 1
                }
            }
            // Two rows between the shortest piles, where they fit: else one, so that no pile
            // (UltraSet's card, a fourth player's pile) falls off the bottom of the table.
            if pileHeight == 2 { spacing = stacks * (pileHeight + 2) <= body.height ? 2 : 1 }
            // Where even those do not fit (four players' piles at 50x15), piles one row tall,
            // as wide as two-row ones for their labels, the edge of each stack between them;
            // at the smallest tables the next pile covers that edge.
            var pile = shape.size(height: pileHeight)
            func fits() -> Bool { (stacks - 1) * (pile.height + spacing) + pile.height + 2 <= body.height }
            if !fits() && pile.height == 2 { pile.height = 1 }
            if !fits() { spacing = 0 }
            let columnX = body.maxX - (pile.width + 1)
            let rects = (0..<stacks).map { index in
                Rect(
                    x: columnX, y: body.y + 1 + index * (pile.height + spacing), width: pile.width,
                    height: pile.height)
            }
            deck = rects[0]
            piles = Array(rects.dropFirst())
            // One column between the grid and the piles, where the focus pointer of a card
            // in the last column goes: a column more would cost 18 cards at 80x24 a size.
            gridArea = Rect(
                x: body.x, y: body.y, width: max(0, columnX - 1 - body.x), height: body.height)
        case .below:
            var pileHeight = min(6, max(2, min(height / 8, (width - 6) / 6)))
            func rowWidth(_ count: Int, _ pileWidth: Int) -> Int { count * (pileWidth + 1) + (count - 1) * 4 }
            while pileHeight > 2 && rowWidth(stacks, shape.size(height: pileHeight).width) > body.width {
                pileHeight -= 1
            }
            let pile = shape.size(height: pileHeight)
            // A row of stacks wider than the table (four players' piles in 40 columns) is
            // two rows, a row apart below the stacks' edges.
            let perRow = rowWidth(stacks, pile.width) <= body.width ? stacks : (stacks + 1) / 2
            let rows = (stacks + perRow - 1) / perRow
            let firstRowY = body.maxY - pile.height - 1 - (rows - 1) * (pile.height + 2)
            let rects = (0..<stacks).map { index in
                let row = index / perRow
                let inRow = min(perRow, stacks - row * perRow)
                let startX = body.x + (body.width - rowWidth(inRow, pile.width)) / 2
                return Rect(
                    x: startX + (index % perRow) * (pile.width + 5), y: firstRowY + row * (pile.height + 2),
                    width: pile.width, height: pile.height)
            }
            deck = rects[0]
            piles = Array(rects.dropFirst())
            gridArea = Rect(
                x: body.x, y: body.y, width: body.width, height: max(0, firstRowY - 1 - body.y))
        }
        grid = bigEnough ? AspectGrid.fit(count: cardCount, in: gridArea, shape: shape) : nil
    }

    /// Whether the table can be drawn at this size.
    public var fits: Bool { grid != nil }
}
