import TableLayout
import TerminalIO

/// Something that happens to a table, as a value: what `TableState.reduce` takes.
///
/// Time and the terminal's size come in with the event (`now` is the wall clock less any
/// time suspended), so reducing one reads no clock: the same events make the same table.
public enum TableEvent<Action: Equatable & Sendable>: Equatable, Sendable {
    /// A key pressed at this terminal.
    case key(Key, size: Size, now: Double)
    /// A left click at a cell.
    case click(Point, size: Size, now: Double)
    /// The terminal has a new size.
    case resize(Size, now: Double)
    /// Time has passed: before each frame the table is brought up to `now` (celebrations
    /// ending, a follow-up or a timer due, the moves of the computer, a replay or the other
    /// terminals).
    case tick(now: Double, size: Size)
    /// A move by `seat`, at play time `played` (nil: now's), through the one door, as a
    /// source's moves are.
    case move(Action, by: Int, played: Double?, size: Size, now: Double)
    /// Something came from the other terminals of a shared table (a move, a player gone,
    /// a notice): the table makes its move in turn, at a following tick.
    case linked(LinkedEvent)
    /// What came of an effect the table asked for.
    case result(EffectResult, now: Double)
    /// Another screen covers the table (true), or it is on top again.
    case cover(Bool, now: Double)
    /// The program was stopped (Ctrl-Z) for `seconds`, which `now` leaves out: a shared
    /// table's clock counts them, as the others played on meanwhile.
    case suspended(seconds: Double, now: Double)
    /// A screen that covered the table hands back where to go (a game asked for).
    case take(Destination, size: Size, now: Double)
    /// The table is left for good.
    case leave(now: Double)

    // Setting a table up as its game's entry opens it.

    /// A move that comes by itself `after` seconds from `now` (a Set put away while it
    /// showed, leaving once the game is taken up again).
    case follow(Action, by: Int, after: Double, now: Double)
    /// The play clock starts at `played` seconds: a saved game taken up again, or a shared
    /// game come to in the middle, whose cards then lie in their places at once.
    case resume(played: Double)
    /// Words for the header (nil: none).
    case say(Chrome.Message?)
    /// `deal --once`: the app ends after this watched game (or, false, goes on).
    case watchOnce(Bool)
    /// Every card on the table turned over on screen at once, the game unchanged: a
    /// picture no game shows, for `make bench` (no key or click makes it).
    case turnEveryCardOver(size: Size, now: Double)
}

extension TableEvent {
    /// The time after which the table says when it next changes by itself, having taken
    /// this event: the time it carries, but for a table left for good (nothing more to
    /// wake for) and the set-up that carries none.
    var wakeTime: Double? {
        switch self {
        case .key(_, _, let now), .click(_, _, let now), .resize(_, let now), .tick(let now, _),
            .move(_, _, _, _, let now), .result(_, let now), .cover(_, let now), .suspended(_, let now),
            .take(_, _, let now), .follow(_, _, _, let now), .turnEveryCardOver(_, let now):
            now
        case .leave, .linked, .resume, .say, .watchOnce:
            nil
        }
    }

    /// The event a terminal's input is at the table, if it is one (an end of input, a
    /// signal or a suspend is the app's, never the table's).
    public init?(_ input: InputEvent, size: Size, now: Double) {
        switch input {
        case .key(let key): self = .key(key, size: size, now: now)
        case .click(let point): self = .click(point, size: size, now: now)
        case .resize(let newSize): self = .resize(newSize, now: now)
        case .endOfInput, .interrupted, .suspendRequested: return nil
        }
    }
}
