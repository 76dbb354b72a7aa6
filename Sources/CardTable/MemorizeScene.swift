import Animation
import CardModel
import Render
import TableLayout

/// A game of Memorize on screen: the table of cards, the theme chooser, help and the result.
///
/// With an auto-player it is `cardtable deal --game memorize`: the computer plays.
public struct MemorizeScene: Scene {
    enum Mode: Equatable { case playing, help, result, themes }

    public private(set) var game: MemoryGame<String>
    public private(set) var theme: MemoryTheme
    public private(set) var library: ThemeLibrary
    /// The focused card: an index into `tableCards`, in reading order.
    public private(set) var focus = 0
    public internal(set) var stage: CardStage
    var mode: Mode
    var chooser = ThemeChooser()
    var message: Chrome.Message?
    var autoPlayer: MemoryAutoPlayer?
    /// Matched cards still celebrating on the table, by id: when they start to fade.
    var celebrating: [Int: Double] = [:]
    let options: RenderOptions
    var seed: UInt64
    var random: SeededRandomNumberGenerator
    var laidOutFor: Size?
    var startedAt: Double
    var endedAt: Double?

    /// A game of the theme called `themeName` (or a random one), the chooser first if `choosing`.
    ///
    /// Nil when the library has no theme at all.
    public init?(
        library: ThemeLibrary, themeName: String?, seed: UInt64, options: RenderOptions,
        timing: AnimationTiming = AnimationTiming(), now: Double, choosing: Bool = false,
        autoPlay: MemoryAutoPlayer? = nil
    ) {
        var random = SeededRandomNumberGenerator(seed: seed)
        guard
            let theme = library.all.first(where: { $0.name == themeName })
                ?? library.all.randomElement(using: &random)
        else { return nil }
        self.library = library
        self.theme = theme
        self.seed = seed
        self.random = random
        self.options = options
        self.autoPlayer = autoPlay
        game = MemoryGame(theme: theme, seed: seed)
        stage = CardStage(timing: timing, seed: seed)
        startedAt = now
        mode = choosing ? .themes : .playing
        chooser.selected = library.all.firstIndex { $0.name == theme.name } ?? 0
        message = autoPlay == nil ? Chrome.Message(text: "Find the pairs.", tone: .info) : nil
        if !library.problems.isEmpty && autoPlay == nil {
            // The whole message names the file and the line: the chooser has room for it.
            message = Chrome.Message(text: "A themes file has a problem: t shows it.", tone: .bad)
        }
    }

    var isWatching: Bool { autoPlayer != nil }

    /// The cards on the table: all but the matched pairs that have finished celebrating.
    var tableCards: [MemoryGame<String>.Card] {
        game.cards.filter { !$0.isMatched || celebrating[$0.id] != nil }
    }

    // MARK: - Time

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        let finished = celebrating.filter { $0.value <= now }.map(\.key)
        if !finished.isEmpty {
            // The focus stays on its card while a pair before it leaves the table.
            let focusedID = tableCards.indices.contains(focus) ? tableCards[focus].id : nil
            for id in finished { celebrating[id] = nil }
            if let index = tableCards.firstIndex(where: { $0.id == focusedID }) { focus = index }
            layOut(size: size, now: now)
        } else if laidOutFor != size {
            layOut(size: size, now: now)
        }
        stage.prune(at: now)
        if game.isOver && celebrating.isEmpty && endedAt == nil {
            endedAt = now
            if !isWatching { mode = .result }
        }
        // The computer waits while the table cannot be shown.
        return isWatching && laidOutFor == size ? autoPlay(now: now, size: size) : .stay
    }

    public func wake(after now: Double) -> Wake {
        if stage.isAnimating(at: now) { return .nextFrame }
        var times = Array(celebrating.values)
        if let autoPlayer, !autoPlayer.isPaused { times.append(autoPlayer.due) }
        // A face-up card's bonus bar drains: wake when it next loses a cell.
        if mode == .playing, let barChange = nextBonusBarChange(after: now) { times.append(barChange) }
        return times.min().map { .at(max(now, $0)) } ?? .never
    }

    /// When the bonus bar of a face-up card next gets a cell shorter, if any is draining.
    ///
    /// A bar of `cells` shows `ceil(cells × remaining / bonusSeconds)` cells, so it changes
    /// only every `bonusSeconds / cells` seconds: no need to draw it more often than that.
    func nextBonusBarChange(after now: Double) -> Double? {
        guard let size = laidOutFor,
            let grid = TableLayout(size: size, cardCount: tableCards.count, shape: .memory).grid
        else { return nil }
        let cells = Double(max(1, grid.cardSize.width - 2))
        let step = MemoryScoring.bonusSeconds / cells
        return game.cards.compactMap { card -> Double? in
            guard card.isFaceUp, !card.isMatched else { return nil }
            let remaining = MemoryScoring.bonusSeconds - card.faceUpTime(at: now)
            guard remaining > 0 else { return nil }
            // The bar is `ceil(remaining / step)` long: it shortens when remaining crosses a multiple of step.
            let shown = (remaining / step).rounded(.up)
            return now + (remaining - (shown - 1) * step) + 0.001
        }.min()
    }

    mutating func layOut(size: Size, now: Double) {
        let cards = tableCards
        let layout = TableLayout(size: size, cardCount: cards.count, shape: .memory)
        guard let grid = layout.grid else {
            // Too small: the stage waits, and is laid out again whenever the size changes.
            laidOutFor = nil
            return
        }
        laidOutFor = size
        let targets = cards.enumerated().map { index, card in
            CardTarget(id: card.id, rect: grid.rect(at: index), isFaceUp: card.isFaceUp || card.isMatched)
        }
        stage.sync(
            to: targets, deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: .fade)
        if focus >= cards.count { focus = max(0, cards.count - 1) }
    }

    // MARK: - Input

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        if case .resize(let newSize) = event {
            layOut(size: newSize, now: now)
            return .stay
        }
        if isWatching {
            return WatchControls.handle(event, player: &autoPlayer, timing: &stage.timing, message: &message)
        }
        switch mode {
        case .help:
            if case .key = event { mode = .playing }
            if case .click = event { mode = .playing }
        case .result:
            guard case .key(let key) = event else { return .stay }
            switch key {
            case .character("q"): return .quit
            case .character("n"): newGame(theme: randomTheme(), size: size, now: now)
            case .character("r"), .enter: newGame(theme: theme, size: size, now: now)
            case .character("t"): mode = .themes
            case .escape: return .open(.menu)
            default: break
            }
        case .themes:
            guard case .key(let key) = event else { return .stay }
            switch chooser.handle(key, library: &library) {
            case .stay: break
            case .back: mode = endedAt == nil ? .playing : .result
            case .play(let chosen):
                if chosen.name == theme.name && endedAt == nil {
                    // The same theme: back to the game as it was.
                    mode = .playing
                } else {
                    newGame(theme: chosen, size: size, now: now)
                }
            }
        case .playing:
            return handlePlaying(event, size: size, now: now)
        }
        return .stay
    }

    private mutating func handlePlaying(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let count = tableCards.count
        let columns = max(1, TableLayout(size: size, cardCount: count, shape: .memory).grid?.columns ?? 1)
        switch event {
        case .key(let key):
            switch key {
            case .left, .character("h"): if count > 0 { focus = (focus + count - 1) % count }
            case .right, .character("l"): if count > 0 { focus = (focus + 1) % count }
            case .up, .character("k"): if focus - columns >= 0 { focus -= columns }
            case .down, .character("j"): focus = min(count - 1, focus + columns)
            case .enter, .character(" "): chooseFocused(size: size, now: now)
            case .character("n"): newGame(theme: randomTheme(), size: size, now: now)
            case .character("t"):
                chooser.selected = library.all.firstIndex { $0.name == theme.name } ?? 0
                mode = .themes
            case .character("s"):
                game.shuffle()
                message = Chrome.Message(text: "Shuffled.", tone: .info)
                layOut(size: size, now: now)
            case .character("?"): mode = .help
            case .character("q"): return .quit
            case .escape: return .open(.menu)
            default: break
            }
        case .click(let point):
            let layout = TableLayout(size: size, cardCount: count, shape: .memory)
            if let index = layout.grid?.index(at: point) {
                focus = index
                chooseFocused(size: size, now: now)
            }
        case .resize, .endOfInput, .interrupted, .resumed:
            break
        }
        return .stay
    }

    private mutating func chooseFocused(size: Size, now: Double) {
        let cards = tableCards
        guard cards.indices.contains(focus) else { return }
        choose(cards[focus], size: size, now: now)
    }

    @discardableResult
    mutating func choose(_ card: MemoryGame<String>.Card, size: Size, now: Double)
        -> MemoryGame<String>.ChoiceOutcome
    {
        let outcome = game.choose(card, now: now)
        switch outcome {
        case .matched(let points):
            message = Chrome.Message(text: "A pair! +\(points)", tone: .good)
            let pair = game.cards.filter { $0.isMatched && $0.content == card.content }.map(\.id)
            // The pair turns up, hops, and then fades off the table.
            let celebrationEnds = now + stage.timing.flip + stage.timing.hop + stage.timing.scaledPause(0.3)
            for id in pair { celebrating[id] = celebrationEnds }
            layOut(size: size, now: now)
            stage.play(.hop, on: pair, now: now + stage.timing.flip)
        case .mismatched(let points):
            message = Chrome.Message(
                text: points == 0
                    ? "No match."
                    : "No match (\(points)): you had seen \(points == -1 ? "one of them" : "both").",
                tone: .bad)
            layOut(size: size, now: now)
        case .turnedUp:
            message = nil
            layOut(size: size, now: now)
        case .ignored:
            break
        }
        return outcome
    }

    mutating func randomTheme() -> MemoryTheme {
        library.all.randomElement(using: &random) ?? theme
    }

    /// Sweeps the old cards away and deals a new game of `theme` from the deck.
    mutating func newGame(theme: MemoryTheme, size: Size, now: Double) {
        seed &+= 1
        self.theme = theme
        let sweeping = tableCards.count
        game = MemoryGame(theme: theme, seed: seed)
        celebrating = [:]
        let layout = TableLayout(size: size, cardCount: 0, shape: .memory)
        stage.sync(to: [], deck: layout.deck, discard: layout.deck, bounds: size, now: now, leaving: .sweep)
        stage.holdDeals(until: now + stage.timing.sweep + Double(sweeping) * stage.timing.sweepStagger)
        layOut(size: size, now: now)
        focus = 0
        mode = .playing
        startedAt = now
        endedAt = nil
        autoPlayer?.forget()
        message = Chrome.Message(text: "New game: \(theme.name).", tone: .info)
    }
}
