import CardModel
import Testing

/// Set's variants in the real binary: Junior and Set-Chain played alone, against the
/// computer, and at a table shared between terminals.
@Suite("Set's variants in a terminal")
struct SetVariantsEndToEndTests {
    /// A Set of Set-Chain: one card of `lastSet` and two of `table`, if there is one.
    static func chainSet(table: [SetCard], lastSet: [SetCard]) -> [SetCard]? {
        lastSet.lazy.compactMap { card -> [SetCard]? in
            SetCard.sets(in: [card] + table).first { $0[0] == 0 }.map { $0.map { ([card] + table)[$0] } }
        }.first
    }

    @Test("Set Junior alone: nine solid cards, no dealing by hand, a Set taken")
    func juniorAlone() async throws {
        let app = try AppUnderTest(["set", "--variant", "junior", "--seed", "3"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.status()
        #expect(try app.session.capture().header.contains("Set Junior"))
        let table = try await player.readTable()
        #expect(table.count == 9 || table.count == 12, "\(table)")
        #expect(table.allSatisfy { $0.shading == .solid }, "\(table)")
        #expect(start.deck == 27 - table.count, "\(start)")
        // Nobody deals by hand: the table says it deals by itself.
        try app.session.sendKeys("D")
        try await app.session.waitFor("the table to say it deals by itself") {
            $0.header.contains("deals by itself")
        }
        let set = try #require(SetCard.sets(in: table).first)
        for index in set { try await player.choose(index) }
        try await player.waitForStatus("the Set counted") { $0.sets == 1 }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    @Test("Set Junior against the hard computer: it takes Sets of solid cards")
    func juniorAgainstTheComputer() async throws {
        let app = try AppUnderTest([
            "set", "--variant", "junior", "--vs", "computer", "--level", "hard", "--seed", "3",
        ])
        defer { app.close() }
        let won = try await app.session.waitForComputer(
            toReach: 2, "the computer to win two Sets", timeout: .seconds(60))
        #expect(won.status?.players["You"] == "0", "\(won.bottomRow)")
        #expect(won.header.contains("Set Junior"), "\(won.header)")
    }

    @Test("Set-Chain alone: the first Set waits under the grid, the next uses one of its cards by keys")
    func chainAlone() async throws {
        let app = try AppUnderTest(["set", "--variant", "chain", "--seed", "1"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        let table = try await player.readTable()
        let first = try #require(SetCard.sets(in: table).first)
        for index in first { try await player.choose(index) }
        // At 80 columns the Sets give way to the focused card's key: the score counts them.
        let firstScore = try await player.waitForStatus("the first Set counted") { $0.score > 0 }.score
        try await app.session.waitFor("the first Set beside the table") { $0.contains("last Set:") }
        try await app.session.waitForStillness()

        // The focus reaches the previous Set's cards, which the status line names as such.
        let read = try await player.readTableAndLastSet()
        #expect(Set(read.lastSet) == Set(first.map { table[$0] }), "\(read)")
        // Three cards of the table that make a Set are no Set of the chain, if there are any.
        let link = try #require(
            Self.chainSet(table: read.table, lastSet: read.lastSet),
            "the table deals by itself until it holds a Set of the chain")
        // Taken by its three keys alone, the last Set's card by the key of its small card.
        try player.chooseByKeys(try link.map { try #require(player.table.firstIndex(of: $0)) })
        try await player.waitForStatus("the chain's Set counted") { $0.score > firstScore }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }

    @Test("Set-Chain against the hard computer: it takes the first Set and then chain Sets")
    func chainAgainstTheComputer() async throws {
        let app = try AppUnderTest([
            "set", "--variant", "chain", "--vs", "computer", "--level", "hard", "--seed", "4",
        ])
        defer { app.close() }
        // The last Set is read once the cards are still: a card bouncing to the discard pile may
        // pass over its label for a frame.
        try await app.session.waitForComputer(
            toReach: 3, "the computer to win three Sets, its last one shown aside", timeout: .seconds(90)
        ) { $0.contains("last Set:") }
    }

    @Test("A shared table of Set Junior: Bob's Set of solid cards counts on both screens")
    func juniorShared() async throws {
        let table = try await HostedTable([
            "set", "--variant", "junior", "--host", "--seed", "5", "--name", "Ann",
        ])
        defer { table.close() }
        let bob = try await table.join("Bob", size: TerminalSize(90, 26))
        try await table.deal(players: ["Ann", "Bob"])
        let player = SetPlayer(session: bob.session)
        let cards = try await player.readTable()
        #expect(
            cards.allSatisfy { $0.shading == .solid } && (cards.count == 9 || cards.count == 12), "\(cards)")
        let set = try #require(SetCard.sets(in: cards).first)
        for index in set { try await player.choose(index) }
        try await table.waitForEveryone("Bob's Set") { $0.players == ["Ann": "0", "Bob": "1"] }
    }

    @Test("A shared table of Set-Chain: Bob takes the first Set, Ann a chain Set from it")
    func chainShared() async throws {
        let table = try await HostedTable([
            "set", "--variant", "chain", "--host", "--seed", "5", "--name", "Ann",
        ])
        defer { table.close() }
        let bob = try await table.join("Bob", size: TerminalSize(90, 26))
        try await table.deal(players: ["Ann", "Bob"])
        let bobPlayer = SetPlayer(session: bob.session)
        let cards = try await bobPlayer.readTable()
        let first = try #require(SetCard.sets(in: cards).first)
        for index in first { try await bobPlayer.choose(index) }
        try await table.waitForEveryone("Bob's Set") { $0.players == ["Ann": "0", "Bob": "1"] }
        for app in table.everyone {
            try await app.session.waitFor("the first Set beside the table") { $0.contains("last Set:") }
            try await app.session.waitForStillness()
        }

        let ann = SetPlayer(session: table.host.session)
        let read = try await ann.readTableAndLastSet()
        #expect(Set(read.lastSet) == Set(first.map { cards[$0] }), "\(read)")
        let link = try #require(Self.chainSet(table: read.table, lastSet: read.lastSet))
        for card in link { try await ann.choose(try #require(ann.table.firstIndex(of: card))) }
        try await table.waitForEveryone("Ann's chain Set") { $0.players == ["Ann": "1", "Bob": "1"] }
    }
}
