import CardModel
import Foundation
import GameTable
import MemorizeTable
import SetChainTable
import SetJuniorTable
import SetTable
import SetUltraTable

/// Every game the app plays, each declared once by its module: the one list the menu, the
/// command line, help, saves, statistics and the soak read.
public struct GameCatalog: Sendable {
    public let entries: [GameEntry]

    public init(entries: [GameEntry]) {
        self.entries = entries
    }

    /// The games of cardtable: Set, the daily puzzle, Memorize, and Set's variants.
    public static let standard = GameCatalog(entries: [
        SetTable.entry, PuzzleTable.entry, MemorizeTable.entry, SetJuniorTable.entry, SetChainTable.entry,
        SetUltraTable.entry,
    ])

    /// The entry of `kind`, if the app has that game.
    public func entry(_ kind: GameKind) -> GameEntry? {
        entries.first { $0.kind == kind }
    }

    /// The entry whose command is `command`: the game itself, or the `variant` of it.
    public func entry(command: String, variant: String? = nil) -> GameEntry? {
        entries.first { $0.command == command && $0.variant == variant }
    }

    /// The variants of the game `command` plays (`set`: junior, chain, ...), in order.
    public func variants(of command: String) -> [GameEntry] {
        entries.filter { $0.command == command && $0.variant != nil }
    }

    /// The games themselves, without their variants: one entry a command.
    public var games: [GameEntry] { entries.filter { $0.variant == nil } }

    /// Every game in progress that can be played, the one saved last first; a kept game
    /// that cannot be one (its game's check says why) is named by the keeper and left alone.
    public func gamesInProgress(_ keeper: any GameKeeper) -> [KeptGame] {
        keeper.gamesInProgress.filter { kept in
            let reason = checked.reason(for: kept) {
                guard let entry = entry(kept.saved.log.game) else {
                    return "a game of '\(kept.saved.log.game)', which this cardtable does not have"
                }
                if case .failure(let failure) = entry.restore(kept.saved.log) { return failure.message }
                return nil
            }
            if let reason { keeper.noteUnplayable(kept.id, because: reason) }
            return reason == nil
        }
    }

    /// What is known of each kept game as it was saved: played through once, not again.
    private let checked = KeptGameChecks()

    /// A kept game in one line, as its game says it.
    public func describe(_ kept: KeptGame) -> String {
        entry(kept.saved.log.game)?.describe(kept.saved) ?? kept.saved.log.game.rawValue
    }

    /// The games in the order the statistics list them.
    public var kinds: [GameKind] { entries.map(\.kind) }

    /// A kind of game as the statistics name it: `Set`, `Memorize · Animals`,
    /// `Set · vs computer (hard)`.
    public func title(of kind: GameRecord.Kind) -> String {
        let name = entry(kind.game)?.title ?? kind.game.rawValue.capitalized
        return ([name, kind.variant] + [kind.mode == .solo ? nil : kind.mode.text]).compactMap { $0 }
            .joined(separator: " · ")
    }

    /// The games the computer can play for the player to watch (`deal --game`), without
    /// their variants (`deal --variant`).
    public var watchable: [GameEntry] { games.filter(\.canBeWatched) }

    /// Every game's own settings, each once (variants may declare their game's too).
    public var settings: [GameSetting] {
        var seen: Set<String> = []
        return entries.flatMap(\.settings).filter { seen.insert($0.key).inserted }
    }
}

/// Whether each kept game, as it was saved, can be played: a game is played through to
/// tell once, not every time the games in progress are listed.
final class KeptGameChecks: @unchecked Sendable {
    // The catalogue is shared; the lock keeps the answers whole.
    private let lock = NSLock()
    private var reasons: [String: String?] = [:]

    /// Why `kept` cannot be played (nil: it can), told by `check` the first time.
    func reason(for kept: KeptGame, check: () -> String?) -> String? {
        let key = "\(kept.id) \(kept.saved.savedAt.timeIntervalSince1970) \(kept.saved.log.moveCount)"
        if let known = lock.withLock({ reasons[key] }) { return known }
        let reason = check()
        lock.withLock { reasons[key] = .some(reason) }
        return reason
    }
}
