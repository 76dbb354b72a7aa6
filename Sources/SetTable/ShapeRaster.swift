import CardModel
import Foundation
import Render

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

    /// The tallest squiggle, in pixels, striped across its band rather than up and down.
    static let tallestStripedAcross = 8

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
        Row(shape, v: v, aspect: aspect).contains(u: u)
    }

    /// One row of a shape, at height `v`: what does not change along the row is worked out
    /// once (the squiggle's sine, cosine and power), not again for every pixel of a frame.
    struct Row {
        let shape: SetShape
        /// The diamond: how far the row is from the middle.
        private var distance = 0.0
        /// The oval: the cap's part of the test, (dv / capRadius)².
        private var capTerm = 0.0
        /// The squiggle: the middle and half the width of its band on this row.
        private var centre = 0.0
        private var halfWidth = 0.0

        init(_ shape: SetShape, v: Double, aspect: Double) {
            self.shape = shape
            switch shape {
            case .diamond:
                distance = abs(v)
            case .oval:
                // A stadium: a vertical segment with round caps of the box's half-width.
                let capRadius = min(1, aspect)  // half-width measured in half-heights
                let dv = max(0, abs(v) - (1 - capRadius))
                capTerm = (dv / capRadius) * (dv / capRadius)
            case .squiggle:
                // An S: the band bends left above the middle and right below it, thickest
                // where it crosses the middle, so even eight pixels tall it does not read as
                // a slanted bar; wide enough everywhere that stripes inside it stand apart
                // from its sides.
                centre = 0.38 * sin(v * .pi)
                halfWidth = (0.56 + 0.06 * cos(2 * v * .pi)) * max(0, 1 - pow(v, 6)).squareRoot()
            }
        }

        /// Whether the point at `u` across the row is inside the shape.
        func contains(u: Double) -> Bool {
            switch shape {
            case .diamond: abs(u) + distance <= 1
            case .oval: u * u + capTerm <= 1
            case .squiggle: abs(u - centre) <= halfWidth
            }
        }
    }

    /// Draws `shape` with `shading` into the box at (x, y), size w x h pixels.
    ///
    /// Open shapes are their outline; striped ones keep it and add lines up and down inside,
    /// every other column counted from the box's left edge (an odd-width box is striped
    /// symmetrically): a pixel is half a column wide but half a row tall, so vertical lines
    /// with gaps between them are as fine as a terminal can draw, and every shape is striped
    /// the same way. Except a squiggle of at most `tallestStripedAcross` pixels: its band is
    /// then too narrow for a stripe up and down to stand apart from its sides, so it would
    /// read as an open squiggle drawn a little bolder; there its stripes run across the band,
    /// every other row. (Taller ones striped across read as a solid squiggle with holes.)
    mutating func draw(_ shape: SetShape, shading: SetShading, x: Int, y: Int, w: Int, h: Int) {
        guard w > 0, h > 0 else { return }
        let lit = FigureCache.shared.figure(
            FigureCache.Key(shape: shape, shading: shading, width: w, height: h)
        ) {
            Self.figure(shape, shading: shading, w: w, h: h)
        }
        for py in 0..<h {
            let ty = y + py
            guard ty >= 0 && ty < height else { continue }
            for px in 0..<w where lit[py * w + px] {
                let tx = x + px
                if tx >= 0 && tx < width {
                    pixels[ty * width + tx] = true
                }
            }
        }
    }

    /// The pixels of `shape` with `shading` lit in a box of w x h pixels, row by row (see
    /// `draw`).
    static func figure(_ shape: SetShape, shading: SetShading, w: Int, h: Int) -> [Bool] {
        let stripesAcross = shape == .squiggle && h <= Self.tallestStripedAcross
        let aspect = Double(w) * Self.pixelAspect / Double(h)
        // The shape with a clear pixel all round, so that every pixel of it has four
        // neighbours to look at.
        let stride = w + 2
        var inside = Array(repeating: false, count: stride * (h + 2))
        for py in 0..<h {
            let row = Row(shape, v: (Double(py) + 0.5) / Double(h) * 2 - 1, aspect: aspect)
            for px in 0..<w {
                inside[(py + 1) * stride + px + 1] = row.contains(u: (Double(px) + 0.5) / Double(w) * 2 - 1)
            }
        }
        var lit = Array(repeating: false, count: w * h)
        for py in 0..<h {
            for px in 0..<w {
                let index = (py + 1) * stride + px + 1
                guard inside[index] else { continue }
                let edge =
                    !inside[index - 1] || !inside[index + 1] || !inside[index - stride]
                    || !inside[index + stride]
                switch shading {
                case .solid: lit[py * w + px] = true
                case .open: lit[py * w + px] = edge
                case .striped: lit[py * w + px] = edge || (stripesAcross ? py : px) % 2 == 0
                }
            }
        }
        return lit
    }

    /// Puts the quadrant block of every cell with a pixel lit on `screen`, in `style`, the
    /// raster's top left cell at (`x`, `y`); cells with none lit are left as they are.
    func paint(on screen: inout Screen, x: Int, y: Int, style: Style) {
        Self.paint(quadrants, columns: width / 2, on: &screen, x: x, y: y, style: style)
    }

    /// Which quarters of each cell are lit, a cell at a time, row by row: the index of the
    /// quadrant block that lights exactly them (see `quadrants`), 0 for none.
    var quadrants: [UInt8] {
        var cells: [UInt8] = []
        cells.reserveCapacity((width / 2) * (height / 2))
        for row in 0..<height / 2 {
            for column in 0..<width / 2 {
                let top = row * 2 * width + column * 2
                let bottom = top + width
                cells.append(
                    (pixels[top] ? 8 : 0) | (pixels[top + 1] ? 4 : 0) | (pixels[bottom] ? 2 : 0)
                        | (pixels[bottom + 1] ? 1 : 0))
            }
        }
        return cells
    }

    /// Puts the quadrant blocks `lit` (as `quadrants` gives them, `columns` to a row) on
    /// `screen` in `style`, the first at (`x`, `y`); cells with none lit are left as they are.
    ///
    /// A card's figures are hundreds of cells, every frame: each is only its glyph, made
    /// once, and the style.
    static func paint(_ lit: [UInt8], columns: Int, on screen: inout Screen, x: Int, y: Int, style: Style) {
        guard columns > 0 else { return }
        let glyphs = quadrantGlyphs
        var offset = 0
        for row in 0..<lit.count / columns {
            for column in 0..<columns {
                let index = Int(lit[offset])
                offset += 1
                if index != 0 {
                    screen.put(Cell(glyph: glyphs[index], style: style), x: x + column, y: y + row)
                }
            }
        }
    }

    /// The Block Elements character that lights exactly these quarters of a cell, indexed by
    /// the lit quarters as bits: top left 8, top right 4, bottom left 2, bottom right 1.
    private static let quadrants: [Character] = [
        " ", "▗", "▖", "▄", "▝", "▐", "▞", "▟", "▘", "▚", "▌", "▙", "▀", "▜", "▛", "█",
    ]
    private static let quadrantGlyphs = quadrants.map { Glyph($0) }
}
