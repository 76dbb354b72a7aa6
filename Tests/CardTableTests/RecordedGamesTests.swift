import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import SetTable

/// The list of recorded games (`cardtable replay`, `l` on Statistics): newest first, each
/// with its seed and result; a filter by game; Enter replays; what cannot be replayed says why.
@Suite struct RecordedGamesTests {
    static let size = Size(width: 100, height: 20)

    /// A record of Set of `seed` that ended `minutes` after a fixed time.
    static func record(
        _ game: GameKind = .set, seed: UInt64, minutes: Double, log: GameLog? = nil, score: Int = 10
    ) -> GameRecord {
        GameRecord(
            date: Date(timeIntervalSince1970: 1_800_000_000 + minutes * 60), game: game, seed: seed,
            finished: true, score: score, seconds: 492, found: 27, moves: 90, log: log)
    }

    static func scene(_ records: [GameRecord], keeper: KeeperInMemory? = nil) -> RecordedGamesScene {
        let keeper = keeper ?? KeeperInMemory(records: records)
        return RecordedGamesScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested,
            timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

    static func screen(_ scene: RecordedGamesScene) -> Screen {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        return screen
    }

    @Test func newestFirstWithDateGameSeedResultAndTime() {
        let scene = Self.scene([
            Self.record(seed: 11, minutes: 0, log: .set(seed: 11)),
            Self.record(.memorize, seed: 22, minutes: 5),
            Self.record(seed: 33, minutes: 10, log: .set(seed: 33), score: 42),
        ])
        let screen = Self.screen(scene)
        let rows = (2..<5).map { screen.line($0) }
        #expect(rows[0].contains("2027-01-15 08:10") && rows[0].contains("seed 33"), "\(screen.text)")
        #expect(rows[0].contains("Set") && rows[0].contains("score 42, 27 found") && rows[0].contains("8:12"))
        #expect(
            rows[1].contains("Memorize") && rows[1].contains("seed 22")
                && rows[1].contains("(moves not kept)"))
        #expect(rows[2].contains("seed 11"))
        #expect(screen.line(Self.size.height - 1).contains("3 games recorded: every game"))
    }

    /// Seeds drawn at random have up to twenty digits: at 80 columns every row still says
    /// its time whole (the dates lose their year), not `…`.
    @Test func rowsWithLongSeedsFitEightyColumnsWhole() throws {
        var raced = SetGame.playedToTheEnd(seed: 11, pace: 4)
        raced.ghost = SetGhost(takes: [.init(at: 3, cards: [0, 1, 2])], seconds: 9)
        let seed: UInt64 = 18_446_744_073_709_551_615
        let scene = Self.scene([
            Self.record(seed: 11, minutes: 0, log: try raced.log()),
            Self.record(seed: seed, minutes: 5, log: .set(seed: seed)),
        ])
        var screen = Screen(size: Size(width: 80, height: 24))
        scene.render(into: &screen, now: 0)
        let rows = (2..<4).map { screen.line($0) }
        #expect(rows[0].contains("01-15 08:05  Set "), "\(screen.text)")
        #expect(rows[0].hasSuffix("seed 18446744073709551615  score 10, 27 found  8:12"), "\(screen.text)")
        #expect(rows[1].contains("01-15 08:00  Set vs g") && rows[1].hasSuffix("  8:12"), "\(screen.text)")
    }

    @Test func aGameRacedAgainstAGhostIsMarked() throws {
        var raced = SetGame.playedToTheEnd(seed: 11, pace: 4)
        raced.ghost = SetGhost(takes: [.init(at: 3, cards: [0, 1, 2])], seconds: 9)
        let screen = Self.screen(
            Self.scene([
                Self.record(seed: 11, minutes: 0, log: try raced.log()),
                Self.record(seed: 33, minutes: 10, log: .set(seed: 33)),
            ]))
        #expect(screen.line(3).contains("Set vs ghost"), "\(screen.text)")
        #expect(!screen.line(2).contains("ghost"), "a game alone is not marked")
    }

    @Test func enterReplaysTheChosenGameOverTheList() {
        var scene = Self.scene([
            Self.record(seed: 11, minutes: 0, log: .set(seed: 11)),
            Self.record(seed: 33, minutes: 10, log: .set(seed: 33)),
        ])
        #expect(scene.handle(.key(.enter), size: Self.size, now: 0) == .push(.replay(.set(seed: 33))))
        _ = scene.handle(.key(.down), size: Self.size, now: 0)
        #expect(scene.handle(.key(.enter), size: Self.size, now: 0) == .push(.replay(.set(seed: 11))))
        #expect(
            scene.handle(.click(Point(x: 5, y: 2)), size: Self.size, now: 0) == .push(.replay(.set(seed: 33)))
        )
        #expect(scene.handle(.key(.escape), size: Self.size, now: 0) == .back(nil))
    }

    @Test func aFilterShowsOneGameAtATime() {
        var scene = Self.scene([
            Self.record(seed: 11, minutes: 0), Self.record(.memorize, seed: 22, minutes: 5),
            Self.record(seed: 33, minutes: 10),
        ])
        _ = scene.handle(.key(.character("f")), size: Self.size, now: 0)
        #expect(scene.shown.map(\.seed) == ["seed 33", "seed 11"])
        #expect(Self.screen(scene).line(Self.size.height - 1).contains("2 games recorded: Set"))
        _ = scene.handle(.key(.character("f")), size: Self.size, now: 0)
        #expect(scene.shown.map(\.seed) == ["seed 22"])
        _ = scene.handle(.key(.character("f")), size: Self.size, now: 0)
        #expect(scene.shown.count == 3, "and every game again")
    }

    @Test func aGameWithoutItsMovesSaysSoAndOpensNothing() {
        var scene = Self.scene([Self.record(seed: 11, minutes: 0)])
        #expect(scene.handle(.key(.enter), size: Self.size, now: 0) == .stay)
        #expect(Self.screen(scene).line(0).contains("Only its summary is kept"))
    }

    @Test func aDamagedRecordIsNamedAndSkipped() throws {
        // A move no game of Set has: the moves cannot be this game's.
        let damaged = try GameLog(
            game: .set, seed: 5, actions: [TimedAction(JSONValue.string("fly away"), by: 0, at: 1)])
        let keeper = KeeperInMemory(records: [Self.record(seed: 5, minutes: 0, log: damaged)])
        var scene = Self.scene([], keeper: keeper)
        #expect(Self.screen(scene).line(2).contains("(damaged)"), "\(Self.screen(scene).text)")
        #expect(scene.handle(.key(.enter), size: Self.size, now: 0) == .stay)
        #expect(Self.screen(scene).line(0).contains("Damaged"))
        let problem = try #require(keeper.problems.first)
        #expect(problem.contains("seed 5") && problem.contains("cannot be replayed"), "\(problem)")
        #expect(keeper.records.count == 1, "left as it is")
    }

    @Test func theStatisticsOpenTheList() {
        var statistics = StatisticsScene(options: RenderOptions(), records: [], catalog: .tested)
        #expect(statistics.handle(.key(.character("l")), size: Self.size, now: 0) == .push(.recordedGames))
    }

    @Test func manyGamesScrollAndOnlyTheVisibleAreDrawn() {
        let records = (0..<500).map { Self.record(seed: UInt64($0), minutes: Double($0)) }
        var scene = Self.scene(records)
        _ = scene.handle(.key(.end), size: Self.size, now: 0)
        #expect(scene.selected == 499)
        let screen = Self.screen(scene)
        #expect(screen.text.contains("seed 0 "), "the oldest, shown at the bottom:\n\(screen.text)")
    }
}
