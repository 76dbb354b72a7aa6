import Animation
import CardModel
import Foundation
import Render
import TableLayout

/// One kind of game, declared once: everything the menu, the command line, `--help`, the
/// saves, the statistics and the soak know of it.
///
/// Each game's module makes its entry; the app's catalogue lists them, and no other code
/// of the program names the game (comments name games as examples; the tests and `make
/// bench` name the games they use).
public struct GameEntry: Sendable {
    public let kind: GameKind
    /// The game's name where a game is named: `Set`, `Memorize`, `Daily puzzle`.
    public let title: String
    /// The command that plays it: `cardtable set`.
    public let command: String
    /// The variant of its command's game it plays (`cardtable set --variant junior`), or nil for
    /// the game itself.
    ///
    /// Variants share their game's command.
    public let variant: String?
    /// What the command does, one line of `cardtable --help`.
    public let usage: String
    /// `cardtable COMMAND --help`: its options and keys.
    public let help: GameHelp
    /// The ways it can be played: alone, against the computer, between friends.
    public let companies: [PlayMode.Company]
    /// The computer can play it for the player to watch (`cardtable deal --game`).
    public let canBeWatched: Bool
    /// The options of its own on the command line.
    public let options: [GameOption]
    /// Its entries on the start menu.
    public let menu: [MenuEntry]
    /// Where the soak starts its random play in this game.
    public let soakStarts: [Destination]
    /// Files of its own beside its games, read as the program starts (Memorize's themes).
    public let files: GameFiles?
    /// Settings of its own, kept in settings.json and shown in Settings (Set's claim time).
    public let settings: [GameSetting]
    /// Paints a few of its cards in `area` to show the player's colours (Settings shows the
    /// first game's that has them), or nil.
    public let samples: (@Sendable (_ area: Rect, _ options: RenderOptions, _ screen: inout Screen) -> Void)?

    /// Opens a scene for `request`: the kept game in `opening.saved` when it is the one
    /// asked for (handed to the game's own `open` decoded), else a new one; fails with a
    /// sentence for the player.
    public let open: @Sendable (GameRequest, Opening) -> Result<any Scene, OpeningFailure>
    /// A recorded game of this kind playing itself back, or nil when the log is not one:
    /// the game its log began with, the log's moves made again at the pace they were made.
    public let replay: @Sendable (GameLog, Opening) -> (any Scene)?
    /// A screen of the game's own (Memorize's themes), from the value that names it.
    public let screen: @Sendable (AnyGameValue, Opening) -> (any Scene)?
    /// A kept game in a line for the menu's Continue: `Set · score 12 · 4 Sets · 2:31`.
    public let describe: @Sendable (SavedGame) -> String?
    /// The game a log holds, or why it cannot be one (a theme too small to play, say): the
    /// one way the game's logs are read, which replays, descriptions and `fits` go through.
    public let restore: @Sendable (GameLog) -> Result<any TableGame, OpeningFailure>
    /// The request checked against what the player has (Memorize's themes) before the game
    /// opens, its options as the game names them; a failure is a sentence for the player.
    public let prepare: @Sendable (GameRequest, AppServices) -> Result<GameRequest, OpeningFailure>
    /// The table of a game shared with players at other terminals (`--host`, `join`), or
    /// nil when the game cannot be shared; the host's game a guest follows is read with the
    /// entry's one decoder.
    public let share: (@Sendable (SharedTable, Opening) -> Result<any Scene, OpeningFailure>)?

    /// An entry whose logs `decode` reads, the one way: it restores kept games, replays
    /// records, and hands `describe` the game a kept one holds, `open` the kept game asked
    /// for (nil when there is none, or it is another) and `share` the host's game a guest
    /// follows (nil when the host deals).
    public init<Game: TableGame>(
        kind: GameKind, title: String, command: String, variant: String? = nil, usage: String, help: GameHelp,
        companies: [PlayMode.Company], canBeWatched: Bool, options: [GameOption] = [], menu: [MenuEntry],
        soakStarts: [Destination],
        decode: @escaping @Sendable (GameLog) -> Result<Game, OpeningFailure>,
        describe: @escaping @Sendable (Game, SavedGame) -> String,
        open: @escaping @Sendable (GameRequest, Opening, _ kept: Game?) -> Result<any Scene, OpeningFailure>,
        screen: @escaping @Sendable (AnyGameValue, Opening) -> (any Scene)? = { _, _ in nil },
        prepare: @escaping @Sendable (GameRequest, AppServices) -> Result<GameRequest, OpeningFailure> = {
            request, _ in .success(request)
        },
        share: (@Sendable (SharedTable, Opening, _ followed: Game?) -> Result<any Scene, OpeningFailure>)? =
            nil,
        files: GameFiles? = nil,
        samples: (@Sendable (_ area: Rect, _ options: RenderOptions, _ screen: inout Screen) -> Void)? = nil,
        settings: [GameSetting] = []
    ) {
        // Every question about a log is answered by one play through it.
        let made = DecodedLogs<Game>()
        let decode: @Sendable (GameLog) -> Result<Game, OpeningFailure> = { made.decoded($0, by: decode) }
        self.settings = settings
        self.files = files
        self.samples = samples
        self.prepare = prepare
        if let share {
            self.share = { shared, opening in
                guard case .follow(let log) = shared.start else { return share(shared, opening, nil) }
                switch decode(log) {
                case .success(let followed): return share(shared, opening, followed)
                case .failure(let failure): return .failure(failure)
                }
            }
        } else {
            self.share = nil
        }
        self.kind = kind
        self.title = title
        self.command = command
        self.variant = variant
        self.usage = usage
        self.help = help
        self.companies = companies
        self.canBeWatched = canBeWatched
        self.options = options
        self.menu = menu
        self.soakStarts = soakStarts
        self.open = { request, opening in
            let kept = opening.saved.flatMap { try? decode($0.log).get() }
            return open(request, opening, kept.flatMap { $0.fits(request) ? $0 : nil })
        }
        self.screen = screen
        self.describe = { saved in (try? decode(saved.log).get()).map { describe($0, saved) } }
        restore = { log in decode(log).map { $0 } }
        replay = { log, opening in Self.replay(log, decode: decode, opening: opening) }
    }

    /// `log` playing itself back: the game it began with (its set-up, no move made), the
    /// moves made again at the pace they were made, with the game's companions beside them
    /// (a raced game's ghost); nil when the log is not one `decode` reads.
    static func replay<Game: TableGame>(
        _ log: GameLog, decode: (GameLog) -> Result<Game, OpeningFailure>, opening: Opening
    ) -> TableScene<Game>? {
        var begun = log
        begun.actions = []
        guard case .success = decode(log), case .success(let game) = decode(begun),
            let actions = try? log.actions(as: Game.Action.self)
        else { return nil }
        return TableScene(
            game: game, mode: .replaying, people: [],
            sources: [ReplaySource(actions: actions)] + game.companions,
            seed: log.seed,
            opening: opening,
            message: Chrome.Message(text: game.presenter.fixtures.replayingMessage, tone: .info))
    }

    /// Whether a kept game's log is of the game `request` asks for: its players, and its
    /// set-up as the request gives it (`TableGame.fits`).
    public func fits(_ log: GameLog, _ request: GameRequest) -> Bool {
        (try? restore(log).get())?.fits(request) ?? false
    }

    /// The record of a kept game abandoned from the list of games in progress on `date`.
    public func abandoned(_ kept: KeptGame, on date: Date) -> GameRecord? {
        guard case .success(let game) = restore(kept.saved.log) else { return nil }
        return game.record(
            finished: false, played: kept.saved.seconds, date: date,
            person: Seats.people(game.seats).first ?? 0)
    }
}

/// A game at a table shared with players at other terminals, and this terminal's part in it.
public struct SharedTable {
    /// Where the game comes from.
    public enum Start {
        /// The host deals a new game for the seats of `request` (everyone at the table).
        case deal(GameRequest)
        /// A guest plays the host's game, as far as it has gone.
        case follow(GameLog)
    }

    public var start: Start
    /// The seat played at this terminal (nil: it watches).
    public var seat: Int?
    /// What carries the moves to and from the other terminals.
    public var link: any TableLink
    /// How far into the game followed it is, in seconds of play: a player who comes back
    /// during it finds its clock where the host's is.
    public var played: Double

    public init(start: Start, seat: Int?, link: any TableLink, played: Double = 0) {
        self.start = start
        self.seat = seat
        self.link = link
        self.played = played
    }
}

/// What a game's entry is given to open a scene.
public struct Opening {
    public var options: RenderOptions
    public var timing: AnimationTiming
    /// Wall time.
    public var now: Double
    public var services: AppServices
    /// The seed of a new game.
    public var seed: UInt64
    /// The kept game the request asks for, to take up (the app holds it open already).
    public var kept: KeptGame?
    /// Problems with the player's files to show the player as the game opens.
    public var notices: [String]

    public init(
        options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double = 0,
        services: AppServices = .inMemory, seed: UInt64, kept: KeptGame? = nil,
        notices: [String] = []
    ) {
        self.options = options
        self.timing = timing
        self.now = now
        self.services = services
        self.seed = seed
        self.kept = kept
        self.notices = notices
    }

    /// The kept game to take up, if any.
    public var saved: SavedGame? { kept?.saved }
}

/// Why a game could not be opened, in a sentence for the player.
public struct OpeningFailure: Error, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// An option of a game's own on the command line: `--theme NAME`.
public struct GameOption: Sendable {
    /// The option as typed, `--theme`.
    public let flag: String
    /// What the value is, for `--help`: `NAME`; empty for an option that takes no value
    /// (`--calendar`).
    public let placeholder: String
    /// Whether a value follows the option on the command line.
    public var takesValue: Bool { !placeholder.isEmpty }
    /// The option as `--help` writes it: `--theme NAME`, `--calendar`.
    public var synopsis: String { takesValue ? "\(flag) \(placeholder)" : flag }
    /// What it does, for `cardtable --help`.
    public let help: String
    /// The way of playing it goes with only (`--claim-time` with friends), if any.
    public let requires: PlayMode.Company?
    /// It goes with a watched game of its game too (`deal --game memorize --theme Food`).
    public let watchable: Bool
    /// It goes with a table hosted for other terminals only (`memorize --host --turn-time 20`).
    public let hostedOnly: Bool
    /// Reads the value typed into the game's options (those of the options read before it,
    /// if any); a failure is the sentence the command line prints.
    public let read:
        @Sendable (_ text: String, _ options: AnyGameValue?) -> Result<any GameValue, OpeningFailure>

    public init(
        flag: String, placeholder: String, requires: PlayMode.Company? = nil, watchable: Bool = false,
        hostedOnly: Bool = false, help: String,
        read:
            @escaping @Sendable (_ text: String, _ options: AnyGameValue?) -> Result<
                any GameValue, OpeningFailure
            >
    ) {
        self.watchable = watchable
        self.hostedOnly = hostedOnly
        self.flag = flag
        self.placeholder = placeholder
        self.requires = requires
        self.help = help
        self.read = read
    }
}

/// One line of the start menu.
public struct MenuEntry: Sendable {
    public let title: String
    public let detail: String
    /// The key that opens it, the same whatever other games the menu lists (nil: none).
    ///
    /// The menu's own keys (`c`, `s`, `t`, `q`, `J`) are not a game's to take.
    public let key: Character?
    /// Where it goes.
    public let destination: Destination
    /// Where it stands among every game's entries (lower first).
    public let rank: Int
    /// It opens a table shared with other terminals (`Host Set`): listed only where the
    /// program can open one.
    public let sharesTable: Bool

    public init(
        title: String, detail: String, key: Character? = nil, rank: Int, sharesTable: Bool = false,
        destination: Destination
    ) {
        self.title = title
        self.detail = detail
        self.key = key
        self.rank = rank
        self.sharesTable = sharesTable
        self.destination = destination
    }
}

/// A game's own part of `cardtable COMMAND --help`; the command line adds the options of
/// every command that draws the table.
public struct GameHelp: Sendable {
    /// What follows `usage: cardtable`: `set [options]`.
    public let synopsis: String
    /// What the command does, a paragraph.
    public let about: String
    /// The game's own options, one a line, indented.
    public let options: String
    /// Its keys, one a line, indented.
    public let keys: String

    public init(synopsis: String, about: String, options: String, keys: String) {
        self.synopsis = synopsis
        self.about = about
        self.options = options
        self.keys = keys
    }
}
