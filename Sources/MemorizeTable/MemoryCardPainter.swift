import Render
import TableLayout

/// Draws Memorize cards: backs in the theme's colour, faces with the emoji centred.
///
/// On a card with room the emoji sits in a frame of its own so it reads at a glance; on a
/// large card, where one emoji two columns wide would leave the face looking empty, it is
/// shown in rows and columns across the face, as the pips of a playing card. A face-up
/// card shows its speed bonus draining as a bright bar under the emoji, with the points
/// left in the bottom border where they fit. Focus is the heavier border and the pointers
/// beside the card; the face itself looks the same focused or not.
public struct MemoryCardPainter: Sendable {
    /// What the card shows.
    public enum Face: Hashable, Sendable {
        case down
        /// Face up with this much of its speed bonus left (0...1); nil where no bonus counts
        /// (a game against others), and none is drawn.
        case up(bonus: Double?)
        /// Matched: celebrating, then fading (opacity 1 down to 0).
        case matched(opacity: Double)
    }

    public let options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    /// Whether a card of `size` has a border: three rows and four columns at least.
    static func isBordered(_ size: Size) -> Bool {
        size.height >= 3 && size.width >= 4
    }

    /// Paints a card showing `face` (`symbol` is the emoji, or its ASCII stand-in).
    ///
    /// `hasBonusRow` says whether the game's cards show a speed bonus (a game alone): the
    /// face keeps its last row for the bar, matched or not, and the emoji stands in the
    /// middle of the rows above it; without, in the middle of the whole face.
    public func paint(
        symbol: String, face: Face, ink: Ink, isFocused: Bool, in rect: Rect, on screen: inout Screen,
        hasBonusRow: Bool = true
    ) {
        guard rect.width >= 2, rect.height >= 1 else { return }
        let faceArea = Self.face(of: rect, hasBonusRow: hasBonusRow)
        let centreY = faceArea.middleRow
        defer {
            if isFocused { screen.drawFocusPointers(around: rect, ascii: options.ascii, row: centreY) }
        }
        if case .down = face {
            PilePainter(options: options).paintBack(in: rect, on: &screen, isFocused: isFocused, ink: ink)
            return
        }
        var attributes: TextAttributes = []
        var edgeInk = ink
        if case .matched(let opacity) = face {
            edgeInk = .matched
            if opacity < 0.5 { attributes.insert(.dim) }
        }
        screen.fill(rect)
        let bordered = Self.isBordered(rect.size)
        if bordered {
            screen.drawBox(
                rect, border: .card(focused: isFocused, ascii: options.ascii),
                style: Style(isFocused ? .focus : edgeInk, isFocused ? attributes.union(.bold) : attributes))
        }
        // The face is one ink, the card's, border to symbol: a colour change on every row
        // of every card is what a frame of turning cards spends most of its bytes on.
        let faceStyle = Style(edgeInk, attributes)
        let pips = Self.pips(in: faceArea, symbolWidth: DisplayWidth.of(symbol))
        for pip in pips {
            screen.write(symbol, x: pip.x, y: pip.y, style: faceStyle, clip: rect)
        }
        if pips.isEmpty {
            if bordered && rect.height >= 7 && rect.width >= 8 {
                let width = DisplayWidth.of(symbol) + 4
                let frame = Rect(
                    x: rect.x + (rect.width - width) / 2, y: centreY - 1, width: width, height: 3)
                screen.drawBox(frame, border: options.ascii ? .asciiPlain : .rounded, style: faceStyle)
            }
            screen.writeCentered(symbol, in: rect, y: centreY, style: faceStyle)
        }
        switch face {
        case .up(let bonus?): paintBonus(bonus, in: rect, on: &screen)
        case .up(nil): break
        case .matched: paintMatchedMark(in: rect, on: &screen)
        case .down: break
        }
    }

    /// Where a large face (`inside`, from `face(of:hasBonusRow:)`) shows its symbol: two or
    /// three rows of two or three, spread evenly over it with a margin round them; none on a
    /// card without room for two of each (it shows the symbol once, in the middle).
    ///
    /// Each pip has seven columns and four rows of the face at least, so that two emoji
    /// never crowd each other.
    static func pips(in inside: Rect, symbolWidth: Int) -> [Point] {
        let columns = min(3, inside.width / 7)
        let rows = min(3, inside.height / 4)
        guard columns >= 2, rows >= 2 else { return [] }
        let left = inside.x + 1 + inside.width / 10
        let right = inside.maxX - 1 - inside.width / 10 - symbolWidth
        let top = inside.y + max(1, inside.height / 10)
        let bottom = inside.maxY - 1 - max(1, inside.height / 10)
        return (0..<rows).flatMap { row in
            (0..<columns).map { column in
                Point(
                    x: left + (right - left) * column / (columns - 1),
                    y: top + (bottom - top) * row / (rows - 1))
            }
        }
    }

    /// The part of a card of `rect` its emoji stand in the middle of: inside the border
    /// (all of a borderless card), less the last row where the bonus bar lies.
    static func face(of rect: Rect, hasBonusRow: Bool) -> Rect {
        var face = isBordered(rect.size) ? rect.insetBy(dx: 1, dy: 1) : rect
        // A bordered card three rows tall carries its bar on the border; one row tall has none.
        if hasBonusRow && face.height >= 2 { face.height -= 1 }
        return face
    }

    /// A check mark in the bottom border of a matched card with room for it.
    private func paintMatchedMark(in rect: Rect, on screen: inout Screen) {
        guard Self.isBordered(rect.size), rect.width >= 5 else { return }
        screen.writeCentered(
            options.ascii ? "+" : "✓", in: rect, y: rect.maxY - 1, style: Style(.matched, [.bold]))
    }
}
