import CardModel
import Render
import TableLayout

/// Drawing a Memorize table: the deck while it deals, every card as the stage has it now.
extension MemorizeScene {
    public func render(into screen: inout Screen, now: Double) {
        if isChoosingTheme {
            chooser.render(library: library, current: theme.name, into: &screen, options: options)
            return
        }
        let layout = tableLayout(size: screen.size)
        guard layout.fits else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        if !flow.isPaused { paintTable(layout: layout, on: &screen, now: now) }
        // The title and status rows go over any card flying through them.
        let title =
            replay != nil
            ? "cardtable · replay of Memorize"
            : isWatching ? "cardtable · watching Memorize" : "cardtable · Memorize"
        drawChrome(
            title: title, keys: "t themes  ? help  q quit", status: statusFields(now: now),
            resultTitle: "All pairs found", result: resultLines(now: now), layout: layout, on: &screen)
    }

    /// The deck while cards wait on it, and every card where the stage has it now.
    private func paintTable(layout: TableLayout, on screen: inout Screen, now: Double) {
        let waiting = stage.waitingOnDeck(at: now)
        if waiting > 0 {
            PilePainter(options: options).paintPile(
                count: waiting, labels: ["\(waiting)"], emptyLabels: [], in: layout.deck, on: &screen,
                ink: Ink.theme(theme.color))
        }
        let painter = MemoryCardPainter(options: options)
        var slots: [Int: Int] = [:]
        for (slot, card) in game.cards.enumerated() { slots[card.id] = slot }
        let played = playTime(at: now)
        for sprite in stage.frame(at: now) {
            let rect = sprite.rect
            if rect.width < 2 {
                screen.fill(rect, with: options.ascii ? "|" : "│", style: Style(Ink.theme(theme.color)))
                continue
            }
            if sprite.isLeaving && sprite.opacity <= 0.05 { continue }
            let slot = slots[sprite.id]
            let card = slot.map { game.cards[$0] }
            let face: MemoryCardPainter.Face
            if !sprite.isFaceUp {
                face = .down
            } else if sprite.leaving == .fade || card?.isMatched == true {
                face = .matched(opacity: sprite.opacity)
            } else {
                face = .up(bonus: card?.bonusRemaining(at: played) ?? 0)
            }
            painter.paint(
                symbol: symbol(for: card?.content ?? "?"), face: face, ink: Ink.theme(theme.color),
                isFocused: !isWatching && slot == focus && !sprite.isLeaving && sprite.isPlaced, in: rect,
                on: &screen)
        }
    }

    /// What a card shows: its emoji, or a distinct ASCII symbol where emoji cannot be shown.
    func symbol(for content: String) -> String {
        guard options.ascii else { return content }
        return MemoryTheme.asciiSymbol(at: theme.emoji.firstIndex(of: content) ?? 0)
    }

    /// Theme, score, pairs left, the time and the focused card in words.
    func statusFields(now: Double) -> [Chrome.StatusField] {
        var focused = ""
        if game.cards.indices.contains(focus) {
            let card = game.cards[focus]
            let state = card.isMatched ? "matched" : card.isFaceUp ? "face up" : "face down"
            focused = "card \(focus + 1) of \(game.cards.count): \(state)"
        }
        let elapsed = TimeFormat.elapsed(game.endedAt ?? playTime(at: now))
        // Between players each one's pairs count; alone, the score with its speed bonus.
        let score = game.isContest ? [] : [Chrome.StatusField("Score: \(game.score)", rank: 6)]
        let fields =
            contestStatusFields() + [Chrome.StatusField(theme.name, rank: 1)] + score + [
                Chrome.StatusField(
                    "Pairs left: \(game.pairsLeft)", rank: 2, short: "Left: \(game.pairsLeft)", shortRank: 4),
                Chrome.StatusField("Time: \(elapsed)", rank: 0, short: elapsed, shortRank: 3),
            ]
        return flow.statusFields(fields, focused: focused)
    }

    func resultLines(now: Double) -> [String] {
        let score = game.isContest ? contestResultLines + [""] : ["Score: \(game.score)"]
        return ["Theme: \(theme.name)"] + score + [
            "Time: \(TimeFormat.elapsed(game.endedAt ?? playTime(at: now)))"
        ] + (result.map { [""] + $0.lines } ?? []) + [
            "",
            "r: this theme again    n: a random theme",
            "t: themes    Esc: menu    q: quit",
        ]
    }

    static let helpLines: [String] =
        [
            "Turn two cards at a time; find every pair. A found pair leaves its place empty: the other cards never move.",
            "",
            "arrows / h j k l   move",
            "Space / Enter / click   turn the card",
            "n  new game (a random theme)    t  themes",
            "s  shuffle    p  pause    ?  this help",
            "Esc  the menu    q  quit",
            "",
            "Between players: a pair keeps the turn, a mismatch passes it.",
            "",
            "Scoring:",
        ] + MemoryScoring.summary.map { "  " + $0 }
}
