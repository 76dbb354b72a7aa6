import Testing

@testable import SessionRecorder

/// `UTF8Carry`: a character cut between two reads is kept whole, in the later event.
@Suite struct UTF8CarryTests {
    /// The texts `pieces` give, one per piece, then what `flush` gives.
    static func texts(_ pieces: [[UInt8]]) -> [String] {
        var carry = UTF8Carry()
        return pieces.map { carry.text(appending: $0) } + [carry.flush()]
    }

    @Test func wholeCharactersPassAtOnce() {
        #expect(Self.texts([Array("ab ● 🌈".utf8)]) == ["ab ● 🌈", ""])
    }

    @Test(arguments: 1...3)
    func anEmojiCutAnywhereComesWholeWithTheNextPiece(cut: Int) {
        let bytes = Array("x🌈y".utf8)
        let texts = Self.texts([Array(bytes[..<(1 + cut)]), Array(bytes[(1 + cut)...])])
        #expect(texts == ["x", "🌈y", ""])
    }

    @Test func aCharacterCutIntoThreePiecesWaitsForTheLast() {
        let bytes = Array("─".utf8)  // E2 94 80
        #expect(Self.texts([[bytes[0]], [bytes[1]], [bytes[2], 0x41]]) == ["", "", "─A", ""])
    }

    @Test func bytesThatCanNeverBeUTF8AreReplacedNotKept() {
        // A lone continuation byte, a byte no character starts with, and E0 80 (overlong).
        #expect(
            Self.texts([[0x41, 0x80], [0xFF], [0xE0, 0x80]]) == [
                "A\u{FFFD}", "\u{FFFD}", "\u{FFFD}\u{FFFD}", "",
            ])
    }

    @Test func anIncompleteCharacterAtTheEndIsReplacedByFlush() {
        let bytes = Array("🃏".utf8)
        #expect(Self.texts([Array(bytes[..<2])]) == ["", "\u{FFFD}"])
    }

    @Test func theTailStartsAtTheLastLeadByte() {
        #expect(UTF8Carry.incompleteTailStart([0x41, 0xF0, 0x9F]) == 1)
        #expect(UTF8Carry.incompleteTailStart([0x41, 0xF0, 0x9F, 0x8C, 0x88]) == 5)
        #expect(UTF8Carry.incompleteTailStart([0x41, 0xED, 0xA0]) == 3, "a surrogate never completes")
        #expect(UTF8Carry.incompleteTailStart([]) == 0)
    }
}
