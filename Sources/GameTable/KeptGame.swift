import CardModel
import Foundation

/// A game in progress as it is kept: its name among the kept games, and the game.
///
/// Games in progress are kept side by side, each in a file of its own, so starting one
/// never takes another's place; a game leaves the keeping only by ending, or by being
/// abandoned after a question.
public struct KeptGame: Equatable, Sendable {
    /// The game's name among the kept games (its file's name, without `.json`).
    public let id: String
    public let saved: SavedGame

    public init(id: String, saved: SavedGame) {
        self.id = id
        self.saved = saved
    }

    /// A name for a new game of `kind`, begun on `date`: `set-20261201-174501-3f2a1c-game`,
    /// sorting by when it began, never the same twice.
    public static func newID(for kind: GameKind, on date: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let stamp =
            "\(parts.year ?? 1970)\(two(parts.month))\(two(parts.day))-"
            + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return "\(kind.rawValue)-\(stamp)-\(random)-game"
    }

    /// Whether `id` can name a kept game's file: letters, digits and dashes, ending `-game`
    /// (as every save cardtable has written does), so no name reaches outside the folder.
    public static func isValidID(_ id: String) -> Bool {
        id.hasSuffix("-game") && id.count <= 80 && !id.hasPrefix("-")
            && id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
    }
}

/// A game in progress held open by this program: no other copy of cardtable opens it
/// until the hold is let go (the program ends, or the game leaves the table).
public final class GameHold: @unchecked Sendable {
    /// The kept game held.
    public let id: String
    private let release: () -> Void

    public init(id: String, release: @escaping () -> Void) {
        self.id = id
        self.release = release
    }

    deinit { release() }
}

/// What asking to hold a game gave.
public enum HoldAnswer {
    case held(GameHold)
    /// Another running cardtable has the game open: its process id, when known.
    case heldElsewhere(process: Int32?)
}
