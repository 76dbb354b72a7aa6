import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO

/// The screen that asks who plays a game against others before it starts.
///
/// It asks the computer's level, or how many friends and their names; what is chosen is
/// kept as a setting, asked of the app as an effect (`TableEffect.changeSettings`).
public struct PlayersScene: Scene {
    let game: GameKind
    /// The game's name in the title.
    let title: String
    let company: PlayMode.Company
    let options: RenderOptions
    let services: AppServices
    private(set) var form: PlayersForm
    /// The change to the settings asked for and not yet taken by the app.
    private var effects: [TableEffect] = []

    public init(
        game: GameKind, title: String, company: PlayMode.Company, options: RenderOptions,
        services: AppServices
    ) {
        self.game = game
        self.title = title
        self.company = company
        self.options = options
        self.services = services
        form = PlayersForm(company: company, settings: services.settings)
    }

    /// What each level means, in a few words.
    static func detail(_ level: ComputerLevel) -> String {
        switch level {
        case .easy: "takes its time, and now and then misses"
        case .normal: "a fair match"
        case .hard: "quick and sharp"
        }
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        let outcome: PlayersForm.Outcome
        switch event {
        case .key(.character("q")) where form.step != .names: return .quit
        case .key(let key): outcome = form.handle(key)
        case .click(let point):
            guard let row = rows(size: size).firstIndex(of: point.y) else { return .stay }
            outcome = form.choose(row: row)
        default: return .stay
        }
        switch outcome {
        case .stay: return .stay
        case .cancel: return .open(.menu)
        case .done(let seats):
            effects.append(.changeSettings(.players(seats)))
            return .open(.game(GameRequest(game, seats: seats)))
        }
    }

    public mutating func takeEffects() -> [TableEffect] {
        defer { effects = [] }
        return effects
    }

    /// The question at the top of the form.
    private var question: String {
        switch form.step {
        case .level: "How well should the computer play?"
        case .count: "How many players?"
        case .names: "Names (optional): type, Enter goes to the next"
        }
    }

    /// The text of each row.
    private var rowTexts: [String] {
        switch form.step {
        case .level:
            PlayersForm.levels.enumerated().map { index, level in
                Chrome.pad("\(index + 1)  \(level.rawValue.capitalized)", to: 12) + Self.detail(level)
            }
        case .count:
            PlayersForm.counts.enumerated().map { "\($0 + 1)  \($1) players" }
        case .names:
            (0..<(form.rowCount - 1)).map { seat in
                let typed = form.names[seat]
                let cursor = form.row == seat ? (options.ascii ? "_" : "▏") : ""
                let shown = typed.isEmpty && form.row != seat ? PlayersForm.defaultName(seat) : typed + cursor
                return "Player \(seat + 1):  \(shown)"
            } + ["Start the game"]
        }
    }

    /// The screen row of each form row.
    private func rows(size: Size) -> [Int] {
        let top = max(3, (size.height - form.rowCount * 2) / 2)
        return (0..<form.rowCount).map { top + $0 * (size.height >= form.rowCount * 2 + 8 ? 2 : 1) }
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        guard size.width >= 30, size.height >= form.rowCount + 6 else {
            Chrome.drawTooSmall(on: &screen)
            return
        }
        let dot = options.ascii ? "-" : "·"
        let mode = company == .computer ? "\(title) vs computer" : "\(title) with friends"
        let message = form.problem.map { Chrome.Message(text: $0, tone: .bad) }
        Chrome.drawHeader(
            title: "cardtable \(dot) \(mode)", shortTitle: mode, message: message,
            keys: form.step == .names ? "Esc back" : "Enter choose  Esc menu",
            in: Rect(x: 0, y: 0, width: size.width, height: 1), on: &screen)
        let rows = rows(size: size)
        screen.writeCentered(question, in: screen.bounds, y: rows[0] - 2, style: Style(.title, [.bold]))
        let x = max(1, (size.width - 52) / 2)
        for (index, text) in rowTexts.enumerated() {
            let isSelected = index == form.row
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            let style = isSelected ? Style(.focus, [.bold, .reverse]) : Style(.normal)
            screen.write(
                Chrome.fitWords("\(pointer) \(text)", width: size.width - x - 1), x: x, y: rows[index],
                style: style)
        }
        let hint =
            form.step == .names
            ? "Up/Down move   Backspace erases   Enter next   Esc back"
            : "arrows move   Enter or a number chooses   Esc menu"
        screen.writeCentered(
            Chrome.fitWords(hint, width: size.width - 2), in: screen.bounds, y: size.height - 2,
            style: Style(.muted))
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}
