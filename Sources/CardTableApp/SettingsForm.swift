import GameTable
import Render
import TableLayout
import TerminalIO

/// The settings on screen as a form: one row for each setting, Left and Right change it.
///
/// Each setting steps through a short list of choices; a value a file or the command line
/// gave that is not on the list steps to its nearest neighbour on it.
struct SettingsForm: Equatable {
    /// One setting and how it is stepped: the app's own, or one a game declares.
    enum Row: Equatable {
        case palette, speed, reducedMotion, ascii, keyboard
        case game(GameSetting)

        /// The app's own rows, before the games' settings.
        static let app: [Row] = [.palette, .speed, .reducedMotion, .ascii, .keyboard]

        var title: String {
            switch self {
            case .palette: "Card colours"
            case .speed: "Animation speed"
            case .reducedMotion: "Reduced motion"
            case .ascii: "ASCII only"
            case .keyboard: "Keyboard"
            case .game(let setting): setting.title
            }
        }
    }

    /// The speeds offered, slowest first.
    static let speeds = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 8]

    /// Every row, in order: the app's, then the games' own settings.
    let rows: [Row]
    /// The row chosen.
    private(set) var index = 0
    var row: Row { rows[index] }

    /// A form of the app's rows and the games' own `settings`.
    init(settings: [GameSetting] = []) {
        rows = Row.app + settings.map(Row.game)
    }

    /// Moves the focus or changes `settings` for `key`; false for a key it does not take.
    mutating func handle(_ key: Key, settings: inout PlayerSettings) -> Bool {
        switch key {
        case .up, .character("k"): index = (index + rows.count - 1) % rows.count
        case .down, .tab, .character("j"): index = (index + 1) % rows.count
        case .right, .enter, .character(" "), .character("l"), .character("+"): step(1, &settings)
        case .left, .character("h"), .character("-"): step(-1, &settings)
        default: return false
        }
        return true
    }

    /// Chooses the row at `index` and steps it on, as a click on it does.
    mutating func click(_ index: Int, settings: inout PlayerSettings) {
        guard rows.indices.contains(index) else { return }
        self.index = index
        step(1, &settings)
    }

    private func step(_ direction: Int, _ settings: inout PlayerSettings) {
        switch row {
        case .palette:
            let all = CardPalette.allCases
            let index = all.firstIndex(of: settings.palette) ?? 0
            settings.palette = all[(index + direction + all.count) % all.count]
        case .speed: settings.speed = Self.stepped(settings.speed, in: Self.speeds, by: direction)
        case .reducedMotion: settings.reducedMotion.toggle()
        case .ascii: settings.ascii.toggle()
        case .keyboard:
            let all = KeyboardLayout.allCases
            let index = all.firstIndex(of: settings.keyboard) ?? 0
            settings.keyboard = all[(index + direction + all.count) % all.count]
        case .game(let setting):
            settings.set(
                setting, to: Self.stepped(settings.value(of: setting), in: setting.choices, by: direction))
        }
    }

    /// The choice of `values` after (or before) `value`, staying at the ends.
    static func stepped(_ value: Double, in values: [Double], by direction: Int) -> Double {
        if direction > 0 { return values.first { $0 > value } ?? values[values.count - 1] }
        return values.last { $0 < value } ?? values[0]
    }

    /// A setting's value in words.
    static func value(of row: Row, in settings: PlayerSettings) -> String {
        switch row {
        case .palette: settings.palette.title
        case .speed: settings.speed == 1 ? "normal" : "\(settings.speed.formatted())x"
        case .reducedMotion: settings.reducedMotion ? "on" : "off"
        case .ascii: settings.ascii ? "on" : "off"
        case .keyboard: settings.keyboard.title
        case .game(let setting): setting.text(settings.value(of: setting))
        }
    }

    /// What a setting does, in a few words.
    static func detail(of row: Row, in settings: PlayerSettings) -> String {
        switch row {
        case .palette: settings.palette.detail
        case .speed: "how fast cards fly and flip"
        case .reducedMotion: "no flights or flips, every change at once"
        case .ascii: "plain characters, no Unicode"
        case .keyboard: "where the keys of the cards lie"
        case .game(let setting): setting.detail
        }
    }

    /// Whether the command line set `row` for this run.
    static func isOverridden(_ row: Row, by overrides: SettingsOverrides) -> Bool {
        switch row {
        case .palette: overrides.palette != nil
        case .speed: overrides.speed != nil
        case .reducedMotion: overrides.reducedMotion != nil
        case .ascii: overrides.ascii != nil
        case .keyboard: overrides.keyboard != nil
        case .game: false
        }
    }
}
