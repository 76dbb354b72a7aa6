import Foundation

/// A private tmux server with one detached session, driven like a person at a keyboard.
///
/// Each session starts its own server on a socket name of its own (`tmux -L`), without
/// reading any tmux configuration, so tests run in parallel and never touch the user's
/// tmux. Call `kill()` when done (in a `defer`); the server goes away with the session.
final class TmuxSession {
    /// How often `waitFor` looks at the screen.
    static let pollInterval: Duration = .milliseconds(30)
    /// How long `waitFor` waits by default before it fails.
    static let defaultTimeout: Duration = .seconds(10)

    let socketName: String
    private let tmux: URL
    private let target = "main"
    private var isKilled = false

    /// Starts a server and a `size` session running `command` (an argument vector, no shell).
    init(command: [String], size: TerminalSize) throws {
        tmux = try Prerequisites.tmux()
        socketName = "cardtable-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try run([
            "new-session", "-d", "-s", target, "-x", "\(size.width)", "-y", "\(size.height)",
        ] + command)
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

    /// What the pane shows now.
    func capture() throws -> PaneSnapshot {
        PaneSnapshot(captured: try run(["capture-pane", "-p", "-t", target]))
    }

    /// A tmux format expanded for the pane, e.g. `#{alternate_on}`.
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
    /// Fails after `timeout` with `what` and the last screen in the message.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = TmuxSession.defaultTimeout,
        until condition: (PaneSnapshot) throws -> Bool
    ) async throws -> PaneSnapshot {
        let deadline = ContinuousClock.now + timeout
        while true {
            let screen = try capture()
            if try condition(screen) { return screen }
            guard ContinuousClock.now < deadline else {
                throw EndToEndFailure("Timed out after \(timeout) waiting for \(what). Last screen:\n\(screen)")
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// Polls a tmux format until it expands to `expected`; fails after `timeout`.
    func waitFor(
        _ format: String, toBe expected: String, timeout: Duration = TmuxSession.defaultTimeout
    ) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            let value = try display(format)
            if value == expected { return }
            guard ContinuousClock.now < deadline else {
                throw EndToEndFailure(
                    "Timed out after \(timeout) waiting for \(format) to be \(expected) (it is \(value)). "
                        + "Last screen:\n\((try? capture())?.description ?? "(none)")")
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// Ends the server and everything running in it; safe to call more than once.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? CompletedCommand.run(tmux, baseArguments + ["kill-server"], environment: Self.environment)
    }

    // MARK: - Running tmux

    private var baseArguments: [String] { ["-u", "-L", socketName, "-f", "/dev/null"] }

    /// The test runner's environment without the variables that tie tmux to an outer tmux.
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        return environment
    }()

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let result = try CompletedCommand.run(tmux, baseArguments + arguments, environment: Self.environment)
        guard result.status == 0, !result.wasSignalled else {
            throw EndToEndFailure(
                "`tmux \(arguments.joined(separator: " "))` failed with status \(result.status): "
                    + result.standardError)
        }
        return result.standardOutput
    }
}
