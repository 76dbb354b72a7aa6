import FileStore
import Foundation
import GameTable

/// The player's settings file, `settings.json` in the config folder, read and written
/// through the careful store.
///
/// A file that cannot be read is named and left as it is: the game plays with the
/// defaults, and what the player changes meanwhile holds for this run only.
public struct SettingsFile: SettingsStore, Sendable {
    public let file: URL
    private let store: FileStore
    /// The games' own settings, checked as the file is read.
    private let declared: [GameSetting]
    /// The file exists but could not be read: it is never written over.
    public private(set) var isBroken = false
    /// What is wrong with the file, naming it, for the player.
    public private(set) var problem: String?

    public init(file: URL, store: FileStore, declared: [GameSetting] = []) {
        self.file = file
        self.store = store
        self.declared = declared
    }

    /// `settings.json` in the config folder of `store`, with the games' own settings `declared`.
    public init(store: FileStore, declared: [GameSetting] = []) {
        self.init(
            file: store.directories.config.appendingPathComponent("settings.json"), store: store,
            declared: declared)
    }

    /// The file's path as the player knows it (`~/...`).
    public var displayPath: String { store.directories.displayPath(file) }

    /// The settings the file holds; the defaults when there is none or it cannot be read.
    public mutating func load() -> PlayerSettings {
        let path = store.directories.displayPath(file)
        do {
            guard let data = try store.read(file, limit: Self.sizeLimit) else { return PlayerSettings() }
            return try PlayerSettings(data: data, declared: declared)
        } catch let unreadable as PlayerSettings.Unreadable {
            isBroken = true
            problem = "\(path): \(unreadable.reason); settings are not kept until it is fixed"
        } catch {
            isBroken = true
            problem = "\(error); settings are not kept until it is fixed"
        }
        return PlayerSettings()
    }

    /// A settings file is small; anything larger is not one.
    static let sizeLimit = 64 * 1024

    /// Makes `change` to the settings as the file holds them now (under the store's lock, so
    /// what another cardtable saved meanwhile is kept) and writes them; returns them.
    public mutating func save(_ change: (inout PlayerSettings) -> Void) throws -> PlayerSettings {
        guard !isBroken else {
            throw PlayerSettings.Unreadable(reason: problem ?? "the settings file cannot be read")
        }
        var saved = PlayerSettings()
        try store.update(file, limit: Self.sizeLimit) { data in
            var settings =
                try data.map { data throws(PlayerSettings.Unreadable) in
                    try PlayerSettings(data: data, declared: declared)
                }
                ?? PlayerSettings()
            change(&settings)
            saved = settings
            return settings.data()
        }
        return saved
    }
}
