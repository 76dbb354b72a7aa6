/// The seeds of one session's games: the first is the session's own seed, each later one
/// is drawn from a stream derived from it.
///
/// `--seed N` then makes a whole session reproducible, while every new game still gets
/// fresh randomness. Sequences made for different purposes (`stream`) from the same seed
/// never follow each other, so the app's next game and a scene's next game differ.
public struct SeedSequence: Sendable, Equatable {
    /// What a sequence is for; each purpose draws from a stream of its own.
    public enum Stream: UInt64, Sendable {
        /// The games the app opens, one after another (menu, command line).
        case session = 0x5E55_1011_A0B1_C2D3
        /// The games a table deals one after another (`n`, a new deal while watching).
        case games = 0x6A3E_5EED_9F8E_7D6C
    }

    private var upcoming: UInt64?
    private var generator: SeededRandomNumberGenerator

    public init(seed: UInt64, stream: Stream) {
        upcoming = seed
        generator = SeededRandomNumberGenerator(seed: seed ^ stream.rawValue)
    }

    /// The seed of the next game.
    public mutating func next() -> UInt64 {
        if let seed = upcoming {
            upcoming = nil
            return seed
        }
        return generator.next()
    }
}
