import TableLayout

/// A rectangle in fractional cells, for positions between two places on screen.
public struct FloatRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(_ rect: Rect) {
        self.init(
            x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    /// The nearest whole-cell rectangle.
    public var rounded: Rect {
        Rect(
            x: Int(x.rounded()), y: Int(y.rounded()), width: Int(width.rounded()),
            height: Int(height.rounded()))
    }

    /// The point between `self` (at 0) and `other` (at 1).
    public func interpolated(to other: FloatRect, by t: Double) -> FloatRect {
        FloatRect(
            x: x + (other.x - x) * t, y: y + (other.y - y) * t,
            width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    public func offsetBy(dx: Double, dy: Double) -> FloatRect {
        FloatRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
