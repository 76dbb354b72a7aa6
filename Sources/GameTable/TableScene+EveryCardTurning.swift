import Animation
import TableLayout

/// Every card of a table turning over at once: a picture no game shows (a player turns
/// two cards at a time), kept for `make bench`, which measures the heaviest frames the
/// table can draw with it.
extension TableState {
    /// Turns every card on the table over on screen at `now`; the game itself is unchanged.
    ///
    /// No key or click reaches this: only code that holds the scene can call it. The cards
    /// go back to the faces the game has at the next layout (a move, a resize), as flips.
    mutating func turnEveryCardOver(size: Size, now: Double) {
        let layout = tableLayout(size: size)
        guard layout.grid != nil else { return }
        let turned = game.slots.enumerated().compactMap { index, slot -> CardTarget? in
            guard !slot.hasLeft || celebrating[slot.card] != nil else { return nil }
            guard let rect = layout.rect(ofPlace: index) else { return nil }
            return CardTarget(id: slot.card, rect: rect, isFaceUp: !slot.isFaceUp)
        }
        stage.sync(
            to: turned, deck: layout.deck, discard: layout.discard, bounds: size, now: now,
            leaving: game.presenter.fixtures.leaveStyle)
    }
}
