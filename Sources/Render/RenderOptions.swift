/// What the terminal can show, as far as drawing is concerned.
public struct RenderOptions: Hashable, Sendable {
    /// Only ASCII characters may be drawn (`--ascii`, or a locale that is not UTF-8).
    public var ascii: Bool
    /// No colours (NO_COLOR, `--no-color`, or a monochrome terminal): colour is spelled out.
    public var monochrome: Bool

    public init(ascii: Bool = false, monochrome: Bool = false) {
        self.ascii = ascii
        self.monochrome = monochrome
    }
}
