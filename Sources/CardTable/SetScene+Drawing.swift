import Animation
import CardModel
import Render
import TableLayout

/// Drawing a Set table: piles, every card where the stage says it is now, the chrome.
extension SetScene {
    public func render(into screen: inout Screen, now: Double) {
        let layout = tableLayout(size: screen.size)
        guard layout.fits else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        if !flow.isPaused {
            paintPiles(layout: layout, on: &screen, now: now)
            paintCards(on: &screen, now: now)
        }
        // The title and status rows go over any card flying through them.
        let title =
            replay != nil
            ? "cardtable · replay of Set" : isWatching ? "cardtable · watching Set" : "cardtable · Set"
        drawChrome(
            title: title, keys: "? help  q quit", status: statusFields(now: now), resultTitle: "Game over",
            result: resultLines, layout: layout, on: &screen)
    }

    /// The deck and the discard pile, counting what has arrived: a card still waiting to be
    /// dealt is on the deck, a matched card still in the air is not yet on the discard pile.
    private func paintPiles(layout: TableLayout, on screen: inout Screen, now: Double) {
        let onDeck = cardsOnDeck(at: now)
        let discarded = max(0, game.discardPile.count - stage.headingForDiscard(at: now))
        let sets = discarded / 3
        let piles = PilePainter(options: options)
        piles.paintPile(
            count: onDeck, labels: ["\(onDeck)"], emptyLabels: ["empty"],
            in: layout.deck, on: &screen, isFocused: focus == .deck && !isWatching,
            isAvailable: !game.deck.isEmpty)
        guard game.isContest else {
            piles.paintPile(
                count: discarded, labels: [sets == 1 ? "1 Set" : "\(sets) Sets", "\(sets)"],
                emptyLabels: ["discard"], in: layout.discard, on: &screen)
            return
        }
        // Each player's pile, with the name and the Sets that have landed on it.
        for (seat, player) in game.seats.enumerated() where layout.piles.indices.contains(seat) {
            let landed = max(0, game.won[seat].count - stage.headingForDiscard(at: now, pile: seat))
            piles.paintPile(
                count: landed, labels: ["\(player.name) \(landed / 3)", "\(landed / 3)"],
                emptyLabels: [player.name, String(player.name.prefix(1))], in: layout.piles[seat],
                on: &screen,
                isFocused: game.caller == seat)
        }
    }

    /// The cards on the deck pile as drawn: those still to deal and those dealt but waiting
    /// for their turn to fly.
    func cardsOnDeck(at now: Double) -> Int {
        game.deck.count + stage.waitingOnDeck(at: now)
    }

    /// Draws every card where the stage says it is now, moving cards over resting ones.
    private func paintCards(on screen: inout Screen, now: Double) {
        var slots: [Int: Int] = [:]
        for (index, card) in game.table.enumerated() { slots[card.id] = index }
        let painter = SetCardPainter(options: options)
        let backs = PilePainter(options: options)
        for sprite in stage.frame(at: now) {
            let rect = sprite.rect
            if rect.width < 3 {
                // Edge-on, half-way through a flip: a thin line.
                screen.fill(rect, with: options.ascii ? "|" : "│", style: Style(.cardEdge))
                continue
            }
            guard sprite.isFaceUp else {
                backs.paintBack(in: rect, on: &screen)
                continue
            }
            let card = SetCard(id: sprite.id)
            var highlight = CardHighlight.none
            if sprite.leaving == .bounce {
                // A Set on its way to the discard pile.
                highlight.state = .matched
            } else if let index = slots[sprite.id] {
                highlight = self.highlight(for: card, at: index)
                if !sprite.isLit { highlight.state = .none }
                // The focus shows where the card lies, not on its way there from the deck.
                if !sprite.isPlaced { highlight.isFocused = false }
            }
            painter.paint(card, highlight: highlight, in: rect, on: &screen)
        }
    }

    private func highlight(for card: SetCard, at index: Int) -> CardHighlight {
        var state = CardHighlight.State.none
        if game.selection.contains(card) {
            switch game.judgement {
            case .choosing: state = .selected
            case .match: state = .matched
            case .mismatch: state = .mismatched
            }
        } else if computerPicks.contains(card) {
            // The computer's Set, lit up a card at a time before it takes it.
            state = .selected
        } else if game.hinted.contains(card) || showcase.contains(card) {
            state = .hinted
        }
        return CardHighlight(isFocused: focus == .card(index) && !isWatching, state: state)
    }

    /// The status line's fields, the focused card in words last.
    ///
    /// On a short line the time loses its label, then the Sets and the deck (both on the
    /// piles too) go; the score and the focused card, which a screen reader says, stay.
    func statusFields(now: Double) -> [Chrome.StatusField] {
        let elapsed = TimeFormat.elapsed((game.endedAt ?? playTime(at: now)) - game.startedAt)
        let focused: String
        switch focus {
        case _ where isWatching:
            focused = "speed \(WatchControls.speedText(stage.timing.speed))"
        case .deck:
            focused = game.deck.isEmpty ? "deck: empty" : "deck: Space deals 3 more"
        case .card(let index):
            focused = game.table.indices.contains(index) ? game.table[index].description : ""
        }
        if game.isContest {
            return flow.statusFields(contestStatusFields(now: now, elapsed: elapsed), focused: focused)
        }
        // The game's own counts, at once: this line is what a screen reader says, so it
        // does not wait for the animation the way the piles on screen do.
        let fields = [
            Chrome.StatusField("Score: \(game.score)", rank: 6),
            Chrome.StatusField("Deck: \(game.deck.count)", rank: 2),
            Chrome.StatusField("Sets: \(game.setsFound)", rank: 0),
            Chrome.StatusField("Time: \(elapsed)", rank: 1, short: elapsed, shortRank: 3),
        ]
        return flow.statusFields(fields, focused: focused)
    }

    private var resultLines: [String] {
        let time = TimeFormat.elapsed((game.endedAt ?? game.startedAt) - game.startedAt)
        if game.isContest {
            return contestResultLines + ["", "Time: \(time)", "", "n: new game    Esc: menu    q: quit"]
        }
        return [
            "The deck is empty and no Set is left.",
            "",
            "Score: \(game.score)",
            "Sets found: \(game.setsFound)",
            "Time: \(time)",
        ] + (result.map { [""] + $0.lines } ?? []) + [
            "",
            "n: new game    Esc: menu    q: quit",
        ]
    }

    /// The help: the rule, how to read the small cards' figures, the keys, the scoring.
    static func helpLines(options: RenderOptions) -> [String] {
        [
            "Three cards are a Set when each of number, color, shading and shape is all the same or all different.",
            "",
        ] + SetGlyphs.legend(options: options) + [
            "",
            "arrows / h j k l   move (Down from the last row: deck)",
            "Space / Enter      choose the card (on the deck: deal)",
            "mouse click        choose a card, or deal from the deck",
            "d  deal 3 more     s  shuffle     c  hint",
            "n  new game        p  pause       ?  this help",
            "Esc  the menu      q  quit",
            "",
            "Against others: 1-4 call Set (between friends), then choose three cards.",
            "",
            "Scoring:",
        ] + SetScoring.summary.map { "  " + $0 } + ContestScoring.summary.map { "  " + $0 }
    }
}
