import Animation
import CardModel
import Render
import TableLayout

/// A game of Set on screen: the player's focus, messages, panels, every card's motion.
///
/// With an auto-player it is `cardtable deal`: the computer plays.
public struct SetScene: Scene {
    /// Where the keyboard focus is: on a card of the table, or on the deck.
    public enum Focus: Equatable, Sendable {
        case card(Int)
        case deck
    }

    public private(set) var game: SetGame
    public private(set) var focus: Focus = .card(0)
    /// Every card's motion on screen.
    public internal(set) var stage: CardStage
    /// Panels, the play clock and the message.
    var flow: PlayFlow
    /// The computer playing, for `cardtable deal`.
    var autoPlayer: SetAutoPlayer?
    /// A Set the computer is showing before it takes it.
    var showcase: [SetCard] = []
    let options: RenderOptions
    /// The seeds of this table's games: each new game gets fresh randomness.
    var seeds: SeedSequence
    /// The terminal size the stage was last laid out for; nil while the table does not fit.
    var laidOutFor: Size?
    /// When a showing match's celebration ends and its cards leave by themselves.
    var matchLeavesAt: Double?

    public init(
        seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double,
        autoPlay: SetAutoPlayer? = nil
    ) {
        seeds = SeedSequence(seed: seed, stream: .games)
        self.options = options
        game = SetGame(seed: seeds.next(), now: 0)
        stage = CardStage(timing: timing, seed: seed)
        autoPlayer = autoPlay
        flow = PlayFlow(
            message: autoPlay == nil
                ? Chrome.Message(text: "Find three cards that make a Set.", tone: .info)
                : Chrome.Message(text: "Watching the computer play.", tone: .info))
    }

    var isWatching: Bool { autoPlayer != nil }

    /// The game's own time at wall time `now`: the play clock.
    func playTime(at now: Double) -> Double { flow.clock.time(at: now) }

    // MARK: - Time

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        if laidOutFor != size { layOut(size: size, now: now) }
        stage.prune(at: now)
        if let time = matchLeavesAt, now >= time {
            // The celebration is over: the Set leaves and its replacements fly in by themselves.
            matchLeavesAt = nil
            if game.clearMatch(now: playTime(at: now)) { afterTableChange(size: size, now: now) }
        }
        if flow.isDealingOpening && laidOutFor == size && !stage.isSettling(at: now) {
            flow.isDealingOpening = false
        }
        updateClock(at: now)
        // The computer waits while the table cannot be shown.
        return isWatching && laidOutFor == size ? autoPlay(now: now, size: size) : .stay
    }

    /// Runs the play clock while the game is in play, and stops it otherwise.
    mutating func updateClock(at now: Double) {
        flow.updateClock(at: now, fits: laidOutFor != nil, isOver: game.endedAt != nil)
    }

    public func wake(after now: Double) -> Wake {
        // A table that does not fit, or is hidden, changes only with an event.
        guard laidOutFor != nil, !flow.isPaused else { return .never }
        if stage.isAnimating(at: now) { return .nextFrame }
        var times: [Double] = []
        if let matchLeavesAt { times.append(matchLeavesAt) }
        if let autoPlayer, !autoPlayer.isPaused { times.append(autoPlayer.due) }
        // The status line's clock changes on every whole second of play.
        let played = playTime(at: now) - game.startedAt
        if let tick = flow.clock.wallTime(reaching: game.startedAt + played.rounded(.down) + 1, from: now) {
            times.append(tick)
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
        let help = Chrome.panelText(title: "Help", lines: Self.helpLines(options: options), size: size)
        switch flow.handle(event, helpText: help) {
        case .handled, .resultKey: return .stay
        case .action(let action): return action
        case .newGame:
            newGame(size: size, now: now)
            return .stay
        case .notHandled:
            break
        }
        let layout = TableLayout(size: size, cardCount: game.table.count)
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
            flow.message = Chrome.Message(text: "Shuffled the table.", tone: .info)
            layOut(size: size, now: now)
        case .character("c"): showHint(now: now)
        case .character("n"):
            if game.endedAt == nil { flow.confirmNewGame() } else { newGame(size: size, now: now) }
        case .character("p"): flow.pause()
        case .character("?"): flow.overlay = .help(scroll: 0)
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
        let outcome = game.choose(card, now: playTime(at: now))
        switch outcome {
        case .matched(let points):
            flow.message = Chrome.Message(text: "Set! +\(points)", tone: .good)
            stage.play(.hop, on: game.selection.map(\.id), now: now)
            matchLeavesAt = now + stage.timing.celebration
        case .mismatched(let points):
            flow.message = Chrome.Message(
                text: "Not a Set (\(points)): \(Self.whyNotASet(game.selection))", tone: .bad)
            stage.play(.shake, on: game.selection.map(\.id), now: now)
        case .selected, .deselected, .clearedMatch, .ignored:
            flow.message = nil
        }
        afterTableChange(size: size, now: now)
    }

    mutating func dealThreeMore(size: Size, now: Double) {
        switch game.dealThreeMore(now: playTime(at: now)) {
        case .dealt(let penalty):
            flow.message =
                penalty == 0
                ? Chrome.Message(text: "Dealt 3 more.", tone: .info)
                : Chrome.Message(text: "Dealt 3 more (\(penalty): a Set was on the table).", tone: .bad)
        case .replacedMatch:
            flow.message = nil
        case .deckEmpty:
            flow.message = Chrome.Message(text: "The deck is empty.", tone: .bad)
        }
        afterTableChange(size: size, now: now)
    }

    private mutating func showHint(now: Double) {
        switch game.hint() {
        case .shown(let index, let count, let cost):
            let text: String
            if cost == 0 && count == 1 {
                text = "It is the only Set on the table (no charge again)."
            } else if cost == 0 {
                text = "Hint \(index + 1) of \(count), shown before (no charge). c: next."
            } else {
                text = "Hint \(index + 1) of \(count) (\(cost)). Press c for the next."
            }
            flow.message = Chrome.Message(text: text, tone: .info)
            stage.play(.pulse, on: game.hinted.map(\.id), now: now)
        case .noSetOnTable:
            flow.message = Chrome.Message(
                text: game.deck.isEmpty
                    ? "No Set on the table." : "No Set on the table: deal 3 more (d).",
                tone: .bad)
        }
    }

    /// Sweeps the table onto the discard pile and deals a fresh game once it is clear.
    mutating func newGame(size: Size, now: Double) {
        let sweeping = game.table.count
        game = SetGame(seed: seeds.next(), now: 0)
        let layout = TableLayout(size: size, cardCount: 0)
        stage.sync(
            to: [], deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: .sweep)
        stage.holdDeals(
            until: now + stage.timing.sweep + Double(sweeping) * stage.timing.sweepStagger)
        layOut(size: size, now: now)
        focus = .card(0)
        showcase = []
        matchLeavesAt = nil
        flow.restart(message: Chrome.Message(text: isWatching ? "A new deal." : "New game.", tone: .info))
    }

    private mutating func afterTableChange(size: Size, now: Double) {
        if case .card(let index) = focus, index >= game.table.count {
            focus = game.table.isEmpty ? .deck : .card(game.table.count - 1)
        }
        layOut(size: size, now: now)
        if game.endedAt != nil && !isWatching { flow.overlay = .result }
    }

    /// Which attributes break the Set, in words for the message.
    static func whyNotASet(_ cards: [SetCard]) -> String {
        guard cards.count == 3 else { return "" }
        return "look at the "
            + SetCard.attributesBreakingSet(cards[0], cards[1], cards[2]).joined(separator: ", ")
    }
}
