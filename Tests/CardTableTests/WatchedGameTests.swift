import Animation
import CardModel
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

/// A watched game asks the loop to wake only when something can happen: a move held back
/// (cards still settling, a found Set still showing) is looked at again a frame later,
/// never "at once" over and over, which would spin a core until then.
@Suite struct WatchedGameTests {
    /// Runs `scene` at 60 frames a second until it quits and counts the wake-ups asked for
    /// at or before the time they were asked.
    static func spins<S: Scene>(_ scene: inout S) -> (spins: Int, quit: Bool) {
        let size = Size(width: 80, height: 24)
        var spins = 0
        var now = 0.0
        while now < 900 {
            if scene.advance(to: now, size: size) == .quit { return (spins, true) }
            switch scene.wake(after: now) {
            case .at(let time):
                if time <= now { spins += 1 }
                now = max(now + 1.0 / 60, time)
            case .nextFrame, .never:
                now += 1.0 / 60
            }
        }
        return (spins, false)
    }

    @Test func aWatchedSetGameNeverWakesAtOnce() {
        var scene = SetScene(
            seed: 5, options: RenderOptions(), timing: AnimationTiming(speed: 4), watchingOnce: true)
        let run = Self.spins(&scene)
        #expect(run.quit, "the game ended")
        #expect(run.spins == 0)
    }

    @Test func aWatchedMemorizeGameNeverWakesAtOnce() throws {
        var scene = try #require(
            MemorizeScene(
                themeName: "Faces", seed: 3, options: RenderOptions(), timing: AnimationTiming(speed: 4),
                now: 0, services: services(), watchingOnce: true))
        let run = Self.spins(&scene)
        #expect(run.quit, "the game ended")
        #expect(run.spins == 0)
    }
}
