import Animation
import CardModel
import FileStore
import Foundation
import Render
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable

/// Nothing a player has is lost: games in progress side by side whatever is started, one
/// window per game, every file problem said, files read as data and checked.
@Suite struct NothingLostTests {
    /// A move, then quit: the game is kept.
    static let aMoveThenQuit: [InputEvent] = [.key(.right), .key(.character(" ")), .key(.character("Q"))]

    @Test(arguments: [
        // Another theme, another level, other players, another day's puzzle: the kept game stays.
        (
            GameRequest(.memorize, options: MemorizeOptions(theme: "Animals")),
            GameRequest(.memorize, options: MemorizeOptions(theme: "Food"))
        ),
        (
            GameRequest(.set, seats: Seats.againstComputer(.hard)),
            GameRequest(.set, seats: Seats.againstComputer(.normal))
        ),
        (
            GameRequest(.set, seats: Seats.friends(count: 3)),
            GameRequest(.set, seats: Seats.friends(count: 2))
        ),
        (
            GameRequest(.puzzle, options: PuzzleOptions(date: "2026-11-30")),
            GameRequest(.puzzle, options: PuzzleOptions(date: "2026-12-01"))
        ),
    ])
    func startingAnotherGameNeverTakesAKeptOnesPlace(first: GameRequest, second: GameRequest) throws {
        let keeper = KeeperInMemory()
        KeptGamesTests.run(Self.aMoveThenQuit, start: .game(first), keeper: keeper)
        let kept = try #require(keeper.gamesInProgress.first)
        KeptGamesTests.run(Self.aMoveThenQuit, start: .game(second), keeper: keeper)
        #expect(keeper.gamesInProgress.count == 2, "both kept: \(keeper.gamesInProgress.map(\.id))")
        #expect(keeper.gamesInProgress.contains(kept), "the first game is kept as it was")
        #expect(keeper.records.isEmpty, "nothing was abandoned")
    }

    @Test func aChosenSeedStartsANewGameBesideTheKeptOne() throws {
        let keeper = KeeperInMemory()
        KeptGamesTests.run(Self.aMoveThenQuit, keeper: keeper)
        let kept = try #require(keeper.gamesInProgress.first)
        KeptGamesTests.run(Self.aMoveThenQuit, keeper: keeper, seed: 42, seedIsChosen: true)
        #expect(keeper.gamesInProgress.count == 2 && keeper.gamesInProgress.contains(kept))
        // Asked for again, the game played last is taken up.
        let again = KeptGamesTests.run([.key(.character("Q"))], keeper: keeper)
        #expect(again.frames.first?.line(0).contains("Resumed your game") == true)
    }

    @Test func continueListsTheGamesInProgressAndAbandoningOneAsksAndRecordsIt() throws {
        let keeper = KeeperInMemory()
        KeptGamesTests.run(Self.aMoveThenQuit, keeper: keeper)
        KeptGamesTests.run(
            Self.aMoveThenQuit, start: .game(GameRequest(.memorize, options: MemorizeOptions(theme: "Food"))),
            keeper: keeper)
        var menu = MenuScene(options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        let size = KeptGamesTests.size
        #expect(menu.handle(.key(.character("c")), size: size, now: 0) == .open(.gamesInProgress))
        var list = GamesInProgressScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        let runner = EffectRunner(keeper: keeper)
        var screen = Screen(size: size)
        list.render(into: &screen, now: 0)
        #expect(screen.text.contains("Food · score 0"), "\(screen.text)")
        #expect(screen.text.contains("Set · score 0 · 0 Sets"), "\(screen.text)")
        #expect(screen.text.contains("2 games in progress"))
        // x asks; any other key keeps it.
        list.press(.character("x"), size: size, runner: runner)
        list.press(.character("n"), size: size, runner: runner)
        #expect(keeper.gamesInProgress.count == 2 && keeper.records.isEmpty)
        list.press(.character("x"), size: size, runner: runner)
        list.press(.character("y"), size: size, runner: runner)
        #expect(keeper.gamesInProgress.count == 1)
        #expect(keeper.records.count == 1 && keeper.records.first?.finished == false, "recorded as abandoned")
        let left = try #require(keeper.gamesInProgress.first)
        #expect(list.handle(.key(.enter), size: size, now: 0) == .open(.resume(left.id)))
    }

    @Test func continueTellsKeptGamesApartAndAbandonsSeveralWithOneQuestion() throws {
        let keeper = KeeperInMemory()
        for seed in [5, 6, 7] as [UInt64] {
            KeptGamesTests.run(
                Self.aMoveThenQuit, start: .game(GameRequest(.set)), keeper: keeper, seed: seed,
                seedIsChosen: true)
        }
        #expect(keeper.gamesInProgress.count == 3)
        var list = GamesInProgressScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        let runner = EffectRunner(keeper: keeper)
        let size = KeptGamesTests.size
        var screen = Screen(size: size)
        list.render(into: &screen, now: 0)
        for seed in [5, 6, 7] { #expect(screen.text.contains("· seed \(seed)"), "\(screen.text)") }
        #expect(screen.text.contains("81 cards left"), "\(screen.text)")
        // Two marked, one question, both recorded as abandoned; the third stays.
        list.press(.character("m"), size: size, runner: runner)
        list.press(.character("m"), size: size, runner: runner)
        list.press(.character("x"), size: size, runner: runner)
        screen = Screen(size: size)
        list.render(into: &screen, now: 0)
        #expect(screen.line(0).contains("Abandon these 2 games?"), "\(screen.line(0))")
        list.press(.character("y"), size: size, runner: runner)
        #expect(keeper.gamesInProgress.count == 1)
        #expect(keeper.records.count == 2 && keeper.records.allSatisfy { !$0.finished })
    }

    @Test func aGameOpenInAnotherProgramIsSaidWithTheProgram() throws {
        let (_, store) = FilesTests.home()
        let first = FileKeeper(store: store)
        KeptGamesTests.run(Self.aMoveThenQuit, keeper: first)
        let kept = try #require(first.gamesInProgress.first)
        // Another cardtable holds it open (a second keeper on the same files: another program).
        do {
            let other = FileKeeper(store: store)
            guard case .held(let hold) = other.hold(kept.id) else {
                Issue.record("the game can be held")
                return
            }
            let terminal = KeptGamesTests.run([.key(.character("l"))], keeper: FileKeeper(store: store))
            let text = try #require(terminal.frames.first?.text)
            #expect(text.contains("is open in another cardtable (process \(getpid()))"), "\(text)")
            #expect(text.contains("n: a new game instead") && text.contains("l: your games in progress"))
            withExtendedLifetime(hold) {}
        }
        // Let go, the game opens again.
        let free = KeptGamesTests.run([.key(.character("Q"))], keeper: FileKeeper(store: store))
        #expect(free.frames.first?.line(0).contains("Resumed your game") == true)
    }

    @Test func aSaveThatCannotBeAGameIsNamedInTheGameAndLeftAsItIs() throws {
        let (_, store) = FilesTests.home()
        let keeper = FileKeeper(store: store)
        // A Memorize game whose theme has one emoji, and a game with a time no game can have.
        let one = MemoryTheme(name: "One", emoji: ["🐶"], pairs: 1, color: "red")
        let tiny = try GameLog(
            game: .memorize, seed: 1, setup: ["theme": JSONValue(encoding: one)],
            actions: [TimedAction(MemoryAction.shuffle, by: 0, at: 1)])
        keeper.save(SavedGame(log: tiny, seconds: 5, savedAt: Date()), as: "memorize-game")
        let huge =
            #"{"version":1,"seconds":1e19,"savedAt":"2026-11-01T10:00:00Z","log":{"game":"set","seed":"1","actions":[]}}"#
        try store.write(Data(huge.utf8), to: keeper.saveFile("set-game"))
        let opened = FileKeeper(store: store)
        let terminal = KeptGamesTests.run(
            [.key(.other), .key(.character("Q"))], start: .game(GameRequest(.memorize)), keeper: opened)
        let first = try #require(terminal.frames.first?.text)
        #expect(first.contains("A file of yours has a problem"), "\(first)")
        #expect(first.contains("memorize-game.json"), "the file is named:\n\(first)")
        #expect(first.contains("its theme 'One' has 1"), "and what is wrong:\n\(first)")
        #expect(
            opened.problems.contains { $0.contains("set-game.json") && $0.contains("out of range") },
            "\(opened.problems)")
        // Both files as they were; the game played meanwhile kept in a file of its own.
        #expect(try store.read(keeper.saveFile("set-game")) == Data(huge.utf8))
        #expect(try store.read(keeper.saveFile("memorize-game")).map { !$0.isEmpty } == true)
        #expect(
            GameCatalog.tested.gamesInProgress(FileKeeper(store: store)).isEmpty,
            "neither is played (the new one had no move)")
    }

    @Test func whileTheRecordCannotBeReadGamesWaitBesideItAndNoBestIsClaimed() throws {
        let (_, store) = FilesTests.home()
        let keeper = FileKeeper(store: store)
        let newer = Data(#"{"version": 7, "games": []}"#.utf8)
        try store.write(newer, to: keeper.recordsFile)
        let unreadable = FileKeeper(store: store)
        #expect(unreadable.recordIsUnreadable)
        var driver = SceneDriver(seed: 4, services: services(keeper: unreadable))
        driver.playToTheEnd(pause: 4)
        driver.now += 5
        #expect(driver.screen.text.contains("Bests unknown"), "\(driver.screen.text)")
        #expect(!driver.screen.text.contains("New best"))
        #expect(try store.read(keeper.recordsFile) == newer, "the record is left as it is")
        #expect(try store.read(keeper.pendingFile) != nil, "the game waits beside it")
        #expect(unreadable.problems.contains { $0.contains("games-pending.json") }, "and it says where")
        // Once the record can be read again, the games waiting join it.
        try FileManager.default.removeItem(at: keeper.recordsFile)
        let fixed = FileKeeper(store: store)
        #expect(fixed.records.count == 1 && !fixed.recordIsUnreadable)
        #expect(try store.read(keeper.pendingFile) == nil)
    }

    @Test func statisticsSayWhenTheRecordCannotBeReadAndNeverPrintControlCharacters() throws {
        let hostile = GameRecord(
            date: Date(timeIntervalSince1970: 1_800_000_000), game: .memorize,
            variant: "Cats\u{1B}]0;pwned\u{7}\u{1B}[2J",
            seed: 1, finished: true, score: 3, seconds: 60, found: 6, moves: 12, log: nil)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let read = try decoder.decode(GameRecord.self, from: encoder.encode(hostile))
        let statistics = GameStatistics(records: [read])
        let text = StatisticsReport.text(statistics, records: [read], catalog: .tested)
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(text.contains("Memorize · Cats]0;pwned[2J"))
        let json = StatisticsReport.json(statistics, records: [read], error: "games.json: broken")
        #expect(json.contains("\"error\" : \"games.json: broken\"") && json.contains("\"version\" : 2"))
        #expect(
            StatisticsReport.text(statistics, catalog: .tested, problem: "games.json: broken").hasPrefix(
                "The record of games cannot be read"))
    }
}
