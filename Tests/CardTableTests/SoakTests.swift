import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import cardtable

/// A terminal that makes up its input from a seed: every key the games know, stray keys
/// and escape sequences' leftovers, clicks anywhere, resizes from 1x1 to 300x90, and time
/// passing in small and large steps.
final class SoakTerminal: Terminal {
    var size: Size
    let renderOptions: RenderOptions
    let clock: ManualClock
    var random: SeededRandomNumberGenerator
    /// The size of the last frame presented, and the terminal's size when it was.
    private(set) var lastFrame: (frame: Size, terminal: Size)?
    /// The loop waited with no time at all: the scene asked to wake at or before the time
    /// it was brought up to (until `problem` looks, which clears it).
    var waitedNoTime = false

    /// Keys the games answer to, and some they do not.
    static let keys: [Key] =
        [.up, .down, .left, .right, .enter, .escape, .backspace, .tab, .other]
        + "  hjkl dscnp?yrtaexq+-=01234567890#🐶🍎é".map { .character($0) }

    init(seed: UInt64, clock: ManualClock, options: RenderOptions = RenderOptions()) {
        random = SeededRandomNumberGenerator(seed: seed)
        size = Size(width: 80, height: 24)
        renderOptions = options
        self.clock = clock
    }

    func present(_ screen: Screen) { lastFrame = (screen.size, size) }
    var isBehind: Bool { false }

    func suspend() -> Double { random.unitInterval() * 5 }

    func nextEvent(timeout: Double?) -> InputEvent? {
        if let timeout, timeout <= 0 { waitedNoTime = true }
        // Time passes: a frame, a moment, a while, or all the time the loop asked for.
        let steps = [1.0 / 60, 0.1, 0.6, 3, 30]
        let wait = random.below(4) == 0 ? (timeout ?? 1) : steps[random.below(steps.count)]
        clock.advance(by: min(wait, 60))
        switch random.below(100) {
        case 0..<68: return .key(Self.keys[random.below(Self.keys.count)])
        case 68..<80:
            return .click(Point(x: random.below(size.width + 2) - 1, y: random.below(size.height + 2) - 1))
        case 80..<83:
            // Mostly ordinary windows, sometimes tiny or huge ones.
            let huge = random.below(4) == 0
            size = Size(
                width: huge ? 1 + random.below(300) : 30 + random.below(100),
                height: huge ? 1 + random.below(90) : 10 + random.below(40))
            return .resize(size)
        case 83..<84: return .suspendRequested
        default: return nil
        }
    }
}

/// Random play through every screen, with the rules checked after every step.
@Suite struct SoakTests {
    /// The scenes a soak starts in, again and again as each one is left: the menu, the
    /// statistics, and where every game in the catalogue says.
    static let starts: [Destination] =
        [.menu, .statistics] + GameCatalog.standard.entries.flatMap(\.soakStarts)

    /// How many steps: 10,000 in `make test`; `make soak` sets CARDTABLE_SOAK_STEPS.
    static var steps: Int {
        ProcessInfo.processInfo.environment["CARDTABLE_SOAK_STEPS"].flatMap(Int.init) ?? 10_000
    }

    @Test func randomPlayKeepsEveryRule() async throws {
        let seed =
            ProcessInfo.processInfo.environment["CARDTABLE_SOAK_SEED"].flatMap(UInt64.init) ?? 20_261_201
        let clock = ManualClock()
        let terminal = SoakTerminal(seed: seed, clock: clock)
        let keeper = KeeperInMemory()
        let themes = services(keeper: keeper)
        var startIndex = 0
        var app = App(
            terminal: terminal, clock: clock, start: Self.starts[0], settings: App.Settings(seed: seed),
            services: themes, catalog: .standard)
        let began = Date()
        for step in 0..<Self.steps {
            // The soak runs for seconds: let the tests that poll a screen have the thread now and then.
            if step % 200 == 0 { await Task.yield() }
            if app.turn() != nil {
                // The app ended (q, or the computer's game once): start again somewhere else.
                startIndex += 1
                // Random play leaves games in progress by the thousand, which no player does:
                // the oldest go, so the soak's time stays with the play, not with the list.
                for kept in keeper.gamesInProgress.dropFirst(20) { keeper.discard(kept.id) }
                app = App(
                    terminal: terminal, clock: clock, start: Self.starts[startIndex % Self.starts.count],
                    settings: App.Settings(seed: seed &+ UInt64(step)), services: themes, catalog: .standard)
            }
            if let problem = Self.problem(in: app, terminal: terminal, now: clock.now(), deep: step % 97 == 0)
            {
                Issue.record("soak seed \(seed), step \(step): \(problem)")
                return
            }
        }
        let seconds = Date().timeIntervalSince(began)
        print(
            "soak: \(Self.steps) steps in \(String(format: "%.1f", seconds)) s, \(Int(Double(Self.steps) / seconds)) steps/s"
        )
    }

    /// What is wrong now, if anything.
    ///
    /// `deep` also replays the game from its log.
    static func problem(
        in app: App, catalog: GameCatalog = .standard, terminal: SoakTerminal, now: Double, deep: Bool
    ) -> String? {
        if let last = terminal.lastFrame, last.frame != last.terminal {
            return "a frame of \(last.frame) on a terminal of \(last.terminal)"
        }
        let scene = app.currentScene
        if terminal.waitedNoTime {
            terminal.waitedNoTime = false
            return "the loop was asked to wake at once, spinning, in \(type(of: scene))"
        }
        guard let table = scene as? any AnyTableScene else { return nil }
        return problem(in: table, catalog: catalog, size: terminal.size, now: now, deep: deep)
    }

    /// What is wrong at a table of any game: its own rules broken (a card in two places),
    /// a game that its log, restored by its entry, does not give back, or a settled card off
    /// the screen.
    static func problem<Table: AnyTableScene>(
        in table: Table, catalog: GameCatalog, size: Size, now: Double, deep: Bool
    ) -> String? {
        let game = table.state.game
        if let checked = game as? any SelfChecking, let inconsistency = checked.inconsistency {
            return inconsistency
        }
        // Card identities are places on the stage: no card lies in two places at once.
        let cards = game.slots.map(\.card)
        if Set(cards).count != cards.count { return "a card in two places on the table: \(cards)" }
        if deep, let problem = replayProblem(game, catalog: catalog) { return problem }
        return settledProblem(table.state.stage, laidOut: table.state.laidOutFor, size: size, now: now)
    }

    /// Whether `game`'s log, restored by its entry, is the same game.
    static func replayProblem<Game: TableGame>(_ game: Game, catalog: GameCatalog) -> String? {
        guard let log = try? game.log() else { return "the game cannot write its log" }
        guard let entry = catalog.entry(log.game) else { return "no entry for \(log.game)" }
        switch entry.restore(log) {
        case .failure(let failure): return "the game does not restore from its log: \(failure.message)"
        case .success(let restored):
            guard let again = restored as? Game else { return "its log restores another kind of game" }
            if again.slots != game.slots || again.moveCount != game.moveCount
                || (try? again.log()) != log || again.seatPoints != game.seatPoints
                || again.summary(played: 0) != game.summary(played: 0)
            {
                return
                    "the game does not replay from its log (\(game.summary(played: 0)) against \(again.summary(played: 0)))"
            }
            return nil
        }
    }

    /// Once nothing moves, every card lies on screen.
    static func settledProblem(_ stage: CardStage, laidOut: Size?, size: Size, now: Double) -> String? {
        guard laidOut == size, !stage.isAnimating(at: now) else { return nil }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if let off = stage.frame(at: now).first(where: { !bounds.contains($0.rect) }) {
            return "card \(off.id) rests at \(off.rect), off a \(size) screen"
        }
        return nil
    }
}
