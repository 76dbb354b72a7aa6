import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program run to its end: its exit status and what it printed.
///
/// Programs are started with `posix_spawn` rather than Foundation's `Process`, for two
/// reasons found the hard way. `Process` started from a Swift concurrency thread hands
/// the child that thread's signal mask, with nearly every signal blocked; the tmux server
/// the first client forks keeps it, and then ignores `kill-server`. And `Process` could
/// fail to notice its children exit while the test threads were busy, so tests hung. Here
/// the child gets an empty signal mask and default handlers, and the test reaps it itself.
/// Output goes to temporary files, never pipes, so a child that inherits a descriptor (the
/// tmux server forked by a client) can never keep a reader waiting for end of file.
struct CompletedCommand {
    /// The exit status, or the signal number when `wasSignalled`.
    let status: Int32
    let wasSignalled: Bool
    let standardOutput: String
    let standardError: String

    /// Runs `executable` with `arguments` and waits for it, for at most `timeout`.
    ///
    /// Standard input is `/dev/null` unless `standardInput` names another file. A program
    /// still running at the deadline is killed and the run fails. For quick programs (a tmux
    /// command): the waiting holds the calling thread.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        standardInput: String = "/dev/null", standardOutput: String? = nil, timeout: Duration = .seconds(10)
    ) throws -> CompletedCommand {
        let started = try Started(executable, arguments, environment, standardInput, standardOutput)
        let deadline = Deadline.after(timeout)
        while true {
            switch try started.look(killingAfter: deadline) {
            case .running: usleep(500)
            case .ended(let status): return try started.completed(status, timeout)
            case .killed: return try started.completed(nil, timeout)
            }
        }
    }

    /// Runs `executable` like `run`, but sleeps between looks, for programs that take seconds:
    /// the test gives its thread back meanwhile, so the tests that poll a screen keep polling.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        standardInput: String = "/dev/null", timeout: Duration = .seconds(10)
    ) async throws -> CompletedCommand {
        let started = try Started(executable, arguments, environment, standardInput, nil)
        let deadline = Deadline.after(timeout)
        while true {
            switch try started.look(killingAfter: deadline) {
            case .running: try await Task.sleep(for: .milliseconds(5))
            case .ended(let status): return try started.completed(status, timeout)
            case .killed: return try started.completed(nil, timeout)
            }
        }
    }

    /// A program started with its output going to two temporary files.
    private struct Started {
        let command: String
        let pid: pid_t
        let outputPath: String
        let errorPath: String

        /// `standardOutput`, when given, is where the output goes instead (`/dev/full`).
        init(
            _ executable: URL, _ arguments: [String], _ environment: [String: String]?,
            _ standardInput: String, _ standardOutput: String?
        ) throws {
            let directory = FileManager.default.temporaryDirectory
            command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            outputPath =
                standardOutput
                ?? directory.appendingPathComponent("cardtable-e2e-out-\(UUID().uuidString)").path
            errorPath = directory.appendingPathComponent("cardtable-e2e-err-\(UUID().uuidString)").path
            pid = try CompletedCommand.spawn(
                executable.path, arguments: arguments,
                environment: environment ?? ProcessInfo.processInfo.environment,
                standardInput: standardInput, standardOutput: outputPath, standardError: errorPath)
        }

        /// How the program stands at one look.
        enum Look {
            case running
            /// It ended with this wait status.
            case ended(Int32)
            /// It ran past the deadline and was killed.
            case killed
        }

        /// Looks whether the program has ended; kills it once `deadline` has passed.
        func look(killingAfter deadline: ContinuousClock.Instant) throws -> Look {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return .ended(status) }
            if result == -1 && errno != EINTR {
                throw EndToEndFailure("waitpid(\(pid)) failed: \(String(cString: strerror(errno)))")
            }
            guard ContinuousClock.now >= deadline else { return .running }
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            return .killed
        }

        /// What the program printed and how it ended (nil: killed); removes the files.
        func completed(_ waitStatus: Int32?, _ timeout: Duration) throws -> CompletedCommand {
            defer {
                if outputPath.hasPrefix(FileManager.default.temporaryDirectory.path) { unlink(outputPath) }
                unlink(errorPath)
            }
            let standardOutput = String(
                decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
            let standardError = String(
                decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
            guard let waitStatus else {
                throw EndToEndFailure(
                    "`\(command)` was still running after \(Deadline.scaled(timeout)) and was killed; "
                        + "stdout: \(standardOutput) stderr: \(standardError)")
            }
            let signal = waitStatus & 0x7f
            return CompletedCommand(
                status: signal == 0 ? (waitStatus >> 8) & 0xff : signal, wasSignalled: signal != 0,
                standardOutput: standardOutput, standardError: standardError)
        }
    }

    /// Starts the program with a clean signal state and its standard streams on files.
    static func spawn(
        _ path: String, arguments: [String], environment: [String: String],
        standardInput: String, standardOutput: String, standardError: String
    ) throws -> pid_t {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            closeInheritedDescriptors(&actions)
        #endif
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
            sigaddset(&defaults, Int32(signal))
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw EndToEndFailure("Cannot start \(path): \(String(cString: strerror(error)))")
        }
        return pid
    }

    #if !canImport(Darwin)
        /// Makes the child close every descriptor above standard error, as glibc 2.34+ can.
        ///
        /// The function is looked up at run time: Swift does not import it from `spawn.h`.
        private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
            typealias CloseFrom =
                @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let program = dlopen(nil, RTLD_NOW),
                let symbol = dlsym(program, "posix_spawn_file_actions_addclosefrom_np")
            else { return }
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
    #endif
}
