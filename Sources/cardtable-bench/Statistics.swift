/// Order statistics of one run's samples, and the median over runs.
///
/// The machines are shared and noisy: each figure is taken per run and the median of the
/// runs is shown, so one slow run does not move it.
enum Statistics {
    /// The value below which `fraction` of `values` lie (nearest rank); 0 for no values.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((Double(sorted.count) * fraction).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
