import Animation
import CardModel
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import cardtable

/// A game added to a catalogue is played through everything the catalogue gives it: the menu, the
/// command line and its help, saving, resuming, the record, a replay and the soak's checks.
///
/// The toy game is the tests' own (`ToyGame`): no other test knows it. It is added here to
/// the games the other tests use (`GameCatalog.tested`), as a new game is added to the real
/// catalogue, and changes nothing they show.
@Suite struct ToyGameTests {
    static let catalog = GameCatalog(entries: GameCatalog.tested.entries + [ToyTable.entry])
    static let size = Size(width: 80, height: 24)

    /// The app on `catalog` from `start`, fed `events` a second apart, with reduced motion.
    @discardableResult
    static func run(_ events: [InputEvent], start: Destination, keeper: KeeperInMemory) -> InMemoryTerminal {
        let terminal = InMemoryTerminal(size: size, events: events)
        let clock = ManualClock()
        App(
            terminal: TickingTerminal(terminal, clock), clock: clock, start: start,
            settings: App.Settings(seed: 5, timing: AnimationTiming(reducedMotion: true)),
            services: AppServices(keeper: keeper), catalog: catalog
        ).run()
        return terminal
    }

    @Test func theMenuListsItUnderItsOwnKey() throws {
        var menu = MenuScene(options: RenderOptions(), catalog: Self.catalog)
        var screen = Screen(size: Self.size)
        menu.render(into: &screen, now: 0)
        #expect(screen.text.contains("y  Toy"), "\(screen.text)")
        #expect(
            menu.handle(.key(.character("y")), size: Self.size, now: 0) == .open(.game(GameRequest(.toy))))
    }

    /// Added, it takes a key of its own and every other entry keeps its own.
    @Test func addingItKeepsEveryOtherMenuKey() throws {
        let without = MenuScene(options: RenderOptions(), catalog: .tested)
        let with = MenuScene(options: RenderOptions(), catalog: Self.catalog)
        let keys = { (menu: MenuScene) in menu.items.map { "\($0.key.map(String.init) ?? "-") \($0.title)" } }
        #expect(keys(with).filter { $0 != "y Toy" } == keys(without))
        #expect(keys(with).contains("y Toy"))
    }

    /// Chosen from the menu by its key, it is dealt and played there.
    @Test func itIsPlayedFromTheMenu() throws {
        let keeper = KeeperInMemory()
        let terminal = Self.run(
            [.key(.character("y")), .key(.character(" ")), .key(.character("Q"))], start: .menu,
            keeper: keeper)
        #expect(terminal.frames.contains { $0.text.contains("Turn them all.") })
        let kept = try #require(keeper.gamesInProgress.first)
        #expect(kept.saved.log.game == .toy && kept.saved.log.moveCount == 1)
    }

    @Test func theCommandLinePlaysItAndItsHelpSaysSo() throws {
        guard case .success(let invocation) = Invocation.parse(["toy"], catalog: Self.catalog) else {
            Issue.record("cardtable toy is not a command")
            return
        }
        #expect(invocation.command == .play(.game(GameRequest(.toy))))
        #expect(CommandHelp.usage(Self.catalog).contains("turn six cards (tests only)"))
        #expect(CommandHelp.text(typed: "toy", catalog: Self.catalog)?.contains("Turn six cards.") == true)
    }

    @Test func itIsSavedResumedRecordedAndReplayed() throws {
        let keeper = KeeperInMemory()
        // One card turned, then q: the game is kept.
        Self.run(
            [.key(.character(" ")), .key(.character("Q"))], start: .game(GameRequest(.toy)), keeper: keeper)
        let kept = try #require(keeper.gamesInProgress.first)
        #expect(kept.saved.log.game == .toy && kept.saved.log.moveCount == 1)
        #expect(Self.catalog.describe(kept) == "Toy · 1 turned")

        // Taken up from Continue, the other five turned: it ends and is recorded.
        var events: [InputEvent] = []
        for _ in 1..<ToyGame.cardCount { events += [.key(.right), .key(.character(" "))] }
        let resumed = Self.run(events + [.key(.character("Q"))], start: .resume(kept.id), keeper: keeper)
        #expect(resumed.frames.first?.text.contains("Resumed.") == true)
        #expect(keeper.gamesInProgress.isEmpty, "a finished game is no longer in progress")
        let record = try #require(keeper.records.last)
        #expect(record.finished && record.log?.game == .toy && record.log?.moveCount == ToyGame.cardCount)

        // Its log plays back to the same end.
        let log = try #require(record.log)
        let replay = Self.run(
            Array(repeating: .resize(Self.size), count: 30), start: .replay(log), keeper: keeper)
        let shown = try #require(replay.screen).text
        #expect(shown.contains("End of the replay: 6 turned."), "\(shown)")
        #expect(keeper.records.count == 1, "a replay is not recorded again")
    }

    @Test func theSoaksChecksReachItsTable() throws {
        let opening = Opening(options: RenderOptions(), seed: 2)
        guard case .success(let scene) = ToyTable.entry.open(GameRequest(.toy), opening) else {
            Issue.record("the toy game does not open")
            return
        }
        var table = try #require(scene as? ToyTable.Scene)
        #expect((table as any Scene) is any AnyTableScene)
        _ = table.handle(.key(.character(" ")), size: Self.size, now: 1)
        #expect(table.state.game.moveCount == 1)
        #expect(SoakTests.replayProblem(table.state.game, catalog: Self.catalog) == nil)
    }
}
