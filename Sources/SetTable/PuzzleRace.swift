import CardModel
import GameTable

/// The daily puzzle raced against your best solve of the same day, found in the record alone.
///
/// The ghost's Sets are counted beside the player's, never lit: on the puzzle's twelve cards
/// they would give the answers away.
enum PuzzleRace {
    /// The ghost of your fastest solve of `date` among `records` whose moves are kept, or nil
    /// when there is none.
    static func best(of date: String, in records: [GameRecord]) -> SetGhost? {
        records.lazy
            .filter { $0.game == .puzzle && $0.finished && $0.day == date }
            .compactMap { $0.log.flatMap(DailyPuzzle.replaying).flatMap(ghost) }
            .min { $0.seconds < $1.seconds }
    }

    /// The ghost a solved puzzle leaves: the time of play each Set was found at, and the time
    /// the puzzle counted (hints included); nil for a puzzle not solved.
    static func ghost(of puzzle: DailyPuzzle) -> SetGhost? {
        guard puzzle.isSolved else { return nil }
        var again = DailyPuzzle(date: puzzle.date)
        var takes: [SetGhost.Take] = []
        for timed in puzzle.history {
            again.apply(timed.action, by: timed.seat, at: timed.time)
            if again.found.count > takes.count, let found = again.found.last {
                takes.append(SetGhost.Take(at: timed.time, cards: found.map(\.id)))
            }
        }
        return SetGhost(takes: takes, seconds: puzzle.seconds(played: 0))
    }

    /// What the puzzle says as the race begins.
    ///
    /// `Race your best of this day, all six in 1:10: its count runs beside yours.`
    static func openingWords(_ ghost: SetGhost) -> String {
        "Race your best of this day, all six in \(TimeFormat.elapsed(ghost.seconds)):"
            + " its count runs beside yours."
    }
}

extension SetGhost {
    /// How `mine` (seconds) compares with the ghost's time: `32 s faster`, `1:05 slower`, `the
    /// same time`, its words kept on one line of a narrow panel.
    func verdict(mine: Double) -> String {
        let gap = seconds - mine
        let amount = abs(gap) < 60 ? "\(Int(abs(gap).rounded())) s" : TimeFormat.elapsed(abs(gap))
        let verdict = abs(gap) < 0.5 ? "the same time" : "\(amount) \(gap > 0 ? "faster" : "slower")"
        return verdict.replacingOccurrences(of: " ", with: String(Chrome.joiningSpace))
    }
}
