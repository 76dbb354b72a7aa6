/// The time a game has been played: the wall clock less every moment the game stood still.
///
/// The clock on the status line and every speed bonus run on it, so they stop while the
/// game is paused, help is open, the window is too small or the opening deal is flying
/// (until the first move).
struct PlayClock: Equatable {
    /// Seconds played before the current run began.
    private var banked = 0.0
    /// The wall time at which the clock last started, while it runs.
    private var runningSince: Double?
    /// Seconds of play per second of wall time: 1, or the speed a replay plays at.
    private(set) var rate = 1.0

    /// A clock that has already counted `played` seconds, stopped.
    init(played: Double = 0) {
        banked = played
    }

    /// Whether the clock is running.
    var isRunning: Bool { runningSince != nil }

    /// The seconds played by wall time `now`.
    func time(at now: Double) -> Double {
        banked + (runningSince.map { max(0, now - $0) * rate } ?? 0)
    }

    /// Starts or stops the clock at wall time `now`; already so, nothing changes.
    mutating func run(_ running: Bool, at now: Double) {
        guard running != isRunning else { return }
        if running {
            runningSince = now
        } else {
            banked = time(at: now)
            runningSince = nil
        }
    }

    /// Moves the clock on to `played` seconds at wall time `now`, if it is behind: a shared
    /// table's clock follows the host's, which this terminal fell behind (stopped a while).
    mutating func catchUp(to played: Double, at now: Double) {
        banked += max(0, played - time(at: now))
    }

    /// Changes how fast the clock runs from wall time `now` on.
    mutating func setRate(_ newRate: Double, at now: Double) {
        guard newRate != rate else { return }
        let running = isRunning
        run(false, at: now)
        rate = max(0.01, newRate)
        run(running, at: now)
    }

    /// The wall time at which the played time reaches `played`, if the clock runs.
    func wallTime(reaching played: Double, from now: Double) -> Double? {
        guard isRunning else { return nil }
        return now + max(0, played - time(at: now)) / rate
    }
}
