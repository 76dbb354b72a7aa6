import CardModel
import Render

extension SetGlyphs {
    /// The key to the small-card figures, for the help screen: one line a shape, one
    /// column a shading, at most 50 columns wide.
    public static func legend(options: RenderOptions) -> [String] {
        let header = "Small cards:  solid  striped  open"
        // The column under the middle of each shading's name.
        let centres = [16, 24, 31]
        let names = ["  diamond", "  oval", "  squiggle"]
        var lines = [header]
        for (shape, name) in zip(SetShape.allCases, names) {
            var line = name
            for (shading, centre) in zip(SetShading.allCases, centres) {
                let figure = options.ascii ? asciiFigure(shape, shading) : String(figure(shape, shading))
                let start = centre - figure.count / 2
                line += String(repeating: " ", count: max(1, start - line.count)) + figure
            }
            // Joined so a narrow help never breaks the phrase (see `Chrome.wrap`).
            if shape == .squiggle && !options.ascii { line += "   (as\u{00A0}a\u{00A0}square)" }
            lines.append(line)
        }
        if options.ascii {
            lines.append("Tiny: D O S, solid reversed, striped underlined.")
        }
        if options.monochrome {
            lines.append("Without colour each card names its colour.")
        } else if options.palette == .colorSafe {
            lines.append("Each card names its colour: red shows orange, green bluish green,")
            lines.append("purple reddish purple.")
        }
        return lines
    }
}
