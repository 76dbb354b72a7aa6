import Animation
import CardModel
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
@testable import cardtable

/// Games that are kept: saved on every way out, resumed exactly, recorded when they end,
/// played back, summed up.
@Suite struct KeptGamesTests {
    static let size = Size(width: 80, height: 24)

    /// Runs the app from `start` through `events` with `keeper`, and returns its terminal.
    @discardableResult
    static func run(
        _ events: [InputEvent], start: Destination = .game(GameRequest(.set)), keeper: any GameKeeper,
        seed: UInt64 = 3,
        seedIsChosen: Bool = false
    ) -> InMemoryTerminal {
        let terminal = InMemoryTerminal(size: size, events: events)
        let clock = ManualClock()
        let settings = App.Settings(
            seed: seed, seedIsChosen: seedIsChosen, timing: AnimationTiming(reducedMotion: true))
        App(
            terminal: TickingTerminal(terminal, clock), clock: clock, start: start, settings: settings,
            services: services(keeper: keeper), catalog: .tested
        ).run()
        return terminal
    }

    @Test(arguments: [
        ("Q", InputEvent.key(.character("Q"))), ("Esc", .key(.escape)), ("SIGTERM", .interrupted(signal: 15)),
        ("SIGHUP", .interrupted(signal: 1)), ("input gone", .endOfInput), ("Ctrl-Z", .suspendRequested),
    ])
    func everyWayOutSavesTheGame(way: String, ending: InputEvent) throws {
        let keeper = KeeperInMemory()
        Self.run([.key(.right), .key(.character(" ")), ending], keeper: keeper)
        let saved = try #require(keeper.savedGame(.set, seats: []), "\(way) saves the game")
        let game = try #require(SetGame.replaying(saved.log), "a Set game")
        #expect(game.selection.count == 1)
    }

    @Test func aGameAgainstTheComputerLeavesTheGameAloneWhereItWas() throws {
        let keeper = KeeperInMemory()
        Self.run([.key(.right), .key(.character(" ")), .key(.character("Q"))], keeper: keeper)
        let alone = try #require(keeper.savedGame(.set, seats: []))
        let computer = Seats.againstComputer(.normal)
        Self.run(
            [.key(.character(" ")), .key(.character("Q"))], start: .game(GameRequest(.set, seats: computer)),
            keeper: keeper)
        #expect(keeper.savedGame(.set, seats: []) == alone, "the game alone is untouched")
        #expect(keeper.savedGame(.set, seats: computer)?.log.seats == computer)
        // Each is taken up by playing the same way again.
        let terminal = Self.run([.key(.character("Q"))], keeper: keeper)
        #expect(terminal.screen?.text.contains("Score:") == true)
        #expect(keeper.savedGame(.set, seats: [])?.log.moveCount == alone.log.moveCount)
    }

    @Test func aResumedSetGameIsTheSameGame() throws {
        var driver = SceneDriver(seed: 5)
        driver.now = 12
        let set = try #require(driver.scene.game.setsOnTable.first)
        driver.choose(set)
        driver.now = 14
        driver.press(.right)
        driver.press(.character(" "))
        let before = driver.scene
        let saved = try #require(before.gameToKeep(now: 14)?.saved)
        let resumed = try #require(
            SetScene(
                resuming: saved, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
                now: 0,
                services: services()))
        let again = SceneDriver(scene: resumed)
        #expect(again.scene.game.table == before.game.table)
        #expect(again.scene.game.selection == before.game.selection && !before.game.selection.isEmpty)
        #expect(again.scene.game.score == before.game.score && again.scene.game.setsFound == 1)
        #expect(again.statusLine.contains("Time: 0:14"), "\(again.statusLine)")
        #expect(again.headerLine.contains("Resumed your game"))
    }

    @Test func aResumedMemorizeGameHasItsThemeAndFaceUpCards() throws {
        var driver = MemorizeDriver(theme: "Flowers")
        driver.now = 3
        driver.choose(id: driver.scene.game.cards[4].id)
        let saved = try #require(driver.scene.gameToKeep(now: 3)?.saved)
        let resumed = try #require(
            MemorizeScene(
                resuming: saved, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
                now: 0,
                services: services()))
        #expect(resumed.game.theme.name == "Flowers")
        #expect(resumed.game.cards == driver.scene.game.cards)
        #expect(resumed.game.cards.filter(\.isFaceUp).count == 1)
    }

    @Test func playingSetFromTheCommandLineResumesAndSeedStartsAFreshGame() throws {
        let keeper = KeeperInMemory()
        Self.run([.key(.right), .key(.character(" ")), .key(.character("Q"))], keeper: keeper)
        let first = try #require(keeper.savedGame(.set, seats: []))
        let resumed = Self.run([.key(.character("Q"))], keeper: keeper, seed: 99)
        #expect(resumed.frames.first?.line(0).contains("Resumed your game") == true)
        #expect(
            keeper.savedGame(.set, seats: [])?.log == first.log,
            "resumed and left untouched, it is saved as it was")
        let fresh = Self.run([.key(.character("Q"))], keeper: keeper, seed: 99, seedIsChosen: true)
        #expect(fresh.frames.first?.line(0).contains("Resumed") == false)
    }

    @Test func theMenuOffersToContinueTheSavedGame() throws {
        let keeper = KeeperInMemory()
        Self.run([.key(.right), .key(.character(" ")), .key(.escape)], keeper: keeper)
        var menu = MenuScene(options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        var screen = Screen(size: Self.size)
        menu.render(into: &screen, now: 0)
        #expect(screen.text.contains("c  Continue"))
        #expect(screen.text.contains("Set · score 0 · 0 Sets · 81 cards left · 0:0"), "\(screen.text)")
        let kept = try #require(keeper.gamesInProgress.first)
        #expect(menu.handle(.key(.character("c")), size: Self.size, now: 0) == .open(.resume(kept.id)))
    }

    @Test func aNewGameAbandonsTheOldOneIntoTheRecord() {
        let keeper = KeeperInMemory()
        Self.run(
            [.key(.right), .key(.character(" ")), .key(.character("N")), .key(.character("y"))],
            keeper: keeper)
        #expect(keeper.records.count == 1 && keeper.records.first?.finished == false)
        #expect(
            keeper.savedGame(.set, seats: []) == nil,
            "the new game has no move yet: nothing to keep")
    }

    /// Plays seed 4 to its end with reduced motion and returns the driver.
    static func wholeGame(keeper: KeeperInMemory) -> SceneDriver {
        var driver = SceneDriver(seed: 4, services: services(keeper: keeper))
        driver.playToTheEnd(pause: 4)
        return driver
    }

    @Test func aFinishedGameIsRecordedAndABestThatFallsIsSaid() throws {
        let keeper = KeeperInMemory(records: [
            GameRecord(
                date: Date(timeIntervalSince1970: 1_700_000_000), game: .set, seed: 1, finished: true,
                score: 10,
                seconds: 9999, found: 2, moves: 6, log: nil)
        ])
        let driver = Self.wholeGame(keeper: keeper)
        let record = try #require(keeper.records.last)
        #expect(record.finished && record.score == driver.scene.game.score && record.log != nil)
        #expect(record.found == driver.scene.game.setsFound)
        let text = driver.screen.text
        #expect(text.contains("Best score: \(record.score)   New best!"), "\(text)")
        #expect(text.contains("Best time: \(TimeFormat.elapsed(record.seconds))   New best!"))
    }

    @Test func aReplayPlaysTheGameBackToTheSameEnd() throws {
        let keeper = KeeperInMemory()
        let played = Self.wholeGame(keeper: keeper)
        let log = try #require(keeper.records.last?.log)
        let scene = try #require(
            SetScene(replaying: log, options: RenderOptions(), timing: AnimationTiming(speed: 8), now: 0))
        var replay = SceneDriver(scene: scene)
        // Big steps off the moves' times, as a loop that wakes late: each move still counts at
        // its own time (the score depends on it).
        while !replay.scene.replayIsFinished && replay.now < 1000 { replay.now += 0.23 }
        #expect(replay.scene.game.score == played.scene.game.score)
        #expect(replay.scene.game.table == played.scene.game.table)
        #expect(replay.scene.game.endedAt != nil)
        #expect(replay.scene.game.endedAt == played.scene.game.endedAt)
        #expect(replay.headerLine.contains("End of the replay"))
        #expect(keeper.records.count == 1, "a replay is not recorded again")
    }

    @Test func aReplaysHintDoesNotTellTheWatcherToPressC() throws {
        // A move after the hint, so the replay goes on past it (its end says so instead).
        let log = GameLog.set(
            seed: 3, actions: [TimedAction(.hint, by: 0, at: 2), TimedAction(.shuffle, by: 0, at: 10)])
        let scene = try #require(
            SetScene(
                replaying: log, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0
            ))
        var replay = SceneDriver(scene: scene)
        var headers: [String] = []
        while replay.now < 60 && !replay.scene.replayIsFinished {
            replay.now += 0.25
            headers.append(replay.headerLine)
        }
        let hint = try #require(headers.first { $0.contains("Hint (-2)") }, "\(headers)")
        #expect(!hint.contains("Press c") && !hint.contains("c: next"), "\(hint)")
    }

    @Test func statisticsShowEachKindWithAChartAndAsText() {
        let keeper = KeeperInMemory()
        _ = Self.wholeGame(keeper: keeper)
        let statistics = GameStatistics(records: keeper.records)
        let text = StatisticsReport.text(statistics, catalog: .tested)
        #expect(text.contains("Set"))
        #expect(text.contains("finished"))
        let json = StatisticsReport.json(statistics)
        #expect(json.contains("\"played\" : 1"))
        var scene = StatisticsScene(options: RenderOptions(), records: keeper.records, catalog: .tested)
        var screen = Screen(size: Self.size)
        scene.render(into: &screen, now: 0)
        #expect(screen.text.contains("recent scores"))
        #expect(scene.handle(.key(.escape), size: Self.size, now: 0) == .open(.menu))
    }

    /// Records whose table is 93 columns wide at its widest: against the computer, between
    /// friends with long names, a theme, the puzzle.
    static let wideRecords: [GameRecord] = {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let names = ["Alexandra", "Bartholomew", "Christopher", "Dorothea"]
        return [
            GameRecord(
                date: date, game: .set, seed: 1, finished: true, score: 45, seconds: 754, found: 25,
                moves: 80,
                log: nil),
            GameRecord(
                date: date, game: .set, mode: .computer(.normal), seed: 2, finished: true, score: 9,
                seconds: 1_201, found: 14, moves: 60, outcome: .won, log: nil,
                standings: [SeatPoints(name: "You", points: 9), SeatPoints(name: "Computer", points: 5)]),
            GameRecord(
                date: date, game: .memorize, mode: .friends(4), variant: "Animals", seed: 3, finished: true,
                score: 4, seconds: 300, found: 8, moves: 30, outcome: .winner("Alexandra"), log: nil,
                standings: names.enumerated().map { SeatPoints(name: $1, points: 4 - $0) }),
            GameRecord(
                date: date, game: .puzzle, seed: 4, finished: true, score: 6, seconds: 161, found: 6,
                moves: 20,
                day: "2026-12-01", log: nil),
        ]
    }()

    @Test(arguments: [120, 80, 50, 30])
    func statisticsFitTheWidthTheyAreGiven(width: Int) {
        let statistics = GameStatistics(records: Self.wideRecords, games: GameCatalog.tested.kinds)
        let text = StatisticsReport.text(
            statistics, records: Self.wideRecords, catalog: .tested,
            problem: "games.json: a problem of some length to wrap",
            width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { DisplayWidth.of(String($0)) }.max() ?? 0
        #expect(widest <= width, "\(widest) columns:\n\(text)")
        // Whatever the width, every kind and every fact is there.
        for fact in [
            "vs computer (normal)", "Memorize", "Alexandra", "Dorothea", "12:34", "2:41", "1-0-0", "45",
        ] {
            #expect(text.contains(fact), "\(fact) at \(width):\n\(text)")
        }
        if width >= 120 { #expect(text.contains("won-lost-drawn"), "the whole table:\n\(text)") }
    }

    /// One game kept as its summary is said in the singular, more in the plural.
    @Test(arguments: [
        (1, "1 older game is kept as its summary."), (2, "2 older games are kept as their summaries."),
    ])
    func gamesKeptAsSummariesAreCountedInWords(count: Int, words: String) {
        let records = (0..<count).map { seed in
            GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: .set, seed: UInt64(seed),
                finished: true,
                score: 4, seconds: 100, found: 8, moves: 20, log: nil)
        }
        let text = StatisticsReport.text(
            GameStatistics(records: records), records: records, catalog: .tested, width: 200)
        #expect(text.contains(words), "\(text)")
    }

    @Test func statisticsOfFriendsShowWhoWonAndEveryonesPointsNeverABestScore() {
        let seats = Seat.friends(names: ["Ann", "Bob"])
        let records = [(3, 5), (4, 4)].map { ann, bob in
            GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: .set, mode: .friends(2), seed: 1,
                finished: true, score: ann, seconds: 100, found: 8, moves: 20,
                outcome: GameOutcome(seats: seats, standings: Standings(points: [ann, bob])), log: nil,
                standings: [SeatPoints(name: "Ann", points: ann), SeatPoints(name: "Bob", points: bob)])
        }
        let statistics = GameStatistics(records: records)
        let text = StatisticsReport.text(statistics, records: records, catalog: .tested)
        #expect(text.contains("wins: Bob 1; 1 draw"), "\(text)")
        #expect(text.contains("Ann 3, Bob 5 (Bob won)") && text.contains("Ann 4, Bob 4 (a draw)"), "\(text)")
        #expect(!text.contains("  3  ") && !text.contains("  4  "), "no best score of one seat:\n\(text)")
        var scene = StatisticsScene(options: RenderOptions(), records: records, catalog: .tested)
        var screen = Screen(size: Self.size)
        scene.render(into: &screen, now: 0)
        #expect(screen.text.contains("wins: Bob 1; 1 draw"), "\(screen.text)")
        #expect(
            !screen.text.contains("best score") && !screen.text.contains("recent scores"), "\(screen.text)")
        _ = scene.handle(.key(.escape), size: Self.size, now: 0)
    }

    @Test func theEndPanelBetweenFriendsRanksEveryoneAndNamesTheWinner() throws {
        var game = SetGame(seed: 4, seats: Seat.friends(names: ["Ann", "Bob"]))
        game.apply(.call(seat: 1), by: 1, at: 1)
        for card in try #require(game.setsOnTable.first) { game.apply(.choose(card: card.id), by: 1, at: 2) }
        game.apply(.clearMatch, by: 1, at: 2.5)
        let view = TableView(
            options: RenderOptions(), timing: AnimationTiming(), mode: .playing, people: [0, 1],
            focus: .card(0),
            now: 3, played: 3, stage: CardStage(timing: AnimationTiming()), grid: nil, pointed: [],
            finished: nil)
        let lines = game.presenter.resultLines(view: view)
        #expect(
            Array(lines.prefix(4)) == ["Bob wins!", "", "1. Bob: 1 (1 Set)", "2. Ann: 0 (0 Sets)"], "\(lines)"
        )
        #expect(!lines.joined().contains("Best"), "\(lines)")
    }

    @Test func statisticsScrollDownToTheirLastLineAndNoFurther() {
        let records = ["set", "memorize", "puzzle"].flatMap { game in
            (0..<3).map { index in
                GameRecord(
                    date: Date(timeIntervalSince1970: Double(index)), game: GameKind(game),
                    variant: game == "memorize" ? "Animals" : nil,
                    seed: 1, finished: true, score: index, seconds: 60, found: 3, moves: 9, log: nil)
            }
        }
        let size = Size(width: 80, height: 10)
        var scene = StatisticsScene(options: RenderOptions(), records: records, catalog: .tested)
        for _ in 0..<40 { _ = scene.handle(.key(.down), size: size, now: 0) }
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        let lastLine = scene.lines.last { !$0.text.isEmpty }?.text ?? ""
        #expect(screen.text.contains(lastLine.trimmingCharacters(in: .whitespaces)), "\(screen.text)")
        #expect(
            scene.scroll == scene.lines.count - StatisticsScene.listArea(size).height,
            "the last line on the list's last row: no further, and no blank row below it")
    }
}
