import CardModel
import Render
import TableLayout

/// What a scene asks of the app after handling an event.
public enum SceneAction: Equatable, Sendable {
    case stay
    case quit
    /// Leave this scene for another.
    case open(SceneID)
}

/// The games on the table.
public enum GameKind: String, Equatable, Sendable {
    case set
    case memorize
    case puzzle
}

/// The screens the app can show.
public enum SceneID: Equatable, Sendable {
    case menu
    case set
    /// Memorize with the named theme, or a random one.
    case memorize(theme: String?)
    /// Memorize's theme chooser.
    case memorizeThemes
    /// The daily puzzle of a date (`YYYY-MM-DD`).
    case puzzle(date: String)
    /// A game against others: the computer, or friends at one keyboard.
    case against(GameKind, seats: [Seat])
    /// The record of games: counts, bests and a chart of the recent ones.
    case statistics
    /// A recorded game playing itself back.
    case replay(GameLog)
    /// The computer plays for the player to watch; `once` ends after one game.
    case watch(GameKind, once: Bool)
}

extension SceneID {
    /// The game this screen plays, if it plays one.
    var game: GameKind? {
        switch self {
        case .set: .set
        case .memorize, .memorizeThemes: .memorize
        case .watch(let kind, _), .against(let kind, _): kind
        case .replay(let log): log.kind
        case .puzzle: .puzzle
        case .menu, .statistics: nil
        }
    }

    /// Who plays a game against others; none for a game alone.
    var seats: [Seat] {
        if case .against(_, let seats) = self { return seats }
        return []
    }

    /// The computer plays the whole game, or a recorded one plays itself.
    var isWatched: Bool {
        switch self {
        case .watch, .replay: true
        default: false
        }
    }
}

/// When a scene's picture next changes by itself.
public enum Wake: Equatable, Sendable {
    /// Only an event can change it: wait for input with no timeout.
    case never
    /// At this time: the status line's clock ticking over, the computer's next move, a
    /// draining bonus bar.
    case at(Double)
    /// Something is moving: at the next frame.
    case nextFrame
}

/// One screen of the app: it handles events, moves with time, and draws itself into a frame.
public protocol Scene {
    /// Handles one event; `size` is the terminal's size, for layout-dependent keys and clicks.
    mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction
    /// Brings the scene up to `now` for a terminal of `size`, before each frame is drawn.
    mutating func advance(to now: Double, size: Size) -> SceneAction
    /// Draws the scene into `screen`, which is blank and the size of the terminal.
    func render(into screen: inout Screen, now: Double)
    /// When the picture will next change without an event.
    func wake(after now: Double) -> Wake
    /// The game in progress as it must be kept if the player leaves now; nil when there is
    /// none (a menu, a watched game, a game over).
    func gameToSave(now: Double) -> SavedGame?
}

extension Scene {
    public func gameToSave(now: Double) -> SavedGame? { nil }
}
