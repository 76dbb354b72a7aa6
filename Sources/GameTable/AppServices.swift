import CardModel
import Foundation

/// What scenes share beyond themselves, given to each by the app: the keeper of games in
/// progress and of the record, the player's settings, the date, and what each game keeps
/// of its own for every scene (Memorize's themes), found by its `ServiceKey`.
public final class AppServices {
    public let keeper: any GameKeeper
    /// The player's settings, as the file keeps them (or as changed this run).
    public private(set) var settings: PlayerSettings
    /// What the command line set for this run, over `settings`.
    public var overrides = SettingsOverrides()
    /// The settings that hold now: the file's, with the command line's over them.
    public var effectiveSettings: PlayerSettings { overrides.applied(to: settings) }
    /// Where they are kept; nil keeps them for the run only.
    private var settingsFile: (any SettingsStore)?
    /// What went wrong reading or saving the settings, naming the file.
    public private(set) var settingsProblem: String?
    /// Where the settings are kept, as the player knows the path; nil when they are not.
    public var settingsPath: String? { settingsFile?.displayPath }
    /// Where the program runs, for a game that reads a file the player names (`--ghost FILE`).
    ///
    /// Its environment names the player's folders. The app alone reads the environment and
    /// hands it here; services for a test run in an empty one.
    public let places: ProgramPlaces
    /// The date and time now, for records.
    public let date: () -> Date
    /// A name never given before for a new game of a kind, begun at a date (random in part,
    /// so two copies of cardtable never name two games alike; a test may fix it).
    public let gameID: (GameKind, Date) -> String
    /// What the games keep of their own, by the identity of their keys' types.
    private var shelf: [ObjectIdentifier: Any] = [:]

    public init(
        keeper: any GameKeeper, settingsFile: (any SettingsStore)? = nil,
        places: ProgramPlaces = ProgramPlaces(
            environment: [:], executable: URL(fileURLWithPath: "/proc/self/exe")),
        date: @escaping () -> Date = Date.init,
        gameID: @escaping (GameKind, Date) -> String = { KeptGame.newID(for: $0, on: $1) }
    ) {
        self.keeper = keeper
        self.places = places
        self.date = date
        self.gameID = gameID
        var file = settingsFile
        settings = file?.load() ?? PlayerSettings()
        settingsProblem = file?.problem
        self.settingsFile = file
    }

    /// What a game keeps at `key` for every scene; its default until one is put there.
    ///
    /// A scene that changes it changes it for every later scene.
    public subscript<Key: ServiceKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = shelf[ObjectIdentifier(key)] as? Key.Value { return value }
            let value = Key.defaultValue
            shelf[ObjectIdentifier(key)] = value
            return value
        }
        set { shelf[ObjectIdentifier(key)] = newValue }
    }

    /// Changes the settings for this run and keeps them in the settings file; a file that
    /// cannot be written is named in `settingsProblem`, and the change holds for this run.
    ///
    /// The app's `EffectRunner` calls it for the scenes, which ask for the change as an
    /// effect (`TableEffect.changeSettings`) and never make it themselves.
    public func changeSettings(_ change: SettingsChange) {
        changeSettings(change.apply)
    }

    /// Makes `change` to the settings for this run and keeps them (see `changeSettings(_:)`
    /// with a `SettingsChange`, which the scenes ask for).
    public func changeSettings(_ change: (inout PlayerSettings) -> Void) {
        // The change is made to what the player sees, and holds over the command line.
        var changed = effectiveSettings
        change(&changed)
        overrides.yield(from: effectiveSettings, to: changed)
        change(&settings)
        guard var file = settingsFile, !file.isBroken else { return }
        do {
            settings = try file.save(change)
            settingsFile = file
        } catch {
            settingsProblem = "cannot save the settings: \(error)"
        }
    }
}

extension AppServices {
    /// A name for a new game of `kind`, begun now.
    public func newGameID(for kind: GameKind) -> String { gameID(kind, date()) }
}

extension AppServices {
    /// Services that keep nothing beyond the run, each game's own things at their defaults
    /// (no themes): for tests and previews.
    public static var inMemory: AppServices {
        AppServices(keeper: KeeperInMemory())
    }
}

/// The key of something a game keeps for every scene to share through `AppServices`
/// (Memorize's themes), with what it is until the program puts it there.
public protocol ServiceKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
