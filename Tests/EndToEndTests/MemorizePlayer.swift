/// A player at the keyboard of a running Memorize game, who learns the cards only by turning
/// them over and reading the screen, and remembers every face seen.
///
/// Cards are known by their slot on the table in reading order, counted from 0, as the
/// status line counts them (`card 1 of 12`). Every card keeps its slot for the whole game:
/// a pair that has celebrated leaves its two slots empty, and Right steps through the cards
/// still there, passing over empty slots and wrapping round.
final class MemorizePlayer {
    let session: TmuxSession
    /// The faces seen, by slot, of the cards still on the table.
    private(set) var faces: [Int: String] = [:]
    /// The slots of the unmatched cards showing their faces: none, one, or a mismatched two.
    private(set) var faceUp: [Int] = []
    /// How many slots the table has (cards in the game).
    private(set) var cardCount = 0
    /// The slots left empty by pairs found.
    private(set) var emptySlots: Set<Int> = []
    /// The emoji of the pairs found, gone from the table.
    private(set) var foundFaces: Set<String> = []
    /// Whether to let the table keep still after a pair leaves before going on, as a person
    /// who watches the cards close up would; otherwise the next card is turned at once.
    var waitsForTableToSettle = true

    /// What turning one card showed.
    struct Turn {
        /// The emoji on the card.
        let face: String
        /// It completed a pair.
        let matched: Bool
        /// The status line and header row once the card had turned (before a pair leaves).
        let status: MemorizeStatusLine
        let header: String
    }

    init(session: TmuxSession) {
        self.session = session
    }

    /// Waits for the game's table to be dealt and keep still, and returns its status line.
    @discardableResult
    func waitForGame() async throws -> MemorizeStatusLine {
        try await session.waitFor("the Memorize table and its status line") {
            $0.header.hasPrefix(" cardtable · Memorize") && $0.memorizeStatus?.cardCount != nil
        }
        try await session.waitForStillness()
        let status = try await self.status()
        guard let count = status.cardCount else { throw EndToEndFailure("No cards on the table: \(status)") }
        cardCount = count
        faces = [:]
        faceUp = []
        foundFaces = []
        emptySlots = []
        return status
    }

    /// The status line now (as two captures in a row agree on it).
    func status() async throws -> MemorizeStatusLine {
        try await waitForStatus("a Memorize status line") { _ in true }
    }

    /// Waits until the status line satisfies `condition` and returns it.
    @discardableResult
    func waitForStatus(
        _ what: String, until condition: (MemorizeStatusLine) -> Bool
    ) async throws -> MemorizeStatusLine {
        let screen = try await session.waitFor(what) { $0.memorizeStatus.map(condition) ?? false }
        return screen.memorizeStatus!
    }

    /// The slots of the cards never turned.
    var unknownCards: [Int] {
        (0..<cardCount).filter { faces[$0] == nil && !emptySlots.contains($0) }
    }

    /// Two remembered cards with the same face, if the player knows of such a pair.
    var knownPair: (Int, Int)? {
        let places = faces.keys.sorted()
        for (offset, first) in places.enumerated() {
            if let second = places[(offset + 1)...].first(where: { faces[$0] == faces[first] }) {
                return (first, second)
            }
        }
        return nil
    }

    /// Moves the focus to the card at `place` with Right presses.
    func focus(on place: Int) async throws {
        guard (0..<cardCount).contains(place) else {
            throw EndToEndFailure("No card \(place) among the \(cardCount) on the table")
        }
        let status = try await self.status()
        guard let card = status.card else { throw EndToEndFailure("No focused card: \(status)") }
        // Right passes over empty slots: count the cards between here and there.
        var presses = 0
        var slot = card - 1
        while slot != place {
            slot = (slot + 1) % cardCount
            if !emptySlots.contains(slot) { presses += 1 }
        }
        try session.sendKeys(Array(repeating: "Right", count: presses))
        try await waitForStatus("the focus to reach card \(place + 1)") { $0.card == place + 1 }
    }

    /// Turns the card at `place` face up and reads its face; after a pair, waits for it to leave.
    @discardableResult
    func turn(_ place: Int) async throws -> Turn {
        guard !faceUp.contains(place) else {
            throw EndToEndFailure("Card \(place + 1) is face up already; Space would do nothing")
        }
        let before = try await status()
        try await focus(on: place)
        try session.sendKeys("Space")
        let screen = try await session.waitFor("card \(place + 1) to turn up") { screen in
            guard let status = screen.memorizeStatus else { return false }
            // A pair can celebrate and leave quickly: the count of pairs left says it was found.
            if status.pairsLeft == before.pairsLeft - 1 { return true }
            return status.pairsLeft == before.pairsLeft && status.card == place + 1
                && status.state == "face up" && Self.focusedFace(on: screen) != nil
        }
        let status = screen.memorizeStatus!
        let matched = status.pairsLeft < before.pairsLeft
        let face: String
        if matched {
            guard faceUp.count == 1, let partner = faces[faceUp[0]] else {
                throw EndToEndFailure(
                    "A pair was found turning card \(place + 1), with cards \(faceUp) face up before:\n\(screen)"
                )
            }
            face = partner
        } else {
            face = Self.focusedFace(on: screen)!
            if foundFaces.contains(face) {
                throw EndToEndFailure(
                    "Card \(place + 1) shows \(face), the emoji of a pair found before and gone from the "
                        + "table, with \(status):\n\(screen)")
            }
        }
        faces[place] = face
        let turn = Turn(face: face, matched: matched, status: status, header: screen.header)

        if matched {
            foundFaces.insert(face)
            try await waitForPairToLeave([faceUp[0], place])
        } else if faceUp.count == 1 {
            faceUp.append(place)
        } else {
            faceUp = [place]
        }
        return turn
    }

    /// Turns two face-down cards, or one face-down and one of a mismatched pair showing, in
    /// the order that works: a face-up card can be chosen only after the others turn down.
    @discardableResult
    func turnPair(_ first: Int, _ second: Int) async throws -> Turn {
        if faceUp.contains(first) {
            try await turn(second)
            return try await turn(first)
        }
        try await turn(first)
        return try await turn(second)
    }

    /// Plays with perfect memory until one pair is found, and returns the turn that found it.
    ///
    /// A known pair is taken at once; otherwise an unknown card is turned, then its twin if
    /// the player has seen it, else another unknown card. Only cards never seen are turned
    /// in a mismatch, so this never costs points.
    @discardableResult
    func findAPair() async throws -> Turn {
        while true {
            if let (first, second) = knownPair {
                let turn = try await turnPair(first, second)
                guard turn.matched else {
                    throw EndToEndFailure(
                        "Cards \(first + 1) and \(second + 1) both showed \(turn.face) but did not pair up")
                }
                return turn
            }
            guard let first = unknownCards.first else {
                throw EndToEndFailure("Every card has been seen and no two match: \(faces)")
            }
            let turn = try await self.turn(first)
            if let twin = faces.first(where: { $0.key != first && $0.value == turn.face })?.key {
                let pair = try await self.turn(twin)
                guard pair.matched else {
                    throw EndToEndFailure(
                        "Cards \(first + 1) and \(twin + 1) both showed \(turn.face) but did not pair up")
                }
                return pair
            }
            guard let second = unknownCards.first else {
                throw EndToEndFailure(
                    "Card \(first + 1) shows \(turn.face), which no other card has: \(faces)")
            }
            let next = try await self.turn(second)
            if next.matched { return next }
        }
    }

    /// Waits until the pair at `places` has celebrated and faded, leaving its slots empty.
    private func waitForPairToLeave(_ places: [Int]) async throws {
        for place in places {
            faces[place] = nil
            emptySlots.insert(place)
        }
        faceUp = []
        // The pair fades where it was; nothing else moves.
        if waitsForTableToSettle || emptySlots.count == cardCount { try await session.waitForStillness() }
    }

    /// The emoji on the focused card: the one between the focus pointers `▶` and `◀`.
    static func focusedFace(on screen: PaneSnapshot) -> String? {
        for row in screen.rows.dropFirst().dropLast() {
            guard let left = row.firstIndex(of: "▶"),
                let right = row[left...].firstIndex(of: "◀")
            else { continue }
            let emoji = row[left..<right].filter { character in
                character.unicodeScalars.first?.properties.isEmojiPresentation == true
            }
            return emoji.count == 1 ? String(emoji) : nil
        }
        return nil
    }
}
