import Animation
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

    private let terminal: any Terminal
    private let clock: any Clock
    private var settings: Settings
    private var scene: any Scene

    public init(terminal: any Terminal, clock: any Clock, start: SceneID, settings: Settings) {
        self.terminal = terminal
        self.clock = clock
        self.settings = settings
        scene = Self.makeScene(start, terminal: terminal, clock: clock, settings: settings)
    }

    private static func makeScene(
        _ id: SceneID, terminal: any Terminal, clock: any Clock, settings: Settings
    ) -> any Scene {
        let options = terminal.renderOptions
        let now = clock.now()
        switch id {
        case .menu:
            return MenuScene(options: options)
        case .set:
            return SetScene(seed: settings.seed, options: options, timing: settings.timing, now: now)
        case .watch(.set, let once):
            return SetScene(
                seed: settings.seed, options: options, timing: settings.timing, now: now,
                autoPlay: SetAutoPlayer(once: once))
        case .memorize, .memorizeThemes, .watch(.memorize, _):
            var name: String?
            if case .memorize(let theme) = id { name = theme ?? settings.themeName }
            if case .watch = id { name = settings.themeName }
            var autoPlay: MemoryAutoPlayer?
            if case .watch(_, let once) = id { autoPlay = MemoryAutoPlayer(once: once) }
            guard
                let scene = MemorizeScene(
                    library: settings.themes, themeName: name, seed: settings.seed, options: options,
                    timing: settings.timing, now: now, choosing: id == .memorizeThemes, autoPlay: autoPlay)
            else {
                return MenuScene(
                    options: options,
                    notice: settings.themes.problems.first ?? "There are no Memorize themes.")
            }
            return scene
        }
    }

    /// Runs until the player quits, the scene ends, or input ends.
    public func run() {
        let pacer = FramePacer(framesPerSecond: settings.framesPerSecond, origin: clock.now())
        while true {
            let now = clock.now()
            if perform(scene.advance(to: now, size: terminal.size)) { return }
            var screen = Screen(size: terminal.size)
            scene.render(into: &screen, now: now)
            terminal.present(screen)
            let timeout: Double?
            switch scene.wake(after: now) {
            case .never: timeout = nil
            case .at(let time): timeout = max(0, time - clock.now())
            case .nextFrame: timeout = max(0, pacer.nextDeadline(after: clock.now()) - clock.now())
            }
            guard let event = terminal.nextEvent(timeout: timeout) else { continue }
            if event == .endOfInput { return }
            if perform(scene.handle(event, size: terminal.size, now: clock.now())) { return }
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
            scene = Self.makeScene(id, terminal: terminal, clock: clock, settings: settings)
            return false
        }
    }
}
