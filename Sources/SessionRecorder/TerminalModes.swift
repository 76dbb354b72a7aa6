/// The modes the game has set on the terminal, followed in what it writes, so that the
/// recorder can give the terminal back as the shell had it when it must (the recorder
/// stopped, the game killed) and take the modes up again after.
///
/// It follows DEC private modes (`ESC [ ? N h` and `l`: the alternate screen, mouse
/// reports, the cursor, application cursor keys) and the keypad (`ESC =`, `ESC >`). A
/// sequence cut between two reads is kept until the rest comes.
struct TerminalModes {
    /// The private modes set now, by number.
    private(set) var set: Set<Int> = []
    /// Whether the keypad is in application mode.
    private(set) var keypad = false
    /// The start of a sequence the last read ended in.
    private var pending: [UInt8] = []

    /// Takes what the game wrote.
    mutating func follow(_ bytes: some Collection<UInt8>) {
        var data = pending + bytes
        pending = []
        var index = 0
        while index < data.count {
            guard data[index] == 0x1B else {
                index += 1
                continue
            }
            // The whole of a sequence must be here: keep a cut one for the next read.
            guard index + 1 < data.count else {
                pending = Array(data[index...])
                return
            }
            switch data[index + 1] {
            case 0x3D:  // ESC =
                keypad = true
                index += 2
            case 0x3E:  // ESC >
                keypad = false
                index += 2
            case 0x5B where index + 2 < data.count && data[index + 2] == 0x3F:  // ESC [ ?
                var end = index + 3
                while end < data.count, (0x30...0x3B).contains(data[end]) { end += 1 }
                guard end < data.count else {
                    pending = Array(data[index...].prefix(32))
                    return
                }
                let numbers = String(decoding: data[(index + 3)..<end], as: UTF8.self).split(separator: ";")
                    .compactMap { Int($0) }
                if data[end] == 0x68 { set.formUnion(numbers) }  // h
                if data[end] == 0x6C { set.subtract(numbers) }  // l
                index = end + 1
            case 0x5B where index + 2 >= data.count:
                pending = Array(data[index...])
                return
            default:
                index += 2
            }
        }
        data = []
    }

    /// The bytes that undo the modes set (the alternate screen last, so the shell's screen
    /// comes back as it was), with attributes reset and the cursor shown.
    var undoing: [UInt8] {
        let modes = set.subtracting([1049, 47, 1047]).sorted().map { "\u{1B}[?\($0)l" }.joined()
        let screen = set.intersection([1049, 47, 1047]).sorted().map { "\u{1B}[?\($0)l" }.joined()
        return Array(("\u{1B}[0m" + modes + (keypad ? "\u{1B}>" : "") + "\u{1B}[?25h" + screen).utf8)
    }

    /// The bytes that set the modes again (the alternate screen first).
    var redoing: [UInt8] {
        let screen = set.intersection([1049, 47, 1047]).sorted().map { "\u{1B}[?\($0)h" }.joined()
        let modes = set.subtracting([1049, 47, 1047]).sorted().map { "\u{1B}[?\($0)h" }.joined()
        let cursor = set.contains(25) ? "" : "\u{1B}[?25l"
        return Array((screen + modes + (keypad ? "\u{1B}=" : "") + cursor).utf8)
    }
}
