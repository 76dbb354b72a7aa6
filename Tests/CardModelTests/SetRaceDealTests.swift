import Testing

@testable import CardModel

/// A race between terminals deals by itself: nobody deals by hand, and no table is left
/// without a Set while the deck has cards.
@Suite struct SetRaceDealTests {
    static let players = [Seat(name: "Ann"), Seat(name: "Bob")]

    @Test func aRaceTableHoldsASetWhileTheDeckHasCardsAndNobodyDealsByHand() {
        var grown = 0
        for seed in UInt64(0)..<300 {
            var game = SetGame(seed: seed, seats: Self.players, isRace: true)
            #expect(game.dealsByItself)
            #expect(!game.setsOnTable.isEmpty, "seed \(seed): no Set on a table of \(game.table.count)")
            if game.table.count > 12 { grown += 1 }
            let table = game.table
            #expect(game.apply(.dealThreeMore, by: 1, at: 1) == .deal(.dealsByItself))
            #expect(game.table == table)
        }
        #expect(grown > 0, "some of 300 deals of twelve hold no Set and grow by themselves")
    }

    @Test func friendsAtOneKeyboardStillDealByHand() {
        var game = SetGame(seed: 1, seats: Self.players)
        #expect(!game.dealsByItself)
        #expect(game.apply(.dealThreeMore, by: 0, at: 1) == .deal(.dealt(penalty: 0)))
        #expect(game.table.count == 15)
    }
}
