import TestSupport
import Testing

@testable import CardModel

/// The largest number of `cards` that hold no Set, by a search over every cap in id order.
private func largestCap(in cards: [SetCard]) -> [SetCard] {
    var best: [SetCard] = []
    func extend(_ cap: [SetCard], from start: Int) {
        if cap.count > best.count { best = cap }
        // Not enough cards left to beat the best: no need to look.
        guard cap.count + (cards.count - start) > best.count else { return }
        for index in start..<cards.count {
            let card = cards[index]
            let makesSet = cap.indices.contains { i in
                cap.indices.contains { j in j > i && SetCard.completing(cap[i], cap[j]) == card }
            }
            if !makesSet { extend(cap + [card], from: index + 1) }
        }
    }
    extend([], from: 0)
    return best
}

/// Plays `game` through, taking the first Set on the table each time, calling `check`
/// after every move.
private func playThrough(_ game: inout SetGame, check: (SetGame, SetAction) -> Void = { _, _ in }) {
    var now = 0.0
    for _ in 0..<400 {
        guard game.endedAt == nil else { return }
        now += 1
        if game.judgement == .match {
            game.apply(.clearMatch, by: 0, at: now)
            check(game, .clearMatch)
            continue
        }
        guard let set = game.setsOnTable.first else { return }
        for card in set {
            game.apply(.choose(card: card.id), by: 0, at: now)
            check(game, .choose(card: card.id))
        }
    }
}

@Suite struct SetVariantTests {
    // MARK: - The plumbing

    @Test func standardIsTheSetItAlwaysWas() {
        #expect(SetVariant.standard.deck.count == 81)
        #expect(SetVariant.standard.tableSize == 12 && SetVariant.standard.selectionSize == 3)
        #expect(!SetVariant.standard.dealsByItself)
        // The same deck order and table as before there were variants.
        let game = SetGame(seed: 5)
        #expect(game.variant == .standard)
        #expect(game.table == SetGame(seed: 5, variant: .standard).table)
        #expect(game.table.count == 12 && game.deck.count == 69)
    }

    @Test func eachVariantHasItsSizes() {
        #expect(SetVariant.junior.tableSize == 9 && SetVariant.junior.selectionSize == 3)
        #expect(SetVariant.chain.tableSize == 12 && SetVariant.chain.selectionSize == 3)
        #expect(SetVariant.ultra.tableSize == 12 && SetVariant.ultra.selectionSize == 4)
        #expect(SetVariant.allCases.filter(\.dealsByItself) == [.junior, .chain, .ultra])
    }

    @Test func aVariantRefusesToDealByHand() {
        for variant in [SetVariant.junior, .chain, .ultra] {
            var game = SetGame(seed: 3, variant: variant)
            let before = game.table
            let dealt = game.dealThreeMore(now: 1)
            #expect(dealt == .dealsByItself)
            #expect(game.table == before)
        }
    }

    @Test func aVariantsTableAlwaysHoldsASetOfItsKindWhileTheDeckHasCards() {
        for variant in [SetVariant.junior, .chain, .ultra] {
            for seed in UInt64(1)...30 {
                var game = SetGame(seed: seed, variant: variant)
                #expect(!game.setsOnTable.isEmpty)
                playThrough(&game) { game, _ in
                    if game.judgement != .match && game.endedAt == nil {
                        #expect(!game.setsOnTable.isEmpty || game.deck.isEmpty, "\(variant) seed \(seed)")
                    }
                }
                #expect(game.endedAt != nil, "\(variant) seed \(seed) played to its end")
            }
        }
    }

    @Test func aVariantIsReplayedFromItsMoves() {
        for variant in SetVariant.allCases {
            var game = SetGame(seed: 9, variant: variant)
            playThrough(&game)
            let again = SetGame.replaying(seed: 9, actions: game.history, variant: variant)
            #expect(again.table == game.table && again.discardPile == game.discardPile)
            #expect(again.score == game.score && again.endedAt == game.endedAt)
        }
    }

    // MARK: - Junior

    @Test func juniorIsTheTwentySevenSolidCardsNineOnTheTable() {
        let deck = SetVariant.junior.deck
        #expect(deck.count == 27 && Set(deck).count == 27)
        #expect(deck.allSatisfy { $0.shading == .solid })
        let game = SetGame(seed: 1, variant: .junior)
        #expect(Set(game.table + game.deck) == Set(deck))
        #expect(game.table.count == 9 || game.table.count == 12)
    }

    @Test func anyTenJuniorCardsHoldASetAndNineCanHoldNone() {
        let cap = largestCap(in: SetVariant.junior.deck)
        // The largest table of Junior's cards with no Set is nine cards: any ten hold one.
        #expect(cap.count == 9)
        #expect(SetCard.sets(in: cap).isEmpty)
    }

    @Test func juniorDealsByItselfWhenItsNineHoldNoSet() throws {
        // A Junior game whose first nine cards hold no Set deals three more at once.
        let seed = try #require(
            (UInt64(1)...5000).first { seed in
                var random = SeededRandomNumberGenerator(seed: seed)
                let deck = SetVariant.junior.deck.seededShuffled(using: &random)
                return SetCard.sets(in: Array(deck.suffix(9).reversed())).isEmpty
            })
        let game = SetGame(seed: seed, variant: .junior)
        #expect(game.table.count == 12)
        #expect(SetCard.sets(in: Array(game.table.prefix(9))).isEmpty)
        #expect(!game.setsOnTable.isEmpty)
    }

    @Test func juniorKeepsItsTableAtNine() {
        var game = SetGame(seed: 2, variant: .junior)
        var sizes: Set<Int> = []
        playThrough(&game) { game, action in
            if action == .clearMatch { sizes.insert(game.table.count) }
        }
        #expect(sizes.allSatisfy { $0 <= 12 })
        #expect(sizes.contains(9))
    }

    // MARK: - Set-Chain

    /// A Set-Chain game with its first Set taken and cleared.
    private func chainAfterFirstSet(seed: UInt64 = 4) throws -> SetGame {
        var game = SetGame(seed: seed, variant: .chain)
        let first = try #require(game.setsOnTable.first)
        for card in first { game.choose(card, now: 1) }
        #expect(game.judgement == .match)
        let cleared = game.clearMatch(now: 2)
        #expect(cleared)
        #expect(game.chain == first)
        return game
    }

    @Test func theChainsFirstSetIsAnySet() throws {
        let game = try chainAfterFirstSet()
        #expect(game.setsFound == 1)
        // The first Set's cards left the table and wait beside it; none went to the pile.
        #expect(game.chain.allSatisfy { !game.table.contains($0) })
        #expect(game.discardPile.isEmpty)
    }

    @Test func everyLaterSetUsesExactlyOneCardOfThePreviousSet() throws {
        var game = try chainAfterFirstSet()
        let sets = game.setsOnTable
        #expect(!sets.isEmpty)
        for set in sets {
            #expect(set.filter(game.chain.contains).count == 1)
            #expect(set.filter(game.table.contains).count == 2)
            #expect(SetCard.isSet(set[0], set[1], set[2]))
        }
        // A Set of three cards on the table is no Set of the chain.
        if let loose = SetCard.sets(in: game.table).first.map({ $0.map { game.table[$0] } }) {
            #expect(!game.isSet(loose))
            for card in loose { game.choose(card, now: 3) }
            #expect(game.judgement == .mismatch)
        }
    }

    @Test func theChainCardIsChosenFromBesideTheTable() throws {
        var game = try chainAfterFirstSet()
        let old = game.chain
        let next = try #require(game.setsOnTable.first)
        let link = try #require(next.first { old.contains($0) })
        let chosen = game.choose(link, now: 3)
        #expect(chosen == .selected)
        #expect(game.selection == [link])
        for card in next where card != link { game.choose(card, now: 4) }
        #expect(game.judgement == .match)
        #expect(game.setsFound == 2)
        let cleared = game.clearMatch(now: 5)
        #expect(cleared)
        // The new Set waits beside the table; the two cards of the old one it did not use go.
        #expect(Set(game.chain) == Set(next))
        #expect(Set(game.discardPile) == Set(old.filter { $0 != link }))
        #expect(game.chain.allSatisfy { !game.table.contains($0) })
    }

    @Test func aCardOfTheOldChainIsNotChosenOnceTheNextSetIsTaken() throws {
        var game = try chainAfterFirstSet()
        let old = game.chain
        let next = try #require(game.setsOnTable.first)
        for card in next { game.choose(card, now: 3) }
        let unused = try #require(old.first { !next.contains($0) })
        // Chosen during the celebration it does nothing: the Set showing is the chain now.
        let during = game.choose(unused, now: 4)
        #expect(during == .ignored)
        #expect(game.judgement == .match)
        game.clearMatch(now: 5)
        let after = game.choose(unused, now: 5)
        #expect(after == .ignored)
    }

    @Test func aTableThatCannotContinueTheChainDealsByItself() throws {
        // Somewhere in these games a Set taken leaves a table that holds no two cards making
        // a Set with one of it: three more come at once (more while it still holds none).
        var dealtByItself = 0
        for seed in UInt64(1)...40 {
            var game = SetGame(seed: seed, variant: .chain)
            for step in 0..<200 {
                guard game.endedAt == nil, let set = game.setsOnTable.first else { break }
                let now = Double(step) * 2
                for card in set { game.choose(card, now: now) }
                let before = game.table.count
                guard game.clearMatch(now: now + 1) else { break }
                guard before == 12, game.table.count > 12 else { continue }
                // Replacements came in the Set's places; the cards dealt by themselves went last.
                let replaced = Array(game.table.prefix(12))
                #expect(SetVariant.chain.sets(in: replaced, previous: game.chain).isEmpty)
                #expect(!game.setsOnTable.isEmpty || game.deck.isEmpty)
                dealtByItself += 1
            }
        }
        #expect(dealtByItself > 0)
    }

    @Test func aChainTableGivenByHandDealsWhenItsSetIsTaken() throws {
        // The chain is a Set beside the table; the table holds exactly one Set with it, and
        // once that is taken the twelve left hold none with the new chain: three more come.
        let found = try #require(
            (UInt64(1)...400).lazy.compactMap { seed -> SetGame? in
                var random = SeededRandomNumberGenerator(seed: seed)
                let cards = SetCard.fullDeck.seededShuffled(using: &random)
                guard let chain = SetCard.sets(in: Array(cards.prefix(9))).first.map({ $0.map { cards[$0] } })
                else { return nil }
                let rest = cards.filter { !chain.contains($0) }
                let table = Array(rest.prefix(12))
                let deck = Array(rest.dropFirst(12))
                let game = SetGame(table: table, deck: deck, variant: .chain, chain: chain)
                guard let next = game.setsOnTable.first, game.setsOnTable.count == 1 else { return nil }
                var after = game
                for card in next { after.choose(card, now: 1) }
                after.clearMatch(now: 2)
                return after.table.count == 15 ? game : nil
            }.first)
        var game = found
        let next = try #require(game.setsOnTable.first)
        for card in next { game.choose(card, now: 1) }
        game.clearMatch(now: 2)
        #expect(game.table.count == 15)
        #expect(SetVariant.chain.sets(in: Array(game.table.prefix(12)), previous: game.chain).isEmpty)
        #expect(!game.setsOnTable.isEmpty)
    }

    @Test func theComputerTakesAChainSet() throws {
        var game = SetGame(
            seed: 6, seats: [Seat(name: "You"), Seat(name: "Computer", computer: .hard)], variant: .chain)
        let first = try #require(game.setsOnTable.first)
        game.apply(.take(cards: first.map(\.id), seat: 1), by: 1, at: 1)
        game.apply(.clearMatch, by: 0, at: 2)
        #expect(game.chain == first && game.setsWon == [0, 1])
        let next = try #require(game.setsOnTable.first)
        #expect(next.filter(first.contains).count == 1)
        // Three cards of the table that are a Set but not of the chain are refused.
        if let loose = SetCard.sets(in: game.table).first.map({ $0.map { game.table[$0] } }) {
            let refused = game.apply(.take(cards: loose.map(\.id), seat: 1), by: 1, at: 3)
            #expect(refused == .choice(.ignored))
        }
        let taken = game.apply(.take(cards: next.map(\.id), seat: 1), by: 1, at: 3)
        #expect(taken == .choice(.taken(points: 1, putDown: 0)))
        game.apply(.clearMatch, by: 0, at: 4)
        // The first Set's cards but the one used are on the computer's pile.
        #expect(Set(game.won[1]) == Set(first.filter { !next.contains($0) }))
        #expect(game.setsWon == [0, 2])
    }

    @Test func aChainRaceDropsTheOldChainFromOtherChoices() throws {
        var game = SetGame(
            seed: 8, seats: [Seat(name: "Ann"), Seat(name: "Bob")], isRace: true, variant: .chain)
        let first = try #require(game.setsOnTable.first)
        for card in first { game.apply(.choose(card: card.id), by: 0, at: 1) }
        game.apply(.clearMatch, by: 0, at: 2)
        let next = try #require(game.setsOnTable.first)
        let unused = try #require(first.first { !next.contains($0) })
        game.apply(.choose(card: unused.id), by: 1, at: 3)
        #expect(game.choices[1] == [unused])
        for card in next { game.apply(.choose(card: card.id), by: 0, at: 4) }
        #expect(game.judgement == .match)
        #expect(game.choices[1].isEmpty)
    }

    // MARK: - UltraSet's rule

    @Test func fourCardsAreAnUltraSetWhenTwoPairsCompleteToOneCard() {
        let a = SetCard(id: 0)
        let b = SetCard(id: 40)
        let target = SetCard.completing(a, b)
        // Another pair completing to the same card: any card c and the one c needs.
        let c = SetCard.fullDeck.first { ![a, b, target].contains($0) }!
        let d = SetCard.completing(c, target)
        #expect(SetCard.ultraCompletion(of: [a, c, b, d]) == target)
        #expect(SetVariant.ultra.isSet([a, b, c, d]))
        #expect(!SetVariant.ultra.isSet([a, b, c]))
    }

    @Test func anyTenCardsHoldAnUltraSet() {
        var random = SeededRandomNumberGenerator(seed: 11)
        for _ in 0..<200 {
            let ten = Array(SetCard.fullDeck.seededShuffled(using: &random).prefix(10))
            #expect(!SetCard.ultraSets(in: ten).isEmpty)
        }
    }

    @Test func ultraSetsFoundAreExactlyTheFoursThatAreOne() {
        var random = SeededRandomNumberGenerator(seed: 12)
        let table = Array(SetCard.fullDeck.seededShuffled(using: &random).prefix(9))
        var brute: [[Int]] = []
        for a in 0..<9 {
            for b in (a + 1)..<9 {
                for c in (b + 1)..<9 {
                    for d in (c + 1)..<9
                    where SetCard.ultraCompletion(of: [a, b, c, d].map { table[$0] }) != nil {
                        brute.append([a, b, c, d])
                    }
                }
            }
        }
        #expect(SetCard.ultraSets(in: table) == brute)
    }
}
