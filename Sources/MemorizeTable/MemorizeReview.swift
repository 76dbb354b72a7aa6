import CardModel

/// What a game of Memorize can teach, worked out from its log alone: each pair missed, a
/// card turned whose twin had already been seen, followed by another card.
///
/// The log is played through once, move by move, as a replay would; nothing else is read.
public struct MemorizeReview: Equatable, Sendable {
    /// A pair that could have been found: the first card turned, its twin seen before, and
    /// the card turned instead.
    public struct Miss: Equatable, Sendable {
        /// Seconds of play when the wrong card was turned.
        public var at: Double
        /// Whose turn it was (0 in a game alone).
        public var seat: Int
        /// The emoji of the pair missed.
        public var pair: String
        /// When its twin was last turned up before.
        public var twinSeenAt: Double
        /// The emoji of the card turned instead.
        public var instead: String
    }

    /// The game's theme, for its colour and its ASCII stand-ins.
    public var theme: MemoryTheme
    /// Who played: none listed for a game alone.
    public var seats: [Seat]
    public var misses: [Miss]
    /// How many pairs were found, and when the game ended or its log stops.
    public var pairsFound: Int
    public var seconds: Double

    /// The review of the game `log` holds; nil when it is not a log of Memorize this version can play.
    public init?(log: GameLog) {
        guard case .success(let game) = MemorizeGame.restoring(log) else { return nil }
        self.init(of: game)
    }

    /// The review of `game` as it has been played, its moves played again from its deal.
    public init(of played: MemorizeGame) {
        let actions = played.memory.history
        var game = MemoryGame(theme: played.theme, seed: played.memory.seed, seats: played.memory.seats)
        theme = played.theme
        seats = played.memory.seats
        misses = []
        var turnedUpAt: [Int: Double] = [:]
        for timed in actions {
            let before = game
            let outcome = game.apply(timed.action, by: timed.seat, at: timed.time)
            guard case .choose(let id) = timed.action, case .choice(let choice) = outcome else { continue }
            if case .mismatched = choice, let first = before.theOneAndOnlyFaceUpCard,
                let turned = before.cards.first(where: { $0.id == id })
            {
                let card = before.cards[first]
                // The first card's twin, face down and seen before: the pair was there to find.
                if let twin = before.cards.first(where: {
                    $0.content == card.content && $0.id != card.id && $0.hasBeenSeen && !$0.isMatched
                }), let seenAt = turnedUpAt[twin.id] {
                    misses.append(
                        Miss(
                            at: timed.time, seat: timed.seat, pair: card.content, twinSeenAt: seenAt,
                            instead: turned.content))
                }
            }
            if choice != .ignored { turnedUpAt[id] = timed.time }
        }
        pairsFound = game.cards.filter(\.isMatched).count / 2
        seconds = game.endedAt ?? actions.last?.time ?? 0
    }
}
