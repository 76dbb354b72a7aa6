import CardModel
import Foundation

/// What the player chose once and wants kept between runs: the computer's level, and the
/// friends who play at this keyboard.
///
/// A settings file is data to check: every value is read with its range, and keys this
/// version does not know are kept as they were, so an older or newer cardtable sharing the
/// file loses nothing.
public struct PlayerSettings: Equatable, Sendable {
    /// The level the computer last played at, from the menu.
    public var computerLevel: ComputerLevel = .normal
    /// How many friends last played at one keyboard (2 to 4).
    public var friendCount = 2
    /// Their names, in seat order (as many as were given).
    public var friendNames: [String] = []
    /// Keys of the file this version does not know, kept as they were.
    var unknown: [String: JSONValue] = [:]

    public init() {}

    /// Why a settings file cannot be taken: one line for the player.
    public struct Unreadable: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    private enum Key {
        static let computerLevel = "computerLevel"
        static let friendCount = "friendCount"
        static let friendNames = "friendNames"
    }

    /// The settings a file's bytes hold, every value checked.
    public init(data: Data) throws(Unreadable) {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: data) else {
            throw Unreadable(reason: "not a JSON object of settings")
        }
        var unknown = object
        if let value = unknown.removeValue(forKey: Key.computerLevel) {
            guard case .string(let text) = value, let level = ComputerLevel(rawValue: text) else {
                throw Unreadable(reason: "\(Key.computerLevel) is not \"easy\", \"normal\" or \"hard\"")
            }
            computerLevel = level
        }
        if let value = unknown.removeValue(forKey: Key.friendCount) {
            guard case .number(let number) = value, let count = Int(exactly: number), (2...4).contains(count)
            else { throw Unreadable(reason: "\(Key.friendCount) is not a number from 2 to 4") }
            friendCount = count
        }
        if let value = unknown.removeValue(forKey: Key.friendNames) {
            guard case .array(let names) = value, names.count <= FileLimits.seats else {
                throw Unreadable(reason: "\(Key.friendNames) is not a list of at most 4 names")
            }
            friendNames = try names.map { name throws(Unreadable) in
                guard case .string(let text) = name, let checked = Self.checkedName(text) else {
                    throw Unreadable(
                        reason: "\(Key.friendNames) holds a name that is empty, too long or not text")
                }
                return checked
            }
        }
        self.unknown = unknown
    }

    /// The file's bytes: the settings, and every key this version did not know.
    public func data() -> Data {
        var object = unknown
        object[Key.computerLevel] = .string(computerLevel.rawValue)
        object[Key.friendCount] = .number(Double(friendCount))
        object[Key.friendNames] = .array(friendNames.map(JSONValue.string))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(object)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }

    /// `text` as a player's name: without control characters or spaces around it, and
    /// not empty or longer than a name may be; nil when it cannot be one.
    public static func checkedName(_ text: String) -> String? {
        let name = text.withoutControlCharacters.trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.count > FileLimits.nameLength ? nil : name
    }
}
