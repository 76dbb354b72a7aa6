/// How long each kind of motion takes, scaled by the player's speed setting.
///
/// The base durations were tuned by looking at bursts of screenshots: about a third of a
/// second for a slide (as SwiftUI's default), deals staggered a little over a tenth of a
/// second apart over half-second flights (as the CS193P deal).
public struct AnimationTiming: Hashable, Sendable {
    /// 2 plays everything twice as fast; 0.5 at half speed.
    public var speed: Double
    /// End states at once: no flights, flips or effects.
    public var reducedMotion: Bool

    public init(speed: Double = 1, reducedMotion: Bool = false) {
        self.speed = speed
        self.reducedMotion = reducedMotion
    }

    public var dealFlight: Double { scaled(0.5) }
    public var dealStagger: Double { scaled(0.12) }
    public var flip: Double { scaled(0.26) }
    public var slide: Double { scaled(0.35) }
    public var bounce: Double { scaled(0.9) }
    public var gather: Double { scaled(0.5) }
    public var sweep: Double { scaled(0.45) }
    public var sweepStagger: Double { scaled(0.03) }
    /// Four swings of a mismatch's shake, each long enough to see.
    public var shake: Double { scaled(0.6) }
    public var pulse: Double { scaled(1.2) }
    public var hop: Double { scaled(0.4) }
    /// How long a face-up card takes to fade off the table (Memorize).
    public var fade: Double { scaled(0.6) }

    /// How long a match shows before it leaves the table: its hop and a moment more, long
    /// enough to see which three cards they were, so it stays (without the hop) in reduced
    /// motion.
    public var celebration: Double { 0.5 / max(0.05, speed) }

    /// A pause of `seconds` at this speed (none with reduced motion).
    public func scaledPause(_ seconds: Double) -> Double { scaled(seconds) }

    private func scaled(_ seconds: Double) -> Double {
        reducedMotion ? 0 : seconds / max(0.05, speed)
    }
}
