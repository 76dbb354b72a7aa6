import CardModel
import Foundation

/// Draws Set shapes as pixels, four per cell (quadrant blocks, 2 across and 2 down), at any size.
///
/// Each shape is a function "is this point inside?" over a box; sampling it at pixel
/// centres scales the shape to whatever card it is on. A quadrant pixel is half as wide
/// as it is tall, so the outline's sides are half a column thick and vertical stripes can
/// be that thin too: thin enough that an open, a striped and a solid shape never look alike.
struct ShapeRaster {
    let width: Int
    /// In pixels: twice the rows.
    let height: Int
    private(set) var pixels: [Bool]

    /// A pixel's width over its height: a cell is about twice as tall as wide, split 2 by 2.
    static let pixelAspect = 0.5

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: false, count: width * height)
    }

    /// A raster covering `columns` by `rows` cells.
    init(columns: Int, rows: Int) {
        self.init(width: columns * 2, height: rows * 2)
    }

    subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return pixels[y * width + x]
    }

    /// Whether the point (u, v), both in -1...1 over the shape's box, is inside `shape`.
    ///
    /// `aspect` is the box's width over its height as seen on screen, so ovals get round ends.
    static func contains(_ shape: SetShape, u: Double, v: Double, aspect: Double) -> Bool {
        switch shape {
        case .diamond:
            return abs(u) + abs(v) <= 1
        case .oval:
            // A stadium: a vertical segment with round caps of the box's half-width.
            let capRadius = min(1, aspect)  // half-width measured in half-heights
            let dv = max(0, abs(v) - (1 - capRadius))
            return u * u + (dv / capRadius) * (dv / capRadius) <= 1
        case .squiggle:
            // An S: the band bends left above the middle and right below it, thickest where
            // it crosses the middle, so even eight pixels tall it does not read as a slanted bar.
            let centre = 0.38 * sin(v * .pi)
            let halfWidth = (0.5 + 0.12 * cos(2 * v * .pi)) * max(0, 1 - pow(v, 6)).squareRoot()
            return abs(u - centre) <= halfWidth
        }
    }

    /// Draws `shape` with `shading` into the box at (x, y), size w x h pixels.
    ///
    /// Open shapes are their outline; striped ones add every other column inside, counted
    /// from the box's left edge, so an odd-width box is striped symmetrically. Stripes run
    /// up and down because a pixel is half a column wide but half a row tall: vertical
    /// lines with gaps between them are as fine as a terminal can draw.
    mutating func draw(_ shape: SetShape, shading: SetShading, x: Int, y: Int, w: Int, h: Int) {
        guard w > 0, h > 0 else { return }
        let aspect = Double(w) * Self.pixelAspect / Double(h)
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
                case .striped: lit = edge || px % 2 == 0
                }
                let tx = x + px
                let ty = y + py
                if lit && tx >= 0 && ty >= 0 && tx < width && ty < height {
                    pixels[ty * width + tx] = true
                }
            }
        }
    }

    /// The quadrant block for the cell at (`column`, `row`): its four pixels, lit or not.
    func character(column: Int, row: Int) -> Character {
        let x = column * 2
        let y = row * 2
        return Self.quadrant(
            topLeft: self[x, y], topRight: self[x + 1, y], bottomLeft: self[x, y + 1],
            bottomRight: self[x + 1, y + 1])
    }

    /// The Block Elements character that lights exactly these quarters of a cell.
    static func quadrant(topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool) -> Character {
        let index = (topLeft ? 8 : 0) | (topRight ? 4 : 0) | (bottomLeft ? 2 : 0) | (bottomRight ? 1 : 0)
        return quadrants[index]
    }

    /// Indexed by the lit quarters as bits: top left 8, top right 4, bottom left 2, bottom right 1.
    private static let quadrants: [Character] = [
        " ", "▗", "▖", "▄", "▝", "▐", "▞", "▟", "▘", "▚", "▌", "▙", "▀", "▜", "▛", "█",
    ]
}
