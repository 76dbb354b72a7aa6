import Foundation
import TableLayout

/// A card thrown across the screen that bounces off its edges and slows to a stop.
///
/// The position is a pure function of time: the distance travelled decays exponentially
/// (friction), and reflecting the free path into the screen folds it into bounces off the
/// walls (perfectly elastic, so speed is kept at each wall and only friction slows it).
public struct BounceFlight: Hashable, Sendable {
    public var from: FloatRect
    /// Cells per second at the throw, columns and rows.
    public var velocityX: Double
    public var velocityY: Double
    /// The area the card bounces inside.
    public var bounds: Size
    public var start: Double
    public var duration: Double
    /// Seconds for the speed to fall to about a third.
    public var friction: Double

    public init(
        from: FloatRect, velocityX: Double, velocityY: Double, bounds: Size, start: Double,
        duration: Double, friction: Double = 0.45
    ) {
        self.from = from
        self.velocityX = velocityX
        self.velocityY = velocityY
        self.bounds = bounds
        self.start = start
        self.duration = duration
        self.friction = friction
    }

    public var ends: Double { start + duration }

    public func value(at now: Double) -> FloatRect {
        let t = min(duration, max(0, now - start))
        let travelled = friction * (1 - exp(-t / friction))
        let x = Self.reflect(
            from.x + velocityX * travelled, within: 0, Double(bounds.width) - from.width)
        let y = Self.reflect(
            from.y + velocityY * travelled, within: 0, Double(bounds.height) - from.height)
        return FloatRect(x: x, y: y, width: from.width, height: from.height)
    }

    /// Folds `value` into `low...high` as a ball bouncing between two walls would.
    static func reflect(_ value: Double, within low: Double, _ high: Double) -> Double {
        guard high > low else { return low }
        let span = high - low
        var offset = (value - low).truncatingRemainder(dividingBy: 2 * span)
        if offset < 0 { offset += 2 * span }
        return low + (offset <= span ? offset : 2 * span - offset)
    }
}
