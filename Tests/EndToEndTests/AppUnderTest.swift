import Foundation
import Testing

/// `cardtable` running in a tmux pane under a small shell that records the terminal.
///
/// The shell saves `stty -a` before and after the run, writes the app's process id to a
/// file (a child shell writes its own id, then `exec`s the app, so the id is the app's),
/// prints `EXIT=<status>` when the app ends and then sleeps, so the pane stays readable.
/// It catches SIGINT, like an interactive shell that survives the Ctrl-C meant for the app.
final class AppUnderTest {
    let session: TmuxSession
    /// Where the shell leaves `before`, `after` and `pid`.
    let directory: URL

    private static let harnessScript = """
        dir=$1; shift
        trap : INT
        TERM=xterm-256color; export TERM
        stty -a > "$dir/before"
        sh -c 'echo $$ > "$0.tmp" && mv "$0.tmp" "$0"; exec "$@"' "$dir/pid" "$@"
        status=$?
        stty -a > "$dir/after"
        echo "EXIT=$status"
        exec sleep 600
        """

    /// Starts `cardtable arguments` in a new `size` pane with `TERM=xterm-256color`.
    init(_ arguments: [String], size: TerminalSize = TerminalSize(80, 24)) throws {
        let binary = try Prerequisites.appBinary()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtable-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        session = try TmuxSession(
            command: ["/bin/sh", "-c", Self.harnessScript, "harness", directory.path, binary.path] + arguments,
            size: size)
    }

    /// Stops the tmux server and removes the recorded files.
    func close() {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The app's process id, once the shell has written it.
    func processID() async throws -> pid_t {
        let file = directory.appendingPathComponent("pid")
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while true {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            guard ContinuousClock.now < deadline else {
                throw EndToEndFailure("The harness never wrote the app's process id to \(file.path)")
            }
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
    }

    /// Waits for the app to end and returns its exit status as the shell saw it (128+N: signal N).
    func waitForExit() async throws -> Int {
        let screen = try await session.waitFor("the app to exit (EXIT=<status> from the harness)") {
            $0.rows.contains { $0.hasPrefix("EXIT=") }
        }
        let row = screen.rows.first { $0.hasPrefix("EXIT=") } ?? ""
        guard let status = Int(row.dropFirst("EXIT=".count)) else {
            throw EndToEndFailure("Cannot read the exit status from \(row). Screen:\n\(screen)")
        }
        return status
    }

    /// The terminal settings recorded before the app started and after it ended.
    func recordedSettings() throws -> (before: TerminalSettings, after: TerminalSettings) {
        func read(_ name: String) throws -> TerminalSettings {
            let file = directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty else {
                throw EndToEndFailure("The harness recorded no `stty -a` output in \(file.path)")
            }
            return TerminalSettings(sttyOutput: text)
        }
        return (try read("before"), try read("after"))
    }

    /// Checks that the app has taken the terminal: alternate screen on, cursor hidden.
    func expectTerminalTaken(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.display("#{alternate_on}") == "1", "the game runs on the alternate screen",
                sourceLocation: sourceLocation)
        #expect(try session.display("#{cursor_flag}") == "0", "the cursor is hidden during the game",
                sourceLocation: sourceLocation)
    }

    /// Checks, after the app ended, that the terminal is as the shell left it.
    ///
    /// Primary screen back, cursor visible, and `stty -a` the same as before the run (so
    /// echo and canonical input are back). Call after `waitForExit()`.
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.display("#{alternate_on}") == "0", "the primary screen is back",
                sourceLocation: sourceLocation)
        #expect(try session.display("#{cursor_flag}") == "1", "the cursor is visible again",
                sourceLocation: sourceLocation)
        let (before, after) = try recordedSettings()
        #expect(before.echoes && before.isCanonical, "the shell's terminal echoes and is canonical: \(before)",
                sourceLocation: sourceLocation)
        #expect(after.echoes, "echo is back after the app: \(after)", sourceLocation: sourceLocation)
        #expect(after.isCanonical, "canonical input is back after the app: \(after)",
                sourceLocation: sourceLocation)
        #expect(after == before, "stty -a differs: \(after.differences(from: before))",
                sourceLocation: sourceLocation)
    }
}
