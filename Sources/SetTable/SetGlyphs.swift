import CardModel
import Render

/// The figures that stand for one Set shape on cards too small to draw it, each carrying
/// the shape and its shading together, in Unicode and in ASCII.
///
/// Unicode figures come from Geometric Shapes, which DejaVu Sans Mono and other common
/// monospace fonts have: a diamond `◆ ◈ ◇`, an oval `● ◍ ○` and, as no font has a squiggle
/// with three shadings, a square `■ ▥ □` in its place. ASCII figures are three columns,
/// `<#>` `(=)` `{ }`, or where even that is too wide, the shape's letter with the shading as
/// an attribute: reverse video for solid, underlined for striped, plain for open.
public enum SetGlyphs {
    /// The one-column Unicode figure of a shape with a shading.
    public static func figure(_ shape: SetShape, _ shading: SetShading) -> Character {
        switch (shape, shading) {
        case (.diamond, .solid): "◆"
        case (.diamond, .striped): "◈"
        case (.diamond, .open): "◇"
        case (.oval, .solid): "●"
        case (.oval, .striped): "◍"
        case (.oval, .open): "○"
        case (.squiggle, .solid): "■"
        case (.squiggle, .striped): "▥"
        case (.squiggle, .open): "□"
        }
    }

    /// The three-column ASCII figure: the shape's brackets around the shading's fill.
    public static func asciiFigure(_ shape: SetShape, _ shading: SetShading) -> String {
        let (open, close): (Character, Character) =
            switch shape {
            case .diamond: ("<", ">")
            case .oval: ("(", ")")
            case .squiggle: ("{", "}")
            }
        return String([open, AsciiFigure.fill(shading), close])
    }

    /// The one-column ASCII figure: the shape's letter; `asciiAttributes` gives the shading.
    public static func asciiLetter(_ shape: SetShape) -> Character {
        switch shape {
        case .diamond: "D"
        case .oval: "O"
        case .squiggle: "S"
        }
    }

    /// How a one-column ASCII figure shows its shading: a solid block, a line, or nothing.
    public static func asciiAttributes(_ shading: SetShading) -> TextAttributes {
        switch shading {
        case .solid: [.reverse]
        case .striped: [.underline]
        case .open: []
        }
    }

    /// The colour as one capital letter, for monochrome tokens.
    public static func colorLetter(_ color: SetColor) -> Character {
        switch color {
        case .red: "R"
        case .green: "G"
        case .purple: "P"
        }
    }

    public static func ink(_ color: SetColor) -> Ink {
        switch color {
        case .red: .cardRed
        case .green: .cardGreen
        case .purple: .cardPurple
        }
    }
}
