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
    public internal(set) var stage: CardStage
    var message: Chrome.Message?
    var overlay: Overlay = .none
    /// The computer playing, for `cardtable deal`.
    var autoPlayer: SetAutoPlayer?
    /// A Set the computer is showing before it takes it.
    var showcase: [SetCard] = []
    let options: RenderOptions
    /// The seed of the current game; a new game takes the next one, so runs replay exactly.
    var seed: UInt64
    /// The terminal size the stage was last laid out for.
    var laidOutFor: Size?

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

    var isWatching: Bool { autoPlayer != nil }

    // MARK: - Time

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        if laidOutFor != size { layOut(size: size, now: now) }
        stage.prune(at: now)
        // The computer waits while the table cannot be shown.
        return isWatching && laidOutFor == size ? autoPlay(now: now, size: size) : .stay
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
    mutating func layOut(size: Size, now: Double) {
        let layout = TableLayout(size: size, cardCount: game.table.count)
        guard let grid = layout.grid else {
            // Too small: the stage waits, and is laid out again whenever the size changes.
            laidOutFor = nil
            return
        }
        laidOutFor = size
        let targets = game.table.enumerated().map { index, card in
            CardTarget(id: card.id, rect: grid.rect(at: index), isFaceUp: true)
        }
        stage.sync(
            to: targets, deck: layout.deck, discard: layout.discard, bounds: size, now: now)
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
        case .resize, .endOfInput, .interrupted, .resumed:
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

    mutating func choose(_ card: SetCard, size: Size, now: Double) {
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

    mutating func dealThreeMore(size: Size, now: Double) {
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
    mutating func newGame(size: Size, now: Double) {
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

    /// Which attributes break the Set, in words for the message.
    static func whyNotASet(_ cards: [SetCard]) -> String {
        guard cards.count == 3 else { return "" }
        return "look at the "
            + SetCard.attributesBreakingSet(cards[0], cards[1], cards[2]).joined(separator: ", ")
    }
}
