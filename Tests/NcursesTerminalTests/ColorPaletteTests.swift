import Render
import Testing

@testable import NcursesTerminal

/// The colours each palette gives the inks, on 256-colour and 8-colour terminals.
@Suite struct ColorPaletteTests {
    static let cardInks: [Ink] = [.cardRed, .cardGreen, .cardPurple]

    @Test(arguments: CardPalette.allCases, [true, false])
    func theThreeCardColoursDifferInEveryPalette(palette: CardPalette, hasManyColors: Bool) {
        let colours = Self.cardInks.map {
            ColorPalette.foreground($0, hasManyColors: hasManyColors, palette: palette)
        }
        #expect(Set(colours).count == 3, "\(palette), 256 colours: \(hasManyColors): \(colours)")
        #expect(!colours.contains(-1), "no card colour is the terminal's own")
    }

    @Test func colourSafeIsOkabeAndItosOrangeBluishGreenAndReddishPurple() {
        let colours = Self.cardInks.map {
            ColorPalette.foreground($0, hasManyColors: true, palette: .colorSafe)
        }
        #expect(colours == [214, 36, 175])
        // Only the cards' hues change: the rest of the table looks as it always did.
        for ink in Ink.allCases where !Self.cardInks.contains(ink) {
            #expect(
                ColorPalette.foreground(ink, hasManyColors: true, palette: .colorSafe)
                    == ColorPalette.foreground(ink, hasManyColors: true, palette: .standard), "\(ink)")
        }
    }

    @Test func highContrastKeepsTheTerminalsBackgroundAndItsForegroundForText() {
        for ink in Ink.allCases {
            #expect(ColorPalette.background(ink, hasManyColors: true, palette: .highContrast) == -1, "\(ink)")
        }
        for ink in [Ink.normal, .cardEdge, .muted, .hueGray] {
            #expect(ColorPalette.foreground(ink, hasManyColors: true, palette: .highContrast) == -1, "\(ink)")
        }
        // Memorize's themes follow it: their colours brighten.
        #expect(
            ColorPalette.foreground(.hueBlue, hasManyColors: true, palette: .highContrast)
                != ColorPalette.foreground(.hueBlue, hasManyColors: true, palette: .standard))
    }
}
