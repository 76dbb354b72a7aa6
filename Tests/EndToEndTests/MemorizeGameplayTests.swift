import Testing

/// Playing Memorize in the real binary, from memory: the player turns cards, reads each
/// emoji off the screen and remembers it, as a person would.
@Suite("Memorize gameplay in a terminal")
struct MemorizeGameplayTests {
    /// Starts `memorize --theme Flowers` (6 pairs) with `seed` at 80x24, away from the user's
    /// themes, with `options` added to the command line.
    static func startFlowers(seed: Int, config: ConfigFolder, options: [String] = []) throws -> AppUnderTest {
        try AppUnderTest(
            ["memorize", "--seed", "\(seed)", "--theme", "Flowers"] + options, environment: config.environment
        )
    }

    @Test("Two cards remembered with the same emoji make a pair")
    func pairFromMemory() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try Self.startFlowers(seed: 1, config: config)
        defer { app.close() }
        let player = MemorizePlayer(session: app.session)
        let start = try await player.waitForGame()
        #expect(start.theme == "Flowers", "\(start)")
        #expect(start.score == 0 && start.pairsLeft == 6, "\(start)")
        #expect(start.card == 1 && start.cardCount == 12 && start.state == "face down", "\(start)")
        try app.expectTerminalTaken()
        // No key is pressed: the clock must still tick over by itself.
        try await player.waitForStatus("the clock to tick with no key pressed") { $0.time >= "0:02" }

        // Turn unknown cards two at a time until two cards seen have the same emoji.
        while player.knownPair == nil {
            let unknown = player.unknownCards
            try #require(unknown.count >= 2, "cards left to explore: \(player.faces)")
            let first = try await player.turn(unknown[0])
            #expect(first.status.state == "face up", "the first card of two shows its face: \(first.status)")
            try await player.turn(unknown[1])
        }
        let (a, b) = try #require(player.knownPair)
        let face = try #require(player.faces[a])
        let before = try await player.status()
        let cardsBefore = Self.cardCorners(in: try await app.session.waitForStillness())

        let pair = try await player.turnPair(a, b)
        #expect(pair.matched, "cards \(a + 1) and \(b + 1), both \(face), make a pair")
        #expect(pair.face == face)
        let gained = pair.status.score - before.score
        #expect(gained >= 2, "a pair scores 2 and a speed bonus: \(before) then \(pair.status)")
        #expect(pair.status.pairsLeft == before.pairsLeft - 1, "\(before) then \(pair.status)")
        #expect(pair.header.contains("A pair! +\(gained)"), "the header says so: \(pair.header)")

        // Once it has celebrated, the pair leaves its two slots empty and no other card moves.
        // (Before, the last two cards turned showed their emoji in frames of their own.)
        let still = try await app.session.waitFor("the pair to leave its slots") {
            Self.cardCorners(in: $0).count <= cardsBefore.count - 2 && !$0.contains("✓")
        }
        let cardsAfter = Self.cardCorners(in: still)
        #expect(cardsAfter.isSubset(of: cardsBefore), "every other card is where it was:\n\(still)")
        let after = try await player.status()
        #expect(after.cardCount == before.cardCount, "\(after)")
        #expect(after.score == pair.status.score && after.pairsLeft == pair.status.pairsLeft, "\(after)")
    }

    /// Where each card's top-left corner is (a rounded corner, or heavy when focused).
    static func cardCorners(in screen: PaneSnapshot) -> Set<[Int]> {
        var corners: Set<[Int]> = []
        for (y, row) in screen.rows.enumerated().dropFirst().dropLast() {
            for (x, character) in row.enumerated() where character == "╭" || character == "┏" {
                corners.insert([x, y])
            }
        }
        return corners
    }

    @Test("A mismatch of two cards seen before costs 2 points")
    func mismatchOfSeenCards() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try Self.startFlowers(seed: 2, config: config)
        defer { app.close() }
        let player = MemorizePlayer(session: app.session)
        try await player.waitForGame()

        // Two unknown cards that differ: a mismatch of cards never seen costs nothing.
        var a = 0
        var b = 0
        while true {
            let unknown = player.unknownCards
            try #require(unknown.count >= 2, "two unknown cards that differ: \(player.faces)")
            let score = try await player.status().score
            try await player.turn(unknown[0])
            let second = try await player.turn(unknown[1])
            if !second.matched {
                (a, b) = (unknown[0], unknown[1])
                #expect(second.header.contains("No match."), "\(second.header)")
                #expect(second.status.score == score, "unseen cards cost nothing: \(second.status)")
                break
            }
        }
        // Two other cards: A and B turn face down, seen now. (The others come after A and B,
        // so should they pair up and leave, A and B keep their places.)
        let others = player.unknownCards
        try #require(others.count >= 2, "two more cards to turn: \(player.faces)")
        try await player.turn(others[0])
        try await player.turn(others[1])

        let before = try await player.status()
        try await player.turn(a)
        let mismatch = try await player.turn(b)
        #expect(!mismatch.matched)
        #expect(
            mismatch.status.score == before.score - 2, "both were seen: \(before) then \(mismatch.status)")
        #expect(mismatch.status.pairsLeft == before.pairsLeft)
        #expect(
            mismatch.header.contains("No match (-2)") && mismatch.header.contains("seen both"),
            "the header says so: \(mismatch.header)")
    }

    @Test("A game of Flowers played from memory ends in the `All pairs found` panel")
    func finishAGame() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        // Twice as fast: six pairs celebrate and leave one after another.
        let app = try Self.startFlowers(seed: 3, config: config, options: ["--speed", "2"])
        defer { app.close() }
        let player = MemorizePlayer(session: app.session)
        let start = try await player.waitForGame()
        #expect(start.pairsLeft == 6, "Flowers deals 6 pairs: \(start)")

        var score = start.score
        for pairsLeft in (0..<start.pairsLeft).reversed() {
            let pair = try await player.findAPair()
            #expect(pair.status.pairsLeft == pairsLeft, "\(pair.status)")
            #expect(pair.status.score >= score + 2, "each pair scores at least 2: \(pair.status)")
            score = pair.status.score
        }

        let panel = try await app.session.waitFor("the `All pairs found` panel") {
            $0.contains("All pairs found") && $0.contains("Time:")
        }
        #expect(panel.contains("Theme: Flowers"), "\(panel)")
        #expect(panel.contains("Score: \(score)"), "the panel shows the final score \(score):\n\(panel)")
        #expect(score >= 12, "six pairs and no penalty (only unseen cards were ever mismatched): \(score)")
        #expect(panel.memorizeStatus?.pairsLeft == 0, "\(panel.bottomRow)")

        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    @Test("A card turned while a found pair fades away shows its own face, not the pair's")
    func turnWhileAPairFades() async throws {
        // After a pair, the table closes up at once while the pair fades where it was (0.6 s,
        // 1.2 s at half speed). Here each next card is turned as soon as the table has closed
        // up, which puts it under the fading pair: the player must still see its own emoji
        // (`turn` fails on the emoji of a pair already found). Four pairs of a theme of the
        // test's own keep the game short.
        let config = try ConfigFolder()
        defer { config.remove() }
        try config.writeThemesFile(
            #"[{"name": "Four", "emoji": ["🐶", "🐱", "🐭", "🐹"], "pairs": 4, "color": "green"}]"#)
        let app = try AppUnderTest(
            ["memorize", "--seed", "1", "--theme", "Four", "--speed", "0.5"], environment: config.environment)
        defer { app.close() }
        let player = MemorizePlayer(session: app.session)
        player.waitsForTableToSettle = false
        let start = try await player.waitForGame()
        #expect(start.theme == "Four" && start.pairsLeft == 4, "\(start)")
        for _ in 0..<start.pairsLeft {
            try await player.findAPair()
        }
        try await app.session.waitFor("the `All pairs found` panel") { $0.contains("All pairs found") }
    }
}
