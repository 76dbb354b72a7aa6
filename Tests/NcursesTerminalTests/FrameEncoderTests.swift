import Render
import TableLayout
import Testing

@testable import NcursesTerminal

/// The encoder as a pure function: what it sends, played on a model terminal, shows the frame.
@Suite struct FrameEncoderTests {
    /// A 256-colour palette's looks, high contrast or not.
    static func looks(boldsInks: Bool = false) -> LookTable {
        LookTable(
            colors: { style in
                (
                    Int16(ColorPalette.foreground(style.ink, hasManyColors: true, palette: .standard)),
                    Int16(
                        style.background.map {
                            ColorPalette.background($0, hasManyColors: true, palette: .standard)
                        } ?? -1)
                )
            }, boldsInks: boldsInks)
    }

    /// Numbers from a seed, the same every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let characters: [Character] = [" ", " ", " ", "a", "Z", "─", "│", "◆", "▚", "·", "é", "🐶", "🐱"]
    static let inks: [Ink] = [.normal, .cardRed, .cardGreen, .cardEdge, .muted, .title, .selected]

    static func randomStyle(_ random: inout Seeded) -> Style {
        let background: Ink? = Int.random(in: 0..<5, using: &random) == 0 ? .selected : nil
        return Style(
            inks.randomElement(using: &random) ?? .normal, background: background,
            TextAttributes(rawValue: UInt8.random(in: 0..<16, using: &random)))
    }

    /// `screen` with a few boxes, words and runs of blanks drawn over it, as a frame of an
    /// animation draws cards over the last.
    static func changed(_ screen: Screen, _ random: inout Seeded) -> Screen {
        var next = screen
        let size = screen.size
        for _ in 0..<Int.random(in: 0..<6, using: &random) {
            let x = Int.random(in: -2..<size.width, using: &random)
            let y = Int.random(in: -1..<size.height, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                next.fill(
                    Rect(
                        x: x, y: y, width: Int.random(in: 1..<size.width, using: &random),
                        height: Int.random(in: 1..<4, using: &random)),
                    with: characters.randomElement(using: &random) ?? " ", style: randomStyle(&random))
            case 1:
                let text = String(
                    (0..<Int.random(in: 1..<9, using: &random)).map { _ in
                        characters.randomElement(using: &random) ?? " "
                    })
                next.write(text, x: x, y: y, style: randomStyle(&random))
            case 2:
                next.drawBox(
                    Rect(x: x, y: y, width: Int.random(in: 2..<12, using: &random), height: 4),
                    border: .rounded,
                    style: randomStyle(&random))
            default:
                // Blanks in another ink: they look as they did.
                next.fill(Rect(x: x, y: y, width: size.width, height: 1), style: randomStyle(&random))
            }
        }
        return next
    }

    @Test(arguments: [false, true])
    func everyFrameShowsOnTheTerminalAsItIs(boldsInks: Bool) {
        let looks = Self.looks(boldsInks: boldsInks)
        var random = Seeded(state: boldsInks ? 7 : 1)
        for round in 0..<150 {
            let size = Size(
                width: Int.random(in: 3..<30, using: &random), height: Int.random(in: 1..<8, using: &random))
            var encoder = FrameEncoder(sequences: .xterm, looks: looks)
            var model = TestTerminalModel(size: size)
            var shown: Screen?
            var screen = Self.changed(Screen(size: size), &random)
            for frame in 0..<8 {
                var bytes: [UInt8] = []
                encoder.encode(screen, over: shown, into: &bytes)
                model.play(bytes)
                let differences = model.differences(from: screen, looks: looks)
                #expect(model.problems.isEmpty, "round \(round) frame \(frame): \(model.problems)")
                #expect(
                    differences.isEmpty, "round \(round) frame \(frame) \(size): \(differences.prefix(4))")
                if !differences.isEmpty || !model.problems.isEmpty { return }
                shown = screen
                screen = Self.changed(screen, &random)
            }
        }
    }

    @Test func aFrameThatChangesNothingSendsNothing() {
        var screen = Screen(size: Size(width: 20, height: 5))
        screen.write("Score: 3", x: 1, y: 1, style: Style(.title, [.bold]))
        var encoder = FrameEncoder(sequences: .xterm, looks: Self.looks())
        var bytes: [UInt8] = []
        encoder.encode(screen, over: nil, into: &bytes)
        bytes.removeAll()
        var same = screen
        // Blanks in another colour look the same.
        same.fill(Rect(x: 10, y: 3, width: 5, height: 1), style: Style(.cardRed, [.bold]))
        encoder.encode(same, over: screen, into: &bytes)
        #expect(bytes.isEmpty)
    }

    @Test func oneChangedCellIsAMoveAndTheCharacter() {
        let screen = Screen(size: Size(width: 20, height: 5))
        var next = screen
        next.put("x", x: 7, y: 2)
        var encoder = FrameEncoder(sequences: .xterm, looks: Self.looks())
        var bytes: [UInt8] = []
        encoder.encode(screen, over: nil, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[m\u{1B}[H\u{1B}[2J")
        bytes.removeAll()
        encoder.encode(next, over: screen, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[3;8Hx")
        // The next letter beside it: no move, and the pen is as it was.
        var after = next
        after.put("y", x: 8, y: 2)
        bytes.removeAll()
        encoder.encode(after, over: next, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "y")
    }

    @Test func colourChangesGoInOneSequenceAndOnlyWhenTheyChange() {
        let screen = Screen(size: Size(width: 20, height: 2))
        var next = screen
        next.write("ab", x: 0, y: 0, style: Style(.cardRed, [.bold]))
        next.write("cd", x: 2, y: 0, style: Style(.cardRed, [.bold]))
        next.write("e", x: 4, y: 0, style: Style(.cardGreen))
        var encoder = FrameEncoder(sequences: .xterm, looks: Self.looks())
        var bytes: [UInt8] = []
        encoder.encode(screen, over: nil, into: &bytes)
        bytes.removeAll()
        encoder.encode(next, over: screen, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;38;5;196mabcd\u{1B}[0;38;5;34me")
    }

    @Test func aControlCharacterInACellIsWrittenAsAQuestionMark() {
        let screen = Screen(size: Size(width: 10, height: 1))
        var next = screen
        next.put("\u{1B}", x: 0, y: 0)
        next.put("\u{9B}", x: 1, y: 0)
        var encoder = FrameEncoder(sequences: .xterm, looks: Self.looks())
        var bytes: [UInt8] = []
        encoder.encode(screen, over: nil, into: &bytes)
        bytes.removeAll()
        encoder.encode(next, over: screen, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "??")
    }

    @Test func aTerminalThatScrollsAtItsLastCellKeepsThatCell() {
        var sequences = TerminalSequences.xterm
        sequences.scrollsAtLastCell = true
        let size = Size(width: 4, height: 2)
        var screen = Screen(size: size)
        screen.fill(Rect(x: 0, y: 0, width: 4, height: 2), with: "#")
        var encoder = FrameEncoder(sequences: sequences, looks: Self.looks())
        var bytes: [UInt8] = []
        encoder.encode(screen, over: nil, into: &bytes)
        var model = TestTerminalModel(size: size)
        model.play(bytes)
        #expect(model.problems.isEmpty)
        #expect(model[3, 1].text == " " && model[2, 1].text == "#")
    }

    @Test func paddingIsLeftOutAndNumbersAreFoundInTheirBytes() {
        #expect(
            TerminalSequences.withoutPadding(Array("\u{1B}[H$<5>\u{1B}[2J$<50/*>".utf8))
                == Array("\u{1B}[H\u{1B}[2J".utf8))
        let learned = TerminalSequences.learn(from: Array("\u{1B}[38G".utf8), value: 37) { value in
            Array("\u{1B}[\(value + 1)G".utf8)
        }
        #expect(learned == NumberedSequence(prefix: [0x1B, 0x5B], suffix: [0x47], offset: 1))
        // A capability whose numbers do not follow one shape is not learnt.
        #expect(TerminalSequences.learn(from: Array("\u{1B}[38G".utf8), value: 37) { _ in [] } == nil)
    }
}
