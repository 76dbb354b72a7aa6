import Animation
import CardModel
import FileStore
import Foundation
import Render
import TableLayout
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable

/// Replays read only the record, and a record from an older version still replays.
///
/// `Fixtures/games-2026-12-01.json` holds games in the shape the version of 2026-12-01
/// (d6f3670, the first to keep the record on disk) wrote them: no seats, moves without
/// their seat, Memorize's whole theme in its log, a daily puzzle's log with its date and
/// no seed (as logs were before every log had one), and a game this version does not
/// have, which is named and left as it is.
@Suite struct OldRecordTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/games-2026-12-01.json")

    /// A keeper on a state folder whose record of games is the fixture.
    static func keeperOnTheFixture() throws -> (FileKeeper, URL) {
        let folder = scratchFolder("old-record")
        let state = folder.appendingPathComponent("cardtable")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let file = state.appendingPathComponent("games.json")
        try FileManager.default.copyItem(at: fixture, to: file)
        let store = FileStore(
            directories: AppDirectories(environment: ["XDG_STATE_HOME": folder.path, "HOME": folder.path]))
        return (FileKeeper(store: store), file)
    }

    @Test func everyOldGameIsListedAndTheUnknownOneNamedAndLeftAsItIs() throws {
        let (keeper, file) = try Self.keeperOnTheFixture()
        let before = try Data(contentsOf: file)
        #expect(keeper.records.count == 4)
        #expect(keeper.problems.isEmpty, "\(keeper.problems)")
        let scene = RecordedGamesScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested,
            timeZone: TimeZone(identifier: "UTC") ?? .current)
        #expect(
            scene.rows.map(\.unplayable) == [
                .damaged("a game of 'solitaire', which this cardtable does not have"), nil, nil, nil,
            ])
        let problem = try #require(keeper.problems.first)
        #expect(
            problem.contains("games.json") && problem.contains("solitaire") && problem.contains("seed 77"),
            "\(problem)")
        #expect(try Data(contentsOf: file) == before, "the record is left as it is")
    }

    /// At 80 columns the columns leave room for the note: it said `1:00…` for `(damaged)`.
    @Test func theUnknownGameIsMarkedDamagedWholeInItsColumnsAt80Columns() throws {
        let (keeper, _) = try Self.keeperOnTheFixture()
        let scene = RecordedGamesScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested,
            timeZone: TimeZone(identifier: "UTC") ?? .current)
        var screen = Screen(size: Size(width: 80, height: 24))
        scene.render(into: &screen, now: 0)
        let rows = (2..<6).map { screen.line($0) }
        #expect(rows[0].hasSuffix("1:00  (damaged)"), "\(screen.text)")
        #expect(rows[3].hasSuffix("score 374, 25 found  1:44"), "\(screen.text)")
        let seedColumns = rows.map { row in
            row.firstRange(of: #/seed |day /#).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(Set(seedColumns).count == 1 && seedColumns[0] != nil, "\(seedColumns)\n\(screen.text)")
    }

    @Test func oldSetAndMemorizeGamesReplayToTheirRecordedEnd() throws {
        let (keeper, _) = try Self.keeperOnTheFixture()
        let set = try #require(keeper.records.first { $0.game == .set })
        let setLog = try #require(set.log)
        let setScene = try #require(
            SetScene(replaying: setLog, options: RenderOptions(), timing: AnimationTiming(speed: 8)))
        var replay = SceneDriver(scene: setScene)
        while !replay.scene.replayIsFinished && replay.now < 1000 { replay.now += 0.5 }
        #expect(replay.scene.game.score == set.score)
        #expect(replay.scene.game.setsFound == set.found)

        let memorize = try #require(keeper.records.first { $0.game == .memorize })
        let memorizeLog = try #require(memorize.log)
        var scene = try #require(
            MemorizeScene(replaying: memorizeLog, options: RenderOptions(), timing: AnimationTiming(speed: 8))
        )
        var now = 0.0
        while !scene.replayIsFinished && now < 1000 {
            now += 0.5
            _ = scene.advance(to: now, size: .init(width: 80, height: 24))
        }
        #expect(scene.game.memory.score == memorize.score)
        #expect(scene.game.theme.name == "Flowers")
    }

    /// The ghost reads the record alone too: a friend's file an older version wrote races,
    /// its game of Set dealt and raced, the game this version does not have left out.
    @Test func anOldRecordOfGamesRacesAsAGhost() throws {
        let records = try SetRace.records(in: try Data(contentsOf: Self.fixture)).get()
        #expect(records.count == 4)
        let race = try SetRace.find(
            .file(Self.fixture.path), kind: .set, seed: nil, in: records, file: Self.fixture.path
        ).get()
        #expect(race.seed == 4)
        #expect(race.ghost.takes.count == 25)
        #expect(race.ghost.seconds > 100 && race.ghost.seconds <= 104)
        #expect(race.named == "the best game in games-2026-12-01.json")
    }

    @Test func anOldPuzzleLogWithoutASeedStillReplays() throws {
        let (keeper, _) = try Self.keeperOnTheFixture()
        let puzzle = try #require(keeper.records.first { $0.game == .puzzle })
        let log = try #require(puzzle.log)
        let game = try #require(DailyPuzzle.replaying(log))
        #expect(game.date == "2026-12-01")
        #expect(game.moveCount == 1)
    }
}
