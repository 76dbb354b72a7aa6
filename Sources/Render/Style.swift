/// What a cell's colour means; the terminal adapter picks the actual colour for it.
///
/// The renderer speaks in meanings so that one frame can be shown on a 256-colour or an
/// 8-colour terminal alike; a monochrome terminal ignores inks (the painters then spell
/// colours out, see `RenderOptions.monochrome`).
public enum Ink: Int, CaseIterable, Sendable, Hashable {
    case normal
    case cardRed, cardGreen, cardPurple
    /// Card borders and the card back pattern.
    case cardEdge
    case cardBack
    case focus
    case selected
    case matched
    case mismatched
    case hinted
    /// The computer's find, lit up before it takes it: nobody's own selection.
    case opponent
    /// Secondary text: labels, empty piles, hints of keys.
    case muted
    case title
    /// Eight named hues a game may colour its cards with, meaning nothing but the hue (a
    /// game's module says which of its colours is which: Memorize's theme colours).
    case hueRed, hueOrange, hueYellow, hueGreen, hueBlue, huePurple, huePink, hueGray
}

/// Text attributes that every terminal has.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let reverse = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let dim = TextAttributes(rawValue: 1 << 3)
}

/// How one cell is drawn: a foreground ink, an optional background ink, and attributes.
public struct Style: Hashable, Sendable {
    public var ink: Ink
    /// A background tint; nil keeps the terminal's own background.
    public var background: Ink?
    public var attributes: TextAttributes

    public init(_ ink: Ink = .normal, background: Ink? = nil, _ attributes: TextAttributes = []) {
        self.ink = ink
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
}
