import CardModel
import Render
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

    @Test(arguments: [2, 3, 4, 5, 6, 7, 9, 12])
    func eachLevelOfDetail(height: Int) {
        expectGolden(Self.sheet(height: height), named: "faces-h\(height)")
    }

    @Test func levelsOfDetailFollowTheHeight() {
        #expect(SetCardPainter.Detail.forCard(height: 2) == .token)
        #expect(SetCardPainter.Detail.forCard(height: 3) == .token)
        #expect(SetCardPainter.Detail.forCard(height: 4) == .glyphs)
        #expect(SetCardPainter.Detail.forCard(height: 6) == .glyphs)
        #expect(SetCardPainter.Detail.forCard(height: 7) == .drawn)
    }

    @Test(arguments: [2, 5, 8])
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

    static let states: [CardHighlight] = [
        CardHighlight(isFocused: true), CardHighlight(state: .selected),
        CardHighlight(isFocused: true, state: .selected), CardHighlight(state: .matched),
        CardHighlight(state: .mismatched), CardHighlight(state: .hinted),
        CardHighlight(isFocused: true, state: .matched), CardHighlight(isFocused: true, state: .mismatched),
        .none,
    ]

    @Test(arguments: [2, 5, 8])
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
        for height in 1...20 {
            let card = CardShape.set.size(height: height)
            var screen = Screen(size: Size(width: card.width + 4, height: card.height + 2))
            let rect = Rect(x: 2, y: 1, width: card.width, height: card.height)
            for sample in Self.sampler {
                screen = Screen(size: screen.size)
                SetCardPainter(options: RenderOptions()).paint(sample, in: rect, on: &screen)
                for y in 0..<screen.size.height {
                    for x in 0..<screen.size.width where !rect.contains(Point(x: x, y: y)) {
                        #expect(screen[x, y] == .blank, "h\(height) drew outside at \(x),\(y)")
                    }
                }
            }
        }
    }
}
