import Foundation

/// How long an end-to-end wait may take before it fails, scaled in this one place for a
/// loaded machine.
///
/// Every wait in these tests is for something to show (a screen, a file the shell writes,
/// a program's end), polled until a deadline; none sleeps for a fixed time and hopes. The
/// deadlines are written as an idle machine needs them and stretched here: `make test`
/// runs beside other builds, and with two busy loops and a `swift build` on two cores (a
/// load of about five) a debug binary takes several times as long to start and to answer.
/// `CARDTABLE_E2E_SLOWDOWN` sets the factor (a number from 1 to 100; 3 otherwise).
enum Deadline {
    /// How many times longer than on an idle machine each wait may take.
    static let slowdown: Double = {
        let text = ProcessInfo.processInfo.environment["CARDTABLE_E2E_SLOWDOWN"] ?? ""
        guard let factor = Double(text), (1...100).contains(factor) else { return 3 }
        return factor
    }()

    /// `duration` as long as this machine may need it.
    static func scaled(_ duration: Duration) -> Duration {
        duration * slowdown
    }

    /// The instant `duration` (scaled) from now.
    static func after(_ duration: Duration) -> ContinuousClock.Instant {
        ContinuousClock.now + scaled(duration)
    }
}
