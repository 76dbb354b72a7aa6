import Render
import TableLayout
import TerminalIO

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

/// An in-memory terminal whose clock moves a second on each event, so that the app's moves
/// happen at distinct times and animations play out between events.
final class TickingTerminal: Terminal {
    let inner: InMemoryTerminal
    let clock: ManualClock

    init(_ inner: InMemoryTerminal, _ clock: ManualClock) {
        self.inner = inner
        self.clock = clock
    }

    var size: Size { inner.size }
    var renderOptions: RenderOptions { inner.renderOptions }
    func present(_ screen: Screen) { inner.present(screen) }
    var isBehind: Bool { false }
    func suspend() -> Double { inner.suspend() }

    func nextEvent(timeout: Double?) -> InputEvent? {
        clock.advance(by: 1)
        return inner.nextEvent(timeout: timeout)
    }
}
