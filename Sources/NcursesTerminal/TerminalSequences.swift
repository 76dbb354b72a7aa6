/// The bytes a terminal is sent to move its cursor, erase and change colours: its terminfo
/// capabilities, fetched once (see `TerminalSequences+Terminfo`) and formatted here.
///
/// ncurses formats a cursor move through `tparm` for every move, thousands of instructions
/// each; a capability that is the usual number between fixed bytes is kept as those bytes.
struct TerminalSequences {
    /// Puts the cursor at a column and row (`cup`), which every terminal drawing a table has.
    var cursorTo: CursorAddress
    /// Moves the cursor to a column of its row (`hpa`), a row of its column (`vpa`), right
    /// by a number of columns (`cuf`), one column right (`cuf1`), to the row's start (`cr`).
    var column: NumberedSequence?
    var row: NumberedSequence?
    var right: NumberedSequence?
    var rightOne: [UInt8]?
    var carriageReturn: [UInt8]?
    /// Erases a number of cells from the cursor on (`ech`), and the rest of the row (`el`).
    var eraseCells: NumberedSequence?
    var eraseRow: [UInt8]?
    /// Clears the screen and puts the cursor top left (`clear`).
    var clear: [UInt8]
    /// Every attribute off, the terminal's own colours (`sgr0`).
    var reset: SGRPiece
    /// Bold, reverse, underline and dim on, by `TextAttributes` bit (nil where it has none).
    var attributes: [SGRPiece?]
    /// Each foreground and background colour, by colour number + 1 (the first, -1, is the
    /// terminal's own; nil where only `reset` gets it back).
    var foregrounds: [SGRPiece?]
    var backgrounds: [SGRPiece?]
    /// Whether writing the bottom right cell scrolls the screen (`am` without `xenl`).
    var scrollsAtLastCell: Bool

    /// An xterm-like terminal of 256 colours, as `xterm-256color` describes it.
    static var xterm: TerminalSequences {
        func csi(_ parameters: String) -> SGRPiece { SGRPiece(parameters: Array(parameters.utf8)) }
        func colors(_ base: Int) -> [SGRPiece?] {
            [csi("\(base + 9)")]
                + (0..<256).map { number in
                    number < 8
                        ? csi("\(base + number)")
                        : number < 16 ? csi("\(base + 60 + number - 8)") : csi("\(base + 8);5;\(number)")
                }
        }
        return TerminalSequences(
            cursorTo: .template(
                NumberedSequence(prefix: Array("\u{1B}[".utf8), suffix: Array(";".utf8), offset: 1),
                NumberedSequence(prefix: [], suffix: Array("H".utf8), offset: 1), rowFirst: true),
            column: NumberedSequence(prefix: Array("\u{1B}[".utf8), suffix: Array("G".utf8), offset: 1),
            row: NumberedSequence(prefix: Array("\u{1B}[".utf8), suffix: Array("d".utf8), offset: 1),
            right: NumberedSequence(prefix: Array("\u{1B}[".utf8), suffix: Array("C".utf8), offset: 0),
            rightOne: Array("\u{1B}[C".utf8), carriageReturn: [13],
            eraseCells: NumberedSequence(prefix: Array("\u{1B}[".utf8), suffix: Array("X".utf8), offset: 0),
            eraseRow: Array("\u{1B}[K".utf8), clear: Array("\u{1B}[H\u{1B}[2J".utf8),
            reset: SGRPiece(bytes: Array("\u{1B}(B\u{1B}[m".utf8)),
            attributes: [csi("1"), csi("7"), csi("4"), csi("2")],
            foregrounds: colors(30), backgrounds: colors(40), scrollsAtLastCell: false)
    }
}

/// A capability with one number in it (`hpa`, `cuf`, `ech`): fixed bytes around a decimal.
struct NumberedSequence: Equatable {
    var prefix: [UInt8]
    var suffix: [UInt8]
    /// What the terminal counts from: the number written is the value plus this (`%i`).
    var offset: Int

    /// How many bytes the sequence of `value` takes.
    func length(_ value: Int) -> Int {
        prefix.count + suffix.count + Self.digits(value + offset)
    }

    /// Appends the sequence of `value`.
    func append(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: prefix)
        Self.appendDecimal(value + offset, to: &bytes)
        bytes.append(contentsOf: suffix)
    }

    /// How many decimal digits `value` (not negative) has.
    static func digits(_ value: Int) -> Int {
        value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10000 ? 4 : String(value).utf8.count
    }

    /// Appends `value` (not negative) in decimal.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(48 + value))
            return
        }
        appendDecimal(value / 10, to: &bytes)
        bytes.append(UInt8(48 + value % 10))
    }
}

/// How the cursor is put at a column and row.
enum CursorAddress {
    /// Two numbered parts, the first's suffix before the second's prefix: the row's number
    /// in the first where `rowFirst`, else the column's.
    case template(NumberedSequence, NumberedSequence, rowFirst: Bool)
    /// The bytes of a move to (column, row), formatted by the terminal's library: a
    /// capability of another shape.
    case formatted((Int, Int) -> [UInt8])

    /// How many bytes the move to (`x`, `y`) takes.
    func length(x: Int, y: Int) -> Int {
        switch self {
        case .template(let first, let second, let rowFirst):
            rowFirst ? first.length(y) + second.length(x) : first.length(x) + second.length(y)
        case .formatted(let format): format(x, y).count
        }
    }

    /// Appends the move to (`x`, `y`).
    func append(x: Int, y: Int, to bytes: inout [UInt8]) {
        switch self {
        case .template(let first, let second, let rowFirst):
            first.append(rowFirst ? y : x, to: &bytes)
            second.append(rowFirst ? x : y, to: &bytes)
        case .formatted(let format): bytes.append(contentsOf: format(x, y))
        }
    }
}

/// One change of colour or attribute: a capability's bytes, and when it is a select graphic
/// rendition (`ESC [ parameters m`) its parameters, so that several changes go in one.
struct SGRPiece: Equatable {
    var bytes: [UInt8]
    /// The parameters between `ESC [` and `m`, or nil when the capability is of another shape.
    var parameters: [UInt8]?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        parameters = Self.parameters(of: bytes)
    }

    init(parameters: [UInt8]) {
        self.bytes = [0x1B, 0x5B] + parameters + [0x6D]
        self.parameters = parameters
    }

    /// The parameters of `bytes` when they are one select graphic rendition, after any
    /// choice of the usual character set (`ESC ( B`, `SI`: this program never leaves it).
    private static func parameters(of bytes: [UInt8]) -> [UInt8]? {
        var rest = bytes[...]
        var stripped = true
        while stripped {
            stripped = false
            if rest.starts(with: [0x1B, 0x28, 0x42]) {
                rest = rest.dropFirst(3)
                stripped = true
            }
            if rest.first == 0x0F {
                rest = rest.dropFirst()
                stripped = true
            }
            if rest.last == 0x0F {
                rest = rest.dropLast()
                stripped = true
            }
        }
        guard rest.starts(with: [0x1B, 0x5B]), rest.last == 0x6D else { return nil }
        let parameters = rest.dropFirst(2).dropLast()
        guard parameters.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3B }) else { return nil }
        // `ESC [ m` is `ESC [ 0 m`: said so, it joins others.
        return parameters.isEmpty ? [0x30] : Array(parameters)
    }
}
