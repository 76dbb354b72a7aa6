import Animation
import CardModel
import CardPlayers
import Foundation
import Render
import TableLayout

/// A game of Memorize on screen: the table of cards, the theme chooser, panels, the result.
///
/// Every card keeps its slot for the whole game (where a card lies is what the player
/// remembers): a found pair leaves its slots empty and no other card moves. Every move is
/// a `MemoryAction` applied in one place (`perform`); with an auto-player it is
/// `cardtable deal --game memorize`, and a recorded game can play itself back.
public struct MemorizeScene: GameScene {
    public private(set) var game: MemoryGame<String>
    public private(set) var theme: MemoryTheme
    /// The focused slot: an index into `game.cards`, in reading order.
    public private(set) var focus = 0
    public internal(set) var stage: CardStage
    /// Panels, the play clock and the message.
    var flow: PlayFlow
    /// The theme chooser is open over the table.
    var isChoosingTheme: Bool
    var chooser = ThemeChooser()
    var autoPlayer: MemoryAutoPlayer?
    /// A recorded game playing itself back, for `cardtable replay`.
    var replay: ReplayQueue<MemoryAction>?
    /// Matched cards still celebrating on the table, by id: when they start to fade.
    var celebrating: [Int: Double] = [:]
    let options: RenderOptions
    /// The seeds of this table's games: each new game gets fresh randomness.
    var seeds: SeedSequence
    /// Picks a theme when the player leaves it to chance; a stream of its own.
    var themePicker: SeededRandomNumberGenerator
    var laidOutFor: Size?
    /// The themes, the keeper of saves and records, and the date.
    let services: AppServices
    /// How the game that just ended stands to the player's bests.
    var result: ResultBests?
    /// The computer, in a game against it.
    var computer: MemoryComputer?

    /// A game of the theme called `themeName` (or a random one), the chooser first if `choosing`.
    ///
    /// Nil when there is no theme at all.
    public init?(
        themeName: String?, seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double, choosing: Bool = false, autoPlay: MemoryAutoPlayer? = nil, services: AppServices,
        seats: [Seat] = []
    ) {
        let library = services.themes
        var picker = SeededRandomNumberGenerator(seed: seed ^ 0x7E3E_C401_CE5E_ED01)
        guard
            let theme = library.all.first(where: { $0.name == themeName })
                ?? library.all.seededRandomElement(using: &picker)
        else { return nil }
        self.init(
            theme: theme, seed: seed, options: options, timing: timing, services: services, seats: seats)
        themePicker = picker
        autoPlayer = autoPlay
        isChoosingTheme = choosing
        var message = autoPlay == nil ? Chrome.Message(text: "Find the pairs.", tone: .info) : nil
        if !library.problems.isEmpty && autoPlay == nil {
            // The whole message names the file and the line: the chooser has room for it.
            message = Chrome.Message(text: "A themes file has a problem: t shows it.", tone: .bad)
        }
        flow.message = message
    }

    /// A saved game taken up again: the same theme, cards, face-up cards, score and time.
    public init?(
        resuming saved: SavedGame, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double, services: AppServices
    ) {
        guard case .memorize(let theme, let seed, let actions, let seats) = saved.log else { return nil }
        self.init(
            theme: theme, seed: seed, options: options, timing: timing, services: services, seats: seats)
        game = MemoryGame.replaying(theme: theme, seed: seed, actions: actions, seats: seats)
        computer?.player.look(at: game.cards)
        flow.clock = PlayClock(played: saved.seconds)
        focus = game.cards.firstIndex { !$0.isMatched } ?? 0
        let when = saved.savedAt.formatted(date: .abbreviated, time: .shortened)
        flow.message = Chrome.Message(text: "Resumed your game from \(when).", tone: .info)
    }

    /// A recorded game playing itself back, move by move, at the pace it was played.
    public init?(
        replaying log: GameLog, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double
    ) {
        guard case .memorize(let theme, let seed, let actions, let seats) = log else { return nil }
        self.init(
            theme: theme, seed: seed, options: options, timing: timing, services: .inMemory, seats: seats)
        // The computer's moves are among the recorded ones.
        computer = nil
        replay = ReplayQueue(actions: actions)
        flow.message = Chrome.Message(text: "Replaying a game.", tone: .info)
    }

    private init(
        theme: MemoryTheme, seed: UInt64, options: RenderOptions, timing: AnimationTiming,
        services: AppServices, seats: [Seat]
    ) {
        self.theme = theme
        self.services = services
        themePicker = SeededRandomNumberGenerator(seed: seed ^ 0x7E3E_C401_CE5E_ED01)
        seeds = SeedSequence(seed: seed, stream: .games)
        self.options = options
        game = MemoryGame(theme: theme, seed: seeds.next(), seats: seats)
        stage = CardStage(timing: timing, seed: seed)
        isChoosingTheme = false
        if let seat = seats.firstIndex(where: \.isComputer), let level = seats[seat].computer {
            computer = MemoryComputer(level: level, seat: seat, seed: seed)
        }
        flow = PlayFlow(message: nil, extraResultKeys: ["r", "t"])
        chooser.selected = services.themes.all.firstIndex { $0.name == theme.name } ?? 0
    }

    /// The themes, as the app has them now.
    public var library: ThemeLibrary { services.themes }

    /// Whether the card is still on the table (not matched, or still celebrating).
    func isOnTable(_ card: MemoryGame<String>.Card) -> Bool {
        !card.isMatched || celebrating[card.id] != nil
    }

    // MARK: - The game on the table

    var cardShape: CardShape { .memory }
    var slotCount: Int { game.cards.count }
    var leaveStyle: LeaveStyle { .fade }
    var isOver: Bool { game.isOver }
    var helpLines: [String] { Self.helpLines }
    var coversTable: Bool { isChoosingTheme }
    var replayEndMessage: String { "End of the replay: score \(game.score)." }

    func targets(in grid: AspectGrid) -> [CardTarget] {
        game.cards.enumerated().compactMap { slot, card -> CardTarget? in
            guard isOnTable(card) else { return nil }
            return CardTarget(
                id: card.id, rect: grid.rect(at: slot), isFaceUp: card.isFaceUp || card.isMatched)
        }
    }

    mutating func step(to now: Double, size: Size) -> SceneAction {
        let finished = celebrating.filter { $0.value <= now }.map(\.key)
        if !finished.isEmpty {
            for id in finished { celebrating[id] = nil }
            layOut(size: size, now: now)
        }
        // The game was recorded as its last pair was found; its panel waits for the pair to go.
        if result != nil && celebrating.isEmpty && flow.overlay == .none { flow.overlay = .result }
        computerTurn(now: now, size: size)
        return watchStep(now: now, size: size)
    }

    func wakeTimes(after now: Double) -> [Double] {
        var times = watchWakeTimes(after: now) + contestWakeTimes(after: now) + celebrating.values
        // A face-up card's bonus drains: wake when what it shows next changes.
        if let barChange = nextBonusBarChange(after: now) { times.append(barChange) }
        return times
    }

    /// When the bonus shown on a face-up card next changes (its bar gets shorter, or its
    /// points fall), if any is draining: no need to draw it more often than that.
    func nextBonusBarChange(after now: Double) -> Double? {
        guard let size = laidOutFor,
            let grid = tableLayout(size: size).grid
        else { return nil }
        let painter = MemoryCardPainter(options: options)
        let played = playTime(at: now)
        return game.cards.compactMap { card -> Double? in
            guard card.isFaceUp, !card.isMatched else { return nil }
            let remaining = MemoryScoring.bonusSeconds - card.faceUpTime(at: played)
            guard let wait = painter.secondsUntilBonusChanges(remaining: remaining, cardSize: grid.cardSize)
            else { return nil }
            return flow.clock.wallTime(reaching: played + wait + 0.001, from: now)
        }.min()
    }

    // MARK: - Moves

    /// Applies `action` to the game and shows what it did: the one door for every move.
    @discardableResult
    mutating func perform(_ action: MemoryAction, size: Size, now: Double, played: Double)
        -> MemoryGame<String>.Outcome
    {
        let outcome = game.apply(action, at: played)
        switch outcome {
        case .choice(.matched(let points)):
            let who = turnSeat.map { "\($0.name): a pair! Another turn." } ?? "A pair! +\(points)"
            flow.message = Chrome.Message(text: who, tone: .good)
            if case .choose(let id) = action, let card = game.cards.first(where: { $0.id == id }) {
                let pair = game.cards.filter { $0.isMatched && $0.content == card.content }.map(\.id)
                // The pair turns up, hops, and then fades off the table, leaving its slots empty.
                let celebrationEnds =
                    now + stage.timing.flip + stage.timing.hop + stage.timing.scaledPause(0.3)
                for id in pair { celebrating[id] = celebrationEnds }
                layOut(size: size, now: now)
                stage.play(.hop, on: pair, now: now + stage.timing.flip)
            }
            // The last pair ends the game at once: recorded with the time it was found.
            if game.isOver && !isWatching { result = keep(finished: true, now: now) }
        case .choice(.mismatched(let points)):
            if let turn = turnSeat {
                flow.message = Chrome.Message(
                    text: "No match: \(ContestWords.possessive(turn.name)) turn.", tone: .bad)
            } else {
                flow.message = Chrome.Message(
                    text: points == 0
                        ? "No match."
                        : "No match (\(points)): you had seen \(points == -1 ? "one of them" : "both").",
                    tone: .bad)
            }
            layOut(size: size, now: now)
        case .choice(.turnedUp):
            flow.message = nil
            layOut(size: size, now: now)
        case .choice(.ignored):
            break
        case .shuffled:
            flow.message = Chrome.Message(text: "Shuffled.", tone: .info)
            layOut(size: size, now: now)
        }
        return outcome
    }

    // MARK: - Input

    mutating func intercept(_ event: InputEvent, size: Size, now: Double) -> SceneAction? {
        guard isChoosingTheme else { return nil }
        guard case .key(let key) = event else { return .stay }
        switch chooser.handle(key, library: &services.themes) {
        case .stay: break
        case .back: isChoosingTheme = false
        case .play(let chosen):
            isChoosingTheme = false
            // The same theme goes back to the game as it was; another starts a new game.
            if chosen.name != theme.name || isOver { newGame(theme: chosen, size: size, now: now) }
        }
        return .stay
    }

    mutating func handleResultKey(_ key: Key, size: Size, now: Double) {
        if key == .character("r") { newGame(theme: theme, size: size, now: now) }
        if key == .character("t") { openChooser() }
    }

    private mutating func openChooser() {
        chooser.selected = library.all.firstIndex { $0.name == theme.name } ?? 0
        isChoosingTheme = true
    }

    mutating func handleTableEvent(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let layout = tableLayout(size: size)
        let columns = layout.grid?.columns ?? 1
        let count = game.cards.count
        // The focus passes over empty slots and pairs found, fading away.
        let cards = game.cards
        let isOpen = { (slot: Int) in !cards[slot].isMatched }
        switch event {
        case .key(let key):
            switch key {
            case .left, .character("h"):
                focus = GridFocus.next(from: focus, by: -1, count: count, isOpen: isOpen) ?? focus
            case .right, .character("l"):
                focus = GridFocus.next(from: focus, by: 1, count: count, isOpen: isOpen) ?? focus
            case .up, .character("k"):
                focus =
                    GridFocus.row(from: focus, by: -1, columns: columns, count: count, isOpen: isOpen)
                    ?? focus
            case .down, .character("j"):
                focus =
                    GridFocus.row(from: focus, by: 1, columns: columns, count: count, isOpen: isOpen) ?? focus
            case .enter, .character(" "): chooseFocused(size: size, now: now)
            case .character("t"): openChooser()
            case .character("s"): perform(.shuffle, size: size, now: now)
            default: break
            }
        case .click(let point):
            if let slot = layout.grid?.index(at: point), isOpen(slot) {
                focus = slot
                chooseFocused(size: size, now: now)
            }
        default:
            break
        }
        return .stay
    }

    private mutating func chooseFocused(size: Size, now: Double) {
        guard game.cards.indices.contains(focus), !game.cards[focus].isMatched else { return }
        guard isPersonsTurn else {
            flow.message = Chrome.Message(text: "It is the computer's turn.", tone: .info)
            return
        }
        perform(.choose(card: game.cards[focus].id), size: size, now: now)
        computer?.player.look(at: game.cards)
        computer?.due = now + MemoryComputer.pace / stage.timing.speed
    }

    // MARK: - Games beginning and ending

    mutating func randomTheme() -> MemoryTheme {
        library.all.seededRandomElement(using: &themePicker) ?? theme
    }

    mutating func newGame(size: Size, now: Double) {
        newGame(theme: randomTheme(), size: size, now: now)
    }

    /// Sweeps the old cards away and deals a new game of `theme` from the deck.
    ///
    /// A game in progress is abandoned: it goes into the record as not finished.
    mutating func newGame(theme: MemoryTheme, size: Size, now: Double) {
        abandonGameInProgress(now: now)
        let sweeping = game.cards.filter(isOnTable).count
        self.theme = theme
        game = MemoryGame(theme: theme, seed: seeds.next(), seats: game.seats)
        computer?.player.forget()
        celebrating = [:]
        focus = 0
        result = nil
        autoPlayer?.player.forget()
        flow.restart(message: Chrome.Message(text: "New game: \(theme.name).", tone: .info))
        sweepAndDeal(sweeping: sweeping, size: size, now: now)
    }

    var log: GameLog { GameLog(game, theme: theme) }

    func record(finished: Bool, now: Double) -> GameRecord {
        GameRecord(
            log: log, date: services.date(), finished: finished,
            score: game.isContest ? game.pairsWon.first ?? 0 : game.score,
            seconds: game.endedAt ?? playTime(at: now), found: game.cards.count / 2 - game.pairsLeft,
            outcome: finished ? contestOutcome : nil)
    }
}
