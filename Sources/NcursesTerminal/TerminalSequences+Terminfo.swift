import CNcurses

extension TerminalSequences {
    /// The sequences of the terminal ncurses has opened, from its terminfo entry, with
    /// colours up to `colors` (0: none).
    ///
    /// A numbered capability is formatted once for a few numbers and kept as the bytes
    /// around its number where that is its shape; one of another shape is left out
    /// (the cursor address, which every terminal here has, is then formatted by ncurses).
    static func terminfo(colors: Int) -> TerminalSequences? {
        guard let cursorTo = Self.cursorAddress() else { return nil }
        func string(_ name: String) -> [UInt8]? {
            guard let value = ct_capability(name) else { return nil }
            let bytes = withoutPadding(Array(String(cString: value).utf8))
            return bytes.isEmpty ? nil : bytes
        }
        func piece(_ name: String, _ number: Int) -> SGRPiece? {
            formatted(name, number, 0).map { SGRPiece(bytes: $0) }
        }
        let reset = string("sgr0").map { SGRPiece(bytes: $0) } ?? SGRPiece(parameters: [0x30])
        let attributes = ["bold", "rev", "smul", "dim"].map { string($0).map { SGRPiece(bytes: $0) } }
        var foregrounds: [SGRPiece?] = [nil]
        var backgrounds: [SGRPiece?] = [nil]
        if colors > 0 {
            // The terminal's own colours one at a time where `op` (both at once) is the usual
            // pair of select graphic renditions; else a reset brings them back.
            if string("op") == Array("\u{1B}[39;49m".utf8) {
                foregrounds[0] = SGRPiece(parameters: Array("39".utf8))
                backgrounds[0] = SGRPiece(parameters: Array("49".utf8))
            }
            for number in 0..<min(colors, 256) {
                foregrounds.append(piece("setaf", number))
                backgrounds.append(piece("setab", number))
            }
        }
        return TerminalSequences(
            cursorTo: cursorTo, column: numbered("hpa"), row: numbered("vpa"), right: numbered("cuf"),
            rightOne: string("cuf1"), carriageReturn: string("cr"), eraseCells: numbered("ech"),
            eraseRow: string("el"), clear: string("clear") ?? Array("\u{1B}[H\u{1B}[2J".utf8), reset: reset,
            attributes: attributes, foregrounds: foregrounds, backgrounds: backgrounds,
            scrollsAtLastCell: ct_has_flag("am") != 0 && ct_has_flag("xenl") == 0)
    }

    /// The capability `name` with the numbers put in, its padding left out; nil when the
    /// terminal has none.
    private static func formatted(_ name: String, _ first: Int, _ second: Int) -> [UInt8]? {
        guard let value = ct_formatted_capability(name, Int32(first), Int32(second)) else { return nil }
        let bytes = withoutPadding(Array(String(cString: value).utf8))
        return bytes.isEmpty ? nil : bytes
    }

    /// `bytes` without terminfo's padding (`$<5>`): delays for terminals of long ago, which
    /// ncurses itself does not send at today's speeds.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x24, index + 1 < bytes.count, bytes[index + 1] == 0x3C,
                let close = bytes[(index + 2)...].firstIndex(of: 0x3E),
                bytes[(index + 2)..<close].allSatisfy({
                    ($0 >= 0x30 && $0 <= 0x39) || [0x2E, 0x2A, 0x2F].contains($0)
                })
            {
                index = close + 1
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    /// The one-number capability `name` as bytes around its number, when it is of that shape.
    private static func numbered(_ name: String) -> NumberedSequence? {
        guard let sample = formatted(name, 37, 0) else { return nil }
        return learn(from: sample, value: 37) { value in formatted(name, value, 0) }
    }

    /// The bytes around the number in `sample` (the capability formatted for `value`), when
    /// formatting it for other numbers gives those bytes around those numbers.
    static func learn(from sample: [UInt8], value: Int, format: (Int) -> [UInt8]?) -> NumberedSequence? {
        for offset in [1, 0] {
            let digits = Array(String(value + offset).utf8)
            guard let start = firstRange(of: digits, in: sample) else { continue }
            let candidate = NumberedSequence(
                prefix: Array(sample[..<start]), suffix: Array(sample[(start + digits.count)...]),
                offset: offset)
            let fits = [0, 5, 123, 1999].allSatisfy { other in
                var expected: [UInt8] = []
                candidate.append(other, to: &expected)
                return format(other) == expected
            }
            if fits { return candidate }
        }
        return nil
    }

    /// Where `needle` first occurs in `haystack`.
    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// The cursor address (`cup`): bytes around its two numbers where it is of that shape,
    /// else formatted by ncurses for each move.
    private static func cursorAddress() -> CursorAddress? {
        guard let sample = formatted("cup", 37, 141) else { return nil }
        // Row 37 and column 141, row first as terminfo orders them, or the other way round.
        for rowFirst in [true, false] {
            let (firstValue, secondValue) = rowFirst ? (37, 141) : (141, 37)
            for offset in [1, 0] {
                let digits = Array(String(firstValue + offset).utf8)
                guard let start = firstRange(of: digits, in: sample) else { continue }
                let tail = Array(sample[(start + digits.count)...])
                for second in secondCandidates(in: tail, value: secondValue) {
                    let address = CursorAddress.template(
                        NumberedSequence(
                            prefix: Array(sample[..<start]), suffix: second.prefix, offset: offset),
                        NumberedSequence(prefix: [], suffix: second.suffix, offset: second.offset),
                        rowFirst: rowFirst)
                    if fits(address) { return address }
                }
            }
        }
        return .formatted { x, y in formatted("cup", y, x) ?? [] }
    }

    /// Every way `tail` may be bytes, the number `value` (plus 0 or 1), then bytes.
    private static func secondCandidates(in tail: [UInt8], value: Int) -> [NumberedSequence] {
        var found: [NumberedSequence] = []
        for offset in [1, 0] {
            let digits = Array(String(value + offset).utf8)
            guard let start = firstRange(of: digits, in: tail) else { continue }
            found.append(
                NumberedSequence(
                    prefix: Array(tail[..<start]), suffix: Array(tail[(start + digits.count)...]),
                    offset: offset))
        }
        return found
    }

    /// Whether `address` makes the bytes ncurses formats for several moves.
    private static func fits(_ address: CursorAddress) -> Bool {
        [(0, 0), (4, 79), (59, 199), (123, 1999)].allSatisfy { row, column in
            var expected: [UInt8] = []
            address.append(x: column, y: row, to: &expected)
            return formatted("cup", row, column) == expected
        }
    }
}
