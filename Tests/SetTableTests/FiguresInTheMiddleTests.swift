import CardModel
import Render
import SetTable
import TableLayout
import TestSupport
import Testing

/// The figures on a Set card stand in the middle of it, at every size a table gives its
/// cards (`CardsInTheMiddle`).
@Suite struct FiguresInTheMiddleTests {
    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true), RenderOptions(monochrome: true)])
    func setFiguresStandInTheMiddleOfTheirCards(options: RenderOptions) {
        let sizes =
            CardsInTheMiddle.cardSizes(shape: .set, counts: [12, 15, 18, 21, 27, 81])
            + CardsInTheMiddle.cardSizes(shape: .set, counts: [12], pileCount: 0)
        let card = SetCard(number: 3, shape: .oval, shading: .striped, color: .green)
        for size in sizes {
            var screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
            let rect = Rect(x: 1, y: 1, width: size.width, height: size.height)
            SetCardPainter(options: options).paint(card, in: rect, on: &screen)
            let bordered = SetCardPainter.Detail.forCard(width: size.width, height: size.height) != .token
            CardsInTheMiddle.expect(
                screen, bordered ? rect.insetBy(dx: 1, dy: 1) : rect,
                "a Set card \(size.width)x\(size.height)")
        }
    }
}
