import CNcurses
import Render

/// Turns styles into the terminal's colour numbers.
///
/// Distinct 256-colour shades where the terminal has them, the eight basic colours
/// otherwise; -1 is the terminal's own colour.
struct ColorPalette {
    /// Each style's foreground and background, by `slot(_:)`: made once, as a frame asks
    /// for thousands.
    private let colorsOfStyle: [(foreground: Int16, background: Int16)]
    /// Every coloured cell is drawn bold (high contrast).
    let boldsInks: Bool

    /// How many inks there are: kept here, as every cell's colours are looked up by it.
    private let inkCount = Ink.allCases.count

    /// The colours of `palette` on a terminal of `colors` colours.
    init(colors: Int, palette: CardPalette = .standard) {
        let hasManyColors = colors >= 256
        boldsInks = palette == .highContrast
        var colorsOfStyle: [(foreground: Int16, background: Int16)] = []
        for ink in Ink.allCases {
            for background in [nil] + Ink.allCases {
                colorsOfStyle.append(
                    (
                        Int16(Self.foreground(ink, hasManyColors: hasManyColors, palette: palette)),
                        Int16(
                            background.map {
                                Self.background($0, hasManyColors: hasManyColors, palette: palette)
                            }
                                ?? -1)
                    ))
            }
        }
        self.colorsOfStyle = colorsOfStyle
    }

    /// The colour numbers of a style's ink and background.
    func colors(for style: Style) -> (foreground: Int16, background: Int16) {
        colorsOfStyle[slot(style)]
    }

    /// Where a style's colours are kept: by ink, then by background (none first).
    private func slot(_ style: Style) -> Int {
        style.ink.rawValue * (inkCount + 1) + (style.background.map { $0.rawValue + 1 } ?? 0)
    }

    static func foreground(_ ink: Ink, hasManyColors: Bool, palette: CardPalette) -> Int32 {
        if let colour = paletteForeground(ink, hasManyColors: hasManyColors, palette: palette) {
            return colour
        }
        if hasManyColors {
            switch ink {
            case .normal, .title: return -1
            case .cardRed: return 196
            case .cardGreen: return 34
            case .cardPurple: return 129
            case .cardEdge: return 247
            case .cardBack: return 67
            case .focus: return 51
            case .selected: return 220
            case .matched: return 46
            case .mismatched: return 202
            case .hinted: return 207
            case .opponent: return 39
            case .muted: return 244
            case .hueRed: return 203
            case .hueOrange: return 208
            case .hueYellow: return 220
            case .hueGreen: return 77
            case .hueBlue: return 75
            case .huePurple: return 141
            case .huePink: return 212
            case .hueGray: return 248
            }
        }
        switch ink {
        case .normal, .title, .cardEdge, .muted, .hueGray: return -1
        case .cardRed, .mismatched, .hueRed: return Int32(COLOR_RED)
        case .cardGreen, .matched, .hueGreen: return Int32(COLOR_GREEN)
        case .cardPurple, .hinted, .huePurple, .huePink: return Int32(COLOR_MAGENTA)
        case .cardBack, .hueBlue, .opponent: return Int32(COLOR_BLUE)
        case .focus: return Int32(COLOR_CYAN)
        case .selected, .hueYellow, .hueOrange: return Int32(COLOR_YELLOW)
        }
    }

    /// Where `palette` differs from the standard colours: the colour-safe card hues, and
    /// high contrast's brightest ones.
    private static func paletteForeground(_ ink: Ink, hasManyColors: Bool, palette: CardPalette) -> Int32? {
        switch (palette, hasManyColors) {
        case (.standard, _): return nil
        case (.colorSafe, true):
            // Okabe and Ito: orange E69F00, bluish green 009E73, reddish purple CC79A7.
            switch ink {
            case .cardRed: return 214
            case .cardGreen: return 36
            case .cardPurple: return 175
            default: return nil
            }
        case (.colorSafe, false):
            switch ink {
            case .cardRed: return Int32(COLOR_YELLOW)
            case .cardGreen: return Int32(COLOR_CYAN)
            case .cardPurple: return Int32(COLOR_MAGENTA)
            default: return nil
            }
        case (.highContrast, true):
            // Text, edges and grey in the terminal's own foreground: the most contrast with
            // its background, light or dark.
            switch ink {
            case .normal, .title, .cardEdge, .muted, .hueGray: return -1
            case .cardRed, .mismatched, .hueRed: return 196
            case .cardGreen, .matched, .hueGreen: return 46
            case .cardPurple, .huePurple: return 201
            case .cardBack, .hueBlue: return 39
            case .focus: return 51
            case .selected, .hueYellow: return 226
            case .hinted, .huePink: return 213
            case .opponent: return 45
            case .hueOrange: return 208
            }
        case (.highContrast, false):
            // The eight colours are as bright as they go; bold does the rest.
            return nil
        }
    }

    static func background(_ ink: Ink, hasManyColors: Bool, palette: CardPalette) -> Int32 {
        // High contrast keeps the terminal's background behind every figure.
        if hasManyColors && palette != .highContrast {
            switch ink {
            case .selected: return 58
            case .matched: return 22
            case .mismatched: return 52
            case .hinted: return 53
            case .opponent: return 17
            default: return -1
            }
        }
        // Eight colours have no dark tints: a red card on a red mismatch would vanish. Small
        // cards then show their state by the mark beside them alone.
        return -1
    }
}
