import CardTableApp
import GameTable
import Glibc
import NcursesTerminal
import Render
import TableLayout

/// What one run of a bench scene measured, frame by frame.
struct SceneRun {
    /// One frame: what it cost to make and what it sent.
    struct Frame {
        /// Seconds of CPU to advance the scene, compose it, diff, encode and write it: what
        /// the frame costs, whatever else the machine is doing.
        var seconds: Double
        /// The same, on the wall clock: what it took, other programs' turns on the CPU included.
        var wallSeconds: Double
        /// Bytes sent for it.
        var bytes: Int
        /// Cells that differ from the previous frame's (a wide character once).
        var changedCells: Int
        /// Bytes in the output once the frame was sent: where it ends.
        var end: Int
    }

    var frames: [Frame] = []
    /// Bytes to repaint the last frame whole, on a terminal that shows nothing.
    var fullRepaintBytes = 0

    /// More frames than any scene draws: a scene that never settles stops here.
    static let frameLimit = 50_000

    /// Plays `bench` on a real ncurses terminal writing to a file, as `App.run` would: a
    /// frame on the 60 fps grid while something moves, one at each time the scene asks to
    /// wake, until the scene has gone on long enough and nothing moves, or it quits.
    init(_ bench: BenchScene, output: OutputFile) throws {
        let terminal = try NcursesTerminal(headlessOutput: output.path, size: bench.size)
        defer { terminal.close() }
        let start = bench.prepare()
        var scene = start.scene
        if let shown = start.shownBefore { terminal.present(shown) }
        let pacer = FramePacer(framesPerSecond: 60, origin: start.time)
        var now = start.time
        // Two screens drawn into in turn, kept from frame to frame, as `App` keeps them: the
        // terminal holds the one shown last, the next frame blanks the other.
        var screens = [Screen(size: bench.size), Screen(size: bench.size)]
        var current = 1
        // The wake-up the scene asked for last, as the app keeps it.
        var wake = Wake.never
        drawing: while frames.count < Self.frameLimit {
            let before = output.bytes
            let began = Self.seconds(on: CLOCK_THREAD_CPUTIME_ID)
            let wallBegan = Self.seconds(on: CLOCK_MONOTONIC)
            if scene.advance(to: now, size: bench.size) == .quit { break drawing }
            wake = scene.takeEffects().lastWake ?? wake
            current = 1 - current
            screens[current].clear()
            scene.render(into: &screens[current], now: now)
            terminal.present(screens[current])
            let seconds = Self.seconds(on: CLOCK_THREAD_CPUTIME_ID) - began
            let wallSeconds = Self.seconds(on: CLOCK_MONOTONIC) - wallBegan
            let previous = frames.isEmpty ? start.shownBefore : screens[1 - current]
            frames.append(
                Frame(
                    seconds: seconds, wallSeconds: wallSeconds, bytes: output.bytes - before,
                    changedCells: ChangedCells.count(screens[current], since: previous), end: output.bytes))
            let goneOnLongEnough = now - start.time >= bench.seconds
            switch wake {
            case .nextFrame:
                now = pacer.nextDeadline(after: now)
            case .at(let time):
                if goneOnLongEnough { break drawing }
                now = time > now ? time : pacer.nextDeadline(after: now)
            case .never:
                break drawing
            }
        }
        finish(terminal, last: frames.isEmpty ? nil : screens[current], output: output)
    }

    /// Repaints the last frame whole, to measure what that costs.
    private mutating func finish(_ terminal: NcursesTerminal, last: Screen?, output: OutputFile) {
        guard let last else { return }
        terminal.repaintNextFrame()
        let before = output.bytes
        terminal.present(last)
        fullRepaintBytes = output.bytes - before
    }

    /// Seconds on `clock`: the monotonic clock, or this thread's CPU time.
    static func seconds(on clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
