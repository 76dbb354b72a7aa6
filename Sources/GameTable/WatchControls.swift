import Animation
import TerminalIO

/// The keys of a game the computer plays, shared by every game that can be watched.
///
/// Space pauses, `+` and `-` change the speed, Esc goes to the menu and `Q` quits
/// (`q` too: no card takes a key while the computer plays).
enum WatchControls {
    /// Handles `event` for a scene the computer plays: pauses it, changes `timing`, says so
    /// in `message`, and returns the action for the app.
    static func handle(
        _ event: InputEvent, isPaused: inout Bool, timing: inout AnimationTiming,
        message: inout Chrome.Message?
    ) -> SceneAction {
        switch event {
        case .key(.character("Q")), .key(.character("q")): return .quit
        case .key(.escape): return .open(.menu)
        case .key(.character(" ")):
            isPaused.toggle()
            message = Chrome.Message(text: isPaused ? "Paused: Space goes on." : "Playing.", tone: .info)
        case .key(.character("+")), .key(.character("=")):
            timing.speed = min(8, timing.speed * 1.5)
            message = Chrome.Message(text: "Speed \(speedText(timing.speed))", tone: .info)
        case .key(.character("-")):
            timing.speed = max(0.25, timing.speed / 1.5)
            message = Chrome.Message(text: "Speed \(speedText(timing.speed))", tone: .info)
        default:
            break
        }
        return .stay
    }

    /// The speed as the status line says it: `1.5x`.
    public static func speedText(_ speed: Double) -> String {
        let tenths = Int((speed * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)x"
    }

    /// The header's reminder of these keys.
    static let keys = "Space pause  +/- speed  Q quit"
}
