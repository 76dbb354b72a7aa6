/// Text as a JSON string literal, for the lines of a recording.
///
/// Written out by hand rather than with `JSONEncoder`, which escapes `/` and could reorder
/// keys: a recording's lines are few and fixed, and every event is one string. Text outside
/// ASCII stays as it is (the file is UTF-8), so a card's emoji costs its own bytes, not twelve.
enum JSONText {
    /// `text` in double quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            // Every other control character, ESC above all, and DEL, which JSON allows
            // raw but a person reading the file would not see.
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u00" + hexDigits(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The two lowercase hexadecimal digits of a byte.
    private static func hexDigits(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4) & 0xF], digits[Int(value) & 0xF]])
    }
}
