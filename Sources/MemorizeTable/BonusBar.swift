import Render

/// The speed bonus left on a face-up Memorize card, as a bar that drains from right to left.
///
/// Unicode bars move in eighths of a cell (`█▉▊▋▌▍▎▏`), so even a narrow card's bar is
/// seen to move; ASCII bars move a whole `*` at a time (a `#` would run into a focused
/// card's `#` edges).
public struct BonusBar: Hashable, Sendable {
    /// Cells the full bar takes.
    public let cells: Int
    public let ascii: Bool

    public init(cells: Int, ascii: Bool) {
        self.cells = max(0, cells)
        self.ascii = ascii
    }

    /// How many lengths the bar can show above empty: eighths of cells, or whole cells in ASCII.
    public var steps: Int { cells * (ascii ? 1 : 8) }

    /// The steps lit with `fraction` (0...1) of the bonus left, rounded up: a bar empties
    /// only when no bonus is left.
    public func litSteps(_ fraction: Double) -> Int {
        Int((Double(steps) * max(0, min(1, fraction))).rounded(.up))
    }

    /// The bar's characters, at most `cells` of them (none when no bonus is left).
    public func text(_ fraction: Double) -> String {
        let lit = litSteps(fraction)
        guard !ascii else { return String(repeating: "*", count: lit) }
        let partial = lit % 8
        return String(repeating: "█", count: lit / 8) + (partial > 0 ? String(Self.eighths[partial]) : "")
    }

    /// Left-aligned blocks, indexed by eighths lit (index 0 unused).
    private static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
