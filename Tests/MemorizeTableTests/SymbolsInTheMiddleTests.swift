import MemorizeTable
import Render
import TableLayout
import TestSupport
import Testing

/// The symbol on a Memorize card stands in the middle of it, at every size a table gives
/// its cards (`CardsInTheMiddle`).
@Suite struct SymbolsInTheMiddleTests {
    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true)])
    func memorizeEmojiStandInTheMiddleOfTheirCards(options: RenderOptions) {
        let sizes = CardsInTheMiddle.cardSizes(shape: .memory, counts: [12, 16, 20, 24, 30], fills: true)
        for size in sizes {
            let rect = Rect(x: 1, y: 1, width: size.width, height: size.height)
            let bordered = size.height >= 3 && size.width >= 4
            let inside = bordered ? rect.insetBy(dx: 1, dy: 1) : rect
            // Against others no bonus is drawn: the emoji has the whole face.
            var screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
            MemoryCardPainter(options: options).paint(
                symbol: options.ascii ? "A" : "🐶", face: .up(bonus: nil), ink: .normal, isFocused: false,
                in: rect, on: &screen, hasBonusRow: false)
            CardsInTheMiddle.expect(
                screen, inside, "a Memorize card \(size.width)x\(size.height) in a contest")
            // Alone, the bar keeps the face's last row (matched too, so the emoji does not
            // jump as it fades): the emoji stands in the middle of the rows above it.
            guard bordered, size.height >= 4 else { continue }
            screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
            MemoryCardPainter(options: options).paint(
                symbol: options.ascii ? "A" : "🐶", face: .up(bonus: 0), ink: .normal, isFocused: false,
                in: rect, on: &screen)
            var aboveTheBar = inside
            aboveTheBar.height -= 1
            CardsInTheMiddle.expect(screen, aboveTheBar, "a Memorize card \(size.width)x\(size.height) alone")
        }
    }
}
