import CardTableApp
import GameTable
import Render
import TableLayout

/// One fixed, seeded scene of `make bench`: a scene brought to the moment its measured
/// frames begin, and how long they go on.
struct BenchScene {
    /// The scene as the measured frames begin.
    struct Start {
        var scene: any Scene
        /// When the first measured frame is drawn.
        var time: Double
        /// What the terminal shows before that frame, presented unmeasured; nil: a blank
        /// terminal, so the first frame is a whole repaint (a new window, a resize).
        var shownBefore: Screen?
    }

    let title: String
    /// The terminal's size while frames are measured.
    let size: Size
    /// Frames go on at least this long after the start, then until nothing moves; an
    /// infinite length ends only when the scene quits.
    let seconds: Double
    let prepare: () -> Start

    /// Brings `scene` to `time` at `size` and draws it there: the picture a terminal would
    /// show at that moment.
    static func settle(_ scene: inout any Scene, at time: Double, size: Size) -> Screen {
        _ = scene.advance(to: time, size: size)
        var screen = Screen(size: size)
        scene.render(into: &screen, now: time)
        return screen
    }
}
