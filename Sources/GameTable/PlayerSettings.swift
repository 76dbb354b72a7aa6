import CardModel
import Foundation
import Render
import TableLayout

/// What the player chose once and wants kept between runs: how the table looks and moves,
/// the computer's level, and the friends who play at this keyboard.
///
/// A settings file is data to check: every value is read with its range, and keys this
/// version does not know are kept as they were, so an older or newer cardtable sharing the
/// file loses nothing.
public struct PlayerSettings: Equatable, Sendable {
    /// The colours of the cards.
    public var palette: CardPalette = .standard
    /// How fast cards move: 1 is the normal pace, 2 twice as fast (0.25 to 8).
    public var speed = 1.0
    /// No flights or flips: every change shows at once.
    public var reducedMotion = false
    /// Draw with ASCII characters only.
    public var ascii = false
    /// The values of the games' own settings (`GameSetting`, Set's claim time), by key.
    public var games: [String: Double] = [:]
    /// The keyboard the keys of the cards are laid out for.
    public var keyboard: KeyboardLayout = .qwerty
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

        public init(reason: String) {
            self.reason = reason
        }
    }

    /// The speeds cards may move at.
    public static let speeds = 0.25...8.0

    private enum Key {
        static let palette = "palette"
        static let speed = "speed"
        static let reducedMotion = "reducedMotion"
        static let ascii = "ascii"
        static let keyboard = "keyboard"
        static let computerLevel = "computerLevel"
        static let friendCount = "friendCount"
        static let friendNames = "friendNames"
    }

    /// The settings a file's bytes hold, every value checked, the games' own (`declared`)
    /// too; keys of settings not declared are kept as they are.
    public init(data: Data, declared: [GameSetting] = []) throws(Unreadable) {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: data) else {
            throw Unreadable(reason: "not a JSON object of settings")
        }
        var unknown = object
        if let value = unknown.removeValue(forKey: Key.palette) {
            guard case .string(let text) = value, let palette = CardPalette(rawValue: text) else {
                let names = CardPalette.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw Unreadable(reason: "\(Key.palette) is not one of \(names)")
            }
            self.palette = palette
        }
        speed = try Self.number(Key.speed, in: &unknown, range: Self.speeds) ?? speed
        for setting in declared {
            if let value = try Self.number(setting.key, in: &unknown, range: setting.range) {
                games[setting.key] = value
            }
        }
        reducedMotion = try Self.flag(Key.reducedMotion, in: &unknown) ?? reducedMotion
        ascii = try Self.flag(Key.ascii, in: &unknown) ?? ascii
        if let value = unknown.removeValue(forKey: Key.keyboard) {
            guard case .string(let text) = value, let keyboard = KeyboardLayout(rawValue: text) else {
                let names = KeyboardLayout.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw Unreadable(reason: "\(Key.keyboard) is not one of \(names)")
            }
            self.keyboard = keyboard
        }
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

    /// The number at `key`, taken out of `object`, if it is there: it must lie in `range`.
    private static func number(
        _ key: String, in object: inout [String: JSONValue], range: ClosedRange<Double>
    ) throws(Unreadable) -> Double? {
        guard let value = object.removeValue(forKey: key) else { return nil }
        guard case .number(let number) = value, range.contains(number) else {
            throw Unreadable(
                reason:
                    "\(key) is not a number from \(range.lowerBound.formatted()) to \(range.upperBound.formatted())"
            )
        }
        return number
    }

    /// The flag at `key`, taken out of `object`, if it is there: true or false.
    private static func flag(_ key: String, in object: inout [String: JSONValue]) throws(Unreadable) -> Bool?
    {
        guard let value = object.removeValue(forKey: key) else { return nil }
        guard case .bool(let flag) = value else { throw Unreadable(reason: "\(key) is not true or false") }
        return flag
    }

    /// The file's bytes: the settings, and every key this version did not know.
    public func data() -> Data {
        var object = unknown
        object[Key.palette] = .string(palette.rawValue)
        object[Key.speed] = .number(speed)
        object[Key.reducedMotion] = .bool(reducedMotion)
        object[Key.ascii] = .bool(ascii)
        for (key, value) in games { object[key] = .number(value) }
        object[Key.keyboard] = .string(keyboard.rawValue)
        object[Key.computerLevel] = .string(computerLevel.rawValue)
        object[Key.friendCount] = .number(Double(friendCount))
        object[Key.friendNames] = .array(friendNames.map(JSONValue.string))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(object)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }

    /// The value of a game's own setting: the player's, or its default.
    public func value(of setting: GameSetting) -> Double {
        if let value = games[setting.key] { return value }
        // Read without the game's declaration, it waits among the unknown keys.
        if case .number(let value)? = unknown[setting.key], setting.range.contains(value) { return value }
        return setting.defaultValue
    }

    /// Sets a game's own setting.
    public mutating func set(_ setting: GameSetting, to value: Double) {
        games[setting.key] = value
        unknown[setting.key] = nil
    }

    /// `text` as a player's name: without control characters or spaces around it, and
    /// not empty or longer than a name may be; nil when it cannot be one.
    public static func checkedName(_ text: String) -> String? {
        let name = text.withoutControlCharacters.trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.count > FileLimits.nameLength ? nil : name
    }
}

/// What the command line set for one run, over the settings: nil leaves a setting as the
/// file has it.
public struct SettingsOverrides: Equatable, Sendable {
    public var palette: CardPalette?
    public var speed: Double?
    public var reducedMotion: Bool?
    public var ascii: Bool?
    public var keyboard: KeyboardLayout?

    public init(
        palette: CardPalette? = nil, speed: Double? = nil, reducedMotion: Bool? = nil, ascii: Bool? = nil,
        keyboard: KeyboardLayout? = nil
    ) {
        self.keyboard = keyboard
        self.palette = palette
        self.speed = speed
        self.reducedMotion = reducedMotion
        self.ascii = ascii
    }

    /// `settings` with these overrides applied.
    public func applied(to settings: PlayerSettings) -> PlayerSettings {
        var settings = settings
        settings.palette = palette ?? settings.palette
        settings.speed = speed ?? settings.speed
        settings.reducedMotion = reducedMotion ?? settings.reducedMotion
        settings.ascii = ascii ?? settings.ascii
        settings.keyboard = keyboard ?? settings.keyboard
        return settings
    }

    /// Drops the override of each setting that differs between `before` and `after`: what
    /// the player changes in the game holds over the command line from then on.
    public mutating func yield(from before: PlayerSettings, to after: PlayerSettings) {
        if before.palette != after.palette { palette = nil }
        if before.speed != after.speed { speed = nil }
        if before.reducedMotion != after.reducedMotion { reducedMotion = nil }
        if before.ascii != after.ascii { ascii = nil }
        if before.keyboard != after.keyboard { keyboard = nil }
    }
}
