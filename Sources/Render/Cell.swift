/// One character cell of the screen.
///
/// A wide character (an emoji) occupies two cells: the first holds it, the second is a
/// `continuation` that the terminal must not draw over.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    public var isContinuation: Bool

    public init(_ character: Character, style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell(" ")
}
