import CardModel
import Foundation
import Render

/// Set shapes drawn in plain ASCII lines, for cards large enough to hold them.
///
/// Each shape is outlined with the characters that follow its edge (`/` and `\` on a
/// slope, `|` or `(` `)` on a straight or curved side) and filled with `#` (solid), `=`
/// (striped) or nothing (open), the same fills as the small three-character figures
/// `<#>`, `(=)`, `{ }`, so the shading reads the same way at every size.
enum AsciiFigure {
    /// The fill character of a shading; a space for open shapes.
    static func fill(_ shading: SetShading) -> Character {
        switch shading {
        case .solid: "#"
        case .striped: "="
        case .open: " "
        }
    }

    /// The widest box `shape` uses when it is `height` rows tall: shapes are about half as
    /// wide as they are tall on screen, and a cell is half as wide as it is tall.
    static func naturalWidth(_ shape: SetShape, height: Int) -> Int {
        switch shape {
        case .diamond, .oval: height
        // The squiggle's bends need room on both sides of its band.
        case .squiggle: squiggleBand(height: height) + 2 * squiggleSwing(height: height)
        }
    }

    /// The squiggle band's width, edges included: a little over half a diamond's.
    private static func squiggleBand(height: Int) -> Int {
        max(4, Int((Double(height) * 0.55).rounded()))
    }

    /// How far the squiggle bends each way: as far as it can moving a column a row.
    private static func squiggleSwing(height: Int) -> Int {
        max(1, height / 5)
    }

    /// The rows of `shape` in a box `width` by `height`, each exactly `width` characters,
    /// the figure centred in it; spaces are background.
    static func rows(_ shape: SetShape, _ shading: SetShading, width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let figure: [String]
        switch shape {
        case .diamond: figure = diamond(fill: fill(shading), width: width, height: height)
        case .oval: figure = oval(fill: fill(shading), width: width, height: height)
        case .squiggle: figure = squiggle(fill: fill(shading), width: width, height: height)
        }
        let top = (height - figure.count) / 2
        let blank = String(repeating: " ", count: width)
        return (0..<height).map { row in
            let index = row - top
            guard figure.indices.contains(index) else { return blank }
            let line = figure[index]
            let left = max(0, (width - line.count) / 2)
            // A box too small for the figure cuts it at the right rather than overflowing.
            return String((pad(left) + line + blank).prefix(width))
        }
    }

    /// The classic ASCII diamond: edges one column out per row, as wide as it is tall.
    private static func diamond(fill: Character, width: Int, height: Int) -> [String] {
        let half = max(1, min(height, width) / 2)
        let upper = (0..<half).map { row in
            pad(half - 1 - row) + "/" + String(repeating: fill, count: row * 2) + "\\" + pad(half - 1 - row)
        }
        let lower = (0..<half).reversed().map { row in
            pad(half - 1 - row) + "\\" + String(repeating: fill, count: row * 2) + "/" + pad(half - 1 - row)
        }
        return upper + lower
    }

    /// A stadium: rounded caps of `.-.` and `'-'`, shoulders `/ \` on a tall one, straight sides.
    private static func oval(fill: Character, width: Int, height: Int) -> [String] {
        let w = max(4, min(width, height))
        let inner = String(repeating: fill, count: w - 2)
        let capLine = String(repeating: "-", count: max(0, w - 4))
        guard height >= 4 else { return Array(repeating: "(" + inner + ")", count: max(1, height)) }
        var rows = [" ." + capLine + ". "]
        if height >= 6 {
            rows.append("/" + inner + "\\")
            rows += Array(repeating: "|" + inner + "|", count: height - 4)
            rows.append("\\" + inner + "/")
        } else {
            rows += Array(repeating: "(" + inner + ")", count: height - 2)
        }
        rows.append(" '" + capLine + "' ")
        return rows
    }

    /// A band that bends left above the middle and right below it, like the drawn squiggle.
    ///
    /// Each row's edges lean the way the band moves between the rows above and below it;
    /// where it turns, they curve: `(` at the left turn, `)` at the right. The band moves
    /// at most a column a row, so its edges stay joined.
    private static func squiggle(fill: Character, width: Int, height: Int) -> [String] {
        // A narrow box takes columns from the band first, down to two of fill, then the bends.
        let band = max(4, min(squiggleBand(height: height), width - 2 * squiggleSwing(height: height)))
        let swing = max(1, min(squiggleSwing(height: height), (width - band) / 2))
        var offsets: [Int] = []
        for row in 0..<height {
            let v = (Double(row) + 0.5) / Double(height) * 2 - 1
            let target = Int((Double(swing) * sin(v * .pi)).rounded()) + swing
            let previous = offsets.last ?? target
            offsets.append(min(previous + 1, max(previous - 1, target)))
        }
        let leftmost = offsets.min() ?? 0
        let rightmost = offsets.max() ?? 0
        return offsets.indices.map { row in
            let offset = offsets[row]
            let above = row > 0 ? offsets[row - 1] : offset
            let below = row < height - 1 ? offsets[row + 1] : offset
            let edge: Character
            if offset == leftmost && above >= offset && below >= offset {
                edge = "("
            } else if offset == rightmost && above <= offset && below <= offset {
                edge = ")"
            } else {
                edge = below < above ? "/" : "\\"
            }
            let isCap = row == 0 || row == height - 1
            let inner = String(repeating: isCap ? "_" : fill, count: band - 2)
            let line = pad(offset) + String(edge) + inner + String(edge)
            return line + pad(2 * swing + band - line.count)
        }
    }

    private static func pad(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }
}
