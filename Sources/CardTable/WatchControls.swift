import Animation

/// The computer's side of a watched game, as far as the watcher's keys are concerned.
protocol AutoPlayer {
    /// The watcher paused the game: the computer makes no move.
    var isPaused: Bool { get set }
}

/// A computer player that moves at a pace of its own, each move due at a wall time.
protocol PacedPlayer: AutoPlayer {
    /// Its next move is not before this time.
    var due: Double { get }
}

/// The keys of a game the computer plays, shared by every game that can be watched.
///
/// Space pauses, `+` and `-` change the speed, Esc goes to the menu and `q` quits.
enum WatchControls {
    /// Handles `event` for a scene the computer plays: pauses `player`, changes `timing`,
    /// says so in `message`, and returns the action for the app.
    static func handle<Player: AutoPlayer>(
        _ event: InputEvent, player: inout Player?, timing: inout AnimationTiming,
        message: inout Chrome.Message?
    ) -> SceneAction {
        switch event {
        case .key(.character("q")): return .quit
        case .key(.escape): return .open(.menu)
        case .key(.character(" ")):
            guard player != nil else { break }
            player?.isPaused.toggle()
            let paused = player?.isPaused == true
            message = Chrome.Message(text: paused ? "Paused: Space goes on." : "Playing.", tone: .info)
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
    static func speedText(_ speed: Double) -> String {
        let tenths = Int((speed * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)x"
    }

    /// The header's reminder of these keys.
    static let keys = "Space pause  +/- speed  q quit"
}
