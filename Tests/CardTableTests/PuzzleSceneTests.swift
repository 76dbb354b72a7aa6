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

/// The daily puzzle on screen, solved with keys.
@Suite struct PuzzleSceneTests {
    static let size = Size(width: 80, height: 24)

    /// The scene brought to `now` and drawn.
    static func screen(_ scene: inout PuzzleScene, now: Double) -> Screen {
        scene.carryOutEffects(now: now)
        _ = scene.advance(to: now, size: size)
        scene.carryOutEffects(now: now)
        var screen = Screen(size: size)
        scene.render(into: &screen, now: now)
        return screen
    }

    /// Chooses `card` by moving the focus to it and pressing Space.
    static func choose(_ card: SetCard, in scene: inout PuzzleScene, now: Double) {
        while scene.game.table[scene.focusedPlace] != card {
            _ = scene.handle(.key(.right), size: size, now: now)
        }
        _ = scene.handle(.key(.character(" ")), size: size, now: now)
    }

    @Test func solvingAllSixShowsTheTimeTheStreakAndALineToShare() {
        let keeper = KeeperInMemory()
        var scene = PuzzleScene(
            date: "2026-12-24", options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
            now: 0,
            services: services(keeper: keeper))
        var now = 1.0
        _ = Self.screen(&scene, now: now)
        let sets = scene.game.allSets
        for set in sets.prefix(2) {
            now += 10
            for card in set { Self.choose(card, in: &scene, now: now) }
        }
        let midway = Self.screen(&scene, now: now)
        #expect(midway.line(23).hasPrefix(" Found: 2 of 6  Time: 0:2"), "\(midway.line(23))")
        #expect(midway.text.contains("Found 2 of 6"), "the list of Sets found beside the table")
        expectGolden(midway.text, named: "puzzle-2026-12-24-two-found-80x24")
        // The same Set again changes nothing and says so.
        for card in sets[0] { Self.choose(card, in: &scene, now: now) }
        #expect(Self.screen(&scene, now: now).line(0).contains("You found that Set already"))
        _ = scene.handle(.key(.character("C")), size: Self.size, now: now)
        for set in sets.dropFirst(2) {
            now += 5
            for card in set { Self.choose(card, in: &scene, now: now) }
        }
        let solved = Self.screen(&scene, now: now + 1)
        let text = solved.text
        #expect(text.contains("Solved!"))
        #expect(text.contains("cardtable puzzle --date 2026-12-24: 6/6 in 1:10"), "\(text)")
        // Solved in 2027 (the services' date): it counts for its day, not for a streak.
        #expect(text.contains("Solved after its day: it counts for 2026-12-24, not for a streak."), "\(text)")
        #expect(text.contains("Time: 1:10 (1 hint)"), "one hint, said as one: \(text)")
        let record = keeper.records.last
        #expect(record?.game == .puzzle && record?.day == "2026-12-24" && record?.finished == true)
        #expect(record?.seconds == 70, "40 s of play and a 30 s hint")
    }

    /// A solved puzzle of `day` in `seconds`.
    static func solved(_ day: String, seconds: Double) -> GameRecord {
        GameRecord(
            date: Date(timeIntervalSince1970: 1_800_000_000), game: .puzzle, seed: 1, finished: true,
            score: 6,
            seconds: seconds, found: 6, moves: 18, day: day, log: nil)
    }

    @Test func aPuzzleHasABestTimeOfItsOwnDayAndNoBestScore() {
        let keeper = KeeperInMemory()
        keeper.record(Self.solved("2026-12-23", seconds: 60))
        // Another day's puzzle is another puzzle: its time is no best to beat.
        let otherDay = Self.solved("2026-12-24", seconds: 120)
        let first = ResultBests(before: keeper.bests(like: otherDay), record: otherDay)
        #expect(first.lines == ["Best time: 2:00"], "\(first.lines)")
        keeper.record(otherDay)
        let faster = Self.solved("2026-12-24", seconds: 90)
        let again = ResultBests(before: keeper.bests(like: faster), record: faster)
        #expect(again.lines == ["Best time: 1:30   New best!"], "\(again.lines)")
        // Statistics sum up every day's puzzle: a best time, never a best score of Sets found.
        keeper.record(faster)
        let summary = GameStatistics(records: keeper.records).summaries.first
        #expect(summary?.bestSeconds == 60 && summary?.bestScore == nil, "\(String(describing: summary))")
        let text = StatisticsReport.text(
            GameStatistics(records: keeper.records), records: keeper.records, catalog: .tested)
        #expect(!text.contains("score 6") && text.contains("1:00"), "\(text)")
    }

    @Test func aTrioThatIsNotASetShakesAndChangesNothing() throws {
        var scene = PuzzleScene(
            date: "2026-12-25", options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0
        )
        _ = Self.screen(&scene, now: 1)
        let table = scene.game.table
        let wrong = try #require(
            (2..<12).lazy.map { [table[0], table[1], table[$0]] }.first {
                !SetCard.isSet($0[0], $0[1], $0[2])
            })
        for card in wrong { Self.choose(card, in: &scene, now: 2) }
        let screen = Self.screen(&scene, now: 2)
        #expect(screen.line(0).contains("Not a Set"))
        #expect(scene.game.found.isEmpty && screen.line(23).contains("Found: 0 of 6"))
    }
}
