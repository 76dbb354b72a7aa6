import CardModel
import Render
import TableLayout
import TerminalIO

/// What a scene asks of the app after handling an event.
public enum SceneAction: Equatable, Sendable {
    case stay
    case quit
    /// Leave this scene (and any under it) for another.
    case open(Destination)
    /// Show another scene over this one, which waits underneath until it is back.
    case push(Destination)
    /// Back to the scene underneath (at the bottom: the menu), handing it `Destination` if
    /// one is given: a scene that can take it (a game asked for another theme) does, or the
    /// app opens it.
    case back(Destination?)
}

/// Where the app can go.
public enum Destination: Equatable, Sendable {
    case menu
    /// The record of games: counts, bests and a chart of the recent ones.
    case statistics
    /// The player's settings: the card colours, the animation, ASCII, each game's own.
    case settings
    /// A game to play or to watch.
    case game(GameRequest)
    /// A recorded game playing itself back.
    case replay(GameLog)
    /// Every recorded game, newest first, to replay one (`cardtable replay`).
    case recordedGames
    /// A screen of a game's own (Memorize's themes), as a value of the game's own type
    /// (which screen, and what it shows: the theme being played).
    case screen(GameKind, AnyGameValue)
    /// The games in progress, to take one up or abandon one (`cardtable continue`).
    case gamesInProgress
    /// The kept game of this name, taken up again.
    case resume(String)
    /// Who plays a game against `company` (the computer's level, or the friends), asked
    /// before it starts.
    case players(GameKind, PlayMode.Company)
    /// A table of this game opened for players at other terminals to join.
    case hostTable(GameKind)
    /// A shared table on this machine, from this terminal: the list of those open, to
    /// choose one (no name), or the one called `name`, joined or, when `watching`, watched;
    /// joined as `player` when given (the name of a seat that waits for this player).
    case joinTable(named: String? = nil, watching: Bool = false, player: String? = nil)
}

/// A game asked for: which, who plays, and the options of that game.
public struct GameRequest: Equatable, Sendable {
    /// Nobody at the keyboard plays: the computer plays for the player to watch.
    public enum Watching: Equatable, Sendable {
        /// Game after game.
        case endless
        /// One game, then the app ends (`deal --once`).
        case once
    }

    public var game: GameKind
    /// Who plays: none for a game alone, or the computer or friends with the person.
    public var seats: [Seat]
    public var watching: Watching?
    /// The game's own options (Memorize's theme, the puzzle's date), as a value of the
    /// game's own type, as the command line, the menu or a scene gave them.
    public var options: AnyGameValue?
    /// A new game, whatever games of the kind are kept (`--seed`, or the player asked).
    public var isFresh: Bool
    /// The deal the command line asked for (`--seed N`), if any: a game may look for
    /// earlier games of it as it prepares (Set's ghost).
    public var seed: UInt64?

    public init(
        _ game: GameKind, seats: [Seat] = [], watching: Watching? = nil, options: (any GameValue)? = nil,
        isFresh: Bool = false
    ) {
        self.game = game
        self.seats = seats
        self.watching = watching
        self.options = options.map(AnyGameValue.init)
        self.isFresh = isFresh
    }

    /// The game's own options, read as `type`; nil when none were given.
    public func options<Options: GameValue>(as type: Options.Type) -> Options? {
        options?.as(type)
    }

    /// How the game is played.
    public var mode: PlayMode { PlayMode(seats: seats) }
}

/// Why the app leaves its scenes for good.
public enum Leaving: Equatable, Sendable {
    /// The player chose to: a key, another screen, a signal asking the program to end.
    case chosen
    /// The terminal went away (a hang-up, as an SSH connection dropping sends, or the end
    /// of input): nobody chose to leave.
    case terminalLost
}

/// When a scene's picture next changes by itself: what it asks of the app's loop as an
/// effect (`TableEffect.wake`), for the loop to bring it up to date then.
public enum Wake: Equatable, Sendable {
    /// Only an event can change it: wait for input with no timeout.
    case never
    /// At this time: the status line's clock ticking over, the computer's next move, a
    /// draining bonus bar.
    case at(Double)
    /// Something is moving: at the next frame.
    case nextFrame
}

extension Wake {
    /// Whichever of this and `other` comes first.
    public func sooner(_ other: Wake) -> Wake {
        switch (self, other) {
        case (.nextFrame, _), (_, .nextFrame): .nextFrame
        case (.never, let wake), (let wake, .never): wake
        case (.at(let one), .at(let two)): .at(min(one, two))
        }
    }
}

/// One screen of the app: it handles events, moves with time, and draws itself into a frame.
public protocol Scene {
    /// Handles one event; `size` is the terminal's size, for layout-dependent keys and clicks.
    mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction
    /// Brings the scene up to `now` for a terminal of `size`, before each frame is drawn.
    mutating func advance(to now: Double, size: Size) -> SceneAction
    /// Draws the scene into `screen`, which is blank and the size of the terminal.
    func render(into screen: inout Screen, now: Double)
    /// The game in progress as it must be kept if the player leaves now; nil when there is
    /// none (a menu, a watched game, a game over).
    func gameToKeep(now: Double) -> KeptGame?
    /// What else must be written if the player leaves now, beside a game: work that is not
    /// a game (a half-typed Memorize theme, kept as a draft). The app carries these out
    /// wherever it keeps games on the way out (a signal, the terminal lost, Ctrl-Z) and hands
    /// what came of them to `receive`.
    func workToKeep(now: Double) -> [TableEffect]
    /// Another scene now covers this one (`true`), or it is on top again: a game stops its clock.
    mutating func cover(_ covered: Bool, now: Double)
    /// The program was stopped (Ctrl-Z) for `seconds`, which the app's clock leaves out, and
    /// goes on at `now`: a shared table, whose others played on meanwhile, counts them.
    mutating func suspended(for seconds: Double, now: Double)
    /// A destination handed back by the scene that covered this one; true when this scene
    /// takes it itself (a game asked for another theme deals it).
    mutating func take(_ destination: Destination, size: Size, now: Double) -> Bool
    /// What the scene needs watched beside the terminal (a shared table's sockets): the app
    /// wakes when one is ready and brings the scene up to date.
    var descriptors: [WatchedDescriptor] { get }
    /// The scene this one has become, if it has, once: the app puts it in this one's place
    /// and does not end this one, which handed it what it held (a table joined from the list
    /// of tables becomes the table, its connection with it).
    mutating func takeSuccessor() -> (any Scene)?
    /// The scene is left for good (the app ends, or opens another): it lets go of what it
    /// holds beyond itself (a shared table says goodbye and closes its socket).
    mutating func end(now: Double)
    /// The scene is left for good because of `leaving`: a scene that tells others why (a
    /// shared table's host) says a terminal lost otherwise than a player who chose to go.
    mutating func end(now: Double, because leaving: Leaving)
    /// How a game against others stands, in a few words (`Ann 3, Bob 1`), for whoever must
    /// be told as it ends without its result (a shared table its host closed); nil if none.
    func standings(now: Double) -> String?
    /// How long the game has been played by wall time `now`, on its own clock (stopped while
    /// its opening deal flies); nil for a scene with no game. A shared table's host deals
    /// whoever comes during its game at that time.
    func timePlayed(now: Double) -> Double?
    /// The effects the scene has asked for since it was last asked, oldest first; the app
    /// carries them out in that order and hands their results to `receive`. Among them, when
    /// the picture next changes without an event (`.wake`), whenever that changes: a scene
    /// that never asks is brought up to date only by events.
    mutating func takeEffects() -> [TableEffect]
    /// What came of an effect this scene asked for (a record written, or not).
    mutating func receive(_ result: EffectResult, now: Double)
    /// Whether the scene takes what comes from the other terminals of a shared table now:
    /// a table takes as much as it makes moves of at one tick, and the rest waits at the link.
    var listens: Bool { get }
    /// How many things from the other terminals the scene has taken and not yet played.
    var unheard: Int { get }
    /// Something came from the other terminals of a shared table, handed over by the scene
    /// that holds the link.
    mutating func hear(_ event: LinkedEvent)
}

extension Scene {
    public var descriptors: [WatchedDescriptor] { [] }
    public mutating func end(now: Double) {}
    public mutating func end(now: Double, because leaving: Leaving) { end(now: now) }
    public func gameToKeep(now: Double) -> KeptGame? { nil }
    public func workToKeep(now: Double) -> [TableEffect] { [] }
    public mutating func takeSuccessor() -> (any Scene)? { nil }
    public func standings(now: Double) -> String? { nil }
    public func timePlayed(now: Double) -> Double? { nil }
    public mutating func takeEffects() -> [TableEffect] { [] }
    public mutating func receive(_ result: EffectResult, now: Double) {}
    public var listens: Bool { false }
    public var unheard: Int { 0 }
    public mutating func hear(_ event: LinkedEvent) {}
    public mutating func cover(_ covered: Bool, now: Double) {}
    public mutating func suspended(for seconds: Double, now: Double) {}
    public mutating func take(_ destination: Destination, size: Size, now: Double) -> Bool { false }
}
