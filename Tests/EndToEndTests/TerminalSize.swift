import Testing

/// A terminal size in cells, as a test argument: `80x24`.
struct TerminalSize: Sendable, Hashable, CustomTestStringConvertible {
    let width: Int
    let height: Int

    init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
    }

    var testDescription: String { "\(width)x\(height)" }
}
