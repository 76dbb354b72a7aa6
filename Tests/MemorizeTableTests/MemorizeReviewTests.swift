import CardModel
import Foundation
import Render
import TableLayout
import Testing

@testable import MemorizeTable

/// What you missed in a game of Memorize, worked out from its log alone.
@Suite struct MemorizeReviewTests {
    static let theme = MemoryTheme(name: "Pets", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "purple")

    /// A seeded game alone, and a card of each content and its twin.
    static func game(seed: UInt64 = 5) -> MemorizeGame { MemorizeGame(theme: theme, seed: seed) }

    /// The id of the card of `content` that is not `other`.
    static func card(_ content: String, in game: MemorizeGame, not other: Int? = nil) throws -> Int {
        try #require(game.memory.cards.first { $0.content == content && $0.id != other }).id
    }

    @Test func aCardTurnedWhoseTwinWasSeenAndThenAnotherIsAMiss() throws {
        var game = Self.game()
        let dog = try Self.card("🐶", in: game)
        let cat = try Self.card("🐱", in: game)
        let otherDog = try Self.card("🐶", in: game, not: dog)
        let mouse = try Self.card("🐭", in: game)
        _ = game.apply(.choose(card: dog), by: 0, at: 1)
        _ = game.apply(.choose(card: cat), by: 0, at: 2)
        _ = game.apply(.choose(card: otherDog), by: 0, at: 5)
        _ = game.apply(.choose(card: mouse), by: 0, at: 6)
        let review = try #require(MemorizeReview(log: try game.log()))
        #expect(review.misses == [.init(at: 6, seat: 0, pair: "🐶", twinSeenAt: 1, instead: "🐭")])
        #expect(review == MemorizeReview(of: game))
    }

    @Test func aFirstLookAtACardIsNoMiss() throws {
        var game = Self.game()
        let dog = try Self.card("🐶", in: game)
        let cat = try Self.card("🐱", in: game)
        let otherDog = try Self.card("🐶", in: game, not: dog)
        _ = game.apply(.choose(card: dog), by: 0, at: 1)
        _ = game.apply(.choose(card: cat), by: 0, at: 2)
        // The twin found: a pair, not a miss; the cat's twin was never seen before.
        _ = game.apply(.choose(card: otherDog), by: 0, at: 5)
        _ = game.apply(.choose(card: dog), by: 0, at: 6)
        let review = try #require(MemorizeReview(log: try game.log()))
        #expect(review.misses.isEmpty)
        #expect(review.pairsFound == 1)
    }

    @Test func aLogThatIsNotMemorizesIsNoReview() throws {
        var log = try Self.game().log()
        log.game = GameKind("set")
        #expect(MemorizeReview(log: log) == nil)
    }

    @Test(arguments: [Size(width: 48, height: 12), Size(width: 118, height: 38)])
    func thePageShowsTheMissWithItsCards(size: Size) throws {
        var game = Self.game()
        let dog = try Self.card("🐶", in: game)
        _ = game.apply(.choose(card: dog), by: 0, at: 1)
        _ = game.apply(.choose(card: try Self.card("🐱", in: game)), by: 0, at: 2)
        _ = game.apply(.choose(card: try Self.card("🐶", in: game, not: dog)), by: 0, at: 5)
        _ = game.apply(.choose(card: try Self.card("🐭", in: game)), by: 0, at: 6)
        let page = MemorizeReviewPage(
            review: MemorizeReview(log: try game.log()), options: RenderOptions(), width: size.width,
            roomy: size.height >= 24
        ).draw()
        #expect(page.text.contains("Pairs missed: 1"))
        #expect(page.text.contains("0:06"))
        #expect(page.text.contains("🐭"), "the card turned instead")
        #expect((0..<page.size.height).allSatisfy { DisplayWidth.of(page.line($0)) <= size.width })
    }
}
