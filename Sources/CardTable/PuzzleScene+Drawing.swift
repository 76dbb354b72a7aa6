import Animation
import CardModel
import Render
import TableLayout

/// Drawing the daily puzzle: the twelve cards, the Sets found as small cards, the chrome.
extension PuzzleScene {
    public func render(into screen: inout Screen, now: Double) {
        let layout = tableLayout(size: screen.size)
        guard layout.fits else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        if !flow.isPaused {
            paintCards(on: &screen, now: now)
            paintFound(in: layout.panel, on: &screen)
        }
        let title = replay != nil ? "cardtable · replay of the puzzle" : "cardtable · puzzle \(puzzle.date)"
        drawChrome(
            title: title, shortTitle: "Puzzle", keys: "c hint  ? help  q quit",
            status: statusFields(now: now),
            resultTitle: "Solved!", result: resultLines, layout: layout, on: &screen)
    }

    private func paintCards(on screen: inout Screen, now: Double) {
        let painter = SetCardPainter(options: options)
        let backs = PilePainter(options: options)
        for sprite in stage.frame(at: now) {
            guard sprite.rect.width >= 3 else {
                screen.fill(sprite.rect, with: options.ascii ? "|" : "│", style: Style(.cardEdge))
                continue
            }
            guard sprite.isFaceUp else {
                backs.paintBack(in: sprite.rect, on: &screen)
                continue
            }
            let card = SetCard(id: sprite.id)
            let index = puzzle.table.firstIndex(of: card)
            var highlight = CardHighlight(isFocused: index == focus && !isWatching && sprite.isPlaced)
            if puzzle.selection.contains(card) {
                highlight.state = .selected
            } else if let judged = puzzle.judged, judged.cards.contains(card) {
                highlight.state = judged.outcome == .notASet ? .mismatched : .matched
            } else if puzzle.hinted == card {
                highlight.state = .hinted
            }
            if !sprite.isLit { highlight.state = .none }
            painter.paint(card, highlight: highlight, in: sprite.rect, on: &screen)
        }
    }

    /// The Sets found, each as three small cards in a row, under a title.
    private func paintFound(in panel: Rect, on screen: inout Screen) {
        guard !panel.isEmpty else { return }
        let title = "Found \(puzzle.found.count) of \(DailyPuzzle.setCount)"
        screen.write(title, x: panel.x + 1, y: panel.y, style: Style(.title, [.bold]), clip: panel)
        for (row, set) in puzzle.found.enumerated() where row + 1 < panel.height {
            var x = panel.x + 1
            for card in set {
                x = paintSmallCard(card, x: x, y: panel.y + 1 + row, clip: panel, on: &screen) + 1
            }
        }
    }

    /// One found card in a few cells: `[◆◆◆]` in its colour (with its colour's letter when
    /// there is no colour); returns the column after it.
    private func paintSmallCard(_ card: SetCard, x: Int, y: Int, clip: Rect, on screen: inout Screen) -> Int {
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
        if options.monochrome {
            column = screen.write(String(SetGlyphs.colorLetter(card.color)), x: column, y: y, clip: clip)
        }
        return screen.write(options.ascii ? "]" : "▏", x: column, y: y, style: edge, clip: clip)
    }

    /// Found, the time (with what hints added) and the focused card in words.
    func statusFields(now: Double) -> [Chrome.StatusField] {
        let time = timeText(at: now)
        let focused =
            isWatching
            ? "speed \(WatchControls.speedText(stage.timing.speed))" : puzzle.table[focus].description
        return flow.statusFields(
            [
                Chrome.StatusField("Found: \(puzzle.found.count) of \(DailyPuzzle.setCount)", rank: 6),
                Chrome.StatusField("Time: \(time)", rank: 1, short: time, shortRank: 3),
            ], focused: focused)
    }

    private var resultLines: [String] {
        guard let result else { return [] }
        let streak = result.streak == 1 ? "1 day" : "\(result.streak) days"
        return [
            "All six Sets of \(puzzle.date) found.",
            "",
            "Time: \(TimeFormat.elapsed(puzzle.seconds(played: 0)))"
                + (puzzle.hints > 0 ? " (\(puzzle.hints) hints)" : ""),
            "Days solved in a row: \(streak)",
        ] + [result.bests.timeLine].compactMap { $0 } + [
            "",
            "Share it:",
            shareLine,
            "",
            "n: again    Esc: menu    q: quit",
        ]
    }

    static func helpLines(options: RenderOptions) -> [String] {
        [
            "Twelve cards hold exactly six Sets: find all six. The cards never change; each Set you find joins the list beside them.",
            "",
        ] + SetGlyphs.legend(options: options) + [
            "",
            "arrows / h j k l   move",
            "Space / Enter / click   choose a card",
            "c  hint: a card of a Set not found yet (+\(Int(DailyPuzzle.hintSeconds)) s)",
            "p  pause    n  start again    Esc  menu    q  quit",
        ]
    }
}
