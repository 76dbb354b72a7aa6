import CardModel
import GameTable

extension DailyPuzzle: SelfChecking {
    /// Twelve different cards holding six Sets, and every Set found one of them.
    public var inconsistency: String? {
        let sets = allSets
        if Set(table).count != 12 || sets.count != 6 { return "a puzzle table without six Sets" }
        if !found.allSatisfy(sets.contains) { return "a found Set that is not on the table" }
        return nil
    }
}
