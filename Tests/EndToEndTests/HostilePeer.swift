import Foundation
import Testing

/// A program that does not play by the table's rules, running beside the app under test.
///
/// A fake host flooding its guest, a guest flooding the host, a user flooding the socket with
/// connections: each is a Python script (the hostile side needs none of cardtable's code);
/// it runs until it ends or the test stops it, and what it printed is there to read.
final class HostilePeer {
    let pid: pid_t
    private let output: String
    private var status: Int32?

    /// Starts `script` with `arguments` under python3, as the user `user` (root can be anyone).
    init(_ script: String, _ arguments: [String], as user: UInt32? = nil) throws {
        output =
            FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
        let prelude =
            user.map { "import os\nos.setgroups([])\nos.setgid(\($0))\nos.setuid(\($0))\n" } ?? ""
        pid = try CompletedCommand.spawn(
            "/usr/bin/python3", arguments: ["-u", "-c", prelude + script] + arguments,
            environment: ["PATH": "/usr/bin:/bin"], standardInput: "/dev/null", standardOutput: output,
            standardError: output + ".err")
    }

    deinit {
        stop()
        unlink(output)
        unlink(output + ".err")
    }

    /// What the script printed so far, its errors after.
    var printed: String {
        let out = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: output + ".err", encoding: .utf8)) ?? ""
        return err.isEmpty ? out : out + "\n(stderr) " + err
    }

    /// Whether the script is still running.
    var isRunning: Bool {
        guard status == nil else { return false }
        var wait: Int32 = 0
        if waitpid(pid, &wait, WNOHANG) == pid {
            status = wait
            return false
        }
        return true
    }

    /// Waits until the script has printed `text`, for at most `seconds`.
    func waitFor(_ text: String, seconds: Double = 20) async throws {
        let deadline = Deadline.after(.seconds(seconds))
        while !printed.contains(text) {
            guard ContinuousClock.now < deadline, isRunning || printed.contains(text) else {
                throw EndToEndFailure("The hostile peer never said '\(text)'; it printed: \(printed)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Ends the script (SIGKILL), if it still runs.
    func stop() {
        guard isRunning else { return }
        kill(pid, SIGKILL)
        var wait: Int32 = 0
        _ = waitpid(pid, &wait, 0)
        status = wait
    }
}

/// How much memory and CPU a process uses while something happens to it, from /proc.
struct ProcessUse {
    /// The largest resident set seen, in MB.
    var peakMegabytes = 0.0
    /// CPU seconds (user and system) used in the watch.
    var cpuSeconds = 0.0
    /// Wall seconds watched.
    var wallSeconds = 0.0

    /// The share of the time watched the process was on a CPU (1: a whole core).
    var cpuShare: Double { wallSeconds > 0 ? cpuSeconds / wallSeconds : 0 }

    var description: String {
        String(
            format: "%.0f MB at most, %.2f s of CPU in %.1f s (%.0f%%)", peakMegabytes, cpuSeconds,
            wallSeconds, 100 * cpuShare)
    }

    /// The resident set of `pid`, in MB (0 once it has ended).
    static func residentMegabytes(of pid: pid_t) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return kilobytes / 1024
    }

    /// Watches `pid` until `done` says so or `seconds` have passed, sampling its memory.
    static func watch(_ pid: pid_t, seconds: Double, until done: () -> Bool = { false }) async throws
        -> ProcessUse
    {
        var use = ProcessUse()
        let before = try SmallWindowTests.cpuSeconds(of: pid)
        let began = ContinuousClock.now
        let deadline = began + .seconds(seconds)
        repeat {
            use.peakMegabytes = max(use.peakMegabytes, residentMegabytes(of: pid))
            try await Task.sleep(for: .milliseconds(100))
        } while ContinuousClock.now < deadline && !done()
        use.peakMegabytes = max(use.peakMegabytes, residentMegabytes(of: pid))
        use.cpuSeconds = (try SmallWindowTests.cpuSeconds(of: pid)) - before
        use.wallSeconds = (ContinuousClock.now - began) / .seconds(1)
        return use
    }
}
