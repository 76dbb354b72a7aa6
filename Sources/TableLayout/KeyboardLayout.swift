/// A keyboard's layout, as far as the keys of the cards go: which character each of the
/// keys in the cards' places types, without Shift.
///
/// The places are the same physical keys on every layout: the first nine keys of the digit
/// row and of each of the three letter rows, from the left. A layout writes them as its
/// own four strings (`rows`), so QWERTY's `q` and AZERTY's `a` are the same place.
public enum KeyboardLayout: String, CaseIterable, Hashable, Sendable {
    case qwerty, azerty, qwertz, dvorak, colemak, workman

    /// How many keys of each keyboard row the cards may use, from the left.
    public static let columns = 9

    /// The characters of the digit row and the three letter rows, nine keys each from the
    /// left, as each layout types them without Shift.
    public var rows: [String] {
        switch self {
        case .qwerty: ["123456789", "qwertyuio", "asdfghjkl", "zxcvbnm,."]
        // The French digit row types these without Shift.
        case .azerty: ["&é\"'(-è_ç", "azertyuio", "qsdfghjkl", "wxcvbn,;:"]
        case .qwertz: ["123456789", "qwertzuio", "asdfghjkl", "yxcvbnm,."]
        case .dvorak: ["123456789", "',.pyfgcr", "aoeuidhtn", ";qjkxbmwv"]
        case .colemak: ["123456789", "qwfpgjluy", "arstdhnei", "zxcvbkm,."]
        case .workman: ["123456789", "qdrwbjfup", "ashtgyneo", "zxmcvkl,."]
        }
    }

    /// The layout's name for the player: `QWERTY`, `Dvorak`.
    public var title: String {
        switch self {
        case .qwerty, .azerty, .qwertz: rawValue.uppercased()
        case .dvorak, .colemak, .workman: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The character at keyboard row `row` (0 the digit row, 1 to 3 the letter rows, top
    /// down) and `column` from the left; nil outside the cards' places.
    public func key(row: Int, column: Int) -> Character? {
        let rows = rows
        guard rows.indices.contains(row), (0..<Self.columns).contains(column) else { return nil }
        return Array(rows[row])[column]
    }
}
