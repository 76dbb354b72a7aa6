/// Captures of a pane taken at a steady interval, to look at an animation frame by frame.
///
/// Recording starts at the first capture whose header row starts with ` cardtable` (the
/// app's first frame) and goes on until the screen has kept still for a while, so it holds
/// the whole of an opening deal. Captures are spaced by the clock, not by sleeping a fixed
/// time after each one, so a slow capture on a busy machine costs one sample, not the pace.
struct ScreenRecording {
    /// One capture and when it was taken, counted from the first.
    struct Frame {
        let time: Duration
        let screen: PaneSnapshot
    }

    let frames: [Frame]

    /// Records `session` every `interval` from the app's first frame until every row but the
    /// bottom one (the clock) has stayed the same for `quiet`.
    ///
    /// Fails when the first frame does not come within `TmuxSession.defaultTimeout`, or the
    /// screen is still moving after `timeout`.
    static func record(
        _ session: TmuxSession, every interval: Duration = .milliseconds(40),
        quiet: Duration = .milliseconds(800), timeout: Duration = .seconds(30)
    ) async throws -> ScreenRecording {
        let first = try await firstFrame(of: session)
        let start = ContinuousClock.now
        var frames = [Frame(time: .zero, screen: first)]
        var stillSince = start
        var tick = 1
        while true {
            // The next tick still ahead: a capture that took longer than `interval` skips ticks.
            let elapsed = ContinuousClock.now - start
            tick = max(tick, Int((elapsed / interval).rounded(.up)))
            try await Task.sleep(until: start + interval * tick)
            tick += 1
            let screen = try session.capture()
            let now = ContinuousClock.now
            if screen.rows.dropLast() != frames[frames.count - 1].screen.rows.dropLast() {
                stillSince = now
            }
            frames.append(Frame(time: now - start, screen: screen))
            if now - stillSince >= quiet { return ScreenRecording(frames: frames) }
            if session.programHasEnded?() ?? false {
                throw session.failure("The program ended during the recording. Last screen:\n\(screen)")
            }
            guard now - start < Deadline.scaled(timeout) else {
                throw session.failure(
                    "The screen was still moving after \(Deadline.scaled(timeout)). Last screen:\n\(screen)")
            }
        }
    }

    /// Polls as fast as tmux answers until the header row shows the app's title.
    private static func firstFrame(of session: TmuxSession) async throws -> PaneSnapshot {
        let deadline = Deadline.after(TmuxSession.defaultTimeout)
        while true {
            let screen = try session.capture()
            if screen.header.hasPrefix(" cardtable") { return screen }
            if session.programHasEnded?() ?? false {
                throw session.failure("The program ended before its first frame. Screen:\n\(screen)")
            }
            guard ContinuousClock.now < deadline else {
                throw session.failure(
                    "No frame of the app after \(Deadline.scaled(TmuxSession.defaultTimeout)). Screen:\n\(screen)"
                )
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The last frame: the screen once it has kept still.
    var settled: PaneSnapshot { frames[frames.count - 1].screen }

    /// What was sampled, for failure messages: each frame's time and `summary` of its screen.
    func timeline(_ summary: (PaneSnapshot) -> String) -> String {
        frames.map { "\(Int($0.time / .milliseconds(1))) ms: \(summary($0.screen))" }
            .joined(separator: ", ")
    }
}
