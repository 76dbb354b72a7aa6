/// The rest of a sequence that began with ESC, read to its end so that none of it acts.
///
/// Terminals send more than keys after an ESC: Alt-x is ESC x, unknown function keys are
/// `ESC [ ... ~` (CSI), a bracketed paste is `ESC [200~ ... ESC [201~`, and replies to
/// queries are CSI, OSC (`ESC ] ... BEL`) or DCS strings. A terminal adapter that gets an
/// ESC with more behind it feeds the code points that follow to this until `isComplete`,
/// and the whole sequence is one key the game ignores. Only a lone ESC is the Esc key.
public struct EscapeSequence: Sendable {
    /// How long to wait for the next code point of a sequence already begun, in milliseconds.
    public static let patienceMilliseconds: Int32 = 50
    /// The most a sequence is read before it is given up on.
    ///
    /// A stream that never ends cannot hold the game. Anything longer than a terminal's
    /// reports (a paste, garbage such as `ESC [` and 10,000 parameters, an 8 KB OSC 52) is
    /// still read to its own end below this and dropped whole: none of its tail acts as
    /// keys, and the keys after it work.
    static let longestRead = 1 << 20

    private enum Kind: Equatable {
        /// ESC and one character: Alt with a key.
        case alt
        /// `ESC [`: parameters, then a final byte from `@` to `~`.
        case controlSequence
        /// `ESC O` and one character (keypad keys in application mode).
        case singleShift
        /// `ESC ]`, `ESC P`, `ESC _`, `ESC ^`, `ESC X`: a string ended by BEL or `ESC \`.
        case string
        /// Inside `ESC [200~ ... ESC [201~`: everything up to the end marker.
        case paste
        /// An old-style mouse report, `ESC [ M` and three bytes.
        case mouseReport(remaining: Int)
    }

    /// A mouse report read whole: which button did what, at which cell (from 0).
    public struct MouseReport: Equatable, Sendable {
        /// The button code as the terminal sends it, less the X10 offset: 0 to 2 the left,
        /// middle and right buttons, 64 and 65 the wheel; 4, 8 and 16 add Shift, Meta and
        /// Control, 32 a motion.
        public var button: Int
        /// A release (SGR `m`; in the old encoding, button code 3).
        public var isRelease: Bool
        public var x: Int
        public var y: Int

        /// A press of the left button with no key held and no motion: what the game calls a click.
        public var isLeftPress: Bool { button == 0 && !isRelease }
    }

    private var kind: Kind
    /// The code points after ESC and the introducer, as far as they matter (a control
    /// sequence's first few, a mouse report's, a string's last, a paste's last few).
    private var body: [UInt32] = []
    /// The code points after the introducer of a control sequence.
    private var parameters = 0
    private var length = 1
    public private(set) var isComplete: Bool

    /// A sequence whose first code point after ESC is `introducer`.
    public init(introducer: UInt32) {
        switch introducer {
        case 0x5B: kind = .controlSequence  // [
        case 0x4F: kind = .singleShift  // O
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: kind = .string  // ] P _ ^ X
        default: kind = .alt
        }
        isComplete = kind == .alt
    }

    /// Adds the next code point of the sequence.
    public mutating func append(_ codePoint: UInt32) {
        guard !isComplete else { return }
        length += 1
        switch kind {
        case .alt:
            isComplete = true
        case .singleShift:
            body = [codePoint]
            isComplete = true
        case .mouseReport(let remaining):
            body.append(codePoint)
            kind = .mouseReport(remaining: remaining - 1)
            isComplete = remaining <= 1
        case .controlSequence:
            if parameters == 0 && codePoint == 0x4D {  // ESC [ M: three bytes of report follow
                kind = .mouseReport(remaining: 3)
                return
            }
            parameters += 1
            // Only the start tells a paste or an SGR mouse report (`<255;65535;65535M` at
            // most) from the rest: a long sequence holds no more.
            if body.count < Self.keptParameters { body.append(codePoint) }
            guard (0x40...0x7E).contains(codePoint) else { break }
            if parameters == Self.pasteStart.count && body == Self.pasteStart {
                kind = .paste
                body = []
            } else {
                isComplete = true
            }
        case .string:
            let endsWithST = body.last == 0x1B && codePoint == 0x5C
            body = [codePoint]
            isComplete = codePoint == 0x07 || endsWithST
        case .paste:
            body.append(codePoint)
            if body.count > Self.pasteEnd.count { body.removeFirst() }
            isComplete = body == Self.pasteEnd
        }
        if length > Self.longestRead { isComplete = true }
    }

    /// The mouse report this sequence is, once complete; nil for anything else.
    ///
    /// Either encoding: the old one (`ESC [ M` and three bytes, each offset by 32, cells
    /// from 1) or SGR 1006 (`ESC [ < b ; x ; y M`, or `m` for a release), which has no
    /// limit of 223 columns.
    public var mouseReport: MouseReport? {
        guard isComplete else { return nil }
        if case .mouseReport = kind {
            guard body.count == 3, body.allSatisfy({ (32...255).contains($0) }) else { return nil }
            let code = Int(body[0]) - 32
            return MouseReport(
                button: code & 3 == 3 ? code & ~3 : code, isRelease: code & 3 == 3, x: Int(body[1]) - 33,
                y: Int(body[2]) - 33)
        }
        guard kind == .controlSequence, body.first == 0x3C, let final = body.last,
            final == 0x4D || final == 0x6D
        else { return nil }  // < ... M or m
        let fields = String(
            String.UnicodeScalarView(body.dropFirst().dropLast().compactMap(Unicode.Scalar.init))
        )
        .split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let button = Int(fields[0]), let column = Int(fields[1]),
            let row = Int(fields[2]),
            (0...255).contains(button), (1...65_535).contains(column), (1...65_535).contains(row)
        else { return nil }
        return MouseReport(button: button, isRelease: final == 0x6D, x: column - 1, y: row - 1)
    }

    /// Home or End, as terminals send them whatever their terminfo entry says: `ESC [ 1 ~`
    /// and `ESC [ 4 ~` (tmux, screen, the Linux console), `ESC [ H` and `ESC [ F`, `ESC O H`
    /// and `ESC O F` (xterm), `ESC [ 7 ~` and `ESC [ 8 ~` (rxvt); nil for anything else.
    public var key: Key? {
        guard isComplete, kind == .controlSequence || kind == .singleShift else { return nil }
        switch String(String.UnicodeScalarView(body.compactMap(Unicode.Scalar.init))) {
        case "1~", "7~", "H": return .home
        case "4~", "8~", "F": return .end
        default: return nil
        }
    }

    /// How many code points of a control sequence are kept: enough for a paste's start and
    /// a whole SGR mouse report.
    private static let keptParameters = 20

    /// `200~`, after `ESC [`.
    private static let pasteStart: [UInt32] = Array("200~".unicodeScalars.map(\.value))
    /// `ESC [201~`.
    private static let pasteEnd: [UInt32] = [0x1B] + Array("[201~".unicodeScalars.map(\.value))
}
