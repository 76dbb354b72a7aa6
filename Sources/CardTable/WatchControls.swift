import Animation

/// The keys of a game the computer plays, shared by every game that can be watched.
///
/// Space pauses, `+` and `-` change the speed, Esc goes to the menu and `q` quits.
enum WatchControls {
    /// Handles `event`: the action for the app and, for a change, a message saying it.
    static func handle(
        _ event: InputEvent, isPaused: inout Bool, timing: inout AnimationTiming
    ) -> (action: SceneAction, message: Chrome.Message?) {
        switch event {
        case .key(.character("q")): return (.quit, nil)
        case .key(.escape): return (.open(.menu), nil)
        case .key(.character(" ")):
            isPaused.toggle()
            return (
                .stay, Chrome.Message(text: isPaused ? "Paused: Space goes on." : "Playing.", tone: .info)
            )
        case .key(.character("+")), .key(.character("=")):
            timing.speed = min(8, timing.speed * 1.5)
            return (.stay, Chrome.Message(text: "Speed \(speedText(timing.speed))", tone: .info))
        case .key(.character("-")):
            timing.speed = max(0.25, timing.speed / 1.5)
            return (.stay, Chrome.Message(text: "Speed \(speedText(timing.speed))", tone: .info))
        default:
            return (.stay, nil)
        }
    }

    /// The speed as the status line says it: `1.5x`.
    static func speedText(_ speed: Double) -> String {
        let tenths = Int((speed * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)x"
    }

    /// The header's reminder of these keys.
    static let keys = "Space pause  +/- speed  q quit"
}
