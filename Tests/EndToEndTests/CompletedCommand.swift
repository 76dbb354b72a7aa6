import Dispatch
import Foundation

/// A program run to its end: its exit status and what it printed.
///
/// Output goes to temporary files rather than pipes, so a child that inherits a pipe's
/// write end (tmux forks a long-lived server) can never keep a reader waiting for EOF.
struct CompletedCommand {
    /// The exit status, or the signal number when `wasSignalled`.
    let status: Int32
    let wasSignalled: Bool
    let standardOutput: String
    let standardError: String

    /// Runs `executable` with `arguments` and waits for it, for at most `timeout`.
    ///
    /// Standard input is `/dev/null` unless `standardInput` says otherwise. A program still
    /// running at the deadline is terminated and the run fails.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        standardInput: FileHandle = FileHandle.nullDevice, timeout: Duration = .seconds(10)
    ) throws -> CompletedCommand {
        let directory = FileManager.default.temporaryDirectory
        let outputURL = directory.appendingPathComponent("cardtable-e2e-out-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent("cardtable-e2e-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let timedOut = finished.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            process.terminate()
            finished.wait()
        }
        try? output.close()
        try? error.close()
        let standardOutput = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        let standardError = String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
        if timedOut {
            throw EndToEndFailure(
                "`\(executable.lastPathComponent) \(arguments.joined(separator: " "))` was still running "
                    + "after \(timeout); stdout: \(standardOutput) stderr: \(standardError)")
        }
        return CompletedCommand(
            status: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            standardOutput: standardOutput, standardError: standardError)
    }
}
