/// How much one peer may send a table: a burst at once, then a steady rate, in messages.
///
/// A token bucket: every message costs one, and one more for each 4 KB of its line (a long
/// line costs its reading); the bucket fills again at `perSecond`, up to `burst`. A peer
/// past its allowance floods the table and is let go, whatever its messages say: a flood of
/// greetings costs as much to read as a flood of moves.
struct MessageAllowance {
    /// The most taken at once: what a player who was away a while may send, or be sent, on coming back.
    let burst: Double
    /// What comes back each second.
    let perSecond: Double
    private var left: Double
    /// When the allowance was last counted, on the caller's clock.
    private var counted: Double?

    init(burst: Int, perSecond: Int) {
        self.burst = Double(burst)
        self.perSecond = Double(perSecond)
        left = Double(burst)
    }

    /// The allowance a guest has with the host: a player's keys, held down, send some thirty
    /// moves a second.
    static let guest = MessageAllowance(burst: 200, perSecond: 60)

    /// How often one user may ask what a table is (each list of tables asks once): a few
    /// lists at once, then one every half second.
    static let looks = MessageAllowance(burst: 20, perSecond: 2)

    /// The allowance a host has with each guest: every move of four players, and a backlog
    /// as large as the host keeps for a guest that was stopped a while (its outbox and the
    /// socket's buffer, a few thousand moves).
    static let host = MessageAllowance(burst: 8192, perSecond: 400)

    /// The cost of a line of `bytes`.
    static func cost(ofLine bytes: Int) -> Double { 1 + Double(bytes / 4096) }

    /// Counts a line of `bytes` that came at `now` (nil: before the clock started, as part of
    /// the first burst); false when it is past the allowance.
    mutating func take(line bytes: Int, at now: Double?) -> Bool {
        if let now {
            if let counted { left = min(burst, left + max(0, now - counted) * perSecond) }
            counted = now
        }
        let cost = Self.cost(ofLine: bytes)
        guard left >= cost else { return false }
        left -= cost
        return true
    }
}
