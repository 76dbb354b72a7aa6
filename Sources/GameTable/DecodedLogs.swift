import CardModel
import Foundation

/// The games a game's entry has made of logs lately, so a log is played through once.
///
/// Opening a kept game asks about it three times (is it playable, is it the game asked for,
/// then the game itself), and the menu describes it again; each answer played every move of
/// the log again, seconds for a long game's save. A log is known again by equality, which
/// for the same log read once is a comparison of one buffer with itself; a few are kept, the
/// ones asked about last.
///
/// A cache for speed that cannot go stale: a game is made of its log alone (every entry's
/// decoder plays the log's moves and reads nothing else), the whole log is its key, and each
/// entry has its own, always asked with the entry's one decoder (`GameEntry.init`).
final class DecodedLogs<Game>: @unchecked Sendable {
    /// How many logs are kept: the kept games one screen asks about, not every log ever seen.
    static var capacity: Int { 8 }
    // The entry is shared (a catalogue is a value every scene has); the lock keeps it whole.
    private let lock = NSLock()
    private var known: [(log: GameLog, game: Result<Game, OpeningFailure>)] = []

    /// What `decode` makes of `log`, made once for as long as the log is among the last few.
    func decoded(
        _ log: GameLog, by decode: (GameLog) -> Result<Game, OpeningFailure>
    ) -> Result<Game, OpeningFailure> {
        let seen: Result<Game, OpeningFailure>? = lock.withLock {
            guard let index = known.firstIndex(where: { $0.log == log }) else { return nil }
            let found = known.remove(at: index)
            known.append(found)
            return found.game
        }
        if let seen { return seen }
        let game = decode(log)
        lock.withLock {
            known.append((log, game))
            if known.count > Self.capacity { known.removeFirst() }
        }
        return game
    }
}
