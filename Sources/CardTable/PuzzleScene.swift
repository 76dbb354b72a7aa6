import Animation
import CardModel
import Foundation
import Render
import TableLayout

/// The daily puzzle on screen: twelve cards that never change, the Sets found so far beside
/// them, a clock that hints push on.
///
/// Every move is a `PuzzleAction` applied in one place (`perform`); a finished puzzle can
/// play itself back like any other game.
public struct PuzzleScene: GameScene {
    public private(set) var puzzle: DailyPuzzle
    /// The focused card: an index into the table, in reading order.
    public private(set) var focus = 0
    public internal(set) var stage: CardStage
    var flow: PlayFlow
    /// Nobody plays the puzzle for the player; a recorded one can play itself back.
    var autoPlayer: SetAutoPlayer?
    var replay: ReplayQueue<PuzzleAction>?
    let options: RenderOptions
    var laidOutFor: Size?
    let services: AppServices
    /// How the solved puzzle stands to the player's bests, and the days in a row solved.
    var result: (bests: ResultBests, streak: Int)?

    /// The puzzle of `date` (`YYYY-MM-DD`).
    public init(
        date: String, options: RenderOptions, timing: AnimationTiming = AnimationTiming(), now: Double,
        services: AppServices = .inMemory
    ) {
        puzzle = DailyPuzzle(date: date)
        self.options = options
        self.services = services
        stage = CardStage(timing: timing, seed: fnv1a64(date))
        flow = PlayFlow(message: Chrome.Message(text: "Find all six Sets.", tone: .info))
    }

    /// A saved puzzle taken up again: the Sets found, the selection and the time.
    public init?(
        resuming saved: SavedGame, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double, services: AppServices
    ) {
        guard case .puzzle(let date, let actions) = saved.log else { return nil }
        self.init(date: date, options: options, timing: timing, now: now, services: services)
        puzzle = DailyPuzzle.replaying(date: date, actions: actions)
        flow.clock = PlayClock(played: saved.seconds)
        flow.message = Chrome.Message(text: "Resumed the puzzle of \(date).", tone: .info)
    }

    /// A solved puzzle playing itself back, move by move, at the pace it was played.
    public init?(
        replaying log: GameLog, options: RenderOptions, timing: AnimationTiming = AnimationTiming(),
        now: Double
    ) {
        guard case .puzzle(let date, let actions) = log else { return nil }
        self.init(date: date, options: options, timing: timing, now: now)
        replay = ReplayQueue(actions: actions)
        flow.message = Chrome.Message(text: "Replaying the puzzle of \(date).", tone: .info)
    }

    // MARK: - The puzzle on the table

    var cardShape: CardShape { .set }
    var slotCount: Int { puzzle.table.count }
    var leaveStyle: LeaveStyle { .bounce }
    /// No piles: the list of Sets found stands in a panel beside or below the table.
    var pileCount: Int { 0 }
    var isOver: Bool { puzzle.isSolved }
    var helpLines: [String] { Self.helpLines(options: options) }
    var replayEndMessage: String { "End of the replay: all six in \(timeText(at: 0))." }

    func targets(in grid: AspectGrid) -> [CardTarget] {
        puzzle.table.enumerated().map { CardTarget(id: $1.id, rect: grid.rect(at: $0), isFaceUp: true) }
    }

    mutating func step(to now: Double, size: Size) -> SceneAction {
        if puzzle.isSolved && result == nil && !isWatching { finish(now: now) }
        return watchStep(now: now, size: size)
    }

    func wakeTimes(after now: Double) -> [Double] {
        watchWakeTimes(after: now)
    }

    /// The puzzle's time: the play clock, plus what hints added.
    func timeText(at now: Double) -> String {
        TimeFormat.elapsed(puzzle.seconds(played: playTime(at: now)))
    }

    /// The puzzle plays no computer.
    mutating func autoPlay(now: Double, size: Size) -> SceneAction { .stay }

    // MARK: - Moves

    @discardableResult
    mutating func perform(_ action: PuzzleAction, size: Size, now: Double, played: Double)
        -> DailyPuzzle.Outcome
    {
        let outcome = puzzle.apply(action, at: played)
        let trio = puzzle.judged?.cards.map(\.id) ?? []
        switch outcome {
        case .found:
            flow.message = Chrome.Message(
                text: "A Set! \(puzzle.found.count) of \(DailyPuzzle.setCount) found.", tone: .good)
            stage.play(.pulse, on: trio, now: now)
        case .alreadyFound:
            flow.message = Chrome.Message(text: "You found that Set already.", tone: .info)
            stage.play(.pulse, on: trio, now: now)
        case .notASet:
            let cards = trio.map(SetCard.init(id:))
            flow.message = Chrome.Message(
                text: "Not a Set: " + SetScene.whyNotASet(cards), tone: .bad)
            stage.play(.shake, on: trio, now: now)
        case .hinted(let card):
            flow.message = Chrome.Message(
                text: "This card is in a Set you have not found (+\(Int(DailyPuzzle.hintSeconds)) s).",
                tone: .info)
            stage.play(.pulse, on: [card.id], now: now)
        case .selected, .deselected:
            flow.message = nil
        case .ignored:
            break
        }
        return outcome
    }

    mutating func handleTableEvent(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let layout = tableLayout(size: size)
        let count = puzzle.table.count
        let columns = layout.grid?.columns ?? 1
        switch event {
        case .key(.left), .key(.character("h")):
            focus = GridFocus.next(from: focus, by: -1, count: count) { _ in true } ?? focus
        case .key(.right), .key(.character("l")):
            focus = GridFocus.next(from: focus, by: 1, count: count) { _ in true } ?? focus
        case .key(.up), .key(.character("k")):
            focus = GridFocus.row(from: focus, by: -1, columns: columns, count: count) { _ in true } ?? focus
        case .key(.down), .key(.character("j")):
            focus = GridFocus.row(from: focus, by: 1, columns: columns, count: count) { _ in true } ?? focus
        case .key(.enter), .key(.character(" ")):
            perform(.choose(card: puzzle.table[focus].id), size: size, now: now)
        case .key(.character("c")):
            perform(.hint, size: size, now: now)
        case .click(let point):
            if let index = layout.grid?.index(at: point) {
                focus = index
                perform(.choose(card: puzzle.table[index].id), size: size, now: now)
            }
        default:
            break
        }
        return .stay
    }

    // MARK: - Beginning and ending

    /// The same puzzle from the start (there is one a day): the clock back to zero.
    mutating func newGame(size: Size, now: Double) {
        abandonGameInProgress(now: now)
        puzzle = DailyPuzzle(date: puzzle.date)
        focus = 0
        result = nil
        flow.restart(
            message: Chrome.Message(text: "The puzzle of \(puzzle.date), from the start.", tone: .info))
        flow.isDealingOpening = false
        layOut(size: size, now: now)
    }

    var log: GameLog { GameLog(puzzle) }

    /// The puzzle's record keeps each day's time.
    func record(finished: Bool, now: Double) -> GameRecord {
        GameRecord(
            log: log, date: services.date(), finished: finished, score: puzzle.found.count,
            seconds: puzzle.seconds(played: playTime(at: now)), found: puzzle.found.count)
    }

    private mutating func finish(now: Double) {
        let bests = keep(finished: true, now: now)
        result = (bests, puzzleStreak(endingOn: puzzle.date, in: services.keeper.records))
        flow.overlay = .result
    }

    /// The line to share: the date and the time, and no cards.
    var shareLine: String {
        "cardtable puzzle \(puzzle.date): \(puzzle.found.count)/\(DailyPuzzle.setCount) in \(timeText(at: 0))"
    }
}
