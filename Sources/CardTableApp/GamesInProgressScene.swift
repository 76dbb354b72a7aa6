import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO

/// The games in progress, side by side, to take one up or abandon some.
///
/// Each game says itself in its game's words, its seed (or its day) and when it was last
/// played, so two games of one kind are told apart. Enter (or a click) takes a game up;
/// `m` marks games, and `x` abandons the marked ones (or the one chosen) after one
/// question, which records each as not finished. `cardtable continue` opens it too. A kept
/// game whose file cannot be read is named under the list, with why, and left as it is.
public struct GamesInProgressScene: Scene {
    let options: RenderOptions
    let services: AppServices
    let catalog: GameCatalog
    /// The games, the one saved last first.
    private(set) var games: [KeptGame] { didSet { lines = games.map(catalog.describe) } }
    /// Each game in words, made once (telling a game means playing it through).
    private var lines: [String] = []
    public private(set) var selected = 0
    /// The games asked about before they are abandoned.
    private(set) var abandoning: [KeptGame] = []
    /// The games marked to be abandoned together, by name.
    private(set) var marked: Set<String> = []
    private var message: Chrome.Message?
    /// The games asked to be abandoned, waiting for what became of them (`receive`), and
    /// what became of those answered.
    private var waiting: (asked: [String], answers: [String: Abandoning]) = ([], [:])
    /// What the scene asks of the app, not yet taken.
    private var effects: [TableEffect] = []
    /// What is wrong with the player's files (a kept game that cannot be read, named by its
    /// file): said under the list, whole, where the player looks for the game it holds.
    private var problems: [String] = []

    public init(options: RenderOptions, services: AppServices, catalog: GameCatalog) {
        self.options = options
        self.services = services
        self.catalog = catalog
        games = catalog.gamesInProgress(services.keeper)
        lines = games.map(catalog.describe)
        problems = services.keeper.problems
        message = games.isEmpty ? Chrome.Message(text: "No game in progress.", tone: .info) : nil
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        if !abandoning.isEmpty {
            let asked = abandoning
            abandoning = []
            guard event == .key(.character("y")) else {
                message = Chrome.Message(text: asked.count == 1 ? "Kept." : "All kept.", tone: .info)
                return .stay
            }
            abandon(asked)
            return .stay
        }
        switch event {
        case .key(.up), .key(.character("k")):
            selected = max(0, selected - 1)
        case .key(.down), .key(.character("j")), .key(.tab):
            selected = min(max(0, games.count - 1), selected + 1)
        case .key(.enter), .key(.character(" ")):
            if games.indices.contains(selected) { return .open(.resume(games[selected].id)) }
        case .key(.character("m")):
            guard games.indices.contains(selected) else { break }
            let id = games[selected].id
            if marked.remove(id) == nil { marked.insert(id) }
            selected = min(max(0, games.count - 1), selected + 1)
        case .key(.character("x")), .key(.backspace):
            guard games.indices.contains(selected) else { break }
            let chosen = games.filter { marked.contains($0.id) }
            abandoning = chosen.isEmpty ? [games[selected]] : chosen
            // The game is the one chosen (or those marked) in the list: the question names no
            // more, so its keys are never cut off (a game's words and a twenty-digit seed took
            // the header at 80 columns, and 'y: yes' with them). The answer says how it was recorded.
            let which = abandoning.count == 1 ? "this game" : "these \(abandoning.count) games"
            message = Chrome.Message(text: "Abandon \(which)? y: yes, any other key: no", tone: .bad)
        case .key(.character("q")): return .quit
        case .key(.escape): return .open(.menu)
        case .click(let point):
            let row = point.y - Self.listTop
            if games.indices.contains(row) {
                selected = row
                return .open(.resume(games[row].id))
            }
        default: break
        }
        return .stay
    }

    /// Asks the app to record each of `kept` as abandoned and forget it, if no other
    /// cardtable has it open and its record can be written; says what became of them as
    /// the answers come (`receive`).
    private mutating func abandon(_ kept: [KeptGame]) {
        waiting = (kept.map(\.id), [:])
        for game in kept {
            effects.append(
                .abandon(
                    game.id, record: catalog.entry(game.saved.log.game)?.abandoned(game, on: services.date()))
            )
        }
    }

    public mutating func takeEffects() -> [TableEffect] {
        defer { effects = [] }
        return effects
    }

    public mutating func receive(_ result: EffectResult, now: Double) {
        guard case .abandoned(let id, let answer) = result, waiting.asked.contains(id) else { return }
        waiting.answers[id] = answer
        guard waiting.answers.count == waiting.asked.count else { return }
        let asked = waiting.asked.count
        let problems = waiting.asked.compactMap { waiting.answers[$0].flatMap(Self.problem) }
        waiting = ([], [:])
        marked = []
        games = catalog.gamesInProgress(services.keeper)
        self.problems = services.keeper.problems
        selected = min(selected, max(0, games.count - 1))
        if let first = problems.first {
            let text = asked == 1 ? first : "\(problems.count) of \(asked) kept: \(first)"
            message = Chrome.Message(text: text, tone: .bad)
        } else {
            let done = asked == 1 ? "Abandoned" : "\(asked) games abandoned"
            message = Chrome.Message(
                text: games.isEmpty ? "\(done). No game in progress." : "\(done): recorded as not finished.",
                tone: .info)
        }
    }

    /// Why a game asked to be abandoned stays, for the player; nil when it went.
    private static func problem(_ answer: Abandoning) -> String? {
        switch answer {
        case .done: nil
        case .openElsewhere: "That game is open in another cardtable: it is kept."
        // The whole problem is said on standard error when the program ends.
        case .notRecorded: "Not abandoned: its record cannot be written, so the game stays."
        }
    }

    /// Which deal a kept game is: its seed, or the day of a daily game.
    static func seed(of kept: KeptGame) -> String {
        kept.saved.log.setup["date"]?.string.map { "day \($0)" } ?? "seed \(kept.saved.log.seed)"
    }

    /// The first row of the list.
    static let listTop = 2

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        let header = Rect(x: 0, y: 0, width: size.width, height: 1)
        // A narrow window has the message on the blank row under the header, not cut.
        _ = Chrome.drawPageHeader(
            title: Chrome.pageTitle("Games in progress", ascii: options.ascii),
            shortTitle: "Games", message: message, keys: "Enter play  m mark  x abandon  Esc menu",
            width: header.width, rows: Self.listTop - 1, on: &screen)
        let width = max(0, size.width - 2)
        for (row, kept) in games.enumerated() where Self.listTop + row < size.height - 1 {
            let isSelected = row == selected
            let pointer = isSelected ? (options.ascii ? ">" : "▶") : " "
            let mark = marked.contains(kept.id) ? (options.ascii ? "x " : "✗ ") : ""
            let when = Self.when(kept.saved.savedAt, now: services.date())
            let line = Chrome.fitWords(
                mark + lines[row] + " · " + Self.seed(of: kept), width: max(0, width - when.count - 5))
            let style = isSelected ? Style(.focus, [.bold, .reverse]) : Style(.normal)
            screen.write(pointer, x: 1, y: Self.listTop + row, style: Style(.focus, [.bold]))
            screen.write(" \(line) ", x: 2, y: Self.listTop + row, style: style)
            screen.write(
                when, x: max(3, size.width - when.count - 1), y: Self.listTop + row, style: Style(.muted))
        }
        // Below the games, a blank row apart, each file problem wrapped to the width.
        let problemLines = problems.flatMap { Chrome.wrap($0, width: width) }
        for (row, line) in problemLines.enumerated() {
            let y = Self.listTop + games.count + 1 + row
            guard y < size.height - 1 else { break }
            screen.write(line, x: 1, y: y, style: Style(.mismatched))
        }
        Chrome.drawStatus(
            [
                Chrome.StatusField(
                    games.count == 1 ? "1 game in progress" : "\(games.count) games in progress", rank: 1)
            ],
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), on: &screen)
    }

    /// When a game was last played: `today 17:45`, `yesterday 10:31`, or the date.
    static func when(_ date: Date, now: Date) -> String {
        let calendar = Calendar.current
        let time = date.formatted(date: .omitted, time: .shortened)
        if calendar.isDate(date, inSameDayAs: now) { return "today \(time)" }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
            calendar.isDate(date, inSameDayAs: yesterday)
        {
            return "yesterday \(time)"
        }
        return date.formatted(date: .abbreviated, time: .shortened)
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}

/// A kept game another cardtable has open: says which game and which program, and offers
/// a new game or the list of games in progress.
public struct HeldElsewhereScene: Scene {
    let options: RenderOptions
    let line: String
    let process: Int32?
    let request: GameRequest?

    public init(options: RenderOptions, describing line: String, process: Int32?, request: GameRequest?) {
        self.options = options
        self.line = line
        self.process = process
        self.request = request
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        switch event {
        case .key(.character("n")):
            guard var fresh = request else { return .stay }
            fresh.isFresh = true
            return .open(.game(fresh))
        case .key(.character("l")): return .open(.gamesInProgress)
        case .key(.character("q")): return .quit
        case .key(let key) where !key.isControlCharacter: return .open(.menu)
        case .click: return .open(.menu)
        default: return .stay
        }
    }

    public func render(into screen: inout Screen, now: Double) {
        let who = process.map { "another cardtable (process \($0))" } ?? "another cardtable"
        var lines = ["Your game \(line)", "is open in \(who).", ""]
        lines += request == nil ? [] : ["n: a new game instead"]
        lines += ["l: your games in progress", "Esc: the menu    q: quit"]
        Chrome.drawPanel(
            title: "Open in another window", lines: lines, on: &screen, ascii: options.ascii, ink: .mismatched
        )
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
}
