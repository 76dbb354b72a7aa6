import CNcurses
import Render

/// Turns inks into ncurses colour pairs.
///
/// Distinct 256-colour shades where the terminal has them, the eight basic colours
/// otherwise. Pairs are made on first use.
final class ColorPalette {
    private let hasManyColors: Bool
    private var pairs: [Key: Int32] = [:]
    private var nextPair: Int32 = 1

    private struct Key: Hashable {
        var ink: Ink
        var background: Ink?
    }

    init(colors: Int) {
        hasManyColors = colors >= 256
    }

    /// The colour pair for a style, or 0 (the terminal's own colours) for plain text.
    func pair(for style: Style) -> Int32 {
        if style.ink == .normal && style.background == nil { return 0 }
        let key = Key(ink: style.ink, background: style.background)
        if let pair = pairs[key] { return pair }
        guard nextPair < ct_color_pairs() else { return 0 }
        let pair = nextPair
        nextPair += 1
        init_pair(
            Int16(pair), Int16(foreground(style.ink)), Int16(style.background.map(background) ?? -1))
        pairs[key] = pair
        return pair
    }

    private func foreground(_ ink: Ink) -> Int32 {
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
            case .muted: return 244
            case .themeRed: return 203
            case .themeOrange: return 208
            case .themeYellow: return 220
            case .themeGreen: return 77
            case .themeBlue: return 75
            case .themePurple: return 141
            case .themePink: return 212
            case .themeGray: return 248
            }
        }
        switch ink {
        case .normal, .title, .cardEdge, .muted, .themeGray: return -1
        case .cardRed, .mismatched, .themeRed: return Int32(COLOR_RED)
        case .cardGreen, .matched, .themeGreen: return Int32(COLOR_GREEN)
        case .cardPurple, .hinted, .themePurple, .themePink: return Int32(COLOR_MAGENTA)
        case .cardBack, .themeBlue: return Int32(COLOR_BLUE)
        case .focus: return Int32(COLOR_CYAN)
        case .selected, .themeYellow, .themeOrange: return Int32(COLOR_YELLOW)
        }
    }

    private func background(_ ink: Ink) -> Int32 {
        if hasManyColors {
            switch ink {
            case .selected: return 58
            case .matched: return 22
            case .mismatched: return 52
            case .hinted: return 53
            default: return -1
            }
        }
        // Eight colours have no dark tints: a red card on a red mismatch would vanish. Small
        // cards then show their state by the mark beside them alone.
        return -1
    }
}
