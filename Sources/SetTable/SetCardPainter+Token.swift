import CardModel
import Render
import TableLayout

extension SetCardPainter {
    /// The borderless token: the state's mark, a row of figures and (without colour) the
    /// colour's letter; returns the row they are on.
    ///
    /// A state tints the token's background around the figures, never behind them or
    /// between them: a red figure on a dark red mismatch, or a purple one on a purple hint,
    /// would lose its colour.
    func paintToken(
        _ card: SetCard, highlight: CardHighlight, in rect: Rect, on screen: inout Screen
    ) -> Int {
        let row = rect.middleRow
        let tint = options.monochrome ? nil : highlight.ink
        if let tint { screen.fill(rect, style: Style(.normal, background: tint)) }
        let markStyle = Style(highlight.ink ?? .normal, background: tint, [.bold])
        screen.put(highlight.mark(ascii: options.ascii), x: rect.x, y: row, style: markStyle)
        let letterColumns = options.spellsColors ? 1 : 0
        let figures = Rect(
            x: rect.x + 1, y: row, width: max(0, rect.width - 1 - letterColumns), height: 1)
        // The mark's column before the figures and the gap after the card keep cards further
        // apart than the figures in one.
        let figureRow = FigureRow.fitting(columns: figures.width, ascii: options.ascii, hasMargins: false)
        if tint != nil {
            // A column of the terminal's background either side, where the token has it.
            let used = figureRow.columnsUsed(by: card.number, x: figures.x, columns: figures.width)
            let left = max(figures.x, used.lowerBound - 1)
            let right = min(figures.maxX, used.upperBound + 1)
            screen.fill(Rect(x: left, y: row, width: right - left, height: 1))
        }
        figureRow.paint(
            card, x: figures.x, columns: figures.width, y: row, attributes: [.bold], clip: figures,
            on: &screen)
        if options.spellsColors {
            screen.put(
                SetGlyphs.colorLetter(card.color), x: rect.maxX - 1, y: row, style: Style(.normal, [.bold]))
        }
        return row
    }
}
