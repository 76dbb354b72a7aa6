import Testing

/// Words a new player reads on the screen, as README says them.
@Suite("Words on the screen")
struct NewPlayerWordsTests {
    @Test("With --no-color at 50x15 every card names its colour, purple as red and green")
    func purpleIsNamed() async throws {
        let app = try AppUnderTest(
            ["set", "--seed", "1", "--no-color", "--reduced-motion"], size: TerminalSize(50, 15))
        defer { app.close() }
        let screen = try await app.session.waitFor("the table with a purple card named") {
            $0.contains("purple") && $0.contains("red") && $0.contains("green")
        }
        // A letter alone at a card's corner (`╭P──`) is the colour unnamed.
        #expect(!screen.rows.contains { $0.contains("╭P") || $0.contains("┏P") }, "\(screen)")
    }

    @Test("Against the computer at 80x24 the status line says Computer:, as README does")
    func computerIsNamed() async throws {
        let app = try AppUnderTest(["set", "--vs", "computer", "--seed", "3"])
        defer { app.close() }
        let screen = try await app.session.waitFor("the status line against the computer") {
            $0.bottomRow.contains("Computer is looking")
        }
        // On a loaded machine the computer may have scored before the screen is read.
        #expect(screen.bottomRow.contains(#/ Computer: -?\d+ /#), "\(screen.bottomRow)")
        #expect(!screen.bottomRow.contains("CPU"), "\(screen.bottomRow)")
    }
}
