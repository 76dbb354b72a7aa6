import CardModel
import Testing

/// UltraSet in the real binary: four cards chosen and judged as four, the card they make
/// shown beside the table, against the computer, and at a table shared between terminals.
@Suite("UltraSet in a terminal")
struct UltraSetEndToEndTests {
    /// Indices of the first UltraSet among `table`'s cards, and the card its pairs make.
    static func firstUltraSet(in table: [SetCard]) throws -> (four: [Int], makes: SetCard) {
        let four = try #require(SetCard.ultraSets(in: table).first, "any 10 cards hold one: \(table)")
        let makes = try #require(SetCard.ultraCompletion(of: four.map { table[$0] }))
        return (four, makes)
    }

    @Test("UltraSet alone: three cards judge nothing, the fourth takes them and the card they make shows")
    func alone() async throws {
        let app = try AppUnderTest(["set", "--variant", "ultra", "--seed", "40"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        #expect(try app.session.capture().header.contains("UltraSet"))
        let table = try await player.readTable()
        #expect(table.count == 12, "\(table)")
        let (four, makes) = try Self.firstUltraSet(in: table)
        for index in four.prefix(3) { try await player.choose(index) }
        let three = try await app.session.waitFor("three of four chosen") {
            $0.header.contains("3 of 4 chosen")
        }
        #expect(three.status?.sets == 0, "\(three)")
        try await player.choose(four[3])
        let taken = try await app.session.waitFor("the UltraSet taken") {
            $0.status?.sets == 1 && $0.header.contains("UltraSet! +")
        }
        #expect(taken.header.contains("both pairs make \(makes)") || taken.header.contains("both pairs make"))
        // The card they make stays beside the table once the four have left, and the discard
        // pile counts the four as one Set once they have landed on it.
        try await app.session.waitFor("the four replaced, the card they make beside the table") {
            $0.status?.deck == 65 && $0.contains(" makes ") && $0.contains("1 Set")
        }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    @Test("UltraSet: four cards that are none are a miss, said as such")
    func aMiss() async throws {
        let app = try AppUnderTest(["set", "--variant", "ultra", "--seed", "40"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        let table = try await player.readTable()
        let four = try #require(
            (0..<9).map { Array($0..<($0 + 4)) }.first {
                SetCard.ultraCompletion(of: $0.map { table[$0] }) == nil
            })
        for index in four { try await player.choose(index) }
        let miss = try await app.session.waitFor("the miss") { $0.header.contains("Not an UltraSet (-3)") }
        #expect(miss.status?.score == -3, "\(miss)")
    }

    @Test("UltraSet against the hard computer: it takes UltraSets and their card shows")
    func againstTheComputer() async throws {
        let app = try AppUnderTest([
            "set", "--variant", "ultra", "--vs", "computer", "--level", "hard", "--seed", "4",
        ])
        defer { app.close() }
        let won = try await app.session.waitForComputer(
            toReach: 2, "the computer to win two UltraSets", timeout: .seconds(90))
        #expect(won.status?.players["You"] == "0", "\(won.bottomRow)")
        try await app.session.waitFor("the card the computer's four make, beside the table") {
            $0.contains(" makes ")
        }
    }

    @Test("A shared table of UltraSet: Bob's four count on both screens, and both see the card they make")
    func shared() async throws {
        let table = try await HostedTable([
            "set", "--variant", "ultra", "--host", "--seed", "5", "--name", "Ann",
        ])
        defer { table.close() }
        let bob = try await table.join("Bob", size: TerminalSize(90, 26))
        try await table.deal(players: ["Ann", "Bob"])
        let player = SetPlayer(session: bob.session)
        let cards = try await player.readTable()
        let (four, _) = try Self.firstUltraSet(in: cards)
        for index in four { try await player.choose(index) }
        try await table.waitForEveryone("Bob's UltraSet") { $0.players == ["Ann": "0", "Bob": "1"] }
        for app in table.everyone {
            try await app.session.waitFor("the card Bob's four make") { $0.contains(" makes ") }
        }
    }
}
