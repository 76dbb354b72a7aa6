import CardModel

/// What a table is, as its host describes it to someone looking before they sit down.
///
/// The answer to a `peek`: the game, who plays and who watches, whether a game is on, and
/// what the one who asked may do. Looking seats nobody: the host answers and lets the
/// connection go.
public struct TableDescription: Equatable, Sendable {
    /// The game the table plays (a variant of Set is a game of its own).
    public var game: GameKind
    /// Who plays, the host first; a seat whose player dropped is among them, away.
    public var players: [TablePerson]
    /// Who watches, in the order they came.
    public var watchers: [TablePerson]
    /// How far into the game being played the table is, in seconds of play; nil: the table
    /// waits in its lobby for the host to deal.
    public var played: Double?
    /// What the one who asked may do at the table.
    public var access: TableAccess

    public init(
        game: GameKind, players: [TablePerson], watchers: [TablePerson] = [], played: Double? = nil,
        access: TableAccess
    ) {
        self.game = game
        self.players = players
        self.watchers = watchers
        self.played = played
        self.access = access
    }
}

/// One player or watcher at a table, as a list of tables shows them.
public struct TablePerson: Equatable, Sendable {
    /// The name they have at the table (chosen with `--name`, or their login).
    public var name: String
    /// The login they joined from, as the kernel told the host; nil where the host did not
    /// say (the lobby of a host of an earlier version).
    public var login: String?
    /// Seconds their seat still waits for them, when they dropped during the game.
    public var away: Double?

    public init(name: String, login: String?, away: Double? = nil) {
        self.name = name
        self.login = login
        self.away = away
    }

    /// Their name, with their login beside it when it is another (`Bea (bob)`): one login
    /// cannot pass for two players unseen.
    public var shown: String {
        guard let login, name.lowercased() != login.lowercased() else { return name }
        return "\(name) (\(login))"
    }

    /// Whether `login` may stand beside a name as its login: a login (no spaces, brackets
    /// or commas, with which it could pass for more names in a list or close its brackets
    /// early), `user 1001` for a user the password database does not name, or `?`.
    public static func isLogin(_ login: String) -> Bool {
        guard !login.isEmpty, login.count <= WireLimits.nameLength,
            login.utf8.count <= 4 * WireLimits.nameLength,
            login == login.withoutControlCharacters
        else { return false }
        if login.hasPrefix("user "), let id = UInt32(login.dropFirst(5)), login == "user \(id)" {
            return true
        }
        return !login.unicodeScalars.contains {
            $0.properties.isWhitespace || "(),".unicodeScalars.contains($0)
        }
    }
}

/// What the one who looks at a table may do there.
public enum TableAccess: Equatable, Sendable {
    /// Join: play now, or, during a game, watch it and play in the next.
    case join
    /// Take back the seat they left during the game, called `name` there.
    case comeBack(name: String)
    /// Only watch: the table is full.
    case watchOnly
    /// Neither, and why.
    case none(because: String)
}
