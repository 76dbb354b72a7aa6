import Animation
import CardModel
import CardPlayers
import Foundation
import Render
import TableLayout

/// A game of Set on screen: the player's focus, messages, panels, every card's motion.
///
/// Every move is a `SetAction` applied in one place (`perform`), whoever makes it: a key,
/// a click, the computer (`cardtable deal`) or a recorded game playing itself back.
public struct SetScene: GameScene {
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
    /// A recorded game playing itself back, for `cardtable replay`.
    var replay: ReplayQueue<SetAction>?
    /// A Set the computer is showing before it takes it.
    var showcase: [SetCard] = []
    let options: RenderOptions
    /// The seeds of this table's games: each new game gets fresh randomness.
    var seeds: SeedSequence
    var laidOutFor: Size?
    /// When a showing match's celebration ends and its cards leave by themselves.
    var matchLeavesAt: Double?
    /// The keeper of saves and records, and the date.
    let services: AppServices
    /// How the game that just ended stands to the player's bests.
    var result: ResultBests?
    /// The computer, in a game against it.
    var computer: SetComputer?
    /// Seconds a caller has to choose three cards, between friends.
    let claimSeconds: Double
    /// When a person chose a first card (play time), holding the computer back.
    var holdSince: Double?

    public init(
        seed: UInt64, options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double,
        autoPlay: SetAutoPlayer? = nil, services: AppServices = .inMemory, seats: [Seat] = [],
        claimSeconds: Double = 10
    ) {
        seeds = SeedSequence(seed: seed, stream: .games)
        self.options = options
        self.services = services
        self.claimSeconds = claimSeconds
        game = SetGame(seed: seeds.next(), now: 0, seats: seats)
        if let seat = seats.firstIndex(where: \.isComputer), let level = seats[seat].computer {
            computer = SetComputer(level: level, seat: seat, seed: seed)
        }
        stage = CardStage(timing: timing, seed: seed)
        autoPlayer = autoPlay
        flow = PlayFlow(
            message: autoPlay == nil
                ? Chrome.Message(text: "Find three cards that make a Set.", tone: .info)
                : Chrome.Message(text: "Watching the computer play.", tone: .info))
    }

    /// A saved game taken up again: the same table, score, selection and time played.
    public init?(
        resuming saved: SavedGame, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double, services: AppServices, claimSeconds: Double = 10
    ) {
        guard case .set(let seed, let actions, let seats) = saved.log else { return nil }
        self.init(
            seed: seed, options: options, timing: timing, now: now, services: services, seats: seats,
            claimSeconds: claimSeconds)
        game = SetGame.replaying(seed: seed, actions: actions, seats: seats)
        flow.clock = PlayClock(played: saved.seconds)
        if game.judgement == .match { matchLeavesAt = now + stage.timing.celebration }
        let when = saved.savedAt.formatted(date: .abbreviated, time: .shortened)
        flow.message = Chrome.Message(text: "Resumed your game from \(when).", tone: .info)
    }

    /// A recorded game playing itself back, move by move, at the pace it was played.
    public init?(
        replaying log: GameLog, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double
    ) {
        guard case .set(let seed, let actions, let seats) = log else { return nil }
        self.init(seed: seed, options: options, timing: timing, now: now, seats: seats)
        // The computer's moves are among the recorded ones.
        computer = nil
        replay = ReplayQueue(actions: actions)
        flow.message = Chrome.Message(text: "Replaying a game.", tone: .info)
    }

    // MARK: - The game on the table

    var cardShape: CardShape { .set }
    var slotCount: Int { game.table.count }
    var leaveStyle: LeaveStyle { .bounce }
    var pileCount: Int { game.isContest ? game.seats.count : 1 }
    var leavingPile: Int { game.isContest ? game.lastWinner ?? 0 : 0 }
    var isOver: Bool { game.endedAt != nil }
    var helpLines: [String] { Self.helpLines(options: options) }
    var replayEndMessage: String { "End of the replay: score \(game.score), \(game.setsFound) Sets." }

    func targets(in grid: AspectGrid) -> [CardTarget] {
        game.table.enumerated().map { index, card in
            CardTarget(id: card.id, rect: grid.rect(at: index), isFaceUp: true)
        }
    }

    mutating func step(to now: Double, size: Size) -> SceneAction {
        if let time = matchLeavesAt, now >= time {
            // The celebration is over: the Set leaves and its replacements fly in by themselves.
            matchLeavesAt = nil
            perform(.clearMatch, size: size, now: now)
        }
        contestStep(now: now, size: size)
        return watchStep(now: now, size: size)
    }

    func wakeTimes(after now: Double) -> [Double] {
        var times = watchWakeTimes(after: now) + contestWakeTimes(after: now)
        if let matchLeavesAt { times.append(matchLeavesAt) }
        return times
    }

    // MARK: - Moves

    /// Applies `action` to the game and shows what it did: the one door for every move.
    @discardableResult
    mutating func perform(_ action: SetAction, size: Size, now: Double, played: Double) -> SetGame.Outcome {
        let outcome = game.apply(action, at: played)
        switch outcome {
        case .choice(.matched(let points)):
            let winner = game.lastWinner.map { game.seats[$0].name + ": " } ?? ""
            flow.message = Chrome.Message(text: "\(winner)Set! +\(points)", tone: .good)
            stage.play(.hop, on: game.selection.map(\.id), now: now)
            // A replay has the match's leaving among its recorded moves.
            if replay == nil { matchLeavesAt = now + stage.timing.celebration }
        case .choice(.mismatched(let points)):
            flow.message = Chrome.Message(
                text: "Not a Set (\(points)): \(Self.whyNotASet(game.selection))", tone: .bad)
            stage.play(.shake, on: game.selection.map(\.id), now: now)
        case .choice(.needsCall):
            flow.message = Chrome.Message(
                text: "Call Set with 1-\(game.seats.count) first (the key of your number).", tone: .info)
        case .choice:
            flow.message = nil
        case .deal(.dealt(let penalty)):
            flow.message =
                penalty == 0
                ? Chrome.Message(text: "Dealt 3 more.", tone: .info)
                : Chrome.Message(text: "Dealt 3 more (\(penalty): a Set was on the table).", tone: .bad)
        case .deal(.replacedMatch):
            flow.message = nil
        case .deal(.deckEmpty):
            flow.message = Chrome.Message(text: "The deck is empty.", tone: .bad)
        case .hint(let hint):
            showHint(hint, now: now)
        case .shuffled:
            flow.message = Chrome.Message(text: "Shuffled the table.", tone: .info)
        case .timedOut(let seat):
            if let seat {
                flow.message = Chrome.Message(
                    text: "\(game.seats[seat].name) ran out of time (\(ContestScoring.penalty)): locked out.",
                    tone: .bad)
            }
        case .clearedMatch, .call:
            break
        }
        noteSelection(now: now)
        if case .card(let index) = focus, index >= game.table.count {
            focus = game.table.isEmpty ? .deck : .card(game.table.count - 1)
        }
        layOut(size: size, now: now)
        if game.endedAt != nil && !isWatching && result == nil { finish(now: now) }
        return outcome
    }

    private mutating func showHint(_ hint: SetGame.HintOutcome, now: Double) {
        switch hint {
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
                text: game.deck.isEmpty ? "No Set on the table." : "No Set on the table: deal 3 more (d).",
                tone: .bad)
        case .unavailable:
            flow.message = Chrome.Message(text: "No hints between friends.", tone: .info)
        }
    }

    // MARK: - Input

    mutating func handleTableEvent(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let layout = tableLayout(size: size)
        switch event {
        case .key(let key):
            switch key {
            case .left, .character("h"): moveFocus(by: -1)
            case .right, .character("l"): moveFocus(by: 1)
            case .up, .character("k"): moveFocusRow(by: -1, layout: layout)
            case .down, .character("j"): moveFocusRow(by: 1, layout: layout)
            case .enter, .character(" "): chooseFocused(size: size, now: now)
            case .character("d"): perform(.dealThreeMore, size: size, now: now)
            case .character("s"): perform(.shuffle, size: size, now: now)
            case .character("c"): perform(.hint, size: size, now: now)
            case .character(let digit) where game.isBetweenFriends && ("1"..."4").contains(digit):
                call(seat: (digit.wholeNumberValue ?? 1) - 1, size: size, now: now)
            default: break
            }
        case .click(let point):
            if let index = layout.grid?.index(at: point) {
                focus = .card(index)
                chooseFocused(size: size, now: now)
            } else if layout.deck.contains(point) {
                focus = .deck
                perform(.dealThreeMore, size: size, now: now)
            }
        default:
            break
        }
        return .stay
    }

    private mutating func moveFocus(by step: Int) {
        let count = game.table.count
        switch focus {
        case .deck: if count > 0 { focus = .card(step > 0 ? 0 : count - 1) }
        case .card(let index):
            if let next = GridFocus.next(from: index, by: step, count: count, isOpen: { _ in true }) {
                focus = .card(next)
            }
        }
    }

    /// Up and Down move a row; Down from the last row reaches the deck, Up leaves it.
    private mutating func moveFocusRow(by step: Int, layout: TableLayout) {
        let count = game.table.count
        switch focus {
        case .deck:
            if step < 0 && count > 0 { focus = .card(count - 1) }
        case .card(let index):
            let columns = layout.grid?.columns ?? 1
            if let next = GridFocus.row(
                from: index, by: step, columns: columns, count: count, isOpen: { _ in true })
            {
                focus = .card(next)
            } else if step > 0 {
                focus = .deck
            }
        }
    }

    private mutating func chooseFocused(size: Size, now: Double) {
        switch focus {
        case .deck: perform(.dealThreeMore, size: size, now: now)
        case .card(let index):
            guard game.table.indices.contains(index) else { return }
            perform(.choose(card: game.table[index].id), size: size, now: now)
        }
    }

    // MARK: - Games beginning and ending

    /// Sweeps the table onto the discard pile and deals a fresh game once it is clear.
    ///
    /// A game in progress is abandoned: it goes into the record as not finished.
    mutating func newGame(size: Size, now: Double) {
        abandonGameInProgress(now: now)
        let sweeping = game.table.count
        game = SetGame(seed: seeds.next(), now: 0, seats: game.seats)
        computer?.plan = nil
        computer?.reveal = nil
        holdSince = nil
        focus = .card(0)
        showcase = []
        matchLeavesAt = nil
        result = nil
        flow.restart(message: Chrome.Message(text: isWatching ? "A new deal." : "New game.", tone: .info))
        sweepAndDeal(sweeping: sweeping, size: size, now: now)
    }

    var log: GameLog { GameLog(game) }

    func record(finished: Bool, now: Double) -> GameRecord {
        GameRecord(
            log: log, date: services.date(), finished: finished,
            score: game.isContest ? game.points.first ?? 0 : game.score,
            seconds: (game.endedAt ?? playTime(at: now)) - game.startedAt, found: game.setsFound,
            outcome: finished ? contestOutcome : nil)
    }

    /// The game is over: it goes into the record, its save is gone, the panel shows the bests.
    private mutating func finish(now: Double) {
        result = keep(finished: true, now: now)
        flow.overlay = .result
    }

    /// Which attributes break the Set, in words for the message.
    static func whyNotASet(_ cards: [SetCard]) -> String {
        guard cards.count == 3 else { return "" }
        return "look at the "
            + SetCard.attributesBreakingSet(cards[0], cards[1], cards[2]).joined(separator: ", ")
    }
}
