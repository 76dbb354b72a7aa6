import CardModel
import Testing

/// Text from outside is cleaned of what changes a terminal or turns text around.
@Suite struct TextCleaningTests {
    @Test(
        "Control characters and bidirectional controls are left out or written out",
        arguments: [
            ("\u{1B}]2;PWNED\u{07}", "]2;PWNED", "\\u{1B}]2;PWNED\\u{7}"),
            ("Evil\u{202E}sdrawkcab", "Evilsdrawkcab", "Evil\\u{202E}sdrawkcab"),
            (
                "a\u{2066}b\u{2069}c\u{200E}d\u{200F}e\u{061C}f", "abcdef",
                "a\\u{2066}b\\u{2069}c\\u{200E}d\\u{200F}e\\u{61C}f"
            ),
            ("\u{9B}31m", "31m", "\\u{9B}31m"),
            ("Flowers 🌸 ok", "Flowers 🌸 ok", "Flowers 🌸 ok"),
        ])
    func cleaned(text: String, without: String, escaped: String) {
        #expect(text.withoutControlCharacters == without)
        #expect(text.escapingControlCharacters == escaped)
    }
}
