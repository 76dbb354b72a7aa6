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
    public private(set) var stage: CardStage
    var mode: Mode
    var chooser = ThemeChooser()
    var message: Chrome.Message?
    private(set) var autoPlayer: MemoryAutoPlayer?
    /// Matched cards still celebrating on the table, by id: when they start to fade.
    private var celebrating: [Int: Double] = [:]
    private let options: RenderOptions
    private var seed: UInt64
    private var random: SeededRandomNumberGenerator
    private var laidOutFor: Size?
    private var startedAt: Double
    private var endedAt: Double?

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
        if let problem = library.problems.first, autoPlay == nil {
            message = Chrome.Message(text: problem, tone: .bad)
        }
    }

    private var isWatching: Bool { autoPlayer != nil }

    /// The cards on the table: all but the matched pairs that have finished celebrating.
    var tableCards: [MemoryGame<String>.Card] {
        game.cards.filter { !$0.isMatched || celebrating[$0.id] != nil }
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
        if game.isOver && celebrating.isEmpty && endedAt == nil {
            endedAt = now
            if !isWatching { mode = .result }
        }
        return isWatching ? autoPlay(now: now, size: size) : .stay
    }

    public func wake(after now: Double) -> Wake {
        if stage.isAnimating(at: now) { return .nextFrame }
        var times = Array(celebrating.values)
        if let autoPlayer, !autoPlayer.isPaused { times.append(autoPlayer.due) }
        // A face-up card's bonus bar drains: redraw it ten times a second.
        if mode == .playing
            && game.cards.contains(where: { $0.isFaceUp && !$0.isMatched && $0.bonusRemaining(at: now) > 0 })
        {
            times.append(now + 0.1)
        }
        return times.min().map { .at(max(now, $0)) } ?? .never
    }

    private mutating func layOut(size: Size, now: Double) {
        let cards = tableCards
        let layout = TableLayout(size: size, cardCount: cards.count, shape: .memory)
        guard let grid = layout.grid else { return }
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
        if isWatching { return handleWhileWatching(event) }
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
        case .resize, .endOfInput:
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
    private mutating func choose(_ card: MemoryGame<String>.Card, size: Size, now: Double)
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

    private mutating func randomTheme() -> MemoryTheme {
        library.all.randomElement(using: &random) ?? theme
    }

    /// Sweeps the old cards away and deals a new game of `theme` from the deck.
    private mutating func newGame(theme: MemoryTheme, size: Size, now: Double) {
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

    // MARK: - Watching the computer play

    private mutating func handleWhileWatching(_ event: InputEvent) -> SceneAction {
        guard var player = autoPlayer else { return .stay }
        switch event {
        case .key(.character("q")): return .quit
        case .key(.escape): return .open(.menu)
        case .key(.character(" ")):
            player.isPaused.toggle()
            message = Chrome.Message(
                text: player.isPaused ? "Paused: Space goes on." : "Playing.", tone: .info)
        case .key(.character("+")), .key(.character("=")):
            stage.timing.speed = min(8, stage.timing.speed * 1.5)
            message = Chrome.Message(text: "Speed \(SetScene.speedText(stage.timing.speed))", tone: .info)
        case .key(.character("-")):
            stage.timing.speed = max(0.25, stage.timing.speed / 1.5)
            message = Chrome.Message(text: "Speed \(SetScene.speedText(stage.timing.speed))", tone: .info)
        default: break
        }
        autoPlayer = player
        return .stay
    }

    private mutating func autoPlay(now: Double, size: Size) -> SceneAction {
        guard var player = autoPlayer, !player.isPaused, now >= player.due, !stage.isSettling(at: now)
        else { return .stay }
        if endedAt != nil {
            if player.isFinishing {
                if player.once { return .quit }
                newGame(theme: randomTheme(), size: size, now: now)
                player.isFinishing = false
            } else {
                player.isFinishing = true
                message = Chrome.Message(
                    text: "All pairs: score \(game.score) in \(TimeFormat.elapsed(now - startedAt)).",
                    tone: .good)
                player.due = now + 2 / stage.timing.speed
            }
            autoPlayer = player
            return .stay
        }
        guard let id = player.nextChoice(in: game), let card = game.cards.first(where: { $0.id == id }) else {
            return .stay
        }
        let outcome = choose(card, size: size, now: now)
        player.look(at: game.cards)
        player.due = now + MemoryAutoPlayer.pause(after: outcome) / stage.timing.speed
        autoPlayer = player
        return .stay
    }

    // MARK: - Drawing

    public func render(into screen: inout Screen, now: Double) {
        if mode == .themes {
            chooser.render(library: library, current: theme.name, into: &screen, options: options)
            return
        }
        let cards = tableCards
        let layout = TableLayout(size: screen.size, cardCount: cards.count, shape: .memory)
        guard layout.fits else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let title = isWatching ? "cardtable · watching Memorize" : "cardtable · Memorize"
        Chrome.drawHeader(
            title: options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title, message: message,
            keys: isWatching ? "Space pause  +/- speed  q quit" : "t themes  ? help  q quit",
            in: layout.header, on: &screen)
        // The deck is there while cards wait to be dealt from it.
        let waiting = stage.waitingOnDeck(at: now)
        if waiting > 0 {
            PilePainter(options: options).paintPile(
                count: waiting, label: "\(waiting)", emptyLabel: "", in: layout.deck, on: &screen,
                ink: Ink.theme(theme.color))
        }
        let painter = MemoryCardPainter(options: options)
        var byID: [Int: (card: MemoryGame<String>.Card, index: Int)] = [:]
        for (index, card) in cards.enumerated() { byID[card.id] = (card, index) }
        for sprite in stage.frame(at: now) {
            let rect = sprite.rect
            if rect.width < 2 {
                screen.fill(rect, with: options.ascii ? "|" : "│", style: Style(Ink.theme(theme.color)))
                continue
            }
            let entry = byID[sprite.id]
            let content = entry?.card.content ?? game.cards.first { $0.id == sprite.id }?.content ?? "?"
            let face: MemoryCardPainter.Face
            if !sprite.isFaceUp {
                face = .down
            } else if sprite.isLeaving || entry?.card.isMatched == true {
                face = .matched(opacity: sprite.opacity)
            } else {
                face = .up(bonus: entry?.card.bonusRemaining(at: now) ?? 0)
            }
            if sprite.isLeaving && sprite.opacity <= 0.05 { continue }
            painter.paint(
                symbol: symbol(for: content), face: face, ink: Ink.theme(theme.color),
                isFocused: !isWatching && entry?.index == focus && !sprite.isLeaving, in: rect, on: &screen)
        }
        Chrome.drawStatus(statusFields, in: layout.status, on: &screen)
        switch mode {
        case .help:
            Chrome.drawPanel(title: "Help", lines: Self.helpLines, on: &screen, ascii: options.ascii)
        case .result:
            Chrome.drawPanel(
                title: "All pairs found", lines: resultLines(now: now), on: &screen, ascii: options.ascii,
                ink: .matched)
        case .playing, .themes:
            break
        }
    }

    /// What a card shows: its emoji, or a distinct ASCII symbol where emoji cannot be shown.
    private func symbol(for content: String) -> String {
        guard options.ascii else { return content }
        return MemoryTheme.asciiSymbol(at: theme.emoji.firstIndex(of: content) ?? 0)
    }

    /// Theme, score, pairs left and the focused card in words.
    var statusFields: [String] {
        let cards = tableCards
        var focused = ""
        if cards.indices.contains(focus) {
            let card = cards[focus]
            let state = card.isMatched ? "matched" : card.isFaceUp ? "face up" : "face down"
            focused = "card \(focus + 1) of \(cards.count): \(state)"
        }
        return [theme.name, "Score: \(game.score)", "Pairs left: \(game.pairsLeft)", focused]
    }

    private func resultLines(now: Double) -> [String] {
        [
            "Theme: \(theme.name)",
            "Score: \(game.score)",
            "Time: \(TimeFormat.elapsed((endedAt ?? now) - startedAt))",
            "",
            "r: play this theme again   n: a random theme",
            "t: themes   q: quit",
        ]
    }

    static let helpLines: [String] =
        [
            "Turn two cards at a time; find every pair.",
            "",
            "arrows / h j k l   move       Space / Enter / click  turn",
            "n  new game (a random theme)  t  themes    s  shuffle",
            "?  this help                  q  quit      Esc  menu",
            "",
            "Scoring:",
        ] + MemoryScoring.summary.map { "  " + $0 } + ["", "Press any key to go back."]
}
