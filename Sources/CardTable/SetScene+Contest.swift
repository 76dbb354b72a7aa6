import Animation
import CardModel
import CardPlayers
import TableLayout

/// The computer's side of a game of Set against it: when it will find a Set, and the Set
/// it is showing before it takes it.
struct SetComputer: Equatable {
    /// What it will do, decided for the table as it was, and when (in play time).
    struct Plan: Equatable {
        let table: [SetCard]
        let at: Double
    }

    /// A Set it found, lit up one card after another before it takes them.
    struct Reveal: Equatable {
        let cards: [SetCard]
        var shown = 0
        /// Wall time of the next card to light up, or of taking them.
        var next: Double
    }

    let level: ComputerLevel
    let seat: Int
    /// Its own stream of randomness: a seed replays its moves.
    var random: SeededRandomNumberGenerator
    var plan: Plan?
    var reveal: Reveal?

    init(level: ComputerLevel, seat: Int, seed: UInt64) {
        self.level = level
        self.seat = seat
        random = SeededRandomNumberGenerator(seed: seed ^ 0xC0_3B07_E5E7_5EED)
    }
}

/// Set against others: the computer's moves, calls of "Set!" between friends, and what the
/// status line and the end panel say about each player.
extension SetScene {
    /// How long a person choosing a first card holds the computer back, in seconds of play.
    static let holdSeconds = 10.0

    /// The steps a game against others takes by itself.
    ///
    /// A call that runs out of time, and the computer's moves. A replay takes none: its log
    /// holds them all, timeouts included.
    mutating func contestStep(now: Double, size: Size) {
        guard game.isContest, game.endedAt == nil, !flow.isDealingOpening, !isWatching else { return }
        let played = playTime(at: now)
        if let calledAt = game.calledAt, played >= calledAt + claimSeconds {
            perform(.callTimedOut, size: size, now: now)
        }
        computerStep(now: now, size: size)
    }

    private mutating func computerStep(now: Double, size: Size) {
        guard var computer else { return }
        defer { self.computer = computer }
        guard game.judgement != .match else { return }
        if var reveal = computer.reveal {
            guard now >= reveal.next else { return }
            if reveal.shown < reveal.cards.count {
                reveal.shown += 1
                reveal.next = now + 0.45 / stage.timing.speed
                computer.reveal = reveal
                return
            }
            computer.reveal = nil
            perform(.take(cards: reveal.cards.map(\.id), seat: computer.seat), size: size, now: now)
            return
        }
        let played = playTime(at: now)
        // It looks at the table as it is now: a new table, a new look.
        if computer.plan?.table != game.table {
            let sets = game.setsOnTable.count
            let seconds = SetOpponent.secondsToFind(
                sets: sets, level: computer.level, using: &computer.random)
            computer.plan = SetComputer.Plan(table: game.table, at: played + seconds)
        }
        guard let plan = computer.plan, played >= plan.at, !isHeldBack(at: played) else { return }
        computer.plan = nil
        if let set = SetPlayer.setToTake(in: game) {
            computer.reveal = SetComputer.Reveal(cards: set, next: now)
            flow.message = Chrome.Message(text: "\(game.seats[computer.seat].name): SET!", tone: .bad)
        } else if !game.deck.isEmpty {
            perform(.dealThreeMore, size: size, now: now)
            flow.message = Chrome.Message(text: "No Set here: the computer deals 3 more.", tone: .info)
        }
    }

    /// The cards the computer has lit up so far of a Set it found.
    var computerPicks: ArraySlice<SetCard> {
        guard let reveal = computer?.reveal else { return [] }
        return reveal.cards.prefix(reveal.shown)
    }

    /// A person who has chosen a first card holds the computer back until the choice is
    /// judged, or for `holdSeconds`.
    func isHeldBack(at played: Double) -> Bool {
        guard let since = holdSince else { return false }
        return played < since + Self.holdSeconds
    }

    /// When a game against others next changes by itself.
    func contestWakeTimes(after now: Double) -> [Double] {
        var times: [Double] = []
        if let calledAt = game.calledAt {
            // The countdown on the status line, a second at a time, and the end of the call.
            let left = calledAt + claimSeconds - playTime(at: now)
            let tick = left - left.rounded(.down)
            if let time = flow.clock.wallTime(reaching: playTime(at: now) + (tick > 0 ? tick : 1), from: now)
            {
                times.append(time)
            }
        }
        if let computer, !isWatching {
            if let reveal = computer.reveal { times.append(reveal.next) }
            if let plan = computer.plan {
                var due = plan.at
                if let since = holdSince { due = max(due, since + Self.holdSeconds) }
                if let time = flow.clock.wallTime(reaching: due, from: now) { times.append(time) }
            }
        }
        return times
    }

    /// Keeps track of a person's first card, which holds the computer back.
    mutating func noteSelection(now: Double) {
        if game.selection.isEmpty || game.judgement != .choosing {
            holdSince = nil
        } else if holdSince == nil {
            holdSince = playTime(at: now)
        }
    }

    /// Player `seat` (key `seat + 1`) calls "Set!".
    mutating func call(seat: Int, size: Size, now: Double) {
        guard game.isBetweenFriends, game.seats.indices.contains(seat) else { return }
        let name = game.seats[seat].name
        switch perform(.call(seat: seat), size: size, now: now) {
        case .call(.called):
            flow.message = Chrome.Message(
                text: "\(name): Set! Choose three cards in \(Int(claimSeconds)) s.", tone: .good)
        case .call(.lockedOut):
            flow.message = Chrome.Message(
                text: "\(name) is locked out until someone else finds a Set.", tone: .bad)
        case .call(.busy(let caller)):
            flow.message = Chrome.Message(text: "\(game.seats[caller].name) is calling.", tone: .info)
        default:
            break
        }
    }

    /// The status line of a game against others: every player's points, the caller's time
    /// left, the deck and the clock.
    func contestStatusFields(now: Double, elapsed: String) -> [Chrome.StatusField] {
        var fields = game.seats.enumerated().map { seat, player in
            let locked = game.lockedOut.contains(seat) ? " (out)" : ""
            return Chrome.StatusField("\(player.name): \(game.points[seat])\(locked)", rank: 7)
        }
        if let caller = game.caller, let calledAt = game.calledAt {
            let left = max(0, Int((calledAt + claimSeconds - playTime(at: now)).rounded(.up)))
            fields.append(Chrome.StatusField("\(game.seats[caller].name) calling: \(left) s", rank: 8))
        }
        fields += [
            Chrome.StatusField("Deck: \(game.deck.count)", rank: 2),
            Chrome.StatusField("Time: \(elapsed)", rank: 1, short: elapsed, shortRank: 3),
        ]
        return fields
    }

    /// The end panel of a game against others: the players ranked, the winner named.
    var contestResultLines: [String] {
        ContestWords.result(seats: game.seats, standings: game.standings) { seat in
            "\(game.points[seat]) (\(game.won[seat].count / 3) Sets)"
        }
    }

    /// The game's outcome for the record.
    var contestOutcome: String? {
        game.isContest ? ContestWords.outcome(seats: game.seats, standings: game.standings) : nil
    }
}
