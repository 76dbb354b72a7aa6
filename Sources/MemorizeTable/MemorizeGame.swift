import Animation
import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

extension GameKind {
    /// Memorize, the memory game with emoji themes.
    public static let memorize = GameKind("memorize")
}

/// A game of Memorize and the theme it is played with: what the table plays.
///
/// Every card keeps its place for the whole game (where a card lies is what the player
/// remembers): a pair found leaves its places empty and no other card moves. The game's
/// own state reads through (`game.cards`, `game.score`).
@dynamicMemberLookup
public struct MemorizeGame: Sendable {
    public private(set) var memory: MemoryGame<String>
    public let theme: MemoryTheme
    /// The theme's emoji's ASCII stand-ins, in the theme's order, worked out once.
    let asciiSymbols: [String]
    /// Seconds each turn may take at a table shared between terminals, or nil for no limit.
    ///
    /// The host sets it (`--turn-time`); a player who lets it run out passes the turn.
    public let turnSeconds: Double?

    /// The turn times a table may have, in seconds: checked on the command line and in
    /// every log a host deals.
    public static let turnTimes = 5.0...600.0
    /// A shared table's turn time unless the host says otherwise.
    public static let defaultTurnSeconds = 30.0

    /// A new game of `theme`, shuffled by `seed`, for `seats`, each turn `turnSeconds` long
    /// at most (nil: no limit).
    public init(theme: MemoryTheme, seed: UInt64, seats: [Seat] = [], turnSeconds: Double? = nil) {
        self.theme = theme
        asciiSymbols = MemorySymbols.standIns(for: theme.emoji)
        memory = MemoryGame(theme: theme, seed: seed, seats: seats)
        self.turnSeconds = turnSeconds
    }

    /// The game a log holds, or nil when it is not a log of Memorize with a playable theme.
    public init?(log: GameLog) {
        guard case .success(let game) = Self.restoring(log) else { return nil }
        self = game
    }

    private init(theme: MemoryTheme, memory: MemoryGame<String>, turnSeconds: Double?) {
        self.theme = theme
        asciiSymbols = MemorySymbols.standIns(for: theme.emoji)
        self.memory = memory
        self.turnSeconds = turnSeconds
    }

    /// The game a log holds, or why it cannot be one: a theme's emoji are checked as a
    /// themes file's are, so a game of one card, or of none, is never dealt.
    public static func restoring(_ log: GameLog) -> Result<MemorizeGame, OpeningFailure> {
        guard log.game == .memorize, let theme = try? log.setup("theme", as: MemoryTheme.self),
            let actions = try? log.actions(as: MemoryAction.self)
        else { return .failure(OpeningFailure("not a game of Memorize this version can play")) }
        let name = theme.name.withoutControlCharacters
        let usable = theme.emoji.filter {
            ThemeFile.emojiProblem($0, isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji) == nil
        }
        guard !name.isEmpty, Set(usable).count == theme.emoji.count, usable.count >= MemoryTheme.minimumPairs,
            usable.count <= MemoryTheme.maximumEmoji
        else {
            return .failure(
                OpeningFailure(
                    "its theme '\(name)' has \(usable.count) usable emoji of \(theme.emoji.count), and a game needs "
                        + "\(MemoryTheme.minimumPairs) to \(MemoryTheme.maximumEmoji) different ones"))
        }
        // A turn time is the host's word: one out of range is not a game to play.
        let turnSeconds = try? log.setup("turnSeconds", as: Double.self)
        if log.setup["turnSeconds"] != nil && !(turnSeconds.map(turnTimes.contains) ?? false) {
            return .failure(OpeningFailure("its turn time is not one a table can have"))
        }
        let played = MemoryTheme(name: name, emoji: usable, pairs: theme.pairs, color: theme.color)
        let memory = MemoryGame.replaying(theme: played, seed: log.seed, actions: actions, seats: log.seats)
        return .success(MemorizeGame(theme: played, memory: memory, turnSeconds: turnSeconds))
    }

    public subscript<Value>(dynamicMember path: KeyPath<MemoryGame<String>, Value>) -> Value {
        memory[keyPath: path]
    }

    /// Whose turn it is, in a game between players.
    var turnSeat: Seat? { memory.isContest ? memory.seats[memory.turn] : nil }

    /// When the turn being played runs out, in seconds of play, at a table with a turn time.
    var turnEndsAt: Double? {
        guard let turnSeconds, memory.isContest, !memory.isOver else { return nil }
        return memory.turnBegan + turnSeconds
    }
}

extension MemorizeGame: TableGame {
    public typealias Action = MemoryAction
    public typealias Outcome = MemoryGame<String>.Outcome

    public var seats: [Seat] { memory.seats }

    public var presenter: MemorizePresenter { MemorizePresenter(game: self) }

    public var slots: [TableSlot] {
        memory.cards.map {
            TableSlot(card: $0.id, isFaceUp: $0.isFaceUp || $0.isMatched, hasLeft: $0.isMatched)
        }
    }

    public mutating func apply(_ action: MemoryAction, by seat: Int, at time: Double) -> Outcome {
        memory.apply(action, by: seat, at: time)
    }

    /// The themes, shown over the game; its theme is marked as the one playing only while
    /// the game goes on.
    var themes: TableCommand<MemoryAction> {
        .scene(
            .push(
                .screen(.memorize, AnyGameValue(ThemesScreen(current: theme.name, isPlaying: !memory.isOver)))
            ))
    }

    public func command(for input: TableInput, view: TableView) -> TableCommand<MemoryAction>? {
        switch input {
        case .key(let key): keyCommand(key, view: view)
        case .choice(let focus): choiceCommand(at: focus, view: view)
        case .pile: nil
        case .resultKey(let key): resultKeyCommand(key)
        }
    }

    /// What a key means: themes and the shuffle.
    func keyCommand(_ key: Key, view: TableView) -> TableCommand<MemoryAction>? {
        switch key {
        // Capitals: the small letters are the cards' keys.
        case .character("T"): return themes
        case .character("S") where view.sharing != nil:
            // Where a card lies is what every player remembers: nobody moves them for the others.
            return .say(Chrome.Message(text: "Nobody shuffles at a shared table.", tone: .info))
        case .character("S"): return .move(.shuffle, by: view.person)
        default: return nil
        }
    }

    /// A card chosen is turned, by whoever's turn it is.
    func choiceCommand(at focus: TableFocus, view: TableView) -> TableCommand<MemoryAction>? {
        guard case .card(let index) = focus, memory.cards.indices.contains(index),
            !memory.cards[index].isMatched
        else { return nil }
        var seat = view.person
        if memory.isContest {
            guard view.people.contains(memory.turn) else {
                let whose = view.sharing == nil ? "the computer's" : "\(seats[memory.turn].name)'s"
                return .say(Chrome.Message(text: "It is \(whose) turn.", tone: .info))
            }
            seat = memory.turn
        }
        return .move(.choose(card: memory.cards[index].id), by: seat)
    }

    /// Between players at their own terminals, only the player whose turn it is turns cards,
    /// and nobody shuffles.
    public func reach(of action: MemoryAction, by seat: Int) -> MoveReach {
        guard memory.isContest, memory.turn == seat, !memory.gone.contains(seat) else { return .refused }
        switch action {
        case .choose: return .everyone
        case .shuffle, .leave, .rejoin, .timeUp: return .refused
        }
    }

    public static func move(for change: SeatChange) -> MemoryAction? {
        switch change {
        case .leaves(let seat): .leave(seat: seat)
        case .rejoins(let seat): .rejoin(seat: seat)
        }
    }

    /// At a table with a turn time, the turn's time running out.
    public var scheduledMove: ScheduledMove<MemoryAction>? {
        guard let ends = turnEndsAt else { return nil }
        return ScheduledMove(.timeUp(seat: memory.turn), by: memory.turn, at: ends)
    }

    /// The players who left a shared table and may still come back, with the seconds left to them.
    func away(played: Double) -> [Int: Double] {
        Seats.away(gone: memory.gone, history: memory.history, played: played) {
            if case .leave(let seat) = $0 { seat } else { nil }
        }
    }

    /// The result panel's own keys: the same theme again, themes, what you missed.
    func resultKeyCommand(_ key: Character) -> TableCommand<MemoryAction>? {
        switch key {
        // Under the result no card takes a key: the capitals and the small letters both work.
        case "R", "r": .nextGame(.again)
        case "T", "t": themes
        case "W", "w":
            (try? log()).map {
                .scene(.push(.screen(.memorize, AnyGameValue(MemorizeReviewScreen(log: $0)))))
            }
        default: nil
        }
    }

    // MARK: - The game kept

    public func log() throws -> GameLog {
        try GameLog(
            game: .memorize, seed: memory.seed, seats: memory.seats,
            setup: ["theme": JSONValue(encoding: theme)].merging(
                turnSeconds.map { ["turnSeconds": .number($0)] } ?? [:]
            ) { $1 },
            actions: memory.history)
    }

    /// The game's own time after `played` seconds of play.
    func seconds(played: Double) -> Double { memory.endedAt ?? played }

    public func summary(played: Double) -> GameSummary {
        GameSummary(
            kind: .memorize, isOver: memory.isOver, moves: memory.history.count,
            seconds: seconds(played: played),
            score: memory.score, found: memory.cards.count / 2 - memory.pairsLeft, variant: theme.name,
            seatPoints: memory.isContest ? memory.pairsWon : nil)
    }

    public func nextGame(_ next: NextGame, seed: UInt64, services: AppServices) -> MemorizeGame? {
        let themes = services.themes.all
        switch next {
        case .again:
            // The theme as the library has it now: edited since, it is played as it is now;
            // deleted (or renamed), there is no such theme to play.
            return themes.first { $0.name == theme.name }.map {
                MemorizeGame(theme: $0, seed: seed, seats: seats, turnSeconds: turnSeconds)
            }
        case .fresh:
            var picker = SeededRandomNumberGenerator(seed: seed ^ MemorizeTable.themePickerStream)
            return MemorizeGame(
                theme: themes.seededRandomElement(using: &picker) ?? theme, seed: seed, seats: seats,
                turnSeconds: turnSeconds)
        case .asked(let request):
            let name = request.theme ?? theme.name
            return themes.first { $0.name == name }.map {
                MemorizeGame(theme: $0, seed: seed, seats: seats, turnSeconds: turnSeconds)
            }
        }
    }
}
