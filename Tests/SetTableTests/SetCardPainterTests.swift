import CardModel
import Render
import SetTable
import TableLayout
import TestSupport
import Testing

@Suite struct SetCardPainterTests {
    /// Nine cards: every shape with every shading, the number and colour varying too.
    static let sampler: [SetCard] = SetShape.allCases.flatMap { shape in
        SetShading.allCases.map { shading in
            SetCard(
                number: (shape.rawValue + shading.rawValue) % 3 + 1, shape: shape, shading: shading,
                color: SetColor(rawValue: (shape.rawValue * 2 + shading.rawValue) % 3) ?? .red)
        }
    }

    /// The nine sampler cards in a 3x3 sheet of cards `height` rows tall.
    static func sheet(
        height: Int, options: RenderOptions = RenderOptions(), highlights: [CardHighlight] = []
    ) -> String {
        let card = CardShape.set.size(height: height)
        var screen = Screen(size: Size(width: 3 * (card.width + 2) + 1, height: 3 * (card.height + 1)))
        let painter = SetCardPainter(options: options)
        for (index, sample) in sampler.enumerated() {
            let rect = Rect(
                x: 1 + (index % 3) * (card.width + 2), y: (index / 3) * (card.height + 1),
                width: card.width, height: card.height)
            let highlight = index < highlights.count ? highlights[index] : .none
            painter.paint(sample, highlight: highlight, in: rect, on: &screen)
        }
        return screen.text
    }

    /// Every way the terminal can limit drawing.
    static let allOptions = [
        RenderOptions(), RenderOptions(ascii: true), RenderOptions(monochrome: true),
        RenderOptions(ascii: true, monochrome: true),
    ]

    /// Card sizes that give each level of detail, as the table lays them out.
    static let sizeOfEachLevel: [(SetCardPainter.Detail, Size)] = [
        (.token, Size(width: 6, height: 2)), (.glyphs, Size(width: 9, height: 3)),
        (.glyphs, Size(width: 12, height: 4)), (.glyphs, Size(width: 15, height: 5)),
        (.drawn, Size(width: 18, height: 6)), (.drawn, Size(width: 24, height: 8)),
        (.drawn, Size(width: 42, height: 14)),
    ]

    @Test(arguments: [2, 3, 4, 5, 6, 7, 9, 12, 14])
    func eachLevelOfDetail(height: Int) {
        expectGolden(Self.sheet(height: height), named: "faces-h\(height)")
    }

    @Test func levelsOfDetailFollowTheWidthAsWellAsTheHeight() {
        typealias Detail = SetCardPainter.Detail
        #expect(Detail.forCard(width: 6, height: 2) == .token)
        // Three rows hold a border round a row of figures.
        #expect(Detail.forCard(width: 9, height: 3) == .glyphs)
        #expect(Detail.forCard(width: 12, height: 4) == .glyphs)
        #expect(Detail.forCard(width: 15, height: 5) == .glyphs)
        #expect(Detail.forCard(width: 17, height: 5) == .glyphs)
        // A tall window's 18x6 cards are drawn; the same height half as wide is not.
        #expect(Detail.forCard(width: 18, height: 6) == .drawn)
        #expect(Detail.forCard(width: 17, height: 6) == .drawn)
        #expect(Detail.forCard(width: 16, height: 6) == .glyphs)
        #expect(Detail.forCard(width: 12, height: 8) == .glyphs)
        // Turning over, a bordered card stays bordered until it is almost edge-on.
        #expect(Detail.forCard(width: 4, height: 8) == .glyphs)
        #expect(Detail.forCard(width: 3, height: 8) == .token)
        #expect(Detail.forCard(width: 9, height: 5) == .glyphs)
        #expect(Detail.forCard(width: 40, height: 2) == .token)
    }

    /// An 80x24 table keeps its cards bordered up to 42 cards, and 18 cards are as large
    /// as 15.
    @Test func cardsOnAnEightyByTwentyFourTableKeepTheirBordersUpTo42() throws {
        let size = Size(width: 80, height: 24)
        for count in 1...42 {
            let grid = try #require(TableLayout(size: size, cardCount: count).grid)
            let detail = SetCardPainter.Detail.forCard(
                width: grid.cardSize.width, height: grid.cardSize.height)
            #expect(detail != .token, "\(count) cards of \(grid.cardSize) at 80x24")
        }
        let fifteen = try #require(TableLayout(size: size, cardCount: 15).grid)
        let eighteen = try #require(TableLayout(size: size, cardCount: 18).grid)
        #expect(eighteen.cardSize == fifteen.cardSize)
    }

    @Test func smallFiguresStandCentredInTheirCard() {
        for width in 5...16 {
            for options in Self.allOptions {
                for number in 1...3 {
                    let card = SetCard(number: number, shape: .diamond, shading: .solid, color: .green)
                    var screen = Screen(size: Size(width: width, height: 4))
                    SetCardPainter(options: options).paint(
                        card, highlight: .none, in: Rect(x: 0, y: 0, width: width, height: 4), on: &screen)
                    guard
                        let row = (1..<3).map({ screen.line($0) }).first(where: {
                            $0.dropFirst().dropLast().contains { $0 != " " }
                        })
                    else { continue }
                    let inside = Array(row.dropFirst().dropLast())
                    let left = inside.prefix { $0 == " " }.count
                    let right = inside.reversed().prefix { $0 == " " }.count
                    #expect(abs(left - right) <= 1, "\(number) in \(width) columns: |\(String(inside))|")
                }
            }
        }
    }

    @Test(arguments: [2, 3, 5, 6, 8, 14])
    func asciiOnly(height: Int) {
        let text = Self.sheet(height: height, options: RenderOptions(ascii: true))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        expectGolden(text, named: "faces-ascii-h\(height)")
    }

    @Test(arguments: [2, 5, 8])
    func monochromeSpellsOutTheColour(height: Int) {
        let text = Self.sheet(height: height, options: RenderOptions(monochrome: true))
        expectGolden(text, named: "faces-mono-h\(height)")
    }

    /// A card nine columns wide (Set at 50x15) names purple as it names red and green,
    /// without the spaces that no longer fit.
    @Test func monochromeNamesEveryColourWhereTheNameFits() {
        for color in SetColor.allCases {
            var screen = Screen(size: Size(width: 9, height: 3))
            let card = SetCard(number: 2, shape: .oval, shading: .open, color: color)
            SetCardPainter(options: RenderOptions(monochrome: true)).paint(
                card, highlight: .none, in: Rect(x: 0, y: 0, width: 9, height: 3), on: &screen)
            let top = screen.text.split(separator: "\n").first.map(String.init) ?? ""
            #expect(top.contains(color.name), "\(color): \(top)")
        }
    }

    static let states: [CardHighlight] = [
        CardHighlight(isFocused: true), CardHighlight(state: .selected),
        CardHighlight(isFocused: true, state: .selected), CardHighlight(state: .matched),
        CardHighlight(state: .mismatched), CardHighlight(state: .hinted),
        CardHighlight(isFocused: true, state: .matched), CardHighlight(isFocused: true, state: .mismatched),
        .none,
    ]

    @Test(arguments: [2, 3, 5, 8])
    func focusSelectionMatchMismatchAndHintLookDifferent(height: Int) {
        expectGolden(Self.sheet(height: height, highlights: Self.states), named: "states-h\(height)")
        expectGolden(
            Self.sheet(
                height: height, options: RenderOptions(ascii: true, monochrome: true), highlights: Self.states
            ),
            named: "states-ascii-mono-h\(height)")
    }

    @Test func shapesAreDrawnInTheirCardsColour() {
        var screen = Screen(size: Size(width: 30, height: 10))
        let card = SetCard(number: 2, shape: .oval, shading: .solid, color: .purple)
        SetCardPainter(options: RenderOptions()).paint(
            card, in: Rect(x: 0, y: 0, width: 24, height: 8), on: &screen)
        let inks = Set(screen.cells.filter { $0.character == "█" }.map(\.style.ink))
        #expect(inks == [.cardPurple])
    }

    @Test func everySizeStaysInsideItsRect() {
        for options in Self.allOptions {
            for height in 1...20 {
                for width in [CardShape.set.size(height: height).width, height * 2, height * 4] {
                    let rect = Rect(x: 2, y: 1, width: width, height: height)
                    for sample in Self.sampler {
                        var screen = Screen(size: Size(width: width + 4, height: height + 2))
                        SetCardPainter(options: options).paint(sample, in: rect, on: &screen)
                        for y in 0..<screen.size.height {
                            for x in 0..<screen.size.width where !rect.contains(Point(x: x, y: y)) {
                                #expect(
                                    screen[x, y] == .blank, "\(width)x\(height) drew outside at \(x),\(y)")
                            }
                        }
                    }
                }
            }
        }
    }
}
