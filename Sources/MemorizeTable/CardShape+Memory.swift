import TableLayout

extension CardShape {
    /// Memorize's card: portrait, 2:3 on screen, in even rows (where a card lies is the game).
    public static let memory = CardShape.portrait
}
