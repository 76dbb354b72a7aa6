import CardModel
import GameTable

/// The ghost of an earlier game of the same deal, racing the player: each Set it took lights
/// up on the table at the time of play it took it, for `GhostLight.litSeconds`.
///
/// It never moves: it points at cards, as the computer points at the Set it found, and the
/// player's game goes on as it would without it. What it lights is `GhostLight`'s to say.
struct SetGhostSource: MoveSource {
    /// The ghost being raced: the game's own (none after a new game is dealt).
    var ghost: SetGhost?
    /// What the ghost has shown so far, and what it lights now.
    var light = GhostLight()

    var pointedCards: [Int] { light.lit }

    mutating func begin(_ game: SetGame) {
        ghost = game.ghost
        light = GhostLight()
    }

    mutating func next(in game: SetGame, at moment: SourceMoment) -> SourceStep<SetAction> {
        guard let ghost else { return .wait(nil) }
        light = light.looked(at: moment.played, ghost: ghost, onTable: Set(game.places.map(\.id)))
        return .wait(light.nextLook(ghost: ghost).map(SourceWake.played))
    }

    /// A lit card that leaves the player's table (they took it) goes dark.
    mutating func saw(_ action: SetAction, by seat: Int, in game: SetGame, at moment: SourceMoment) {
        light.keep(only: Set(game.places.map(\.id)))
    }
}

/// Which of the ghost's cards are lit, worked out look by look: a pure function of what was
/// shown before, the time of play, the ghost and the cards on the player's table.
///
/// A Set of the ghost's lights when the table first looks after its time, and stays lit for
/// `litSeconds` from that look, not from its time: a busy machine that looks late (or draws
/// late) still shows each Set for as long as an idle one. Only the ghost's cards still on the
/// player's table light (the player's table differs once they take other Sets, deal or
/// shuffle): a Set none of whose cards is left lights nothing, though the ghost's count on
/// the status line still goes up. The first look passes every Set already taken without a
/// light: a game taken up (or a replay sought) goes on from there.
struct GhostLight: Equatable {
    /// Seconds of play a ghost's Set stays lit.
    static let litSeconds = 2.0

    /// How many of the ghost's Sets have been shown (or passed); nil before the first look.
    var shown: Int?
    /// The cards lit now.
    var lit: [Int] = []
    /// Until when (time of play) they stay lit.
    var litUntil = 0.0

    /// The light after a look at time of play `played`, with the cards `onTable`.
    func looked(at played: Double, ghost: SetGhost, onTable: Set<Int>) -> GhostLight {
        var next = self
        if !next.lit.isEmpty && played >= litUntil { next.lit = [] }
        let due = ghost.setsTaken(by: played)
        guard let shown else {
            next.shown = due
            return next
        }
        guard due > shown else { return next }
        next.shown = due
        // Every Set taken since the last look (more than one only when the look came late).
        let cards = ghost.takes[shown..<due].flatMap(\.cards).filter(onTable.contains)
        if !cards.isEmpty {
            // A steady, faint light: a blink would pull the eye off the player's own search.
            next.lit = cards
            next.litUntil = played + Self.litSeconds
        }
        return next
    }

    /// The time of play at which to look again: the ghost's next Set, or the light's end.
    func nextLook(ghost: SetGhost) -> Double? {
        let nextSet = ghost.takes.indices.contains(shown ?? 0) ? ghost.takes[shown ?? 0].at : nil
        return [nextSet, lit.isEmpty ? nil : litUntil].compactMap { $0 }.min()
    }

    /// Only the lit cards among `cards` stay lit.
    mutating func keep(only cards: Set<Int>) {
        lit = lit.filter(cards.contains)
    }
}
