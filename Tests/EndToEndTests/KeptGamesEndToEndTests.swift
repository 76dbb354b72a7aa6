import Foundation
import Testing

/// Games that are kept, in the real binary: left by any way out and taken up again, and a
/// finished game in `cardtable stats` and `cardtable replay`.
@Suite("Games that are kept")
struct KeptGamesEndToEndTests {
    /// A way to leave a game.
    enum WayOut: String, CaseIterable, Sendable {
        case quitKey = "Q"
        case escapeToMenu = "Esc, then q"
        case controlC = "Ctrl-C"
        case sigterm = "SIGTERM"
        case sighup = "SIGHUP"
        case terminalGone = "the terminal gone"
    }

    /// The table as the player sees it, header and status line aside.
    static func table(_ screen: PaneSnapshot) -> [String] {
        Array(screen.rows.dropFirst().dropLast())
    }

    @Test("A game left by any way out comes back exactly", arguments: WayOut.allCases)
    func comesBack(after way: WayOut) async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let environment = ["XDG_STATE_HOME": state.url.path]
        var left: (status: StatusLine, table: [String])
        if way == .terminalGone {
            left = try await Self.playAndLoseTheTerminal(environment: environment)
        } else {
            let app = try AppUnderTest(["set", "--seed", "21"], environment: environment)
            defer { app.close() }
            left = try await Self.playAFewMoves(app.session)
            switch way {
            case .quitKey: try app.session.sendKeys("Q")
            case .escapeToMenu:
                try app.session.sendKeys("Escape")
                try await app.session.waitFor("the menu") { $0.contains("Continue") }
                try app.session.sendKeys("q")
            case .controlC: try app.session.sendKeys("C-c")
            case .sigterm: #expect(kill(try await app.processID(), SIGTERM) == 0)
            case .sighup: #expect(kill(try await app.processID(), SIGHUP) == 0)
            case .terminalGone: break
            }
            _ = try await app.waitForExit()
        }

        let again = try AppUnderTest(["set"], environment: environment)
        defer { again.close() }
        let player = SetPlayer(session: again.session)
        try await again.session.waitFor("the game resumed") { $0.header.contains("Resumed your game") }
        let screen = try await again.session.waitForStillness()
        let status = try await player.status()
        #expect(status.sameState(as: left.status), "\(status) after \(left.status)")
        #expect(status.seconds >= left.status.seconds, "the clock goes on from \(left.status.time)")
        #expect(Self.table(screen) == left.table, "the same table, selection included:\n\(screen)")
    }

    /// Deals three more, selects the second card and puts the focus back on the first;
    /// returns the status line and the table once still.
    static func playAFewMoves(_ session: TmuxSession) async throws -> (status: StatusLine, table: [String]) {
        let player = SetPlayer(session: session)
        try await player.waitForGame()
        try session.sendKeys("D")
        try await player.waitForStatus("three more cards") { $0.deck == 66 }
        try session.sendKeys("Right", "Space", "Left")
        let first = try await player.waitForStatus("the focus back on the first card") { _ in true }
        try await player.waitForStatus("the clock to pass a second") { $0.seconds > first.seconds }
        let screen = try await session.waitForStillness()
        return (try await player.status(), table(screen))
    }

    /// The same moves with the program in a session of its own, then its terminal gone
    /// with no SIGHUP reaching it: it must still put the game away before it ends.
    static func playAndLoseTheTerminal(environment: [String: String]) async throws
        -> (status: StatusLine, table: [String])
    {
        let binary = try Prerequisites.appBinary()
        let pidFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtable-gone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let settings = environment.map { "\($0.key)=\($0.value)" }
        let session = try TmuxSession(
            command: ["/usr/bin/env", "TERM=xterm-256color"] + settings + [
                "setsid", "-w", "/bin/sh", "-c", "echo $$ > \"$0\"; exec \"$@\"", pidFile.path, binary.path,
                "set", "--seed", "21",
            ], size: TerminalSize(80, 24))
        defer { session.kill() }
        let left = try await playAFewMoves(session)
        let pid = try #require(
            pid_t(
                try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        session.kill()
        let deadline = Deadline.after(.seconds(10))
        while kill(pid, 0) == 0 {
            guard ContinuousClock.now < deadline else { throw EndToEndFailure("cardtable did not end") }
            try await Task.sleep(for: .milliseconds(50))
        }
        return left
    }

    @Test(
        "A finished game is in `cardtable stats`, and `cardtable replay` lists it and plays it to the same score"
    )
    func statsAndReplay() async throws {
        let folder = try ConfigFolder()
        defer { folder.remove() }
        try folder.writeThemesFile(
            #"[{"name": "Four", "emoji": ["🐶", "🐱", "🐭", "🐹"], "pairs": 4, "color": "green"}]"#)
        let environment = folder.environment.merging(["XDG_STATE_HOME": folder.url.path]) { $1 }
        let app = try AppUnderTest(["memorize", "--theme", "Four", "--seed", "8"], environment: environment)
        defer { app.close() }
        let player = MemorizePlayer(session: app.session)
        let start = try await player.waitForGame()
        for _ in 0..<start.pairsLeft { try await player.findAPair() }
        let end = try await app.session.waitFor("the `All pairs found` panel") {
            $0.contains("All pairs found")
        }
        let score = try #require(end.memorizeStatus?.score)
        try app.session.sendKeys("Q")
        _ = try await app.waitForExit()

        let stats = try await CompletedCommand.run(
            try Prerequisites.appBinary(), ["stats"],
            environment: ProcessInfo.processInfo.environment.merging(
                environment
            ) { $1 })
        #expect(stats.status == 0, "\(stats.standardError)")
        let row = try #require(
            stats.standardOutput.split(separator: "\n").first { $0.hasPrefix("Memorize · Four") },
            "\(stats.standardOutput)")
        // The columns after the game's name; those that say nothing (won-lost-drawn, `-` for a
        // game alone) are left out where the table would not fit 80 columns.
        let columns = row.dropFirst("Memorize · Four".count).split(separator: " ").map(String.init)
        #expect(
            columns.prefix(3) == ["1", "1", "\(score)"], "played 1, finished 1, best score \(score): \(row)")

        // `cardtable replay` lists the recorded games; Enter replays the newest.
        let replay = try AppUnderTest(["replay", "--speed", "4"], environment: environment)
        defer { replay.close() }
        try await replay.session.waitFor("the list of recorded games, with the game's seed") {
            $0.contains("Recorded games") && $0.contains("Memorize · Four") && $0.contains("seed 8")
        }
        try replay.session.sendKeys("Enter")
        try await replay.session.waitFor("the replay to end with score \(score)", timeout: .seconds(30)) {
            $0.header.contains("End of the replay: score \(score)")
        }
    }
}
