import CardModel
import Foundation
import Render
import TableLayout
import TestSupport
import Testing

@testable import SetTable

/// What you missed in a game of Set, worked out from its log alone.
@Suite struct SetReviewTests {
    /// A seeded game alone: whether its first table holds a Set decides what a deal over it is.
    static func game(seed: UInt64) -> SetGame { SetGame(seed: seed) }

    /// Takes the first Set on the table at `now` and lets it leave.
    static func takeASet(_ game: inout SetGame, now: Double) {
        guard let set = game.setsOnTable.first else { return }
        for card in set { game.choose(card, now: now) }
        game.clearMatch(now: now + 0.5)
    }

    @Test func aDealOverASetIsListedWithEverySetOnTheTable() throws {
        var game = Self.game(seed: 7)
        let sets = game.setsOnTable
        try #require(!sets.isEmpty)
        game.dealThreeMore(now: 5)
        Self.takeASet(&game, now: 12)
        Self.takeASet(&game, now: 20)
        let review = try #require(SetReview(log: try game.log()))
        #expect(review.missed.count == 1)
        #expect(review.missed.first?.passings == [.dealtMore])
        #expect(review.missed.first?.at == 5)
        #expect(review.missed.first?.sets == sets, "every Set the table held as the player dealt")
        #expect(review.missedSets == sets.count)
        #expect(review.taken.map(\.seconds) == [12, 8])
        #expect(review.longestWait?.at == 12)
        #expect(!review.isFinished)
    }

    @Test func aDealOverNoSetMissesNothing() throws {
        // A table of twelve with no Set, by seed: dealing there is what a player should do.
        let seed = try #require((0..<500).first { SetGame(seed: $0).setsOnTable.isEmpty })
        var game = SetGame(seed: seed)
        game.dealThreeMore(now: 3)
        let review = try #require(SetReview(log: try game.log()))
        #expect(review.missed.isEmpty)
    }

    @Test func theSameTablePassedOverAgainIsListedOnce() throws {
        var game = Self.game(seed: 7)
        game.hint(now: 2)
        game.hint(now: 3)
        game.shuffleTable(now: 4)
        game.dealThreeMore(now: 6)
        let review = try #require(SetReview(log: try game.log()))
        #expect(review.missed.map(\.passings) == [[.hint, .shuffled, .dealtMore]])
        #expect(review.missed.map(\.at) == [2])
    }

    @Test(arguments: [UInt64(4), 11, 23])
    func aWholeGameReadsTheSameFromItsLogAsFromTheGame(seed: UInt64) throws {
        var game = SetGame(seed: seed)
        var now = 0.0
        while game.endedAt == nil && now < 2000 {
            now += 7
            if game.setsOnTable.isEmpty {
                game.dealThreeMore(now: now)
            } else {
                Self.takeASet(&game, now: now)
            }
        }
        let review = try #require(SetReview(log: try game.log()))
        #expect(review == SetReview(of: game))
        #expect(review.isFinished)
        #expect(review.taken.count == game.setsFound)
        #expect(review.missed.isEmpty, "every deal came when the table held no Set")
        #expect(review.taken.allSatisfy { game.variant.isSet($0.cards) })
        let total = review.taken.map(\.seconds).reduce(0, +)
        #expect(abs(total - (review.taken.last?.at ?? 0)) < 0.001, "the waits add up to the last Set's time")
    }

    @Test func theComputersSetsAreItsOwn() throws {
        var game = SetGame(seed: 3, seats: [Seat(name: "You"), Seat(name: "Computer", computer: .hard)])
        let set = try #require(game.setsOnTable.first)
        game.apply(.take(cards: set.map(\.id), seat: 1), by: 1, at: 9)
        let review = try #require(SetReview(log: try game.log()))
        #expect(review.taken.map(\.seat) == [1])
        #expect(review.taken.first?.cards == set)
    }

    @Test func aLogAnOlderVersionWroteIsReviewed() throws {
        // No seats, no move's seat: how logs were written before moves named their seat.
        let text = #"{"game": "set", "seed": "7", "actions": [{"time": 5, "action": {"dealThreeMore": {}}}]}"#
        let log = try JSONDecoder().decode(GameLog.self, from: Data(text.utf8))
        let review = try #require(SetReview(log: log))
        #expect(review.missed.map(\.passings) == [[.dealtMore]])
    }

    @Test func aLogThatIsNotSetsIsNoReview() throws {
        let text = #"{"game": "set", "seed": "7", "actions": [{"time": 5, "action": {"fly": {}}}]}"#
        let log = try JSONDecoder().decode(GameLog.self, from: Data(text.utf8))
        #expect(SetReview(log: log) == nil)
        var other = try Self.game(seed: 7).log()
        other.game = GameKind("memorize")
        #expect(SetReview(log: other) == nil)
    }

    @Test(arguments: [Size(width: 48, height: 12), Size(width: 78, height: 22), Size(width: 118, height: 38)])
    func thePageSaysWhatWasMissedAndShowsItsCards(size: Size) throws {
        var game = Self.game(seed: 7)
        let sets = game.setsOnTable
        game.dealThreeMore(now: 5)
        Self.takeASet(&game, now: 12)
        let page = SetReviewPage(
            review: SetReview(log: try game.log()), options: RenderOptions(), width: size.width,
            roomy: size.height >= 22
        ).draw()
        let text = page.text
        let words = "0:05 dealt 3 more with \(sets.count == 1 ? "1 Set" : "\(sets.count) Sets") on the table"
        #expect(text.contains(words) || size.width < words.count, "\(text)")
        #expect(text.contains("Longest wait: Set 1, 0:12"))
        #expect(text.contains("█"), "the Set's bar")
        // Every card of the Sets passed over is on the page, its figures in its colour.
        let inks = Set(page.cells.map(\.style.ink))
        #expect(inks.contains(.cardRed) || inks.contains(.cardGreen) || inks.contains(.cardPurple))
        #expect((0..<page.size.height).allSatisfy { DisplayWidth.of(page.line($0)) <= size.width })
    }

    @Test func aLogThatCannotBeReadSaysSo() {
        let page = SetReviewPage(review: nil, options: RenderOptions(), width: 60, roomy: true).draw()
        #expect(page.text.contains("cannot be read"))
    }
}
