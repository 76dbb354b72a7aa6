/// A move in a game of Set, whoever makes it: a key, a click, the computer, a replay.
public enum SetAction: Codable, Equatable, Sendable {
    /// Choose the card with this id (`SetCard.id`) on the table (or, in Set-Chain, beside it).
    case choose(card: Int)
    /// Deal three more cards (or, while a match shows, replace it at once).
    case dealThreeMore
    /// A showing match's celebration is over: it leaves the table.
    case clearMatch
    /// Rearrange the cards on the table.
    case shuffle
    /// Mark a Set on the table: the one marked already for nothing, else one not shown yet.
    case hint
    /// Between friends: the player in `seat` calls "Set!" and may choose three cards.
    case call(seat: Int)
    /// Between friends: the caller's time ran out before three cards were chosen.
    case callTimedOut
    /// The computer (in `seat`) takes the Set of these cards (three, or four in UltraSet).
    case take(cards: [Int], seat: Int)
    /// The player in `seat` has left the table (a game with each at their own terminal).
    case leave(seat: Int)
    /// The player in `seat`, who had left, is back at the table, their points as they were.
    case rejoin(seat: Int)
}

extension SetAction {
    /// Whether the action changes the cards on the table (deals, shuffles) or shows a Set:
    /// what nobody may do while a player's call is open.
    public var changesTable: Bool {
        switch self {
        case .dealThreeMore, .shuffle, .hint: true
        case .choose, .clearMatch, .call, .callTimedOut, .take, .leave, .rejoin: false
        }
    }
}

extension SetGame {
    /// What applying an action did, for the table to say and animate.
    public enum Outcome: Equatable, Sendable {
        /// Refused: `caller` is calling, and the table stays as it is for them.
        case duringCall(caller: Int)
        case choice(ChoiceOutcome)
        case deal(DealOutcome)
        case hint(HintOutcome)
        case shuffled
        /// Whether a showing match left the table.
        case clearedMatch(Bool)
        case call(CallOutcome)
        /// The caller ran out of time (their seat), or nobody was calling (nil).
        case timedOut(seat: Int?)
        /// Whether a seat left the table.
        case left(Bool)
        /// Whether a seat that had left came back.
        case rejoined(Bool)
    }

    /// What calling "Set!" did.
    public enum CallOutcome: Equatable, Sendable {
        case called(seat: Int)
        /// The seat is locked out after a wrong trio or running out of time.
        case lockedOut
        /// Another seat is calling.
        case busy(caller: Int)
        /// Not a game between friends, or the game is over.
        case unavailable
    }

    /// A new game of `seed` with `actions` applied in order: a saved or recorded game again.
    public static func replaying(
        seed: UInt64, actions: [TimedAction<SetAction>], seats: [Seat] = [],
        claimSeconds: Double = defaultClaimSeconds, isRace: Bool = false, variant: SetVariant = .standard
    ) -> SetGame {
        var game = SetGame(
            seed: seed, now: 0, seats: seats, claimSeconds: claimSeconds, isRace: isRace, variant: variant)
        for timed in actions { game.apply(timed.action, by: timed.seat, at: timed.time) }
        return game
    }
}
