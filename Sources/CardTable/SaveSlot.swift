import CardModel

/// Where a game in progress is kept: one place for each game and way of playing it, so a
/// game against the computer or between friends never takes the place of one played alone.
public struct SaveSlot: Hashable, Sendable {
    /// Who else is at the table.
    public enum Company: String, Sendable, CaseIterable {
        case alone
        case computer
        case friends
    }

    public let kind: GameKind
    public let company: Company

    /// The place for a game of `kind` played by `seats` (none: alone).
    public init(_ kind: GameKind, seats: [Seat] = []) {
        self.kind = kind
        if seats.contains(where: \.isComputer) {
            company = .computer
        } else {
            company = seats.count >= 2 ? .friends : .alone
        }
    }

    private init(kind: GameKind, company: Company) {
        self.kind = kind
        self.company = company
    }

    /// Every place a game can be kept (the puzzle is only ever played alone).
    public static let all: [SaveSlot] =
        [GameKind.set, .memorize].flatMap { kind in Company.allCases.map { SaveSlot(kind: kind, company: $0) }
        }
        + [SaveSlot(.puzzle)]

    /// The save file's name: `set-game.json`, `set-vs-computer-game.json`, `memorize-friends-game.json`.
    var fileName: String {
        switch company {
        case .alone: "\(kind.rawValue)-game.json"
        case .computer: "\(kind.rawValue)-vs-computer-game.json"
        case .friends: "\(kind.rawValue)-friends-game.json"
        }
    }
}

extension GameLog {
    /// Where this game is kept while in progress.
    public var slot: SaveSlot { SaveSlot(kind, seats: seats) }
}
