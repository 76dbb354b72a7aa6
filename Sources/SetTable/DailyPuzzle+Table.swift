import Animation
import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

extension GameKind {
    /// The daily puzzle: twelve cards that hold six Sets.
    public static let puzzle = GameKind("puzzle")
}

/// The daily puzzle on the table: twelve cards that never change, the Sets found so far in
/// a panel beside them, a clock that hints push on.
extension DailyPuzzle: TableGame {
    public var seats: [Seat] { [] }
    public var presenter: PuzzlePresenter { PuzzlePresenter(game: self) }

    public var slots: [TableSlot] { table.map { TableSlot(card: $0.id, isFaceUp: true) } }

    public func presentation(
        of outcome: Outcome, after action: PuzzleAction, by seat: Int, view: TableView
    ) -> Presentation<PuzzleAction> {
        let trio = judged?.cards.map(\.id) ?? []
        switch outcome {
        case .found:
            return Presentation(
                message: .show(
                    Chrome.Message(
                        text: "A Set! \(found.count) of \(DailyPuzzle.setCount) found.", tone: .good)),
                effects: [.init(.pulse, on: trio)])
        case .alreadyFound:
            return Presentation(
                message: .show(Chrome.Message(text: "You found that Set already.", tone: .info)),
                effects: [.init(.pulse, on: trio)])
        case .notASet:
            return Presentation(
                message: .show(
                    Chrome.Message(
                        text: "Not a Set: " + SetGame.whyNotASet(trio.map(SetCard.init(id:))), tone: .bad)),
                effects: [.init(.shake, on: trio)])
        case .hinted(let card, let seconds):
            let cost = seconds > 0 ? "+\(Int(seconds)) s" : "shown before: no more time"
            return Presentation(
                message: .show(
                    Chrome.Message(text: "This card is in a Set you have not found (\(cost)).", tone: .info)),
                effects: [.init(.pulse, on: [card.id])])
        case .selected, .deselected:
            return Presentation(message: .clear)
        case .ignored:
            return Presentation()
        }
    }

    /// `C` asks for a hint; a card chosen is chosen.
    public func command(for input: TableInput, view: TableView) -> TableCommand<PuzzleAction>? {
        switch input {
        case .key(let key): return key == .character("C") ? .move(.hint, by: view.person) : nil
        case .choice(let focus):
            guard case .card(let index) = focus, table.indices.contains(index) else { return nil }
            return .move(.choose(card: table[index].id), by: view.person)
        case .pile, .resultKey: return nil
        }
    }

    public func log() throws -> GameLog {
        var setup: [String: JSONValue] = ["date": .string(date)]
        // A puzzle raced against your best of the day says so, and races on when taken up.
        if let ghost { setup[GameLog.ghostKey] = try JSONValue(encoding: ghost) }
        return try GameLog(game: .puzzle, seed: fnv1a64(date), setup: setup, actions: history)
    }

    /// The puzzle a log holds, or nil when it is not a log of a puzzle of a real date.
    public static func replaying(_ log: GameLog) -> DailyPuzzle? {
        guard log.game == .puzzle, let date = log.setup["date"]?.string, PuzzleDate.validated(date) != nil,
            let actions = try? log.actions(as: PuzzleAction.self)
        else { return nil }
        var puzzle = replaying(date: date, actions: actions)
        // A damaged ghost is no reason to lose the puzzle: it is played on without one.
        puzzle.ghost = try? log.setup(GameLog.ghostKey, as: SetGhost.self)
        return puzzle
    }

    public func summary(played: Double) -> GameSummary {
        GameSummary(
            kind: .puzzle, isOver: isSolved, moves: history.count, seconds: seconds(played: played),
            score: found.count, found: found.count, day: date)
    }

    public func nextGame(_ next: NextGame, seed: UInt64, services: AppServices) -> DailyPuzzle? {
        // There is one puzzle a day: a new game is the same puzzle from the start, raced (as
        // this one was) against your best of the day as the record has it now.
        var next = DailyPuzzle(date: date)
        if let ghost { next.ghost = PuzzleRace.best(of: date, in: services.keeper.records) ?? ghost }
        return next
    }
}
