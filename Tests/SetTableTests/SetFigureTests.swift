import CardModel
import Render
import SetTable
import TableLayout
import Testing

/// Each shape on a card is one figure that carries its own shading, at every size and in
/// every way of drawing; focus and state show around the figures, never on them.
@Suite struct SetFigureTests {
    typealias Face = [Cell]

    /// `card` painted into a rect of `size` (at 1,1 of a screen with a margin round it).
    static func paint(
        _ card: SetCard, size: Size, options: RenderOptions, highlight: CardHighlight = .none
    ) -> (screen: Screen, rect: Rect) {
        var screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
        let rect = Rect(x: 1, y: 1, width: size.width, height: size.height)
        SetCardPainter(options: options).paint(card, highlight: highlight, in: rect, on: &screen)
        return (screen, rect)
    }

    /// The cells inside the card's border (the whole card when it has none), row by row.
    static func face(_ screen: Screen, _ rect: Rect, bordered: Bool) -> Face {
        let inside = bordered ? rect.insetBy(dx: 1, dy: 1) : rect
        var cells: Face = []
        for y in inside.y..<inside.maxY {
            for x in inside.x..<inside.maxX { cells.append(screen[x, y]) }
        }
        return cells
    }

    /// The cells in the card's own ink, with where they are: the figures of a small card.
    static func figureCells(_ screen: Screen, _ rect: Rect, card: SetCard) -> [(point: Point, cell: Cell)] {
        var found: [(Point, Cell)] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where screen[x, y].style.ink == SetGlyphs.ink(card.color) {
                found.append((Point(x: x, y: y), screen[x, y]))
            }
        }
        return found
    }

    static let combinations: [(SetShape, SetShading)] = SetShape.allCases.flatMap { shape in
        SetShading.allCases.map { (shape, $0) }
    }

    @Test(arguments: SetCardPainterTests.allOptions)
    func nineShapesAndShadingsGiveNineDifferentFacesAtEveryLevel(options: RenderOptions) {
        for (detail, size) in SetCardPainterTests.sizeOfEachLevel {
            #expect(SetCardPainter.Detail.forCard(width: size.width, height: size.height) == detail)
            for number in 1...3 {
                let faces = Self.combinations.map { shape, shading in
                    let card = SetCard(number: number, shape: shape, shading: shading, color: .green)
                    let (screen, rect) = Self.paint(card, size: size, options: options)
                    return Self.face(screen, rect, bordered: detail != .token)
                }
                #expect(Set(faces).count == 9, "\(size.width)x\(size.height) \(options), \(number) a card")
            }
        }
    }

    /// On small cards, a card of n shapes shows n copies of one figure in one row, and that
    /// figure alone names both the shape and the shading.
    @Test(arguments: SetCardPainterTests.allOptions)
    func eachSmallFigureCarriesItsShapeAndItsShading(options: RenderOptions) {
        let small = SetCardPainterTests.sizeOfEachLevel.filter { $0.0 != .drawn }.map(\.1)
        for size in small {
            var figures: [[Cell]] = []
            for (shape, shading) in Self.combinations {
                let single = SetCard(number: 1, shape: shape, shading: shading, color: .purple)
                let (screen, rect) = Self.paint(single, size: size, options: options)
                let figure = Self.figureCells(screen, rect, card: single).map(\.cell)
                figures.append(figure)
                for number in 2...3 {
                    let card = SetCard(number: number, shape: shape, shading: shading, color: .purple)
                    let (screen, rect) = Self.paint(card, size: size, options: options)
                    let cells = Self.figureCells(screen, rect, card: card)
                    #expect(Set(cells.map(\.point.y)).count == 1, "one row at \(size.width)x\(size.height)")
                    #expect(
                        cells.map(\.cell) == Array(Array(repeating: figure, count: number).joined()),
                        "\(number) of the same figure at \(size.width)x\(size.height), \(options)")
                }
            }
            #expect(
                Set(figures).count == 9, "nine different figures at \(size.width)x\(size.height) \(options)")
            #expect(!figures.contains { $0.isEmpty })
        }
    }

    /// A drawn open, striped and solid shape differ by a fifth of the solid shape at least,
    /// pixel for pixel, not by a couple of pixels.
    @Test func drawnShadingsDifferByMuchMoreThanAFewPixels() {
        for height in [6, 7, 8, 10, 14, 18] {
            let size = CardShape.set.size(height: height)
            for shape in SetShape.allCases {
                let pixels = SetShading.allCases.map { shading in
                    let card = SetCard(number: 1, shape: shape, shading: shading, color: .red)
                    let (screen, rect) = Self.paint(card, size: size, options: RenderOptions())
                    return Self.pixelRows(screen, rect).flatMap { $0 }
                }
                let solid = pixels[0].filter { $0 }.count
                for (first, second) in [(0, 1), (1, 2), (0, 2)] {
                    let differing = zip(pixels[first], pixels[second]).filter { $0 != $1 }.count
                    #expect(
                        differing >= solid / 5,
                        "\(shape) at \(size.width)x\(size.height): \(SetShading.allCases[first]) and \(SetShading.allCases[second]) differ in \(differing) of \(solid) pixels"
                    )
                }
            }
        }
    }

    /// A striped squiggle keeps its outline and, where its band has room, stripes apart from its sides.
    ///
    /// So it still reads as an S, and neither as a solid band with holes nor as an open one
    /// drawn a little bolder. Tried at the sizes that have room (120x40 and up).
    @Test func aStripedSquiggleIsItsOutlineWithStripesApartFromItsSides() {
        for height in [10, 14, 18] {
            let size = CardShape.set.size(height: height)
            func pixels(_ shading: SetShading) -> [[Bool]] {
                let card = SetCard(number: 1, shape: .squiggle, shading: shading, color: .red)
                let (screen, rect) = Self.paint(card, size: size, options: RenderOptions())
                return Self.pixelRows(screen, rect)
            }
            let (open, striped) = (pixels(.open), pixels(.striped))
            let keepsTheOutline = zip(open, striped).allSatisfy { zip($0, $1).allSatisfy { !$0 || $1 } }
            #expect(keepsTheOutline, "the striped squiggle at \(size.width)x\(size.height) lost its outline")
            // Rows where the outline's two sides stand four pixels apart or more.
            var roomy = 0
            var standApart = 0
            for (openRow, stripedRow) in zip(open, striped) {
                guard let left = openRow.firstIndex(of: true), let right = openRow.lastIndex(of: true),
                    right - left > 4, !openRow[(left + 1)..<right].contains(true)
                else { continue }
                roomy += 1
                let between = Array(stripedRow[(left + 1)..<right])
                // A stripe apart from the sides and from other stripes: unlit either side.
                let apart = between.indices.dropFirst().dropLast().contains {
                    between[$0] && !between[$0 - 1] && !between[$0 + 1]
                }
                if apart { standApart += 1 }
            }
            #expect(
                2 * roomy >= open.filter { $0.contains(true) }.count,
                "\(size.width)x\(size.height): \(roomy) roomy rows")
            #expect(
                4 * standApart >= 3 * roomy,
                "\(size.width)x\(size.height): stripes apart on \(standApart) of \(roomy) rows")
        }
    }

    /// The pixels of a drawn face inside the border, row by row, from its quadrant blocks.
    static func pixelRows(_ screen: Screen, _ rect: Rect) -> [[Bool]] {
        let quadrants: [Character] = [
            " ", "▗", "▖", "▄", "▝", "▐", "▞", "▟", "▘", "▚", "▌", "▙", "▀", "▜", "▛", "█",
        ]
        let inside = rect.insetBy(dx: 1, dy: 1)
        var rows: [[Bool]] = []
        for y in inside.y..<inside.maxY {
            var top: [Bool] = []
            var bottom: [Bool] = []
            for x in inside.x..<inside.maxX {
                let bits = quadrants.firstIndex(of: screen[x, y].character) ?? 0
                top += [bits & 8 != 0, bits & 4 != 0]
                bottom += [bits & 2 != 0, bits & 1 != 0]
            }
            rows += [top, bottom]
        }
        return rows
    }

    /// The columns of pixels that cross a diamond's or an oval's hollow, where its stripes run.
    static func columns(_ rows: [[Bool]]) -> [[Bool]] {
        guard let width = rows.first?.count else { return rows }
        return (0..<width).map { x in rows.map { $0[x] } }
    }

    /// A striped diamond's or oval's stripes run across it from one side of its outline to
    /// the other, on about every other line: they never merge with the outline into a
    /// thicker one. (A squiggle's one stripe runs along its band: see below.)
    @Test func stripesCrossTheShapeFromOutlineToOutline() {
        for height in [6, 7, 8, 10, 14, 18] {
            let size = CardShape.set.size(height: height)
            for shape in [SetShape.diamond, .oval] {
                func lines(_ shading: SetShading) -> [[Bool]] {
                    let card = SetCard(number: 1, shape: shape, shading: shading, color: .green)
                    let (screen, rect) = Self.paint(card, size: size, options: RenderOptions())
                    return Self.columns(Self.pixelRows(screen, rect))
                }
                var hollow = 0
                var crossed = 0
                for (open, striped) in zip(lines(.open), lines(.striped)) {
                    // A line through the hollow meets the outline twice, with unlit pixels between.
                    guard let first = open.firstIndex(of: true), let last = open.lastIndex(of: true),
                        open[first...last].contains(false)
                    else { continue }
                    hollow += 1
                    if !striped[first...last].contains(false) { crossed += 1 }
                }
                #expect(hollow > 0)
                #expect(
                    3 * crossed >= hollow && 3 * crossed <= 2 * hollow,
                    "\(shape) at \(size.width)x\(size.height): \(crossed) of \(hollow) lines striped across")
            }
        }
    }

    @Test(arguments: SetCardPainterTests.allOptions)
    func focusShowsAroundTheCardAndLeavesItsFaceAlone(options: RenderOptions) {
        for (detail, size) in SetCardPainterTests.sizeOfEachLevel {
            for card in SetCardPainterTests.sampler {
                let (plain, rect) = Self.paint(card, size: size, options: options)
                let (focused, _) = Self.paint(
                    card, size: size, options: options, highlight: CardHighlight(isFocused: true))
                let bordered = detail != .token
                #expect(
                    Self.face(plain, rect, bordered: bordered)
                        == Self.face(focused, rect, bordered: bordered),
                    "\(card) at \(size.width)x\(size.height), \(options)")
                let pointers = (0..<focused.size.height).filter {
                    focused[0, $0].character == (options.ascii ? ">" : "▶")
                        && focused[rect.maxX, $0].character == (options.ascii ? "<" : "◀")
                }
                #expect(
                    pointers.count == 1, "pointers beside the focused card at \(size.width)x\(size.height)")
            }
        }
    }

    /// Selected, matched, mismatched and hinted cards keep their figures exactly as they are:
    /// bordered cards show the state on the border, tokens beside and around the figures.
    @Test(arguments: SetCardPainterTests.allOptions)
    func statesLeaveTheFiguresColourAndShadingAsTheyAre(options: RenderOptions) {
        let states: [CardHighlight.State] = [.selected, .matched, .mismatched, .hinted]
        for (detail, size) in SetCardPainterTests.sizeOfEachLevel {
            for card in SetCardPainterTests.sampler {
                let (plain, rect) = Self.paint(card, size: size, options: options)
                let figures = Self.figureCells(plain, rect, card: card)
                for state in states {
                    for isFocused in [false, true] {
                        let highlight = CardHighlight(isFocused: isFocused, state: state)
                        let (shown, _) = Self.paint(card, size: size, options: options, highlight: highlight)
                        if detail == .token {
                            for (point, cell) in figures {
                                #expect(shown[point.x, point.y] == cell, "\(card) \(highlight) at \(point)")
                            }
                        } else {
                            #expect(
                                Self.face(plain, rect, bordered: true)
                                    == Self.face(shown, rect, bordered: true),
                                "\(card) \(highlight) at \(size.width)x\(size.height)")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: SetCardPainterTests.allOptions)
    func theLegendNamesEveryFigureInAtMostFiftyColumns(options: RenderOptions) {
        let legend = SetGlyphs.legend(options: options)
        #expect(legend.allSatisfy { DisplayWidth.of($0) <= 50 }, "\(legend)")
        let text = legend.joined(separator: "\n")
        for (shape, shading) in Self.combinations {
            let figure =
                options.ascii
                ? SetGlyphs.asciiFigure(shape, shading) : String(SetGlyphs.figure(shape, shading))
            #expect(text.contains(figure), "\(figure) in the legend")
        }
        if options.ascii { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }) }
    }
}
