import CardModel
import MemorizeTable
import Render
import TableLayout
import TestSupport
import Testing

@Suite struct MemoryCardPainterTests {
    /// Memorize card sizes from the smallest the table lays out to a 200x60 window's.
    static let sizes = (2...18).map { CardShape.memory.size(height: $0) }

    static func paint(
        _ face: MemoryCardPainter.Face, size: Size, isFocused: Bool = false,
        options: RenderOptions = RenderOptions()
    ) -> (screen: Screen, rect: Rect) {
        var screen = Screen(size: Size(width: size.width + 2, height: size.height + 2))
        let rect = Rect(x: 1, y: 1, width: size.width, height: size.height)
        MemoryCardPainter(options: options).paint(
            symbol: options.ascii ? "@" : "🐶", face: face, ink: .hueBlue, isFocused: isFocused, in: rect,
            on: &screen)
        return (screen, rect)
    }

    /// The cells of the bonus bar and points: drawn in the bonus ink.
    static func bonusCells(_ screen: Screen, _ rect: Rect) -> [Cell] {
        var cells: [Cell] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where screen[x, y].style.ink == .selected {
                cells.append(screen[x, y])
            }
        }
        return cells
    }

    /// Cards of each size in a row: face down, face up with all, half and a little of the
    /// bonus left, matched, and face up with the focus.
    static func sheet(height: Int, options: RenderOptions) -> String {
        let faces: [(MemoryCardPainter.Face, Bool)] = [
            (.down, false), (.up(bonus: 1), false), (.up(bonus: 0.5), false), (.up(bonus: 0.05), false),
            (.up(bonus: 0), false), (.matched(opacity: 1), false), (.up(bonus: 0.5), true),
        ]
        let card = CardShape.memory.size(height: height)
        var screen = Screen(size: Size(width: faces.count * (card.width + 2) + 1, height: card.height))
        let painter = MemoryCardPainter(options: options)
        for (index, (face, isFocused)) in faces.enumerated() {
            let rect = Rect(x: 1 + index * (card.width + 2), y: 0, width: card.width, height: card.height)
            painter.paint(
                symbol: options.ascii ? "@" : "🐶", face: face, ink: .hueBlue, isFocused: isFocused,
                in: rect,
                on: &screen)
        }
        return screen.text
    }

    @Test(arguments: [2, 3, 4, 6, 12])
    func facesAtEachSize(height: Int) {
        expectGolden(Self.sheet(height: height, options: RenderOptions()), named: "memory-h\(height)")
        let ascii = Self.sheet(height: height, options: RenderOptions(ascii: true))
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
        expectGolden(ascii, named: "memory-ascii-h\(height)")
    }

    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true), RenderOptions(monochrome: true)])
    func theBonusShowsOnEveryFaceUpCardFocusedOrNot(options: RenderOptions) {
        for size in Self.sizes {
            for isFocused in [false, true] {
                var lengths: [Int] = []
                for bonus in [1.0, 0.6, 0.2] {
                    let (screen, rect) = Self.paint(
                        .up(bonus: bonus), size: size, isFocused: isFocused, options: options)
                    // The bar's length in eighths of a cell (a whole `*` counts eight).
                    let length = Self.bonusCells(screen, rect).reduce(0) { sum, cell in
                        sum + (Array("▏▎▍▌▋▊▉█").firstIndex(of: cell.character).map { $0 + 1 } ?? 0)
                            + (cell.character == "*" ? 8 : 0)
                    }
                    #expect(length > 0, "a bar on a \(size.width)x\(size.height) card, focused: \(isFocused)")
                    lengths.append(length)
                }
                // Never longer with less bonus left; a two-cell ASCII bar can show 60% and 100% alike.
                #expect(
                    lengths == lengths.sorted(by: >) && lengths[0] > lengths[2], "the bar drains: \(lengths)")
            }
        }
    }

    /// A large face is not an empty card with a small picture in the middle: its symbol is
    /// shown several times across it, as the pips of a playing card, over half its width and
    /// half its height; a card too small for that shows it once, in the middle.
    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true)])
    func aLargeFaceShowsItsSymbolAcrossIt(options: RenderOptions) {
        let symbol: Character = options.ascii ? "@" : "🐶"
        for size in Self.sizes {
            for face in [MemoryCardPainter.Face.up(bonus: 0.5), .up(bonus: nil), .matched(opacity: 1)] {
                let (screen, rect) = Self.paint(face, size: size, options: options)
                var places: [Point] = []
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX where screen[x, y].character == symbol {
                        places.append(Point(x: x, y: y))
                    }
                }
                let across = (places.map(\.x).max() ?? 0) - (places.map(\.x).min() ?? 0) + 2
                let down = (places.map(\.y).max() ?? 0) - (places.map(\.y).min() ?? 0) + 1
                let name = "\(face) at \(size.width)x\(size.height): \(places.count) at \(places)"
                if size.height >= 12 {
                    #expect(places.count >= 4, "\(name)")
                    #expect(2 * across >= size.width && 2 * down >= size.height, "\(name)")
                } else {
                    #expect(places.count >= 1, "\(name)")
                }
            }
        }
    }

    @Test func thePointsLeftAreInTheBottomBorderWhereTheyFit() {
        let (screen, rect) = Self.paint(.up(bonus: 0.5), size: Size(width: 8, height: 6))
        #expect(screen.line(rect.maxY - 1).contains(" +\(MemoryScoring.bonusPoints(0.5)) "))
        let (none, _) = Self.paint(.up(bonus: 0), size: Size(width: 8, height: 6))
        #expect(!none.text.contains("+"))
    }

    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true)])
    func focusShowsAroundTheCardAndLeavesItsFaceAlone(options: RenderOptions) {
        let faces: [MemoryCardPainter.Face] = [.up(bonus: 0.7), .matched(opacity: 1), .matched(opacity: 0.3)]
        for size in Self.sizes {
            for face in faces {
                let (plain, rect) = Self.paint(face, size: size, options: options)
                let (focused, _) = Self.paint(face, size: size, isFocused: true, options: options)
                let bordered = size.height >= 3 && size.width >= 4
                let inside = bordered ? rect.insetBy(dx: 1, dy: 1) : rect
                for y in inside.y..<inside.maxY {
                    for x in inside.x..<inside.maxX {
                        #expect(
                            plain[x, y] == focused[x, y], "\(face) at \(size.width)x\(size.height), \(x),\(y)"
                        )
                    }
                }
                let row = rect.y + (rect.height - 1) / 2
                #expect(focused[0, row].character == (options.ascii ? ">" : "▶"))
            }
        }
    }

    @Test func aBarMovesInEighthsOfACellAndInWholeCellsInAscii() {
        let bar = BonusBar(cells: 6, ascii: false)
        #expect(bar.steps == 48)
        #expect(bar.text(1) == "██████")
        #expect(bar.text(0.5) == "███")
        #expect(bar.text(0.47) == "██▉")
        #expect(bar.text(1.0 / 48) == "▏")
        #expect(bar.text(0) == "")
        let ascii = BonusBar(cells: 6, ascii: true)
        #expect(ascii.steps == 6)
        #expect(ascii.text(0.49) == "***")
    }

    /// The picture of a face-up card stays the same until the time the painter gives, and
    /// changes right after it: a scene that wakes then misses nothing and wakes no more.
    @Test(arguments: [RenderOptions(), RenderOptions(ascii: true)])
    func theBonusChangesExactlyWhenThePainterSays(options: RenderOptions) throws {
        let painter = MemoryCardPainter(options: options)
        let seconds = MemoryScoring.bonusSeconds
        for size in [Size(width: 3, height: 2), Size(width: 4, height: 3), Size(width: 8, height: 6)] {
            func picture(_ remaining: Double) -> Screen {
                Self.paint(.up(bonus: remaining / seconds), size: size, options: options).screen
            }
            var remaining = seconds
            var changes = 0
            while let wait = painter.secondsUntilBonusChanges(remaining: remaining, cardSize: size),
                changes < 1000
            {
                let before = picture(remaining)
                #expect(wait > 0)
                #expect(picture(remaining - wait * 0.999) == before, "no change sooner than \(wait) s")
                remaining -= wait + 1e-9
                #expect(picture(remaining) != before, "a change \(wait) s later, at \(remaining) s left")
                changes += 1
            }
            let bar = painter.bonusBar(cardSize: size)
            let points = painter.showsBonusPoints(cardSize: size) ? MemoryScoring.maximumBonusPerCard : 0
            #expect(changes >= bar.steps && changes <= bar.steps + points, "\(changes) changes at \(size)")
        }
    }
}
