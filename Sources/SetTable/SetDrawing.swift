import Animation
import CardModel
import GameTable
import Render
import TableLayout

/// Drawing a Set table: the deck and the piles, and each card with its highlight.
extension SetPresenter {
    /// The deck and the discard pile (or each player's pile), counting what has arrived: a
    /// card still waiting to be dealt is on the deck, a matched card still in the air is
    /// not yet on its pile.
    public func paintPiles(layout: TableLayout, view: TableView, on screen: inout Screen) {
        let onDeck = game.deck.count + view.stage.waitingOnDeck(at: view.now)
        let piles = PilePainter(options: view.options)
        piles.paintPile(
            count: onDeck, labels: ["\(onDeck)"], emptyLabels: ["empty"],
            in: layout.deck, on: &screen, isFocused: view.focus == .deck && !view.isWatching,
            isAvailable: !game.deck.isEmpty)
        // UltraSet's last pile: the card the last four taken complete to, where the table
        // has room for it (else the header's words say it as the four are taken).
        if game.variant == .ultra, let place = layout.piles.last, layout.piles.count > 1,
            place.maxY <= layout.status.y, place.maxX <= layout.size.width
        {
            paintCompletion(in: place, view: view, on: &screen)
        }
        guard game.isContest else {
            let discarded = max(0, game.discardPile.count - view.stage.headingForDiscard(at: view.now))
            // Set-Chain's pile holds two cards of most Sets: it counts the Sets found.
            let found = game.variant == .chain ? game.setsFound : discarded / game.variant.selectionSize
            let sets = counted(found, "Set")
            piles.paintPile(
                count: discarded, labels: ["discard\n\(sets)", sets, "\(found)"],
                emptyLabels: ["discard", "Sets"], in: layout.discard, on: &screen)
            paintAsideLabel(layout: layout, view: view, on: &screen)
            return
        }
        // Each player's pile, with the name and the Sets that have landed on it: never a
        // bare count, which is the deck's.
        let shorts = Seats.shortNames(game.seats)
        for (seat, player) in game.seats.enumerated() where layout.piles.indices.contains(seat) {
            let landed = max(0, game.won[seat].count - view.stage.headingForDiscard(at: view.now, pile: seat))
            let sets = game.variant == .chain ? game.setsWon[seat] : landed / game.variant.selectionSize
            let short = shorts[seat]
            piles.paintPile(
                count: sets * game.cardsPerSet,
                labels: [
                    "\(player.name)\n\(counted(sets, "Set"))", "\(player.name) \(sets)", "\(short)\n\(sets)",
                    "\(short) \(sets)",
                ],
                emptyLabels: [player.name, short, String(short.prefix(1))], in: layout.piles[seat],
                on: &screen, isFocused: game.caller == seat)
        }
        paintAsideLabel(layout: layout, view: view, on: &screen)
    }

    /// Set-Chain: "last Set" beside the previous Set's small cards under the grid, where
    /// there is room on their left.
    private func paintAsideLabel(layout: TableLayout, view: TableView, on screen: inout Screen) {
        guard game.variant == .chain, let first = layout.aside.first else { return }
        let words = ["last Set:", "last:"].first { $0.count + 2 <= first.x - layout.gridArea.x }
        guard let words else { return }
        screen.write(
            words, x: first.x - words.count - 2, y: first.y + first.height / 2, style: Style(.muted))
    }

    public func paintCard(
        _ sprite: SpriteFrame, slot: Int?, isFocused: Bool, view: TableView, on screen: inout Screen
    ) {
        let rect = sprite.rect
        if rect.width < 3 {
            // Edge-on, half-way through a flip: a thin line.
            screen.fill(rect, with: view.options.ascii ? "|" : "│", style: Style(.cardEdge))
            return
        }
        guard sprite.isFaceUp else {
            PilePainter(options: view.options).paintBack(in: rect, on: &screen)
            return
        }
        let card = SetCard(id: sprite.id)
        var highlight = CardHighlight.none
        if sprite.leaving == .bounce {
            // A Set on its way to the discard pile.
            highlight.state = .matched
        } else if slot != nil {
            highlight = CardHighlight(isFocused: isFocused, state: state(of: card, view: view))
            if highlight.state == .opponent { highlight.owner = game.seats.first(where: \.isComputer)?.name }
            if !sprite.isLit { highlight.state = .none }
        }
        SetCardPainter(options: view.options).paint(card, highlight: highlight, in: rect, on: &screen)
    }

    /// How a card on the table stands out: chosen, judged, hinted, the computer's find, or
    /// the ghost's.
    ///
    /// In a race each screen shows its own player's choice beside the Set showing.
    private func state(of card: SetCard, view: TableView) -> CardHighlight.State {
        let isPointed = view.pointed.contains(card.id)
        if isPointed && game.ghost == nil && game.judgement == .choosing && view.mode != .watching {
            // The computer is about to take it, whoever else chose it: that is the news.
            return .opponent
        }
        if game.matchedCards.contains(card) { return .matched }
        let chosen = game.selection(of: view.person)
        if chosen.cards.contains(card) {
            switch chosen.judgement {
            case .choosing: return .selected
            case .match: return .matched
            case .mismatch: return .mismatched
            }
        }
        if isPointed {
            // The computer's Set: an opponent's lit up a card at a time before it takes them,
            // a watched game's shown before it is chosen; or the ghost's, under the player's own.
            if game.ghost != nil { return .ghost }
            return view.mode == .watching ? .hinted : .opponent
        }
        return game.hinted.contains(card) ? .hinted : .none
    }
}
