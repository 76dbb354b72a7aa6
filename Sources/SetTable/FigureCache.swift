import CardModel
import Foundation
import Render

/// Set figures already drawn as pixels, by shape, shading and size, and whole card faces
/// already drawn as quadrant blocks, by figure, number and size.
///
/// Every card of a size draws the same few figures, frame after frame, and drawing one
/// samples it pixel by pixel (a squiggle's sine, cosine and power on every row): a figure
/// is drawn once for its size and then copied; a card's face (its figures side by side,
/// turned into blocks) is worked out once for its size and then put on screen as it is. The
/// sizes follow the window, so each cache is emptied when it fills rather than kept for
/// sizes long gone.
final class FigureCache: @unchecked Sendable {
    /// What a figure's pixels depend on.
    struct Key: Hashable {
        var shape: SetShape
        var shading: SetShading
        var width: Int
        var height: Int
    }

    /// What a card face's blocks depend on: its figure, how many, and the cells inside its border.
    struct FaceKey: Hashable {
        var shape: SetShape
        var shading: SetShading
        var number: Int
        var columns: Int
        var rows: Int
    }

    /// The one cache every painter shares (frames may be drawn on any thread: it is locked).
    static let shared = FigureCache()

    /// More figures than a table of any size draws (three shapes, three shadings, a few
    /// sizes); as many faces (81 cards, a size or two).
    let capacity: Int
    private var figures: [Key: [Bool]] = [:]
    private var faces: [FaceKey: [UInt8]] = [:]
    private let lock = NSLock()

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The figure of `key`, drawn by `draw` the first time it is asked for.
    func figure(_ key: Key, draw: () -> [Bool]) -> [Bool] {
        if let kept = lock.withLock({ figures[key] }) { return kept }
        let drawn = draw()
        lock.withLock { Self.keep(drawn, as: key, in: &figures, capacity: capacity) }
        return drawn
    }

    /// The face of `key`, as `ShapeRaster.quadrants` gives it, drawn by `draw` the first
    /// time it is asked for.
    ///
    /// The lock is not held while drawing: a face is drawn from the figures of this cache.
    func face(_ key: FaceKey, draw: () -> [UInt8]) -> [UInt8] {
        if let kept = lock.withLock({ faces[key] }) { return kept }
        let drawn = draw()
        lock.withLock { Self.keep(drawn, as: key, in: &faces, capacity: capacity) }
        return drawn
    }

    /// Keeps `value` for `key` in `store`, emptied first when full.
    private static func keep<Key, Value>(
        _ value: Value, as key: Key, in store: inout [Key: Value], capacity: Int
    ) {
        if store.count >= capacity { store.removeAll(keepingCapacity: true) }
        store[key] = value
    }

    /// How many figures are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return figures.count
    }
}
