import Animation
import Render
import TableLayout

/// Drawing the table: the game's piles, every card where the stage says it is now, then the
/// header, the status line and any panel over them.
extension TableState {
    public func render(into screen: inout Screen, now: Double) {
        let layout = tableLayout(size: screen.size)
        guard let grid = layout.grid else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let view = self.view(at: now, grid: grid)
        // The keys are worked out once a frame, for the cards and the status line alike.
        let keys = isWatching ? nil : cardKeys(size: screen.size)
        if !hidesTable {
            game.presenter.paintPiles(layout: layout, view: view, on: &screen)
            paintCards(view: view, keys: keys, on: &screen)
        }
        // The title and status rows go over any card flying through them.
        drawChrome(layout: layout, view: view, keys: keys, on: &screen)
    }

    /// Whether the table is hidden under the panel that is up.
    ///
    /// It is while paused, and in a game against others at this keyboard while any panel is
    /// up, since its clocks stand still meanwhile (the call's countdown, the computer): nobody
    /// studies the table for free. A shared table stays in view: its clocks run on.
    var hidesTable: Bool {
        flow.isPaused || (sharing == nil && !isWatching && game.seats.count > 1 && flow.coversPlay)
    }

    /// Draws every card where the stage says it is now, moving cards over resting ones; the
    /// focus shows on a card that lies in its place, and each card in its place shows its key.
    private func paintCards(view: TableView, keys: CardKeys?, on screen: inout Screen) {
        var places: [Int: Int] = [:]
        for (index, slot) in game.slots.enumerated() { places[slot.card] = index }
        // Once a frame, not for every card: the presenter is made of the whole game.
        let presenter = game.presenter
        for sprite in stage.frame(at: view.now) {
            // A card on its way off the table has no place (the next game's may share its identity).
            let slot = sprite.isLeaving ? nil : places[sprite.id]
            let isFocused = !isWatching && sprite.isPlaced && slot.map { focus == .card($0) } == true
            presenter.paintCard(sprite, slot: slot, isFocused: isFocused, view: view, on: &screen)
            if let slot, sprite.isPlaced, !sprite.isMoving, let key = keys?.key(at: slot), isOpen(slot) {
                Self.drawKey(key, on: sprite.rect, on: &screen)
            }
        }
    }

    /// A card's key in the top right of its border, `┌───w─┐`, or in the bottom right where
    /// the top holds words (a colour's name): only where the border runs plain, so not on a
    /// card too small for a border, nor over words the game wrote on it.
    static func drawKey(_ key: Character, on rect: Rect, on screen: inout Screen) {
        guard rect.width >= 6, rect.height >= 3, screen.bounds.contains(rect) else { return }
        let x = rect.maxX - 3
        for y in [rect.y, rect.maxY - 1] {
            let border = screen[x, y]
            let run = (x - 1...x + 1).map { screen[$0, y].character }
            guard run.allSatisfy({ $0 == border.character }), !border.character.isLetter,
                !border.character.isNumber, border.character != " "
            else { continue }
            var style = border.style
            style.attributes.insert(.bold)
            screen.put(key, x: x, y: y, style: style)
            return
        }
    }

    /// What the header shows: the title (and its short form), the reminder of keys and the
    /// words pinned in its place, for drawing it and for a click on it.
    func headerParts() -> (title: String, shortTitle: String?, keys: String, pinned: [String]) {
        let fixtures = game.presenter.fixtures
        var title: String
        switch mode.view {
        case .replaying: title = "cardtable · replay of \(fixtures.name)"
        case .watching: title = "cardtable · watching \(fixtures.name)"
        case .playing: title = fixtures.playingTitle ?? "cardtable · \(fixtures.name)"
        }
        var shortTitle = fixtures.shortTitle ?? title.split(separator: " ").last.map(String.init)
        if sharing != nil, let seat = people.first, game.seats.indices.contains(seat) {
            // At a shared table each screen is one player's: it says whose.
            let name = game.seats[seat].name
            title += " · you are \(name)"
            shortTitle = (shortTitle ?? fixtures.name) + " · \(name)"
        } else if sharing == .watches {
            title += " · watching"
            shortTitle = (shortTitle ?? fixtures.name) + " · watching"
        }
        return (
            options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title, shortTitle,
            isWatching ? WatchControls.keys : fixtures.keys,
            replayTrack != nil ? replayPinned() : isWatching || game.isOver ? [] : fixtures.pinned
        )
    }

    /// The header, the status line and the panel that is up.
    private func drawChrome(layout: TableLayout, view: TableView, keys: CardKeys?, on screen: inout Screen) {
        let header = headerParts()
        // Once for the header, the status line and the panel: the presenter is made of the whole game.
        let presenter = game.presenter
        Chrome.drawHeader(
            title: header.title, shortTitle: header.shortTitle, message: flow.message, keys: header.keys,
            pinned: header.pinned, in: layout.header, on: &screen)
        var focused =
            isWatching
            ? (isWatchPaused ? "paused, " : "") + "speed \(WatchControls.speedText(stage.timing.speed))"
            : presenter.describe(focus, view: view)
        // The focused card's key before its words, so a screen reader says it too: `[w] 2 red ...`.
        if case .card(let index) = focus, isOpen(index), !focused.isEmpty, let key = keys?.key(at: index) {
            focused = "[\(key)] " + focused
        }
        // A replay's timeline takes the right of the status line.
        let timeline = replayTimeline(in: layout.status)
        var status = layout.status
        if let timeline { status.width = timeline.x - status.x - 1 }
        Chrome.drawStatus(
            flow.statusFields(
                presenter.statusFields(view: view), focused: focused,
                reserve: isWatching ? 0 : presenter.widestDescription + 4),
            in: status, on: &screen
        )
        if let timeline {
            screen.fill(Rect(x: status.maxX, y: status.y, width: layout.status.maxX - status.maxX, height: 1))
            drawReplayTimeline(in: timeline, now: view.now, on: &screen)
        }
        flow.drawOverlay(
            help: { presenter.helpLines(options: options, sharing: sharing) },
            resultTitle: presenter.fixtures.resultTitle,
            result: { presenter.resultLines(view: view) }, on: &screen, options: options)
    }
}
