/// The one shape every card on the table has: three columns for every row.
///
/// Terminal cells are about twice as tall as they are wide, so a card `3h` cells wide and
/// `h` rows tall is 3:2 on screen: a landscape card with room for three standing shapes.
public enum CardShape {
    /// Columns per row of card height.
    public static let columnsPerRow = 3
    /// The smallest card that can still show all four attributes (a compact token).
    public static let minimumHeight = 2

    /// The card size for a card `height` rows tall.
    public static func size(height: Int) -> Size {
        Size(width: height * columnsPerRow, height: height)
    }

    /// The gap between neighbouring cards: a column always, a row once cards have borders.
    public static func gap(forHeight height: Int) -> Size {
        Size(width: 1, height: height >= 4 ? 1 : 0)
    }
}
