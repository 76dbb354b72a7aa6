/// How many terminal columns a character takes: 2 for emoji and East Asian wide forms.
///
/// Follows what glibc's wcwidth says (Unicode's East Asian Width, where emoji shown as
/// emoji by default are wide) without needing a locale, so rendering stays a pure function.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x1100 { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    /// East Asian wide forms, made once rather than for every character measured.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    /// Whether `scalar` is an emoji that terminals draw two columns wide: a card face.
    public static func isTwoColumnEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation && scalar.value >= 0x1100
    }

    public static func of(_ text: String) -> Int {
        // Printable ASCII (most words on screen) is a column a byte, counted without taking
        // the text apart into characters (control bytes may join: CR LF is one character).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }
}
