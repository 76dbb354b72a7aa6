import CardModel
import Foundation
import Render
import TableLayout

extension MemoryCardPainter {
    /// The bar a face-up card of `size` shows its bonus with: across the inside of a
    /// bordered card, across the whole of a borderless one below its emoji (none on a
    /// card one row tall, which has no row to spare).
    public func bonusBar(cardSize size: Size) -> BonusBar {
        let cells = Self.isBordered(size) ? size.width - 2 : (size.height >= 2 ? size.width : 0)
        return BonusBar(cells: cells, ascii: options.ascii)
    }

    /// Whether a face-up card of `size` also shows the bonus points left (`+4`) in its
    /// bottom border: a bordered card four rows tall (shorter ones carry the bar in that
    /// border) and six columns wide.
    public func showsBonusPoints(cardSize size: Size) -> Bool {
        Self.isBordered(size) && size.height >= 4 && size.width >= 6
    }

    /// Seconds until the bonus shown on a face-up card of `size`, with `remaining` seconds
    /// of its bonus left, next changes; nil once no bonus is left.
    ///
    /// The bar changes each time `remaining` falls past a multiple of `bonusSeconds / steps`,
    /// the points past a multiple of `bonusSeconds / maximumBonusPerCard`: a scene that
    /// draws only when one of them changes shows every change and draws no more than that.
    public func secondsUntilBonusChanges(remaining: Double, cardSize size: Size) -> Double? {
        guard remaining > 0 else { return nil }
        var intervals: [Double] = []
        let steps = bonusBar(cardSize: size).steps
        if steps > 0 { intervals.append(MemoryScoring.bonusSeconds / Double(steps)) }
        if showsBonusPoints(cardSize: size) {
            intervals.append(MemoryScoring.bonusSeconds / Double(MemoryScoring.maximumBonusPerCard))
        }
        // What is shown now lasts until `remaining` drops to the next multiple below it.
        return intervals.map { step in remaining - ((remaining / step).rounded(.up) - 1) * step }.min()
    }

    /// The bonus bar (and the points left, where they fit) of a face-up card.
    func paintBonus(_ fraction: Double, in rect: Rect, on screen: inout Screen) {
        let style = Style(.selected, [.bold])
        let bar = bonusBar(cardSize: rect.size)
        // A bordered card three rows tall has only its emoji's row inside: the bar lies on
        // the bottom border. Borderless cards carry it on their last row.
        let row: Int
        if Self.isBordered(rect.size) {
            row = rect.height >= 4 ? rect.maxY - 2 : rect.maxY - 1
        } else {
            row = rect.maxY - 1
        }
        let x = Self.isBordered(rect.size) ? rect.x + 1 : rect.x
        if bar.cells > 0 {
            screen.write(bar.text(fraction), x: x, y: row, style: style, clip: rect)
        }
        let points = MemoryScoring.bonusPoints(fraction)
        if showsBonusPoints(cardSize: rect.size) && points > 0 {
            screen.writeCentered(" +\(points) ", in: rect, y: rect.maxY - 1, style: style)
        }
    }
}
