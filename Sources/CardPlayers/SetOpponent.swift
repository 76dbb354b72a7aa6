import CardModel
import Foundation

/// How long the computer takes to find a Set, at its level, as a person would.
///
/// On a table holding one Set its mean time is 40 s (easy), 20 s (normal) or 8 s (hard);
/// with `k` Sets on the table it is `k` times as quick, as if it looked for each one at
/// once. In UltraSet a table holds many more of its Sets (about 19 among 12 cards, where
/// it holds about 2.8 Sets), each harder to see: its UltraSets count as `ultraWeight` of a
/// Set each, so a table of them is found at the pace of a table of Sets. Each time is drawn around the mean (a gamma distribution of shape 3: rarely
/// instant, sometimes twice as long), from a seeded generator so a seed replays its moves.
public enum SetOpponent {
    /// The mean seconds to find the only Set on a table.
    public static func meanSeconds(_ level: ComputerLevel) -> Double {
        switch level {
        case .easy: 40
        case .normal: 20
        case .hard: 8
        }
    }

    /// How many draws make up one time: the spread narrows as it grows.
    static let shape = 3

    /// What one UltraSet on a table is worth to the eye, in Sets: the Sets among 12 cards
    /// over the UltraSets, on average (C(12,3) / 79 over 3 C(12,4) / 79, which is 4/27).
    public static let ultraWeight = 4.0 / 27.0

    /// Seconds until the computer finds a Set on a table holding `sets` of them (of
    /// `variant`'s kind); when there is none, how long it looks before it asks for three
    /// more cards.
    public static func secondsToFind(
        sets: Int, of variant: SetVariant = .standard, level: ComputerLevel,
        using generator: inout SeededRandomNumberGenerator
    ) -> Double {
        let seen = Double(sets) * (variant == .ultra ? ultraWeight : 1)
        let mean = meanSeconds(level) / max(1, seen)
        // The sum of `shape` exponential draws, scaled to the mean: a gamma distribution.
        var total = 0.0
        for _ in 0..<shape { total -= log(1 - generator.unitInterval()) }
        return mean * total / Double(shape)
    }

    /// How often the computer at `level`, about to take a Set it found, loses sight of it
    /// and looks again, as a beginner does.
    public static func missChance(_ level: ComputerLevel) -> Double {
        switch level {
        case .easy: 0.3
        case .normal, .hard: 0
        }
    }

    /// The Set the computer takes among the `sets` it found: any one of them at random, as
    /// a person would, or none when it loses sight of it (at easy, now and then).
    public static func setToTake(
        among sets: [[SetCard]], level: ComputerLevel, using generator: inout SeededRandomNumberGenerator
    ) -> [SetCard]? {
        guard !sets.isEmpty else { return nil }
        // Both draws are made every time, so one choice does not shift the next.
        let misses = generator.unitInterval() < missChance(level)
        let index = Int(generator.unitInterval() * Double(sets.count))
        return misses ? nil : sets[min(index, sets.count - 1)]
    }
}
