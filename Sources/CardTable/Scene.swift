import Render
import TableLayout

/// What a scene asks of the app after handling an event.
public enum SceneAction: Equatable, Sendable {
    case stay
    case quit
    /// Leave this scene for another.
    case open(SceneID)
}

/// The screens the app can show.
public enum SceneID: Equatable, Sendable {
    case menu
    case set
}

/// One screen of the app: it handles events and draws itself into a frame.
public protocol Scene {
    /// Handles one event; `size` is the terminal's size, for layout-dependent keys and clicks.
    mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction
    /// Draws the scene into `screen`, which is blank and the size of the terminal.
    func render(into screen: inout Screen, now: Double)
    /// When the picture will next change by itself (the clock ticking), or nil if never.
    func nextChange(after now: Double) -> Double?
}
