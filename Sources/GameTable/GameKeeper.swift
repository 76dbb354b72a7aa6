import CardModel
import Foundation

/// What the app keeps for the games between runs: the games in progress, side by side, and
/// the record of games that ended.
public protocol GameKeeper: AnyObject {
    /// Every game in progress that can be read, the one saved last first.
    var gamesInProgress: [KeptGame] { get }
    /// Puts `game` away as the kept game `id`.
    func save(_ game: SavedGame, as id: String)
    /// Forgets the kept game `id` (it ended or was abandoned).
    func discard(_ id: String)
    /// Holds game `id` open for this program, or says which program has it open.
    func hold(_ id: String) -> HoldAnswer
    /// Adds `record` to the record of games; false when it could not be written anywhere
    /// (neither the record nor the games waiting beside it).
    @discardableResult
    func record(_ record: GameRecord) -> Bool
    /// Every game recorded, oldest first (what could be read).
    var records: [GameRecord] { get }
    /// The record of games could not be read: bests and statistics against it would be
    /// wrong, so none are claimed.
    var recordIsUnreadable: Bool { get }
    /// Files that could not be read or written, each named with its problem, for the screen.
    var problems: [String] { get }
    /// A game or a record could not be written: the program's exit status says so.
    var failedToWrite: Bool { get }
    /// Names a kept game that cannot be a game (the game's own check said why); it is left
    /// as it is.
    func noteUnplayable(_ id: String, because reason: String)
    /// Names a recorded game whose moves cannot be replayed (the game's own check said
    /// why); it stays in the record as it is.
    func noteUnreplayable(_ record: GameRecord, because reason: String)
}

extension GameRecord {
    /// A recorded game that cannot be replayed, named for the player: when it ended, the
    /// game and its seed, and why.
    public static func unreplayable(_ record: GameRecord, because reason: String) -> String {
        "the game of \(record.game) ended \(record.date.formatted(.iso8601)) (seed \(record.seed))"
            + " cannot be replayed: \(reason); it stays in the record as it is"
    }
}

extension GameKeeper {
    /// The bests among games recorded of the same kind as `record` (the game, its variant
    /// and how it was played) and, for a daily game, of the same day (another day's puzzle
    /// is another puzzle), or nil when the record cannot be read.
    public func bests(like record: GameRecord) -> Bests? {
        recordIsUnreadable
            ? nil : Bests(of: records.filter { $0.kind == record.kind && $0.day == record.day })
    }

    /// The kept game `id`, if it is one that can be read.
    public func keptGame(_ id: String) -> KeptGame? {
        gamesInProgress.first { $0.id == id }
    }
}

/// A keeper that keeps nothing beyond the run: for tests, and for watched games.
public final class KeeperInMemory: GameKeeper {
    private var saves: [String: SavedGame] = [:]
    private var held: Set<String> = []
    public private(set) var records: [GameRecord] = []
    public private(set) var problems: [String] = []
    public let recordIsUnreadable = false
    public let failedToWrite = false

    public init(records: [GameRecord] = []) {
        self.records = records
    }

    public var gamesInProgress: [KeptGame] {
        saves.map { KeptGame(id: $0.key, saved: $0.value) }.sorted {
            ($0.saved.savedAt, $0.id) > ($1.saved.savedAt, $1.id)
        }
    }

    public func save(_ game: SavedGame, as id: String) { saves[id] = game }
    public func discard(_ id: String) { saves[id] = nil }
    @discardableResult
    public func record(_ record: GameRecord) -> Bool {
        records.append(record)
        return true
    }

    public func hold(_ id: String) -> HoldAnswer {
        guard held.insert(id).inserted else { return .heldElsewhere(process: nil) }
        return .held(GameHold(id: id) { [weak self] in self?.held.remove(id) })
    }

    public func noteUnplayable(_ id: String, because reason: String) {
        saves[id] = nil
        problems.append("\(id): \(reason)")
    }

    public func noteUnreplayable(_ record: GameRecord, because reason: String) {
        let problem = GameRecord.unreplayable(record, because: reason)
        if !problems.contains(problem) { problems.append(problem) }
    }
}
