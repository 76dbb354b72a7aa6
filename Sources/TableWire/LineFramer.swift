/// Bytes from a stream cut into lines, none longer than `WireLimits.lineBytes`.
///
/// A peer may send a line in pieces, or several at once; what is left over waits for the
/// next read. A line that grows past the limit without ending is an error, and the framer
/// takes no more.
public struct LineFramer: Sendable {
    private var pending: [UInt8] = []
    /// A line grew too long: the stream can no longer be read.
    public private(set) var isBroken = false

    public init() {}

    /// Takes `bytes` as they came, and returns the lines they complete (without newlines).
    public mutating func take(_ bytes: some Collection<UInt8>) throws(WireError) -> [[UInt8]] {
        guard !isBroken else { throw .tooLong }
        var lines: [[UInt8]] = []
        var start = pending.count
        pending.append(contentsOf: bytes)
        var lineStart = 0
        while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Array(pending[lineStart..<end]))
            lineStart = end + 1
            start = lineStart
        }
        pending.removeFirst(lineStart)
        guard pending.count < WireLimits.lineBytes, lines.allSatisfy({ $0.count < WireLimits.lineBytes })
        else {
            isBroken = true
            throw .tooLong
        }
        return lines
    }
}
