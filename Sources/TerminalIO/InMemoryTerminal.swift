import Render
import TableLayout

/// A terminal that lives in memory: scripted input, and every presented frame kept as text.
///
/// Tests run the whole app against it; `endOfInput` follows the last scripted event.
public final class InMemoryTerminal: Terminal {
    public var size: Size
    public private(set) var renderOptions: RenderOptions
    public private(set) var frames: [Screen] = []
    /// The timeout of every wait for input, in order (nil: waiting with no timeout).
    public private(set) var timeouts: [Double?] = []
    private var events: [InputEvent]

    public func use(_ palette: CardPalette) {
        renderOptions.palette = palette
    }

    public init(size: Size, options: RenderOptions = RenderOptions(), events: [InputEvent] = []) {
        self.size = size
        self.renderOptions = options
        self.events = events
    }

    /// An in-memory terminal takes every frame at once.
    public var isBehind: Bool { false }

    /// The most recent frame.
    public var screen: Screen? { frames.last }

    public func present(_ screen: Screen) {
        frames.append(screen)
    }

    /// How many times the app asked to suspend.
    public private(set) var suspensions = 0

    public func suspend() -> Double {
        suspensions += 1
        return 0
    }

    public func nextEvent(timeout: Double?) -> InputEvent? {
        timeouts.append(timeout)
        guard !events.isEmpty else { return .endOfInput }
        let event = events.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }
}
