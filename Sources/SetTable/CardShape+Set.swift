import TableLayout

extension CardShape {
    /// Set's card: landscape, 3:2 on screen, room for three figures side by side.
    public static let set = CardShape.landscape
}
