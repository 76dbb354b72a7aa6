/// Frame deadlines on a fixed grid of times, so a slow frame is caught up by skipping.
///
/// Deadlines fall at `origin + k / fps`. The next deadline after a late frame is the next
/// point on that grid, not one interval after the late frame, so an animation takes the
/// same wall time however slow the machine is; the skipped frames are simply never drawn.
public struct FramePacer: Sendable {
    public let interval: Double
    public let origin: Double

    public init(framesPerSecond: Double, origin: Double = 0) {
        interval = 1 / max(1, framesPerSecond)
        self.origin = origin
    }

    /// The first frame deadline strictly after `now`.
    public func nextDeadline(after now: Double) -> Double {
        let frames = ((now - origin) / interval).rounded(.down) + 1
        let deadline = origin + frames * interval
        // `now` may itself be a deadline that rounding put a hair below its grid point.
        return deadline > now ? deadline : origin + (frames + 1) * interval
    }
}
