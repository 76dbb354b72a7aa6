import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import SetTable
@testable import cardtable

/// A game of Set raced against the ghost of an earlier game of the deal, as the table shows
/// it: asked for on the command line, found in the record, lit and counted on screen, said
/// at the end, kept in the record.
@Suite struct GhostRaceSceneTests {
    /// An earlier game of seed 5, played to its end, a Set every 4 seconds.
    static let earlier = SetGame.playedToTheEnd(seed: 5, pace: 4)

    /// A Set table prepared as the program prepares `arguments`, against `records`.
    static func driver(_ arguments: [String], records: [GameRecord], size: Size = Size(width: 80, height: 24))
        throws -> SceneDriver
    {
        let services = services(keeper: KeeperInMemory(records: records))
        guard case .success(let invocation) = Invocation.parse(arguments, catalog: .tested),
            case .play(.game(let request)) = invocation.command
        else { throw EndToEndLikeFailure("\(arguments) is not a game of Set") }
        let prepared = try SetTable.entry.prepare(request, services).get()
        let scene = SetTable.open(
            prepared,
            Opening(
                options: RenderOptions(), timing: .init(reducedMotion: true), services: services, seed: 99))
        return SceneDriver(scene: scene, size: size)
    }

    @Test func theGhostsSetLightsAndCountsAtItsTime() throws {
        var driver = try Self.driver(
            ["set", "--seed", "5", "--ghost", "best"], records: [try .of(Self.earlier)])
        #expect(driver.scene.game.seed == 5)
        #expect(driver.headerLine.contains("Race the ghost: \(Self.earlier.setsFound) Sets in"))
        let first = try #require(driver.scene.game.ghost?.takes.first)
        #expect(driver.statusLine.contains("Sets: 0, ghost: 0"))
        driver.now = first.at + 0.05
        #expect(driver.statusLine.contains("Sets: 0, ghost: 1"))
        #expect(driver.scene.state.view(at: driver.now).pointed.sorted() == first.cards.sorted())
        #expect(
            driver.screen.text.components(separatedBy: "ghost").count - 1 >= 4,
            "three cards labelled, and the count")
        // Its light goes out; the player's game is the player's alone.
        driver.now = first.at + GhostLight.litSeconds + 0.1
        #expect(driver.scene.state.view(at: driver.now).pointed.isEmpty)
        #expect(driver.scene.game.moveCount == 0)
        #expect(driver.scene.game.score == 0)
    }

    @Test func aReplayOfARaceLightsTheGhostsSetsAtTheirTimes() throws {
        var driver = try Self.driver(
            ["set", "--seed", "5", "--ghost", "best"], records: [try .of(Self.earlier)])
        let first = try #require(driver.scene.game.ghost?.takes.first)
        // A move after the ghost's first Set, so the replay plays on past it.
        driver.now = first.at + 3
        driver.scene.state.send(.shuffle, by: 0, size: driver.size, now: driver.now)
        let scene = try #require(
            SetScene(
                replaying: try driver.scene.game.log(), options: RenderOptions(),
                timing: AnimationTiming(reducedMotion: true), now: 0))
        var replay = SceneDriver(scene: scene)
        var lit: [Int] = []
        while replay.now < first.at + 10 && lit.isEmpty {
            replay.now += 0.1
            lit = replay.scene.state.view(at: replay.now).pointed
        }
        #expect(lit.sorted() == first.cards.sorted(), "the ghost's first Set lit in the replay")
        #expect(replay.statusLine.contains("ghost: 1"), "\(replay.statusLine)")
        #expect(replay.screen.text.contains(" ghost "), "its cards marked")
    }

    @Test func aNarrowStatusLineKeepsTheRace() throws {
        var driver = try Self.driver(
            ["set", "--seed", "5", "--ghost", "last"], records: [try .of(Self.earlier)],
            size: Size(width: 50, height: 15))
        driver.now = 30
        let count = try #require(driver.scene.game.ghost).setsTaken(by: 30)
        try #require(count > 3)
        #expect(
            driver.statusLine.contains("ghost \(count)") || driver.statusLine.contains("ghost: \(count)"),
            "\(driver.statusLine)")
    }

    @Test func theRecordSaysTheGameWasRacedAndTheEndWhoWasFaster() throws {
        var driver = try Self.driver(
            ["set", "--seed", "5", "--ghost", "best"], records: [try .of(Self.earlier)])
        // The player plays the same game, a second faster at every Set.
        var moves = Self.earlier.history
        for index in moves.indices { moves[index].time = max(0.5, moves[index].time * 0.9) }
        for move in moves {
            driver.now = move.time
            driver.scene.state.send(move.action, by: 0, size: driver.size, now: driver.now)
            driver.settle()
        }
        driver.now += 5
        #expect(driver.scene.state.game.endedAt != nil)
        let record = try #require(driver.scene.services.keeper.records.last)
        #expect(record.log?.setup["ghost"] != nil)
        #expect(record.found == Self.earlier.setsFound, "the player's Sets, none of the ghost's")
        let ghost = try #require(driver.scene.game.ghost)
        let gap = Int((ghost.seconds - driver.scene.game.seconds(played: 0)).rounded())
        #expect(driver.screen.text.contains("\(gap) s faster"))
    }

    @Test func withoutAGameOfTheDealTheCommandLineSaysSo() throws {
        #expect(
            throws: OpeningFailure(
                "--ghost: no recorded game of set --seed 7 to race (play one to its end first)")
        ) {
            try Self.driver(["set", "--seed", "7", "--ghost", "best"], records: [try .of(Self.earlier)])
        }
    }

    @Test func aKeptRaceGoesOnAgainstItsGhost() throws {
        var driver = try Self.driver(
            ["set", "--seed", "5", "--ghost", "best"], records: [try .of(Self.earlier)])
        driver.now = 2
        driver.press(.character("D"))
        let kept = try #require(driver.scene.gameToKeep(now: driver.now))
        let resumed = try #require(
            SetScene(resuming: kept.saved, options: RenderOptions(), services: services()))
        #expect(resumed.game.ghost == driver.scene.game.ghost)
        #expect(resumed.state.sources.contains { $0 is SetGhostSource }, "and races on")
        // `--ghost` deals its race anew, whatever game of Set is kept.
        let request = GameRequest(.set, options: SetOptions(ghost: .best))
        let services = services(keeper: KeeperInMemory(records: [try .of(Self.earlier)]))
        #expect(try SetTable.entry.prepare(request, services).get().isFresh)
    }
}

/// A test's set-up that went wrong.
struct EndToEndLikeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
