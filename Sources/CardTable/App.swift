import Animation
import CardModel
import Foundation
import Render
import TableLayout

/// The app: the current scene and the loop that turns events and time into frames.
///
/// Each turn of the loop brings the scene up to the clock, draws it into a fresh in-memory
/// screen and hands that to the terminal (which sends only what changed). Then it waits for
/// an event: with no timeout when nothing moves, until the next frame deadline while
/// something does, or until the status line's clock ticks over. Whenever the player leaves a
/// game in progress, by any way out, the app has it saved.
public final class App {
    /// What the player chose on the command line that shapes every scene.
    public struct Settings: Sendable {
        public var seed: UInt64
        /// The seed was given (`--seed`): the first game is that seed's, not a saved one.
        public var seedIsChosen: Bool
        public var timing: AnimationTiming
        public var framesPerSecond: Double
        /// The Memorize theme asked for on the command line.
        public var themeName: String?
        /// Seconds a caller has to choose three cards in Set between friends (`--claim-time`).
        public var claimSeconds: Double

        public init(
            seed: UInt64, seedIsChosen: Bool = false, timing: AnimationTiming = AnimationTiming(),
            framesPerSecond: Double = 60, themeName: String? = nil, claimSeconds: Double = 10
        ) {
            self.claimSeconds = claimSeconds
            self.seed = seed
            self.seedIsChosen = seedIsChosen
            self.timing = timing
            self.framesPerSecond = framesPerSecond
            self.themeName = themeName
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
    }

    private let terminal: any Terminal
    private let clock: any Clock
    private var settings: Settings
    private let services: AppServices
    private var scene: any Scene
    /// Seeds for the games the app opens: each one fresh, all of them from `settings.seed`.
    private var seeds: SeedSequence
    /// Seconds the program spent suspended (Ctrl-Z): time that did not pass for the games.
    private var timeAway = 0.0
    /// Frame deadlines while something moves, on a grid from the app's start.
    private let pacer: FramePacer

    public init(
        terminal: any Terminal, clock: any Clock, start: SceneID, settings: Settings,
        services: AppServices = .inMemory
    ) {
        self.terminal = terminal
        self.clock = clock
        self.settings = settings
        self.services = services
        seeds = SeedSequence(seed: settings.seed, stream: .session)
        pacer = FramePacer(framesPerSecond: settings.framesPerSecond, origin: clock.now())
        scene = MenuScene(options: terminal.renderOptions)
        scene = makeScene(start)
        // `--seed` chose the first game; later ones take up a saved game as usual.
        self.settings.seedIsChosen = false
    }

    /// The time as the games see it: the monotonic clock less the time spent suspended.
    private func now() -> Double { clock.now() - timeAway }

    private func makeScene(_ id: SceneID) -> any Scene {
        let options = terminal.renderOptions
        let now = now()
        let timing = settings.timing
        let keeper = services.keeper
        let resumable =
            settings.seedIsChosen ? nil : keeper.savedGame(SaveSlot(id.game ?? .set, seats: id.seats))
        // Every game the app opens gets fresh randomness, drawn from the session's seed.
        switch id {
        case .menu:
            return MenuScene(options: options, services: services)
        case .statistics:
            return StatisticsScene(options: options, records: keeper.records)
        case .set, .against(.set, _):
            // A saved game is taken up when it is played the same way (alone, or by the same players).
            if let saved = resumable, saved.log.seats == id.seats,
                let scene = SetScene(
                    resuming: saved, options: options, timing: timing, now: now, services: services,
                    claimSeconds: settings.claimSeconds)
            {
                return scene
            }
            return SetScene(
                seed: seeds.next(), options: options, timing: timing, now: now, services: services,
                seats: id.seats,
                claimSeconds: settings.claimSeconds)
        case .watch(.set, let once):
            return SetScene(
                seed: seeds.next(), options: options, timing: timing, now: now,
                autoPlay: SetAutoPlayer(once: once))
        case .watch(.puzzle, _), .against(.puzzle, _):
            // Nobody plays the puzzle for the player, and it is played alone: today's puzzle.
            return makeScene(.puzzle(date: PuzzleDate.day(of: services.date())))
        case .puzzle(let date):
            if let saved = resumable, case .puzzle(date, _) = saved.log,
                let scene = PuzzleScene(
                    resuming: saved, options: options, timing: timing, now: now, services: services)
            {
                return scene
            }
            return PuzzleScene(date: date, options: options, timing: timing, now: now, services: services)
        case .replay(let log):
            let scene: (any Scene)?
            switch log.kind {
            case .set: scene = SetScene(replaying: log, options: options, timing: timing, now: now)
            case .memorize: scene = MemorizeScene(replaying: log, options: options, timing: timing, now: now)
            case .puzzle: scene = PuzzleScene(replaying: log, options: options, timing: timing, now: now)
            }
            return scene
                ?? MenuScene(options: options, services: services, notice: "That game cannot be replayed.")
        case .memorize, .memorizeThemes, .watch(.memorize, _), .against(.memorize, _):
            var name = settings.themeName
            if case .memorize(let theme) = id { name = theme ?? settings.themeName }
            let playing = id != .memorizeThemes && id.seats == (resumable?.log.seats ?? [])
            if playing, id.game == .memorize, !(id.isWatched), let saved = resumable,
                case .memorize(let theme, _, _, _) = saved.log, name == nil || name == theme.name,
                let scene = MemorizeScene(
                    resuming: saved, options: options, timing: timing, now: now, services: services)
            {
                return scene
            }
            var autoPlay: MemoryAutoPlayer?
            if case .watch(_, let once) = id { autoPlay = MemoryAutoPlayer(once: once) }
            guard
                let scene = MemorizeScene(
                    themeName: name, seed: seeds.next(), options: options, timing: timing, now: now,
                    choosing: id == .memorizeThemes, autoPlay: autoPlay, services: services, seats: id.seats)
            else {
                return MenuScene(
                    options: options, services: services,
                    notice: services.themes.problems.first ?? "There are no Memorize themes.")
            }
            return scene
        }
    }

    /// Runs until the player quits, the scene ends, input ends or a signal says to stop.
    @discardableResult
    public func run() -> Ending {
        while true {
            if let ending = turn() { return ending }
        }
    }

    /// One turn of the loop: advance, draw, wait, handle.
    ///
    /// Brings the scene up to the clock, draws it, waits for the next event or wake-up and
    /// handles it. Returns why the app ends, when it does.
    func turn() -> Ending? {
        let now = now()
        if perform(scene.advance(to: now, size: terminal.size)) { return .quit }
        // On a slow link a frame is skipped rather than queued behind the last one, and
        // the next one is tried a frame later: the picture catches up, keys are answered.
        let behind = terminal.isBehind
        if !behind {
            var screen = Screen(size: terminal.size)
            scene.render(into: &screen, now: now)
            terminal.present(screen)
        }
        var timeout: Double?
        switch scene.wake(after: now) {
        case .never: timeout = nil
        case .at(let time): timeout = max(0, time - self.now())
        case .nextFrame: timeout = max(0, pacer.nextDeadline(after: self.now()) - self.now())
        }
        if behind { timeout = min(timeout ?? .infinity, pacer.nextDeadline(after: self.now()) - self.now()) }
        guard let event = terminal.nextEvent(timeout: timeout) else { return nil }
        switch event {
        case .endOfInput:
            keepGameInProgress()
            return .endOfInput
        case .interrupted(let signal):
            keepGameInProgress()
            return .signal(signal)
        case .suspendRequested:
            // The program may be ended while it is stopped: put the game away first.
            keepGameInProgress()
            timeAway += terminal.suspend()
        default:
            if perform(scene.handle(event, size: terminal.size, now: self.now())) { return .quit }
        }
        return nil
    }

    /// The scene on screen now (for tests that look inside it).
    var currentScene: any Scene { scene }

    /// Saves the game the player is leaving, if it is a game in progress.
    private func keepGameInProgress() {
        if let saved = scene.gameToSave(now: now()) { services.keeper.save(saved) }
    }

    /// Carries out a scene's action; true when the app should end.
    private func perform(_ action: SceneAction) -> Bool {
        switch action {
        case .stay: return false
        case .quit:
            keepGameInProgress()
            return true
        case .open(let id):
            keepGameInProgress()
            scene = makeScene(id)
            return false
        }
    }
}
