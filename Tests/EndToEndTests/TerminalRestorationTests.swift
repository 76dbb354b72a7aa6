import Foundation
import Testing

/// However the game ends, the shell gets its terminal back: primary screen, cursor, echo.
@Suite("Terminal restoration")
struct TerminalRestorationTests {
    /// A way to end the game.
    enum Ending: String, CaseIterable, Sendable {
        case quitKey = "Q"
        case controlC = "Ctrl-C"
        case sigterm = "SIGTERM"
        case sighup = "SIGHUP"

        /// The exit status the shell reports: 0, or 128 plus the signal the app died of.
        var exitStatus: Int {
            switch self {
            case .quitKey: 0
            case .controlC: 128 + Int(SIGINT)
            case .sigterm: 128 + Int(SIGTERM)
            case .sighup: 128 + Int(SIGHUP)
            }
        }
    }

    @Test("The terminal is restored", arguments: Ending.allCases)
    func restored(after ending: Ending) async throws {
        let app = try AppUnderTest(["set", "--seed", "5"])
        defer { app.close() }
        try await SetPlayer(session: app.session).waitForGame()
        try app.expectTerminalTaken()

        switch ending {
        case .quitKey: try app.session.sendKeys("Q")
        case .controlC: try app.session.sendKeys("C-c")
        case .sigterm: #expect(kill(try await app.processID(), SIGTERM) == 0)
        case .sighup: #expect(kill(try await app.processID(), SIGHUP) == 0)
        }

        #expect(try await app.waitForExit() == ending.exitStatus)
        try app.expectTerminalRestored()
        let screen = try app.session.capture()
        #expect(!screen.contains("Score:"), "the game's screen is gone:\n\(screen)")
    }
}
