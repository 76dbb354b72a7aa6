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
        // The wake-up the scene asked for last, as the app keeps it.
        var wake = Wake.never
        while now < 900 {
            if scene.advance(to: now, size: size) == .quit { return (spins, true) }
            wake = scene.takeEffects().lastWake ?? wake
            switch wake {
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

    /// While a found Set is shown, its cards blinking and nothing moving, the loop sleeps
    /// from one blink to the next rather than draw the same frame sixty times a second; the
    /// game still plays to its end, each move on time.
    @Test func aFoundSetThatOnlyBlinksWakesTheLoopAtItsBlinks() {
        var scene = SetScene(seed: 5, options: RenderOptions(), timing: AnimationTiming(), watchingOnce: true)
        let size = Size(width: 80, height: 24)
        var now = 0.0
        var blinking = 0
        var quit = false
        // The wake-up the scene asked for last, as the app keeps it.
        var wake = Wake.never
        while now < 900 && !quit {
            quit = scene.advance(to: now, size: size) == .quit
            wake = scene.takeEffects().lastWake ?? wake
            if let change = scene.stage.nextChange(after: now), change > now {
                // Only a pulse (or a card waiting on the deck) changes, and not before `change`.
                blinking += 1
                #expect(wake != .nextFrame, "at \(now): the same frame again and again until \(change)")
            }
            if case .at(let time) = wake { now = max(now + 1.0 / 60, time) } else { now += 1.0 / 60 }
        }
        #expect(quit, "the game ended")
        #expect(blinking > 0, "a found Set blinked")
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
