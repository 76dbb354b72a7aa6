/// A small, fast, seedable random number generator (SplitMix64).
///
/// Games take their randomness from one of these so that `--seed N` replays the same deck
/// order and the same shuffles on every machine.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Equatable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededRandomNumberGenerator {
    /// A whole number from 0 up to, not including, `bound` (at least 1), every one as likely.
    ///
    /// Our own arithmetic (a multiply and a rejection of the uneven tail), so a seed gives
    /// the same numbers on every machine and every version of Swift.
    public mutating func below(_ bound: Int) -> Int {
        let limit = UInt64(max(1, bound))
        // The largest multiple of `limit` that fits: numbers above it would favour small results.
        let zone = UInt64.max - UInt64.max % limit
        while true {
            let value = next()
            if value < zone { return Int(value % limit) }
        }
    }

    /// A number from 0 up to, not including, 1.
    public mutating func unitInterval() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}

extension Array {
    /// Shuffles in place with Fisher-Yates over `generator`: the same order for the same seed
    /// on every version of Swift (the standard library promises no such thing).
    public mutating func seededShuffle(using generator: inout SeededRandomNumberGenerator) {
        guard count > 1 else { return }
        for index in stride(from: count - 1, to: 0, by: -1) {
            swapAt(index, generator.below(index + 1))
        }
    }

    /// The array shuffled by `seededShuffle`.
    public func seededShuffled(using generator: inout SeededRandomNumberGenerator) -> [Element] {
        var copy = self
        copy.seededShuffle(using: &generator)
        return copy
    }

    /// One element picked by `generator`, or nil when empty.
    public func seededRandomElement(using generator: inout SeededRandomNumberGenerator) -> Element? {
        isEmpty ? nil : self[generator.below(count)]
    }
}
