import Foundation

/// A cell's character as two plain words: its UTF-8 bytes, or for a long one its number.
///
/// A `Character` holds a string: every copy of a cell, every cell of a screen made or
/// dropped, every fill of a card retained and released it, thousands of times a frame. A
/// glyph is only bits, so cells are copied, filled and compared as plain memory, and two
/// glyphs are the same character exactly when their words are equal.
///
/// Up to 15 bytes (every letter, box and block character, an emoji with its variation
/// selector, a flag) are kept in the words themselves, their count in the top byte; a
/// longer character (a family of emoji joined into one) is kept once in `LongGlyphs` and
/// the glyph holds its number, the top byte `longMark`.
public struct Glyph: Hashable, Sendable {
    /// Bytes 0 to 7 of the character's UTF-8, the first in the lowest byte; or a long
    /// character's number.
    public let low: UInt64
    /// Bytes 8 to 14, and the count (or `longMark`) in the top byte.
    public let high: UInt64

    /// The top byte of a long character's glyph.
    static var longMark: UInt64 { 0xFF }

    public init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    public init(_ character: Character) {
        // A short character's text is kept in the character itself, its bytes in place and
        // zeros after them: taken as they are, where this library keeps them so (checked
        // once, `Glyph.readsInPlace`), rather than read a byte at a time.
        let raw = withUnsafeBytes(of: character) { bytes in
            (bytes.load(fromByteOffset: 0, as: UInt64.self), bytes.load(fromByteOffset: 8, as: UInt64.self))
        }
        let discriminator = raw.1 >> 56
        if discriminator & Self.smallBit != 0 && Self.readsInPlace {
            self.init(low: raw.0, high: raw.1 & Self.bytesOfHigh | (discriminator & 0x0F) << 56)
        } else {
            self.init(readingBytesOf: character)
        }
    }

    /// The character's UTF-8 read a byte at a time.
    init(readingBytesOf character: Character) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: UInt64 = 0
        for byte in character.utf8 {
            if count < 8 {
                low |= UInt64(byte) << (8 * count)
            } else if count < 15 {
                high |= UInt64(byte) << (8 * (count - 8))
            }
            count += 1
        }
        if count > 15 {
            self.init(low: UInt64(LongGlyphs.shared.number(of: character)), high: Self.longMark << 56)
        } else {
            self.init(low: low, high: high | count << 56)
        }
    }

    /// The flag of a short string's top byte, whose low four bits are then its count.
    private static var smallBit: UInt64 { 0x20 }
    private static var bytesOfHigh: UInt64 { 0x00FF_FFFF_FFFF_FFFF }

    /// Whether characters of every length up to 15 bytes, read in place, are the glyphs
    /// their bytes make.
    static let readsInPlace: Bool = {
        let samples: [Character] = [" ", "a", "·", "▚", "🐶", "❤️", "🇫🇷", "👍🏽", "e\u{301}", "🏳️‍🌈"]
        return samples.allSatisfy { character in
            let raw = withUnsafeBytes(of: character) { bytes in
                (
                    bytes.load(fromByteOffset: 0, as: UInt64.self),
                    bytes.load(fromByteOffset: 8, as: UInt64.self)
                )
            }
            let discriminator = raw.1 >> 56
            let inPlace = Glyph(low: raw.0, high: raw.1 & bytesOfHigh | (discriminator & 0x0F) << 56)
            return discriminator & smallBit != 0 && inPlace == Glyph(readingBytesOf: character)
        }
    }()

    /// A space: what a blank cell holds (a literal, cheaper than a `static let`).
    public static var space: Glyph { Glyph(low: 0x20, high: 1 << 56) }

    /// The character this glyph holds.
    public var character: Character {
        let count = Int(high >> 56)
        if UInt64(count) == Self.longMark { return LongGlyphs.shared.character(numbered: Int(low)) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { bytes in
            for index in 0..<count {
                let word = index < 8 ? low : high
                bytes[index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
            return text.first ?? " "
        }
    }
}

extension Glyph {
    /// The scalars of a short character, decoded from its UTF-8 in place; nil for a long one.
    public var shortScalars: ShortScalars? {
        let count = Int(high >> 56)
        return UInt64(count) == Self.longMark ? nil : ShortScalars(glyph: self, count: count)
    }

    /// The scalars of a short glyph, one after another.
    public struct ShortScalars: IteratorProtocol {
        let glyph: Glyph
        let count: Int
        var offset = 0

        func byte(_ index: Int) -> UInt32 {
            let word = index < 8 ? glyph.low : glyph.high
            return UInt32(truncatingIfNeeded: word >> (8 * UInt64(index % 8))) & 0xFF
        }

        public mutating func next() -> Unicode.Scalar? {
            guard offset < count else { return nil }
            let lead = byte(offset)
            // The glyph's bytes are valid UTF-8 (they were a character's): the lead byte
            // says how many follow.
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard offset + length <= count else {
                offset = count
                return nil
            }
            var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
            for index in 1..<max(1, length) { value = value << 6 | byte(offset + index) & 0x3F }
            offset += length
            return Unicode.Scalar(value)
        }
    }
}

/// The characters too long for a glyph's words, each kept once and known by its number.
///
/// There are few (joined emoji a card may show), and a frame may be drawn on any thread:
/// the table is locked.
final class LongGlyphs: @unchecked Sendable {
    static let shared = LongGlyphs()

    private var characters: [Character] = []
    private var numbers: [Character: Int] = [:]
    private let lock = NSLock()

    /// The number of `character`, given it the first time it is asked for.
    func number(of character: Character) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[character] { return number }
        characters.append(character)
        numbers[character] = characters.count - 1
        return characters.count - 1
    }

    /// The character of `number`, as `number(of:)` gave it.
    func character(numbered number: Int) -> Character {
        lock.lock()
        defer { lock.unlock() }
        return characters.indices.contains(number) ? characters[number] : " "
    }
}
