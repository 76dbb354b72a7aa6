import Foundation

/// How a motion's progress (0...1 in time) maps to progress along its path.
public enum Easing: Sendable, Hashable, CaseIterable {
    case linear
    case easeIn
    case easeOut
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1), for flights and slides.
    case easeInOut
    /// Overshoots a little and settles: for landings.
    case backOut

    /// The eased value of `t`, which is clamped to 0...1 first.
    public func value(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return Self.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1, t)
        case .easeOut: return Self.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, t)
        case .easeInOut: return Self.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, t)
        case .backOut:
            let overshoot = 1.70158
            let u = t - 1
            return 1 + (overshoot + 1) * u * u * u + overshoot * u * u
        }
    }

    /// The y of a CSS cubic Bézier timing curve at x = `x`, found by bisection on x(s).
    static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, _ x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
