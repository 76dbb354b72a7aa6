import Animation
import CardModel
import Render
import TableLayout

/// A game of Set on screen: the player's focus, messages, help, the result, every card's motion.
///
/// With an auto-player it is `cardtable deal`: the computer plays.
public struct SetScene: Scene {
    /// Where the keyboard focus is: on a card of the table, or on the deck.
    public enum Focus: Equatable, Sendable {
        case card(Int)
        case deck
    }

    enum Overlay: Equatable { case none, help, result }

    public private(set) var game: SetGame
    public private(set) var focus: Focus = .card(0)
    /// Every card's motion on screen.
    public private(set) var stage: CardStage
    var message: Chrome.Message?
    var overlay: Overlay = .none
    /// The computer playing, for `cardtable deal`.
    private(set) var autoPlayer: SetAutoPlayer?
    /// A Set the computer is showing before it takes it.
    private var showcase: [SetCard] = []
    private let options: RenderOptions
    /// The seed of the current game; a new game takes the next one, so runs replay exactly.
    private var seed: UInt64
    /// The terminal size the stage was last laid out for.
    private var laidOutFor: Size?

    public init(
        seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double,
        autoPlay: SetAutoPlayer? = nil
    ) {
        self.seed = seed
        self.options = options
        game = SetGame(seed: seed, now: now)
        stage = CardStage(timing: timing, seed: seed)
        autoPlayer = autoPlay
        message =
            autoPlay == nil
            ? Chrome.Message(text: "Find three cards that make a Set.", tone: .info)
            : Chrome.Message(text: "Watching the computer play.", tone: .info)
    }

    private var isWatching: Bool { autoPlayer != nil }

    // MARK: - Time

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        if laidOutFor != size { layOut(size: size, now: now) }
        stage.prune(at: now)
        return isWatching ? autoPlay(now: now, size: size) : .stay
    }

    public func wake(after now: Double) -> Wake {
        if stage.isAnimating(at: now) { return .nextFrame }
        var times: [Double] = []
        if let autoPlayer, !autoPlayer.isPaused { times.append(autoPlayer.due) }
        // The status line's clock changes on every whole second while the game runs.
        if game.endedAt == nil {
            let elapsed = now - game.startedAt
            times.append(now + (1 - elapsed.truncatingRemainder(dividingBy: 1)))
        }
        return times.min().map { .at(max(now, $0)) } ?? .never
    }

    /// Points every card at its place for a terminal of `size`: deals, reflows, discards.
    private mutating func layOut(size: Size, now: Double, leaving style: LeaveStyle = .bounce) {
        let layout = TableLayout(size: size, cardCount: game.table.count)
        guard let grid = layout.grid else { return }  // too small: wait for a larger window
        laidOutFor = size
        let targets = game.table.enumerated().map { index, card in
            CardTarget(id: card.id, rect: grid.rect(at: index), isFaceUp: true)
        }
        stage.sync(
            to: targets, deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: style)
    }

    // MARK: - Input

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        if isWatching { return handleWhileWatching(event, size: size, now: now) }
        let layout = TableLayout(size: size, cardCount: game.table.count)
        switch overlay {
        case .help:
            if case .key = event { overlay = .none }
            if case .click = event { overlay = .none }
            return .stay
        case .result:
            if case .key(let key) = event {
                switch key {
                case .character("q"): return .quit
                case .character("n"), .enter, .character(" "): newGame(size: size, now: now)
                case .escape: return .open(.menu)
                default: break
                }
            }
            return .stay
        case .none:
            break
        }
        switch event {
        case .key(let key): return handleKey(key, layout: layout, now: now)
        case .click(let point):
            if let index = layout.grid?.index(at: point) {
                focus = .card(index)
                chooseFocused(size: size, now: now)
            } else if layout.deck.contains(point) {
                focus = .deck
                dealThreeMore(size: size, now: now)
            }
        case .resize(let newSize):
            layOut(size: newSize, now: now)
        case .endOfInput:
            break
        }
        return .stay
    }

    private mutating func handleKey(_ key: Key, layout: TableLayout, now: Double) -> SceneAction {
        let size = layout.size
        switch key {
        case .left, .character("h"): moveFocus(by: -1)
        case .right, .character("l"): moveFocus(by: 1)
        case .up, .character("k"): moveFocusRow(by: -1, layout: layout)
        case .down, .character("j"): moveFocusRow(by: 1, layout: layout)
        case .enter, .character(" "): chooseFocused(size: size, now: now)
        case .character("d"): dealThreeMore(size: size, now: now)
        case .character("s"):
            game.shuffleTable()
            message = Chrome.Message(text: "Shuffled the table.", tone: .info)
            layOut(size: size, now: now)
        case .character("c"): showHint(now: now)
        case .character("n"): newGame(size: size, now: now)
        case .character("?"): overlay = .help
        case .character("q"): return .quit
        case .escape: return .open(.menu)
        default: break
        }
        return .stay
    }

    private mutating func moveFocus(by step: Int) {
        let count = game.table.count
        guard count > 0 else { return }
        switch focus {
        case .deck: focus = .card(step > 0 ? 0 : count - 1)
        case .card(let index): focus = .card(((index + step) % count + count) % count)
        }
    }

    /// Up and Down move a row; Down from the last row reaches the deck, Up leaves it.
    private mutating func moveFocusRow(by step: Int, layout: TableLayout) {
        let count = game.table.count
        let columns = max(1, layout.grid?.columns ?? 1)
        switch focus {
        case .deck:
            if step < 0 && count > 0 { focus = .card(count - 1) }
        case .card(let index):
            let target = index + step * columns
            if target >= 0 && target < count {
                focus = .card(target)
            } else if step > 0 && target >= count && index / columns < (count - 1) / columns {
                // The row below is short: go to its last card.
                focus = .card(count - 1)
            } else if step > 0 {
                focus = .deck
            }
        }
    }

    private mutating func chooseFocused(size: Size, now: Double) {
        switch focus {
        case .deck: dealThreeMore(size: size, now: now)
        case .card(let index):
            guard game.table.indices.contains(index) else { return }
            choose(game.table[index], size: size, now: now)
        }
    }

    private mutating func choose(_ card: SetCard, size: Size, now: Double) {
        let outcome = game.choose(card, now: now)
        switch outcome {
        case .matched(let points):
            message = Chrome.Message(text: "Set! +\(points)", tone: .good)
            stage.play(.hop, on: game.selection.map(\.id), now: now)
        case .mismatched(let points):
            message = Chrome.Message(
                text: "Not a Set (\(points)): \(Self.whyNotASet(game.selection))", tone: .bad)
            stage.play(.shake, on: game.selection.map(\.id), now: now)
        case .selected, .deselected, .clearedMatch, .ignored:
            message = nil
        }
        afterTableChange(size: size, now: now)
    }

    private mutating func dealThreeMore(size: Size, now: Double) {
        switch game.dealThreeMore(now: now) {
        case .dealt(let penalty):
            message =
                penalty == 0
                ? Chrome.Message(text: "Dealt 3 more.", tone: .info)
                : Chrome.Message(text: "Dealt 3 more (\(penalty): a Set was on the table).", tone: .bad)
        case .replacedMatch:
            message = nil
        case .deckEmpty:
            message = Chrome.Message(text: "The deck is empty.", tone: .bad)
        }
        afterTableChange(size: size, now: now)
    }

    private mutating func showHint(now: Double) {
        switch game.hint() {
        case .shown(let index, let count):
            message = Chrome.Message(
                text: "Hint \(index + 1) of \(count) (\(SetScoring.hint)). Press c for the next.",
                tone: .info)
            stage.play(.pulse, on: game.hinted.map(\.id), now: now)
        case .noSetOnTable:
            message = Chrome.Message(
                text: game.deck.isEmpty
                    ? "No Set on the table." : "No Set on the table: deal 3 more (d).",
                tone: .bad)
        }
    }

    /// Sweeps the table onto the discard pile and deals a fresh game once it is clear.
    private mutating func newGame(size: Size, now: Double) {
        seed &+= 1
        let sweeping = game.table.count
        game = SetGame(seed: seed, now: now)
        let layout = TableLayout(size: size, cardCount: 0)
        stage.sync(
            to: [], deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: .sweep)
        stage.holdDeals(
            until: now + stage.timing.sweep + Double(sweeping) * stage.timing.sweepStagger)
        layOut(size: size, now: now)
        focus = .card(0)
        overlay = .none
        showcase = []
        message = Chrome.Message(text: isWatching ? "A new deal." : "New game.", tone: .info)
    }

    private mutating func afterTableChange(size: Size, now: Double) {
        if case .card(let index) = focus, index >= game.table.count {
            focus = game.table.isEmpty ? .deck : .card(game.table.count - 1)
        }
        layOut(size: size, now: now)
        if game.endedAt != nil && !isWatching { overlay = .result }
    }

    /// Which attributes break the Set (two alike, one different), in words.
    static func whyNotASet(_ cards: [SetCard]) -> String {
        guard cards.count == 3 else { return "" }
        func breaks<T: Hashable>(_ value: (SetCard) -> T) -> Bool { Set(cards.map(value)).count == 2 }
        var names: [String] = []
        if breaks(\.number) { names.append("number") }
        if breaks(\.color) { names.append("color") }
        if breaks(\.shading) { names.append("shading") }
        if breaks(\.shape) { names.append("shape") }
        return "look at the " + names.joined(separator: ", ")
    }

    // MARK: - Watching the computer play

    private mutating func handleWhileWatching(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
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
            message = Chrome.Message(text: "Speed \(Self.speedText(stage.timing.speed))", tone: .info)
        case .key(.character("-")):
            stage.timing.speed = max(0.25, stage.timing.speed / 1.5)
            message = Chrome.Message(text: "Speed \(Self.speedText(stage.timing.speed))", tone: .info)
        case .resize(let newSize):
            layOut(size: newSize, now: now)
        default:
            break
        }
        autoPlayer = player
        return .stay
    }

    static func speedText(_ speed: Double) -> String {
        let tenths = Int((speed * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)x"
    }

    /// Takes the computer's next step when it is due and the table has settled.
    private mutating func autoPlay(now: Double, size: Size) -> SceneAction {
        guard var player = autoPlayer, !player.isPaused, now >= player.due, !stage.isSettling(at: now)
        else { return .stay }
        var action = SceneAction.stay
        switch player.step {
        case .look:
            if game.endedAt != nil {
                player.step = .finish
                message = Chrome.Message(
                    text: "Done: \(game.setsFound) Sets in \(TimeFormat.elapsed(now - game.startedAt)).",
                    tone: .good)
            } else if let set = game.setsOnTable.first {
                showcase = set
                stage.play(.pulse, on: set.map(\.id), now: now)
                message = Chrome.Message(text: "Found a Set.", tone: .info)
                player.step = .take
            } else {
                dealThreeMore(size: size, now: now)
                message = Chrome.Message(text: "No Set here: dealing 3 more.", tone: .info)
            }
        case .take:
            for card in showcase { choose(card, size: size, now: now) }
            showcase = []
            player.step = .clear
        case .clear:
            if game.judgement == .match { dealThreeMore(size: size, now: now) }
            player.step = .look
        case .finish:
            if player.once {
                action = .quit
            } else {
                newGame(size: size, now: now)
                player.step = .look
            }
        }
        player.due = now + SetAutoPlayer.pause(after: player.step) / stage.timing.speed
        autoPlayer = player
        return action
    }

    // MARK: - Drawing

    public func render(into screen: inout Screen, now: Double) {
        let layout = TableLayout(size: screen.size, cardCount: game.table.count)
        guard layout.fits else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let title = isWatching ? "cardtable · watching Set" : "cardtable · Set"
        let keys = isWatching ? "Space pause  +/- speed  q quit" : "? help  q quit"
        Chrome.drawHeader(
            title: options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title,
            message: message, keys: keys, in: layout.header, on: &screen)
        // The piles count what has arrived: a card still waiting to be dealt is on the deck,
        // a matched card still in the air is not yet on the discard pile.
        let onDeck = game.deck.count + stage.waitingOnDeck(at: now)
        let discarded = max(0, game.discardPile.count - stage.headingForDiscard(at: now))
        let sets = discarded / 3
        let piles = PilePainter(options: options)
        piles.paintPile(
            count: onDeck, label: "\(onDeck)", emptyLabel: "empty",
            in: layout.deck, on: &screen, isFocused: focus == .deck && !isWatching,
            isAvailable: !game.deck.isEmpty)
        piles.paintPile(
            count: discarded, label: sets == 1 ? "1 Set" : "\(sets) Sets", emptyLabel: "discard",
            in: layout.discard, on: &screen)
        paintCards(on: &screen, now: now)
        Chrome.drawStatus(statusFields(now: now), in: layout.status, on: &screen)
        switch overlay {
        case .none: break
        case .help: Chrome.drawPanel(title: "Help", lines: Self.helpLines, on: &screen, ascii: options.ascii)
        case .result:
            Chrome.drawPanel(
                title: "Game over", lines: resultLines, on: &screen, ascii: options.ascii, ink: .matched)
        }
    }

    /// Draws every card where the stage says it is now, moving cards over resting ones.
    private func paintCards(on screen: inout Screen, now: Double) {
        var slots: [Int: Int] = [:]
        for (index, card) in game.table.enumerated() { slots[card.id] = index }
        let painter = SetCardPainter(options: options)
        let backs = PilePainter(options: options)
        for sprite in stage.frame(at: now) {
            let rect = sprite.rect
            if rect.width < 3 {
                // Edge-on, half-way through a flip: a thin line.
                screen.fill(rect, with: options.ascii ? "|" : "│", style: Style(.cardEdge))
                continue
            }
            guard sprite.isFaceUp else {
                backs.paintBack(in: rect, on: &screen)
                continue
            }
            let card = SetCard(id: sprite.id)
            var highlight = CardHighlight.none
            if sprite.isLeaving {
                highlight.state = .matched
            } else if let index = slots[sprite.id] {
                highlight = self.highlight(for: card, at: index)
                if !sprite.isLit { highlight.state = .none }
            }
            painter.paint(card, highlight: highlight, in: rect, on: &screen)
        }
    }

    private func highlight(for card: SetCard, at index: Int) -> CardHighlight {
        var state = CardHighlight.State.none
        if game.selection.contains(card) {
            switch game.judgement {
            case .choosing: state = .selected
            case .match: state = .matched
            case .mismatch: state = .mismatched
            }
        } else if game.hinted.contains(card) || showcase.contains(card) {
            state = .hinted
        }
        return CardHighlight(isFocused: focus == .card(index) && !isWatching, state: state)
    }

    /// The status line's fields; the last one is the focused card in words.
    func statusFields(now: Double) -> [String] {
        let elapsed = (game.endedAt ?? now) - game.startedAt
        let focused: String
        switch focus {
        case _ where isWatching:
            focused = "speed \(Self.speedText(stage.timing.speed))"
        case .deck:
            focused = game.deck.isEmpty ? "deck: empty" : "deck: Space deals 3 more"
        case .card(let index):
            focused = game.table.indices.contains(index) ? game.table[index].description : ""
        }
        return [
            "Score: \(game.score)", "Deck: \(game.deck.count)", "Sets: \(game.setsFound)",
            "Time: \(TimeFormat.elapsed(elapsed))", focused,
        ]
    }

    private var resultLines: [String] {
        let time = TimeFormat.elapsed((game.endedAt ?? game.startedAt) - game.startedAt)
        return [
            "The deck is empty and no Set is left.",
            "",
            "Score: \(game.score)",
            "Sets found: \(game.setsFound)",
            "Time: \(time)",
            "",
            "n: new game    q: quit",
        ]
    }

    static let helpLines: [String] =
        [
            "Three cards are a Set when each of number, color,",
            "shading and shape is all the same or all different.",
            "",
            "arrows / h j k l   move (Down from the last row: deck)",
            "Space / Enter      choose the card (on the deck: deal)",
            "mouse click        choose a card, or deal from the deck",
            "d  deal 3 more     s  shuffle     c  hint",
            "n  new game        ?  this help   q  quit",
            "Esc                back to the menu",
            "",
            "Scoring:",
        ] + SetScoring.summary.map { "  " + $0 } + ["", "Press any key to go back."]
}
