import Animation
import CardModel
import Render
import TableLayout

/// A game of Memorize on screen: the table of cards, the theme chooser, panels, the result.
///
/// Every card keeps its slot for the whole game (where a card lies is what the player
/// remembers): a found pair leaves its slots empty and no other card moves. With an
/// auto-player it is `cardtable deal --game memorize`: the computer plays.
public struct MemorizeScene: Scene {
    public private(set) var game: MemoryGame<String>
    public private(set) var theme: MemoryTheme
    public private(set) var library: ThemeLibrary
    /// The focused slot: an index into `game.cards`, in reading order.
    public private(set) var focus = 0
    public internal(set) var stage: CardStage
    /// Panels, the play clock and the message.
    var flow: PlayFlow
    /// The theme chooser is open over the table.
    var isChoosingTheme: Bool
    var chooser = ThemeChooser()
    var autoPlayer: MemoryAutoPlayer?
    /// Matched cards still celebrating on the table, by id: when they start to fade.
    var celebrating: [Int: Double] = [:]
    let options: RenderOptions
    /// The seeds of this table's games: each new game gets fresh randomness.
    var seeds: SeedSequence
    /// Picks a theme when the player leaves it to chance; a stream of its own.
    var themePicker: SeededRandomNumberGenerator
    /// The terminal size the stage was last laid out for; nil while the table does not fit.
    var laidOutFor: Size?
    /// When the game ended, in play time.
    var endedAt: Double?

    /// A game of the theme called `themeName` (or a random one), the chooser first if `choosing`.
    ///
    /// Nil when the library has no theme at all.
    public init?(
        library: ThemeLibrary, themeName: String?, seed: UInt64, options: RenderOptions,
        timing: AnimationTiming = AnimationTiming(), now: Double, choosing: Bool = false,
        autoPlay: MemoryAutoPlayer? = nil
    ) {
        var picker = SeededRandomNumberGenerator(seed: seed ^ 0x7E3E_C401_CE5E_ED01)
        guard
            let theme = library.all.first(where: { $0.name == themeName })
                ?? library.all.randomElement(using: &picker)
        else { return nil }
        self.library = library
        self.theme = theme
        themePicker = picker
        seeds = SeedSequence(seed: seed, stream: .games)
        self.options = options
        self.autoPlayer = autoPlay
        game = MemoryGame(theme: theme, seed: seeds.next())
        stage = CardStage(timing: timing, seed: seed)
        isChoosingTheme = choosing
        var message = autoPlay == nil ? Chrome.Message(text: "Find the pairs.", tone: .info) : nil
        if !library.problems.isEmpty && autoPlay == nil {
            // The whole message names the file and the line: the chooser has room for it.
            message = Chrome.Message(text: "A themes file has a problem: t shows it.", tone: .bad)
        }
        flow = PlayFlow(message: message, extraResultKeys: ["r", "t"])
        chooser.selected = library.all.firstIndex { $0.name == theme.name } ?? 0
    }

    var isWatching: Bool { autoPlayer != nil }

    /// The game's own time at wall time `now`: the play clock.
    func playTime(at now: Double) -> Double { flow.clock.time(at: now) }

    /// Whether the card in `slot` is still on the table (not matched, or still celebrating).
    func isOnTable(_ card: MemoryGame<String>.Card) -> Bool {
        !card.isMatched || celebrating[card.id] != nil
    }

    // MARK: - Time

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        let finished = celebrating.filter { $0.value <= now }.map(\.key)
        if !finished.isEmpty {
            for id in finished { celebrating[id] = nil }
            layOut(size: size, now: now)
        } else if laidOutFor != size {
            layOut(size: size, now: now)
        }
        stage.prune(at: now)
        if flow.isDealingOpening && laidOutFor == size && !stage.isSettling(at: now) {
            flow.isDealingOpening = false
        }
        if game.isOver && celebrating.isEmpty && endedAt == nil {
            endedAt = playTime(at: now)
            if !isWatching { flow.overlay = .result }
        }
        updateClock(at: now)
        // The computer waits while the table cannot be shown.
        return isWatching && laidOutFor == size ? autoPlay(now: now, size: size) : .stay
    }

    /// Runs the play clock while the game is in play, and stops it otherwise.
    mutating func updateClock(at now: Double) {
        flow.updateClock(at: now, fits: laidOutFor != nil && !isChoosingTheme, isOver: endedAt != nil)
    }

    public func wake(after now: Double) -> Wake {
        // A table that does not fit, or is hidden, changes only with an event.
        guard laidOutFor != nil, !flow.isPaused, !isChoosingTheme else { return .never }
        if stage.isAnimating(at: now) { return .nextFrame }
        var times = Array(celebrating.values)
        if let autoPlayer, !autoPlayer.isPaused { times.append(autoPlayer.due) }
        // A face-up card's bonus bar drains: wake when it next loses a cell.
        if let barChange = nextBonusBarChange(after: now) { times.append(barChange) }
        return times.min().map { .at(max(now, $0)) } ?? .never
    }

    /// When the bonus shown on a face-up card next changes (its bar gets shorter, or its
    /// points fall), if any is draining: no need to draw it more often than that.
    func nextBonusBarChange(after now: Double) -> Double? {
        guard let size = laidOutFor,
            let grid = TableLayout(size: size, cardCount: game.cards.count, shape: .memory).grid
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

    /// Points every card on the table at its slot for a terminal of `size`.
    mutating func layOut(size: Size, now: Double) {
        let layout = TableLayout(size: size, cardCount: game.cards.count, shape: .memory)
        guard let grid = layout.grid else {
            // Too small: the stage waits, and is laid out again whenever the size changes.
            laidOutFor = nil
            return
        }
        laidOutFor = size
        let targets = game.cards.enumerated().compactMap { slot, card -> CardTarget? in
            guard isOnTable(card) else { return nil }
            return CardTarget(
                id: card.id, rect: grid.rect(at: slot), isFaceUp: card.isFaceUp || card.isMatched)
        }
        stage.sync(
            to: targets, deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: .fade)
    }

    // MARK: - Input

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        updateClock(at: now)
        defer { updateClock(at: now) }
        if case .resize(let newSize) = event {
            layOut(size: newSize, now: now)
            return .stay
        }
        if isWatching {
            return WatchControls.handle(
                event, player: &autoPlayer, timing: &stage.timing, message: &flow.message)
        }
        if isChoosingTheme {
            if case .key(let key) = event { handleChooser(key, size: size, now: now) }
            return .stay
        }
        let help = Chrome.panelText(title: "Help", lines: Self.helpLines, size: size)
        switch flow.handle(event, helpText: help) {
        case .handled: return .stay
        case .action(let action): return action
        case .newGame:
            newGame(theme: randomTheme(), size: size, now: now)
            return .stay
        case .resultKey(let key):
            if key == .character("r") { newGame(theme: theme, size: size, now: now) }
            if key == .character("t") { openChooser() }
            return .stay
        case .notHandled:
            return handlePlaying(event, size: size, now: now)
        }
    }

    private mutating func handleChooser(_ key: Key, size: Size, now: Double) {
        switch chooser.handle(key, library: &library) {
        case .stay: break
        case .back: isChoosingTheme = false
        case .play(let chosen):
            isChoosingTheme = false
            // The same theme goes back to the game as it was; another starts a new game.
            if chosen.name != theme.name || endedAt != nil { newGame(theme: chosen, size: size, now: now) }
        }
    }

    private mutating func openChooser() {
        chooser.selected = library.all.firstIndex { $0.name == theme.name } ?? 0
        isChoosingTheme = true
    }

    private mutating func handlePlaying(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let layout = TableLayout(size: size, cardCount: game.cards.count, shape: .memory)
        let columns = max(1, layout.grid?.columns ?? 1)
        switch event {
        case .key(let key):
            switch key {
            case .left, .character("h"): moveFocus(by: -1)
            case .right, .character("l"): moveFocus(by: 1)
            case .up, .character("k"): moveFocusRow(by: -1, columns: columns)
            case .down, .character("j"): moveFocusRow(by: 1, columns: columns)
            case .enter, .character(" "): chooseFocused(size: size, now: now)
            case .character("n"):
                if endedAt == nil {
                    flow.confirmNewGame()
                } else {
                    newGame(theme: randomTheme(), size: size, now: now)
                }
            case .character("t"): openChooser()
            case .character("s"):
                game.shuffle()
                flow.message = Chrome.Message(text: "Shuffled.", tone: .info)
                layOut(size: size, now: now)
            case .character("p"): flow.pause()
            case .character("?"): flow.overlay = .help(scroll: 0)
            case .character("q"): return .quit
            case .escape: return .open(.menu)
            default: break
            }
        case .click(let point):
            if let slot = layout.grid?.index(at: point), !game.cards[slot].isMatched {
                focus = slot
                chooseFocused(size: size, now: now)
            }
        case .resize, .endOfInput, .interrupted, .resumed:
            break
        }
        return .stay
    }

    /// Left and Right go to the previous or next card still in play in reading order,
    /// passing over empty slots (and pairs found, fading away), and wrap.
    private mutating func moveFocus(by step: Int) {
        let count = game.cards.count
        guard count > 0 else { return }
        var slot = focus
        for _ in 0..<count {
            slot = ((slot + step) % count + count) % count
            if !game.cards[slot].isMatched {
                focus = slot
                return
            }
        }
    }

    /// Up and Down go to the nearest row above or below that still has cards in play, to
    /// the card nearest the focus's column.
    private mutating func moveFocusRow(by step: Int, columns: Int) {
        let count = game.cards.count
        let column = focus % columns
        var row = focus / columns + step
        while row >= 0 && row * columns < count {
            let slots = (row * columns..<min(count, (row + 1) * columns)).filter { !game.cards[$0].isMatched }
            if let nearest = slots.min(by: { abs($0 % columns - column) < abs($1 % columns - column) }) {
                focus = nearest
                return
            }
            row += step
        }
    }

    private mutating func chooseFocused(size: Size, now: Double) {
        guard game.cards.indices.contains(focus), !game.cards[focus].isMatched else { return }
        choose(game.cards[focus], size: size, now: now)
    }

    @discardableResult
    mutating func choose(_ card: MemoryGame<String>.Card, size: Size, now: Double)
        -> MemoryGame<String>.ChoiceOutcome
    {
        let outcome = game.choose(card, now: playTime(at: now))
        switch outcome {
        case .matched(let points):
            flow.message = Chrome.Message(text: "A pair! +\(points)", tone: .good)
            let pair = game.cards.filter { $0.isMatched && $0.content == card.content }.map(\.id)
            // The pair turns up, hops, and then fades off the table, leaving its slots empty.
            let celebrationEnds = now + stage.timing.flip + stage.timing.hop + stage.timing.scaledPause(0.3)
            for id in pair { celebrating[id] = celebrationEnds }
            layOut(size: size, now: now)
            stage.play(.hop, on: pair, now: now + stage.timing.flip)
        case .mismatched(let points):
            flow.message = Chrome.Message(
                text: points == 0
                    ? "No match."
                    : "No match (\(points)): you had seen \(points == -1 ? "one of them" : "both").",
                tone: .bad)
            layOut(size: size, now: now)
        case .turnedUp:
            flow.message = nil
            layOut(size: size, now: now)
        case .ignored:
            break
        }
        return outcome
    }

    mutating func randomTheme() -> MemoryTheme {
        library.all.randomElement(using: &themePicker) ?? theme
    }

    /// Sweeps the old cards away and deals a new game of `theme` from the deck.
    mutating func newGame(theme: MemoryTheme, size: Size, now: Double) {
        self.theme = theme
        let sweeping = game.cards.filter(isOnTable).count
        game = MemoryGame(theme: theme, seed: seeds.next())
        celebrating = [:]
        let layout = TableLayout(size: size, cardCount: 0, shape: .memory)
        stage.sync(to: [], deck: layout.deck, discard: layout.deck, bounds: size, now: now, leaving: .sweep)
        stage.holdDeals(until: now + stage.timing.sweep + Double(sweeping) * stage.timing.sweepStagger)
        layOut(size: size, now: now)
        focus = 0
        endedAt = nil
        autoPlayer?.forget()
        flow.restart(message: Chrome.Message(text: "New game: \(theme.name).", tone: .info))
    }
}
