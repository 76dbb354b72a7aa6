import CardModel
import TestSupport
import Testing

@testable import CardPlayers

/// The computer players' decisions, as plain functions of seeded games.
@Suite struct PlayerTests {
    @Test(arguments: [1, 4, 811, 12345] as [UInt64])
    func theSetPlayerTakesEverySetToTheEndOfAGame(seed: UInt64) {
        var game = SetGame(seed: seed)
        var moves = 0
        while let action = SetPlayer.nextAction(in: game), moves < 1000 {
            game.apply(action, by: 0, at: Double(moves))
            if game.judgement == .match { game.apply(.clearMatch, by: 0, at: Double(moves)) }
            moves += 1
        }
        #expect(game.endedAt != nil, "the game ends")
        #expect(game.score > 0)
        #expect(!game.history.isEmpty)
        let replayed = SetGame.replaying(seed: seed, actions: game.history)
        #expect(
            replayed.table == game.table && replayed.score == game.score && replayed.endedAt == game.endedAt)
    }

    @Test func theSetPlayerPutsDownAStrayCardFirst() throws {
        var game = SetGame(seed: 2)
        let set = try #require(game.setsOnTable.first)
        let stray = try #require(game.table.first { !set.contains($0) })
        game.apply(.choose(card: stray.id), by: 0, at: 0)
        #expect(SetPlayer.nextAction(in: game) == .choose(card: stray.id))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theMemoryPlayerNeverPaysForAMismatch(seed: UInt64) {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], pairs: 6, color: "red")
        var game = MemoryGame(theme: theme, seed: seed)
        var player = MemoryPlayer()
        var moves = 0
        while let action = player.nextAction(in: game), moves < 100 {
            game.apply(action, by: 0, at: Double(moves))
            player.look(at: game.cards)
            moves += 1
        }
        #expect(game.isOver)
        #expect(game.score >= 12, "six pairs, no seen card ever mismatched: \(game.score)")
        #expect(moves <= 4 * 6, "\(moves) moves")
    }
}
