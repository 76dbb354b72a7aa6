import CardModel
import Foundation

/// What the app keeps for the games between runs: the game in progress in each save slot,
/// and the record of games that ended.
public protocol GameKeeper: AnyObject {
    /// The game in progress kept in `slot`, if any.
    func savedGame(_ slot: SaveSlot) -> SavedGame?
    /// Puts `game` away in its slot.
    func save(_ game: SavedGame)
    /// Forgets the game in progress in `slot` (it ended or was abandoned).
    func discardSave(_ slot: SaveSlot)
    /// Adds `record` to the record of games.
    func record(_ record: GameRecord)
    /// Every game recorded, oldest first.
    var records: [GameRecord] { get }
    /// Files that could not be read or written, each named with its problem, for the screen.
    var problems: [String] { get }
}

extension GameKeeper {
    /// The bests among games recorded of the same kind as `record` (the game, its variant
    /// and how it was played).
    public func bests(like record: GameRecord) -> Bests {
        Bests(of: records.filter { $0.kind == record.kind })
    }
}

/// A keeper that keeps nothing beyond the run: for tests, and for watched games.
public final class KeeperInMemory: GameKeeper {
    private var saves: [SaveSlot: SavedGame] = [:]
    public private(set) var records: [GameRecord] = []
    public let problems: [String] = []

    public init(records: [GameRecord] = []) {
        self.records = records
    }

    public func savedGame(_ slot: SaveSlot) -> SavedGame? { saves[slot] }
    public func save(_ game: SavedGame) { saves[game.log.slot] = game }
    public func discardSave(_ slot: SaveSlot) { saves[slot] = nil }
    public func record(_ record: GameRecord) { records.append(record) }
}
