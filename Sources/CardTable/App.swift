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
/// something does, or until the status line's clock ticks over.
public final class App {
    /// What the player chose on the command line that shapes every scene.
    public struct Settings: Sendable {
        public var seed: UInt64
        public var timing: AnimationTiming
        public var framesPerSecond: Double
        /// Memorize's themes, loaded from their files before the app starts.
        public var themes: ThemeLibrary
        /// The Memorize theme asked for on the command line.
        public var themeName: String?

        public init(
            seed: UInt64, timing: AnimationTiming = AnimationTiming(), framesPerSecond: Double = 60,
            themes: ThemeLibrary = ThemeLibrary(builtIn: [], userFile: URL(fileURLWithPath: "/dev/null")),
            themeName: String? = nil
        ) {
            self.seed = seed
            self.timing = timing
            self.framesPerSecond = framesPerSecond
            self.themes = themes
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
    private var scene: any Scene
    /// Seeds for the games the app opens: each one fresh, all of them from `settings.seed`.
    private var seeds: SeedSequence
    /// Seconds the program spent suspended (Ctrl-Z): time that did not pass for the games.
    private var timeAway = 0.0

    public init(terminal: any Terminal, clock: any Clock, start: SceneID, settings: Settings) {
        self.terminal = terminal
        self.clock = clock
        self.settings = settings
        seeds = SeedSequence(seed: settings.seed, stream: .session)
        scene = MenuScene(options: terminal.renderOptions)
        scene = makeScene(start)
    }

    /// The time as the games see it: the monotonic clock less the time spent suspended.
    private func now() -> Double { clock.now() - timeAway }

    private func makeScene(_ id: SceneID) -> any Scene {
        let options = terminal.renderOptions
        let now = now()
        // Every game the app opens gets fresh randomness, drawn from the session's seed.
        switch id {
        case .menu:
            return MenuScene(options: options)
        case .set:
            return SetScene(seed: seeds.next(), options: options, timing: settings.timing, now: now)
        case .watch(.set, let once):
            return SetScene(
                seed: seeds.next(), options: options, timing: settings.timing, now: now,
                autoPlay: SetAutoPlayer(once: once))
        case .memorize, .memorizeThemes, .watch(.memorize, _):
            var name: String?
            if case .memorize(let theme) = id { name = theme ?? settings.themeName }
            if case .watch = id { name = settings.themeName }
            var autoPlay: MemoryAutoPlayer?
            if case .watch(_, let once) = id { autoPlay = MemoryAutoPlayer(once: once) }
            guard
                let scene = MemorizeScene(
                    library: settings.themes, themeName: name, seed: seeds.next(), options: options,
                    timing: settings.timing, now: now, choosing: id == .memorizeThemes, autoPlay: autoPlay)
            else {
                return MenuScene(
                    options: options,
                    notice: settings.themes.problems.first ?? "There are no Memorize themes.")
            }
            return scene
        }
    }

    /// Runs until the player quits, the scene ends, input ends or a signal says to stop.
    @discardableResult
    public func run() -> Ending {
        let pacer = FramePacer(framesPerSecond: settings.framesPerSecond, origin: now())
        while true {
            let now = now()
            if perform(scene.advance(to: now, size: terminal.size)) { return .quit }
            var screen = Screen(size: terminal.size)
            scene.render(into: &screen, now: now)
            terminal.present(screen)
            let timeout: Double?
            switch scene.wake(after: now) {
            case .never: timeout = nil
            case .at(let time): timeout = max(0, time - self.now())
            case .nextFrame: timeout = max(0, pacer.nextDeadline(after: self.now()) - self.now())
            }
            guard let event = terminal.nextEvent(timeout: timeout) else { continue }
            switch event {
            case .endOfInput: return .endOfInput
            case .interrupted(let signal): return .signal(signal)
            case .resumed(let seconds): timeAway += seconds
            default:
                if perform(scene.handle(event, size: terminal.size, now: self.now())) { return .quit }
            }
        }
    }

    /// Carries out a scene's action; true when the app should end.
    private func perform(_ action: SceneAction) -> Bool {
        switch action {
        case .stay: return false
        case .quit: return true
        case .open(let id):
            // Themes added or changed in Memorize's chooser stay for the next scene.
            if let memorize = scene as? MemorizeScene { settings.themes = memorize.library }
            scene = makeScene(id)
            return false
        }
    }
}
