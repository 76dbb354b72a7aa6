import CardModel
import Testing

/// Playing Set in the real binary: reading the table off the screen, finding a Set,
/// a wrong choice, and dealing three more.
@Suite("Set gameplay in a terminal")
struct SetGameplayTests {
    @Test(
        "Find a Set, replace it, resize the window and quit",
        arguments: [TerminalSize(80, 24), TerminalSize(120, 40)])
    func findASet(size: TerminalSize) async throws {
        let app = try AppUnderTest(["set", "--seed", "7"], size: size)
        defer { app.close() }
        // The same game at the size the window will be resized to, played the same way:
        // what the resized window must show. Started now so its deal runs meanwhile.
        let resized = TerminalSize(100, 30)
        let reference = try AppUnderTest(["set", "--seed", "7"], size: resized)
        defer { reference.close() }

        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()
        #expect(start.score == 0, "\(start)")
        #expect(start.deck == 69, "\(start)")
        #expect(start.sets == 0, "\(start)")
        try app.expectTerminalTaken()
        let replaced = try await Self.playFirstSet(player)

        let referencePlayer = SetPlayer(session: reference.session)
        try await referencePlayer.waitForGame()
        _ = try await Self.playFirstSet(referencePlayer)

        // Resize once the new cards have landed; resizing while they fly is its own test.
        try await app.session.waitForStillness()
        try app.session.resize(to: resized)
        let redrawn = try await app.session.waitFor("the table redrawn at \(resized.testDescription)") {
            screen in
            screen.rows.count == resized.height && screen.header.hasPrefix(" cardtable")
                && screen.status.map { $0.sameState(as: replaced) } == true
        }
        #expect(
            redrawn.statusRowIndices == [resized.height - 1], "one status line, at the bottom:\n\(redrawn)")

        var referenceScreen = try reference.session.capture()
        do {
            try await app.session.waitFor("the resized board to match a game started at that size") {
                screen in
                referenceScreen = try reference.session.capture()
                // The table: the header and status line may differ (the clock, and a speed
                // bonus that depends on how fast each game was played on a busy machine).
                return screen.rows.dropFirst().dropLast() == referenceScreen.rows.dropFirst().dropLast()
            }
        } catch let failure as EndToEndFailure {
            throw EndToEndFailure(
                "\(failure)\nA game started at \(resized.testDescription) shows:\n\(referenceScreen)")
        }

        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    /// Reads the table, deals until a Set shows, chooses the first Set and waits for it to
    /// be replaced by itself.
    ///
    /// Checks each step on the way and returns the status line once the matched cards are
    /// replaced. Played the same way, two games with one seed end alike.
    static func playFirstSet(_ player: SetPlayer) async throws -> StatusLine {
        var table = try await player.readTable()
        #expect(table.count == 12, "12 cards are dealt: \(table)")
        while SetCard.sets(in: table).isEmpty {
            let deck = try #require(try await player.status().deck)
            try player.session.sendKeys("D")
            try await player.waitForStatus("three more cards") { $0.deck == deck - 3 }
            table = try await player.readTable()
        }

        let set = try #require(SetCard.sets(in: table).first)
        let deckBefore = try #require(try await player.status().deck)
        for index in set { try await player.choose(index) }
        // The header keeps its words after the Set has left: this is seen however late.
        let matched = try await player.session.waitFor("the Set to be counted") {
            $0.status?.sets == 1 && $0.header.contains("Set! +")
        }
        let afterMatch = try #require(matched.status)
        #expect(afterMatch.score > 0, "a Set scores points: \(afterMatch)")
        #expect(matched.header.contains("Set! +\(afterMatch.score)"), "the header says so: \(matched.header)")

        // With no key pressed, after its celebration the Set leaves and the deck replaces it
        // while 12 cards are out.
        let expectedDeck = table.count <= 12 ? deckBefore - 3 : deckBefore
        if table.count == 12 { #expect(expectedDeck == 66) }
        let replaced = try await player.waitForStatus("the match to be replaced by itself") {
            $0.deck == expectedDeck
                && (table.count > 12
                    || CardDescriptions.card(named: $0.focus).map { !table.contains($0) } == true)
        }
        #expect(replaced.score == afterMatch.score, "\(replaced)")
        #expect(replaced.sets == 1, "\(replaced)")
        if table.count == 12 {
            // The focus stays on the last chosen card's slot, which now holds a new card.
            let newCard = try #require(CardDescriptions.card(named: replaced.focus), "\(replaced)")
            #expect(!table.contains(newCard), "\(newCard) replaced \(table[set[2]])")
        }
        return replaced
    }

    @Test("Three cards that are not a Set cost 3 points")
    func mismatch() async throws {
        let app = try AppUnderTest(["set", "--seed", "11"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        let table = try await player.readTable()
        // If the first three cards make a Set, the fourth cannot complete the first two.
        let choice = SetCard.isSet(table[0], table[1], table[2]) ? [0, 1, 3] : [0, 1, 2]
        #expect(!SetCard.isSet(table[choice[0]], table[choice[1]], table[choice[2]]))

        for index in choice { try await player.choose(index) }
        let screen = try await app.session.waitFor("`Not a Set`") {
            $0.header.contains("Not a Set") && $0.status != nil
        }
        let status = try #require(screen.status, "\(screen)")
        #expect(status.score == -3, "\(status)")
        #expect(status.sets == 0, "\(status)")
        #expect(status.deck == 69, "\(status)")
    }

    @Test("`d` at the start deals three more cards")
    func dealThreeMore() async throws {
        let app = try AppUnderTest(["set", "--seed", "3"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()

        try app.session.sendKeys("D")
        let dealt = try await app.session.waitFor("Deck: 66") {
            $0.status?.deck == 66 && $0.header.contains("Dealt 3 more")
        }
        #expect(dealt.status?.focus == start.focus, "the focus stays on the first card")

        let table = try await player.readTable()
        #expect(table.count == 15, "Right 15 times comes back to the first card: \(table)")
        // The new cards go at the end, so the first 12 are the ones dealt at the start.
        let setWasShowing = !SetCard.sets(in: Array(table.prefix(12))).isEmpty
        let status = try await player.status()
        #expect(status.score == (setWasShowing ? -3 : 0), "\(status)")
    }
}
