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
    /// The draft file holds the editor's theme (kept on a way out, or offered back from
    /// before): once the editor closes, saved or dropped, the draft goes.
    private var draftIsKept = false

    public init(services: AppServices, options: RenderOptions, current: String?, isPlaying: Bool = true) {
        self.services = services
        self.options = options
        self.current = current
        self.isPlaying = isPlaying
        chooser.selected = services.themes.all.firstIndex { $0.name == current } ?? 0
        // A theme the player was typing when the program was last left is offered back.
        if let draft = services.themes.takeDraft() {
            chooser.editor = draft.editor
            chooser.editor?.problem = "Kept from before, not saved yet: Enter saves it, Esc drops it."
            draftIsKept = true
        }
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        guard case .key(let key) = event else { return .stay }
        switch chooser.handle(key, library: services.themes) {
        case .stay:
            dropDraftOnceClosed()
            return .stay
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
        case .updated(let update, _) where update.file == services.themes.draftFile:
            draftIsKept = (update.change as? ThemeDraftChange)?.draft != nil
        case .notUpdated(let update, let problem) where update.file == services.themes.draftFile:
            // A draft that could not be dropped is offered again next time: nothing is lost.
            guard (update.change as? ThemeDraftChange)?.draft != nil else { break }
            services.themes.draftProblem = "cannot keep the theme you were typing: \(problem)"
            chooser.editor?.problem = services.themes.draftProblem
        case .updated(_, let contents):
            chooser.written(contents, library: &services.themes)
            dropDraftOnceClosed()
        case .notUpdated(_, let problem): chooser.notWritten(problem)
        case .recorded, .abandoned: break
        }
    }

    /// The theme being typed, kept as a draft if the player leaves now (the terminal closed, a
    /// signal, Ctrl-Z): when something was typed, or it was a draft already.
    public func workToKeep(now: Double) -> [TableEffect] {
        guard let editor = chooser.editor else { return [] }
        let untouched = ThemeEditor(editing: services.themes.all.first { $0.name == editor.original })
        guard draftIsKept || ThemeDraft(editor) != ThemeDraft(untouched),
            let update = services.themes.keeping(editor)
        else { return [] }
        return [.update(update)]
    }

    /// Once the editor has closed, saved or dropped, no draft of it is kept.
    private mutating func dropDraftOnceClosed() {
        guard draftIsKept, chooser.editor == nil, let update = services.themes.droppingDraft else { return }
        draftIsKept = false
        effects.append(.update(update))
    }

    public func render(into screen: inout Screen, now: Double) {
        chooser.render(
            library: services.themes, current: isPlaying ? current : nil, into: &screen, options: options)
    }

}
