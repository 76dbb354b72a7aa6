/// The targets `make bench` holds every scene to, and the ones missed.
struct Targets {
    /// A 60 fps frame, in seconds.
    static let frameBudget = 1.0 / 60
    /// The slowest frames (p99) may take at most this share of a frame.
    static let frameTimeShare = 0.10
    /// What a changed cell may cost on the wire, on average over a scene.
    static let bytesPerChangedCell = 6.0

    private(set) var missed: [String] = []

    /// Notes a target that could not even be measured.
    mutating func miss(_ what: String) { missed.append(what) }

    /// `pass` when `value` is at most `limit`, else `FAIL`, remembering what failed.
    mutating func check(_ value: Double, atMost limit: Double, _ what: String) -> String {
        if value <= limit { return "pass" }
        missed.append(what)
        return "FAIL"
    }
}
