/// The computer's side of `cardtable deal`: what it does next, and when.
///
/// It plays like a patient person: look for a Set, show it for a moment, take it (it
/// leaves and is replaced by itself), and deal three more when stuck. Each step waits until the
/// cards on the table have settled, so the viewer can follow every move.
public struct SetAutoPlayer: PacedPlayer, Sendable, Equatable {
    /// What the player does next.
    enum Step: Equatable, Sendable {
        /// Look at the table and decide.
        case look
        /// A Set is being shown; take it next.
        case take
        /// The game is over; start another (or stop, when playing once).
        case finish
    }

    /// Play one game and stop (`deal --once`: for tests, benchmarks and a single show).
    public let once: Bool
    var step: Step = .look
    /// Not before this time.
    var due: Double = 0
    var isPaused = false

    public init(once: Bool) {
        self.once = once
    }

    /// Seconds to pause after each step, before speed scaling.
    static func pause(after step: Step) -> Double {
        switch step {
        case .look: 0.25
        case .take: 0.9
        case .finish: 2.0
        }
    }
}
