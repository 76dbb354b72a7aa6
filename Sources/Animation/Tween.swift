/// A motion from one rectangle to another: a pure function of the time.
///
/// Before `start + delay` it is at `from`, after the end at `to`, and in between eased.
public struct Tween: Hashable, Sendable {
    public var from: FloatRect
    public var to: FloatRect
    /// When the motion was asked for.
    public var start: Double
    /// How long it waits before moving.
    public var delay: Double
    public var duration: Double
    public var easing: Easing

    public init(
        from: FloatRect, to: FloatRect, start: Double, delay: Double = 0, duration: Double,
        easing: Easing = .easeInOut
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.delay = delay
        self.duration = duration
        self.easing = easing
    }

    public var begins: Double { start + delay }
    public var ends: Double { start + delay + duration }

    /// Progress in time, 0 before the motion begins and 1 once it has ended.
    public func progress(at now: Double) -> Double {
        guard duration > 0 else { return now >= begins ? 1 : 0 }
        return min(1, max(0, (now - begins) / duration))
    }

    public func value(at now: Double) -> FloatRect {
        from.interpolated(to: to, by: easing.value(progress(at: now)))
    }

    public func isMoving(at now: Double) -> Bool {
        now >= begins && now < ends && from != to
    }
}
