/// How many terminal columns a character takes: 2 for emoji and East Asian wide forms.
///
/// An approximation of wcwidth that needs no locale, so rendering stays a pure function;
/// theme loading checks emoji against the real wcwidth.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x1100 { return 1 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
