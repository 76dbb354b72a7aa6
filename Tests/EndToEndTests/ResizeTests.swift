import Testing

/// The table survives the terminal shrinking below its minimum and growing back.
@Suite("Resizing")
struct ResizeTests {
    @Test("Too small, then grown back")
    func tooSmallThenGrown() async throws {
        let app = try AppUnderTest(["set", "--seed", "9"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()

        // Move the focus and choose a card, so there is state to keep.
        let table = try await player.readTable()
        try await player.choose(2)
        try await app.session.waitFor("the header message to clear after the choice") {
            !$0.header.contains("Find three cards")
        }
        let before = try await player.status()
        #expect(before.focus == table[2].description)

        try app.session.resize(to: TerminalSize(30, 8))
        let small = try await app.session.waitFor("`Terminal too small`") {
            $0.rows.count == 8 && $0.contains("Terminal too small")
        }
        #expect(small.statusRowIndices.isEmpty, "no status line while too small:\n\(small)")

        try app.session.resize(to: TerminalSize(80, 24))
        let grown = try await app.session.waitFor("the table to come back") { screen in
            screen.rows.count == 24 && screen.header.hasPrefix(" cardtable") && screen.status != nil
        }
        let after = try #require(grown.status)
        #expect(after.sameState(as: before), "the same game after the resize: \(after) vs \(before)")
        #expect(!grown.contains("Terminal too small"), "the message is gone:\n\(grown)")

        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    /// A shell, or the program that started the game, may have exported `LINES` and
    /// `COLUMNS` for another window: the window's own size counts, before and after a resize.
    @Test("LINES and COLUMNS left in the environment do not hide the window's real size")
    func staleLinesAndColumnsInTheEnvironment() async throws {
        let app = try AppUnderTest(
            ["set", "--seed", "9"], size: TerminalSize(30, 6), environment: ["LINES": "24", "COLUMNS": "80"])
        defer { app.close() }
        try await app.session.waitFor("`Terminal too small` at 30x6") { $0.contains("Terminal too small") }
        try app.session.resize(to: TerminalSize(100, 30))
        // The header's keys end at the window's right edge, past the 80 columns of LINES.
        try await app.session.waitFor("the table laid out for 100x30") { screen in
            screen.header.hasPrefix(" cardtable") && screen.header.hasSuffix("Q quit")
                && screen.header.count > 80 && screen.status != nil
        }
        try app.session.resize(to: TerminalSize(30, 6))
        try await app.session.waitFor("`Terminal too small` at 30x6 again") {
            $0.contains("Terminal too small")
        }
    }

    @Test("Shrinking the window while cards are being dealt")
    func shrinkWhileDealing() async throws {
        // At half speed the opening deal takes about 4 s, so when the window shrinks some
        // cards are still on the deck at the right edge, or flying from it: they must fly on
        // to the new table, not crash the app (as they once did, painting off screen).
        let app = try AppUnderTest(["set", "--seed", "7", "--speed", "0.5"], size: TerminalSize(120, 40))
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()

        let small = TerminalSize(80, 24)
        try app.session.resize(to: small)
        let screen = try await app.session.waitFor("the table at \(small.testDescription)") {
            $0.rows.count == small.height && $0.header.hasPrefix(" cardtable") && $0.status != nil
        }
        let status = try #require(screen.status)
        #expect(status.sameState(as: start), "the same game: \(status) vs \(start)")
        try await app.session.waitForStillness(timeout: .seconds(20))
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }
}
