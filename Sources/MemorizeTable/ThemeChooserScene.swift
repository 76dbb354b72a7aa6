import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

/// Memorize's themes on a screen of their own: play one, or add, edit and delete the
/// player's own, each change asked of the app as an effect (`TableEffect.update`) and shown
/// as it comes back: the screen writes no file itself.
///
/// Over a game (`t`) it goes back to that game: with the same theme the game goes on as it
/// was, with another a game of that theme is dealt there. Opened from the menu, Esc goes
/// back to the menu and a theme chosen is played.
public struct ThemeChooserScene: Scene {
    var chooser = ThemeChooser()
    let services: AppServices
    let options: RenderOptions
    /// The theme of the game underneath, chosen when the list opens.
    let current: String?
    /// The game underneath goes on: its theme is marked as playing now.
    let isPlaying: Bool
    /// The changes to the player's themes file asked for and not yet taken by the app.
    private var effects: [TableEffect] = []

    public init(services: AppServices, options: RenderOptions, current: String?, isPlaying: Bool = true) {
        self.services = services
        self.options = options
        self.current = current
        self.isPlaying = isPlaying
        chooser.selected = services.themes.all.firstIndex { $0.name == current } ?? 0
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        guard case .key(let key) = event else { return .stay }
        switch chooser.handle(key, library: services.themes) {
        case .stay: return .stay
        case .write(let update):
            effects.append(.update(update))
            return .stay
        case .back: return .back(nil)
        case .play(let theme):
            return .back(.game(GameRequest(.memorize, options: MemorizeOptions(theme: theme.name))))
        }
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }

    public mutating func takeEffects() -> [TableEffect] {
        defer { effects = [] }
        return effects
    }

    public mutating func receive(_ result: EffectResult, now: Double) {
        switch result {
        case .updated(_, let contents): chooser.written(contents, library: &services.themes)
        case .notUpdated(_, let problem): chooser.notWritten(problem)
        case .recorded, .abandoned: break
        }
    }

    public func render(into screen: inout Screen, now: Double) {
        chooser.render(
            library: services.themes, current: isPlaying ? current : nil, into: &screen, options: options)
    }

}
