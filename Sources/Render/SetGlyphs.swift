import CardModel

/// The characters that stand for Set attributes on small cards, in Unicode and in ASCII.
///
/// Unicode glyphs come from Geometric Shapes and Block Elements, which common monospace
/// fonts (DejaVu Sans Mono) have.
public enum SetGlyphs {
    public static func shape(_ shape: SetShape, ascii: Bool) -> Character {
        switch (shape, ascii) {
        case (.diamond, false): "◆"
        case (.oval, false): "●"
        case (.squiggle, false): "≈"
        case (.diamond, true): "<"
        case (.oval, true): "O"
        case (.squiggle, true): "S"
        }
    }

    public static func shading(_ shading: SetShading, ascii: Bool) -> Character {
        switch (shading, ascii) {
        case (.solid, false): "■"
        case (.striped, false): "▤"
        case (.open, false): "□"
        case (.solid, true): "#"
        case (.striped, true): "="
        case (.open, true): "-"
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
