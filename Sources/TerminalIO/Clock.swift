import Foundation

/// A source of monotonic time in seconds, injected so tests can set the time.
public protocol Clock: AnyObject, Sendable {
    func now() -> Double
}

/// The system's monotonic clock.
public final class SystemClock: Clock {
    public init() {}

    public func now() -> Double {
        ProcessInfo.processInfo.systemUptime
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
