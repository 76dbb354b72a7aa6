import Render

/// How a cell shows on the terminal: the colour numbers and attributes the terminal is told.
///
/// Styles that look alike on a terminal (two inks of one colour) are one look, so moving
/// from one to the other sends nothing.
struct TerminalLook: Equatable {
    /// The terminal's colour number of the foreground; -1 is the terminal's own.
    var foreground: Int16
    /// The terminal's colour number of the background; -1 is the terminal's own.
    var background: Int16
    /// `TextAttributes` bits: bold 1, reverse 2, underline 4, dim 8.
    var attributes: UInt8

    static let plain = TerminalLook(foreground: -1, background: -1, attributes: 0)

    /// Whether a space written in this look shows nothing but the terminal's background:
    /// no background colour, neither reversed nor underlined.
    var showsBlank: Bool { background == -1 && attributes & 0b0110 == 0 }
}

/// The look of every style on one terminal, worked out once rather than for every cell.
struct LookTable {
    private let looks: [TerminalLook]
    private static let inkCount = Ink.allCases.count

    /// Looks made by `look` for every ink, background and attributes.
    init(_ look: (Style) -> TerminalLook) {
        var looks: [TerminalLook] = []
        looks.reserveCapacity(Self.inkCount * (Self.inkCount + 1) * 16)
        for ink in Ink.allCases {
            for background in [nil] + Ink.allCases {
                for raw in 0..<16 {
                    looks.append(
                        look(Style(ink, background: background, TextAttributes(rawValue: UInt8(raw)))))
                }
            }
        }
        self.looks = looks
    }

    /// The looks of a terminal with the colours of `colors` (nil: none, only attributes);
    /// `boldsInks` draws every cell of an ink bold (high contrast).
    init(colors: ((Style) -> (foreground: Int16, background: Int16))?, boldsInks: Bool) {
        self.init { style in
            let pair: (foreground: Int16, background: Int16) = colors?(style) ?? (-1, -1)
            var attributes = style.attributes.rawValue & 15
            if boldsInks && style.ink != .normal { attributes |= TextAttributes.bold.rawValue }
            return TerminalLook(
                foreground: pair.foreground, background: pair.background, attributes: attributes)
        }
    }

    /// The look of `style`.
    @inline(__always)
    func look(of style: Style) -> TerminalLook {
        let slot =
            style.ink.rawValue &* (Self.inkCount &+ 1) &+ (style.background.map { $0.rawValue &+ 1 } ?? 0)
        return looks[slot &* 16 &+ Int(style.attributes.rawValue & 15)]
    }
}
