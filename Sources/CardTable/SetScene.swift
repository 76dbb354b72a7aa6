import CardModel
import Render
import TableLayout

/// A solo game of Set on screen: the player's focus, messages, help and the result.
public struct SetScene: Scene {
    /// Where the keyboard focus is: on a card of the table, or on the deck.
    public enum Focus: Equatable, Sendable {
        case card(Int)
        case deck
    }

    enum Overlay: Equatable { case none, help, result }

    public private(set) var game: SetGame
    public private(set) var focus: Focus = .card(0)
    var message: Chrome.Message?
    var overlay: Overlay = .none
    private let options: RenderOptions
    /// The seed of the current game; a new game takes the next one, so runs replay exactly.
    private var seed: UInt64

    public init(seed: UInt64, options: RenderOptions, now: Double) {
        self.seed = seed
        self.options = options
        game = SetGame(seed: seed, now: now)
        message = Chrome.Message(text: "Find three cards that make a Set.", tone: .info)
    }

    // MARK: - Input

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
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
                case .character("n"), .enter, .character(" "): newGame(now: now)
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
                chooseFocused(now: now)
            } else if layout.deck.contains(point) {
                focus = .deck
                dealThreeMore(now: now)
            }
        case .resize, .endOfInput:
            break
        }
        return .stay
    }

    private mutating func handleKey(_ key: Key, layout: TableLayout, now: Double) -> SceneAction {
        switch key {
        case .left, .character("h"): moveFocus(by: -1)
        case .right, .character("l"): moveFocus(by: 1)
        case .up, .character("k"): moveFocusRow(by: -1, layout: layout)
        case .down, .character("j"): moveFocusRow(by: 1, layout: layout)
        case .enter, .character(" "): chooseFocused(now: now)
        case .character("d"): dealThreeMore(now: now)
        case .character("s"):
            game.shuffleTable()
            message = Chrome.Message(text: "Shuffled the table.", tone: .info)
        case .character("c"): showHint()
        case .character("n"): newGame(now: now)
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

    private mutating func chooseFocused(now: Double) {
        switch focus {
        case .deck: dealThreeMore(now: now)
        case .card(let index):
            guard game.table.indices.contains(index) else { return }
            let outcome = game.choose(game.table[index], now: now)
            switch outcome {
            case .matched(let points):
                message = Chrome.Message(text: "Set! +\(points)", tone: .good)
            case .mismatched(let points):
                message = Chrome.Message(
                    text: "Not a Set (\(points)): \(Self.whyNotASet(game.selection))", tone: .bad)
            case .selected, .deselected, .clearedMatch, .ignored:
                message = nil
            }
            afterTableChange(now: now)
        }
    }

    private mutating func dealThreeMore(now: Double) {
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
        afterTableChange(now: now)
    }

    private mutating func showHint() {
        switch game.hint() {
        case .shown(let index, let count):
            message = Chrome.Message(
                text: "Hint \(index + 1) of \(count) (\(SetScoring.hint)). Press c for the next.",
                tone: .info)
        case .noSetOnTable:
            message = Chrome.Message(
                text: game.deck.isEmpty
                    ? "No Set on the table." : "No Set on the table: deal 3 more (d).",
                tone: .bad)
        }
    }

    private mutating func newGame(now: Double) {
        seed &+= 1
        game = SetGame(seed: seed, now: now)
        focus = .card(0)
        overlay = .none
        message = Chrome.Message(text: "New game.", tone: .info)
    }

    private mutating func afterTableChange(now: Double) {
        if case .card(let index) = focus, index >= game.table.count {
            focus = game.table.isEmpty ? .deck : .card(game.table.count - 1)
        }
        if game.endedAt != nil { overlay = .result }
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

    // MARK: - Drawing

    public func nextChange(after now: Double) -> Double? {
        // The status line's clock changes on every whole second while the game runs.
        guard game.endedAt == nil else { return nil }
        let elapsed = now - game.startedAt
        return now + (1 - elapsed.truncatingRemainder(dividingBy: 1))
    }

    public func render(into screen: inout Screen, now: Double) {
        let layout = TableLayout(size: screen.size, cardCount: game.table.count)
        guard let grid = layout.grid else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        Chrome.drawHeader(
            title: options.ascii ? "cardtable - Set" : "cardtable · Set", message: message,
            keys: "? help  q quit",
            in: layout.header, on: &screen)
        let painter = SetCardPainter(options: options)
        for (index, card) in game.table.enumerated() {
            painter.paint(
                card, highlight: highlight(for: card, at: index), in: grid.rect(at: index), on: &screen)
        }
        let piles = PilePainter(options: options)
        piles.paintPile(
            count: game.deck.count, label: "\(game.deck.count)", emptyLabel: "empty",
            in: layout.deck, on: &screen, isFocused: focus == .deck, isAvailable: !game.deck.isEmpty)
        piles.paintPile(
            count: game.discardPile.count, label: "\(game.setsFound) Sets", emptyLabel: "discard",
            in: layout.discard, on: &screen)
        Chrome.drawStatus(statusFields(now: now), in: layout.status, on: &screen)
        switch overlay {
        case .none: break
        case .help: Chrome.drawPanel(title: "Help", lines: Self.helpLines, on: &screen, ascii: options.ascii)
        case .result:
            Chrome.drawPanel(
                title: "Game over", lines: resultLines, on: &screen, ascii: options.ascii, ink: .matched)
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
        } else if game.hinted.contains(card) {
            state = .hinted
        }
        return CardHighlight(isFocused: focus == .card(index), state: state)
    }

    /// The status line's fields; the last one is the focused card in words.
    func statusFields(now: Double) -> [String] {
        let elapsed = (game.endedAt ?? now) - game.startedAt
        let focused: String
        switch focus {
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
