import CardModel
import GameTable

/// The ghost of an earlier game of the same deal, racing the player: each Set it took lights
/// up on the table at the time of play it took it, for `litSeconds`.
///
/// It never moves: it points at cards, as the computer points at the Set it found, and the
/// player's game goes on as it would without it. Only the ghost's cards still on the player's table light up
/// (the player's table differs once they take other Sets, deal or shuffle): those the player
/// already took are gone, and a Set none of whose cards is left lights nothing, though the
/// ghost's count still goes up.
struct SetGhostSource: MoveSource {
    /// Seconds of play a ghost's Set stays lit.
    static let litSeconds = 2.0

    /// The ghost being raced: the game's own (none after a new game is dealt).
    var ghost: SetGhost?
    /// How many of the ghost's Sets have been shown (or passed, taken up later).
    var shown = 0
    /// The ghost's last Set's cards still lit on the table.
    var lit: [Int] = []
    /// Until when (play time) they stay lit.
    var litUntil = 0.0

    var pointedCards: [Int] { lit }

    mutating func begin(_ game: SetGame) {
        ghost = game.ghost
        shown = 0
        lit = []
    }

    mutating func next(in game: SetGame, at moment: SourceMoment) -> SourceStep<SetAction> {
        guard let ghost else { return .wait(nil) }
        if !lit.isEmpty && moment.played >= litUntil { lit = [] }
        let due = ghost.setsTaken(by: moment.played)
        if due > shown {
            // A game taken up passes the Sets taken before at once: only a Set of now lights.
            shown = due
            let take = ghost.takes[due - 1]
            let onTable = Set(game.places.map(\.id))
            let cards = take.cards.filter(onTable.contains)
            if moment.played < take.at + Self.litSeconds && !cards.isEmpty {
                // A steady, faint light: a blink would pull the eye off the player's own search.
                lit = cards
                litUntil = take.at + Self.litSeconds
            }
        }
        let next = ghost.takes.indices.contains(shown) ? ghost.takes[shown].at : nil
        let wakes = [next, lit.isEmpty ? nil : litUntil].compactMap { $0 }
        return .wait(wakes.min().map(SourceWake.played))
    }

    /// A lit card that leaves the player's table (they took it) goes dark.
    mutating func saw(_ action: SetAction, by seat: Int, in game: SetGame, at moment: SourceMoment) {
        let onTable = Set(game.places.map(\.id))
        lit = lit.filter(onTable.contains)
    }
}
