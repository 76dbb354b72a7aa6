import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import MemorizeTable
@testable import SetTable

/// Stepping and seeking in a replay: every moment shows exactly the table the game had
/// then, rebuilt from its seed and moves, never the moves played backwards.
@Suite struct ReplaySeekTests {
    /// A whole game of Set (seed 4) as a record's log.
    static func recordedLog() throws -> GameLog {
        let keeper = KeeperInMemory()
        _ = KeptGamesTests.wholeGame(keeper: keeper)
        return try #require(keeper.records.last?.log)
    }

    /// The game `log` holds after its first `moves` moves, rebuilt on its own.
    static func rebuilt(_ log: GameLog, after moves: Int) throws -> SetGame {
        var prefix = log
        prefix.actions = Array(log.actions.prefix(moves))
        return try #require(SetGame.replaying(prefix))
    }

    /// A replay of `log` at 80x24, its opening deal over.
    static func replay(_ log: GameLog, size: Size = Size(width: 80, height: 24)) throws -> SceneDriver {
        let scene = try #require(
            SetScene(replaying: log, options: RenderOptions(), timing: AnimationTiming(), now: 0))
        var driver = SceneDriver(scene: scene, size: size)
        driver.press(.character(" "))
        driver.now = 10
        return driver
    }

    /// The table's rows, header and status line aside.
    static func table(_ screen: Screen) -> [String] {
        (1..<(screen.size.height - 1)).map { screen.line($0) }
    }

    /// A game left in the middle is not over: its replay's clock counted on past its last
    /// move for as long as the end stayed on screen (a record of 0:02 said 0:09 and more).
    @Test func theEndOfAReplayOfAGameLeftInTheMiddleStopsItsClock() throws {
        let log = GameLog.set(seed: 4, actions: [TimedAction(.dealThreeMore, by: 0, at: 2)])
        let scene = try #require(
            SetScene(replaying: log, options: RenderOptions(), timing: AnimationTiming(), now: 0))
        var driver = SceneDriver(scene: scene)
        for now in stride(from: 0.5, through: 20, by: 0.5) { driver.now = now }
        #expect(driver.headerLine.contains("End of the replay"), "\(driver.headerLine)")
        #expect(driver.statusLine.contains("Time: 0:02"), "\(driver.statusLine)")
        // Sought back, it plays again, and stops at its end again.
        driver.press(.character("["))
        #expect(driver.scene.playTime(at: driver.now) == 0)
        for now in stride(from: 20.5, through: 40, by: 0.5) { driver.now = now }
        #expect(driver.statusLine.contains("Time: 0:02"), "\(driver.statusLine)")
    }

    @Test func aTrackKnowsItsMovesByTimeAndItsTakes() throws {
        let log = try Self.recordedLog()
        let actions = try log.actions(as: SetAction.self)
        let track = ReplayTrack(start: try Self.rebuilt(log, after: 0), actions: actions)
        #expect(track.count == actions.count)
        #expect(track.moves(by: -1) == 0)
        #expect(track.moves(by: track.duration) == track.count)
        for index in [0, 5, actions.count / 2, actions.count - 1] {
            let time = actions[index].time
            #expect(actions.prefix(track.moves(by: time)).allSatisfy { $0.time <= time })
            #expect(track.moves(by: time) > index)
        }
        let final = try Self.rebuilt(log, after: actions.count)
        #expect(track.takes.count == final.setsFound, "a mark for each Set taken")
        for take in track.takes {
            #expect(
                try Self.rebuilt(log, after: take + 1).setsFound == Self.rebuilt(log, after: take).setsFound
                    + 1)
        }
        #expect(track.game(after: 7).table == (try Self.rebuilt(log, after: 7)).table)
    }

    @Test func stepsBackAndOnShowExactlyTheTableRebuiltFromTheLog() throws {
        let log = try Self.recordedLog()
        var driver = try Self.replay(log)
        let count = log.actions.count
        // To the end, then back move by move: each moment is the game rebuilt to it.
        driver.press(.end)
        #expect(driver.scene.game.table == (try Self.rebuilt(log, after: count)).table)
        #expect(driver.headerLine.contains("move \(count) of \(count)"), "\(driver.headerLine)")
        for back in 1...12 {
            driver.press(.left)
            let expected = try Self.rebuilt(log, after: count - back)
            #expect(driver.scene.game.table == expected.table, "after \(back) back")
            #expect(driver.scene.game.score == expected.score)
            #expect(driver.scene.state.replayMovesShown == count - back)
            #expect(!driver.scene.stage.isSettling(at: driver.now), "no card moves backwards")
        }
        #expect(driver.headerLine.contains("move \(count - 12) of \(count)"), "\(driver.headerLine)")
        // Paused there: time passes, nothing is played.
        driver.now += 30
        #expect(driver.scene.state.replayMovesShown == count - 12)
        // On again, one move at a time: the same game.
        for on in 1...5 {
            driver.press(.right)
            #expect(driver.scene.game.table == (try Self.rebuilt(log, after: count - 12 + on)).table)
        }
    }

    @Test func aTableSoughtBackLooksAsTheSameMomentPlayedForward() throws {
        let log = try Self.recordedLog()
        let target = 20
        var forward = try Self.replay(log)
        forward.press(.home)
        for _ in 0..<target { forward.press(.right) }
        forward.now += 10
        var back = try Self.replay(log)
        back.press(.end)
        for _ in 0..<(log.actions.count - target) { back.press(.left) }
        #expect(back.scene.state.replayMovesShown == target)
        #expect(
            Self.table(back.screen) == Self.table(forward.screen),
            "\(back.screen.text)\n\(forward.screen.text)")
    }

    @Test func homeEndAndTenSecondJumps() throws {
        let log = try Self.recordedLog()
        let actions = try log.actions(as: SetAction.self)
        var driver = try Self.replay(log)
        driver.press(.end)
        driver.press(.home)
        #expect(driver.scene.state.replayMovesShown == 0)
        #expect(driver.scene.game.table == (try Self.rebuilt(log, after: 0)).table)
        driver.press(.character(" "))
        driver.press(.character("]"))
        driver.press(.character("]"))
        let played = driver.scene.playTime(at: driver.now)
        #expect(played >= 20 && played < 21, "\(played)")
        let shown = actions.filter { $0.time <= played }.count
        #expect(driver.scene.state.replayMovesShown == shown)
        #expect(driver.scene.game.table == (try Self.rebuilt(log, after: shown)).table)
        driver.press(.character("["))
        let back = driver.scene.playTime(at: driver.now)
        #expect(back >= 10 && back < 11, "\(back)")
        #expect(driver.scene.state.replayMovesShown == actions.filter { $0.time <= back }.count)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 50, height: 15), Size(width: 120, height: 40)])
    func theTimelineMarksTheSetsAndAClickSeeks(size: Size) throws {
        let log = try Self.recordedLog()
        var driver = try Self.replay(log, size: size)
        let layout = driver.scene.state.tableLayout(size: size)
        let bar = try #require(driver.scene.state.replayTimeline(in: layout.status))
        let line = Array(driver.statusLine)
        let drawn = String(line[bar.x..<bar.maxX])
        #expect(drawn.contains("◆"), "the Sets taken: \(drawn)")
        #expect(drawn.contains("┃"), "where the replay is: \(drawn)")
        driver.click(Point(x: bar.maxX - 1, y: bar.y))
        #expect(driver.scene.state.replayMovesShown == log.actions.count)
        driver.click(Point(x: bar.x, y: bar.y))
        #expect(driver.scene.state.replayMovesShown == 0)
        let middle = bar.x + bar.width / 2
        driver.click(Point(x: middle, y: bar.y))
        let track = try #require(driver.scene.state.replayTrack)
        let time = ReplayTimeline.time(atColumn: middle - bar.x, width: bar.width, duration: track.duration)
        #expect(driver.scene.state.replayMovesShown == track.moves(by: time))
        #expect(driver.scene.game.table == (try Self.rebuilt(log, after: track.moves(by: time))).table)
    }

    @Test func escapeGoesBackToTheListItCameFrom() throws {
        var driver = try Self.replay(try Self.recordedLog())
        #expect(driver.press(.escape) == .back(nil))
    }

    /// A game of Set (seed 7) whose player dealt three more over the first table's Sets,
    /// then played to the end: its log.
    static func gameDealtOver() throws -> (log: GameLog, passedOver: [[SetCard]]) {
        var driver = SceneDriver(seed: 7)
        let passedOver = driver.scene.game.setsOnTable
        try #require(!passedOver.isEmpty, "the seed's first table holds a Set")
        driver.now = 4
        driver.press(.character("D"))
        driver.playToTheEnd()
        return (try driver.scene.game.log(), passedOver)
    }

    @Test func wInAReplayOpensWhatYouMissedOfTheWholeRecordAtAnyMove() throws {
        let (log, passedOver) = try Self.gameDealtOver()
        var driver = try Self.replay(log)
        #expect(driver.headerLine.contains("W missed"), "\(driver.headerLine)")
        // Three moves in: the review is of the whole game the record holds, not of those three.
        driver.press(.home)
        for _ in 0..<3 { driver.press(.right) }
        let action = driver.press(.character("W"))
        guard case .push(.screen(let kind, let value)) = action else {
            Issue.record("W opens no screen in a replay: \(action)")
            return
        }
        #expect(kind == .set)
        let screen = try #require(value.as(SetReviewScreen.self))
        #expect(screen.log == log, "the review reads the record, whole")
        let review = try #require(SetReview(log: screen.log))
        #expect(review.missedSets == passedOver.count)
        #expect(review.taken.count == SetGame.replaying(log)?.setsFound)
        #expect(driver.scene.state.replayMovesShown == 3, "the replay stays where it was")
        // At its end, the replay says so and where the review is; the small w opens it too.
        driver.press(.end)
        #expect(
            driver.headerLine.contains("End of the replay") && driver.headerLine.contains("W missed"),
            "\(driver.headerLine)")
        guard case .push(.screen(.set, let again)) = driver.press(.character("w")) else {
            Issue.record("w at the end of the replay opens no review")
            return
        }
        #expect(again.as(SetReviewScreen.self)?.log == log)
    }

    @Test func aMemorizeReplayOpensItsMissesFromTheRecord() throws {
        let theme = MemoryTheme(name: "Pets", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "purple")
        var game = MemorizeGame(theme: theme, seed: 5)
        func card(_ content: String, not other: Int? = nil) throws -> Int {
            try #require(game.memory.cards.first { $0.content == content && $0.id != other }).id
        }
        let dog = try card("🐶")
        let cat = try card("🐱")
        let otherDog = try card("🐶", not: dog)
        let mouse = try card("🐭")
        for (time, card) in [(1.0, dog), (2, cat), (5, otherDog), (6, mouse)] {
            _ = game.apply(.choose(card: card), by: 0, at: time)
        }
        let log = try game.log()
        var scene = try #require(
            MemorizeScene(replaying: log, options: RenderOptions(), timing: AnimationTiming(speed: 8)))
        let size = Size(width: 80, height: 24)
        _ = scene.advance(to: 1, size: size)
        let action = scene.handle(.key(.character("W")), size: size, now: 1)
        guard case .push(.screen(.memorize, let value)) = action else {
            Issue.record("W opens no review in a Memorize replay: \(action)")
            return
        }
        let review = try #require(value.as(MemorizeReviewScreen.self))
        #expect(MemorizeReview(log: review.log)?.misses.count == 1, "the dog's twin, seen, missed")
    }
}
