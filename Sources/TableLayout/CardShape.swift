/// The one shape every card of a game has, as columns per row of height.
///
/// Terminal cells are about twice as tall as they are wide, so a Set card `3h` cells wide
/// and `h` rows tall is 3:2 on screen, a landscape card with room for three standing
/// shapes; a Memorize card `4h/3` wide is 2:3, the portrait card of the course.
public struct CardShape: Hashable, Sendable {
    /// Columns per row of card height.
    public let widthPerHeight: Double
    /// The smallest card that can still show what is on it (a compact token).
    public let minimumHeight: Int
    /// Only grids whose rows are nearly even: the last row lacks fewer cards than there
    /// are rows (16 cards as 6+6+4 or 8+8, never 7+7+2).
    public let balancesRows: Bool

    public init(widthPerHeight: Double, minimumHeight: Int, balancesRows: Bool = false) {
        self.widthPerHeight = widthPerHeight
        self.minimumHeight = minimumHeight
        self.balancesRows = balancesRows
    }

    /// Landscape, 3:2 on screen (Set's card: three figures stand side by side).
    public static let landscape = CardShape(widthPerHeight: 3, minimumHeight: 2)
    /// Portrait, 2:3 on screen, in even rows (Memorize's: where a card lies is the game).
    public static let portrait = CardShape(widthPerHeight: 4.0 / 3.0, minimumHeight: 2, balancesRows: true)

    /// The card size for a card `height` rows tall.
    public func size(height: Int) -> Size {
        Size(width: Int((Double(height) * widthPerHeight).rounded()), height: height)
    }

    /// The gap between neighbouring cards: a column always, a row from four rows tall.
    ///
    /// Cards three rows tall have borders but lie edge to edge, one row of cards on the
    /// next: they are a crowded table's (up to 42 at 80x24), which a gap row would shrink to
    /// borderless tokens.
    public func gap(forHeight height: Int) -> Size {
        Size(width: 1, height: height >= 4 ? 1 : 0)
    }
}
