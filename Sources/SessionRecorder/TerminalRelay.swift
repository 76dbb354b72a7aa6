import CPseudoTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Copies between the real terminal and the game's pseudo-terminal until the game ends.
///
/// Keys go from standard input to the game as they are (the real terminal is in raw mode,
/// so Ctrl-C is a byte the game's own terminal turns into SIGINT); what the game draws goes
/// to standard output and, with its time, to the recording. Signals come through a pipe:
/// a new window size is passed to the pseudo-terminal and recorded, SIGTERM, SIGHUP, SIGINT
/// and SIGQUIT are passed to the game, SIGTSTP stops the recorder with the terminal given
/// back as the shell had it (and `fg` takes it up again, the game repainted), and SIGCHLD
/// says the game may have ended.
struct TerminalRelay {
    let child: pid_t
    let master: Int32
    /// The pipe `ct_relay_install_signals` notes signals in, or -1.
    let signals: Int32
    let cast: CastFile
    let start: ContinuousClock.Instant
    var width: Int
    var height: Int

    /// Keys read from the terminal that the pseudo-terminal has not taken yet.
    private var pendingKeys: [UInt8] = []
    /// Standard input while the real terminal is there; -1 (which poll skips) once it has gone.
    private var input = STDIN_FILENO
    private var terminalIsGone = false
    private var exitStatus: Int32?
    private var buffer = [UInt8](repeating: 0, count: 65536)
    /// The modes the game has set on the real terminal.
    private(set) var modes = TerminalModes()

    init(
        child: pid_t, master: Int32, signals: Int32, cast: CastFile, start: ContinuousClock.Instant,
        width: Int, height: Int
    ) {
        self.child = child
        self.master = master
        self.signals = signals
        self.cast = cast
        self.start = start
        self.width = width
        self.height = height
    }

    /// Seconds since the recording started, on the monotonic clock.
    var seconds: Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// Copies until the game has ended and all it drew is out; returns its exit status as
    /// a shell reports it (128+N when signal N ended it).
    mutating func run() -> Int32 {
        let readable = Int16(POLLIN)
        let closed = Int16(POLLHUP | POLLERR | POLLNVAL)
        while exitStatus == nil {
            var descriptors = [
                pollfd(fd: input, events: readable, revents: 0),
                pollfd(fd: master, events: readable | (pendingKeys.isEmpty ? 0 : Int16(POLLOUT)), revents: 0),
                pollfd(fd: signals, events: readable, revents: 0),
            ]
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                // Nothing to wait on any more: end the game rather than spin.
                kill(child, SIGHUP)
                gameHasEnded()
                break
            }
            if descriptors[2].revents != 0 { takeSignals() }
            if exitStatus != nil { break }
            if descriptors[1].revents & Int16(POLLOUT) != 0 { passKeys() }
            if descriptors[1].revents & (readable | closed) != 0 { readGame() }
            if exitStatus == nil && descriptors[0].revents & (readable | closed) != 0 { readKeys() }
        }
        return exitStatus ?? 1
    }

    /// Acts on every signal noted since the last look.
    private mutating func takeSignals() {
        var signal = ct_relay_take_signal()
        while signal != 0 {
            defer { signal = ct_relay_take_signal() }
            switch signal {
            case SIGWINCH: resize()
            case SIGTSTP: stop()
            case SIGCHLD:
                let status = ct_pty_reap(child, 0)
                if status >= 0 {
                    drainGame()
                    exitStatus = status
                }
            default: kill(child, signal)
            }
        }
    }

    /// Stops the recorder as a terminal program stops: the terminal given back as the shell
    /// had it; on `fg` (SIGCONT) the terminal is taken again and the game asked to repaint.
    private mutating func stop() {
        guard !terminalIsGone else { return }
        _ = Self.writeAll(modes.undoing[...], to: STDOUT_FILENO)
        ct_pty_restore_mode()
        kill(getpid(), SIGSTOP)
        // Continued.
        _ = ct_pty_enter_raw_mode(STDIN_FILENO)
        _ = Self.writeAll(modes.redoing[...], to: STDOUT_FILENO)
        resize()
        // The game repaints every cell when it is continued, whatever stopped it.
        kill(child, SIGCONT)
    }

    /// Gives the pseudo-terminal the real terminal's new size and records it.
    private mutating func resize() {
        var columns: UInt16 = 0
        var rows: UInt16 = 0
        guard ct_pty_window_size(STDIN_FILENO, &columns, &rows) == 0,
            Int(columns) != width || Int(rows) != height
        else { return }
        width = Int(columns)
        height = Int(rows)
        _ = ct_pty_set_window_size(master, columns, rows)
        cast.resize(width: width, height: height, seconds: seconds)
    }

    /// Reads what the game drew, once; at its end (EIO when its side has closed) reaps it.
    private mutating func readGame() {
        switch readChunk(from: master) {
        case .some(let count) where count > 0: show(count: count)
        case .some: gameHasEnded()
        case .none: break
        }
    }

    /// Reads all the game drew that is still waiting, after it ended.
    private mutating func drainGame() {
        while case .some(let count) = readChunk(from: master), count > 0 {
            show(count: count)
        }
    }

    /// Takes the last of the game's output and its exit status.
    private mutating func gameHasEnded() {
        drainGame()
        exitStatus = ct_pty_reap(child, 1)
    }

    /// Sends the first `count` bytes of the buffer to the screen and to the recording.
    private mutating func show(count: Int) {
        let bytes = buffer[..<count]
        modes.follow(bytes)
        if !terminalIsGone && !Self.writeAll(bytes, to: STDOUT_FILENO) { terminalHasGone() }
        cast.output(bytes, seconds: seconds)
    }

    /// Reads the keys typed on the real terminal into the queue for the game.
    private mutating func readKeys() {
        switch readChunk(from: input) {
        case .some(let count) where count > 0:
            pendingKeys.append(contentsOf: buffer[..<count])
            passKeys()
        case .some: terminalHasGone()
        case .none: break
        }
    }

    /// Writes as many queued keys to the game as its terminal takes now.
    private mutating func passKeys() {
        guard !pendingKeys.isEmpty else { return }
        let count = pendingKeys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        if count > 0 { pendingKeys.removeFirst(count) }
    }

    /// Stops using the real terminal and hangs the game up, as it would be without recording.
    private mutating func terminalHasGone() {
        guard !terminalIsGone else { return }
        terminalIsGone = true
        input = -1
        pendingKeys = []
        kill(child, SIGHUP)
    }

    /// One read into the buffer: the count (0 at the end, where EIO counts as the end), or
    /// nil when there is nothing to read now.
    private mutating func readChunk(from descriptor: Int32) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return nil
            default: return 0
            }
        }
    }

    /// Writes all of `bytes` to `descriptor` (blocking); false when it cannot be written.
    static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            rest = rest.dropFirst(count)
        }
        return true
    }
}
