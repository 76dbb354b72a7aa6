import CardModel
import Foundation

/// Draws Set shapes as pixels, two per cell (upper and lower half blocks), at any size.
///
/// Each shape is a function "is this point inside?" over a box; sampling it at pixel
/// centres scales the shape to whatever card it is on. Shading decides which inside
/// pixels are lit: all (solid), the outline and every other row (striped), or the outline.
struct ShapeRaster {
    let width: Int
    /// In pixels: twice the rows.
    let height: Int
    private(set) var pixels: [Bool]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: false, count: width * height)
    }

    subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return pixels[y * width + x]
    }

    /// Whether the point (u, v), both in -1...1 over the shape's box, is inside `shape`.
    ///
    /// `aspect` is the box's width over its height, so ovals get round ends.
    static func contains(_ shape: SetShape, u: Double, v: Double, aspect: Double) -> Bool {
        switch shape {
        case .diamond:
            return abs(u) + abs(v) <= 1
        case .oval:
            // A stadium: a vertical segment with round caps of the box's half-width.
            let capRadius = aspect  // half-width measured in half-heights
            let dv = max(0, abs(v) - (1 - capRadius))
            return u * u + (dv / capRadius) * (dv / capRadius) <= 1
        case .squiggle:
            // A band that bends like an S and narrows at both ends.
            let centre = 0.32 * sin(v * .pi)
            let halfWidth = 0.62 * max(0, 1 - pow(v, 4)).squareRoot()
            return abs(u - centre) <= halfWidth
        }
    }

    /// Draws `shape` with `shading` into the box at (x, y), size w x h pixels.
    mutating func draw(_ shape: SetShape, shading: SetShading, x: Int, y: Int, w: Int, h: Int) {
        guard w > 0, h > 0 else { return }
        let aspect = Double(w) / Double(h)
        var inside = Array(repeating: false, count: w * h)
        for py in 0..<h {
            for px in 0..<w {
                let u = (Double(px) + 0.5) / Double(w) * 2 - 1
                let v = (Double(py) + 0.5) / Double(h) * 2 - 1
                inside[py * w + px] = Self.contains(shape, u: u, v: v, aspect: aspect)
            }
        }
        func isInside(_ px: Int, _ py: Int) -> Bool {
            px >= 0 && py >= 0 && px < w && py < h && inside[py * w + px]
        }
        for py in 0..<h {
            for px in 0..<w where isInside(px, py) {
                let edge =
                    !isInside(px - 1, py) || !isInside(px + 1, py) || !isInside(px, py - 1)
                    || !isInside(px, py + 1)
                let lit: Bool
                switch shading {
                case .solid: lit = true
                case .open: lit = edge
                // Stripes on the upper half of every cell read as horizontal lines.
                case .striped: lit = edge || (y + py) % 2 == 0
                }
                let tx = x + px
                let ty = y + py
                if lit && tx >= 0 && ty >= 0 && tx < width && ty < height {
                    pixels[ty * width + tx] = true
                }
            }
        }
    }

    /// The character for the cell whose upper pixel is `top` and lower pixel `bottom`.
    static func character(top: Bool, bottom: Bool, ascii: Bool) -> Character {
        switch (top, bottom, ascii) {
        case (true, true, false): "█"
        case (true, false, false): "▀"
        case (false, true, false): "▄"
        case (true, true, true): "#"
        case (true, false, true): "\""
        case (false, true, true): "."
        default: " "
        }
    }
}
