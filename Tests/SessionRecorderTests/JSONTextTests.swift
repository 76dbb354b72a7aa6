import Foundation
import Testing

@testable import SessionRecorder

/// `JSONText.quoted`: every string a recording holds reads back as the same text.
@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "Set!""#, #""say \"Set!\"""#),
        (#"a\b"#, #""a\\b""#),
        ("\u{1B}[?1049h\r\n\t", #""\u001b[?1049h\r\n\t""#),
        ("\u{08}\u{0C}\u{00}\u{7F}", #""\b\f\u0000\u007f""#),
        ("╭──╮ 🌈 ●", #""╭──╮ 🌈 ●""#),
        ("/", #""/""#),
    ])
    func escapesWhatJSONMust(text: String, expected: String) {
        #expect(JSONText.quoted(text) == expected)
    }

    @Test func everyControlCharacterReadsBack() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é🃏"
        let line = "[" + JSONText.quoted(text) + "]"
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String]
        #expect(parsed == [text])
    }
}
