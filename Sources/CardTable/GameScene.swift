import Animation
import CardModel
import Render
import TableLayout

/// A card game on the table: what Set and Memorize share, written once.
///
/// A game scene lays its cards out in a grid that fits the window, moves them on a
/// `CardStage`, keeps panels, the play clock and the message in a `PlayFlow`, and wakes
/// only when something will change. Each game supplies its cards' places, its keys, the
/// step it takes by itself before each frame (a match leaving, the computer's move) and
/// the words on its panels; the rest is here, `Scene`'s methods included.
protocol GameScene: Scene {
    /// A move in this game.
    associatedtype Action: Codable & Equatable & Sendable
    /// What applying a move did.
    associatedtype Outcome
    /// The computer playing this game.
    associatedtype Player: PacedPlayer

    var stage: CardStage { get set }
    var flow: PlayFlow { get set }
    /// The terminal size the stage was last laid out for; nil while the table does not fit.
    var laidOutFor: Size? { get set }
    var options: RenderOptions { get }
    /// The computer playing, for `cardtable deal`.
    var autoPlayer: Player? { get set }
    /// A recorded game playing itself back, for `cardtable replay`.
    var replay: ReplayQueue<Action>? { get set }
    /// The shape of this game's cards.
    var cardShape: CardShape { get }
    /// How many places the grid has.
    var slotCount: Int { get }
    /// Where each card on the table goes in `grid`, and which face it shows.
    func targets(in grid: AspectGrid) -> [CardTarget]
    /// How cards that leave the table go.
    var leaveStyle: LeaveStyle { get }
    /// How many piles won cards gather on: 1 (the discard pile), or one per player.
    var pileCount: Int { get }
    /// The pile cards leaving the table now go to.
    var leavingPile: Int { get }
    /// The game is over (its result is showing, or the computer moves on).
    var isOver: Bool { get }
    /// The help panel's lines.
    var helpLines: [String] { get }
    /// Something of the game's own covers the table (a chooser): the clock stops.
    var coversTable: Bool { get }
    /// The themes, the keeper of saves and records, and the date.
    var services: AppServices { get }
    /// The game so far, as a save or a record keeps it.
    var log: GameLog { get }
    /// The record of the game as it stands at `now`: finished, or abandoned.
    func record(finished: Bool, now: Double) -> GameRecord

    /// What the game does by itself before a frame, with the table laid out at `size`.
    mutating func step(to now: Double, size: Size) -> SceneAction
    /// When the game will next change by itself, besides moving cards and the clock.
    func wakeTimes(after now: Double) -> [Double]
    /// A key or click for the table itself (no panel is up, nobody is watching).
    mutating func handleTableEvent(_ event: InputEvent, size: Size, now: Double) -> SceneAction
    /// Applies `action` to the game at play time `played` and shows what it did: the one door
    /// for every move.
    mutating func perform(_ action: Action, size: Size, now: Double, played: Double) -> Outcome
    /// The computer's next step, when it is due.
    mutating func autoPlay(now: Double, size: Size) -> SceneAction
    /// What the header says when a replay has played its last move.
    var replayEndMessage: String { get }
    /// Deals a new game, sweeping the old one away.
    mutating func newGame(size: Size, now: Double)
    /// A key the result panel lists beyond `n`, Esc and `q`.
    mutating func handleResultKey(_ key: Key, size: Size, now: Double)
    /// An event the game takes before anything else (a chooser over the table); nil: not taken.
    mutating func intercept(_ event: InputEvent, size: Size, now: Double) -> SceneAction?
}

extension GameScene {
    var coversTable: Bool { false }
    var pileCount: Int { 1 }
    var leavingPile: Int { 0 }

    /// Where everything goes on a terminal of `size`, for the cards on the table now.
    func tableLayout(size: Size) -> TableLayout {
        TableLayout(size: size, cardCount: slotCount, shape: cardShape, pileCount: pileCount)
    }
    func wakeTimes(after now: Double) -> [Double] { [] }
    mutating func handleResultKey(_ key: Key, size: Size, now: Double) {}
    mutating func intercept(_ event: InputEvent, size: Size, now: Double) -> SceneAction? { nil }

    /// The computer plays, or a recorded game plays itself, while the player watches.
    var isWatching: Bool { autoPlayer != nil || replay != nil }

    /// The game's own time at wall time `now`: the play clock.
    func playTime(at now: Double) -> Double { flow.clock.time(at: now) }

    /// Applies `action` to the game now, at the play clock's time.
    @discardableResult
    mutating func perform(_ action: Action, size: Size, now: Double) -> Outcome {
        perform(action, size: size, now: now, played: playTime(at: now))
    }

    // MARK: - Time

    /// `Scene.advance` for a game: lays out, lets the game take its step, runs the clock.
    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        if laidOutFor != size { layOut(size: size, now: now) }
        stage.prune(at: now)
        var action = SceneAction.stay
        // Nothing happens by itself while the table cannot be shown.
        if laidOutFor == size {
            if flow.isDealingOpening && !stage.isSettling(at: now) { flow.isDealingOpening = false }
            action = step(to: now, size: size)
        }
        updateClock(at: now)
        return action
    }

    /// Runs the play clock while the game is in play, and stops it otherwise.
    mutating func updateClock(at now: Double) {
        flow.updateClock(at: now, fits: laidOutFor != nil && !coversTable, isOver: isOver)
    }

    // MARK: - Saves and records

    /// The game as it must be kept when the player leaves it now, if it is worth keeping.
    public func gameToSave(now: Double) -> SavedGame? {
        guard !isWatching, !isOver, log.moveCount > 0 else { return nil }
        return SavedGame(log: log, seconds: playTime(at: now), savedAt: services.date())
    }

    /// Puts the game into the record and forgets its save; returns how it stands to the bests.
    @discardableResult
    func keep(finished: Bool, now: Double) -> ResultBests {
        let record = record(finished: finished, now: now)
        let result = ResultBests(before: services.keeper.bests(like: record), record: record)
        services.keeper.record(record)
        services.keeper.discardSave(log.slot)
        return result
    }

    /// Before a new game: the one in progress, if a move was made in it, is recorded as abandoned.
    func abandonGameInProgress(now: Double) {
        if !isWatching && !isOver && log.moveCount > 0 { keep(finished: false, now: now) }
    }

    /// `Scene.wake` for a game: every frame while cards move, else when the game or the
    /// status line's clock says.
    public func wake(after now: Double) -> Wake {
        // A table that does not fit, or is hidden, changes only with an event.
        guard laidOutFor != nil, !flow.isPaused, !coversTable else { return .never }
        if stage.isAnimating(at: now) { return .nextFrame }
        let times = wakeTimes(after: now) + [nextClockTick(after: now)].compactMap { $0 }
        guard let soonest = times.min() else { return .never }
        // A time already past is a move held back (cards still settling, a found Set still
        // showing): look again a frame later, not at once, or the loop spins until then.
        return soonest > now ? .at(soonest) : .nextFrame
    }

    /// When the status line's clock next shows another second, while it runs.
    func nextClockTick(after now: Double) -> Double? {
        flow.clock.wallTime(reaching: playTime(at: now).rounded(.down) + 1, from: now)
    }

    /// Points every card at its place for a terminal of `size`: deals, reflows, discards.
    mutating func layOut(size: Size, now: Double) {
        let layout = tableLayout(size: size)
        guard let grid = layout.grid else {
            // Too small: the stage waits, and is laid out again whenever the size changes.
            laidOutFor = nil
            return
        }
        laidOutFor = size
        stage.sync(
            to: targets(in: grid), deck: layout.deck, piles: layout.piles, leavingTo: leavingPile,
            bounds: size,
            now: now, leaving: leaveStyle)
    }

    /// Sweeps `count` cards off the table onto the discard pile and holds the next deal until
    /// they have gone; then deals what the table holds now.
    mutating func sweepAndDeal(sweeping count: Int, size: Size, now: Double) {
        let layout = TableLayout(size: size, cardCount: 0, shape: cardShape, pileCount: pileCount)
        stage.sync(
            to: [], deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: .sweep)
        stage.holdDeals(until: now + stage.timing.sweep + Double(count) * stage.timing.sweepStagger)
        layOut(size: size, now: now)
    }

    // MARK: - Input

    /// `Scene.handle` for a game: resize, watching, panels and the keys every game shares,
    /// then the game's own keys.
    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        updateClock(at: now)
        defer { updateClock(at: now) }
        if case .resize(let newSize) = event {
            layOut(size: newSize, now: now)
            return .stay
        }
        if isWatching { return handleWatching(event) }
        if let action = intercept(event, size: size, now: now) { return action }
        let help =
            flow.showsHelp
            ? Chrome.panelText(title: "Help", lines: helpLines + PlayFlow.helpFooter, size: size) : nil
        switch flow.handle(event, helpText: help) {
        case .handled: return .stay
        case .action(let action): return action
        case .newGame:
            newGame(size: size, now: now)
            return .stay
        case .resultKey(let key):
            handleResultKey(key, size: size, now: now)
            return .stay
        case .notHandled:
            break
        }
        switch event {
        case .key(.character("n")):
            if isOver { newGame(size: size, now: now) } else { flow.confirmNewGame() }
        case .key(.character("p")): flow.pause()
        case .key(.character("?")): flow.overlay = .help(scroll: 0)
        case .key(.character("q")): return .quit
        case .key(.escape): return .open(.menu)
        default: return handleTableEvent(event, size: size, now: now)
        }
        return .stay
    }

    // MARK: - Watched games

    /// What a watched game does by itself: the next recorded move, or the computer's.
    mutating func watchStep(now: Double, size: Size) -> SceneAction {
        if replay != nil { return playBack(now: now, size: size) }
        return autoPlayer == nil ? .stay : autoPlay(now: now, size: size)
    }

    /// When a watched game next moves by itself.
    func watchWakeTimes(after now: Double) -> [Double] {
        var times: [Double] = []
        if let autoPlayer, !autoPlayer.isPaused { times.append(autoPlayer.due) }
        if let replay, !replay.isPaused, let next = replay.nextTime,
            let time = flow.clock.wallTime(reaching: next, from: now)
        {
            times.append(time)
        }
        return times
    }

    /// The keys of a watched game: pause, speed, menu, quit.
    mutating func handleWatching(_ event: InputEvent) -> SceneAction {
        var timing = stage.timing
        var message = flow.message
        let action: SceneAction
        // Copies, then written back: the protocol's properties cannot be lent out together.
        if replay != nil {
            var player = replay
            action = WatchControls.handle(event, player: &player, timing: &timing, message: &message)
            replay = player
        } else {
            var player = autoPlayer
            action = WatchControls.handle(event, player: &player, timing: &timing, message: &message)
            autoPlayer = player
        }
        stage.timing = timing
        flow.message = message
        return action
    }

    /// Applies the recorded moves that are due by now, at the pace they were made: the play
    /// clock runs at the playback speed.
    mutating func playBack(now: Double, size: Size) -> SceneAction {
        guard var queue = replay else { return .stay }
        flow.clock.setRate(stage.timing.speed, at: now)
        guard !queue.isPaused else { return .stay }
        let wasFinished = queue.isFinished
        // Each move at the time it was made, not when the loop woke: the score depends on it.
        for timed in queue.take(upTo: playTime(at: now)) {
            _ = perform(timed.action, size: size, now: now, played: timed.time)
        }
        if queue.isFinished && !wasFinished {
            flow.message = Chrome.Message(text: replayEndMessage, tone: .good)
        }
        replay = queue
        return .stay
    }

    // MARK: - Drawing

    /// Draws the header, the status line and any panel over the table (the panel's lines are
    /// made only when it shows).
    func drawChrome(
        title: String, shortTitle: String? = nil, keys: String, status: [Chrome.StatusField],
        resultTitle: String,
        result: @autoclosure () -> [String], layout: TableLayout, on screen: inout Screen
    ) {
        let shortTitle = shortTitle ?? title.split(separator: " ").last.map(String.init)
        let fullTitle = options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title
        Chrome.drawHeader(
            title: fullTitle, shortTitle: shortTitle, message: flow.message,
            keys: isWatching ? WatchControls.keys : keys, in: layout.header, on: &screen)
        Chrome.drawStatus(status, in: layout.status, on: &screen)
        flow.drawOverlay(
            help: { helpLines }, resultTitle: resultTitle, result: result, on: &screen, options: options)
    }
}
