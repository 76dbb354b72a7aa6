import Foundation
import Testing

/// `cardtable` running in a tmux pane under a small shell that records the terminal.
///
/// The shell saves `stty -a` before and after the run, writes the app's process id to a
/// file (a child shell writes its own id, then `exec`s the app, so the id is the app's),
/// and when the app ends writes its exit status to a file and prints `EXIT=<status>`, then
/// sleeps, so the pane stays readable. The status file, not the screen, says the app ended:
/// an app that leaves the terminal in a mess may garble what the shell prints. The app's
/// standard error goes to a file too (ncurses draws on standard output), and so does the
/// Swift runtime's backtrace, not interactive, so a crash ends the app at once and its
/// report ends up in the failure message rather than lost on the alternate screen.
/// It catches SIGINT, like an interactive shell that survives the Ctrl-C meant for the app.
final class AppUnderTest {
    let session: TmuxSession
    /// Where the shell leaves `before`, `after`, `pid`, `status` and `stderr`.
    let directory: URL

    private static let harnessScript = """
        dir=$1; term=$2; shift 2
        trap : INT
        TERM=$term; export TERM
        SWIFT_BACKTRACE=interactive=no,output-to=stderr,color=no; export SWIFT_BACKTRACE
        stty -a > "$dir/before"
        sh -c 'echo $$ > "$0.tmp" && mv "$0.tmp" "$0"; exec "$@"' "$dir/pid" "$@" 2> "$dir/stderr"
        status=$?
        stty -a > "$dir/after"
        echo "$status" > "$dir/status.tmp" && mv "$dir/status.tmp" "$dir/status"
        echo "EXIT=$status"
        exec sleep 600
        """

    /// A UTF-8 locale, for the app to draw emoji and other wide characters (Memorize's cards).
    static let utf8Locale = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// Starts `cardtable arguments` in a new `size` pane with `TERM` set to `term`.
    ///
    /// `environment` adds to (or replaces in) the environment the app inherits, such as
    /// `utf8Locale` or `XDG_CONFIG_HOME`. Unless it names them, `XDG_CONFIG_HOME` and
    /// `XDG_STATE_HOME` are folders of this run's own. With `user` (a user id, which only
    /// root can take), the app runs as that user, in folders that user owns.
    init(
        _ arguments: [String], size: TerminalSize = TerminalSize(80, 24), term: String = "xterm-256color",
        environment: [String: String] = [:], user: (id: UInt32, group: UInt32)? = nil
    ) throws {
        let binary = try Prerequisites.appBinary()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtable-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let folder = directory.path
        let becoming = try user.map { user in
            guard chown(folder, user.id, user.group) == 0 else {
                throw EndToEndFailure("cannot give \(folder) to user \(user.id)")
            }
            return ["/usr/bin/setpriv", "--reuid=\(user.id)", "--regid=\(user.group)", "--clear-groups"]
        }
        // The app's files go to folders of this run's own, never the user's, unless the
        // test names its own (to start the app again on the same files).
        let isolated = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
        ].merging(environment) { $1 }
        // `env` sets the variables for the harness, and so for the app it starts.
        let settings = isolated.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        session = try TmuxSession(
            command: (becoming ?? []) + ["/usr/bin/env"] + settings
                + ["/bin/sh", "-c", Self.harnessScript, "harness", directory.path, term, binary.path]
                + arguments,
            size: size)
        let directory = directory
        session.programHasEnded = {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("status").path)
        }
        session.failureDetails = { Self.whatHappened(in: directory) }
    }

    /// The app's exit status and standard error as recorded in `directory`, for failure messages.
    private static func whatHappened(in directory: URL) -> String {
        func read(_ name: String) -> String? {
            let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return text?.isEmpty == false ? text : nil
        }
        var lines: [String] = []
        if let status = read("status") {
            lines.append(
                "The app has ended with status \(status.trimmingCharacters(in: .whitespacesAndNewlines)).")
        }
        if let standardError = read("stderr") {
            lines.append("The app's standard error:\n\(standardError)")
        }
        return lines.joined(separator: "\n")
    }

    /// Stops the tmux server and removes the recorded files.
    func close() {
        session.kill()
        // The hang-up makes the app save its game on the way out: let it finish before its
        // folders go, or it makes them again and they are left behind.
        let pidFile = directory.appendingPathComponent("pid")
        if let text = try? String(contentsOf: pidFile, encoding: .utf8),
            let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            let deadline = Deadline.after(.seconds(3))
            while Self.isRunning(pid) && ContinuousClock.now < deadline { usleep(10_000) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Whether `pid` is still running (a zombie, waiting to be reaped, has ended).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let state = stat.split(separator: ")").last?.split(separator: " ").first
        else { return true }
        return state != "Z"
    }

    /// What the app wrote to standard error so far.
    func standardError() -> String {
        (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
    }

    /// The app's process id, once the shell has written it.
    func processID() async throws -> pid_t {
        let text = try await waitForFile("pid", what: "the app's process id")
        guard let pid = pid_t(text) else { throw EndToEndFailure("Not a process id: \(text)") }
        return pid
    }

    /// Waits for the app to end and returns its exit status as the shell saw it (128+N: signal N).
    func waitForExit(timeout: Duration = TmuxSession.defaultTimeout) async throws -> Int {
        let text = try await waitForFile("status", what: "the app to exit", timeout: timeout)
        guard let status = Int(text) else { throw EndToEndFailure("Not an exit status: \(text)") }
        return status
    }

    /// Polls for a file the shell writes (atomically, by renaming) and returns its trimmed text.
    private func waitForFile(
        _ name: String, what: String, timeout: Duration = TmuxSession.defaultTimeout
    ) async throws -> String {
        let file = directory.appendingPathComponent(name)
        let deadline = Deadline.after(timeout)
        while true {
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard ContinuousClock.now < deadline else {
                let screen = (try? session.capture())?.description ?? "(none)"
                throw session.failure(
                    "Timed out after \(Deadline.scaled(timeout)) waiting for \(what) "
                        + "(\(file.path) never appeared). Last screen:\n\(screen)")
            }
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
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
        #expect(
            try session.display("#{alternate_on}") == "1", "the game runs on the alternate screen",
            sourceLocation: sourceLocation)
        #expect(
            try session.display("#{cursor_flag}") == "0", "the cursor is hidden during the game",
            sourceLocation: sourceLocation)
    }

    /// Checks, after the app ended, that the terminal is as the shell left it.
    ///
    /// Primary screen back, cursor visible, and `stty -a` the same as before the run (so
    /// echo and canonical input are back). Call after `waitForExit()`.
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(
            try session.display("#{alternate_on}") == "0", "the primary screen is back",
            sourceLocation: sourceLocation)
        #expect(
            try session.display("#{cursor_flag}") == "1", "the cursor is visible again",
            sourceLocation: sourceLocation)
        let (before, after) = try recordedSettings()
        #expect(
            before.echoes && before.isCanonical, "the shell's terminal echoes and is canonical: \(before)",
            sourceLocation: sourceLocation)
        #expect(after.echoes, "echo is back after the app: \(after)", sourceLocation: sourceLocation)
        #expect(
            after.isCanonical, "canonical input is back after the app: \(after)",
            sourceLocation: sourceLocation)
        #expect(
            after == before, "stty -a differs: \(after.differences(from: before))",
            sourceLocation: sourceLocation)
    }
}
