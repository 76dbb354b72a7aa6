import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

/// The settings screen, from the menu: the card colours, the animation, ASCII and each
/// game's own settings (Set's claim time), each kept as soon as it changes: asked of the
/// app as an effect (`TableEffect.changeSettings`), which its runner makes.
///
/// A game's sample cards show the colours as they are chosen (the terminal's colours change
/// at once); the file the settings live in, or what is wrong with it, is on the last row.
public struct SettingsScene: Scene {
    /// How the terminal draws, before the player's own choices.
    let capabilities: RenderOptions
    let services: AppServices
    /// The games, the first of which with sample cards shows the colours.
    let catalog: GameCatalog
    private(set) var form: SettingsForm
    /// The changes asked for and not yet taken by the app.
    private var effects: [TableEffect] = []

    public init(capabilities: RenderOptions, services: AppServices, catalog: GameCatalog) {
        self.capabilities = capabilities
        self.services = services
        self.catalog = catalog
        form = SettingsForm(settings: catalog.settings)
    }

    /// How this screen draws now: the terminal's way, with the palette and ASCII chosen.
    var options: RenderOptions {
        var options = capabilities
        options.ascii = options.ascii || services.effectiveSettings.ascii
        options.palette = services.effectiveSettings.palette
        return options
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        switch event {
        case .key(.escape): return .open(.menu)
        case .key(.character("q")): return .quit
        case .key(let key):
            var settings = services.effectiveSettings
            let before = settings
            if form.handle(key, settings: &settings), settings != before { keep(settings) }
        case .click(let point):
            guard let row = rows(size: size).firstIndex(of: point.y) else { return .stay }
            var settings = services.effectiveSettings
            form.click(row, settings: &settings)
            keep(settings)
        default: break
        }
        return .stay
    }

    /// Asks for the settings to be kept as `settings` has them.
    private mutating func keep(_ settings: PlayerSettings) {
        effects.append(.changeSettings(.table(settings)))
    }

    public mutating func takeEffects() -> [TableEffect] {
        defer { effects = [] }
        return effects
    }

    /// The screen row of each setting.
    private func rows(size: Size) -> [Int] {
        let spacing = size.height >= 24 ? 2 : 1
        return form.rows.indices.map { 3 + $0 * spacing }
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        let options = options
        let rows = rows(size: size)
        guard size.width >= 40, let last = rows.last, size.height >= last + 5 else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let dot = options.ascii ? "-" : "·"
        Chrome.drawHeader(
            title: "cardtable \(dot) Settings", shortTitle: "Settings", message: nil,
            keys: "Left/Right change  Esc menu", in: Rect(x: 0, y: 0, width: size.width, height: 1),
            on: &screen)
        let settings = services.effectiveSettings
        let x = max(1, (size.width - 76) / 2)
        for (index, row) in form.rows.enumerated() {
            let isSelected = index == form.index
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            let (left, right) = options.ascii ? ("<", ">") : ("◀", "▶")
            let value = "\(left) \(SettingsForm.value(of: row, in: settings)) \(right)"
            let text = "\(pointer) " + Chrome.pad(row.title, to: 16) + Chrome.pad(value, to: 17)
            let style = isSelected ? Style(.focus, [.bold, .reverse]) : Style(.normal, [.bold])
            let end = screen.write(text, x: x, y: rows[index], style: style) + 1
            var detail = SettingsForm.detail(of: row, in: settings)
            if SettingsForm.isOverridden(row, by: services.overrides) {
                detail = "for this run: command line"
            }
            // Beside each setting where it fits whole; on a narrow screen, the chosen one's
            // alone, below the list.
            if DisplayWidth.of(detail) <= size.width - end - 1 {
                screen.write(detail, x: end, y: rows[index], style: Style(.muted))
            } else if isSelected {
                screen.writeCentered(
                    Chrome.fitWords(detail, width: size.width - 2), in: screen.bounds, y: last + 1,
                    style: Style(.muted))
            }
        }
        paintSamples(below: last + 3, size: size, options: options, on: &screen)
        let footer = services.settingsProblem ?? services.settingsPath.map { "Kept in \($0)." } ?? ""
        screen.writeCentered(
            Chrome.fitWords(footer, width: size.width - 2), in: screen.bounds, y: size.height - 2,
            style: services.settingsProblem == nil ? Style(.muted) : Style(.mismatched, [.bold]))
    }

    /// A game's sample cards, in the palette chosen, between the rows and the footer.
    private func paintSamples(below top: Int, size: Size, options: RenderOptions, on screen: inout Screen) {
        let room = size.height - 3 - top
        guard room >= 3, let samples = catalog.entries.lazy.compactMap(\.samples).first else { return }
        samples(Rect(x: 0, y: top, width: size.width, height: room), options, &screen)
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}
