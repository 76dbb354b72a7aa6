/// What a file may hold and still be a game: every number read is checked against these
/// before it is used, every string cleaned, so a damaged or hostile file is named as
/// unreadable rather than crashing the game or writing to the terminal.
public enum FileLimits {
    /// The most seconds a game or a move may be into its play (over a hundred days).
    public static let seconds = 10_000_000.0
    /// The most seats at a table.
    public static let seats = 4
    /// The longest name a seat may have.
    public static let nameLength = 24
    /// The largest score, points or count a record may hold, either way.
    public static let count = 10_000_000
    /// The longest a short text a file holds besides a name may be (a game's kind, a record's
    /// variant or day): a longer one is cut to this as it is read.
    public static let labelLength = 32

    /// Whether `value` is a time of play a file may hold.
    public static func isTime(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= seconds
    }

    /// Whether `value` is a count or score a file may hold.
    public static func isCount(_ value: Int) -> Bool {
        (-count...count).contains(value)
    }
}

extension Unicode.Scalar {
    /// Whether text from outside (a file, the command line, another terminal) may not carry
    /// this to a terminal as it is.
    ///
    /// A control character (C0, DEL, C1) moves a terminal's cursor or changes its state (ESC
    /// starts a sequence that can retitle the window); a bidirectional control (U+202A-202E,
    /// U+2066-2069, U+200E, U+200F, U+061C) reorders the text around it, so a name or a
    /// message reads as something it is not.
    public var isControlOrBidiControl: Bool {
        properties.generalCategory == .control || properties.isBidiControl
    }
}

extension String {
    /// The text with its control characters and bidirectional controls (see
    /// `Unicode.Scalar.isControlOrBidiControl`) left out, as text read from a file must be
    /// before it is shown.
    public var withoutControlCharacters: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { !$0.isControlOrBidiControl }))
    }

    /// The text without its control characters (see `withoutControlCharacters`) and cut to
    /// its first `limit` characters, as a short text read from a file is kept.
    public func cleaned(limit: Int) -> String {
        String(withoutControlCharacters.prefix(limit))
    }

    /// The text with each control character and bidirectional control written out as Swift
    /// writes it, `\u{1B}`, for a message that quotes what was typed or read: the player sees
    /// what was wrong, and the terminal is not changed.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlOrBidiControl) else { return self }
        return unicodeScalars.map { scalar in
            scalar.isControlOrBidiControl
                ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }.joined()
    }
}

extension DecodingError {
    /// A value a file holds that cannot be one of a game's.
    static func outOfRange(_ what: String, _ decoder: any Decoder) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(what) is out of range"))
    }
}
