import Foundation
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

    @Test(
        "Set's variants open on their letters: n Set Junior, a Set-Chain, u UltraSet",
        arguments: [
            ("n", "Set Junior"), ("a", "Set-Chain"), ("u", "UltraSet"),
        ])
    func variantKeys(key: String, title: String) async throws {
        let app = try AppUnderTest(["--seed", "2"])
        defer { app.close() }
        try await app.session.waitFor("the start menu") { $0.contains("\(key)  \(title)") }
        try app.session.sendKeys(key)
        try await app.session.waitFor("\(title) open") { $0.header.contains(title) && $0.status != nil }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
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

    @Test(
        "`Set vs computer` asks the level and remembers it; `Set with friends` asks how many and their names")
    func playersAreAsked() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try AppUnderTest(["--seed", "2"], environment: config.environment)
        defer { app.close() }
        _ = try await app.session.waitFor("the start menu") { $0.contains("Set vs computer") }
        try app.session.sendKeys("7")
        _ = try await app.session.waitFor("the level asked") {
            $0.contains("How well should the computer play?") && $0.contains("▶ 2  Normal")
        }
        try app.session.sendKeys("Down", "Enter")
        let player = SetPlayer(session: app.session)
        // The hard computer may have taken a Set by the time a busy machine shows the table.
        try await player.waitForStatus("the game against the hard computer") { $0.players["Computer"] != nil }
        let settings = try String(
            contentsOf: config.url.appendingPathComponent("cardtable/settings.json"), encoding: .utf8)
        #expect(settings.contains("\"computerLevel\" : \"hard\""), "\(settings)")

        // Back to the menu: the level chosen last is where the pointer starts.
        try app.session.sendKeys("Escape")
        _ = try await app.session.waitFor("the start menu again") { $0.contains("Set with friends") }
        try app.session.sendKeys("7")
        _ = try await app.session.waitFor("hard remembered") { $0.contains("▶ 3  Hard") }
        try app.session.sendKeys("Escape")
        _ = try await app.session.waitFor("the start menu again") { $0.contains("Set with friends") }

        try app.session.sendKeys("8")
        _ = try await app.session.waitFor("the number of players asked") { $0.contains("How many players?") }
        try app.session.sendKeys("2")
        _ = try await app.session.waitFor("the names asked") { $0.contains("Player 3:") }
        try app.session.sendKeys("A", "n", "n", "Enter", "B", "o", "b", "Enter", "Enter", "Enter")
        try await player.waitForStatus("the game of Ann, Bob and Player 3") {
            $0.players == ["Ann": "0", "Bob": "0", "Player 3": "0"]
        }
        _ = try await app.session.waitFor("the claim keys in the header") {
            $0.header.contains("Set!: 1 Ann  0 Bob  Tab Player 3")
        }
        try app.session.sendKeys("Tab")
        // The call lasts ten seconds, then its end says whose it was: either shows Tab called.
        _ = try await app.session.waitFor("Player 3 calls with Tab") {
            $0.contains("Player 3 calling") || $0.header.contains("Time is up: Player 3")
        }
    }

    @Test("Settings: a palette chosen is kept, shows on the cards, and the command line holds for one run")
    func settingsStick() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try AppUnderTest(["--seed", "2"], environment: config.environment)
        defer { app.close() }
        _ = try await app.session.waitFor("the start menu") { $0.contains("s  Settings") }
        try app.session.sendKeys("s")
        _ = try await app.session.waitFor("the settings") { $0.contains("Card colours    ◀ standard ▶") }
        try app.session.sendKeys("Right")
        _ = try await app.session.waitFor("color-safe chosen, named as --palette names it") {
            $0.contains("◀ color-safe ▶")
        }
        let file = config.url.appendingPathComponent("cardtable/settings.json")
        let settings = try String(contentsOf: file, encoding: .utf8)
        #expect(settings.contains("\"palette\" : \"color-safe\""), "\(settings)")
        try app.session.sendKeys("Escape")
        _ = try await app.session.waitFor("the start menu again") { $0.contains("s  Settings") }
        try app.session.sendKeys("1")
        // In the colour-safe palette every card names its colour, in colour too.
        let game = try await SetPlayer(session: app.session).waitForGame()
        let table = try await app.session.waitForStillness()
        #expect(
            table.contains(" red ") || table.contains(" green ") || table.contains(" purple "), "\(table)")
        _ = game
        try app.session.sendKeys("Q")
        _ = try await app.waitForExit()

        // The command line holds for this run, and the screen says so; the file keeps its own.
        let again = try AppUnderTest(["--palette", "high-contrast"], environment: config.environment)
        defer { again.close() }
        _ = try await again.session.waitFor("the start menu") { $0.contains("s  Settings") }
        try again.session.sendKeys("s")
        _ = try await again.session.waitFor("the override shown") {
            $0.contains("◀ high-contrast ▶") && $0.contains("for this run: command line")
        }
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"color-safe\""))
    }

    /// The title of the menu item the pointer (`▶`, or `>` in ASCII) is on: `▶ 1  Play Set`
    /// (Settings, Statistics and Quit have letters: `▶ q  Quit`).
    static func selectedItem(on screen: PaneSnapshot) -> String? {
        for row in screen.rows {
            if let match = row.firstMatch(of: #/[▶>] [\da-zA-Z ]  (\S+(?: \S+)*)/#) { return String(match.1) }
        }
        return nil
    }
}
