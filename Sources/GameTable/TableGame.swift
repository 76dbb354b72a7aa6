import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO

/// A game the table can play: what one game supplies, and nothing that every game shares.
///
/// The table (`TableScene`) owns the stage, the panels, the focus, the clock, the layout,
/// the result and the move sources; a game says what is on the table, applies its moves,
/// turns what they did into a `Presentation`, maps keys to moves and keeps its log; its
/// words and drawing are its `presenter`'s. Everything here is a plain function of the game
/// and a `TableView`.
public protocol TableGame: Sendable {
    /// A move, whoever makes it.
    associatedtype Action: Codable & Equatable & Sendable
    /// What applying a move did.
    associatedtype Outcome: Sendable
    /// How the game words and draws itself.
    associatedtype Presenter: TablePresenter

    /// Who plays: none listed for a game alone.
    var seats: [Seat] { get }
    /// Every place on the table, in reading order, with its card.
    var slots: [TableSlot] { get }

    /// Applies `action`, made by `seat`, at play time `time`: the rules.
    mutating func apply(_ action: Action, by seat: Int, at time: Double) -> Outcome
    /// What the table shows of `outcome`, which `action` by `seat` had: a pure function.
    func presentation(of outcome: Outcome, after action: Action, by seat: Int, view: TableView)
        -> Presentation<Action>
    /// What a player's input means to the game at the table, if anything: a key (beside
    /// moving the focus and the keys every game shares), a place chosen, a pile clicked or a
    /// key of the result panel.
    func command(for input: TableInput, view: TableView) -> TableCommand<Action>?
    /// A move the game makes by itself at a time of play (a call running out), if one will come.
    var scheduledMove: ScheduledMove<Action>? { get }
    /// How far `action` by `seat` goes at a table shared with other terminals.
    ///
    /// Refused when another terminal sends it, made for this terminal's own view only, or a
    /// move for everyone. The host checks every move a guest sends (none goes, unless the game
    /// can be shared); a move of one's own view is neither sent to the host nor told to the guests.
    func reach(of action: Action, by seat: Int) -> MoveReach
    /// The move by which a player leaves a shared table, or takes back the seat they left,
    /// if the game has one.
    static func move(for change: SeatChange) -> Action?

    /// The game so far, as saves and records keep it.
    func log() throws -> GameLog
    /// The game as it stands after `played` seconds of play, in the terms every game shares:
    /// which game it is, whether it is over, its moves, its own time, and what a record keeps
    /// of it besides its log.
    func summary(played: Double) -> GameSummary
    /// How the game words and draws itself, as it stands now.
    var presenter: Presenter { get }
    /// The next game at this table: `n` (fresh), the same again, or the one a request asks for.
    func nextGame(_ next: NextGame, seed: UInt64, services: AppServices) -> Self?
    /// Sources that only show beside the players, never move (Set's ghost lights its Sets at
    /// their times): at the table, and in a replay of a record of this game, which shows them
    /// as the game did.
    var companions: [any MoveSource<Self>] { get }
}

extension TableGame {
    public var companions: [any MoveSource<Self>] { [] }
    public var scheduledMove: ScheduledMove<Action>? { nil }
    public func reach(of action: Action, by seat: Int) -> MoveReach { .refused }
    public static func move(for change: SeatChange) -> Action? { nil }

    /// Which game this one is, as saves and records name it (one type may play several
    /// games: Set and its variants, each kept apart).
    public var gameKind: GameKind { summary(played: 0).kind }

    /// The game is over: the result shows.
    public var isOver: Bool { summary(played: 0).isOver }

    /// Moves made so far.
    public var moveCount: Int { summary(played: 0).moves }

    /// Each seat's points, in a game against others.
    public var seatPoints: [Int]? { summary(played: 0).seatPoints }

    /// Whether this game is the one `request` asks for: the same game, played by the same
    /// seats, and set up as the request's options ask (`GameValue.admits`: Memorize's theme,
    /// the puzzle's date).
    public func fits(_ request: GameRequest) -> Bool {
        let summary = summary(played: 0)
        return request.game == summary.kind && request.seats == seats
            && request.options?.base.admits(summary) ?? true
    }

    /// Where each seat stands, in a game against others.
    public var seatStandings: Standings? { seatPoints.map { Standings(points: $0) } }

    /// The record of this game as it stands after `played` seconds of play, finished or
    /// abandoned, on `date`, for `person` at this keyboard; nil if it cannot be written.
    public func record(finished: Bool, played: Double, date: Date, person: Int) -> GameRecord? {
        guard let log = try? log() else { return nil }
        let summary = summary(played: played)
        var outcome: GameOutcome?
        var standings: [SeatPoints]?
        if let points = summary.seatPoints {
            let ranking = Standings(points: points)
            if finished { outcome = GameOutcome(seats: seats, standings: ranking) }
            standings = ranking.order.map {
                SeatPoints(name: seats[$0].name, points: points[$0], isComputer: seats[$0].isComputer)
            }
        }
        return GameRecord(
            log: log, date: date, finished: finished, score: summary.score(of: person),
            seconds: summary.seconds,
            found: summary.found, outcome: outcome, variant: summary.variant, day: summary.day,
            standings: standings)
    }
}

/// What a player does at the table that the game gives a meaning to.
public enum TableInput: Equatable, Sendable {
    /// A key while playing that the table keeps for no one (its card keys choose places).
    case key(Key)
    /// The place chosen: Space or Enter on it, its card's key, a click.
    case choice(TableFocus)
    /// A click on seat `seat`'s pile (its name and count).
    case pile(Int)
    /// A key of the result panel beside `N`, Esc and `Q`.
    case resultKey(Character)
}

/// How far a move goes at a table shared with other terminals.
public enum MoveReach: Equatable, Sendable {
    /// Not that seat's to make now from another terminal: the host drops it.
    case refused
    /// It changes only the view of the terminal where it is made (Set's shuffle): it is made
    /// there, neither sent to the host nor told to the guests.
    case ownView
    /// A move of the game: the host takes it from a guest and tells every terminal.
    case everyone
}

/// A player leaving a shared table, or taking back the seat they left.
public enum SeatChange: Equatable, Sendable {
    case leaves(seat: Int)
    case rejoins(seat: Int)
}

/// One place on the table and the card in it.
public struct TableSlot: Equatable, Sendable {
    /// The card's identity on the stage.
    public var card: Int
    public var isFaceUp: Bool
    /// The card has left the game (a pair found): it stays while it celebrates, then its
    /// place is empty and takes neither the focus nor a choice.
    public var hasLeft: Bool

    public init(card: Int, isFaceUp: Bool, hasLeft: Bool = false) {
        self.card = card
        self.isFaceUp = isFaceUp
        self.hasLeft = hasLeft
    }
}

/// What stands around a game's cards, and the words at the top of the table.
public struct TableFixtures: Equatable, Sendable {
    /// The game's name in the title: `Set`, `Memorize`.
    public var name: String
    /// The title while playing (`cardtable · puzzle 2026-12-24`), if not `cardtable · name`.
    public var playingTitle: String?
    /// The title when the window is narrow.
    public var shortTitle: String?
    /// The reminder of keys on the right of the header.
    public var keys: String
    /// What the players must see in the header beside any message, in its place of the
    /// reminder of keys (whose turn it is, who calls with which key): longest form first.
    public var pinned: [String] = []
    /// The result panel's title.
    public var resultTitle: String
    /// Piles for won cards: 0 (a panel in their place), 1 (the discard pile), or one a player.
    public var pileCount: Int
    /// The pile cards leaving the table now go to.
    public var leavingPile: Int
    /// How cards leaving the table go.
    public var leaveStyle: LeaveStyle
    /// The deck takes the focus (Down from the last row) and clicks: Set deals from it.
    public var deckTakesFocus: Bool
    /// Keys of the result panel beside `n`, Esc and `q`.
    public var resultKeys: Set<Character>
    /// What the header says when a new game is dealt.
    public var newGameMessage: String
    /// What the header says as a recorded game begins to play itself back.
    public var replayingMessage = "Replaying a game."
    /// What the header says when the same game cannot be dealt again (`r` after its
    /// Memorize theme was deleted).
    public var cannotDealAgainMessage = "That game can no longer be dealt."
    /// A new game sweeps the table and deals again (the daily puzzle's cards stay).
    public var redealsOnNewGame: Bool
    /// The grid takes the whole table, centred on it, with the deck in a corner under the
    /// cards: for a game that has no piles and a deck only while it deals (Memorize).
    public var gridFillsTable = false
    /// The last this many places of `slots` lie beside the table, small, in a row under the
    /// grid (Set-Chain's previous Set): they take the focus and clicks as the grid's do.
    public var asidePlaces = 0
    /// The keys of the cards may take the digit row: not between friends at one keyboard,
    /// who call "Set!" with their numbers.
    public var cardKeysUseDigitRow = true

    public init(
        name: String, playingTitle: String? = nil, shortTitle: String? = nil, keys: String,
        resultTitle: String, pileCount: Int = 1, leavingPile: Int = 0, leaveStyle: LeaveStyle = .bounce,
        deckTakesFocus: Bool = false, resultKeys: Set<Character> = [], newGameMessage: String = "New game.",
        redealsOnNewGame: Bool = true
    ) {
        self.newGameMessage = newGameMessage
        self.redealsOnNewGame = redealsOnNewGame
        self.name = name
        self.playingTitle = playingTitle
        self.shortTitle = shortTitle
        self.keys = keys
        self.resultTitle = resultTitle
        self.pileCount = pileCount
        self.leavingPile = leavingPile
        self.leaveStyle = leaveStyle
        self.deckTakesFocus = deckTakesFocus
        self.resultKeys = resultKeys
    }
}

/// Where the keyboard focus is: on a place of the table, or on the deck.
public enum TableFocus: Hashable, Sendable {
    case card(Int)
    case deck
}

/// What a key or a choice asks the table to do.
public enum TableCommand<Action: Sendable>: Sendable {
    /// A move, through the one door, made by `seat`.
    case move(Action, by: Int)
    /// Nothing moves; the header says this.
    case say(Chrome.Message)
    /// Another game at this table.
    case nextGame(NextGame)
    /// The app does something (shows the themes over the game).
    case scene(SceneAction)
}

/// Which game comes next at a table.
public enum NextGame: Equatable, Sendable {
    /// `n`: a new game as the game deals them (Memorize: a theme at random).
    case fresh
    /// The same set-up again (Memorize's `r`: the same theme; the puzzle: the same day).
    case again
    /// The one a request asks for (Memorize: the theme chosen).
    case asked(GameRequest)
}

/// A move a game makes by itself at a time of play, by a seat.
public struct ScheduledMove<Action: Sendable>: Sendable {
    public var action: Action
    public var seat: Int
    /// Seconds of play.
    public var at: Double

    public init(_ action: Action, by seat: Int, at time: Double) {
        self.action = action
        self.seat = seat
        at = time
    }
}

/// A game as it stands, in the terms every game shares: which game, over or not, its moves
/// and its time, and what a record keeps of it besides its log.
public struct GameSummary: Equatable, Sendable {
    /// Which game it is, as saves and records name it.
    public var kind: GameKind
    /// The game is over: the result shows.
    public var isOver: Bool
    /// Moves made so far.
    public var moves: Int
    /// The game's own time (a puzzle adds what hints cost): what the status line, the result
    /// and the record show.
    public var seconds: Double
    /// The score of a game alone (in a game against others, each seat's is in `seatPoints`).
    public var score: Int
    /// Sets or pairs found.
    public var found: Int
    /// The variant the statistics keep apart (Memorize's theme).
    public var variant: String?
    /// The day of a daily game.
    public var day: String?
    /// Each seat's points, in a game against others.
    public var seatPoints: [Int]?

    public init(
        kind: GameKind, isOver: Bool, moves: Int, seconds: Double, score: Int, found: Int,
        variant: String? = nil, day: String? = nil, seatPoints: [Int]? = nil
    ) {
        self.kind = kind
        self.isOver = isOver
        self.moves = moves
        self.seconds = seconds
        self.score = score
        self.found = found
        self.variant = variant
        self.day = day
        self.seatPoints = seatPoints
    }
}

extension GameSummary {
    /// The score of `person`, the player at this keyboard: their points in a game against
    /// others (the score against the computer), else the game's score.
    public func score(of person: Int) -> Int {
        guard let points = seatPoints, points.indices.contains(person) else { return score }
        return points[person]
    }
}
