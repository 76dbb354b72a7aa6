import FileStore
import Foundation
import GameTable

/// Memorize's themes as every scene shares them, kept in `AppServices`: none until the
/// program reads the files (`MemorizeThemes.files`), or a test puts a library there.
enum MemorizeThemes: ServiceKey {
    static var defaultValue: ThemeLibrary {
        ThemeLibrary(builtIn: [], userFile: URL(fileURLWithPath: "/dev/null"))
    }

    /// The built-in themes file and the player's, read as the program starts.
    static let files = GameFiles(
        load: { places, services in
            let store = FileStore(directories: AppDirectories(environment: places.environment))
            let library = ThemeLibrary.load(
                builtInFile: ThemeLibrary.findBuiltInFile(executable: places.executable),
                userFile: ThemeLibrary.defaultUserFile(directories: store.directories), store: store)
            services.themes = library
            return library.problems
        },
        own: { places in ThemeLibrary.findBuiltInFile(executable: places.executable).map { [$0] } ?? [] },
        unwritten: { services in services.themes.draftProblem.map { [$0] } ?? [] })
}

extension AppServices {
    /// Memorize's themes; a scene that changes them changes them for every later scene.
    public var themes: ThemeLibrary {
        get { self[MemorizeThemes.self] }
        set { self[MemorizeThemes.self] = newValue }
    }

    /// Services with `themes` for Memorize, keeping games with `keeper`.
    public convenience init(
        keeper: any GameKeeper, themes: ThemeLibrary, date: @escaping () -> Date = Date.init
    ) {
        self.init(keeper: keeper, date: date)
        self.themes = themes
    }
}
