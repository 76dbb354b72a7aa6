import CardModel

/// What a game of Set can teach, worked out from its log alone: the time each Set took, the
/// longest wait, and the Sets the table held when a player dealt three more, shuffled or
/// asked for a hint.
///
/// The log is played through once, move by move, as a replay would; nothing else is read,
/// so a game recorded by an older version is reviewed as it was played.
public struct SetReview: Equatable, Sendable {
    /// A Set taken.
    public struct Taken: Equatable, Sendable {
        /// Seconds of play when it was taken.
        public var at: Double
        /// Seconds since the Set before it, or since the start for the first.
        public var seconds: Double
        /// The seat that took it (0 in a game alone).
        public var seat: Int
        public var cards: [SetCard]
    }

    /// What a player did while the table held Sets.
    public enum Passing: Equatable, Sendable {
        case dealtMore
        case shuffled
        case hint
    }

    /// A moment the table held Sets a player passed over.
    public struct Missed: Equatable, Sendable {
        /// Seconds of play, the first time.
        public var at: Double
        /// What was done while the table held these Sets, in order, each once.
        public var passings: [Passing]
        public var seat: Int
        /// Every Set on the table at that moment.
        public var sets: [[SetCard]]
    }

    public var variant: SetVariant
    /// Who played: none listed for a game alone.
    public var seats: [Seat]
    /// Every Set taken, in the order taken.
    public var taken: [Taken]
    /// Every moment Sets were passed over; the same Sets passed over again (a second hint,
    /// then a deal) are listed once, with all that was done.
    public var missed: [Missed]
    /// Seconds of play when the game ended, or when its log stops.
    public var seconds: Double
    /// Whether the game was played to its end.
    public var isFinished: Bool

    /// The review of the game `log` holds; nil when it is not a log of Set this version can read.
    public init?(log: GameLog) {
        guard SetVariant(kind: log.game) != nil, let actions = try? log.actions(as: SetAction.self),
            let start = SetGame.replaying(GameLog.empty(like: log))
        else { return nil }
        self.init(start: start, actions: actions)
    }

    /// The review of `game` as it has been played, its moves played again from its deal.
    public init(of game: SetGame) {
        let start = SetGame(
            seed: game.seed, now: game.startedAt, seats: game.seats, claimSeconds: game.claimSeconds,
            isRace: game.isRace, variant: game.variant)
        self.init(start: start, actions: game.history)
    }

    /// `actions` played on `start`, each noted.
    init(start: SetGame, actions: [TimedAction<SetAction>]) {
        var game = start
        variant = game.variant
        seats = game.seats
        taken = []
        missed = []
        seconds = 0
        isFinished = false
        for timed in actions {
            let before = game
            let outcome = game.apply(timed.action, by: timed.seat, at: timed.time)
            note(outcome, of: timed, before: before, after: game)
        }
        seconds = game.endedAt ?? actions.last?.time ?? 0
        isFinished = game.isOver
    }

    /// The Set that took longest to find, if any was found.
    public var longestWait: Taken? { taken.max { $0.seconds < $1.seconds } }

    /// How many Sets were passed over, counting each Set once however often it was.
    public var missedSets: Int {
        Set(missed.flatMap { $0.sets.map(Self.ids) }).count
    }

    /// Notes what `timed` did to the game that was `before` it.
    private mutating func note(
        _ outcome: SetGame.Outcome, of timed: TimedAction<SetAction>, before: SetGame, after: SetGame
    ) {
        let passing: Passing
        switch outcome {
        case .choice(.matched), .choice(.taken):
            let cards: [SetCard]
            if case .take(let ids, _) = timed.action {
                cards = ids.map(SetCard.init(id:))
            } else if case .choose(let id) = timed.action {
                cards = before.selection(of: timed.seat).cards + [SetCard(id: id)]
            } else {
                return
            }
            let previous = taken.last?.at ?? before.startedAt
            taken.append(
                Taken(
                    at: timed.time, seconds: max(0, timed.time - previous),
                    seat: after.lastWinner ?? timed.seat,
                    cards: cards))
            return
        case .deal(.dealt): passing = .dealtMore
        case .shuffled: passing = .shuffled
        case .hint(.shown): passing = .hint
        default: return
        }
        let sets = before.setsOnTable
        guard !sets.isEmpty else { return }
        // The same Sets as the last time (a second hint, a deal after it): listed once.
        if let last = missed.indices.last, Set(missed[last].sets.map(Self.ids)) == Set(sets.map(Self.ids)) {
            if !missed[last].passings.contains(passing) { missed[last].passings.append(passing) }
            return
        }
        missed.append(Missed(at: timed.time, passings: [passing], seat: timed.seat, sets: sets))
    }

    /// A Set's card ids in order, the same however the table lies.
    private static func ids(_ cards: [SetCard]) -> [Int] { cards.map(\.id).sorted() }
}

extension GameLog {
    /// The same game before any move: its kind, seed, seats and set-up.
    static func empty(like log: GameLog) -> GameLog {
        var empty = log
        empty.actions = []
        return empty
    }
}
