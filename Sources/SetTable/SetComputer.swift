import CardModel
import CardPlayers
import GameTable

/// The computer as an opponent at Set: it looks for a Set at its level's pace, calls it,
/// lights its three cards one after another, then takes them.
///
/// It looks at the table as it is once its cards have landed: a new table, a new look. It
/// takes any of the Sets it found, at random (at easy it now and then loses sight of one and
/// looks again). A person who has chosen a first card holds it back until the choice is
/// judged, or for `holdSeconds`; the status line says whether it waits or looks.
public struct SetComputer: MoveSource {
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

    /// How long a person choosing a first card holds the computer back, in seconds of play.
    public static let holdSeconds = 10.0
    /// Seconds between its cards lighting up, before speed scaling.
    static let revealPace = 0.45

    public let level: ComputerLevel
    public let seat: Int
    /// Its own stream of randomness: a seed replays its moves.
    var random: SeededRandomNumberGenerator
    var plan: Plan?
    var reveal: Reveal?
    /// When a person chose a first card (play time), holding it back.
    var holdSince: Double?
    /// Its seat's name, for the status line.
    var name = "Computer"

    public init(level: ComputerLevel, seat: Int, seed: UInt64) {
        self.level = level
        self.seat = seat
        random = SeededRandomNumberGenerator(seed: seed ^ 0xC0_3B07_E5E7_5EED)
    }

    public var pointedCards: [Int] {
        guard let reveal else { return [] }
        return reveal.cards.prefix(reveal.shown).map(\.id)
    }

    public mutating func next(in game: SetGame, at moment: SourceMoment) -> SourceStep<SetAction> {
        // A Set is showing: the table is about to change.
        guard game.judgement != .match else { return .wait(nil) }
        if var reveal {
            guard moment.now >= reveal.next else { return .wait(.wall(reveal.next)) }
            guard reveal.shown == reveal.cards.count else {
                reveal.shown += 1
                reveal.next = moment.now + Self.revealPace / moment.speed
                self.reveal = reveal
                return .wait(.wall(reveal.next))
            }
            self.reveal = nil
            return .move(.take(cards: reveal.cards.map(\.id), seat: seat), by: seat, at: nil)
        }
        if plan?.table != game.table {
            // It starts looking once the cards have landed, as a person does: the table
            // wakes it at every frame until then.
            guard !moment.isSettling else {
                plan = nil
                return .wait(nil)
            }
            planLook(at: game, from: moment.played)
        }
        guard let plan else { return .wait(nil) }
        let due = max(plan.at, holdSince.map { $0 + Self.holdSeconds } ?? plan.at)
        guard moment.played >= due else { return .wait(.played(due)) }
        self.plan = nil
        let sets = game.setsOnTable
        if let set = SetOpponent.setToTake(among: sets, level: level, using: &random) {
            reveal = Reveal(cards: set, next: moment.now)
            return .show(.say("\(name): \(game.variant == .ultra ? "ULTRASET" : "SET")!", .bad))
        }
        if !sets.isEmpty {
            // It lost sight of the Set it had found: it looks again.
            planLook(at: game, from: moment.played)
            return .wait(self.plan.map { .played($0.at) })
        }
        return game.deck.isEmpty ? .wait(nil) : .move(.dealThreeMore, by: seat, at: nil)
    }

    /// Decides when it will have found a Set on `game`'s table, looking from `played`.
    private mutating func planLook(at game: SetGame, from played: Double) {
        let seconds = SetOpponent.secondsToFind(
            sets: game.setsOnTable.count, of: game.variant, level: level, using: &random)
        plan = Plan(table: game.table, at: played + seconds)
    }

    /// Whether it is held back by a person's choice, or looking (never how long it takes).
    public func note(played: Double) -> SourceNote? {
        guard reveal == nil else { return nil }
        if let holdSince, played < holdSince + Self.holdSeconds {
            return SourceNote("\(name) waits for you", short: "\(name) waits")
        }
        return SourceNote("\(name) is looking", short: "\(name) looks")
    }

    /// Keeps track of a person's first card, which holds it back.
    public mutating func saw(_ action: SetAction, by seat: Int, in game: SetGame, at moment: SourceMoment) {
        if game.selection.isEmpty || game.judgement != .choosing {
            holdSince = nil
        } else if holdSince == nil {
            holdSince = moment.played
        }
    }

    public mutating func begin(_ game: SetGame) {
        plan = nil
        reveal = nil
        holdSince = nil
        if game.seats.indices.contains(seat) { name = game.seats[seat].name }
    }
}

/// The computer playing Set for the player to watch (`cardtable deal`).
///
/// It plays like a patient person: look for a Set, show it for a moment, choose its cards
/// (the Set leaves and is replaced by itself), and deal three more when stuck. Each step
/// waits until the cards on the table have settled, so the viewer can follow every move.
public struct SetWatcher: MoveSource {
    /// What it does next.
    enum Step: Equatable {
        /// Look at the table and decide.
        case look
        /// A Set is being shown; choose it next.
        case take
    }

    var step = Step.look
    /// Not before this wall time.
    var due = 0.0
    /// The Set it is showing before it chooses it.
    var showcase: [SetCard] = []

    public init() {}

    public var pointedCards: [Int] { showcase.map(\.id) }

    public mutating func next(in game: SetGame, at moment: SourceMoment) -> SourceStep<SetAction> {
        guard moment.now >= due, !moment.isSettling else { return .wait(.wall(due)) }
        if step == .take {
            if game.judgement != .match, let move = SetPlayer.nextAction(in: game) {
                showcase = []
                return .move(move, by: 0, at: nil)
            }
            step = .look
            due = moment.now + 0.25 / moment.speed
            return .wait(.wall(due))
        }
        guard game.judgement != .match else { return .wait(.wall(due)) }
        if let set = SetPlayer.setToTake(in: game) {
            showcase = set
            step = .take
            due = moment.now + 0.9 / moment.speed
            return .show(
                Presentation(
                    message: .show(Chrome.Message(text: "Found a Set.", tone: .info)),
                    effects: [.init(.pulse, on: set.map(\.id))]))
        }
        guard let move = SetPlayer.nextAction(in: game) else { return .wait(nil) }
        due = moment.now + 0.25 / moment.speed
        return .move(move, by: 0, at: nil)
    }

    public mutating func begin(_ game: SetGame) {
        step = .look
        showcase = []
    }
}
