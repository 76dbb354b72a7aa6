import Foundation

/// A private tmux server with one detached session, driven like a person at a keyboard.
///
/// Each session starts its own server on a socket name of its own (`tmux -L`), without
/// reading any tmux configuration, so tests run in parallel and never touch the user's
/// tmux. Call `kill()` when done (in a `defer`); the server goes away with the session.
final class TmuxSession {
    /// How often `waitFor` looks at the screen.
    static let pollInterval: Duration = .milliseconds(30)
    /// How long the screen may take to show all a program wrote, and the shell after it,
    /// once it has ended.
    static let afterTheEnd: Duration = .seconds(1)
    /// How long `waitFor` waits by default before it fails.
    static let defaultTimeout: Duration = .seconds(10)

    let socketName: String
    private let tmux: URL
    private let target = "main"
    private var isKilled = false
    /// The server's socket file, which tmux leaves behind when the server exits.
    private var socketPath: String?

    /// Whether the program under test has ended, so waiting for the screen to change is pointless.
    var programHasEnded: (() -> Bool)?
    /// More to say when a wait fails, such as what the program wrote to standard error.
    var failureDetails: (() -> String)?

    /// Starts a server and a `size` session running `command` (an argument vector, no shell).
    init(command: [String], size: TerminalSize) throws {
        tmux = try Prerequisites.tmux()
        socketName = "cardtable-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        do {
            try run(
                [
                    "new-session", "-d", "-s", target, "-x", "\(size.width)", "-y", "\(size.height)",
                ] + command)
            socketPath = try display("#{socket_path}")
        } catch {
            kill()
            throw error
        }
    }

    /// A plain interactive bash (no start-up files, prompt `$ `) at 80x24, once its prompt shows:
    /// for tests of what the game leaves the shell (its terminal settings, Ctrl-Z and `fg`).
    static func shell() async throws -> TmuxSession {
        let session = try TmuxSession(
            command: [
                "/usr/bin/env", "TERM=xterm-256color", "PS1=$ ", "bash", "--norc", "--noprofile", "-i",
            ],
            size: TerminalSize(80, 24))
        try await session.waitFor("the shell's prompt") { $0.contains("$") }
        return session
    }

    deinit { kill() }

    /// Types `keys`, each a tmux key name (`Right`, `Space`, `Enter`, `C-c`) or a character.
    func sendKeys(_ keys: [String]) throws {
        guard !keys.isEmpty else { return }
        try run(["send-keys", "-t", target] + keys)
    }

    /// Types `keys`, each a tmux key name or a character.
    func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// Types `text` literally, character by character, as UTF-8 (emoji included).
    func sendText(_ text: String) throws {
        guard !text.isEmpty else { return }
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// Writes `bytes` to the program as they are, in one write (an escape sequence, a mouse
    /// report): tmux passes them on without translating them.
    func sendBytes(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try run(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Writes `bytes` to the program as they are, however many (more than `sendBytes` can
    /// put on a tmux command line): through a tmux buffer pasted raw, in one go.
    func pasteBytes(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtable-paste-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let buffer = "paste-\(UUID().uuidString.prefix(8))"
        try run(["load-buffer", "-b", buffer, file.path])
        // -r: no newline translation; -d: the buffer goes once pasted.
        try run(["paste-buffer", "-r", "-d", "-b", buffer, "-t", target])
    }

    /// What the pane shows now; with `joiningWrappedLines`, a line the terminal wrapped
    /// over several rows is one row (tmux's `-J`), so a test can tell that none wrapped.
    func capture(joiningWrappedLines: Bool = false) throws -> PaneSnapshot {
        PaneSnapshot(
            captured: try run(["capture-pane", "-p"] + (joiningWrappedLines ? ["-J"] : []) + ["-t", target]))
    }

    /// What the pane shows now, as `capture` says, without holding a thread of the test
    /// runner while tmux answers: the runner has a thread a core, and every test polling
    /// at once held them all, so that a busy machine's tests looked at their screens
    /// seconds apart.
    private func captureWithoutBlocking() async throws -> PaneSnapshot {
        let result = try await CompletedCommand.run(
            tmux, baseArguments + ["capture-pane", "-p", "-t", target], environment: Self.environment)
        return PaneSnapshot(captured: try Self.output(of: result, ["capture-pane"]))
    }

    /// A tmux format expanded for the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window, as a user dragging the terminal's corner would.
    func resize(to size: TerminalSize) throws {
        try run(["resize-window", "-t", target, "-x", "\(size.width)", "-y", "\(size.height)"])
    }

    /// Polls the screen until `condition` holds and returns that screen.
    ///
    /// tmux shows what the app has written so far, so a capture can catch a frame half
    /// drawn (the header of the new frame over the status line of the old one). The
    /// condition must therefore hold on two captures in a row, one poll apart; the second
    /// is returned. Fails after `timeout`, or soon after the program has ended (once what
    /// it and the shell after it wrote has had time to show: `EXIT=0` follows the status
    /// file), with `what` and the last screen in the message.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = TmuxSession.defaultTimeout,
        until condition: (PaneSnapshot) throws -> Bool
    ) async throws -> PaneSnapshot {
        let deadline = Deadline.after(timeout)
        var heldBefore = false
        var lastLook = false
        var settledAfterEnd: ContinuousClock.Instant?
        while true {
            let ended = programHasEnded?() ?? false
            let screen = try await captureWithoutBlocking()
            let holds = try condition(screen)
            if holds && (heldBefore || ended) { return screen }
            heldBefore = holds
            if ended && !holds {
                let settled = settledAfterEnd ?? Deadline.after(Self.afterTheEnd)
                settledAfterEnd = settled
                if ContinuousClock.now >= settled {
                    throw failure("The program ended while waiting for \(what). Last screen:\n\(screen)")
                }
            }
            if ContinuousClock.now >= deadline {
                // A test thread held up past the deadline by others gets one more look at
                // once, rather than failing on a screen that had just come right.
                if holds && !lastLook {
                    lastLook = true
                    continue
                }
                throw failure(
                    "Timed out after \(Deadline.scaled(timeout)) waiting for \(what). Last screen:\n\(screen)"
                )
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// A failure with `message` and whatever `failureDetails` adds.
    func failure(_ message: String) -> EndToEndFailure {
        guard let details = failureDetails?(), !details.isEmpty else { return EndToEndFailure(message) }
        return EndToEndFailure(message + "\n" + details)
    }

    /// Waits until the screen has stayed the same for `quiet`, so cards have stopped moving.
    ///
    /// The bottom `ignoringBottomRows` rows are left out: the status line's clock ticks by
    /// itself. `quiet` is longer than any pause between the moves of one animation.
    @discardableResult
    func waitForStillness(
        quiet: Duration = .milliseconds(700), ignoringBottomRows: Int = 1,
        timeout: Duration = TmuxSession.defaultTimeout
    ) async throws -> PaneSnapshot {
        let deadline = Deadline.after(timeout)
        var last = try await captureWithoutBlocking()
        var stillSince = ContinuousClock.now
        while true {
            try await Task.sleep(for: Self.pollInterval)
            let screen = try await captureWithoutBlocking()
            if screen.rows.dropLast(ignoringBottomRows) != last.rows.dropLast(ignoringBottomRows) {
                last = screen
                stillSince = ContinuousClock.now
            } else if ContinuousClock.now - stillSince >= quiet {
                return screen
            }
            if programHasEnded?() ?? false {
                throw failure(
                    "The program ended while waiting for the screen to keep still. Last screen:\n\(screen)")
            }
            guard ContinuousClock.now < deadline else {
                throw failure(
                    "The screen was still moving after \(Deadline.scaled(timeout)). Last screen:\n\(screen)")
            }
        }
    }

    /// Ends the server and everything running in it, and removes its socket; safe to call twice.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? CompletedCommand.run(tmux, baseArguments + ["kill-server"], environment: Self.environment)
        if let socketPath { unlink(socketPath) }
    }

    // MARK: - Running tmux

    private var baseArguments: [String] { ["-u", "-L", socketName, "-f", "/dev/null"] }

    /// The test runner's environment without the variables that tie tmux to an outer tmux,
    /// nor a size another window had (`LINES`, `COLUMNS`): each pane is as large as its test says.
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "LINES", "COLUMNS"] { environment[name] = nil }
        return environment
    }()

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Self.output(
            of: CompletedCommand.run(tmux, baseArguments + arguments, environment: Self.environment),
            arguments)
    }

    /// What tmux printed, once it has succeeded.
    private static func output(of result: CompletedCommand, _ arguments: [String]) throws -> String {
        guard result.status == 0, !result.wasSignalled else {
            throw EndToEndFailure(
                "`tmux \(arguments.joined(separator: " "))` failed with status \(result.status): "
                    + result.standardError)
        }
        return result.standardOutput
    }
}
