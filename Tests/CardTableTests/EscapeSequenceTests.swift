import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import TerminalIO
@testable import cardtable

/// Sequences after an ESC are read to their end, however a terminal ends them.
@Suite struct EscapeSequenceTests {
    /// How many code points of `text` (after the ESC) the sequence takes.
    static func length(of text: String) -> Int? {
        let points = text.unicodeScalars.map(\.value)
        guard let first = points.first else { return nil }
        var sequence = EscapeSequence(introducer: first)
        var used = 1
        for point in points.dropFirst() where !sequence.isComplete {
            sequence.append(point)
            used += 1
        }
        return sequence.isComplete ? used : nil
    }

    @Test(arguments: [
        ("2", 1),  // Alt-2
        ("[25~", 4),  // an unknown function key
        ("[113;5u", 7),  // a key with modifiers
        ("[?1;2cq", 6),  // device attributes, then a key that is not part of it
        ("OPq", 2),  // an application-mode key
        ("]11;rgb:0000/0000/0000\u{07}q", 23),  // a colour report ended by BEL
        ("P1$r0m\u{1B}\\q", 8),  // a DCS reply ended by ESC \
        ("[200~q2n\u{1B}[201~x", 14),  // a bracketed paste, whole
        ("[M !!q", 5),  // an old-style mouse report
    ])
    func readsToTheEnd(text: String, length: Int) {
        #expect(Self.length(of: text) == length)
    }

    @Test(arguments: [
        ("[1~", Key.home), ("[H", .home), ("OH", .home), ("[7~", .home), ("[4~", .end), ("[F", .end),
        ("OF", .end), ("[8~", .end),
    ])
    func homeAndEndInEveryEncoding(text: String, key: Key) {
        let points = text.unicodeScalars.map(\.value)
        var sequence = EscapeSequence(introducer: points[0])
        for point in points.dropFirst() { sequence.append(point) }
        #expect(sequence.key == key)
    }

    @Test(arguments: ["[25~", "OP", "[1;5H", "2"])
    func otherSequencesAreNoKey(text: String) {
        let points = text.unicodeScalars.map(\.value)
        var sequence = EscapeSequence(introducer: points[0])
        for point in points.dropFirst() { sequence.append(point) }
        #expect(sequence.key == nil)
    }

    @Test("A sequence longer than any a terminal sends is read to its own end, not cut into keys")
    func overlongSequencesAreReadToTheirEnd() {
        let parameters = String(repeating: "1;", count: 5000)
        #expect(Self.length(of: "[" + parameters + "mq") == 2 + parameters.count)
        let clipboard = String(repeating: "cXFx", count: 2048)
        #expect(Self.length(of: "]52;c;" + clipboard + "\u{07}q") == 7 + clipboard.count)
        #expect(Self.length(of: "]52;c;" + clipboard + "\u{1B}\\q") == 8 + clipboard.count)
    }

    @Test("A sequence that never ends is given up on after a megabyte")
    func endlessSequenceIsGivenUpOn() {
        let endless = "]" + String(repeating: "x", count: (1 << 20) + 10)
        #expect(Self.length(of: endless) == (1 << 20) + 1)
    }

    /// The mouse report `text` (after the ESC) is, read whole.
    static func report(_ text: String) -> EscapeSequence.MouseReport? {
        let points = text.unicodeScalars.map(\.value)
        guard let first = points.first else { return nil }
        var sequence = EscapeSequence(introducer: first)
        for point in points.dropFirst() { sequence.append(point) }
        return sequence.mouseReport
    }

    @Test func mouseReportsAreReadInBothEncodings() {
        typealias Report = EscapeSequence.MouseReport
        // SGR 1006: columns past 223, which the old encoding cannot carry.
        #expect(Self.report("[<0;230;5M") == Report(button: 0, isRelease: false, x: 229, y: 4))
        #expect(Self.report("[<0;230;5m") == Report(button: 0, isRelease: true, x: 229, y: 4))
        #expect(Self.report("[<64;3;3M")?.isLeftPress == false, "the wheel")
        #expect(Self.report("[<2;3;3M")?.isLeftPress == false, "the right button")
        #expect(Self.report("[<0;1;1M")?.isLeftPress == true)
        // The old encoding: three bytes, each offset by 32 (cells from 1).
        #expect(Self.report("[M !!") == Report(button: 0, isRelease: false, x: 0, y: 0))
        #expect(Self.report("[M#+%")?.isRelease == true)
        // Not mouse reports, or broken ones.
        for text in ["[25~", "[<0;5M", "[<x;1;1M", "[<0;0;1M", "[<0;1;99999999999999999999M", "OP"] {
            #expect(Self.report(text) == nil, "\(text)")
        }
    }

    @Test func anUnfinishedSequenceIsNotComplete() {
        #expect(Self.length(of: "[200~still pasting") == nil)
        #expect(Self.length(of: "[1;5") == nil)
    }
}
