import Foundation
import Testing

/// Ctrl-S stops a terminal's output where flow control is on: the game turns it off while it
/// runs and gives the shell its own setting back; and a terminal that takes no output, for
/// whatever reason, cannot keep a signal from ending the game.
@Suite("Flow control and a terminal that takes no output")
struct FlowControlTests {
    /// The pane's terminal settings now, as `stty -a` prints them.
    static func settings(of session: TmuxSession) throws -> TerminalSettings {
        let tty = try session.display("#{pane_tty}")
        let result = try CompletedCommand.run(URL(fileURLWithPath: "/bin/stty"), ["-F", tty, "-a"])
        guard result.status == 0 else {
            throw EndToEndFailure("`stty -F \(tty) -a` failed: \(result.standardError)")
        }
        return TerminalSettings(sttyOutput: result.standardOutput)
    }

    /// Stops (TCOOFF) or restarts (TCOON) the output of the pane's terminal, as a terminal
    /// that stops reading (or a Ctrl-S where flow control is on) does.
    static func setOutput(of session: TmuxSession, flowing: Bool) throws {
        let tty = try session.display("#{pane_tty}")
        let descriptor = open(tty, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { throw EndToEndFailure("cannot open \(tty): errno \(errno)") }
        defer { close(descriptor) }
        guard tcflow(descriptor, flowing ? TCOON : TCOOFF) == 0 else {
            throw EndToEndFailure("tcflow on \(tty) failed: errno \(errno)")
        }
    }

    @Test("Ctrl-S does not freeze the game, and the shell's flow control comes back after it")
    func controlSDoesNotFreeze() async throws {
        let app = try AppUnderTest(["set", "--seed", "2"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()
        let shell = try String(contentsOf: app.directory.appendingPathComponent("before"), encoding: .utf8)
        #expect(
            TerminalSettings(sttyOutput: shell).settings.contains("ixon"),
            "the shell's terminal has flow control")
        let during = try Self.settings(of: app.session)
        #expect(
            during.settings.contains("-ixon") && during.settings.contains("-ixoff"),
            "no flow control while the game runs: \(during)")

        try app.session.sendKeys("C-s")
        try app.session.sendKeys("Right")
        try await player.waitForStatus("Right to move the focus after Ctrl-S") { $0.focus != start.focus }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    @Test("Ctrl-Z gives the shell its flow control back, and fg takes it away again")
    func suspendRestoresFlowControl() async throws {
        let binary = try Prerequisites.appBinary()
        let session = try await TmuxSession.shell()
        defer { session.kill() }
        #expect(
            try Self.settings(of: session).settings.contains("ixon"), "the shell's terminal has flow control")
        try session.sendText("\(binary.path) set --seed 4")
        try session.sendKeys("Enter")
        let player = SetPlayer(session: session)
        try await player.waitForGame()
        #expect(try Self.settings(of: session).settings.contains("-ixon"), "none while the game runs")
        try session.sendKeys("C-z")
        try await session.waitFor("the shell to say the game stopped") { $0.contains("Stopped") }
        #expect(try Self.settings(of: session).settings.contains("ixon"), "the shell's while it is stopped")
        try session.sendText("fg")
        try session.sendKeys("Enter")
        try await player.waitForGame()
        #expect(try Self.settings(of: session).settings.contains("-ixon"), "none again after fg")
        try session.sendKeys("Q")
        try await session.waitFor("the shell back after q") { screen in
            screen.rows.last { !$0.isEmpty } == "$" && !screen.contains("Score:")
        }
        #expect(try Self.settings(of: session).settings.contains("ixon"), "the shell's after the game")
    }

    /// The signals that end the game, with the exit status each gives.
    enum Ending: String, CaseIterable, Sendable {
        case sigterm = "SIGTERM"
        case sighup = "SIGHUP"
        case sigint = "SIGINT"

        var signal: Int32 {
            switch self {
            case .sigterm: SIGTERM
            case .sighup: SIGHUP
            case .sigint: SIGINT
            }
        }
    }

    @Test("A signal ends the game promptly while the terminal takes no output", arguments: Ending.allCases)
    func signalEndsWhileOutputIsStopped(_ ending: Ending) async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let environment = ["XDG_STATE_HOME": state.url.path]
        let app = try AppUnderTest(["set", "--seed", "3"], environment: environment)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()
        let pid = try await app.processID()
        try Self.setOutput(of: app.session, flowing: false)
        defer { try? Self.setOutput(of: app.session, flowing: true) }
        // Keys the game answers with frames the terminal does not take: three more dealt.
        try app.session.sendKeys("D")
        try await Task.sleep(for: .milliseconds(500))
        let sent = ContinuousClock.now
        #expect(kill(pid, ending.signal) == 0)
        // A second for the watchdog, the rest for a busy machine; held output never ends.
        let status = try await app.waitForExit(timeout: .seconds(8))
        let took = ContinuousClock.now - sent
        #expect(status == 128 + Int(ending.signal), "the game died of \(ending.rawValue)")
        let (before, after) = try app.recordedSettings()
        #expect(after == before, "the shell's settings are back: \(after.differences(from: before))")
        print("\(ending.rawValue) with the output stopped ended the game in \(took)")

        // The game was kept on the way out, with the moves made while nothing showed.
        let again = try AppUnderTest(["set"], environment: environment)
        defer { again.close() }
        try await again.session.waitFor("the game resumed") { $0.header.contains("Resumed your game") }
        let resumed = try await SetPlayer(session: again.session).status()
        #expect(
            resumed.deck == start.deck.map { $0 - 3 },
            "the deal made while nothing showed was kept: \(resumed)")
    }

    @Test(
        "A crash gives the shell its settings back at once, whether the terminal takes output or not",
        arguments: [true, false])
    func crashRestores(outputFlowing: Bool) async throws {
        let app = try AppUnderTest(["set", "--seed", "6"])
        defer { app.close() }
        try await SetPlayer(session: app.session).waitForGame()
        let pid = try await app.processID()
        if !outputFlowing { try Self.setOutput(of: app.session, flowing: false) }
        defer { try? Self.setOutput(of: app.session, flowing: true) }
        #expect(kill(pid, SIGSEGV) == 0)
        #expect(try await app.waitForExit(timeout: .seconds(8)) == 128 + Int(SIGSEGV))
        let (before, after) = try app.recordedSettings()
        #expect(after == before, "the shell's settings are back: \(after.differences(from: before))")
    }
}
