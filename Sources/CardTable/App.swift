import Render
import TableLayout

/// The app: the current scene and the loop that turns events into frames.
///
/// Each turn of the loop draws the scene into a fresh in-memory screen, hands it to the
/// terminal (which sends only what changed), then waits for an event, or until the scene's
/// picture changes by itself (the clock), and lets the scene handle it.
public final class App {
    private let terminal: any Terminal
    private let clock: any Clock
    private let seed: UInt64
    private var scene: any Scene

    public init(terminal: any Terminal, clock: any Clock, start: SceneID, seed: UInt64) {
        self.terminal = terminal
        self.clock = clock
        self.seed = seed
        scene = Self.makeScene(start, terminal: terminal, clock: clock, seed: seed)
    }

    private static func makeScene(
        _ id: SceneID, terminal: any Terminal, clock: any Clock, seed: UInt64
    ) -> any Scene {
        switch id {
        case .menu: MenuScene(options: terminal.renderOptions)
        case .set: SetScene(seed: seed, options: terminal.renderOptions, now: clock.now())
        }
    }

    /// Runs until the player quits or input ends.
    public func run() {
        while true {
            let now = clock.now()
            var screen = Screen(size: terminal.size)
            scene.render(into: &screen, now: now)
            terminal.present(screen)
            let timeout = scene.nextChange(after: now).map { max(0, $0 - now) }
            guard let event = terminal.nextEvent(timeout: timeout) else { continue }
            if event == .endOfInput { return }
            switch scene.handle(event, size: terminal.size, now: clock.now()) {
            case .stay: break
            case .quit: return
            case .open(let id):
                scene = Self.makeScene(id, terminal: terminal, clock: clock, seed: seed)
            }
        }
    }
}
