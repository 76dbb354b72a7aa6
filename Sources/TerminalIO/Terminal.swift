import Render
import TableLayout

/// A key the player pressed, with the keys the games care about named.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    /// Home and End (a replay's start and end).
    case home, end
    case enter, escape, backspace, tab
    /// A key the games have no use for.
    case other
}

extension Key {
    /// Whether this is a control character typed (Ctrl-S, Ctrl-Q and the like; Enter, Tab,
    /// Backspace and Esc are keys of their own).
    ///
    /// A screen that any key leaves takes no such key as one: Ctrl-S and Ctrl-Q are pressed
    /// by habit to pause and resume a terminal, and must not close what is on it.
    public var isControlCharacter: Bool {
        guard case .character(let character) = self else { return false }
        return character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

/// Something that happened at the terminal.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A left-button press at a cell.
    case click(Point)
    /// The terminal has a new size.
    case resize(Size)
    /// Input has ended: the terminal is gone, or the in-memory terminal ran out of events.
    case endOfInput
    /// A signal asked the program to end (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT).
    case interrupted(signal: Int32)
    /// The player asked to suspend the program (Ctrl-Z): the app puts its game away, then
    /// calls `Terminal.suspend()`.
    case suspendRequested
}

/// What the app needs from a terminal; the ncurses adapter and the in-memory terminal
/// for tests implement it.
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// How frames must be drawn for this terminal (ASCII only, no colour), and the palette.
    var renderOptions: RenderOptions { get }
    /// Draws cards in `palette` from now on; a terminal without colours has none to change.
    func use(_ palette: CardPalette)
    /// Shows `screen`, sending the terminal only what changed since the last frame.
    func present(_ screen: Screen)
    /// The terminal has not yet taken what was sent (a slow link): frames are better
    /// skipped than queued, so keys still get an answer at once.
    var isBehind: Bool { get }
    /// Waits up to `timeout` seconds (for ever when nil) for the next event; nil on time-out.
    func nextEvent(timeout: Double?) -> InputEvent?
    /// Waits as `nextEvent(timeout:)` does, and also for `descriptors` (a hosted table's
    /// sockets): nil on time-out or when one of them is ready, so the app looks again.
    func nextEvent(timeout: Double?, watching descriptors: [WatchedDescriptor]) -> InputEvent?
    /// Gives the terminal back and stops the program until it is continued (`fg`), then
    /// takes the terminal again; returns the seconds it was stopped.
    func suspend() -> Double
}

extension Terminal {
    /// A terminal that cannot watch descriptors (one in memory) waits for its events alone.
    public func nextEvent(timeout: Double?, watching descriptors: [WatchedDescriptor]) -> InputEvent? {
        nextEvent(timeout: timeout)
    }

    /// A terminal that draws no colours of its own (a test's) has no palette to change.
    public func use(_ palette: CardPalette) {}
}

/// A file descriptor the app's wait watches beside the terminal: a socket with something to
/// read, and, while `writing`, one waiting for room to write.
public struct WatchedDescriptor: Hashable, Sendable {
    public var descriptor: Int32
    public var writing: Bool

    public init(_ descriptor: Int32, writing: Bool = false) {
        self.descriptor = descriptor
        self.writing = writing
    }
}
