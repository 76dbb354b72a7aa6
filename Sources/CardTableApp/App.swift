import Animation
import CardModel
import FileStore
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO

/// The app: the scenes on screen and the loop that turns events and time into frames.
///
/// Each turn of the loop brings the top scene up to the clock, draws it into a fresh
/// in-memory screen and hands that to the terminal (which sends only what changed). Then it
/// waits for an event, as the scene asked last (`TableEffect.wake`): with no timeout when
/// nothing moves, until the next frame deadline while something does, or until the status
/// line's clock ticks over. Whenever the player leaves a game in progress, by any way out,
/// the app has it saved.
public final class App {
    /// What the player chose on the command line that shapes every scene.
    public struct Settings: Sendable {
        public var seed: UInt64
        /// The seed was given (`--seed`): the first game is that seed's, not a saved one.
        public var seedIsChosen: Bool
        /// The settings the command line sets for this run, over the player's own.
        public var overrides: SettingsOverrides
        public var framesPerSecond: Double

        public init(
            seed: UInt64, seedIsChosen: Bool = false, overrides: SettingsOverrides = SettingsOverrides(),
            framesPerSecond: Double = 60
        ) {
            self.seed = seed
            self.seedIsChosen = seedIsChosen
            self.overrides = overrides
            self.framesPerSecond = framesPerSecond
        }

        /// Settings whose cards move as `timing` says, whatever the player's settings say.
        public init(
            seed: UInt64, seedIsChosen: Bool = false, timing: AnimationTiming, framesPerSecond: Double = 60
        ) {
            self.init(
                seed: seed, seedIsChosen: seedIsChosen,
                overrides: SettingsOverrides(speed: timing.speed, reducedMotion: timing.reducedMotion),
                framesPerSecond: framesPerSecond)
        }
    }

    /// Why the app stopped.
    public enum Ending: Equatable, Sendable {
        /// The player quit, or the scene ended (`deal --once`).
        case quit
        /// The terminal went away.
        case endOfInput
        /// A signal asked the program to end; it should die of it once the terminal is back.
        case signal(Int32)

        /// Why the scenes are left: a hang-up (SIGHUP, an SSH connection dropping) or the
        /// end of input is the terminal lost, whatever else was chosen.
        var leaving: Leaving {
            switch self {
            case .endOfInput, .signal(SIGHUP): .terminalLost
            case .quit, .signal: .chosen
            }
        }
    }

    private let terminal: any Terminal
    private let clock: any Clock
    private var settings: Settings
    private let services: AppServices
    private let catalog: GameCatalog
    /// Tables shared between terminals, when this program can open them.
    private let tables: (any SharedTables)?
    /// A scene on screen, and when it asked to be brought up to date next (`.never` until
    /// it asks: only an event changes it).
    private struct Layer {
        var scene: any Scene
        var wake = Wake.never
    }

    /// The scenes on screen: the last is on top, the others wait under it.
    private var layers: [Layer] = []
    /// Seeds for the games the app opens: each one fresh, all of them from `settings.seed`.
    private var seeds: SeedSequence
    /// Seconds the program spent suspended (Ctrl-Z): time that did not pass for the games.
    private var timeAway = 0.0
    /// Frame deadlines while something moves, on a grid from the app's start.
    private let pacer: FramePacer
    /// The two screens frames are drawn into in turn, kept from frame to frame: the
    /// terminal holds the last one shown (to compare the next with), so the next is drawn
    /// into the other, blanked rather than made anew, and neither is copied.
    private var frames = [Screen(size: Size(width: 0, height: 0)), Screen(size: Size(width: 0, height: 0))]
    /// Which of `frames` the next frame is drawn into.
    private var nextFrame = 0
    /// What carries out the scenes' effects: the records, the saves forgotten, the holds.
    private let runner: EffectRunner

    /// An app that opens `start`, or the scene `first` makes (a shared table, which the
    /// command line has opened before the app starts); a game's own files (Memorize's
    /// themes) are changed through `store`.
    public init(
        terminal: any Terminal, clock: any Clock, start: Destination, settings: Settings,
        services: AppServices = .inMemory, catalog: GameCatalog,
        first: ((Opening) -> any Scene)? = nil, tables: (any SharedTables)? = nil,
        store: FileStore = .ofThisProgram
    ) {
        self.tables = tables
        self.terminal = terminal
        self.clock = clock
        self.settings = settings
        self.services = services
        self.catalog = catalog
        runner = EffectRunner(services: services, store: store)
        services.overrides = settings.overrides
        seeds = SeedSequence(seed: settings.seed, stream: .session)
        pacer = FramePacer(framesPerSecond: settings.framesPerSecond, origin: clock.now())
        // Every kept game is looked at once, so a file that cannot be read is named in the
        // first game opened, whichever it is.
        _ = catalog.gamesInProgress(services.keeper)
        layers = [Layer(scene: first.map { $0(opening()) } ?? makeScene(start))]
        carryOutEffects()
        // `--seed` chose the first game; later ones take up a saved game as usual.
        self.settings.seedIsChosen = false
    }

    /// The time as the games see it: the monotonic clock less the time spent suspended.
    private func now() -> Double { clock.now() - timeAway }

    /// How many of the keeper's problems the player has been shown in a game.
    private var problemsShown = 0

    /// How scenes draw: as the terminal can, in the player's palette, ASCII if they chose it.
    private var renderOptions: RenderOptions {
        var options = terminal.renderOptions
        let chosen = services.effectiveSettings
        options.ascii = options.ascii || chosen.ascii
        options.palette = chosen.palette
        return options
    }

    /// How cards move, as the player's settings (and the command line) say.
    private var timing: AnimationTiming {
        let chosen = services.effectiveSettings
        return AnimationTiming(speed: chosen.speed, reducedMotion: chosen.reducedMotion)
    }

    /// What a game's entry is given to open a scene now: with the problems with the
    /// player's files not shown yet, which the game shows as it opens.
    private func opening(kept: KeptGame? = nil) -> Opening {
        let problems = services.keeper.problems
        let notices = Array(problems.dropFirst(problemsShown))
        problemsShown = problems.count
        return Opening(
            options: renderOptions, timing: timing, now: now(), services: services,
            seed: seeds.next(), kept: kept, notices: notices)
    }

    private func makeScene(_ destination: Destination) -> any Scene {
        let options = renderOptions
        switch destination {
        case .menu:
            return menu(notice: nil)
        case .statistics:
            return StatisticsScene(options: options, records: services.keeper.records, catalog: catalog)
        case .recordedGames:
            return RecordedGamesScene(options: options, services: services, catalog: catalog)
        case .settings:
            return SettingsScene(capabilities: terminal.renderOptions, services: services, catalog: catalog)
        case .game(let request):
            guard let entry = catalog.entry(request.game) else {
                return menu(notice: "That game is not here.")
            }
            // A kept game is taken up when it is the one asked for, unless a new one was asked
            // for (`--seed`); any other kept game stays as it is.
            let fresh = settings.seedIsChosen || request.watching != nil || request.isFresh
            let kept =
                fresh
                ? nil : catalog.gamesInProgress(services.keeper).first { entry.fits($0.saved.log, request) }
            return open(request, entry: entry, kept: kept)
        case .resume(let id):
            guard let kept = catalog.gamesInProgress(services.keeper).first(where: { $0.id == id }),
                let entry = catalog.entry(kept.saved.log.game)
            else { return menu(notice: "That game is no longer in progress.") }
            return open(
                GameRequest(kept.saved.log.game, seats: kept.saved.log.seats), entry: entry, kept: kept)
        case .gamesInProgress:
            return GamesInProgressScene(options: options, services: services, catalog: catalog)
        case .players(let game, let company):
            return PlayersScene(
                game: game, title: catalog.entry(game)?.title ?? game.rawValue, company: company,
                options: options,
                services: services)
        case .replay(let log):
            return catalog.entry(log.game)?.replay(log, opening())
                ?? menu(notice: "That game cannot be replayed.")
        case .screen(let kind, let screen):
            return catalog.entry(kind)?.screen(screen, opening()) ?? menu(notice: nil)
        case .hostTable(let game):
            return shared(tables?.host(game, opening()))
        case .joinTable(let name, let watching, let player):
            return shared(tables?.join(named: name, watching: watching, as: player, opening()))
        }
    }

    /// A shared table's scene, or the menu saying why there is none.
    private func shared(_ opened: Result<any Scene, OpeningFailure>?) -> any Scene {
        switch opened {
        case .success(let scene): scene
        case .failure(let problem): menu(notice: problem.message)
        case nil: menu(notice: "Tables shared between terminals are not open here.")
        }
    }

    /// Opens `request` with `entry`: the kept game `kept`, held for this program (its table
    /// lets it go as it leaves), or, when another program has it open, a screen that says so.
    private func open(_ request: GameRequest, entry: GameEntry, kept: KeptGame?) -> any Scene {
        if let kept, case .heldElsewhere(let process) = runner.hold(kept.id) {
            return HeldElsewhereScene(
                options: renderOptions, describing: catalog.describe(kept), process: process, request: request
            )
        }
        switch entry.open(request, opening(kept: kept)) {
        case .success(let scene): return scene
        case .failure(let failure):
            if let kept { _ = runner.run(.release(kept.id)) }
            return menu(notice: failure.message)
        }
    }

    private func menu(notice: String?) -> any Scene {
        MenuScene(
            options: renderOptions, services: services, catalog: catalog, notice: notice,
            sharesTables: tables != nil)
    }

    /// Runs until the player quits, the scene ends, input ends or a signal says to stop.
    @discardableResult
    public func run() -> Ending {
        while true {
            if let ending = turn() {
                endScenes(because: ending.leaving)
                return ending
            }
        }
    }

    /// One turn of the loop: advance, draw, wait, handle.
    ///
    /// Brings the scene on top up to the clock, draws it, waits for the next event or
    /// wake-up and handles it. Returns why the app ends, when it does.
    func turn() -> Ending? {
        // A palette chosen in the settings shows at once.
        let palette = services.effectiveSettings.palette
        if terminal.renderOptions.palette != palette { terminal.use(palette) }
        let now = now()
        var advanced = top.advance(to: now, size: terminal.size)
        carryOutEffects()
        // A scene that has become another (a table joined): the other, brought up to date.
        while let next = top.takeSuccessor() {
            layers[layers.count - 1] = Layer(scene: next)
            advanced = top.advance(to: now, size: terminal.size)
            carryOutEffects()
        }
        if perform(advanced) { return .quit }
        // On a slow link a frame is skipped rather than queued behind the last one, and
        // the next one is tried a frame later: the picture catches up, keys are answered.
        let behind = terminal.isBehind
        if !behind {
            let size = terminal.size
            if frames[nextFrame].size == size {
                frames[nextFrame].clear()
            } else {
                frames[nextFrame] = Screen(size: size)
            }
            top.render(into: &frames[nextFrame], now: now)
            terminal.present(frames[nextFrame])
            nextFrame = 1 - nextFrame
        }
        var timeout: Double?
        switch layers[layers.count - 1].wake {
        case .never: timeout = nil
        case .at(let time): timeout = max(0, time - self.now())
        case .nextFrame: timeout = max(0, pacer.nextDeadline(after: self.now()) - self.now())
        }
        if behind { timeout = min(timeout ?? .infinity, pacer.nextDeadline(after: self.now()) - self.now()) }
        guard let event = terminal.nextEvent(timeout: timeout, watching: top.descriptors) else { return nil }
        switch event {
        case .endOfInput:
            keepGamesInProgress()
            return .endOfInput
        case .interrupted(let signal):
            keepGamesInProgress()
            return .signal(signal)
        case .suspendRequested:
            // The program may be ended while it is stopped: put the games away first.
            keepGamesInProgress()
            let away = terminal.suspend()
            timeAway += away
            let resumed = self.now()
            for index in layers.indices { layers[index].scene.suspended(for: away, now: resumed) }
        default:
            let action = top.handle(event, size: terminal.size, now: self.now())
            carryOutEffects()
            if perform(action) { return .quit }
        }
        return nil
    }

    /// The scene on top, which the player sees and which takes the keys.
    ///
    /// Changed in place: a copy taken to change would copy the whole scene (the table, its
    /// game, its stage) at every turn, as the array still holds the original.
    private var top: any Scene {
        get { layers[layers.count - 1].scene }
        _modify { yield &layers[layers.count - 1].scene }
    }

    /// The scene on screen now (for tests that look inside it).
    var currentScene: any Scene { top }

    /// Saves every game in progress the player is leaving, the covered ones too, and what
    /// else a scene holds that the player would lose (a half-typed theme).
    private func keepGamesInProgress() {
        let now = now()
        for index in layers.indices {
            // Through the runner, as every write the scenes ask for.
            if let kept = layers[index].scene.gameToKeep(now: now) { _ = runner.run(.save(kept)) }
            for result in runner.run(layers[index].scene.workToKeep(now: now)) {
                layers[index].scene.receive(result, now: now)
            }
        }
    }

    /// Every scene is left for good, because of `leaving`: each lets go of what it holds (a
    /// shared table closes, and says why).
    private func endScenes(because leaving: Leaving = .chosen) {
        let now = now()
        for index in layers.indices { layers[index].scene.end(now: now, because: leaving) }
        carryOutEffects()
    }

    /// Carries out what every scene has asked for, in order, and hands each scene what came
    /// of its own effects; the wake-up each asks for last is the loop's to wait for.
    private func carryOutEffects() {
        for index in layers.indices {
            var effects = layers[index].scene.takeEffects()
            while !effects.isEmpty {
                if let wake = effects.lastWake { layers[index].wake = wake }
                for result in runner.run(effects) { layers[index].scene.receive(result, now: now()) }
                effects = layers[index].scene.takeEffects()
            }
        }
    }

    /// Carries out a scene's action; true when the app should end.
    private func perform(_ action: SceneAction) -> Bool {
        switch action {
        case .stay: return false
        case .quit:
            keepGamesInProgress()
            return true
        case .open(let destination):
            keepGamesInProgress()
            endScenes()
            layers = [Layer(scene: makeScene(destination))]
            carryOutEffects()
        case .push(let destination):
            top.cover(true, now: now())
            layers.append(Layer(scene: makeScene(destination)))
            carryOutEffects()
        case .back(let destination):
            guard layers.count > 1 else {
                // Nothing underneath: back is the menu, or where the scene asked to go.
                return perform(.open(destination ?? .menu))
            }
            let now = now()
            top.end(now: now)
            carryOutEffects()
            layers.removeLast()
            top.cover(false, now: now)
            let taken = destination.map { top.take($0, size: terminal.size, now: now) }
            carryOutEffects()
            if let destination, taken == false { return perform(.open(destination)) }
        }
        return false
    }
}
