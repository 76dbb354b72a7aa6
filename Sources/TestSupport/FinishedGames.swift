import CardModel
import Foundation

extension SetGame {
    /// A game of `seed` played alone to its end, as a steady player would: the first Set on
    /// the table taken every `pace` seconds of play (its three cards at once), three more
    /// dealt when the table holds none.
    public static func playedToTheEnd(seed: UInt64, pace: Double = 5) -> SetGame {
        var game = SetGame(seed: seed)
        var now = 0.0
        // More turns than any deck of 81 needs: the loop ends however the rules go.
        for _ in 0..<200 where !game.isOver {
            now += pace
            if let set = game.setsOnTable.first {
                for card in set { game.choose(card, now: now) }
                game.clearMatch(now: now)
            } else {
                game.dealThreeMore(now: now)
            }
        }
        return game
    }
}

extension GameRecord {
    /// The record of `game` of standard Set, played alone, as cardtable writes it when it ends.
    public static func of(_ game: SetGame, date: Date = Date(timeIntervalSince1970: 1_800_000_000)) throws
        -> GameRecord
    {
        GameRecord(
            log: try GameLog(game: GameKind("set"), seed: game.seed, actions: game.history), date: date,
            finished: game.isOver, score: game.score,
            seconds: (game.endedAt ?? game.history.last?.time ?? 0) - game.startedAt, found: game.setsFound)
    }
}
