import Animation
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

        public init(seed: UInt64, timing: AnimationTiming = AnimationTiming(), framesPerSecond: Double = 60) {
            self.seed = seed
            self.timing = timing
            self.framesPerSecond = framesPerSecond
        }
    }

    private let terminal: any Terminal
    private let clock: any Clock
    private let settings: Settings
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
        switch id {
        case .menu:
            return MenuScene(options: terminal.renderOptions)
        case .set:
            return SetScene(
                seed: settings.seed, options: terminal.renderOptions, timing: settings.timing,
                now: clock.now())
        case .watch(let once):
            return SetScene(
                seed: settings.seed, options: terminal.renderOptions, timing: settings.timing,
                now: clock.now(), autoPlay: SetAutoPlayer(once: once))
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
            scene = Self.makeScene(id, terminal: terminal, clock: clock, settings: settings)
            return false
        }
    }
}
