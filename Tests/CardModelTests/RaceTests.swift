import Testing

@testable import CardModel

/// Set raced by players each at their own terminal, and players leaving a table: each seat
/// chooses its own cards, the first to complete a Set takes it, a wrong trio locks out.
@Suite struct RaceTests {
    static let three = Seat.friends(names: ["Ann", "Bob", "Cy"])

    /// A race of `seats` whose table holds a Set, and three cards that are not one.
    static func race(seats: [Seat] = three, seed: UInt64 = 4) throws -> (
        SetGame, set: [SetCard], wrong: [SetCard]
    ) {
        let game = SetGame(seed: seed, seats: seats, isRace: true)
        let set = try #require(game.setsOnTable.first)
        let wrong = try #require(wrongTrio(on: game.table))
        return (game, set, wrong)
    }

    @Test func aGamesWayOfPlayingIsOneValue() {
        let computer = Seat.againstComputer(.easy, playerName: "Ann", computerName: "Computer")
        #expect(SetGame(seed: 1).play == .alone)
        #expect(SetGame(seed: 1, isRace: true).play == .alone, "nobody to race")
        #expect(SetGame(seed: 1, seats: computer, isRace: true).play == .againstComputer)
        #expect(SetGame(seed: 1, seats: Self.three).play == .callingFriends)
        #expect(SetGame(seed: 1, seats: Self.three, isRace: true).play == .race)
        let ways: [(SetGame.Play, contest: Bool, people: Bool, friends: Bool, race: Bool)] = [
            (.alone, false, false, false, false), (.againstComputer, true, false, false, false),
            (.callingFriends, true, true, true, false), (.race, true, true, false, true),
        ]
        for way in ways {
            let seats = way.0 == .alone ? [] : way.0 == .againstComputer ? computer : Self.three
            let game = SetGame(seed: 1, seats: seats, isRace: way.0 == .race)
            #expect(
                [game.isContest, game.isAmongPeople, game.isBetweenFriends, game.isRace]
                    == [way.contest, way.people, way.friends, way.race], "\(way.0)")
        }
    }

    @Test func aRaceNeedsNoCallAndIsAmongPeople() throws {
        let (game, _, _) = try Self.race()
        #expect(game.isRace && game.isAmongPeople && !game.isBetweenFriends)
        // With the computer, or alone, there is no race.
        #expect(
            !SetGame(
                seed: 1, seats: Seat.againstComputer(.easy, playerName: "A", computerName: "C"), isRace: true
            ).isRace)
        #expect(!SetGame(seed: 1, isRace: true).isRace)
    }

    @Test func eachSeatChoosesItsOwnCardsAndTheFirstToCompleteASetTakesIt() throws {
        var (game, set, _) = try Self.race()
        // Ann and Bob both go for the same Set; Bob's third card comes first.
        #expect(game.apply(.choose(card: set[0].id), by: 0, at: 1) == .choice(.selected))
        #expect(game.apply(.choose(card: set[1].id), by: 0, at: 1) == .choice(.selected))
        game.apply(.choose(card: set[0].id), by: 1, at: 1)
        game.apply(.choose(card: set[1].id), by: 1, at: 1)
        #expect(
            game.selection(of: 0).cards == [set[0], set[1]]
                && game.selection(of: 1).cards == [set[0], set[1]])
        #expect(game.selection.isEmpty, "nothing is shared while they choose")
        #expect(game.choosingSeats == [0, 1])
        #expect(game.apply(.choose(card: set[2].id), by: 1, at: 2) == .choice(.matched(points: 1)))
        #expect(game.points == [0, 1, 0] && game.lastWinner == 1 && game.matchedCards == set)
        #expect(game.selection(of: 0).cards.isEmpty, "the Set left Ann's choice")
        // Ann's third card comes too late: the Set is leaving.
        #expect(game.apply(.choose(card: set[2].id), by: 0, at: 2) == .choice(.ignored))
        game.apply(.clearMatch, by: 1, at: 3)
        #expect(game.won[1] == set && game.points == [0, 1, 0])
    }

    @Test func aWrongTrioLocksOutThatSeatOnlyUntilSomeoneElseFindsASet() throws {
        var (game, set, wrong) = try Self.race()
        for card in wrong { game.apply(.choose(card: card.id), by: 2, at: 1) }
        #expect(game.points == [0, 0, -1] && game.lockedOut == [2])
        #expect(game.selection(of: 2) == (wrong, .mismatch))
        #expect(game.apply(.choose(card: set[0].id), by: 2, at: 2) == .choice(.lockedOut))
        // Others choose as before; a Set found by Ann lets Cy back in, and clears his wrong trio.
        #expect(game.apply(.choose(card: set[0].id), by: 1, at: 2) == .choice(.selected))
        for card in set { game.apply(.choose(card: card.id), by: 0, at: 3) }
        #expect(game.points == [1, 0, -1] && game.lockedOut.isEmpty)
        #expect(game.selection(of: 2).cards.isEmpty && game.mismatched.isEmpty)
    }

    @Test func whenEveryoneStillThereIsOutAllAreBackIn() throws {
        var (game, _, wrong) = try Self.race()
        #expect(game.apply(.leave(seat: 2), by: 2, at: 1) == .left(true))
        for seat in [0, 1] {
            for card in wrong { game.apply(.choose(card: card.id), by: seat, at: 2) }
        }
        #expect(game.points == [-1, -1, 0])
        #expect(game.lockedOut.isEmpty, "Cy has left: with Ann and Bob out, both are back in")
        // A wrong trio showing goes with the next card chosen.
        #expect(game.apply(.choose(card: wrong[0].id), by: 0, at: 3) == .choice(.selected))
        #expect(game.selection(of: 0) == ([wrong[0]], .choosing))
    }

    @Test func aSeatThatLeavesKeepsItsPointsAndReleasesTheOthers() throws {
        var (game, set, _) = try Self.race(seats: Seat.friends(names: ["Ann", "Bob"]))
        for card in set { game.apply(.choose(card: card.id), by: 1, at: 1) }
        game.apply(.clearMatch, by: 1, at: 2)
        let wrong = try #require(Self.wrongTrio(on: game.table))
        for card in wrong { game.apply(.choose(card: card.id), by: 0, at: 3) }
        #expect(game.lockedOut == [0])
        #expect(game.apply(.leave(seat: 1), by: 1, at: 4) == .left(true))
        #expect(game.gone == [1] && game.points == [-1, 1] && game.lockedOut.isEmpty)
        #expect(game.apply(.leave(seat: 1), by: 1, at: 5) == .left(false), "a seat leaves once")
        #expect(
            game.apply(.choose(card: game.table[5].id), by: 1, at: 5) == .choice(.ignored),
            "and moves no more")
    }

    /// Three cards of `table` that are not a Set.
    static func wrongTrio(on table: [SetCard]) -> [SetCard]? {
        table.indices.lazy.compactMap { k -> [SetCard]? in
            let trio = [table[0], table[1], table[k]]
            return Set(trio).count == 3 && !SetCard.isSet(trio[0], trio[1], trio[2]) ? trio : nil
        }.first
    }

    @Test func aRaceReplaysFromItsMoves() throws {
        var (game, set, wrong) = try Self.race()
        for card in wrong { game.apply(.choose(card: card.id), by: 2, at: 1) }
        game.apply(.choose(card: set[0].id), by: 0, at: 2)
        for card in set { game.apply(.choose(card: card.id), by: 1, at: 3) }
        game.apply(.leave(seat: 2), by: 2, at: 4)
        let again = SetGame.replaying(seed: 4, actions: game.history, seats: Self.three, isRace: true)
        #expect(again.points == game.points && again.gone == game.gone && again.table == game.table)
        #expect(again.choices == game.choices && again.lastWinner == 1)
    }

    @Test func memorizeTurnsSkipAPlayerWhoLeft() throws {
        var game = MemoryGame(
            pairs: 4, seed: 2, seats: Seat.friends(names: ["Ann", "Bob", "Cy"]), content: { $0 })
        let first = game.cards[0]
        let other = try #require(game.cards.first { $0.content != first.content })
        // Bob leaves; Ann's mismatch passes the turn to Cy.
        #expect(game.apply(.leave(seat: 1), by: 1, at: 1) == .left(true))
        game.apply(.choose(card: first.id), by: 0, at: 2)
        game.apply(.choose(card: other.id), by: 0, at: 3)
        #expect(game.turn == 2)
        // Cy turns a card and leaves on his turn: it goes back down and the turn is Ann's.
        let third = try #require(game.cards.first { !$0.isFaceUp })
        game.apply(.choose(card: third.id), by: 2, at: 4)
        game.apply(.leave(seat: 2), by: 2, at: 5)
        #expect(game.turn == 0 && game.cards.allSatisfy { !$0.isFaceUp })
        #expect(game.gone == [1, 2])
        let again = MemoryGame.replaying(pairs: 4, seed: 2, seats: game.seats, actions: game.history)
        #expect(again.turn == 0 && again.gone == [1, 2])
    }
}

extension MemoryGame where CardContent == Int {
    /// A game of `pairs` numbered pairs with `actions` applied in order.
    fileprivate static func replaying(
        pairs: Int, seed: UInt64, seats: [Seat], actions: [TimedAction<MemoryAction>]
    ) -> Self {
        var game = MemoryGame(pairs: pairs, seed: seed, seats: seats, content: { $0 })
        for timed in actions { game.apply(timed.action, by: timed.seat, at: timed.time) }
        return game
    }
}
