import TestSupport
import Testing

@testable import CardModel

/// Set and Memorize against others: calls, lock-outs, penalties, the computer's take, turns.
@Suite struct ContestTests {
    static let friends = Seat.friends(names: ["Ann", "Bob"])

    /// A game of `seats` whose table holds a Set, and three cards that are not one.
    static func game(seats: [Seat], seed: UInt64 = 4) throws -> (SetGame, set: [SetCard], wrong: [SetCard]) {
        let game = SetGame(seed: seed, seats: seats)
        let set = try #require(game.setsOnTable.first)
        let table = game.table
        let wrong = try #require(
            table.indices.lazy.compactMap { k -> [SetCard]? in
                let trio = [table[0], table[1], table[k]]
                return Set(trio).count == 3 && !SetCard.isSet(trio[0], trio[1], trio[2]) ? trio : nil
            }.first)
        return (game, set, wrong)
    }

    @Test func betweenFriendsCardsAreChosenOnlyAfterACall() throws {
        var (game, set, _) = try Self.game(seats: Self.friends)
        #expect(game.apply(.choose(card: set[0].id), by: 0, at: 1) == .choice(.needsCall))
        #expect(game.selection.isEmpty)
        #expect(game.apply(.call(seat: 1), by: 0, at: 2) == .call(.called(seat: 1)))
        #expect(game.apply(.call(seat: 0), by: 0, at: 2) == .call(.busy(caller: 1)))
        for card in set { game.apply(.choose(card: card.id), by: 0, at: 3) }
        #expect(game.points == [0, 1] && game.lastWinner == 1 && game.caller == nil)
        game.apply(.clearMatch, by: 0, at: 4)
        #expect(game.won[1].count == 3 && game.won[0].isEmpty)
    }

    @Test func aWrongTrioOrATimeoutCostsAPointAndLocksOutUntilSomeoneElseFindsASet() throws {
        var (game, _, wrong) = try Self.game(seats: Self.friends + [Seat(name: "Cy")])
        game.apply(.call(seat: 0), by: 0, at: 1)
        for card in wrong { game.apply(.choose(card: card.id), by: 0, at: 2) }
        #expect(game.points == [-1, 0, 0] && game.lockedOut == [0])
        #expect(game.apply(.call(seat: 0), by: 0, at: 3) == .call(.lockedOut))
        game.apply(.call(seat: 1), by: 0, at: 4)
        #expect(game.apply(.callTimedOut, by: 0, at: 14) == .timedOut(seat: 1))
        #expect(game.points == [-1, -1, 0] && game.lockedOut == [0, 1])
        // Cy finds a Set: everyone may call again.
        game.apply(.call(seat: 2), by: 0, at: 15)
        let set = try #require(game.setsOnTable.first)
        for card in set { game.apply(.choose(card: card.id), by: 0, at: 16) }
        #expect(game.points == [-1, -1, 1] && game.lockedOut.isEmpty)
    }

    @Test func whenEveryoneIsLockedOutAllAreReleased() throws {
        var (game, _, wrong) = try Self.game(seats: Self.friends)
        for seat in [0, 1] {
            game.apply(.call(seat: seat), by: 0, at: 1)
            // After a mismatch the next call starts afresh.
            for card in wrong { game.apply(.choose(card: card.id), by: 0, at: 2) }
        }
        #expect(game.points == [-1, -1])
        #expect(game.lockedOut.isEmpty)
        #expect(game.apply(.hint, by: 0, at: 3) == .hint(.unavailable), "no hints between friends")
    }

    @Test func duringACallNobodyDealsShufflesOrAsksForAHint() throws {
        var (game, _, _) = try Self.game(seats: Self.friends)
        game.apply(.call(seat: 1), by: 1, at: 1)
        let table = game.table
        let deck = game.deck.count
        for action in [SetAction.shuffle, .dealThreeMore, .hint] {
            #expect(game.apply(action, by: 0, at: 2) == .duringCall(caller: 1), "\(action)")
            #expect(game.apply(action, by: 1, at: 2) == .duringCall(caller: 1), "the caller neither")
        }
        #expect(game.table == table && game.deck.count == deck && game.caller == 1)
        // Once the call is over the table may change again.
        game.apply(.callTimedOut, by: 1, at: 11)
        #expect(game.apply(.shuffle, by: 0, at: 12) == .shuffled)
    }

    @Test func theComputerTakesOnlyASetStillOnTheTable() throws {
        var (game, set, wrong) = try Self.game(
            seats: Seat.againstComputer(.hard, playerName: "You", computerName: "Computer"))
        #expect(game.apply(.take(cards: wrong.map(\.id), seat: 1), by: 0, at: 1) == .choice(.ignored))
        #expect(
            game.apply(.take(cards: set.map(\.id), seat: 1), by: 0, at: 2)
                == .choice(.taken(points: 1, putDown: 0)))
        #expect(game.points == [0, 1])
        game.apply(.clearMatch, by: 0, at: 3)
        #expect(game.won[1] == set && set.allSatisfy { !game.table.contains($0) })
        #expect(game.apply(.take(cards: set.map(\.id), seat: 1), by: 0, at: 4) == .choice(.ignored))
        // The person plays as alone, scored per seat: a hint costs a point.
        if case .hint(.shown) = game.apply(.hint, by: 0, at: 5) { #expect(game.points[0] == -1) }
        #expect(game.score == 0, "the solo score is not used against others")
    }

    @Test func theComputerTakingASetSaysHowManyCardsThePersonHadChosen() throws {
        var (game, set, wrong) = try Self.game(
            seats: Seat.againstComputer(.hard, playerName: "You", computerName: "Computer"))
        let mine = try #require(wrong.first { !set.contains($0) })
        game.apply(.choose(card: mine.id), by: 0, at: 1)
        #expect(
            game.apply(.take(cards: set.map(\.id), seat: 1), by: 1, at: 2)
                == .choice(.taken(points: 1, putDown: 1)))
        #expect(game.selection == set && game.judgement == .match)
    }

    @Test func aContestReplaysFromItsSeedActionsAndSeats() throws {
        var (game, set, _) = try Self.game(seats: Self.friends)
        game.apply(.call(seat: 0), by: 0, at: 1)
        for card in set { game.apply(.choose(card: card.id), by: 0, at: 2) }
        game.apply(.clearMatch, by: 0, at: 3)
        game.apply(.call(seat: 1), by: 0, at: 4)
        game.apply(.callTimedOut, by: 0, at: 14)
        let again = SetGame.replaying(seed: 4, actions: game.history, seats: Self.friends)
        #expect(again.points == game.points && again.won == game.won && again.lockedOut == game.lockedOut)
        #expect(again.standings == Standings(points: [1, -1]) && again.standings.winner == 0)
    }

    @Test func memorizeTurnsPassOnAMismatchAndStayOnAPair() throws {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        var game = MemoryGame(theme: theme, seed: 2, seats: Seat.friends(names: ["Player 1", "Player 2"]))
        let first = game.cards[0]
        let other = try #require(game.cards.first { $0.content != first.content })
        game.apply(.choose(card: first.id), by: 0, at: 1)
        game.apply(.choose(card: other.id), by: 0, at: 2)
        #expect(game.turn == 1, "a mismatch passes the turn")
        let partner = try #require(game.cards.first { $0.id != first.id && $0.content == first.content })
        game.apply(.choose(card: partner.id), by: 0, at: 3)
        game.apply(.choose(card: first.id), by: 0, at: 4)
        #expect(game.turn == 1 && game.pairsWon == [0, 1], "a pair scores and keeps the turn")
        #expect(Standings(points: [2, 2]).winner == nil)
    }
}
