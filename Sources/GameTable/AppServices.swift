import CardModel
import Foundation
import Keeping

/// What scenes share beyond themselves, given to each by the app: the keeper of games in
/// progress and of the record, Memorize's themes, and the date.
public final class AppServices {
    public let keeper: any GameKeeper
    /// Memorize's themes; a scene that changes them changes them for every later scene.
    public var themes: ThemeLibrary
    /// The date and time now, for records.
    public let date: () -> Date

    public init(keeper: any GameKeeper, themes: ThemeLibrary, date: @escaping () -> Date = Date.init) {
        self.keeper = keeper
        self.themes = themes
        self.date = date
    }
}

extension AppServices {
    /// Services that keep nothing beyond the run and have no themes: for tests and previews.
    public static var inMemory: AppServices {
        AppServices(
            keeper: KeeperInMemory(),
            themes: ThemeLibrary(builtIn: [], userFile: URL(fileURLWithPath: "/dev/null")))
    }
}
