import Animation
import CardModel
import Render
import TableLayout
import TerminalIO

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable

extension TableScene {
    /// Does what the table asked the app to do, against its own services' keeper, and hands
    /// it what came of it, as the app does after every event; `runner` keeps the holds (a
    /// runner of its own lets them go at once).
    mutating func carryOutEffects(with runner: EffectRunner? = nil, now: Double) {
        let runner = runner ?? EffectRunner(keeper: state.services.keeper)
        var effects = takeEffects()
        while !effects.isEmpty {
            for result in runner.run(effects) { receive(result, now: now) }
            effects = takeEffects()
        }
    }
}

/// The tables of each game as the tests open them: the way the app does, through each
/// game's entry, with the seeds, services and timing a test chooses.
typealias SetScene = SetTable.Scene
typealias MemorizeScene = MemorizeTable.Scene
typealias PuzzleScene = PuzzleTable.Scene

extension TableScene where Game == SetGame {
    /// A new game of Set of `seed`, alone or with `seats`.
    init(
        seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double = 0,
        services: AppServices = .inMemory, seats: [Seat] = [], claimSeconds: Double? = nil
    ) {
        let request = GameRequest(.set, seats: seats, options: claimSeconds.map(SetOptions.init))
        self = SetTable.open(
            request, Opening(options: options, timing: timing, now: now, services: services, seed: seed))
    }

    /// The computer playing Set of `seed` for the player to watch, game after game or `once`.
    init(
        seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        watchingOnce once: Bool
    ) {
        self = SetTable.watch(Opening(options: options, timing: timing, seed: seed), once: once)
    }

    /// A kept game taken up again.
    init?(
        resuming saved: SavedGame, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double = 0, services: AppServices
    ) {
        let request = GameRequest(.set, seats: saved.log.seats)
        let opening = Opening(
            options: options, timing: timing, now: now, services: services, seed: 0,
            kept: KeptGame(id: "set-game", saved: saved))
        guard case .success(let opened) = SetTable.entry.open(request, opening), let scene = opened as? Self,
            scene.game.moveCount > 0
        else { return nil }
        self = scene
    }

    /// A recorded game playing itself back.
    init?(
        replaying log: GameLog, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double = 0
    ) {
        let opening = Opening(options: options, timing: timing, now: now, seed: 0)
        guard let scene = SetTable.entry.replay(log, opening) as? Self else { return nil }
        self = scene
    }
}

extension TableScene where Game == MemorizeGame {
    /// A game of Memorize of the theme called `themeName` (or one at random), or nil when
    /// there is no theme at all.
    init?(
        themeName: String?, seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double = 0, services: AppServices, seats: [Seat] = [], watchingOnce once: Bool? = nil
    ) {
        var request = GameRequest(.memorize, seats: seats, watching: once.map { $0 ? .once : .endless })
        if let themeName { request.options = AnyGameValue(MemorizeOptions(theme: themeName)) }
        let opening = Opening(options: options, timing: timing, now: now, services: services, seed: seed)
        guard case .success(let scene) = MemorizeTable.open(request, opening), let table = scene as? Self
        else {
            return nil
        }
        self = table
    }

    /// A kept game taken up again.
    init?(
        resuming saved: SavedGame, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double = 0, services: AppServices
    ) {
        let opening = Opening(
            options: options, timing: timing, now: now, services: services, seed: 0,
            kept: KeptGame(id: "set-game", saved: saved))
        guard
            case .success(let scene) = MemorizeTable.entry.open(
                GameRequest(.memorize, seats: saved.log.seats), opening),
            let table = scene as? Self, table.game.moveCount > 0
        else { return nil }
        self = table
    }

    /// A recorded game playing itself back.
    init?(
        replaying log: GameLog, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double = 0
    ) {
        let opening = Opening(options: options, timing: timing, now: now, seed: 0)
        guard let scene = MemorizeTable.entry.replay(log, opening) as? Self else { return nil }
        self = scene
    }
}

extension TableScene where Game == DailyPuzzle {
    /// The puzzle of `date`.
    init(
        date: String, options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double = 0,
        services: AppServices = .inMemory
    ) {
        self = PuzzleTable.table(
            DailyPuzzle(date: date),
            opening: Opening(options: options, timing: timing, now: now, services: services, seed: 0),
            message: Chrome.Message(text: "Find all six Sets.", tone: .info))
    }

    /// A solved puzzle playing itself back.
    init?(
        replaying log: GameLog, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double = 0
    ) {
        let opening = Opening(options: options, timing: timing, now: now, seed: 0)
        guard let scene = PuzzleTable.entry.replay(log, opening) as? Self else { return nil }
        self = scene
    }
}

extension TableScene {
    /// The cards the computer has lit up so far of a Set it found.
    var computerPicks: [Int] { state.sources.flatMap(\.pointedCards) }

    /// A replay has played its last move.
    var replayIsFinished: Bool {
        state.sources.contains { ($0 as? ReplaySource<Game>)?.isFinished == true }
    }
}

extension GameLog {
    /// A log of Set, for tests that keep and read games.
    static func set(seed: UInt64, actions: [TimedAction<SetAction>] = [], seats: [Seat] = []) -> GameLog {
        // A game's own actions always encode.
        try! GameLog(game: .set, seed: seed, seats: seats, actions: actions)
    }
}

extension GamesInProgressScene {
    /// Hands `key` to the list and carries out what it asks of the app with `runner`, as the
    /// app does after every event.
    @discardableResult
    mutating func press(_ key: Key, size: Size, runner: EffectRunner) -> SceneAction {
        let action = handle(.key(key), size: size, now: 0)
        var effects = takeEffects()
        while !effects.isEmpty {
            for result in runner.run(effects) { receive(result, now: 0) }
            effects = takeEffects()
        }
        return action
    }
}

extension TableScene {
    /// The place the focus is on (the deck counts as none).
    var focusedPlace: Int { state.focusedPlace }
}

extension TableState {
    /// The place the focus is on (the deck counts as none).
    var focusedPlace: Int {
        if case .card(let index) = focus { return index }
        return -1
    }
}

extension GameKeeper {
    /// The game of `game` played by `seats` saved last, if any is kept.
    func savedGame(_ game: GameKind, seats: [Seat] = []) -> SavedGame? {
        gamesInProgress.first { $0.saved.log.game == game && $0.saved.log.seats == seats }?.saved
    }
}

extension GameCatalog {
    /// The games these tests play, listed here: a game added to the app's catalogue changes
    /// none of the tests that do not ask for it.
    static let tested = GameCatalog(entries: [SetTable.entry, PuzzleTable.entry, MemorizeTable.entry])
}
