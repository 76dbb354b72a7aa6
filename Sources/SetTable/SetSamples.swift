import CardModel
import Render
import TableLayout

extension SetTable {
    /// Three cards, one of each colour, in the palette chosen, centred across `area` at its
    /// top (Settings shows them as the colours are chosen).
    @Sendable static func paintSamples(in area: Rect, options: RenderOptions, on screen: inout Screen) {
        guard area.height >= 3 else { return }
        let height = min(7, area.height)
        let width = min(17, height * 2 + 3)
        let samples = [SetCard(id: 0), SetCard(id: 40), SetCard(id: 80)]
        let total = samples.count * width + (samples.count - 1) * 2
        var x = area.x + max(0, (area.width - total) / 2)
        let painter = SetCardPainter(options: options)
        for card in samples {
            painter.paint(card, in: Rect(x: x, y: area.y, width: width, height: height), on: &screen)
            x += width + 2
        }
    }
}
