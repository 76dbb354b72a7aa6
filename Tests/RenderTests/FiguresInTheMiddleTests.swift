import CardModel
import Render
import TableLayout
import Testing

/// What is on a card stands in the middle of it, at every size a table gives its cards: as
/// many empty rows above it as below, or one more above (never more below: a card of an
/// even number of rows leans down, not up).
@Suite struct FiguresInTheMiddleTests {
    /// The window sizes a player tries first.
    static let windows = [
        Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 40),
        Size(width: 200, height: 60),
    ]

    /// Every card size Set, the daily puzzle and Memorize deal at those windows.
    static func cardSizes(shape: CardShape, counts: [Int], pileCount: Int = 1, fills: Bool = false) -> [Size]
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
    static func margins(_ screen: Screen, in area: Rect) -> (above: Int, below: Int)? {
        let drawn = (area.y..<area.maxY).filter { y in
            (area.x..<area.maxX).contains { x in screen[x, y].character != " " }
        }
        guard let first = drawn.first, let last = drawn.last else { return nil }
        return (first - area.y, area.maxY - 1 - last)
    }

    static func expectInTheMiddle(_ screen: Screen, _ area: Rect, _ what: String) {
        guard let (above, below) = margins(screen, in: area) else {
            Issue.record("nothing drawn on \(what)")
            return
        }
        #expect(
            above == below || above == below + 1,
            "\(what): \(above) empty rows above, \(below) below\n\(screen.text)")
    }

    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true), RenderOptions(monochrome: true)])
    func setFiguresStandInTheMiddleOfTheirCards(options: RenderOptions) {
        let sizes =
            Self.cardSizes(shape: .set, counts: [12, 15, 18, 21, 27, 81])
            + Self.cardSizes(shape: .set, counts: [12], pileCount: 0)
        let card = SetCard(number: 3, shape: .oval, shading: .striped, color: .green)
        for size in sizes {
            var screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
            let rect = Rect(x: 1, y: 1, width: size.width, height: size.height)
            SetCardPainter(options: options).paint(card, in: rect, on: &screen)
            let bordered = SetCardPainter.Detail.forCard(width: size.width, height: size.height) != .token
            Self.expectInTheMiddle(
                screen, bordered ? rect.insetBy(dx: 1, dy: 1) : rect,
                "a Set card \(size.width)x\(size.height)")
        }
    }

    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true)])
    func memorizeEmojiStandInTheMiddleOfTheirCards(options: RenderOptions) {
        let sizes = Self.cardSizes(shape: .memory, counts: [12, 16, 20, 24, 30], fills: true)
        for size in sizes {
            let rect = Rect(x: 1, y: 1, width: size.width, height: size.height)
            let bordered = size.height >= 3 && size.width >= 4
            let inside = bordered ? rect.insetBy(dx: 1, dy: 1) : rect
            // Against others no bonus is drawn: the emoji has the whole face.
            var screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
            MemoryCardPainter(options: options).paint(
                symbol: options.ascii ? "A" : "🐶", face: .up(bonus: nil), ink: .normal, isFocused: false,
                in: rect, on: &screen, hasBonusRow: false)
            Self.expectInTheMiddle(
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
            Self.expectInTheMiddle(screen, aboveTheBar, "a Memorize card \(size.width)x\(size.height) alone")
        }
    }
}
