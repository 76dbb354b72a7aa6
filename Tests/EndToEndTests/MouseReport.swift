/// The bytes a terminal sends for a mouse button, in the encoding its terminfo entry names.
///
/// xterm-256color and xterm ask for SGR 1006 (`kmous=\E[<`); screen for the older X10
/// encoding (`kmous=\E[M`). A real mouse sends the press and, later, the release: send
/// each as a write of its own.
enum MouseReport {
    enum Encoding: Sendable {
        /// `ESC [ < button ; column ; row M` for a press, `m` for a release.
        case sgr
        /// `ESC [ M` and three bytes, each offset by 32; a release is button 3.
        case x10
    }

    /// The left button.
    static let left = 0
    /// The right button.
    static let right = 2
    /// The wheel turned up one step.
    static let wheelUp = 64

    /// A press of `button` at column `x`, row `y` (both from 0).
    static func press(_ button: Int, x: Int, y: Int, encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .sgr: Array("\u{1B}[<\(button);\(x + 1);\(y + 1)M".utf8)
        case .x10: [0x1B, 0x5B, 0x4D, UInt8(32 + button), UInt8(33 + x), UInt8(33 + y)]
        }
    }

    /// The release of `button` at column `x`, row `y`.
    static func release(_ button: Int, x: Int, y: Int, encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .sgr: Array("\u{1B}[<\(button);\(x + 1);\(y + 1)m".utf8)
        case .x10: [0x1B, 0x5B, 0x4D, UInt8(32 + 3), UInt8(33 + x), UInt8(33 + y)]
        }
    }
}
