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
        case .shake: return (Self.shake(p, cardHeight: cardHeight), 0)
        case .hop: return (0, -max(1, cardHeight / 4) * sin(.pi * p))
        case .pulse: return (0, 0)
        }
    }

    /// The shake's sideways offset at progress `p`: right, left, right, left, each swing
    /// held at its reach for a moment, the last two at about half the first two's.
    ///
    /// A card moves in whole cells, so a sine that dies out quickly is seen for a frame or
    /// two and then rounds to nothing: a sine clipped to a plateau keeps every swing out at a
    /// whole cell or more for a tenth of a second. The reach grows with the card (two cells
    /// at 80x24), so a large card shakes as plainly as a small one, up to four cells.
    private static func shake(_ p: Double, cardHeight: Double) -> Double {
        let reach = min(4, max(1, (cardHeight * 0.4).rounded()))
        let wave = min(1, max(-1, 1.6 * sin(2 * .pi * 2 * p)))
        return reach * (1 - 0.5 * p) * wave
    }

    /// The first time after `now` that a pulse's highlight turns off or on again (a hair
    /// after it, so that a frame drawn then shows it turned); nil for a shake or a hop,
    /// which move the card at every frame.
    public func nextBlink(after now: Double) -> Double? {
        guard kind == .pulse else { return nil }
        // `isLit` changes where its sine crosses zero: at every sixth of the pulse.
        for sixth in 1...6 {
            let time = start + duration * Double(sixth) / 6 + Self.hair
            if time > now { return time }
        }
        return nil
    }

    /// A millionth of a second: past a blink's crossing however its time was rounded.
    private static var hair: Double { 1e-6 }

    /// Whether the card's highlight shows now (a pulse blinks it three times).
    public func isLit(at now: Double) -> Bool {
        guard kind == .pulse, isActive(at: now) else { return true }
        return sin(2 * .pi * 3 * progress(at: now)) >= 0
    }
}
