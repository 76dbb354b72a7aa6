import TestSupport
import Testing

@testable import CardModel

/// Hints that stay: a hint marks a Set until it is taken or the table changes, and shows
/// that Set again for nothing; only a Set not shown yet costs.
@Suite struct HintTests {
    /// The game of `cardtable set --seed 40`, whose table holds more than one Set.
    func seed40() throws -> SetGame {
        let game = SetGame(seed: 40)
        try #require(game.setsOnTable.count > 1, "seed 40 deals a table of several Sets")
        return game
    }

    @Test func aHintStaysWhileItsCardsAreChosenAndShowsTheSameSetForNothing() throws {
        var game = try seed40()
        guard case .shown(_, let count, let cost) = game.hint(now: 1) else {
            Issue.record("no hint")
            return
        }
        #expect(cost == SetScoring.hint && count == game.setsOnTable.count)
        let marked = game.hinted
        #expect(marked.count == 3 && SetCard.isSet(marked[0], marked[1], marked[2]))

        game.choose(marked[0], now: 2)
        #expect(game.hinted == marked, "choosing the hint's first card leaves all three marked")
        guard case .shown(_, count, 0) = game.hint(now: 3) else {
            Issue.record("c again costs, or shows no Set")
            return
        }
        #expect(game.hinted == marked, "c again shows the same Set")
        #expect(game.score == SetScoring.hint, "and it costs nothing")

        game.choose(marked[1], now: 4)
        game.hint(now: 5)
        #expect(game.hinted == marked && game.score == SetScoring.hint)
        #expect(game.selection == [marked[0], marked[1]], "a hint leaves the cards chosen")
    }

    @Test func aHintStaysThroughOtherCardsAndAMismatch() throws {
        var game = try seed40()
        game.hint(now: 1)
        let marked = game.hinted
        let others = game.table.filter { !marked.contains($0) }
        let wrong = try #require(
            others.indices.lazy.compactMap { i in
                others.indices.lazy.filter { $0 > i }.compactMap { j in
                    others.indices.lazy.filter { $0 > j }.map { [others[i], others[j], others[$0]] }
                        .first { !SetCard.isSet($0[0], $0[1], $0[2]) }
                }.first
            }.first)
        game.choose(wrong[0], now: 2)
        game.choose(wrong[0], now: 3)
        #expect(game.hinted == marked, "choosing and putting down another card leaves the hint")
        for card in wrong { game.choose(card, now: 4) }
        #expect(game.judgement == .mismatch)
        #expect(game.hinted == marked, "a wrong trio leaves the hint")
        let score = game.score
        game.hint(now: 5)
        #expect(game.hinted == marked && game.score == score, "the same Set, for nothing")
        #expect(game.selection.isEmpty, "the mismatch is cleared so the hint stands out")
    }

    @Test func takingTheHintedSetEndsItAndTheNextHintCosts() throws {
        var game = try seed40()
        game.hint(now: 1)
        let marked = game.hinted
        for card in marked { game.choose(card, now: 2) }
        #expect(game.judgement == .match)
        #expect(game.hinted.isEmpty, "its Set is taken")
        game.clearMatch(now: 3)
        guard !game.setsOnTable.isEmpty else { return }
        let before = game.score
        guard case .shown(_, _, let cost) = game.hint(now: 4) else {
            Issue.record("no hint on a table with a Set")
            return
        }
        #expect(cost == SetScoring.hint && game.score == before + SetScoring.hint)
    }

    @Test func anotherSetTakenEndsTheHint() throws {
        var game = try seed40()
        game.hint(now: 1)
        let marked = game.hinted
        let other = try #require(game.setsOnTable.first { Set($0) != Set(marked) })
        for card in other { game.choose(card, now: 2) }
        #expect(game.judgement == .match && game.hinted.isEmpty)
    }

    @Test func aDealEndsTheHintAndTheNextCosts() throws {
        var game = try seed40()
        game.hint(now: 1)
        game.dealThreeMore(now: 2)
        #expect(game.hinted.isEmpty)
        let before = game.score
        guard case .shown(_, _, let cost) = game.hint(now: 3) else {
            Issue.record("no hint")
            return
        }
        #expect(cost == SetScoring.hint && game.score == before + SetScoring.hint)
    }

    @Test func aShuffleEndsTheMarksButTheSetShownComesBackForNothing() throws {
        var game = try seed40()
        game.hint(now: 1)
        let marked = Set(game.hinted)
        game.shuffleTable(now: 2)
        #expect(game.hinted.isEmpty, "the table changed: the marks go")
        let before = game.score
        guard case .shown(_, _, let cost) = game.hint(now: 3) else {
            Issue.record("no hint")
            return
        }
        #expect(cost == 0 && game.score == before, "that Set was paid for")
        #expect(Set(game.hinted) == marked)
    }

    @Test func againstTheComputerItsSetEndsTheHint() throws {
        var game = SetGame(seed: 40, seats: [Seat(name: "You"), Seat(name: "Computer", computer: .normal)])
        game.apply(.hint, by: 0, at: 1)
        let marked = game.hinted
        #expect(marked.count == 3 && game.points[0] == ContestScoring.penalty)
        game.apply(.hint, by: 0, at: 2)
        #expect(game.hinted == marked && game.points[0] == ContestScoring.penalty, "shown again for nothing")
        let other = try #require(game.setsOnTable.first { Set($0) != Set(marked) })
        game.apply(.take(cards: other.map(\.id), seat: 1), by: 1, at: 3)
        #expect(game.hinted.isEmpty, "a Set taken by anyone ends the hint")
    }
}
