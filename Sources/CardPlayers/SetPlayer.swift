import CardModel

/// A Set player who sees every Set on the table: what it takes, and what it does next.
///
/// Its decisions are plain functions of the game, so any front end (or a test) can ask.
public enum SetPlayer {
    /// The Set it takes now: the first on the table, or nil when there is none.
    public static func setToTake(in game: SetGame) -> [SetCard]? {
        guard game.endedAt == nil else { return nil }
        return game.setsOnTable.first
    }

    /// Its next move: the next card of the Set it takes (of the game's variant), three more
    /// cards when the table holds no Set (never in a variant, whose table deals by itself),
    /// or nil while a match is leaving or once the game is over.
    public static func nextAction(in game: SetGame) -> SetAction? {
        guard game.endedAt == nil, game.judgement != .match else { return nil }
        guard let set = setToTake(in: game) else {
            return game.deck.isEmpty || game.dealsByItself ? nil : .dealThreeMore
        }
        let selected = game.judgement == .choosing ? game.selection : []
        // A card chosen that is not in this Set is chosen again, which puts it down.
        if let stray = selected.first(where: { !set.contains($0) }) { return .choose(card: stray.id) }
        return set.first { !selected.contains($0) }.map { .choose(card: $0.id) }
    }
}
