import CardModel
import Foundation
import Render

/// Set figures already drawn as pixels, by shape, shading and size.
///
/// Every card of a size draws the same few figures, frame after frame, and drawing one
/// samples it pixel by pixel (a squiggle's sine, cosine and power on every row): a figure
/// is drawn once for its size and then copied. The sizes follow the window, so the cache
/// is emptied when it fills rather than kept for sizes long gone.
final class FigureCache: @unchecked Sendable {
    /// What a figure's pixels depend on.
    struct Key: Hashable {
        var shape: SetShape
        var shading: SetShading
        var width: Int
        var height: Int
    }

    /// The one cache every painter shares (frames may be drawn on any thread: it is locked).
    static let shared = FigureCache()

    /// More figures than a table of any size draws (three shapes, three shadings, a few sizes).
    let capacity: Int
    private var figures: [Key: [Bool]] = [:]
    private let lock = NSLock()

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The figure of `key`, drawn by `draw` the first time it is asked for.
    func figure(_ key: Key, draw: () -> [Bool]) -> [Bool] {
        lock.lock()
        defer { lock.unlock() }
        if let figure = figures[key] { return figure }
        let figure = draw()
        if figures.count >= capacity { figures.removeAll(keepingCapacity: true) }
        figures[key] = figure
        return figure
    }

    /// How many figures are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return figures.count
    }
}
