import Animation
import TableLayout
import TerminalIO

/// Keys and clicks at the table: resizes, a watched game's keys, the panels and the keys
/// every game shares, the focus, and then the game's own keys.
extension TableState {
    mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        updateClock(at: now)
        defer { updateClock(at: now) }
        if case .resize(let newSize) = event {
            layOut(size: newSize, now: now)
            return .stay
        }
        if case .click(let point) = event, let key = headerKey(at: point, size: size) {
            // A click on a key's reminder in the header (`? help`, `Q quit`) is that key.
            return handle(.key(key), size: size, now: now)
        }
        if let action = handleReplay(event, size: size, now: now) { return action }
        if isWatching {
            var isPaused = isWatchPaused
            defer { isWatchPaused = isPaused }
            return WatchControls.handle(
                event, isPaused: &isPaused, timing: &stage.timing, message: &flow.message)
        }
        let help =
            flow.showsHelp
            ? Chrome.panelText(
                title: "Help",
                lines: game.presenter.helpLines(options: options, sharing: sharing) + PlayFlow.helpFooter,
                size: size)
            : nil
        let asked = flow.overlay
        switch flow.handle(event, helpText: help) {
        case .handled:
            // A question answered no: the game says how play stands (whose call it still is).
            if asked != flow.overlay, flow.overlay == .none, flow.message == PlayFlow.carryOn,
                let words = game.presenter.resumingWords(view: view(at: now))
            {
                flow.message = Chrome.Message(text: words, tone: .info)
            }
            return .stay
        case .action(let action): return action
        case .newGame:
            newGame(.fresh, size: size, now: now)
            return .stay
        case .resultKey(let key):
            guard case .character(let character) = key,
                let command = game.command(for: .resultKey(character), view: view(at: now))
            else { return .stay }
            return carry(command, size: size, now: now)
        case .notHandled:
            break
        }
        switch event {
        // The table's commands are capitals: the small letters are the cards' keys.
        case .key(.character("N")):
            // A guest asks nothing: only the host deals, and `newGame` says so.
            if game.isOver || sharing?.followsHost == true {
                newGame(.fresh, size: size, now: now)
            } else {
                flow.confirmNewGame()
            }
        case .key(.character("P")) where sharing != nil:
            flow.message = Chrome.Message(
                text: "A shared table does not pause: the others play on.", tone: .info)
        case .key(.character("P")): flow.pause()
        case .key(.character("?")): flow.overlay = .help(scroll: 0)
        case .key(.character("Q")), .key(.escape):
            let leave: SceneAction = event == .key(.escape) ? .open(.menu) : .quit
            // Leaving a shared game changes everyone's: ask first.
            // A watcher's leaving changes nobody's game.
            guard let sharing, sharing != .watches, !game.isOver else { return leave }
            flow.confirmLeaving(leave, sharing)
        case .key(let key): return handleTableKey(key, size: size, now: now)
        case .click(let point): return handleClick(at: point, size: size, now: now)
        default: break
        }
        return .stay
    }

    /// The key whose reminder in the header is at `point`, if any.
    private func headerKey(at point: Point, size: Size) -> Key? {
        let header = headerParts()
        return Chrome.headerKey(
            at: point, title: header.title, shortTitle: header.shortTitle, message: flow.message,
            keys: header.keys, pinned: header.pinned, in: tableLayout(size: size).header)
    }

    /// The focus keys, the cards' own keys, choosing, and the game's own keys.
    private mutating func handleTableKey(_ key: Key, size: Size, now: Double) -> SceneAction {
        let layout = tableLayout(size: size)
        if case .character(let character) = key, let index = cardKeys(size: size)?.index(of: character) {
            // A card's key is the focus moved to it and Space pressed there: one move, the same door.
            guard isOpen(index) else { return .stay }
            focus = .card(index)
            guard let command = game.command(for: .choice(focus), view: view(at: now)) else { return .stay }
            return carry(command, size: size, now: now)
        }
        switch key {
        case .left: moveFocus(by: -1)
        case .right: moveFocus(by: 1)
        case .up: moveFocusRow(by: -1, in: layout)
        case .down: moveFocusRow(by: 1, in: layout)
        case .enter, .character(" "):
            if let command = game.command(for: .choice(focus), view: view(at: now)) {
                return carry(command, size: size, now: now)
            }
        default:
            if let command = game.command(for: .key(key), view: view(at: now)) {
                return carry(command, size: size, now: now)
            }
        }
        return .stay
    }

    /// A click chooses an open place, or the deck where it takes the focus; on a player's
    /// pile it is what the game makes of that (between friends at one keyboard: their call).
    private mutating func handleClick(at point: Point, size: Size, now: Double) -> SceneAction {
        let layout = tableLayout(size: size)
        if let seat = layout.piles.firstIndex(where: { $0.contains(point) }),
            let command = game.command(for: .pile(seat), view: view(at: now))
        {
            return carry(command, size: size, now: now)
        }
        var place: TableFocus?
        if let index = layout.place(at: point), isOpen(index) {
            place = .card(index)
        } else if game.presenter.fixtures.deckTakesFocus && layout.deck.contains(point) {
            place = .deck
        }
        guard let place else { return .stay }
        focus = place
        guard let command = game.command(for: .choice(place), view: view(at: now)) else { return .stay }
        return carry(command, size: size, now: now)
    }

    /// Whether the place at `index` can take the focus: a card still in the game.
    func isOpen(_ index: Int) -> Bool {
        let slots = game.slots
        return slots.indices.contains(index) && !slots[index].hasLeft
    }

    /// Left and Right: the previous or next open place in reading order, wrapping.
    private mutating func moveFocus(by step: Int) {
        let count = game.slots.count
        switch focus {
        case .deck:
            if count > 0 { focus = .card(step > 0 ? 0 : count - 1) }
        case .card(let index):
            if let next = GridFocus.next(from: index, by: step, count: count, isOpen: isOpen) {
                focus = .card(next)
            }
        }
        normalizeFocus()
    }

    /// Up and Down move a row; Down from the last row reaches the places aside, if any,
    /// then the deck where it takes the focus, and Up leaves it.
    private mutating func moveFocusRow(by step: Int, in layout: TableLayout) {
        let count = game.slots.count
        let grid = layout.grid
        let gridCount = grid?.count ?? count
        // The places aside, nearest first to the card above them.
        let aside = (gridCount..<max(gridCount, count)).filter(isOpen)
        switch focus {
        case .deck:
            if step < 0 && count > 0 { focus = .card(aside.last ?? gridCount - 1) }
        case .card(let index) where index >= gridCount:
            // Aside: Up goes back to the grid's nearest card, Down to the deck.
            if step < 0, let grid, let rect = layout.rect(ofPlace: index) {
                let lastRow = (0..<grid.count).filter(isOpen).map(grid.row(of:)).max()
                let places = lastRow.map { grid.indices(inRow: $0).filter(isOpen) } ?? []
                if let nearest = places.min(by: {
                    abs(grid.rect(at: $0).x - rect.x) < abs(grid.rect(at: $1).x - rect.x)
                }) {
                    focus = .card(nearest)
                }
            } else if step > 0 && game.presenter.fixtures.deckTakesFocus {
                focus = .deck
            }
        case .card(let index):
            if let grid, let next = GridFocus.row(from: index, by: step, in: grid, isOpen: isOpen) {
                focus = .card(next)
            } else if step > 0, let grid, !aside.isEmpty {
                let x = grid.rect(at: index).x
                let nearest = aside.min {
                    abs((layout.rect(ofPlace: $0)?.x ?? 0) - x) < abs((layout.rect(ofPlace: $1)?.x ?? 0) - x)
                }
                if let nearest { focus = .card(nearest) }
            } else if step > 0 && game.presenter.fixtures.deckTakesFocus {
                focus = .deck
            }
        }
        normalizeFocus()
    }
}

extension TableState {
    /// The keys of the places as the table is laid out at `size`, for the player's keyboard,
    /// the places aside taking the keys after the grid's; nil while the table does not fit.
    func cardKeys(size: Size) -> CardKeys? {
        let layout = tableLayout(size: size)
        guard let grid = layout.grid else { return nil }
        return CardKeys(
            grid: grid, aside: layout.aside.count, layout: services.effectiveSettings.keyboard,
            usesDigitRow: game.presenter.fixtures.cardKeysUseDigitRow)
    }
}
