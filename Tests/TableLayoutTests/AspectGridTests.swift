import Testing

@testable import TableLayout

@Suite struct AspectGridTests {
    static let areas: [Rect] = [
        Rect(x: 0, y: 0, width: 78, height: 22), Rect(x: 1, y: 1, width: 64, height: 22),
        Rect(x: 3, y: 2, width: 118, height: 36), Rect(x: 0, y: 0, width: 198, height: 58),
        Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 0, y: 0, width: 30, height: 8),
        Rect(x: 5, y: 5, width: 7, height: 2), Rect(x: 0, y: 0, width: 160, height: 12),
    ]

    /// Never overlapping, never outside the area, the fixed card shape, and the largest:
    /// no card one row taller fits in any column count.
    @Test(arguments: areas)
    func fitsEveryCountUpTo81(area: Rect) {
        for count in 1...81 {
            guard let grid = AspectGrid.fit(count: count, in: area) else {
                #expect(!Self.anyFit(count: count, height: CardShape.landscape.minimumHeight, in: area))
                continue
            }
            let rects = grid.rects
            #expect(rects.count == count)
            #expect(grid.cardSize == CardShape.landscape.size(height: grid.cardSize.height))
            for (i, rect) in rects.enumerated() {
                #expect(area.contains(rect), "card \(i) of \(count) off the area \(area): \(rect)")
                for other in rects[(i + 1)...] { #expect(!rect.intersects(other)) }
            }
            #expect(!Self.anyFit(count: count, height: grid.cardSize.height + 1, in: area))
        }
    }

    /// Whether `count` cards of `height` fit `area` in any number of columns (brute force).
    static func anyFit(count: Int, height: Int, in area: Rect) -> Bool {
        let card = CardShape.landscape.size(height: height)
        let gap = CardShape.landscape.gap(forHeight: height)
        return (1...count).contains { columns in
            let rows = (count + columns - 1) / columns
            return columns * card.width + (columns - 1) * gap.width <= area.width
                && rows * card.height + (rows - 1) * gap.height <= area.height
        }
    }

    @Test func zeroAndTinyAreasFitNothing() {
        #expect(AspectGrid.fit(count: 12, in: .zero) == nil)
        #expect(AspectGrid.fit(count: 1, in: Rect(x: 0, y: 0, width: 5, height: 1)) == nil)
        #expect(AspectGrid.fit(count: 1, in: Rect(x: 0, y: 0, width: 6, height: 2)) != nil)
    }

    @Test func anEmptyTableIsAnEmptyGrid() throws {
        let grid = try #require(AspectGrid.fit(count: 0, in: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(grid.rects.isEmpty)
    }

    @Test func twelveCardsOnAWideAreaMakeFourColumnsOfThree() throws {
        let grid = try #require(AspectGrid.fit(count: 12, in: Rect(x: 0, y: 0, width: 100, height: 36)))
        #expect(grid.columns == 4 && grid.rows == 3)
        #expect(grid.cardSize == Size(width: 24, height: 8))
    }

    /// Memorize's rows share the cards out as evenly as they go, the longer rows first and
    /// each row centred; places never overlap, and a click finds each one.
    @Test(arguments: areas)
    func balancedRowsAreEvenCentredAndFoundAgain(area: Rect) {
        for count in 1...40 {
            guard let grid = AspectGrid.fit(count: count, in: area, shape: .portrait) else { continue }
            let lengths = (0..<grid.rows).map { grid.indices(inRow: $0).count }
            #expect(lengths.reduce(0, +) == count)
            #expect(lengths == lengths.sorted(by: >), "\(count) in \(area): \(lengths)")
            #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 1, "\(count) in \(area): \(lengths)")
            for row in 0..<grid.rows {
                let places = grid.indices(inRow: row)
                let left = grid.rect(at: places.lowerBound).x - grid.frame.x
                let right = grid.frame.maxX - grid.rect(at: places.upperBound - 1).maxX
                #expect(left - right == 0 || left - right == 1, "row \(row) of \(count) in \(area)")
                #expect(places.allSatisfy { grid.row(of: $0) == row })
            }
            let rects = grid.rects
            for (i, rect) in rects.enumerated() {
                #expect(grid.frame.contains(rect) && area.contains(rect))
                #expect(grid.index(at: Point(x: rect.x, y: rect.y)) == i)
                #expect(grid.index(at: Point(x: rect.maxX - 1, y: rect.maxY - 1)) == i)
                #expect(grid.index(at: Point(x: rect.x - 1, y: rect.y)) == nil)
                for other in rects[(i + 1)...] { #expect(!rect.intersects(other)) }
            }
        }
    }

    @Test func sixteenMemoryCardsInThreeRowsAreSixFiveAndFive() throws {
        let grid = try #require(
            AspectGrid.fit(count: 16, in: Rect(x: 1, y: 1, width: 118, height: 38), shape: .portrait))
        #expect(grid.columns == 6 && grid.rows == 3)
        #expect((0..<3).map { grid.indices(inRow: $0) } == [0..<6, 6..<11, 11..<16])
        // The short rows stand half a card in, between the cards of the long row.
        let step = grid.cardSize.width + grid.gap.width
        #expect(grid.rect(at: 6).x == grid.rect(at: 0).x + (step + 1) / 2)
    }

    @Test func hitTestingFindsTheCardUnderAPoint() throws {
        let grid = try #require(AspectGrid.fit(count: 12, in: Rect(x: 2, y: 1, width: 100, height: 36)))
        for (index, rect) in grid.rects.enumerated() {
            #expect(grid.index(at: Point(x: rect.x, y: rect.y)) == index)
            #expect(grid.index(at: Point(x: rect.maxX - 1, y: rect.maxY - 1)) == index)
            #expect(grid.index(at: Point(x: rect.maxX, y: rect.y)) == nil)  // the gap
        }
        #expect(grid.index(at: Point(x: 0, y: 0)) == nil)
    }
}

@Suite struct TableLayoutTests {
    /// Every table that can arise in play, up to all 81 cards, fits 80x24.
    @Test func everyTableFits80x24() {
        for count in 0...81 {
            #expect(TableLayout(size: Size(width: 80, height: 24), cardCount: count).fits)
        }
    }

    @Test(arguments: [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60),
        Size(width: 60, height: 50), Size(width: 50, height: 70),
    ])
    func partsNeverOverlapAndStayOnScreen(size: Size) throws {
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for count in [3, 12, 15, 21, 81] {
            let layout = TableLayout(size: size, cardCount: count)
            let grid = try #require(layout.grid)
            let parts = [layout.header, layout.status, layout.deck, layout.discard, grid.frame]
            for (i, part) in parts.enumerated() {
                #expect(screen.contains(part), "\(part) off \(size)")
                for other in parts[(i + 1)...] { #expect(!part.intersects(other), "\(part) meets \(other)") }
            }
            #expect(!layout.deck.intersects(layout.discard))
        }
    }

    /// Every pile is on the table, its stack's edge too (a column and a row past it), apart
    /// from the grid and the other piles: the deck and four players' piles, and UltraSet's
    /// card after them, at every size a table is drawn at.
    @Test(arguments: [
        Size(width: 40, height: 10), Size(width: 50, height: 15), Size(width: 40, height: 24),
        Size(width: 80, height: 24), Size(width: 60, height: 50), Size(width: 50, height: 70),
        Size(width: 120, height: 40), Size(width: 44, height: 40),
    ])
    func everyPileIsOnTheTable(size: Size) throws {
        let body = Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)
        for piles in 1...5 {
            let layout = TableLayout(size: size, cardCount: 12, pileCount: piles)
            let grid = try #require(layout.grid, "\(size)")
            let stacks = [layout.deck] + layout.piles
            #expect(stacks.count == piles + 1)
            for (index, stack) in stacks.enumerated() {
                let withEdge = Rect(x: stack.x, y: stack.y, width: stack.width + 1, height: stack.height + 1)
                #expect(body.contains(withEdge), "stack \(index) of \(piles + 1) at \(stack), \(size)")
                #expect(!stack.intersects(grid.frame), "stack \(index) meets the grid at \(size)")
                #expect(stack.width >= 6, "wide enough for a label (P4 12) at \(size)")
                for other in stacks[(index + 1)...] {
                    #expect(!stack.intersects(other), "stacks meet at \(size)")
                }
            }
        }
    }

    @Test func pilesBesideWhenWideAndBelowWhenTall() {
        #expect(TableLayout(size: Size(width: 120, height: 40), cardCount: 12).placement == .beside)
        #expect(TableLayout(size: Size(width: 60, height: 50), cardCount: 12).placement == .below)
    }

    @Test func tooSmallTerminalsDoNotFit() {
        #expect(!TableLayout(size: Size(width: 30, height: 8), cardCount: 12).fits)
        #expect(!TableLayout(size: .zero, cardCount: 12).fits)
        #expect(!TableLayout(size: Size(width: -3, height: 5), cardCount: 1).fits)
    }

    /// Memorize's grid has the whole table, so its cards are as large as the table allows;
    /// the deck waits in the table's corner.
    @Test(arguments: [
        Size(width: 50, height: 16), Size(width: 60, height: 50), Size(width: 80, height: 24),
        Size(width: 120, height: 40), Size(width: 300, height: 90),
    ])
    func aGridThatFillsTheTableHasItAll(size: Size) throws {
        let body = Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)
        for count in [8, 12, 16, 20, 30] {
            let layout = TableLayout(size: size, cardCount: count, shape: .portrait, gridFillsTable: true)
            let grid = try #require(layout.grid)
            #expect(grid == AspectGrid.fit(count: count, in: body, shape: .portrait))
            #expect(body.contains(layout.deck) && layout.piles == [layout.deck])
            #expect(layout.deck.maxX + 1 == body.maxX && layout.deck.maxY + 1 == body.maxY)
        }
    }

    @Test func cardsGrowAsTheTableShrinks() throws {
        let size = Size(width: 120, height: 40)
        let twelve = try #require(TableLayout(size: size, cardCount: 12).grid)
        let twentyOne = try #require(TableLayout(size: size, cardCount: 21).grid)
        #expect(twelve.cardSize.height > twentyOne.cardSize.height)
    }
}
