import Testing

/// `cardtable` with no arguments opens the start menu.
@Suite("Start menu")
struct StartMenuTests {
    @Test("Enter on `Play Set` opens a game")
    func playSet() async throws {
        let app = try AppUnderTest(["--seed", "2"])
        defer { app.close() }
        let menu = try await app.session.waitFor("the start menu") {
            $0.contains("Play Set") && $0.contains("Quit")
        }
        #expect(Self.selectedItem(on: menu) == "Play Set", "the first item is selected:\n\(menu)")
        #expect(menu.status == nil, "the menu has no game status line:\n\(menu)")

        try app.session.sendKeys("Enter")
        let game = try await SetPlayer(session: app.session).waitForGame()
        #expect(game.score == 0, "\(game)")
        #expect(game.deck == 69, "\(game)")
        #expect(game.sets == 0, "\(game)")
    }

    @Test("`Quit` in the menu ends the program")
    func quit() async throws {
        let app = try AppUnderTest([])
        defer { app.close() }
        var menu = try await app.session.waitFor("the start menu") {
            $0.contains("Play Set") && $0.contains("Quit")
        }
        try app.expectTerminalTaken()
        // Down until the pointer is on Quit, however many items come before it.
        var visited: [String] = []
        while let selected = Self.selectedItem(on: menu), selected != "Quit" {
            guard !visited.contains(selected) else {
                throw EndToEndFailure("Down went round the menu without reaching Quit: \(visited)")
            }
            visited.append(selected)
            try app.session.sendKeys("Down")
            menu = try await app.session.waitFor("the pointer to move on from \(selected)") {
                Self.selectedItem(on: $0) != selected
            }
        }
        #expect(Self.selectedItem(on: menu) == "Quit", "the pointer is on an item:\n\(menu)")

        try app.session.sendKeys("Enter")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    /// The title of the menu item the pointer (`▶`, or `>` in ASCII) is on: `▶ 1  Play Set`
    /// (items past the tenth have no number key).
    static func selectedItem(on screen: PaneSnapshot) -> String? {
        for row in screen.rows {
            if let match = row.firstMatch(of: #/[▶>] [\d ]  (\S+(?: \S+)*)/#) { return String(match.1) }
        }
        return nil
    }
}
