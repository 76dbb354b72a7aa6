import CNcurses
import CTerminalSignals
import Glibc
import Render
import TableLayout
import TerminalIO

/// The terminal protocol on top of ncurses: the only code that calls ncurses.
///
/// Frames arrive as in-memory screens; only the cells that changed since the previous
/// frame are handed to ncurses, and one `doupdate` sends them.
public final class NcursesTerminal: Terminal {
    /// Why the terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var renderOptions: RenderOptions
    private var palette: ColorPalette?
    private var previous: Screen?
    /// How every cell of `previous` was handed to ncurses, to compare the next frame with.
    private var handed = HandedFrame()
    /// The run of cells being handed over, kept so its buffer is not made again each frame.
    private var run = CellRun()
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
        guard ct_newterm_stdio() != nil else {
            throw OpenError(description: "cannot open the terminal (TERM=\(name))")
        }
        guard ct_can_address_cursor() != 0 else {
            endwin()
            throw OpenError(
                description: "the terminal (TERM=\(name)) cannot move the cursor to draw the table")
        }
        // Only a real terminal needs giving back when a signal ends the program.
        ct_install_signal_handlers()
        self.init(settingUpWithASCII: ascii, noColor: noColor)
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
        setenv("COLUMNS", "\(size.width)", 1)
        setenv("LINES", "\(size.height)", 1)
        guard ct_newterm_file(type, path) != nil else {
            throw OpenError(description: "cannot open a headless \(type) terminal writing to \(path)")
        }
        self.init(settingUpWithASCII: false, noColor: false)
        // The sequences go straight to standard output, not to ncurses' file: leave them out.
        synchronizesOutput = false
        watchesBacklog = false
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

    /// Sets up the screen ncurses has just opened.
    private init(settingUpWithASCII ascii: Bool, noColor: Bool) {
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
            palette = ColorPalette(colors: Int(ct_colors()))
        } else {
            palette = nil
        }
        renderOptions = RenderOptions(ascii: ascii || ct_locale_is_utf8() == 0, monochrome: monochrome)
    }

    public func use(_ palette: CardPalette) {
        guard palette != renderOptions.palette else { return }
        renderOptions.palette = palette
        guard self.palette != nil else { return }
        self.palette = ColorPalette(colors: Int(ct_colors()), palette: palette)
        // Bold comes with high contrast and goes without it: every cell is sent again.
        repaintNextFrame()
    }

    /// Gives the terminal back: primary screen, cursor and echo restored.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        // Frames a slow link has not taken yet are of no use now: drop them, so the terminal
        // is given back at once rather than after they trickle through.
        if watchesBacklog { ct_discard_output() }
        setSGRMouse(false)
        if ct_has_capability("smcup") == 0 {
            // No alternate screen (vt100): the game would stay on the shell's screen. Clear it.
            let window = ct_stdscr()
            werase(window)
            wrefresh(window)
        }
        endwin()
    }

    deinit { close() }

    /// The terminal has not taken what was sent: its buffer is full or holds more than a
    /// frame, or the last frame took long to hand over (a pseudo-terminal read slowly shows
    /// only that), so the next frames wait until the link has caught up.
    public var isBehind: Bool {
        guard watchesBacklog else { return false }
        return ct_output_is_behind(4096) != 0 || ct_monotonic_seconds() < slowUntil
    }
    /// After a frame that took long to hand over, frames wait until then.
    private var slowUntil = 0.0
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

    public func present(_ screen: Screen) {
        let window = ct_stdscr()
        let repaints = previous?.size != screen.size
        if repaints {
            // After a resize the terminal may have moved what it shows; ncurses' idea of
            // the screen is stale, so repaint every cell rather than only the differences.
            werase(window)
            clearok(window, true)
            previous = nil
        }
        // After `werase` ncurses holds a blank screen: only what is not blank is sent.
        let changed = FrameWriter(palette: palette, window: window).write(
            screen, over: previous, handed: &handed, run: &run)
        previous = screen
        // A frame that changes nothing sends nothing, not even the synchronized-output pair.
        guard changed || repaints else { return }
        wnoutrefresh(window)
        // Synchronized output: terminals that know it show the frame whole or not at all;
        // others ignore the sequence. doupdate flushes its own output before returning.
        let started = ct_monotonic_seconds()
        if synchronizesOutput { writeToTerminal("\u{1B}[?2026h") }
        doupdate()
        if synchronizesOutput { writeToTerminal("\u{1B}[?2026l") }
        // A frame that took more than a few milliseconds was held up by the link: give it
        // twice as long again before the next.
        let took = ct_monotonic_seconds() - started
        if took > 0.03 { slowUntil = ct_monotonic_seconds() + 2 * took }
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
            // What ncurses holds already (the rest of a sequence, a resize) comes first:
            // the kernel's buffer may be empty while ncurses' own is not.
            if let event = readKey(waitingMilliseconds: 0) { return event }
            let remaining = deadline.map { max(0, $0 - ct_monotonic_seconds()) }
            if remaining == 0 { return nil }
            let milliseconds = remaining.map { Int32(min(Double(Int32.max), ($0 * 1000).rounded(.up))) } ?? -1
            switch ct_wait_for_input_and(milliseconds, fds, writing, Int32(fds.count)) {
            case Int32(CT_WAIT_TIMEOUT), Int32(CT_WAIT_DESCRIPTOR): return nil
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
            previous = nil
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
        setSGRMouse(false)
        endwin()
        ct_suspend()
        setSGRMouse(true)
        previous = nil
        return ct_monotonic_seconds() - stoppedAt
    }

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
            previous = nil
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
