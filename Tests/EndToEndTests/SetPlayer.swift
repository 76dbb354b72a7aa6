import CardModel

/// A player at the keyboard of a running Set game, who knows the table only from the screen.
///
/// The table is read through the status line: each Right moves the focus one card on in
/// reading order, and the status line names the focused card. All 81 cards are distinct,
/// so the name changes on every step and comes back to the first card after a full round.
final class SetPlayer {
    let session: TmuxSession
    /// The cards as last read, in reading order.
    private(set) var table: [SetCard] = []
    /// Each card's own key as the status line named it while the table was read.
    private(set) var keys: [Character?] = []
    /// Which card has the focus, as far as this player has moved it.
    private(set) var focusIndex = 0
    /// Set-Chain: the cards of the previous Set, beside the table, as last read.
    private(set) var lastSet: [SetCard] = []

    /// What the status line adds to a card of Set-Chain's previous Set.
    static let lastSetWords = " (last Set)"

    init(session: TmuxSession) {
        self.session = session
    }

    /// The status line now (as two captures in a row agree on it).
    func status() async throws -> StatusLine {
        try await waitForStatus("a status line") { _ in true }
    }

    /// Waits for the game's first frame and returns its status line.
    @discardableResult
    func waitForGame() async throws -> StatusLine {
        let screen = try await session.waitFor("the Set table and its status line") {
            $0.status != nil && $0.header.hasPrefix(" cardtable")
        }
        return screen.status!
    }

    /// Waits until the status line satisfies `condition` and returns it.
    @discardableResult
    func waitForStatus(
        _ what: String, until condition: (StatusLine) -> Bool
    ) async throws -> StatusLine {
        let screen = try await session.waitFor(what) { $0.status.map(condition) ?? false }
        return screen.status!
    }

    /// Reads every card on the table by pressing Right until the focus comes back round.
    ///
    /// Call with the focus on the first card (where a game starts, and where it is left).
    func readTable() async throws -> [SetCard] {
        let start = try await status()
        let first = try await focusedCard(in: start)
        var cards = [first]
        var keys = [start.key]
        var previous = first
        while true {
            try session.sendKeys("Right")
            let status = try await waitForStatus("the focus to move on from \(previous)") {
                $0.focus != previous.description
            }
            let card = try await focusedCard(in: status)
            if card == first { break }
            guard !cards.contains(card) else {
                throw EndToEndFailure("Right came back to \(card), not to the first card \(first): \(cards)")
            }
            guard cards.count < 27 else {
                throw EndToEndFailure("The focus never came back to the first card: \(cards)")
            }
            cards.append(card)
            keys.append(status.key)
            previous = card
        }
        table = cards
        self.keys = keys
        focusIndex = 0
        return cards
    }

    /// Reads every place as `readTable`, and splits off Set-Chain's previous Set.
    func readTableAndLastSet() async throws -> (table: [SetCard], lastSet: [SetCard]) {
        lastSet = []
        var besides: [SetCard] = []
        let start = try await status()
        let first = try await focusedCard(in: start)
        var previous = first
        var cards = [first]
        var keys = [start.key]
        while true {
            try session.sendKeys("Right")
            let status = try await waitForStatus("the focus to move on from \(previous)") {
                Self.cardWords($0.focus) != previous.description
            }
            let card = try await focusedCard(in: status)
            if Self.isOfLastSet(status.focus) { besides.append(card) }
            if card == first { break }
            guard cards.count < 30 else { throw EndToEndFailure("The focus never came back: \(cards)") }
            cards.append(card)
            keys.append(status.key)
            previous = card
        }
        table = cards
        self.keys = keys
        focusIndex = 0
        lastSet = besides
        return (cards.filter { !besides.contains($0) }, besides)
    }

    /// Moves the focus to the card at `index` of the table with Right presses.
    func focus(on index: Int) async throws {
        guard table.indices.contains(index) else {
            throw EndToEndFailure("No card \(index) on the table as read: \(table) (read the table first)")
        }
        let presses = (index - focusIndex + table.count) % table.count
        try session.sendKeys(Array(repeating: "Right", count: presses))
        let card = table[index]
        try await waitForStatus("the focus to reach card \(index), \(card)") {
            Self.cardWords($0.focus) == card.description
        }
        focusIndex = index
    }

    /// Chooses the cards at `indices` by their own keys alone, as read with the table: one
    /// keystroke a card, however busy the machine.
    ///
    /// A card's key moves the focus to it, so the focus is left on the last card chosen.
    func chooseByKeys(_ indices: [Int]) throws {
        let typed = try indices.map { index in
            guard keys.indices.contains(index), let key = keys[index] else {
                throw EndToEndFailure("No key for card \(index) as read: \(keys) (read the table first)")
            }
            return String(key)
        }
        try session.sendKeys(typed)
        if let last = indices.last { focusIndex = last }
    }

    /// Moves to the card at `index` and chooses it with Space.
    func choose(_ index: Int) async throws {
        try await focus(on: index)
        try session.sendKeys("Space")
    }

    /// Whether `focus` names a card of Set-Chain's previous Set: its words end with
    /// `(last Set)`, or, on a narrow status line, with as much of it as fits (`(last…`).
    static func isOfLastSet(_ focus: String) -> Bool {
        focus.hasSuffix(lastSetWords) || focus.hasSuffix(" (last…")
    }

    /// The card's words in `focus`, without what Set-Chain adds to a card of the previous Set.
    static func cardWords(_ focus: String) -> String {
        guard isOfLastSet(focus), let start = focus.range(of: " (last", options: .backwards) else {
            return focus
        }
        return String(focus[..<start.lowerBound])
    }

    /// The focused card as the status line names it; where a narrow line cuts its last words
    /// (`3 purple striped…`), the shape is read from the card's face, as a player sees it.
    private func focusedCard(in status: StatusLine) async throws -> SetCard {
        let words = Self.cardWords(status.focus)
        if words.hasSuffix("…") {
            // The face may still be on its way from the deck.
            let screen = try await session.waitFor("the face of the focused card, \(words)") {
                SetTablePicture(screen: $0).focusedFigure != nil
            }
            if let figure = SetTablePicture(screen: screen).focusedFigure,
                let card = CardDescriptions.card(namedCut: words, showing: figure)
            {
                return card
            }
        }
        guard let card = CardDescriptions.card(named: words) else {
            throw EndToEndFailure("The status line does not name a card: \(status)")
        }
        return card
    }
}
