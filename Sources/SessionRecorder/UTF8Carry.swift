/// Turns bytes read in pieces into whole UTF-8 text, one piece at a time.
///
/// A read from the pseudo-terminal can end in the middle of a character (an emoji is four
/// bytes, a box-drawing line three). Each event of a recording must be valid UTF-8 on its
/// own, so the incomplete tail of one piece is kept back and put in front of the next.
/// Bytes that can never be UTF-8 become U+FFFD, as a terminal would show them.
struct UTF8Carry {
    /// The start of a character whose other bytes have not come yet (at most three bytes).
    private(set) var pending: [UInt8] = []

    /// The text of `bytes` after what was kept back, less an incomplete character at the end.
    mutating func text(appending bytes: some Collection<UInt8>) -> String {
        var whole = pending
        whole.append(contentsOf: bytes)
        let cut = Self.incompleteTailStart(whole)
        pending = Array(whole[cut...])
        return String(decoding: whole[..<cut], as: UTF8.self)
    }

    /// What was kept back, when no more bytes will come (an incomplete character is U+FFFD).
    mutating func flush() -> String {
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self)
    }

    /// Where an incomplete but so far valid character starts at the end of `bytes`, or
    /// `bytes.count` when the last character is complete (or can never be).
    static func incompleteTailStart(_ bytes: [UInt8]) -> Int {
        // The lead byte of the last character is at most three bytes before the end.
        var start = bytes.count
        for index in bytes.indices.reversed().prefix(4) {
            if bytes[index] & 0xC0 != 0x80 {
                start = index
                break
            }
        }
        guard start < bytes.count else { return bytes.count }
        let tail = bytes[start...]
        guard let length = sequenceLength(lead: bytes[start]), tail.count < length,
            isValidPrefix(Array(tail))
        else { return bytes.count }
        return start
    }

    /// How many bytes the character that starts with `lead` has, or nil for a byte that
    /// cannot start one (ASCII is complete by itself: 1).
    private static func sequenceLength(lead: UInt8) -> Int? {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: nil
        }
    }

    /// Whether `prefix` (a lead byte and fewer continuation bytes than it needs) can still
    /// become a valid character: the second byte's range depends on the lead (no overlong
    /// forms, no surrogates, nothing above U+10FFFF).
    private static func isValidPrefix(_ prefix: [UInt8]) -> Bool {
        guard prefix.count > 1 else { return true }
        let second = prefix[1]
        let secondRange: ClosedRange<UInt8> =
            switch prefix[0] {
            case 0xE0: 0xA0...0xBF
            case 0xED: 0x80...0x9F
            case 0xF0: 0x90...0xBF
            case 0xF4: 0x80...0x8F
            default: 0x80...0xBF
            }
        return secondRange.contains(second) && prefix.dropFirst(2).allSatisfy { $0 & 0xC0 == 0x80 }
    }
}
