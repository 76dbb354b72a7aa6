import CardModel
import Render
import TableLayout

/// Drawing a Memorize table: the deck while it deals, every card as the stage has it now.
extension MemorizeScene {
    public func render(into screen: inout Screen, now: Double) {
        if mode == .themes {
            chooser.render(library: library, current: theme.name, into: &screen, options: options)
            return
        }
        let cards = tableCards
        let layout = TableLayout(size: screen.size, cardCount: cards.count, shape: .memory)
        guard layout.fits else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        // The deck is there while cards wait to be dealt from it.
        let waiting = stage.waitingOnDeck(at: now)
        if waiting > 0 {
            PilePainter(options: options).paintPile(
                count: waiting, label: "\(waiting)", emptyLabel: "", in: layout.deck, on: &screen,
                ink: Ink.theme(theme.color))
        }
        let painter = MemoryCardPainter(options: options)
        var byID: [Int: (card: MemoryGame<String>.Card, index: Int)] = [:]
        for (index, card) in cards.enumerated() { byID[card.id] = (card, index) }
        for sprite in stage.frame(at: now) {
            let rect = sprite.rect
            if rect.width < 2 {
                screen.fill(rect, with: options.ascii ? "|" : "│", style: Style(Ink.theme(theme.color)))
                continue
            }
            let entry = byID[sprite.id]
            let content = entry?.card.content ?? game.cards.first { $0.id == sprite.id }?.content ?? "?"
            let face: MemoryCardPainter.Face
            if !sprite.isFaceUp {
                face = .down
            } else if sprite.leaving == .fade || entry?.card.isMatched == true {
                face = .matched(opacity: sprite.opacity)
            } else {
                face = .up(bonus: entry?.card.bonusRemaining(at: now) ?? 0)
            }
            if sprite.isLeaving && sprite.opacity <= 0.05 { continue }
            painter.paint(
                symbol: symbol(for: content), face: face, ink: Ink.theme(theme.color),
                isFocused: !isWatching && entry?.index == focus && !sprite.isLeaving, in: rect, on: &screen)
        }
        // The title and status rows go over any card flying through them.
        let title = isWatching ? "cardtable · watching Memorize" : "cardtable · Memorize"
        Chrome.drawHeader(
            title: options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title, message: message,
            keys: isWatching ? WatchControls.keys : "t themes  ? help  q quit",
            in: layout.header, on: &screen)
        Chrome.drawStatus(statusFields, in: layout.status, on: &screen)
        switch mode {
        case .help:
            Chrome.drawPanel(title: "Help", lines: Self.helpLines, on: &screen, ascii: options.ascii)
        case .result:
            Chrome.drawPanel(
                title: "All pairs found", lines: resultLines(now: now), on: &screen, ascii: options.ascii,
                ink: .matched)
        case .playing, .themes:
            break
        }
    }

    /// What a card shows: its emoji, or a distinct ASCII symbol where emoji cannot be shown.
    func symbol(for content: String) -> String {
        guard options.ascii else { return content }
        return MemoryTheme.asciiSymbol(at: theme.emoji.firstIndex(of: content) ?? 0)
    }

    /// Theme, score, pairs left and the focused card in words.
    var statusFields: [String] {
        let cards = tableCards
        var focused = ""
        if cards.indices.contains(focus) {
            let card = cards[focus]
            let state = card.isMatched ? "matched" : card.isFaceUp ? "face up" : "face down"
            focused = "card \(focus + 1) of \(cards.count): \(state)"
        }
        return [theme.name, "Score: \(game.score)", "Pairs left: \(game.pairsLeft)", focused]
    }

    func resultLines(now: Double) -> [String] {
        [
            "Theme: \(theme.name)",
            "Score: \(game.score)",
            "Time: \(TimeFormat.elapsed((endedAt ?? now) - startedAt))",
            "",
            "r: play this theme again   n: a random theme",
            "t: themes   q: quit",
        ]
    }

    static let helpLines: [String] =
        [
            "Turn two cards at a time; find every pair.",
            "",
            "arrows / h j k l   move       Space / Enter / click  turn",
            "n  new game (a random theme)  t  themes    s  shuffle",
            "?  this help                  q  quit      Esc  menu",
            "",
            "Scoring:",
        ] + MemoryScoring.summary.map { "  " + $0 } + ["", "Press any key to go back."]
}
