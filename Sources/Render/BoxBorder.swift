/// The eight characters that draw a frame.
public struct BoxBorder: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character

    public init(_ characters: String) {
        let c = Array(characters)
        precondition(c.count == 6, "a border is six characters: ─│┌┐└┘")
        horizontal = c[0]
        vertical = c[1]
        topLeft = c[2]
        topRight = c[3]
        bottomLeft = c[4]
        bottomRight = c[5]
    }

    public static let rounded = BoxBorder("─│╭╮╰╯")
    public static let heavy = BoxBorder("━┃┏┓┗┛")
    public static let double = BoxBorder("═║╔╗╚╝")
    public static let dashed = BoxBorder("╌╎╭╮╰╯")
    /// Double across, single down: another player's find, unlike the player's own double.
    public static let doubleAcross = BoxBorder("═│╒╕╘╛")
    public static let asciiPlain = BoxBorder("-|++++")
    public static let asciiHeavy = BoxBorder("=#####")
    public static let asciiDouble = BoxBorder("=H####")
    public static let asciiDashed = BoxBorder(".:....")
    public static let asciiDoubleAcross = BoxBorder("~:++++")
}
