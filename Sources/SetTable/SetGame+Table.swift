import Animation
import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

extension GameKind {
    /// Set, the 81-card pattern game.
    public static let set = GameKind("set")
}

extension SetVariant {
    /// The kind of game files name the variant by, which keeps its saves, records and
    /// statistics apart: `set`, `set-junior`, `set-chain`, `set-ultra`.
    public var kind: GameKind { self == .standard ? .set : GameKind("set-" + rawValue) }

    /// The variant files name `kind` by, or nil when it is not a game of Set.
    public init?(kind: GameKind) {
        guard let variant = Self.allCases.first(where: { $0.kind == kind }) else { return nil }
        self = variant
    }
}

/// Set on the table: the places, the keys, and what every move shows.
extension SetGame: TableGame {
    public var presenter: SetPresenter { SetPresenter(game: self) }

    public var slots: [TableSlot] { places.map { TableSlot(card: $0.id, isFaceUp: true) } }

    /// The cards in the table's places: the table's, then (Set-Chain) the previous Set's
    /// beside it, small, under the grid.
    var places: [SetCard] { table + chain }

    // MARK: - Moves

    /// The seat a person's key moves for: the caller between friends, else the person.
    func actingSeat(_ view: TableView) -> Int {
        isBetweenFriends ? caller ?? view.person : view.person
    }

    public func command(for input: TableInput, view: TableView) -> TableCommand<SetAction>? {
        switch input {
        case .key(let key): keyCommand(key, view: view)
        case .choice(let focus): choiceCommand(at: focus, view: view)
        case .pile(let seat): pileCommand(seat)
        case .resultKey(let key): resultKeyCommand(key)
        }
    }

    /// What a key means: the table's capitals, and between friends the claim keys.
    func keyCommand(_ key: Key, view: TableView) -> TableCommand<SetAction>? {
        switch key {
        // Capitals: the small letters are the cards' keys.
        case .character("D") where isRace:
            // Nobody deals at a shared table: say why here rather than send it.
            return .say(Chrome.Message(text: Self.noDealingAtASharedTable, tone: .info))
        case .character("D"): return .move(.dealThreeMore, by: actingSeat(view))
        case .character("S"): return .move(.shuffle, by: actingSeat(view))
        case .character("C") where isRace:
            // The host refuses a hint from any terminal: say why here rather than send it.
            return .say(Chrome.Message(text: Self.noHintsAtASharedTable, tone: .info))
        case .character("C"): return .move(.hint, by: actingSeat(view))
        case let key where isBetweenFriends:
            let digits = view.keyboard.rows.first ?? ""
            return ClaimKeys.seat(calling: key, players: seats.count, digitRow: String(digits.prefix(4)))
                .map { .move(.call(seat: $0), by: $0) }
        default: return nil
        }
    }

    /// Between friends at one keyboard, a click on a player's pile (their name) calls
    /// "Set!" for them, as their key does.
    func pileCommand(_ seat: Int) -> TableCommand<SetAction>? {
        guard isBetweenFriends, seats.indices.contains(seat) else { return nil }
        return .move(.call(seat: seat), by: seat)
    }

    /// The deck chosen deals three more; a card chosen is chosen.
    func choiceCommand(at focus: TableFocus, view: TableView) -> TableCommand<SetAction>? {
        switch focus {
        case .deck: return .move(.dealThreeMore, by: actingSeat(view))
        case .card(let index):
            guard places.indices.contains(index) else { return nil }
            return .move(.choose(card: places[index].id), by: actingSeat(view))
        }
    }

    /// In a race, a player at another terminal chooses cards while still at the table.
    ///
    /// Nobody deals (the table does). A shuffle rearranges the shuffler's own view of a shared
    /// table, nobody else's: the others keep the places they have learnt (deals take no
    /// randomness, so every terminal's game holds the same cards, each in its own order).
    public func reach(of action: SetAction, by seat: Int) -> MoveReach {
        if action == .shuffle { return .ownView }
        guard isRace, seats.indices.contains(seat), !gone.contains(seat) else { return .refused }
        switch action {
        case .choose: return .everyone
        case .dealThreeMore, .shuffle, .clearMatch, .hint, .call, .callTimedOut, .take, .leave, .rejoin:
            return .refused
        }
    }

    public static func move(for change: SeatChange) -> SetAction? {
        switch change {
        case .leaves(let seat): .leave(seat: seat)
        case .rejoins(let seat): .rejoin(seat: seat)
        }
    }

    /// The players who left a shared table and may still come back, with the seconds left to them.
    func away(played: Double) -> [Int: Double] {
        Seats.away(gone: gone, history: history, played: played) {
            if case .leave(let seat) = $0 { seat } else { nil }
        }
    }

    /// `W` on the result: what you missed, over the table.
    func resultKeyCommand(_ key: Character) -> TableCommand<SetAction>? {
        guard key == "W" || key == "w", let log = try? log() else { return nil }
        return .scene(.push(.screen(.set, AnyGameValue(SetReviewScreen(log: log)))))
    }

    /// Between friends, the caller's time running out.
    public var scheduledMove: ScheduledMove<SetAction>? {
        guard let caller, let ends = callEndsAt else { return nil }
        return ScheduledMove(.callTimedOut, by: caller, at: ends)
    }

    // MARK: - The game kept

    public func log() throws -> GameLog {
        // A game between friends keeps its claim time, so it goes on with the same one; a race says so.
        var setup: [String: JSONValue] = isBetweenFriends ? ["claimSeconds": .number(claimSeconds)] : [:]
        if isRace { setup["race"] = .bool(true) }
        // A game raced against a ghost says so, and keeps the ghost to race on when taken up.
        if let ghost { setup[GameLog.ghostKey] = try JSONValue(encoding: ghost) }
        return try GameLog(game: variant.kind, seed: seed, seats: seats, setup: setup, actions: history)
    }

    /// The game a log holds, or nil when it is not a log of Set or one of its variants.
    public static func replaying(_ log: GameLog) -> SetGame? {
        guard let variant = SetVariant(kind: log.game), let actions = try? log.actions(as: SetAction.self)
        else { return nil }
        let claim = (try? log.setup("claimSeconds", as: Double.self)) ?? defaultClaimSeconds
        let race = (try? log.setup("race", as: Bool.self)) ?? false
        var game = replaying(
            seed: log.seed, actions: actions, seats: log.seats, claimSeconds: claim, isRace: race,
            variant: variant)
        // A damaged ghost is no reason to lose the game: it is played on without one.
        game.ghost = try? log.setup(GameLog.ghostKey, as: SetGhost.self)
        return game
    }

    /// The game's own time after `played` seconds of play.
    func seconds(played: Double) -> Double { (endedAt ?? played) - startedAt }

    public func summary(played: Double) -> GameSummary {
        GameSummary(
            kind: variant.kind, isOver: endedAt != nil, moves: history.count,
            seconds: seconds(played: played),
            score: score, found: setsFound, seatPoints: isContest ? points : nil)
    }

    /// The ghost of an earlier game lights its Sets as it took them, at the table and in the
    /// replay of a game raced against it: it never moves.
    public var companions: [any MoveSource<SetGame>] { ghost == nil ? [] : [SetGhostSource()] }

    public func nextGame(_ next: NextGame, seed: UInt64, services: AppServices) -> SetGame? {
        SetGame(
            seed: seed, now: 0, seats: seats, claimSeconds: claimSeconds, isRace: isRace, variant: variant)
    }
}
