import Animation
import CardModel
import Render
import TableLayout
import TerminalIO
import Testing

@testable import GameTable
@testable import MemorizeTable
@testable import SetTable

/// Who moves at a table, and where a watched game or a replay has got to, is one value.
@Suite struct TableModeTests {
    @Test func aReplayIsPausedAndEndsInItsMode() throws {
        var driver = ContestSceneTests.setScene(seats: Seat.friends(names: ["Ann", "Bob"]))
        driver.now = 1
        driver.choose(try #require(driver.scene.game.setsOnTable.first))
        driver.now = 3
        #expect(driver.scene.mode == .playing)
        var replay = SceneDriver(
            scene: try #require(
                SetScene(
                    replaying: try driver.scene.game.log(), options: RenderOptions(),
                    timing: AnimationTiming(reducedMotion: true))))
        #expect(replay.scene.mode == .replaying(Replay()))
        replay.press(.character(" "))
        var paused = Replay()
        paused.isPaused = true
        #expect(replay.scene.mode == .replaying(paused))
        replay.now = 60
        #expect(!replay.scene.replayIsFinished, "a paused replay makes no move")
        replay.press(.character(" "))
        while !replay.scene.replayIsFinished && replay.now < 120 { replay.now += 0.5 }
        replay.now += 1
        var ended = Replay()
        ended.ended = true
        #expect(replay.scene.mode == .replaying(ended))
    }

    @Test func aWatchedGameOnceSaysWhenItsNextDealComes() throws {
        var scene = try #require(
            MemorizeScene(
                themeName: "Animals", seed: 1, options: RenderOptions(),
                timing: AnimationTiming(speed: 8, reducedMotion: true), services: services(),
                watchingOnce: true))
        #expect(scene.mode == .watching(WatchedGame(once: true)))
        let size = Size(width: 80, height: 24)
        var now = 0.0
        var action = SceneAction.stay
        while action == .stay && now < 600 {
            now += 0.25
            action = scene.advance(to: now, size: size)
            if case .watching(let watched) = scene.mode, let next = watched.nextDealAt {
                #expect(scene.game.isOver && next > now - 0.25, "the next deal is set once the game is over")
            }
        }
        #expect(action == .quit, "deal --once ends the app after its game")
    }
}
