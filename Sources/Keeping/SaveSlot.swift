import CardModel

/// Where a game in progress is kept: one place for each game and way of playing it, so a
/// game against the computer or between friends never takes the place of one played alone.
public struct SaveSlot: Hashable, Sendable {
    public let game: GameKind
    public let company: PlayMode.Company

    public init(_ game: GameKind, company: PlayMode.Company) {
        self.game = game
        self.company = company
    }

    /// The place for a game of `game` played by `seats` (none: alone).
    public init(_ game: GameKind, seats: [Seat]) {
        self.init(game, company: PlayMode(seats: seats).company)
    }

    /// The save file's name: `set-game.json`, `set-vs-computer-game.json`, `memorize-friends-game.json`.
    var fileName: String {
        switch company {
        case .alone: "\(game.rawValue)-game.json"
        case .computer: "\(game.rawValue)-vs-computer-game.json"
        case .friends: "\(game.rawValue)-friends-game.json"
        }
    }
}

extension GameLog {
    /// Where this game is kept while in progress.
    public var slot: SaveSlot { SaveSlot(game, seats: seats) }
}
