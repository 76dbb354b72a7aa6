import CPseudoTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cardtable --record FILE`: the game played on a pseudo-terminal, shown and recorded.
///
/// The way `script` and `asciinema rec` work. Recording from inside the game would not do:
/// ncurses takes the terminal's size and modes from the descriptor it writes to, so the
/// game must write to a real terminal. This process starts the same program again, without
/// `--record`, on a pseudo-terminal the size of the real one, and copies between them
/// (`TerminalRelay`) until the game ends.
public enum SessionRecorder {
    /// How a recorded session ended.
    public struct Ending: Sendable {
        /// The game's exit status as a shell reports it (128+N when signal N ended it).
        public var exitStatus: Int32
        /// What stopped the recording before the game ended, if anything did.
        public var problem: RecordingError?
    }

    /// Plays `cardtable arguments` on a pseudo-terminal while recording it to `path`.
    ///
    /// `arguments` is the command line without `--record FILE`; `environment` gives the
    /// header's `TERM` and `SHELL`. Standard input and output must be the real terminal. A
    /// file that cannot be written, or a game that cannot be started, is an error before
    /// the terminal is touched.
    public static func record(
        to path: String, arguments: [String], environment: [String: String]
    ) throws(RecordingError) -> Ending {
        let cast = try CastFile(path: path)
        var columns: UInt16 = 80
        var rows: UInt16 = 24
        if ct_pty_window_size(STDIN_FILENO, &columns, &rows) != 0 {
            columns = 80
            rows = 24
        }
        let start = ContinuousClock.now
        var master: Int32 = -1
        let argv = ([CommandLine.arguments.first ?? "cardtable"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let child = ct_pty_spawn(Self.programPath, argv, STDIN_FILENO, columns, rows, &master)
        guard child > 0 else {
            let error = RecordingError.system("cannot start the game on a pseudo-terminal")
            cast.finish(seconds: 0)
            unlink(path)
            throw error
        }
        defer { close(master) }
        cast.start(
            with: Asciicast.Header(
                width: Int(columns), height: Int(rows), timestamp: time(nil),
                command: Asciicast.commandLine(["cardtable"] + arguments),
                environment: Asciicast.environmentNames.compactMap { name in
                    environment[name].map { (name, $0) }
                }))
        let signals = ct_relay_install_signals()
        _ = ct_pty_enter_raw_mode(STDIN_FILENO)
        var relay = TerminalRelay(
            child: child, master: master, signals: signals, cast: cast, start: start,
            width: Int(columns), height: Int(rows))
        let status = relay.run()
        cast.finish(seconds: relay.seconds)
        // A game killed outright left its modes on the terminal: they are undone here.
        if status == 128 + SIGKILL { _ = TerminalRelay.writeAll(relay.modes.undoing[...], to: STDOUT_FILENO) }
        ct_pty_restore_mode()
        return Ending(exitStatus: status, problem: cast.problem)
    }

    /// This program's own file, to start again, by its own name (so the game shows in `ps`
    /// as `cardtable`, not `exe`); the name it was started by where there is no /proc.
    static var programPath: String {
        if let resolved = realpath("/proc/self/exe", nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return CommandLine.arguments.first ?? "cardtable"
    }
}
