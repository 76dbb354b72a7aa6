/// What the terminal can show, as far as drawing is concerned.
public struct RenderOptions: Hashable, Sendable {
    /// Only ASCII characters may be drawn (`--ascii`, or a locale that is not UTF-8).
    public var ascii: Bool
    /// No colours (NO_COLOR, `--no-color`, or a monochrome terminal): colour is spelled out.
    public var monochrome: Bool
    /// The colours the cards are drawn in.
    public var palette: CardPalette

    public init(ascii: Bool = false, monochrome: Bool = false, palette: CardPalette = .standard) {
        self.ascii = ascii
        self.monochrome = monochrome
        self.palette = palette
    }

    /// Each card's colour is spelled out as well as shown: without colour, or where the
    /// palette's hues may still be confused.
    public var spellsColors: Bool { monochrome || palette == .colorSafe }
}
