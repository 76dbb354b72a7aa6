import Testing

@testable import CardModel

/// A turn's time running out passes the turn; only on that seat's turn, and a pair starts
/// the turn's time again.
@Suite struct MemoryTurnTimeTests {
    static let theme = MemoryTheme(name: "Faces", emoji: ["😀", "😂", "😍", "😎"], pairs: 4, color: "yellow")
    static let players = [Seat(name: "Ann"), Seat(name: "Bob"), Seat(name: "Cy")]

    @Test func timeUpTurnsTheCardsDownAndPassesTheTurnOnlyOnThatSeatsTurn() {
        var game = MemoryGame(theme: Self.theme, seed: 3, seats: Self.players)
        game.apply(.choose(card: game.cards[0].id), by: 0, at: 2)
        #expect(game.apply(.timeUp(seat: 1), by: 1, at: 3) == .timedOut(false), "not Bob's turn")
        #expect(game.turn == 0 && game.turnBegan == 0)
        #expect(game.apply(.timeUp(seat: 0), by: 0, at: 30) == .timedOut(true))
        #expect(game.turn == 1 && game.turnBegan == 30)
        #expect(!game.cards.contains { $0.isFaceUp })
    }

    @Test func aPairStartsTheTurnsTimeAgain() throws {
        var game = MemoryGame(theme: Self.theme, seed: 3, seats: Self.players)
        let first = game.cards[0]
        let twin = try #require(game.cards.first { $0.id != first.id && $0.content == first.content })
        game.apply(.choose(card: first.id), by: 0, at: 4)
        guard case .choice(.matched) = game.apply(.choose(card: twin.id), by: 0, at: 7) else {
            Issue.record("the twin is a pair")
            return
        }
        #expect(game.turn == 0 && game.turnBegan == 7)
    }
}
