import Animation
import CardModel
import Render
import TableLayout
import TerminalIO

/// Everything a table knows, and the one place it changes: `reduce(_:)`.
///
/// The state lays the game's places out in a grid that fits the window, moves the cards on
/// a `CardStage`, keeps the panels, the play clock and the message in a `PlayFlow`, keeps
/// the focus on an open place, and knows when something will change by itself. Every
/// event (a key, a click, a resize, a tick of the clock, a move from a source or another
/// terminal, what came of an effect) enters through `reduce`, which answers with what the
/// table asks done beyond itself (`TableEffect`): it reads no clock and writes no file or
/// socket. Every move, whoever makes it, goes through `send(_:by:size:now:played:)`, which
/// applies it, presents what it did and asks for the record once when the game ends.
///
/// `TableScene` wraps it as a `Scene` for the app.
public struct TableState<Game: TableGame> {
    public internal(set) var game: Game
    public internal(set) var focus: TableFocus = .card(0)
    /// Every card's motion on screen.
    public internal(set) var stage: CardStage
    /// Panels, the play clock and the message.
    var flow: PlayFlow
    let options: RenderOptions
    /// Who moves at this table, and where a watched game or a replay has got to.
    public internal(set) var mode: TableMode
    /// The seats of the people at this keyboard.
    public let people: [Int]
    /// Each seat as the end of a game shared with other terminals names it (empty elsewhere).
    let seatsShown: [String]
    /// Everyone else who moves: the computer, or a record.
    var sources: [any MoveSource<Game>]
    /// The seeds of this table's games: each new game gets fresh randomness.
    var seeds: SeedSequence
    /// The terminal size the stage was last laid out for; nil while the table does not fit.
    public internal(set) var laidOutFor: Size?
    /// Cards that left the game but stay on the table while they celebrate: until when.
    var celebrating: [Int: Double] = [:]
    /// A move that comes by itself (a Set leaving), and the wall time it is due.
    var followUp: FollowingMove?
    /// How far the game has got to its end: in play, its record asked for, or recorded.
    var ending = TableEnding.inPlay
    /// What this table asks the app to do, gathered while one event is reduced (empty
    /// between events, but for a new table's first hold).
    var effects: [TableEffect] = []
    let services: AppServices
    /// Another scene covers this one: its clock stands still.
    var isCovered = false
    /// Wall times at which the sources asked to look again.
    var sourceWakes: [Double] = []
    /// When the table last asked the app's loop to bring it up to date (`TableEffect.wake`).
    ///
    /// A new wake-up is asked for only when it differs; a table that asked nothing waits
    /// for an event, as the app takes it.
    var wakeAsked = Wake.never
    /// The name the game is kept by among the games in progress.
    public internal(set) var keptAs: String
    /// The kept game this table asked the app to hold open, so no other copy opens it.
    var held: String?
    /// The layout the table was last laid out in, and what it was made for.
    var lastLayout: (shape: LayoutShape, layout: TableLayout)?
    /// A replay's record as a track to seek along; nil at any other table.
    var replayTrack: ReplayTrack<Game>?

    /// A move that comes by itself (a Set leaving), and the wall time it is due.
    struct FollowingMove {
        var action: Game.Action
        var seat: Int
        var due: Double
    }

    /// A table for `game`, played by `people` at this keyboard with `sources` making the
    /// other moves; `seed` seeds the stage and, after the game's own, the table's next games.
    public init(
        game: Game, mode: TableView.Mode, people: [Int], sources: [any MoveSource<Game>] = [], seed: UInt64,
        opening: Opening, message: Chrome.Message?
    ) {
        self.game = game
        switch mode {
        case .replaying: self.mode = .replaying(Replay())
        case .watching: self.mode = .watching(WatchedGame())
        case .playing: self.mode = sources.lazy.compactMap(\.sharing).first.map(TableMode.shared) ?? .playing
        }
        self.people = people
        self.sources = sources
        seatsShown = sources.lazy.map(\.seatsShown).first { !$0.isEmpty } ?? []
        seeds = SeedSequence(seed: seed, stream: .games)
        // The first seed of the sequence is `seed` itself: the game's own.
        _ = seeds.next()
        options = opening.options
        services = opening.services
        stage = CardStage(timing: opening.timing, seed: seed)
        flow = PlayFlow(message: message, extraResultKeys: game.presenter.fixtures.resultKeys)
        // A kept game taken up goes on under its own name, held by the app that opened it.
        keptAs = opening.kept?.id ?? opening.services.newGameID(for: game.gameKind)
        keep(as: keptAs)
        if !opening.notices.isEmpty { flow.overlay = .notice(opening.notices) }
        for index in self.sources.indices { self.sources[index].begin(game) }
        if mode == .replaying, let record = sources.lazy.compactMap({ $0 as? ReplaySource<Game> }).first {
            replayTrack = ReplayTrack(start: game, actions: record.actions)
        }
        collectMessages()
        normalizeFocus()
    }

    /// A move that comes by itself `delay` seconds from `now` (a Set put away while it
    /// showed, leaving once the game is taken up again).
    mutating func follow(_ action: Game.Action, by seat: Int, after delay: Double, now: Double) {
        followUp = FollowingMove(action: action, seat: seat, due: now + delay)
    }

    var isWatching: Bool { mode.view != .playing }

    /// The moves come from a record, which holds the game's own timed moves too.
    var isReplay: Bool { mode.view == .replaying }

    /// The table is shared with players at other terminals, hosted here or joined.
    var sharing: TableSharing? { mode.sharing }

    /// The watcher paused the game or the replay (Space).
    var isWatchPaused: Bool {
        get {
            switch mode {
            case .watching(let watched): watched.isPaused
            case .replaying(let replay): replay.isPaused
            case .playing, .shared: false
            }
        }
        set {
            switch mode {
            case .watching(var watched):
                watched.isPaused = newValue
                mode = .watching(watched)
            case .replaying(var replay):
                replay.isPaused = newValue
                mode = .replaying(replay)
            case .playing, .shared: break
            }
        }
    }

    /// The game ended and was recorded: how it stands to the bests.
    var finished: FinishedGame? {
        if case .recorded(let finished) = ending { finished } else { nil }
    }

    /// The table makes the moves the game makes by itself (a Set leaving, a call running
    /// out): not while a record plays back, nor at a guest of a shared table, whose host makes them.
    var makesOwnMoves: Bool { !isReplay && sharing?.followsHost != true }

    /// The game's own time at wall time `now`: the play clock.
    public func playTime(at now: Double) -> Double { flow.clock.time(at: now) }

    /// Where everything goes on a terminal of `size`, for the places on the table now.
    ///
    /// The layout of the last `layOut` is kept: frames, wake-ups and keys ask for it far more
    /// often than the table changes shape, and fitting the grid is the costly part.
    func tableLayout(size: Size) -> TableLayout {
        let shape = layoutShape(size: size)
        if let cached = lastLayout, cached.shape == shape { return cached.layout }
        return TableLayout(
            size: size, cardCount: shape.places - shape.aside, shape: Game.Presenter.cardShape,
            pileCount: shape.piles,
            gridFillsTable: game.presenter.fixtures.gridFillsTable, asideCount: shape.aside)
    }

    /// What the table's layout depends on now, on a terminal of `size`.
    func layoutShape(size: Size) -> LayoutShape {
        let fixtures = game.presenter.fixtures
        return LayoutShape(
            size: size, places: game.slots.count, piles: fixtures.pileCount,
            aside: min(fixtures.asidePlaces, game.slots.count))
    }

    /// What a table's layout depends on.
    struct LayoutShape: Equatable {
        var size: Size
        var places: Int
        var piles: Int
        /// How many of the places lie aside, under the grid.
        var aside: Int
    }

    /// What the game sees of the table at `now`.
    func view(at now: Double, grid: AspectGrid? = nil) -> TableView {
        let played = playTime(at: now)
        var view = TableView(
            options: options, timing: stage.timing, mode: mode.view, people: people, focus: focus, now: now,
            played: played, stage: stage, grid: grid,
            // A closure, not a key path: in this generic type a key path is made anew at
            // every call, a frame's costliest line.
            pointed: sources.flatMap { $0.pointedCards },
            finished: finished)
        view.sharing = sharing
        view.seatsShown = seatsShown
        view.keyboard = services.effectiveSettings.keyboard
        if !game.isOver { view.notes = sources.compactMap { $0.note(played: played) } }
        return view
    }

    // MARK: - The one door

    /// Applies `action` by `seat` to the game at play time `played` (now's, by default) and
    /// shows what it did: the one door for every move.
    @discardableResult
    mutating func send(
        _ action: Game.Action, by seat: Int, size: Size, now: Double, played: Double? = nil
    ) -> Game.Outcome {
        // A move made while the opening deal still flies puts the game in play: the clock
        // starts with it. Waiting for the table to stand still first would stamp every move
        // 0:00 for as long as the player's own moves keep cards moving (a Set shown, cards
        // dealt), and leave that time out of the game's.
        if flow.isDealingOpening {
            flow.isDealingOpening = false
            updateClock(at: now)
        }
        let time = played ?? playTime(at: now)
        // At a guest the host's clock is the game's: a move it made later than this clock
        // says (this terminal was stopped, or its deal landed late) brings the clock up to it.
        if let played, sharing?.followsHost == true { flow.clock.catchUp(to: played, at: now) }
        let outcome = game.apply(action, by: seat, at: time)
        let shown = game.presentation(of: outcome, after: action, by: seat, view: view(at: now))
        for (card, seconds) in shown.celebrations { celebrating[card] = now + seconds }
        if let next = shown.followUp, makesOwnMoves {
            followUp = FollowingMove(action: next.action, seat: seat, due: now + next.delay)
        }
        normalizeFocus()
        layOut(size: size, now: now)
        play(shown, now: now)
        var moment = self.moment(at: now)
        moment.played = time
        for index in sources.indices { sources[index].saw(action, by: seat, in: game, at: moment) }
        collectMessages()
        if game.isOver && !isWatching && ending == .inPlay { finish(now: now) }
        return outcome
    }

    /// Shows a presentation's message and effects.
    mutating func play(_ shown: Presentation<Game.Action>, now: Double) {
        switch shown.message {
        case .keep: break
        case .clear: flow.message = nil
        case .show(let message): flow.message = message
        }
        for effect in shown.effects { stage.play(effect.kind, on: effect.cards, now: now + effect.delay) }
    }

    /// Carries out what a key or a choice means.
    mutating func carry(_ command: TableCommand<Game.Action>, size: Size, now: Double) -> SceneAction {
        switch command {
        case .move(let action, let seat):
            // A guest's move goes to the host, and comes back through the door once judged.
            let game = game
            let forwarded = sources.indices.contains { sources[$0].forward(action, by: seat, in: game) }
            collectMessages()
            if !forwarded { send(action, by: seat, size: size, now: now) }
        case .say(let message): flow.message = message
        case .nextGame(let next): newGame(next, size: size, now: now)
        case .scene(.push) where sharing != nil:
            // Nothing covers a shared table: its moves would wait behind the screen on top.
            flow.message = Chrome.Message(text: "Not at a shared table: the others play on.", tone: .info)
        case .scene(let action): return action
        }
        return .stay
    }

    // MARK: - Time

    mutating func advance(to now: Double, size: Size) -> SceneAction {
        if laidOutFor != size { layOut(size: size, now: now) }
        stage.prune(at: now)
        var action = SceneAction.stay
        // Nothing happens by itself while the table cannot be shown, but at a shared table:
        // the others play on, and the host's game is the one that counts.
        if laidOutFor == size || sharing != nil {
            if flow.isDealingOpening && (laidOutFor != size || !stage.isSettling(at: now)) {
                flow.isDealingOpening = false
            }
            action = step(to: now, size: size)
        }
        updateClock(at: now)
        return action
    }

    /// What happens by itself before a frame: celebrations end, a move follows another,
    /// the game's timers, and the moves of everyone not at this keyboard.
    mutating func step(to now: Double, size: Size) -> SceneAction {
        if celebrating.values.contains(where: { $0 <= now }) {
            celebrating = celebrating.filter { $0.value > now }
            layOut(size: size, now: now)
        }
        // The game was recorded as it ended; its panel waits for the last cards to go.
        if finished != nil && celebrating.isEmpty && flow.overlay == .none {
            flow.overlay = .result
            // The panel says how the game ended: the last move's words ("Set! +15") go.
            flow.message = nil
        }
        if let pending = followUp, now >= pending.due {
            followUp = nil
            send(pending.action, by: pending.seat, size: size, now: now)
        }
        let inPlay = !game.isOver && !flow.isDealingOpening
        if inPlay, makesOwnMoves, let timer = game.scheduledMove, playTime(at: now) >= timer.at {
            send(timer.action, by: timer.seat, size: size, now: now)
        }
        if isReplay { flow.clock.setRate(stage.timing.speed, at: now) }
        sourceWakes = []
        if !isWatchPaused && (inPlay || isReplay) { stepSources(now: now, size: size) }
        return watchedGameStep(now: now, size: size)
    }

    /// How many moves a source makes at one tick at most: a handful (three cards of a Set).
    static var movesAtOnce: Int { 8 }

    /// Lets each source make the moves it has ready, and notes when it wants to look again.
    mutating func stepSources(now: Double, size: Size) {
        // Counted, not `indices`: the sources' type is the game's, and a generic collection's
        // indices are looked up at run time, every frame.
        for index in 0..<sources.count {
            for _ in 0..<Self.movesAtOnce {
                guard !game.isOver || isReplay else { break }
                let step = sources[index].next(in: game, at: moment(at: now))
                collectMessages()
                switch step {
                case .move(let action, let seat, let played):
                    send(action, by: seat, size: size, now: now, played: played)
                    continue
                case .show(let shown):
                    play(shown, now: now)
                    continue
                case .wait(let wake):
                    if let time = wake.flatMap({ wallTime(of: $0, from: now) }) { sourceWakes.append(time) }
                case .finished:
                    sayReplayEnded(now: now)
                }
                break
            }
        }
    }

    /// A watched game that is over: says how it went, then deals the next (or ends the app).
    mutating func watchedGameStep(now: Double, size: Size) -> SceneAction {
        guard case .watching(var watched) = mode, game.isOver, celebrating.isEmpty,
            !stage.isSettling(at: now),
            !watched.isPaused
        else { return .stay }
        guard let endsAt = watched.nextDealAt else {
            watched.nextDealAt = now + 2 / stage.timing.speed
            mode = .watching(watched)
            flow.message = Chrome.Message(
                text: "Done: \(game.presenter.standingsLine(view: view(at: now))).", tone: .good)
            return .stay
        }
        guard now >= endsAt else { return .stay }
        if watched.once { return .quit }
        newGame(.fresh, size: size, now: now)
        return .stay
    }

    /// `deal --once`: the app ends after this game.
    public internal(set) var watchesOnce: Bool {
        get { if case .watching(let watched) = mode { watched.once } else { false } }
        set {
            guard case .watching(var watched) = mode else { return }
            watched.once = newValue
            mode = .watching(watched)
        }
    }

    /// What sources see of the table now.
    func moment(at now: Double) -> SourceMoment {
        SourceMoment(
            now: now, played: playTime(at: now), stage: stage, isCelebrating: !celebrating.isEmpty,
            speed: stage.timing.speed)
    }

    /// The wall time of a source's wake-up, if the play clock will reach it.
    func wallTime(of wake: SourceWake, from now: Double) -> Double? {
        switch wake {
        case .wall(let time): time
        case .played(let played): flow.clock.wallTime(reaching: played, from: now)
        }
    }

    /// Runs the play clock while the game is in play, and stops it otherwise: a replay that
    /// has shown its last move stands at it, as the game it shows is over for good.
    mutating func updateClock(at now: Double) {
        var replayEnded = false
        if case .replaying(let replay) = mode { replayEnded = replay.ended }
        flow.updateClock(
            at: now, fits: laidOutFor != nil && !isCovered && !isWatchPaused,
            isOver: game.isOver || replayEnded,
            shared: sharing != nil)
    }

    public func standings(now: Double) -> String? {
        game.seatPoints == nil ? nil : game.presenter.standingsLine(view: view(at: now))
    }

    /// When the picture next changes without an event, as it stands at `now`: what the
    /// reducer asks of the app's loop after each event (`TableEffect.wake`).
    public func wake(after now: Double) -> Wake {
        // A table that does not fit, or is hidden, changes only with an event.
        guard laidOutFor != nil, !flow.isPaused, !isCovered else { return .never }
        // Cards in motion change at every frame; a pulse only when it blinks.
        let stageChange = stage.nextChange(after: now)
        if let stageChange, stageChange <= now { return .nextFrame }
        var times = sourceWakes + celebrating.values
        if let followUp { times.append(followUp.due) }
        if case .watching(let watched) = mode, let endsAt = watched.nextDealAt { times.append(endsAt) }
        let played = playTime(at: now)
        let grid = laidOutFor.flatMap { tableLayout(size: $0).grid }
        var playTimes = [played.rounded(.down) + 1]
        if let timer = game.scheduledMove, makesOwnMoves { playTimes.append(timer.at) }
        if let change = game.presenter.nextChange(after: played, view: view(at: now, grid: grid)) {
            playTimes.append(change)
        }
        times += playTimes.compactMap { flow.clock.wallTime(reaching: $0, from: now) }
        if let stageChange { times.append(stageChange) }
        guard let soonest = times.min() else { return .never }
        if soonest > now { return .at(soonest) }
        // A time already past is a move held back (cards still settling, a found Set still
        // showing): look again when the cards next change or the Set's time is up, which
        // may end the hold, else a frame later; never at once, or the loop spins until then.
        if stageChange != nil || !celebrating.isEmpty, let next = times.filter({ $0 > now }).min() {
            return .at(next)
        }
        return .nextFrame
    }

    // MARK: - The table's shape

    /// Points every card at its place for a terminal of `size`: deals, reflows, discards.
    mutating func layOut(size: Size, now: Double) {
        let layout = tableLayout(size: size)
        lastLayout = (layoutShape(size: size), layout)
        guard layout.grid != nil else {
            // Too small: the stage waits, and is laid out again whenever the size changes.
            laidOutFor = nil
            return
        }
        laidOutFor = size
        if flow.laysTableAtOnce {
            flow.laysTableAtOnce = false
            flow.isDealingOpening = false
            stage.place(cardTargets(in: layout), now: now)
        }
        let fixtures = game.presenter.fixtures
        stage.sync(
            to: cardTargets(in: layout), deck: layout.deck, piles: layout.piles,
            leavingTo: fixtures.leavingPile,
            bounds: size,
            now: now, leaving: fixtures.leaveStyle)
    }

    /// Where each card on the table (or still celebrating there) lies in `layout`.
    func cardTargets(in layout: TableLayout) -> [CardTarget] {
        game.slots.enumerated().compactMap { index, slot -> CardTarget? in
            guard !slot.hasLeft || celebrating[slot.card] != nil else { return nil }
            guard let rect = layout.rect(ofPlace: index) else { return nil }
            return CardTarget(id: slot.card, rect: rect, isFaceUp: slot.isFaceUp)
        }
    }

    /// Keeps the focus on a place that can take it: a card still in the game, or the deck.
    mutating func normalizeFocus() {
        let slots = game.slots
        switch focus {
        case .deck:
            if !game.presenter.fixtures.deckTakesFocus { focus = .card(0) } else { return }
        case .card(let index):
            if slots.indices.contains(index) && !slots[index].hasLeft { return }
        }
        guard case .card(let index) = focus else { return }
        let isOpen = { (place: Int) in slots.indices.contains(place) && !slots[place].hasLeft }
        // The next open place in reading order, else the last before it, else the deck.
        let clamped = min(index, max(0, slots.count - 1))
        if isOpen(clamped) {
            focus = .card(clamped)
        } else if let next = GridFocus.next(from: clamped, by: 1, count: slots.count, isOpen: isOpen) {
            focus = .card(next)
        } else if slots.isEmpty && game.presenter.fixtures.deckTakesFocus {
            focus = .deck
        }
    }

    // MARK: - Games beginning and ending

    /// Deals the next game at this table, sweeping the old one away.
    ///
    /// A game in progress is abandoned: it goes into the record as not finished.
    mutating func newGame(_ next: NextGame, size: Size, now: Double) {
        guard sharing?.followsHost != true else {
            flow.message = Chrome.Message(text: "The host deals the next game.", tone: .info)
            return
        }
        guard let fresh = game.nextGame(next, seed: seeds.next(), services: services) else {
            flow.message = Chrome.Message(text: game.presenter.fixtures.cannotDealAgainMessage, tone: .bad)
            return
        }
        abandonGameInProgress(now: now)
        keep(as: services.newGameID(for: game.gameKind))
        let sweeping = game.slots.filter { !$0.hasLeft || celebrating[$0.card] != nil }.count
        game = fresh
        for index in sources.indices { sources[index].begin(game) }
        collectMessages()
        focus = .card(0)
        normalizeFocus()
        celebrating = [:]
        followUp = nil
        ending = .inPlay
        if case .watching(var watched) = mode {
            watched.nextDealAt = nil
            mode = .watching(watched)
        }
        let message = isWatching ? "A new deal." : game.presenter.fixtures.newGameMessage
        flow.restart(message: Chrome.Message(text: message, tone: .info))
        if game.presenter.fixtures.redealsOnNewGame {
            sweepAndDeal(sweeping: sweeping, size: size, now: now)
        } else {
            // The same cards stay where they are: there is no deal to wait for.
            flow.isDealingOpening = false
            layOut(size: size, now: now)
        }
    }

    /// Sweeps `count` cards off the table onto the discard pile and holds the next deal until
    /// they have gone; then deals what the table holds now.
    mutating func sweepAndDeal(sweeping count: Int, size: Size, now: Double) {
        let layout = TableLayout(
            size: size, cardCount: 0, shape: Game.Presenter.cardShape,
            pileCount: game.presenter.fixtures.pileCount,
            gridFillsTable: game.presenter.fixtures.gridFillsTable)
        stage.sync(
            to: [], deck: layout.deck, discard: layout.discard, bounds: size, now: now, leaving: .sweep)
        stage.holdDeals(until: now + stage.timing.sweep + Double(count) * stage.timing.sweepStagger)
        layOut(size: size, now: now)
    }

    /// The game is over: it goes into the record, its save is gone, the panel will show the
    /// bests (which come with the record's answer, `receive`).
    mutating func finish(now: Double) {
        ending = .recording
        keep(finished: true, now: now)
        if celebrating.isEmpty { flow.overlay = .result }
    }

    /// The record of the game as it stands at `now`: finished, or abandoned.
    func record(finished: Bool, now: Double) -> GameRecord? {
        game.record(
            finished: finished, played: playTime(at: now), date: services.date(), person: people.first ?? 0)
    }

    /// Asks for the game to go into the record and, once it is written, its save to go.
    mutating func keep(finished: Bool, now: Double) {
        guard let record = record(finished: finished, now: now) else { return }
        effects.append(.record(record, discarding: keptAs))
    }

    /// What the table has asked for since this was last called, oldest first.
    mutating func takeEffects() -> [TableEffect] {
        defer { effects = [] }
        return effects
    }

    /// The messages the sources have for the other terminals, asked for in the order they came.
    mutating func collectMessages() {
        for index in sources.indices {
            effects += sources[index].takeMessages().map(TableEffect.link)
        }
    }

    /// What came of an effect: the record written, or not.
    mutating func receive(_ result: EffectResult, now: Double) {
        switch result {
        case .recorded(let record, let before, let records, let written):
            if !written && !record.finished {
                // The game left for a new one could not be recorded, so it was not let go.
                flow.overlay = .notice([Self.notRecorded])
            }
            // Only the end of the game on the table has a panel; an abandoned one has none.
            guard record.finished, ending == .recording else { return }
            if !written {
                flow.message = Chrome.Message(text: "Not recorded: see why when you quit.", tone: .bad)
            }
            ending = .recorded(
                FinishedGame(bests: ResultBests(before: before, record: record), records: records))
        case .updated, .notUpdated, .abandoned:
            // A table changes no file of its own game's (the themes screen does) and
            // abandons no kept game (the list of games in progress does).
            return
        }
    }

    /// Said when the game left for a new one could not be recorded.
    static var notRecorded: String {
        "The game you abandoned could not be recorded, so it stays in your games in progress"
            + " (c on the menu); why is said again when you quit."
    }

    /// Before a new game: the one in progress, if a move was made in it, is recorded as abandoned.
    ///
    /// It is kept as it is first, so that should its record not be written it stays in
    /// progress as the player left it.
    mutating func abandonGameInProgress(now: Double) {
        guard !isWatching && !game.isOver && game.moveCount > 0 else { return }
        if let kept = gameToKeep(now: now) { effects.append(.save(kept)) }
        keep(finished: false, now: now)
    }

    public func gameToKeep(now: Double) -> KeptGame? {
        // A shared game cannot be taken up without its players: it is recorded when it ends.
        guard !isWatching, sharing == nil, !game.isOver, game.moveCount > 0, let log = try? game.log() else {
            return nil
        }
        return KeptGame(
            id: keptAs, saved: SavedGame(log: log, seconds: playTime(at: now), savedAt: services.date()))
    }

    /// This table's game is kept as `id` from now on (a new game), held open by this program.
    mutating func keep(as id: String) {
        keptAs = id
        if let held { effects.append(.release(held)) }
        held = nil
        guard mode == .playing, sharing == nil else { return }
        held = id
        effects.append(.hold(id))
    }

    /// The table is left: a shared game in progress goes into the record as not finished
    /// (at the host and at each guest: every player keeps it), and the game held open is let go.
    mutating func end(now: Double) {
        if sharing != nil { abandonGameInProgress(now: now) }
        if let held { effects.append(.release(held)) }
        held = nil
    }

    /// Another screen covers the table, or it is on top again: its clock stands still meanwhile.
    mutating func cover(_ covered: Bool, now: Double) {
        isCovered = covered
        updateClock(at: now)
    }

    /// Takes `destination` handed back by a screen that covered the table (a game asked
    /// for): true when the table goes on with it or deals it here.
    mutating func take(_ destination: Destination, size: Size, now: Double) -> Bool {
        guard !isWatching, case .game(var request) = destination, request.watching == nil,
            request.game == game.gameKind
        else { return false }
        // A screen over the table asks for a game and leaves the players to the table.
        if request.seats.isEmpty { request.seats = game.seats }
        guard request.seats == game.seats else { return false }
        // The game asked for goes on as it was; another one of this table's is dealt here.
        if !game.fits(request) || game.isOver { newGame(.asked(request), size: size, now: now) }
        return true
    }
}
