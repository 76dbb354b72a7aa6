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
@testable import SetTable

/// The daily puzzle of a day solved before races your best time of it: counted beside yours,
/// never lit, said at the end; the calendar offers it, and `a` plays alone.
@Suite struct PuzzleRaceTests {
    static let day = "2026-12-24"

    /// The puzzle `request` asks for, opened as the app opens it, with `keeper`'s records.
    static func open(_ request: GameRequest, keeper: KeeperInMemory) throws -> PuzzleScene {
        let opening = Opening(
            options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: services(keeper: keeper), seed: 0)
        let scene = try PuzzleTable.open(request, opening).get()
        return try #require(scene as? PuzzleScene)
    }

    /// Solves the puzzle in `scene`, a Set every `pace` seconds from `start`; returns the time.
    @discardableResult
    static func solve(_ scene: inout PuzzleScene, pace: Double, start: Double = 1) -> Double {
        var now = start
        _ = PuzzleSceneTests.screen(&scene, now: now)
        for set in scene.game.allSets {
            now += pace
            for card in set { PuzzleSceneTests.choose(card, in: &scene, now: now) }
        }
        _ = PuzzleSceneTests.screen(&scene, now: now + 1)
        return now
    }

    @Test func aDaySolvedBeforeRacesYourBestTimeOfIt() throws {
        let keeper = KeeperInMemory()
        let request = GameRequest(.puzzle, options: PuzzleOptions(date: Self.day))
        var first = try Self.open(request, keeper: keeper)
        #expect(first.game.ghost == nil, "nothing solved yet: nothing to race")
        Self.solve(&first, pace: 10)
        #expect(keeper.records.last?.log?.isRacedAgainstGhost == false)

        var again = try Self.open(request, keeper: keeper)
        let ghost = try #require(again.game.ghost, "the day solved: your best to race")
        #expect(ghost.takes.map(\.at) == [10, 20, 30, 40, 50, 60])
        #expect(ghost.seconds == 60)
        let opening = PuzzleSceneTests.screen(&again, now: 1)
        #expect(opening.line(0).contains("Race your best of this day, all six in 1:00"), "\(opening.line(0))")
        // At 12 s the ghost has one, you none: counted, never lit (it would give a Set away).
        let counted = PuzzleSceneTests.screen(&again, now: 12)
        #expect(counted.line(23).contains("Found: 0 of 6, ghost: 1"), "\(counted.line(23))")
        #expect(again.state.view(at: 12).pointed.isEmpty)
        Self.solve(&again, pace: 5, start: 12)
        let end = PuzzleSceneTests.screen(&again, now: 50).text
        #expect(end.contains("Your best 1:00, now 0:41: 19 s faster"), "\(end)")
        #expect(keeper.records.last?.log?.isRacedAgainstGhost == true, "the record says it was raced")

        // Asked to play alone, no ghost.
        let alone = try Self.open(
            GameRequest(.puzzle, options: PuzzleOptions(date: Self.day, alone: true)), keeper: keeper)
        #expect(alone.game.ghost == nil)
        // The best of the day is raced, the faster of the two.
        let best = try Self.open(request, keeper: keeper).game.ghost
        #expect(best?.seconds == again.game.seconds(played: 0), "\(String(describing: best))")
    }

    @Test func theCalendarOffersTheRaceAndAPlaysAlone() throws {
        let keeper = KeeperInMemory()
        var solved = try Self.open(
            GameRequest(.puzzle, options: PuzzleOptions(date: Self.day)), keeper: keeper)
        Self.solve(&solved, pace: 10)
        let size = Size(width: 80, height: 24)
        var calendar = PuzzleCalendarScene(
            records: keeper.records, today: "2026-12-31", chosen: Self.day, options: RenderOptions())
        var screen = Screen(size: size)
        calendar.render(into: &screen, now: 0)
        #expect(screen.text.contains("\(Self.day): solved in 1:00"), "\(screen.text)")
        #expect(screen.text.contains("Enter races it, a plays alone"), "\(screen.text)")
        #expect(
            calendar.handle(.key(.enter), size: size, now: 0)
                == .open(.game(GameRequest(.puzzle, options: PuzzleOptions(date: Self.day)))))
        #expect(
            calendar.handle(.key(.character("a")), size: size, now: 0)
                == .open(.game(GameRequest(.puzzle, options: PuzzleOptions(date: Self.day, alone: true)))))
    }

    @Test func aKeptRaceGoesOnAgainstItsGhost() throws {
        var puzzle = DailyPuzzle(date: Self.day)
        puzzle.ghost = SetGhost(takes: [.init(at: 5, cards: [1, 2, 3])], seconds: 60)
        let log = try puzzle.log()
        #expect(log.isRacedAgainstGhost)
        #expect(DailyPuzzle.replaying(log)?.ghost == puzzle.ghost)
    }
}
