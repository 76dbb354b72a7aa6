import CardModel
import Foundation

/// One message between the host of a shared table and a guest, as a line of JSON.
///
/// Every line carries the protocol's version (`"v"`) and its type; a guest speaks first
/// (`hello`), and the host welcomes it or says why not. Everything read is checked: names and
/// words without control characters and no longer than they may be, seats and times in range.
public enum TableMessage: Equatable, Sendable {
    // From a guest to the host.

    /// A guest arrives, called `name` (the host may make it unique), to play or, when
    /// `watching`, to watch and make no move.
    case hello(name: String, watching: Bool = false)
    /// A move the guest's player made in the game dealt as `deal` (its number), for the
    /// host to judge: a move of a game before the one being played is not played.
    case move(JSONValue, deal: Int = 0)
    /// The guest leaves the table.
    case bye
    /// Asks what the table is, to sit nobody down: the host answers with `table` and lets
    /// the connection go (version 3).
    case peek

    // From the host to a guest.

    /// The guest has a place at `table`, hosted by `host`, and is called `name` there.
    case welcome(table: String, host: String, name: String)
    /// The guest may not join, and why, in a sentence for the player; `watch`: it may
    /// watch the table instead (a full table).
    case refused(String, watch: Bool = false)
    /// What the table is, the answer to a `peek` (version 3).
    case table(TableDescription)
    /// Who is at the table of `game`, the host first, whether a game is being played (a
    /// guest who joined during one watches it and plays in the next), who watches, and the
    /// tally of the games won there, once one has ended (a host of an earlier version, or
    /// before the first game, sends none: a field a reader of an earlier version passes over).
    ///
    /// Each player and watcher comes with the login the kernel told the host they joined
    /// from (a host of an earlier version names none: their `login` is nil).
    case lobby(
        game: GameKind, players: [TablePerson], playing: Bool, watchers: [TablePerson] = [],
        tally: TableTally? = nil)
    /// A game for everyone at the table, as far as it has gone; `seat` is the guest's (nil:
    /// it watches),
    /// `number` counts the games the host has dealt (the guest's moves carry it), and
    /// `played` is how far into it the game is, in seconds of play (a player who comes back
    /// during it); `logins` are those of its seats, in their order, as the kernel told the
    /// host (empty from a host of an earlier version).
    case deal(GameLog, seat: Int?, number: Int = 0, played: Double = 0, logins: [String] = [])
    /// A move the host made at its table, by `seat` at `time` seconds of play.
    case moved(JSONValue, seat: Int, time: Double)
    /// Something every player is told.
    case notice(String)
    /// The host has closed the table, and why.
    case closed(String)
}

extension TableMessage {
    /// The oldest version of the protocol that has this message: it is written as that
    /// version, so a peer of that version reads it (a guest of version 2 joins a host of 3).
    public var version: Int {
        switch self {
        case .peek, .table: 3
        default: TableWire.oldestVersion
        }
    }
}

/// What a line that is not a message of this version is.
public enum WireError: Error, Equatable, CustomStringConvertible {
    /// More than `WireLimits.lineBytes` without the end of a line.
    case tooLong
    /// A message of another version of the protocol.
    case version(Int)
    /// Not a message: not JSON, a type there is not, a field missing or out of range.
    case malformed(String)

    public var description: String {
        switch self {
        case .tooLong: "a line longer than \(WireLimits.lineBytes) bytes"
        case .version(let version):
            "version \(version) of the table's protocol, not \(TableWire.oldestVersion) to \(TableWire.version)"
        case .malformed(let what): "not a message: \(what)"
        }
    }
}

/// How large and how many a message's parts may be.
public enum WireLimits {
    /// The longest line, its newline included: a whole game's log fits many times over.
    public static let lineBytes = 65_536
    /// The longest name a player may have at a table.
    public static let nameLength = FileLimits.nameLength
    /// The longest table name.
    public static let tableNameLength = 64
    /// The longest sentence (a refusal, a notice).
    public static let textLength = 300
    /// The most names a lobby lists.
    public static let players = 8
    /// The most players a lobby's tally names (those with the most wins).
    public static let tallied = 16
    /// The highest number a game dealt at a table may have.
    public static let dealNumber = 1_000_000_000
}

/// The version of the protocol, and a message to and from a line.
public enum TableWire {
    /// The newest version of the protocol this cardtable speaks.
    ///
    /// Version 2: a guest's moves carry the deal they were made in, and seats wait for a
    /// player who drops; a guest of version 1 is told to use the host's cardtable.
    /// Version 3: a connection may ask what the table is (`peek`) without sitting at it.
    public static let version = 3

    /// The oldest version read: every message of version 2 is in version 3 as it was, so a
    /// cardtable of either version plays with the other.
    public static let oldestVersion = 2

    /// The versions read.
    public static var versions: ClosedRange<Int> { oldestVersion...version }

    /// `message` as one line of JSON, its newline included.
    public static func line(_ message: TableMessage) throws -> [UInt8] {
        let bytes = try JSONEncoder().encode(Envelope(message))
        guard bytes.count < WireLimits.lineBytes else { throw WireError.tooLong }
        return Array(bytes) + [UInt8(ascii: "\n")]
    }

    /// The message `line` (without its newline) holds, checked.
    public static func message(_ line: [UInt8]) -> Result<TableMessage, WireError> {
        guard line.count < WireLimits.lineBytes else { return .failure(.tooLong) }
        let decoder = JSONDecoder()
        let data = Data(line)
        // The version first: a later version may shape its messages otherwise.
        guard let header = try? decoder.decode(Header.self, from: data) else {
            return .failure(.malformed("no version and type"))
        }
        guard versions.contains(header.v) else { return .failure(.version(header.v)) }
        do {
            return .success(try decoder.decode(Envelope.self, from: data).message)
        } catch let error as WireError {
            return .failure(error)
        } catch {
            return .failure(.malformed("a \(header.type) message that does not read"))
        }
    }
}
