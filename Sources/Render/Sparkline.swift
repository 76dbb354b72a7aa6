/// Numbers as a row of bars, one character each, from the lowest of them to the highest.
///
/// Eight heights in Unicode (`▁▂▃▄▅▆▇█`), five in ASCII (`_.-=#`); equal numbers all take
/// the lowest bar, so a flat run reads as flat.
public enum Sparkline {
    /// The bars `ascii` allows, lowest first.
    public static func bars(ascii: Bool) -> [Character] {
        ascii ? Array("_.-=#") : Array("▁▂▃▄▅▆▇█")
    }

    /// One bar for each of `values`, scaled between their lowest and their highest.
    public static func text(_ values: [Double], ascii: Bool) -> String {
        let bars = bars(ascii: ascii)
        guard let low = values.min(), let high = values.max() else { return "" }
        let span = high - low
        return String(
            values.map { value in
                guard span > 0, value.isFinite else { return bars[0] }
                let level = ((value - low) / span * Double(bars.count - 1)).rounded()
                return bars[min(bars.count - 1, max(0, Int(level)))]
            })
    }

    /// One bar for each of `values`, with their range after it: `▁▃█  (3 to 45)`.
    public static func text(_ values: [Int], ascii: Bool) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        return text(values.map(Double.init), ascii: ascii) + "  (\(low) to \(high))"
    }

    /// A bar `columns` long at most for `value` out of `highest`, in eighths of a cell
    /// (ASCII: whole `#`); at least one eighth for any value above nothing.
    public static func bar(_ value: Double, of highest: Double, columns: Int, ascii: Bool) -> String {
        guard columns > 0, highest > 0, value > 0, value.isFinite else { return "" }
        let fraction = min(1, value / highest)
        if ascii { return String(repeating: "#", count: max(1, Int((fraction * Double(columns)).rounded()))) }
        let eighths = max(1, Int((fraction * Double(columns * 8)).rounded()))
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        return String(repeating: "█", count: eighths / 8) + partial
    }
}
