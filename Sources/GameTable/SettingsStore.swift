/// Where the player's settings are kept between runs: the app hands `AppServices` one
/// (`SettingsFile`, settings.json), and the table never sees the file itself.
public protocol SettingsStore {
    /// What is wrong with where they are kept, naming it, for the player.
    var problem: String? { get }
    /// What is kept cannot be read: it is never written over.
    var isBroken: Bool { get }
    /// Where they are kept, as the player knows the path (`~/...`).
    var displayPath: String { get }
    /// The settings kept; the defaults when there are none or they cannot be read.
    mutating func load() -> PlayerSettings
    /// Makes `change` to the settings as they are kept now and keeps them; returns them.
    mutating func save(_ change: (inout PlayerSettings) -> Void) throws -> PlayerSettings
}
