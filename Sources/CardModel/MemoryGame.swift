/// The memory game: pairs of cards face down, turn two at a time, match them all.
///
/// Generic over what is printed on a card, as CS193P's `MemoryGame<CardContent>`. The one
/// face-up card is derived from the cards, never stored. A card's speed bonus drains while
/// it is face up; a match earns 2 plus both cards' remaining bonus, a mismatch costs a point
/// for each of its cards that had been seen before.
public struct MemoryGame<CardContent: Equatable & Sendable>: Sendable {
    /// One card: its content, whether it shows, and how long it has been looked at.
    public struct Card: Identifiable, Equatable, Sendable {
        public let id: Int
        public let content: CardContent
        public internal(set) var isFaceUp = false
        public internal(set) var isMatched = false
        /// It has been face up and turned back down at least once.
        public internal(set) var hasBeenSeen = false
        /// Seconds spent face up before the current showing.
        var pastFaceUpTime = 0.0
        /// When the current showing began, while it is face up and unmatched.
        var faceUpSince: Double?

        /// Seconds face up in all, at `now`.
        public func faceUpTime(at now: Double) -> Double {
            pastFaceUpTime + (faceUpSince.map { max(0, now - $0) } ?? 0)
        }

        /// What is left of the speed bonus, from 1 (all) to 0 (none), at `now`.
        public func bonusRemaining(at now: Double) -> Double {
            max(0, MemoryScoring.bonusSeconds - faceUpTime(at: now)) / MemoryScoring.bonusSeconds
        }
    }

    /// What a choice did, so the table can say it and animate it.
    public enum ChoiceOutcome: Sendable, Equatable {
        /// The card turned up (any mismatched pair showing turned down first).
        case turnedUp
        case matched(points: Int)
        /// The two face-up cards differ: the points lost (0 or less).
        case mismatched(points: Int)
        /// The card is face up already, matched, or not in the game.
        case ignored
    }

    public private(set) var cards: [Card]
    public private(set) var score = 0
    /// The seed the cards were shuffled with.
    public let seed: UInt64
    /// Every action applied, in order: with the seed (and theme), the whole game.
    public private(set) var history: [TimedAction<MemoryAction>] = []
    /// Who plays, taking turns: none listed for a game alone, or two to four seats.
    public let seats: [Seat]
    /// Whose turn it is (between players): a pair keeps the turn, a mismatch passes it.
    public private(set) var turn = 0
    /// When the turn being played began, in seconds of play: the game's start, the turn
    /// passing, or the last pair found (a pair keeps the turn, and its time begins again).
    public private(set) var turnBegan = 0.0
    /// The pairs each seat has found.
    public private(set) var pairsWon: [Int]
    /// Seats whose players have left the table: they keep their pairs and take no more turns.
    public private(set) var gone: Set<Int> = []
    /// When the last pair was found (seconds of play); nil while cards are left.
    public private(set) var endedAt: Double?
    private var random: SeededRandomNumberGenerator

    /// A new game of `pairs` pairs, `content(i)` printed on pair `i`, shuffled by `seed`.
    public init(pairs: Int, seed: UInt64, seats: [Seat] = [], content: (Int) -> CardContent) {
        self.seed = seed
        self.seats = seats
        pairsWon = seats.map { _ in 0 }
        random = SeededRandomNumberGenerator(seed: seed)
        var cards: [Card] = []
        for pair in 0..<max(0, pairs) {
            let face = content(pair)
            cards.append(Card(id: pair * 2, content: face))
            cards.append(Card(id: pair * 2 + 1, content: face))
        }
        self.cards = cards.seededShuffled(using: &random)
    }

    /// The only unmatched card face up, if exactly one is.
    public var theOneAndOnlyFaceUpCard: Int? {
        let up = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
        return up.count == 1 ? up[0] : nil
    }

    public var isOver: Bool { cards.allSatisfy(\.isMatched) }
    /// Played by two or more, taking turns.
    public var isContest: Bool { seats.count >= 2 }
    /// Where each seat stands: by pairs found.
    public var standings: Standings { Standings(points: pairsWon) }
    public var pairsLeft: Int { cards.filter { !$0.isMatched }.count / 2 }

    /// Applies `action`, made by `seat`, at `now` (seconds of play): where a game changes.
    ///
    /// In a game alone every move is seat 0's; between players the turn says whose move it
    /// is, and the table sends only the moves of the seat whose turn it is.
    @discardableResult
    public mutating func apply(_ action: MemoryAction, by seat: Int, at now: Double) -> Outcome {
        history.append(TimedAction(action, by: seat, at: now))
        switch action {
        case .choose(let id): return .choice(choose(id: id, at: now))
        case .shuffle:
            cards.seededShuffle(using: &random)
            return .shuffled
        case .leave(let seat): return .left(leave(seat: seat, at: now))
        case .rejoin(let seat): return .rejoined(!isOver && gone.remove(seat) != nil)
        case .timeUp(let seat): return .timedOut(timeUp(seat: seat, at: now))
        }
    }

    /// `seat`'s time ran out: on its turn, the cards it turned go back down and the turn
    /// passes on; false when it is not that seat's turn (the time up came late).
    private mutating func timeUp(seat: Int, at now: Double) -> Bool {
        guard isContest, turn == seat, !isOver else { return false }
        for index in cards.indices where !cards[index].isMatched { turnDown(index, now: now) }
        passTurn(at: now)
        return true
    }

    /// `seat`'s player has left the table; false when the seat cannot leave.
    ///
    /// On their turn, the cards they turned go back down and the turn passes on.
    private mutating func leave(seat: Int, at now: Double) -> Bool {
        guard isContest, seats.indices.contains(seat), !seats[seat].isComputer, !gone.contains(seat) else {
            return false
        }
        gone.insert(seat)
        if turn == seat {
            for index in cards.indices where !cards[index].isMatched { turnDown(index, now: now) }
            passTurn(at: now)
        }
        return true
    }

    /// The turn goes to the next seat still at the table, at `now`.
    private mutating func passTurn(at now: Double) {
        turnBegan = now
        for step in 1...seats.count {
            let next = (turn + step) % seats.count
            if !gone.contains(next) {
                turn = next
                return
            }
        }
    }

    private mutating func choose(id: Int, at now: Double) -> ChoiceOutcome {
        guard let chosen = cards.firstIndex(where: { $0.id == id }),
            !cards[chosen].isFaceUp, !cards[chosen].isMatched
        else { return .ignored }
        guard let other = theOneAndOnlyFaceUpCard else {
            // None or two face up: everything unmatched turns down, then this card turns up.
            for index in cards.indices where index != chosen && !cards[index].isMatched {
                turnDown(index, now: now)
            }
            turnUp(chosen, now: now)
            return .turnedUp
        }
        turnUp(chosen, now: now)
        if cards[chosen].content == cards[other].content {
            let points =
                MemoryScoring.match + MemoryScoring.bonusPoints(cards[chosen].bonusRemaining(at: now))
                + MemoryScoring.bonusPoints(cards[other].bonusRemaining(at: now))
            for index in [chosen, other] {
                cards[index].pastFaceUpTime = cards[index].faceUpTime(at: now)
                cards[index].faceUpSince = nil
                cards[index].isMatched = true
            }
            score += points
            // A pair keeps the turn, and its time begins again.
            if isContest {
                pairsWon[turn] += 1
                turnBegan = now
            }
            if isOver { endedAt = now }
            return .matched(points: points)
        }
        let seen = [chosen, other].filter { cards[$0].hasBeenSeen }.count
        let points = seen * MemoryScoring.mismatchPerSeenCard
        score += points
        // A mismatch passes the turn.
        if isContest { passTurn(at: now) }
        return .mismatched(points: points)
    }

    private mutating func turnUp(_ index: Int, now: Double) {
        cards[index].isFaceUp = true
        cards[index].faceUpSince = now
    }

    private mutating func turnDown(_ index: Int, now: Double) {
        guard cards[index].isFaceUp else { return }
        cards[index].pastFaceUpTime = cards[index].faceUpTime(at: now)
        cards[index].faceUpSince = nil
        cards[index].isFaceUp = false
        cards[index].hasBeenSeen = true
    }
}

/// The points a memory game gives and takes; the help screen prints these exact numbers.
public enum MemoryScoring {
    /// Points for any pair found.
    public static let match = 2
    /// Seconds a card's speed bonus lasts while it is face up.
    public static let bonusSeconds = 6.0
    /// Most bonus points one card can add to a match.
    public static let maximumBonusPerCard = 6
    /// Points for each card of a mismatch that had been seen before.
    public static let mismatchPerSeenCard = -1

    /// Bonus points for a card with `fraction` (0...1) of its bonus left, rounded up.
    public static func bonusPoints(_ fraction: Double) -> Int {
        Int((max(0, min(1, fraction)) * Double(maximumBonusPerCard)).rounded(.up))
    }
}
