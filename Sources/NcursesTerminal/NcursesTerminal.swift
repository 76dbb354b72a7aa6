import CNcurses
import CTerminalSignals
import Glibc
import Render
import TableLayout
import TerminalIO

/// The terminal protocol on top of ncurses: the only code that calls ncurses.
///
/// ncurses sets the terminal up, reads keys, clicks and sizes, and gives the terminal back.
/// Frames arrive as in-memory screens, and the cells that look different from the frame
/// before go to the terminal as one buffer of bytes (`FrameEncoder`, with the terminal's own
/// capabilities fetched from ncurses once), written without waiting (`TerminalOutput`).
public final class NcursesTerminal: Terminal {
    /// Why the terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var renderOptions: RenderOptions
    /// The colours of the styles, nil on a terminal without colours.
    private var palette: ColorPalette?
    /// The last frame sent, which the terminal shows (or will, once written); nil when what
    /// it shows is unknown and the next frame repaints every cell.
    private var previous: Screen?
    /// The terminal's sequences and where its cursor and pen were left.
    private var encoder: FrameEncoder
    private let output: TerminalOutput
    private var isOpen = true
    /// Whether frames are wrapped in synchronized-output sequences (on standard output).
    private var synchronizesOutput = true

    /// Opens the terminal on standard input and output: alternate screen, keypad, mouse.
    ///
    /// `ascii` and `noColor` force those modes; a locale that is not UTF-8 forces ASCII and
    /// a terminal without colours forces monochrome.
    public convenience init(ascii: Bool, noColor: Bool) throws {
        setlocale(LC_ALL, "")
        let name = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
        ct_save_shell_mode()
        // The window's own size, asked of the terminal, counts over LINES and COLUMNS a shell
        // or the program that started the game exported (for another window, or a test's
        // headless terminal): ncurses would otherwise take them, at the start and on every
        // resize. use_tioctl makes newterm ask the terminal first; a resize still reads the
        // variables (ncurses 6.4), so they go once the terminal is open.
        use_tioctl(true)
        guard ct_newterm_stdio() != nil else {
            throw OpenError(description: "cannot open the terminal (TERM=\(name))")
        }
        unsetenv("LINES")
        unsetenv("COLUMNS")
        guard ct_can_address_cursor() != 0 else {
            endwin()
            throw OpenError(
                description: "the terminal (TERM=\(name)) cannot move the cursor to draw the table")
        }
        // Only a real terminal needs giving back when a signal ends the program.
        ct_install_signal_handlers()
        try self.init(settingUpWithASCII: ascii, noColor: noColor, output: TerminalOutput.terminal())
        // Ctrl-S pressed by accident must not freeze the game: no flow control while it
        // runs. ncurses keeps this as the program's mode, put back after a suspend; endwin
        // and the crash handler put back the shell's own.
        if ct_turn_off_flow_control() == 0 { def_prog_mode() }
        // Beside what ncurses asks for: clicks past column 223, and terminals that send SGR.
        asksForSGRMouse = Self.takesSGRMouse
        setSGRMouse(true)
    }

    /// Runs real ncurses with no terminal: frames for a `type` terminal of `size` go to the
    /// file at `path`, so a benchmark can measure what each frame costs.
    public convenience init(headlessOutput path: String, type: String = "xterm-256color", size: Size) throws {
        setlocale(LC_ALL, "")
        // ncurses reads a terminal's size with no window from LINES and COLUMNS: set only for
        // newterm, and put back, so that programs this process starts (a test's app in tmux)
        // do not take them for their window's size.
        let opened = Self.withEnvironment(["COLUMNS": "\(size.width)", "LINES": "\(size.height)"]) {
            ct_newterm_file(type, path)
        }
        guard opened != nil, let output = TerminalOutput.file(path) else {
            throw OpenError(description: "cannot open a headless \(type) terminal writing to \(path)")
        }
        try self.init(settingUpWithASCII: false, noColor: false, output: output)
        // The sequences go straight to standard output, not to ncurses' file: leave them out.
        synchronizesOutput = false
        watchesBacklog = false
    }

    /// What `body` returns with `variables` set in the environment, which is then as it was.
    private static func withEnvironment<Result>(_ variables: [String: String], _ body: () -> Result) -> Result
    {
        let before = variables.keys.map { name in (name, getenv(name).map { String(cString: $0) }) }
        for (name, value) in variables { setenv(name, value, 1) }
        defer {
            for (name, value) in before {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return body()
    }

    /// Whether the terminal was asked for SGR mouse reports (1006), and must be told to stop.
    private var asksForSGRMouse = false

    /// Whether the terminal reports the mouse as xterm does (its `kmous` is `ESC [ M` or
    /// `ESC [ <`), and so takes SGR reports (1006) too.
    ///
    /// ncurses asks for SGR only where the terminfo entry says so (xterm-256color); other
    /// entries of terminals that take it (tmux-256color, screen) name the old encoding,
    /// whose reports stop at column 223. A terminal that does not know 1006 ignores it.
    private static var takesSGRMouse: Bool {
        guard let kmous = ct_capability("kmous") else { return false }
        return String(cString: kmous).hasPrefix("\u{1B}[")
    }

    /// Asks the terminal for SGR mouse reports, or to stop them, where it was asked before.
    private func setSGRMouse(_ on: Bool) {
        guard asksForSGRMouse else { return }
        writeToTerminal(on ? "\u{1B}[?1006h" : "\u{1B}[?1006l")
    }

    /// Sets up the screen ncurses has just opened, frames to go to `output`.
    private init(settingUpWithASCII ascii: Bool, noColor: Bool, output: TerminalOutput) throws {
        cbreak()
        noecho()
        nonl()
        keypad(ct_stdscr(), true)
        curs_set(0)
        // The cursor is hidden: ncurses need not move it back to the window's after each frame.
        leaveok(ct_stdscr(), true)
        set_escdelay(25)
        mousemask(mmask_t(ct_button1_events()), nil)
        mouseinterval(0)
        // Never hold output back to look for typeahead: held keys must not freeze a frame.
        typeahead(-1)
        let monochrome = noColor || !has_colors()
        if !monochrome {
            start_color()
            use_default_colors()
        }
        let palette = monochrome ? nil : ColorPalette(colors: Int(ct_colors()))
        self.palette = palette
        renderOptions = RenderOptions(ascii: ascii || ct_locale_is_utf8() == 0, monochrome: monochrome)
        guard let sequences = TerminalSequences.terminfo(colors: monochrome ? 0 : Int(ct_colors())) else {
            endwin()
            throw OpenError(description: "the terminal cannot move the cursor to draw the table")
        }
        encoder = FrameEncoder(sequences: sequences, looks: Self.looks(palette))
        self.output = output
        // ncurses sends what sets the terminal up (alternate screen, keypad, mouse) and
        // clears it; frames follow on `output`. Its window is left untouched from now on,
        // so no read of a key refreshes it over the frames.
        wrefresh(ct_stdscr())
        previous = Screen(size: size)
    }

    /// The look of every style on this terminal, with `palette`'s colours.
    private static func looks(_ palette: ColorPalette?) -> LookTable {
        LookTable(
            colors: palette.map { palette in { palette.colors(for: $0) } },
            boldsInks: palette?.boldsInks == true)
    }

    public func use(_ palette: CardPalette) {
        guard palette != renderOptions.palette else { return }
        renderOptions.palette = palette
        guard self.palette != nil else { return }
        self.palette = ColorPalette(colors: Int(ct_colors()), palette: palette)
        encoder = FrameEncoder(sequences: encoder.sequences, looks: Self.looks(self.palette))
        // Every colour may have changed, and bold comes with high contrast: every cell is sent again.
        repaintNextFrame()
    }

    /// Gives the terminal back: primary screen, cursor and echo restored.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        // Frames a slow link has not taken yet are of no use now: drop them, so the terminal
        // is given back at once rather than after they trickle through.
        output.drop()
        if watchesBacklog {
            ct_discard_output()
            cancelSequenceCutShort()
        }
        setSGRMouse(false)
        if ct_has_capability("smcup") == 0 {
            // No alternate screen (vt100): the game would stay on the shell's screen. Clear
            // it (ncurses, which did not draw the frames, clears it when told to).
            let window = ct_stdscr()
            clearok(window, true)
            wrefresh(window)
        }
        endwin()
    }

    deinit { close() }

    /// The terminal has not taken what was sent: the last frame is still being written, or
    /// its buffer holds more than a frame, so the next frames wait until the link has
    /// caught up (and are then worked out from what it shows: nothing is lost).
    public var isBehind: Bool {
        if !output.flush() { return true }
        guard watchesBacklog else { return false }
        return ct_output_is_behind(4096) != 0
    }
    /// Whether standard output is the terminal whose backlog counts (not in a headless run).
    private var watchesBacklog = true

    public var size: Size {
        Size(width: Int(ct_cols()), height: Int(ct_lines()))
    }

    /// Forgets what the terminal shows, so that the next frame repaints every cell.
    ///
    /// The adapter does this itself whenever the picture may be stale (a resize, a stop);
    /// `make bench` calls it to measure what a whole repaint costs.
    public func repaintNextFrame() {
        previous = nil
    }

    /// Sends the cells of `screen` that look different from what the terminal shows, in one
    /// write that does not wait; a frame presented while the last is still being written is
    /// skipped (the app asks `isBehind` first, and draws anew once the terminal caught up).
    ///
    /// A frame of another size than the last (after a resize) clears the terminal and
    /// repaints every cell: the terminal may have moved what it showed.
    public func present(_ screen: Screen) {
        let shown = previous?.size == screen.size ? previous : nil
        let sent = output.send { bytes in
            // Synchronized output: terminals that know it show the frame whole or not at
            // all; others ignore the sequence.
            if synchronizesOutput { bytes.append(contentsOf: Self.beginFrame) }
            let start = bytes.count
            encoder.encode(screen, over: shown, into: &bytes)
            // A frame that changes nothing sends nothing, not even the synchronized-output pair.
            if bytes.count == start {
                bytes.removeAll(keepingCapacity: true)
            } else if synchronizesOutput {
                bytes.append(contentsOf: Self.endFrame)
            }
        }
        if sent { previous = screen }
    }

    private static let beginFrame = Array("\u{1B}[?2026h".utf8)
    private static let endFrame = Array("\u{1B}[?2026l".utf8)

    /// Cancels an escape sequence a frame dropped part-way through may have left the
    /// terminal in (CAN), so that what is written next is not taken as its end.
    private func cancelSequenceCutShort() {
        writeToTerminal("\u{18}")
    }

    private func writeToTerminal(_ sequence: String) {
        var bytes = Array(sequence.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    public func nextEvent(timeout: Double?) -> InputEvent? {
        nextEvent(timeout: timeout, watching: [])
    }

    public func nextEvent(timeout: Double?, watching descriptors: [WatchedDescriptor]) -> InputEvent? {
        let fds = descriptors.map(\.descriptor)
        let writing = descriptors.map { Int32($0.writing ? 1 : 0) }
        let deadline = timeout.map { ct_monotonic_seconds() + max(0, $0) }
        while true {
            // A frame still being written goes on as the terminal takes it.
            let outputFD = output.isWriting ? [output.descriptor] : []
            // What ncurses holds already (the rest of a sequence, a resize) comes first:
            // the kernel's buffer may be empty while ncurses' own is not.
            if let event = readKey(waitingMilliseconds: 0) { return event }
            if repaintAsked {
                // Ctrl-L: the app draws again, and every cell goes.
                repaintAsked = false
                return nil
            }
            let remaining = deadline.map { max(0, $0 - ct_monotonic_seconds()) }
            if remaining == 0 { return nil }
            let milliseconds = remaining.map { Int32(min(Double(Int32.max), ($0 * 1000).rounded(.up))) } ?? -1
            switch ct_wait_for_input_and(
                milliseconds, fds + outputFD, writing + outputFD.map { _ in 1 },
                Int32(fds.count + outputFD.count))
            {
            case Int32(CT_WAIT_TIMEOUT): return nil
            case Int32(CT_WAIT_DESCRIPTOR):
                // The terminal took what it had: the rest of the frame goes on. Another
                // descriptor may be ready too: the app looks.
                output.flush()
                if !fds.isEmpty { return nil }
            case Int32(CT_WAIT_HANGUP): return .endOfInput
            case Int32(CT_WAIT_SIGNAL):
                if let event = handleSignal(ct_take_signal()) { return event }
            default:
                // Input to read, or a signal interrupted the wait: look again.
                continue
            }
        }
    }

    /// What a signal noted by the handlers means for the app, if anything.
    private func handleSignal(_ signal: Int32) -> InputEvent? {
        switch signal {
        case SIGTSTP:
            return .suspendRequested
        case SIGCONT:
            // Continued after a stop we did not ask for (kill -STOP): repaint everything.
            forgetScreen()
            return nil
        case SIGWINCH, 0:
            // ncurses turns a resize into KEY_RESIZE, read next time round.
            return nil
        default:
            return .interrupted(signal: signal)
        }
    }

    public func suspend() -> Double {
        // Ctrl-Z: give the terminal back, stop, and on `fg` take it again, repainted.
        let stoppedAt = ct_monotonic_seconds()
        // The rest of a frame is of no use after `fg`, which repaints every cell.
        if output.drop() { cancelSequenceCutShort() }
        setSGRMouse(false)
        endwin()
        ct_suspend()
        // ncurses takes the terminal again (its modes, the alternate screen, the keypad's
        // keys) and clears it, now rather than at some later read of a key, in the middle
        // of a frame.
        keypad(ct_stdscr(), true)
        doupdate()
        setSGRMouse(true)
        forgetScreen()
        return ct_monotonic_seconds() - stoppedAt
    }

    /// Forgets what the terminal shows, where its cursor is and its pen: the next frame
    /// clears it and repaints every cell.
    private func forgetScreen() {
        previous = nil
        encoder.forgetTerminal()
    }

    /// Ctrl-L was pressed: the next frame repaints every cell.
    private var repaintAsked = false

    /// Ends the program by `signal`'s default action, after `close()`, so that the exit
    /// status says which signal ended it.
    public static func endProgram(bySignal signal: Int32) -> Never {
        ct_die_of(signal)
        exit(128 + signal)
    }

    /// One raw read from ncurses: a character or a key code, waiting at most `milliseconds`.
    private func readRaw(waitingMilliseconds milliseconds: Int32) -> (isKeyCode: Bool, value: UInt32)? {
        let window = ct_stdscr()
        wtimeout(window, milliseconds)
        var character: wint_t = 0
        let status = wget_wch(window, &character)
        if status == ERR { return nil }
        return (status == KEY_CODE_YES, UInt32(character))
    }

    /// The next key, click or resize ncurses can give within `milliseconds`, if any.
    ///
    /// A mouse report that is no click (a release, the wheel, another button) is no event
    /// at all: as a key it would close the panel the click before it opened.
    private func readKey(waitingMilliseconds milliseconds: Int32) -> InputEvent? {
        var milliseconds = milliseconds
        while let raw = readRaw(waitingMilliseconds: milliseconds) {
            if !raw.isKeyCode && raw.value == 12 {
                forgetScreen()
                repaintAsked = true
                return nil
            }
            if let event = event(of: raw) { return event }
            // What ncurses holds of the rest is read at once, never left behind in its buffer.
            milliseconds = 0
        }
        return nil
    }

    /// The event one raw read is, or nil for a mouse report that is no click.
    private func event(of raw: (isKeyCode: Bool, value: UInt32)) -> InputEvent? {
        if raw.isKeyCode { return keyCodeEvent(Int32(raw.value)) }
        switch raw.value {
        case 10, 13: return .key(.enter)
        case 27: return escapeEvent()
        case 9: return .key(.tab)
        case 8, 127: return .key(.backspace)
        default:
            guard let scalar = Unicode.Scalar(raw.value) else { return .key(.other) }
            return .key(.character(Character(scalar)))
        }
    }

    /// An ESC from ncurses: the Esc key when nothing follows it, otherwise the start of a
    /// sequence ncurses did not know (Alt-x, an unknown function key, a bracketed paste, a
    /// terminal's report, a mouse report in the other encoding), which is read to its end
    /// and ignored, but for a mouse report's left press.
    ///
    /// ncurses has already waited ESCDELAY for the rest of a sequence, so whatever follows
    /// an ESC that is part of one is at hand now.
    private func escapeEvent() -> InputEvent? {
        guard let next = readRaw(waitingMilliseconds: 0) else { return .key(.escape) }
        if next.isKeyCode {
            // Alt with a key ncurses knows (Alt-Up is ESC then the Up sequence).
            return .key(.other)
        }
        var sequence = EscapeSequence(introducer: next.value)
        while !sequence.isComplete,
            let more = readRaw(waitingMilliseconds: EscapeSequence.patienceMilliseconds)
        {
            guard !more.isKeyCode else { continue }
            sequence.append(more.value)
        }
        // A mouse report in the encoding ncurses was not told of (SGR where the terminfo
        // entry names the old one, or the other way round) is read here: a left press clicks.
        if let report = sequence.mouseReport {
            return report.isLeftPress ? .click(Point(x: report.x, y: report.y)) : nil
        }
        // Home and End in the encoding the terminfo entry does not name (tmux's, in an xterm entry).
        return .key(sequence.key ?? .other)
    }
    private func keyCodeEvent(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_RESIZE:
            // ncurses has resized its window: left touched, the next read would refresh it,
            // a blank screen over the frames.
            wnoutrefresh(ct_stdscr())
            forgetScreen()
            return .resize(size)
        case KEY_MOUSE:
            var event = MEVENT()
            // Only a left press (or click) acts; its release, other buttons and the wheel are ignored.
            guard getmouse(&event) == OK, event.bstate & mmask_t(ct_button1_acts()) != 0 else { return nil }
            return .click(Point(x: Int(event.x), y: Int(event.y)))
        default: return .key(.other)
        }
    }
}
