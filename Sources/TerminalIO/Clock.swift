import Foundation

/// A source of monotonic time in seconds, injected so tests can set the time.
public protocol Clock: AnyObject, Sendable {
    func now() -> Double
}

/// The system's monotonic clock.
public final class SystemClock: Clock {
    public init() {}

    /// The monotonic clock read straight from the system, as the terminal's own waits read
    /// it: a few times a frame, where Foundation's `systemUptime` takes a lock each time.
    public func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A clock that only moves when told to, for tests.
public final class ManualClock: Clock, @unchecked Sendable {
    // Tests drive it from one task; the lock makes it safe if they do not.
    private let lock = NSLock()
    private var time: Double

    public init(time: Double = 0) {
        self.time = time
    }

    public func now() -> Double {
        lock.withLock { time }
    }

    public func advance(by seconds: Double) {
        lock.withLock { time += seconds }
    }
}
