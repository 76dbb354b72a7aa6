/// A move in a game of Memorize, whoever makes it: a key, a click, the computer, a replay.
public enum MemoryAction: Codable, Equatable, Sendable {
    /// Turn the card with this id.
    case choose(card: Int)
    /// Rearrange the cards.
    case shuffle
    /// The player in `seat` has left the table (a game with each at their own terminal).
    case leave(seat: Int)
    /// The player in `seat`, who had left, is back at the table, their pairs as they were.
    case rejoin(seat: Int)
    /// The time of `seat`'s turn ran out (a table with a turn time): the cards it turned go
    /// back down and the turn passes.
    case timeUp(seat: Int)
}

extension MemoryGame {
    /// What applying an action did.
    public enum Outcome: Equatable, Sendable {
        case choice(ChoiceOutcome)
        case shuffled
        /// Whether a seat left the table.
        case left(Bool)
        /// Whether a seat that had left came back.
        case rejoined(Bool)
        /// Whether a seat's time ran out on its turn, which passed.
        case timedOut(Bool)
    }
}

extension MemoryGame where CardContent == String {
    /// A new game of `theme` and `seed` with `actions` applied in order.
    public static func replaying(
        theme: MemoryTheme, seed: UInt64, actions: [TimedAction<MemoryAction>], seats: [Seat] = []
    ) -> Self {
        var game = MemoryGame(theme: theme, seed: seed, seats: seats)
        for timed in actions { game.apply(timed.action, by: timed.seat, at: timed.time) }
        return game
    }
}
