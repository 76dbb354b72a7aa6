/// A move in a game of Set, whoever makes it: a key, a click, the computer, a replay.
public enum SetAction: Codable, Equatable, Sendable {
    /// Choose the card with this id (`SetCard.id`) on the table.
    case choose(card: Int)
    /// Deal three more cards (or, while a match shows, replace it at once).
    case dealThreeMore
    /// A showing match's celebration is over: it leaves the table.
    case clearMatch
    /// Rearrange the cards on the table.
    case shuffle
    /// Show the next Set on the table.
    case hint
}

extension SetGame {
    /// What applying an action did, for the table to say and animate.
    public enum Outcome: Equatable, Sendable {
        case choice(ChoiceOutcome)
        case deal(DealOutcome)
        case hint(HintOutcome)
        case shuffled
        /// Whether a showing match left the table.
        case clearedMatch(Bool)
    }

    /// A new game of `seed` with `actions` applied in order: a saved or recorded game again.
    public static func replaying(seed: UInt64, actions: [TimedAction<SetAction>]) -> SetGame {
        var game = SetGame(seed: seed, now: 0)
        for timed in actions { game.apply(timed.action, at: timed.time) }
        return game
    }
}
