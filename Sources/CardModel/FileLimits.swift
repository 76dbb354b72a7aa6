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

    /// Whether `value` is a time of play a file may hold.
    public static func isTime(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= seconds
    }

    /// Whether `value` is a count or score a file may hold.
    public static func isCount(_ value: Int) -> Bool {
        (-count...count).contains(value)
    }
}

extension String {
    /// The text with its control characters (C0, DEL, C1: what moves a terminal's cursor or
    /// changes its state) left out, as text read from a file must be before it is shown.
    public var withoutControlCharacters: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}

extension DecodingError {
    /// A value a file holds that cannot be one of a game's.
    static func outOfRange(_ what: String, _ decoder: any Decoder) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(what) is out of range"))
    }
}
