import Animation
import CardModel
import GameTable
import Render
import TableLayout

/// Drawing the daily puzzle: the twelve cards, and the Sets found as small cards.
extension PuzzlePresenter {
    public func paintPiles(layout: TableLayout, view: TableView, on screen: inout Screen) {
        paintFound(in: layout.panel, options: view.options, on: &screen)
    }

    public func paintCard(
        _ sprite: SpriteFrame, slot: Int?, isFocused: Bool, view: TableView, on screen: inout Screen
    ) {
        guard sprite.rect.width >= 3 else {
            screen.fill(sprite.rect, with: view.options.ascii ? "|" : "│", style: Style(.cardEdge))
            return
        }
        guard sprite.isFaceUp else {
            PilePainter(options: view.options).paintBack(in: sprite.rect, on: &screen)
            return
        }
        let card = SetCard(id: sprite.id)
        var highlight = CardHighlight(isFocused: isFocused)
        if game.selection.contains(card) {
            highlight.state = .selected
        } else if let judged = game.judged, judged.cards.contains(card) {
            highlight.state = judged.outcome == .notASet ? .mismatched : .matched
        } else if game.hinted == card {
            highlight.state = .hinted
        }
        if !sprite.isLit { highlight.state = .none }
        SetCardPainter(options: view.options).paint(card, highlight: highlight, in: sprite.rect, on: &screen)
    }

    /// The Sets found, each as three small cards in a row, under a title.
    private func paintFound(in panel: Rect, options: RenderOptions, on screen: inout Screen) {
        guard !panel.isEmpty else { return }
        let title = "Found \(game.found.count) of \(DailyPuzzle.setCount)"
        screen.write(title, x: panel.x + 1, y: panel.y, style: Style(.title, [.bold]), clip: panel)
        for (row, set) in game.found.enumerated() where row + 1 < panel.height {
            var x = panel.x + 1
            for card in set {
                x =
                    paintSmallCard(
                        card, x: x, y: panel.y + 1 + row, clip: panel, options: options, on: &screen) + 1
            }
        }
    }

    /// One found card in a few cells: `[◆◆◆]` in its colour (with its colour's letter when
    /// there is no colour); returns the column after it.
    private func paintSmallCard(
        _ card: SetCard, x: Int, y: Int, clip: Rect, options: RenderOptions, on screen: inout Screen
    ) -> Int {
        let ink = SetGlyphs.ink(card.color)
        let edge = Style(.cardEdge)
        var column = screen.write(options.ascii ? "[" : "▕", x: x, y: y, style: edge, clip: clip)
        if options.ascii {
            let letter = String(SetGlyphs.asciiLetter(card.shape))
            let style = Style(ink, SetGlyphs.asciiAttributes(card.shading))
            column = screen.write(
                String(repeating: letter, count: card.number), x: column, y: y, style: style, clip: clip)
        } else {
            let figure = String(SetGlyphs.figure(card.shape, card.shading))
            column = screen.write(
                String(repeating: figure, count: card.number), x: column, y: y, style: Style(ink, [.bold]),
                clip: clip)
        }
        if options.spellsColors {
            column = screen.write(String(SetGlyphs.colorLetter(card.color)), x: column, y: y, clip: clip)
        }
        return screen.write(options.ascii ? "]" : "▏", x: column, y: y, style: edge, clip: clip)
    }
}
