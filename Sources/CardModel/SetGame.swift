/// A game of Set: the deck, the table, the selection and the score, alone or against others.
///
/// Every move goes through `apply(_:by:at:)` with the seat that made it. Time comes in as
/// `now` (seconds of play) and randomness from the seed, so a game is reproducible.
public struct SetGame: Sendable {
    /// How the current selection was judged.
    public enum Judgement: Sendable, Equatable {
        /// Fewer than three cards are selected.
        case choosing
        /// The three selected cards are a Set; they leave on the next choice or deal.
        case match
        /// The three selected cards are not a Set; the next choice starts over.
        case mismatch
    }

    /// What a choice did, so the table can say it and animate it.
    public enum ChoiceOutcome: Sendable, Equatable {
        case selected, deselected
        /// A Set: the points it earned.
        case matched(points: Int)
        /// The computer took a Set: the points it earned, and how many cards a person had
        /// chosen, which are put down.
        case taken(points: Int, putDown: Int)
        /// Not a Set: the points it cost.
        case mismatched(points: Int)
        /// One of a showing match was chosen: the match was cleared and nothing is selected.
        case clearedMatch
        /// The card is not on the table, or the game is over.
        case ignored
        /// Between friends, cards are chosen only after calling "Set!".
        case needsCall
        /// In a race, the seat is locked out until someone else finds a Set.
        case lockedOut
    }

    /// What asking for three more cards did.
    public enum DealOutcome: Sendable, Equatable {
        /// Three cards were added; `penalty` is non-zero when a Set was already on the table.
        case dealt(penalty: Int)
        /// A showing match was cleared (its cards replaced or removed) instead.
        case replacedMatch
        /// Nothing to deal.
        case deckEmpty
        /// In a variant the table deals by itself: nobody deals by hand.
        case dealsByItself
    }

    /// What asking for a hint did.
    public enum HintOutcome: Sendable, Equatable {
        /// One Set of the table, the `index`-th of `count`, for `cost` points (0 when
        /// this Set was already shown on this table: a hint is paid once per Set).
        case shown(index: Int, count: Int, cost: Int)
        case noSetOnTable
        /// No hints in a game between friends.
        case unavailable
    }

    /// The number of cards a table is kept at by the replacement rule in standard Set
    /// (a variant's is `variant.tableSize`).
    public static let standardTableSize = 12

    /// The rules this game follows: standard Set or one of its variants.
    public let variant: SetVariant

    /// Cards still to deal; the last element is the top of the deck.
    public private(set) var deck: [SetCard]
    /// Cards on the table, in reading order.
    public private(set) var table: [SetCard]
    /// Selected cards, in the order they were chosen (at most `variant.selectionSize`).
    ///
    /// In a race this is only the Set showing once it has been won: each seat's own choice
    /// is in `choices`.
    public private(set) var selection: [SetCard] = []
    public private(set) var judgement: Judgement = .choosing
    /// Matched cards, most recent last.
    ///
    /// In Set-Chain a Set's cards come here once the next Set is taken (they wait in `chain` till
    /// then), but the card the next Set used.
    public private(set) var discardPile: [SetCard] = []
    /// Set-Chain: the last Set taken, which stays beside the table (its cards are not on the table)
    /// until the next Set is taken, and of which that Set uses exactly one card.
    ///
    /// Empty before the first Set, and in the other variants.
    public private(set) var chain: [SetCard] = []
    /// The Set the last hint showed: it stays marked until it is taken or the table changes
    /// (a deal, a shuffle, any Set taken), whatever else is chosen meanwhile.
    public private(set) var hinted: [SetCard] = []
    public private(set) var score = 0
    public private(set) var setsFound = 0
    /// When the game started and, once over, when it ended.
    public let startedAt: Double
    public private(set) var endedAt: Double?
    /// The seed the deck was shuffled with (0 for a table set up by hand).
    public let seed: UInt64
    /// Every action applied, in order: with the seed, the whole game.
    public private(set) var history: [TimedAction<SetAction>] = []

    /// Who plays: none listed for a game alone, or two to four seats.
    public let seats: [Seat]
    /// Each seat's points in a game against others: Sets won less penalties.
    public private(set) var points: [Int]
    /// The cards each seat has won: its pile.
    ///
    /// In Set-Chain a Set's cards leave `chain` for the pile of whoever takes the next Set (the
    /// card that Set used goes on with it), so count Sets with `setsWon`.
    public private(set) var won: [[SetCard]]
    /// The Sets each seat has won.
    public private(set) var setsWon: [Int]
    /// Seats locked out until someone else finds a Set (between friends).
    public private(set) var lockedOut: Set<Int> = []
    /// The seat that called "Set!" and is choosing, and when it called (between friends).
    public private(set) var caller: Int?
    public private(set) var calledAt: Double?
    /// Seconds a caller has to choose three cards (between friends).
    public let claimSeconds: Double
    /// The seat whose Set is showing, or last left the table.
    public private(set) var lastWinner: Int?
    /// How the game is played: alone, against the computer, friends or a race.
    ///
    /// Friends call at one keyboard; a race is between terminals. The `is…` properties
    /// read this one value.
    public let play: Play
    /// In a race, the cards each seat has chosen, by seat.
    public private(set) var choices: [[SetCard]]
    /// In a race, the seats whose three cards were not a Set, showing until they choose again.
    public private(set) var mismatched: Set<Int> = []
    /// Seats whose players have left the table: they keep their points and play no more.
    public private(set) var gone: Set<Int> = []
    /// An earlier game of this deal the player races, if any: no rule reads it.
    public var ghost: SetGhost?

    private var random: SeededRandomNumberGenerator
    private var lastSetAt: Double
    /// The Sets hints have shown (by card ids) since the cards on the table last changed:
    /// each is paid for once, and shown again for nothing.
    private var hintsPaidFor: Set<[Int]> = []

    /// Seconds a caller has to choose, unless the game says otherwise.
    public static let defaultClaimSeconds = 10.0

    /// A new game: the variant's deck shuffled by `seed`, and its table dealt (twelve cards
    /// in standard Set); `isRace` for players each at their own terminal.
    ///
    /// In a variant or a race the table deals three more at once while it holds no Set of its kind.
    public init(
        seed: UInt64, now: Double = 0, seats: [Seat] = [], claimSeconds: Double = defaultClaimSeconds,
        isRace: Bool = false, variant: SetVariant = .standard
    ) {
        self.seed = seed
        self.variant = variant
        self.seats = seats
        self.claimSeconds = claimSeconds
        play = Play(seats: seats, isRace: isRace)
        points = seats.map { _ in 0 }
        won = seats.map { _ in [] }
        choices = seats.map { _ in [] }
        setsWon = seats.map { _ in 0 }
        random = SeededRandomNumberGenerator(seed: seed)
        deck = variant.deck.seededShuffled(using: &random)
        table = []
        startedAt = now
        lastSetAt = now
        deal(count: variant.tableSize)
        dealWhileNoSet()
    }

    /// A game with a chosen deck and table, for tests and replays; in Set-Chain, `chain` is
    /// the previous Set beside the table.
    ///
    /// The table is taken as it is given: a variant's table deals by itself only once it
    /// changes.
    public init(
        table: [SetCard], deck: [SetCard], seed: UInt64 = 0, now: Double = 0, seats: [Seat] = [],
        variant: SetVariant = .standard, chain: [SetCard] = []
    ) {
        self.seed = seed
        self.variant = variant
        self.chain = variant == .chain ? chain : []
        setsWon = seats.map { _ in 0 }
        self.seats = seats
        claimSeconds = Self.defaultClaimSeconds
        play = Play(seats: seats, isRace: false)
        points = seats.map { _ in 0 }
        won = seats.map { _ in [] }
        choices = seats.map { _ in [] }
        random = SeededRandomNumberGenerator(seed: seed)
        self.table = table
        self.deck = deck
        startedAt = now
        lastSetAt = now
    }

    // MARK: - What the table holds

    /// Cards of a showing match, which are about to leave the table.
    public var matchedCards: [SetCard] { judgement == .match ? selection : [] }

    /// Every Set of the variant's kind among the cards still in play on the table (a
    /// showing match excluded); in Set-Chain, each with one card of the previous Set.
    public var setsOnTable: [[SetCard]] {
        let inPlay = table.filter { !matchedCards.contains($0) }
        return variant.sets(in: inPlay, previous: previousSet)
    }

    /// The Set the next one must build on in Set-Chain: a match showing, else `chain`.
    public var previousSet: [SetCard] {
        guard variant == .chain else { return [] }
        return judgement == .match ? selection : chain
    }

    /// Whether `card` can be chosen now: on the table, or (Set-Chain) a card of the previous
    /// Set beside it.
    public func isChoosable(_ card: SetCard) -> Bool {
        table.contains(card) || previousSet.contains(card)
    }

    /// Whether `cards` make a Set by this game's rules now (in Set-Chain, with one card of
    /// the previous Set).
    public func isSet(_ cards: [SetCard]) -> Bool {
        variant.isSet(cards, previous: previousSet)
    }

    /// The game is over when the deck is empty and no Set is left on the table.
    public var isOver: Bool { deck.isEmpty && setsOnTable.isEmpty }

    /// Played against others (the computer, or friends), scored per seat.
    public var isContest: Bool { play != .alone }
    /// Played by people only (friends at one keyboard, or each at their own terminal):
    /// lock-outs, no hints, and more cards for free.
    public var isAmongPeople: Bool { play == .callingFriends || play == .race }
    /// Played by friends at one keyboard: calling "Set!" first, lock-outs.
    public var isBetweenFriends: Bool { play == .callingFriends }
    /// Each player at their own terminal: no calls; each seat chooses its own cards and
    /// whoever completes a Set first takes it.
    public var isRace: Bool { play == .race }
    /// The table deals three more by itself while it holds no Set, and nobody deals by hand:
    /// in a variant, and in a race (where one player dealing would grow everyone's table).
    public var dealsByItself: Bool { variant.dealsByItself || isRace }
    /// When the caller's time runs out, while someone is calling.
    public var callEndsAt: Double? { calledAt.map { $0 + claimSeconds } }
    /// Where each seat stands.
    public var standings: Standings { Standings(points: points) }

    // MARK: - Actions

    /// Applies `action`, made by `seat`, at `now` (seconds of play): where a game changes.
    ///
    /// In a game alone every move is seat 0's.
    @discardableResult
    public mutating func apply(_ action: SetAction, by seat: Int, at now: Double) -> Outcome {
        // A seat the game does not have (a damaged log) makes no move.
        guard seat == 0 || seats.indices.contains(seat) else { return .choice(.ignored) }
        history.append(TimedAction(action, by: seat, at: now))
        // While a player's call is open nobody changes the table under them.
        if let caller, action.changesTable { return .duringCall(caller: caller) }
        switch action {
        case .choose(let id):
            guard (0..<81).contains(id) else { return .choice(.ignored) }
            return .choice(choose(SetCard(id: id), by: seat, at: now))
        case .dealThreeMore: return .deal(dealThreeMore(by: seat, at: now))
        case .clearMatch: return .clearedMatch(clearMatch(at: now))
        case .shuffle:
            shuffleTable()
            return .shuffled
        case .hint: return .hint(hint(by: seat))
        case .call(let seat): return .call(call(seat: seat, at: now))
        case .callTimedOut: return .timedOut(seat: callTimedOut())
        case .take(let cards, let seat): return .choice(take(cards: cards, seat: seat, at: now))
        case .leave(let seat): return .left(leave(seat: seat))
        case .rejoin(let seat): return .rejoined(endedAt == nil && gone.remove(seat) != nil)
        }
    }

    /// The cards `seat` has chosen and how they stand: its own in a race, else the one selection.
    public func selection(of seat: Int) -> (cards: [SetCard], judgement: Judgement) {
        guard isRace else { return (selection, judgement) }
        guard choices.indices.contains(seat) else { return ([], .choosing) }
        return (choices[seat], mismatched.contains(seat) ? .mismatch : .choosing)
    }

    /// In a race, the seats with cards chosen towards a Set (not a wrong trio showing).
    public var choosingSeats: [Int] {
        guard isRace else { return [] }
        return choices.indices.filter { !choices[$0].isEmpty && !mismatched.contains($0) }
    }

    // MARK: - Rules

    private mutating func choose(_ card: SetCard, by seat: Int, at now: Double) -> ChoiceOutcome {
        guard isChoosable(card), endedAt == nil else { return .ignored }
        if isRace { return raceChoose(card, by: seat, at: now) }
        if isBetweenFriends && caller == nil { return .needsCall }
        switch judgement {
        case .mismatch:
            selection = [card]
            judgement = .choosing
            return .selected
        case .match:
            let wasMatched = selection.contains(card)
            clearMatch()
            judgement = .choosing
            selection = wasMatched ? [] : [card]
            finishIfOver(now: now)
            return wasMatched ? .clearedMatch : .selected
        case .choosing:
            if let index = selection.firstIndex(of: card) {
                selection.remove(at: index)
                return .deselected
            }
            selection.append(card)
            guard selection.count == variant.selectionSize else { return .selected }
            // Between friends at one keyboard the cards chosen during a call are the caller's.
            return judgeSelection(by: isBetweenFriends ? caller ?? seat : seat, now: now)
        }
    }

    /// A showing match leaves the table; false when no match was showing.
    ///
    /// Its cards are replaced while the table is at its standard size, otherwise the rest
    /// closes up.
    private mutating func clearMatch(at now: Double) -> Bool {
        guard judgement == .match, endedAt == nil else { return false }
        hinted = []
        clearMatch()
        selection = []
        judgement = .choosing
        finishIfOver(now: now)
        return true
    }

    private mutating func dealThreeMore(by seat: Int, at now: Double) -> DealOutcome {
        guard endedAt == nil else { return .deckEmpty }
        guard !dealsByItself else { return .dealsByItself }
        if clearMatch(at: now) { return .replacedMatch }
        guard !deck.isEmpty else { return .deckEmpty }
        var penalty = setsOnTable.isEmpty ? 0 : SetScoring.dealWhileSetShowing
        if isAmongPeople {
            // Anyone may ask for more cards between friends: nobody pays.
            penalty = 0
        } else if isContest {
            penalty = penalty == 0 ? 0 : ContestScoring.penalty
            award(penalty, to: seat)
        } else {
            score += penalty
        }
        deal(count: 3)
        // The last cards of the deck may leave no Set on the table: that ends the game too.
        finishIfOver(now: now)
        return .dealt(penalty: penalty)
    }

    private mutating func shuffleTable() {
        hinted = []
        table.seededShuffle(using: &random)
    }

    /// Marks a Set of the table: the one marked already, or one shown since the table last
    /// changed (after a shuffle), again for nothing; else a Set not shown yet, which costs.
    ///
    /// A mismatch showing is cleared first, so the hint's cards are all that stand out.
    private mutating func hint(by seat: Int) -> HintOutcome {
        guard !isAmongPeople else { return .unavailable }
        if judgement == .mismatch {
            selection = []
            judgement = .choosing
        }
        let sets = setsOnTable
        guard !sets.isEmpty, endedAt == nil else {
            hinted = []
            return .noSetOnTable
        }
        let marked = Self.ids(of: hinted)
        let shownBefore =
            sets.firstIndex { Self.ids(of: $0) == marked }
            ?? sets.firstIndex { hintsPaidFor.contains(Self.ids(of: $0)) }
        let index = shownBefore ?? 0
        hinted = sets[index]
        let isNew = hintsPaidFor.insert(Self.ids(of: hinted)).inserted
        let cost = isNew ? (isContest ? ContestScoring.penalty : SetScoring.hint) : 0
        if isContest { award(cost, to: seat) } else { score += cost }
        return .shown(index: index, count: sets.count, cost: cost)
    }

    /// A Set's card ids in order, the same however the table lies.
    private static func ids(of cards: [SetCard]) -> [Int] { cards.map(\.id).sorted() }

    private mutating func judgeSelection(by seat: Int, now: Double) -> ChoiceOutcome {
        if isContest { return judgeContestSelection(by: seat, now: now) }
        if isSet(selection) {
            let points = SetScoring.matchPoints(afterSeconds: now - lastSetAt)
            judgement = .match
            score += points
            setsFound += 1
            lastSetAt = now
            // A Set taken: the table changes, and a hint showing is done with.
            hinted = []
            finishIfOver(now: now)
            return .matched(points: points)
        }
        judgement = .mismatch
        score += SetScoring.mismatch
        return .mismatched(points: SetScoring.mismatch)
    }

    // MARK: - Against others

    /// Three cards chosen by a person in a contest: a point for a Set, one off for a wrong trio
    /// (and, between friends, locked out until someone else finds a Set).
    private mutating func judgeContestSelection(by seat: Int, now: Double) -> ChoiceOutcome {
        caller = nil
        calledAt = nil
        guard isSet(selection) else {
            judgement = .mismatch
            award(ContestScoring.penalty, to: seat)
            if isAmongPeople { lockOut(seat) }
            return .mismatched(points: ContestScoring.penalty)
        }
        win(seat: seat, now: now)
        return .matched(points: ContestScoring.set)
    }

    /// A card chosen in a race: it joins the seat's own choice, judged at its third card.
    ///
    /// The first to complete a Set takes it; a wrong trio costs a point and locks that seat
    /// out until someone else finds a Set. A card of a Set showing (leaving) is not chosen;
    /// completing another Set sends the one showing away first.
    private mutating func raceChoose(_ card: SetCard, by seat: Int, at now: Double) -> ChoiceOutcome {
        guard choices.indices.contains(seat), !gone.contains(seat), !matchedCards.contains(card) else {
            return .ignored
        }
        if lockedOut.contains(seat) { return .lockedOut }
        if mismatched.remove(seat) != nil {
            choices[seat] = [card]
            return .selected
        }
        if let index = choices[seat].firstIndex(of: card) {
            choices[seat].remove(at: index)
            return .deselected
        }
        choices[seat].append(card)
        guard choices[seat].count == variant.selectionSize else { return .selected }
        let trio = choices[seat]
        guard isSet(trio) else {
            mismatched.insert(seat)
            award(ContestScoring.penalty, to: seat)
            lockOut(seat)
            return .mismatched(points: ContestScoring.penalty)
        }
        if judgement == .match { clearMatch() }
        // The Set is this seat's: its cards leave everyone else's choice, and wrong trios go;
        // in Set-Chain so do the cards of the Set before, which the next Set cannot use.
        let gone = previousSet.filter { !trio.contains($0) }
        for other in choices.indices {
            choices[other].removeAll { trio.contains($0) || gone.contains($0) }
            if mismatched.contains(other) { choices[other] = [] }
        }
        mismatched = []
        choices[seat] = []
        selection = trio
        win(seat: seat, now: now)
        return .matched(points: ContestScoring.set)
    }

    /// The selection is a Set that `seat` has won.
    private mutating func win(seat: Int, now: Double) {
        judgement = .match
        award(ContestScoring.set, to: seat)
        if setsWon.indices.contains(seat) { setsWon[seat] += 1 }
        setsFound += 1
        lastWinner = seat
        lastSetAt = now
        // A Set taken, by anyone: the table changes, and a hint showing is done with.
        hinted = []
        // Whoever was locked out may call again once someone has found a Set.
        lockedOut = []
        finishIfOver(now: now)
    }

    /// Adds `change` to `seat`'s points (a game alone has none).
    private mutating func award(_ change: Int, to seat: Int) {
        if points.indices.contains(seat) { points[seat] += change }
    }

    private mutating func lockOut(_ seat: Int) {
        lockedOut.insert(seat)
        releaseIfEveryoneIsOut()
    }

    /// When every player still at the table is locked out, all are released.
    private mutating func releaseIfEveryoneIsOut() {
        guard !lockedOut.isEmpty else { return }
        if seats.indices.allSatisfy({ lockedOut.contains($0) || gone.contains($0) }) { lockedOut = [] }
    }

    /// `seat`'s player has left the table; false when it could not.
    ///
    /// Its points stay, its choice and any call of its go, and those locked out are
    /// released if nobody else is left in.
    private mutating func leave(seat: Int) -> Bool {
        guard isContest, seats.indices.contains(seat), !seats[seat].isComputer, !gone.contains(seat) else {
            return false
        }
        gone.insert(seat)
        choices[seat] = []
        mismatched.remove(seat)
        lockedOut.remove(seat)
        if caller == seat {
            caller = nil
            calledAt = nil
            selection = []
            judgement = .choosing
        }
        releaseIfEveryoneIsOut()
        return true
    }

    private mutating func call(seat: Int, at now: Double) -> CallOutcome {
        guard isBetweenFriends, endedAt == nil, seats.indices.contains(seat) else { return .unavailable }
        if let caller { return .busy(caller: caller) }
        if lockedOut.contains(seat) { return .lockedOut }
        _ = clearMatch(at: now)
        hinted = []
        selection = []
        judgement = .choosing
        caller = seat
        calledAt = now
        return .called(seat: seat)
    }

    private mutating func callTimedOut() -> Int? {
        guard let seat = caller else { return nil }
        caller = nil
        calledAt = nil
        selection = []
        judgement = .choosing
        award(ContestScoring.penalty, to: seat)
        lockOut(seat)
        return seat
    }

    /// The computer takes a Set it found: it must still be on the table.
    private mutating func take(cards: [Int], seat: Int, at now: Double) -> ChoiceOutcome {
        guard isContest, endedAt == nil, judgement != .match, seats.indices.contains(seat),
            cards.count == variant.selectionSize, Set(cards).count == cards.count,
            cards.allSatisfy({ (0..<81).contains($0) })
        else { return .ignored }
        let set = cards.map(SetCard.init(id:))
        guard set.allSatisfy(isChoosable), isSet(set) else { return .ignored }
        hinted = []
        let putDown = judgement == .choosing ? selection.count : 0
        selection = set
        win(seat: seat, now: now)
        return .taken(points: ContestScoring.set, putDown: putDown)
    }

    // MARK: - The table

    /// Takes a showing match off the table: replaced in place while the table is at its
    /// standard size and the deck has cards, otherwise removed so the rest closes up.
    ///
    /// In Set-Chain the match goes beside the table as the previous Set, and the one before
    /// goes to the piles, but the card the match used. In a variant the table then deals
    /// while it holds no Set of the variant's kind.
    private mutating func clearMatch() {
        hinted = []
        hintsPaidFor = []
        let matched = selection
        let onTable = matched.filter(table.contains)
        if variant == .chain {
            let leaving = chain.filter { !matched.contains($0) }
            discardPile.append(contentsOf: leaving)
            // Against others they go to the pile of whoever took the Set that pushed them off.
            if isContest, let winner = lastWinner { won[winner].append(contentsOf: leaving) }
            chain = matched
        } else {
            discardPile.append(contentsOf: matched)
            if isContest, let winner = lastWinner { won[winner].append(contentsOf: matched) }
        }
        let replace = table.count <= variant.tableSize && deck.count >= onTable.count
        for card in onTable {
            guard let slot = table.firstIndex(of: card) else { continue }
            if replace, let next = deck.popLast() {
                table[slot] = next
            } else {
                table.remove(at: slot)
            }
        }
        dealWhileNoSet()
    }

    /// In a variant or a race, three more cards at a time while the table holds no Set of
    /// its kind and the deck has cards: nobody deals by hand.
    private mutating func dealWhileNoSet() {
        guard dealsByItself else { return }
        while !deck.isEmpty && setsOnTable.isEmpty { deal(count: 3) }
    }

    private mutating func deal(count: Int) {
        hinted = []
        hintsPaidFor = []
        for _ in 0..<count {
            guard let card = deck.popLast() else { return }
            table.append(card)
        }
    }

    /// Ends the game once no Set can be found; a final match showing goes to the discard
    /// pile, and in Set-Chain the last Set beside the table with it.
    private mutating func finishIfOver(now: Double) {
        guard isOver, endedAt == nil else { return }
        endedAt = now
        if judgement == .match {
            clearMatch()
            selection = []
            judgement = .choosing
        }
        if !chain.isEmpty {
            discardPile.append(contentsOf: chain)
            if isContest, let winner = lastWinner { won[winner].append(contentsOf: chain) }
            chain = []
        }
    }
}

extension SetGame {
    /// How a game of Set is played, which decides who may choose, what a wrong Set costs and
    /// whether there are hints.
    public enum Play: Equatable, Sendable {
        /// One player, scored with speed bonuses; hints and more cards cost points.
        case alone
        /// Against the computer: the first to choose a Set takes it.
        case againstComputer
        /// Friends at one keyboard: a player calls "Set!" first, a wrong Set locks them out.
        case callingFriends
        /// Each player at their own terminal: each seat chooses its own cards and whoever
        /// completes a Set first takes it.
        case race

        /// How `seats` play: a race only between people, and only when asked for.
        public init(seats: [Seat], isRace: Bool) {
            if seats.count < 2 {
                self = .alone
            } else if seats.contains(where: \.isComputer) {
                self = .againstComputer
            } else {
                self = isRace ? .race : .callingFriends
            }
        }
    }
}
