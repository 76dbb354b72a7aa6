import CardModel
import CardTableApp
import GameTable

extension Invocation.ReplayChoice {
    /// Why `cardtable replay` has no game to play: a sentence for standard error.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// The log of the game this choice names among `records` (oldest first), or why there
    /// is none: no such game, only its summary kept, or moves this cardtable cannot play.
    func log(in records: [GameRecord], catalog: GameCatalog) -> Result<GameLog, Problem> {
        let named: String
        let record: GameRecord?
        switch self {
        case .list:
            return .failure(Problem(message: "replay: choose a game from the list"))
        case .last, .best:
            let finished = records.filter { $0.finished && $0.log != nil }
            record = self == .best ? finished.max { $0.score < $1.score } : finished.last
            guard record != nil else {
                return .failure(
                    Problem(message: "no finished game to replay yet: play one to the end first."))
            }
            named = self == .best ? "replay best" : "replay last"
        case .number(let number):
            // Counted as the list shows them: 1 is the newest game recorded.
            guard number <= records.count else {
                let count = records.count == 1 ? "is 1 recorded game" : "are \(records.count) recorded games"
                return .failure(
                    Problem(message: "replay \(number): there \(count) (cardtable replay lists them)."))
            }
            record = records[records.count - number]
            named = "replay \(number)"
        }
        guard let record, let log = record.log else {
            return .failure(Problem(message: "\(named): only its summary is kept, not its moves."))
        }
        if let reason = RecordedGamesScene.damage(of: log, catalog: catalog) {
            return .failure(
                Problem(message: "\(named): \(GameRecord.unreplayable(record, because: reason))."))
        }
        return .success(log)
    }
}
