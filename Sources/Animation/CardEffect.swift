import Foundation

/// A short motion in place that draws the eye to a card: a shake, a pulse or a hop.
public struct CardEffect: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Side to side, dying out: "no" (a mismatch).
        case shake
        /// The highlight blinks: "look here" (a hint).
        case pulse
        /// A jump up and back: "yes" (a match).
        case hop
    }

    public var kind: Kind
    public var start: Double
    public var duration: Double

    public init(_ kind: Kind, start: Double, duration: Double) {
        self.kind = kind
        self.start = start
        self.duration = duration
    }

    public func isActive(at now: Double) -> Bool {
        now >= start && now < start + duration
    }

    private func progress(at now: Double) -> Double {
        duration > 0 ? min(1, max(0, (now - start) / duration)) : 1
    }

    /// How far the card is displaced now, in cells (columns, rows).
    public func offset(at now: Double, cardHeight: Double) -> (dx: Double, dy: Double) {
        guard isActive(at: now) else { return (0, 0) }
        let p = progress(at: now)
        switch kind {
        case .shake: return (2 * sin(2 * .pi * 3 * p) * (1 - p), 0)
        case .hop: return (0, -max(1, cardHeight / 4) * sin(.pi * p))
        case .pulse: return (0, 0)
        }
    }

    /// Whether the card's highlight shows now (a pulse blinks it three times).
    public func isLit(at now: Double) -> Bool {
        guard kind == .pulse, isActive(at: now) else { return true }
        return sin(2 * .pi * 3 * progress(at: now)) >= 0
    }
}
