import CardModel
import CardPlayers

/// The computer's side of `cardtable deal --game memorize`, as far as pace is concerned:
/// when its next move is due; the moves themselves come from `MemoryPlayer`.
public struct MemoryAutoPlayer: PacedPlayer, Sendable, Equatable {
    public let once: Bool
    /// What it has seen, and what it would do next.
    var player = MemoryPlayer()
    var due: Double = 0
    var isPaused = false
    /// The game is over and the next step starts another (or stops).
    var isFinishing = false

    public init(once: Bool) {
        self.once = once
    }

    /// Seconds to wait after a choice, before speed scaling: longer to let a mismatch be seen.
    static func pause(after outcome: MemoryGame<String>.ChoiceOutcome) -> Double {
        switch outcome {
        case .mismatched: 1.1
        case .matched: 0.8
        case .turnedUp, .ignored: 0.5
        }
    }
}
