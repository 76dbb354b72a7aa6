import CardModel
import Testing

/// Games against others in the real binary: the hard computer racing a player who waits,
/// friends calling Set at one keyboard, and Memorize's turns.
@Suite("Games against others in a terminal")
struct ContestGameplayTests {
    @Test("Against the hard computer, it wins Sets while the player waits")
    func theComputerWins() async throws {
        let app = try AppUnderTest(["set", "--vs", "computer", "--level", "hard", "--seed", "3"])
        defer { app.close() }
        // Its call shows for about a second: the in-memory tests check it, not a poll that a
        // busy machine can miss.
        // Two or more: a busy machine's polls may come after the third.
        let won = try await app.session.waitForComputer(
            toReach: 2, "the computer to win two Sets", timeout: .seconds(60))
        #expect(won.status?.players["You"] == "0", "\(won.bottomRow)")
        #expect(won.contains("Computer"), "its pile is labelled with its name:\n\(won)")
    }

    @Test("Against the computer, the status line says whether it waits for you or is looking")
    func theComputerSaysWhatItDoes() async throws {
        // At easy with this seed it takes a while to find its first Set (a slow machine may
        // see it find one: the status line says "looking" again after it).
        let app = try AppUnderTest(["set", "--vs", "computer", "--level", "easy", "--seed", "3"])
        defer { app.close() }
        try await app.session.waitFor("the computer looking") { $0.bottomRow.contains("Computer is looking") }
        // On a busy machine the computer may take a Set before the key reaches it, and the card
        // chosen is put down ("your card is put down"): Space again holds it.
        var held = false
        for _ in 0..<3 where !held {
            try app.session.sendKeys("Space")
            held =
                (try? await app.session.waitFor("the computer waiting", timeout: .seconds(5)) {
                    $0.bottomRow.contains("Computer waits")
                }) != nil
        }
        #expect(held, "a card chosen holds the computer back")
        try app.session.sendKeys("Space")
        try await app.session.waitFor("the computer looking again") {
            $0.bottomRow.contains("Computer is looking")
        }
    }

    @Test("Friends at one keyboard: a good call, a wrong call, a lock-out and a timeout")
    func friendsCallSet() async throws {
        // Eight seconds to choose three cards: time enough on a busy machine, whose keys and
        // screens come slowly, and short enough to wait out once.
        let app = try AppUnderTest(["set", "--players", "Ann,Bob", "--claim-time", "8", "--seed", "5"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForStatus("the game between Ann and Bob") {
            $0.players == ["Ann": "0", "Bob": "0"]
        }

        // Without a call, Space does nothing but say so.
        try app.session.sendKeys("Space")
        try await app.session.waitFor("the reminder to call first") {
            $0.header.contains("Call Set first: 1 Ann  0 Bob.")
        }

        // A good call: Ann calls and chooses a Set.
        var table = try await player.readTable()
        let set = try #require(SetCard.sets(in: table).first, "the table holds a Set: \(table)")
        // The call and its cards typed at once, by the cards' own keys, one keystroke a card:
        // the call lasts eight seconds, and a test held up on a busy machine past them (or
        // walking the focus with arrows) would see it end before its cards were typed.
        try app.session.sendKeys("1")
        try player.chooseByKeys(set)
        try await player.waitForStatus("Ann's point") { $0.players["Ann"] == "1" }

        // A wrong call: Bob chooses three cards that are not a Set, and is locked out.
        // The Set was replaced: back to the first card, and read the table again.
        try await app.session.waitForStillness()
        try app.session.sendKeys(Array(repeating: "Left", count: player.focusIndex))
        try await app.session.waitForStillness()
        table = try await player.readTable()
        let wrong = try #require(
            (2..<table.count).lazy.map { [0, 1, $0] }.first {
                !SetCard.isSet(table[$0[0]], table[$0[1]], table[$0[2]])
            })
        try app.session.sendKeys("2")
        try player.chooseByKeys(wrong)
        try await player.waitForStatus("Bob's penalty") { $0.players["Bob"] == "-1 (out)" }

        // The lock-out: Bob cannot call again until someone else finds a Set.
        try app.session.sendKeys("2")
        try await app.session.waitFor("Bob told he is locked out") { $0.header.contains("Bob is locked out") }

        // During Ann's call nobody changes the table: not Bob's shuffle, nor a deal.
        let before = try await player.readTable()
        // Typed with the call: what they say lasts as long as the call, eight seconds.
        try app.session.sendKeys("1", "S")
        try await app.session.waitFor("the shuffle refused") {
            $0.header.contains("Ann is calling: the table stays as it is.")
        }
        try app.session.sendKeys("D")

        // A timeout: Ann chooses nothing; with both out, both are back in, and the header says so.
        try await app.session.waitFor("Ann's call running out", timeout: .seconds(40)) {
            $0.header.contains("Time is up: Ann -1. With both out, both are back in.")
        }
        #expect(try await player.readTable() == before, "the table stayed as it was during the call")
        try await player.waitForStatus("both players free again") { $0.players == ["Ann": "0", "Bob": "-1"] }
        // Bob calls with the key at his own end of the keyboard.
        try app.session.sendKeys("0")
        try await app.session.waitFor("Bob's call with 0") { $0.contains("Bob calling") }
    }

    @Test("Memorize for two: a mismatch passes the turn")
    func memorizeTurnsPass() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try AppUnderTest(
            ["memorize", "--players", "2", "--theme", "Flowers", "--seed", "1"],
            environment: config.environment)
        defer { app.close() }
        try await app.session.waitFor("player 1's turn") { $0.bottomRow.hasPrefix(" Turn: Player 1") }
        try await app.session.waitForStillness()
        // Two cards at a time until two differ (a pair would keep the turn).
        var turned = 0
        while try app.session.capture().bottomRow.hasPrefix(" Turn: Player 1") && turned < 12 {
            try app.session.sendKeys("Space", "Right", "Space", "Right")
            turned += 2
            try await app.session.waitForStillness()
        }
        let passed = try await app.session.waitFor("the turn to pass") {
            $0.bottomRow.hasPrefix(" Turn: Player 2")
        }
        #expect(passed.header.contains("No match: Player 2's turn"), "\(passed.header)")
        #expect(passed.header.hasSuffix("Turn: Player 2"), "whose turn stays in the header: \(passed.header)")
        // Every player's pairs: by name, or by short name on a narrow line.
        #expect(
            passed.bottomRow.contains(" P1: ") || passed.bottomRow.contains("Player 1:"),
            "\(passed.bottomRow)")
        #expect(
            passed.bottomRow.contains("P2: 0") || passed.bottomRow.contains("Player 2: 0"),
            "\(passed.bottomRow)")
        // Only pairs count between players: no speed bonus drains on a face-up card.
        try app.session.sendKeys("Space")
        let up = try await app.session.waitForStillness()
        #expect(!up.contains("█") && !up.contains("+6"), "no bonus bar:\n\(up)")
    }
}
