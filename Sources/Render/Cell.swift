/// One character cell of the screen.
///
/// A wide character (an emoji) occupies two cells: the first holds it, the second is a
/// `continuation` that the terminal must not draw over. A cell is plain bits (its character
/// kept as a `Glyph`), so screens are made, filled, copied and compared as memory.
public struct Cell: Hashable, Sendable {
    public var glyph: Glyph
    public var style: Style
    public var isContinuation: Bool
    /// The bytes up to the cell's stride, always zero: no padding of unknown value, so
    /// two cells are equal exactly when their bytes are, and rows compare as memory.
    private var zero: UInt32 = 0

    public init(_ character: Character, style: Style = .plain, isContinuation: Bool = false) {
        self.init(glyph: Glyph(character), style: style, isContinuation: isContinuation)
    }

    public init(glyph: Glyph, style: Style = .plain, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
    }

    /// The character the cell shows.
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    public static let blank = Cell(glyph: .space)
}
