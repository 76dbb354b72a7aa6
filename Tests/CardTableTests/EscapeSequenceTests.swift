import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
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

    @Test func anUnfinishedSequenceIsNotComplete() {
        #expect(Self.length(of: "[200~still pasting") == nil)
        #expect(Self.length(of: "[1;5") == nil)
    }
}
