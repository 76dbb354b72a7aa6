import Animation
import TableLayout

/// Every card of a Memorize table turning over at once: a picture no game shows (a player
/// turns two cards at a time), kept for `make bench`, which measures the heaviest frames
/// the table can draw with it.
extension MemorizeScene {
    /// Turns every card on the table over on screen at `now`; the game itself is unchanged.
    ///
    /// No key or click reaches this: only code that holds the scene can call it. The cards
    /// go back to the faces the game has at the next layout (a move, a resize), as flips.
    public mutating func turnEveryCardOver(size: Size, now: Double) {
        let layout = TableLayout(size: size, cardCount: slotCount, shape: cardShape)
        guard let grid = layout.grid else { return }
        let turned = targets(in: grid).map { CardTarget(id: $0.id, rect: $0.rect, isFaceUp: !$0.isFaceUp) }
        stage.sync(
            to: turned, deck: layout.deck, discard: layout.discard, bounds: size, now: now,
            leaving: leaveStyle)
    }
}
