import CardModel
import Testing

/// Hints that stay, as a new player meets them: `cardtable set --seed 40` at 80x24.
@Suite("Hints in a terminal")
struct HintEndToEndTests {
    /// The cards marked as a hint: the word on their borders, below the header (which may
    /// say it too).
    static func marks(_ screen: PaneSnapshot) -> Int {
        screen.rows.dropFirst().dropLast().map { $0.components(separatedBy: " hint ").count - 1 }.reduce(0, +)
    }

    @Test("A hint stays marked while its cards are chosen, shows again for nothing, and goes with its Set")
    func aHintStays() async throws {
        let app = try AppUnderTest(["set", "--seed", "40"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        let table = try await player.readTable()
        // The hint marks the first Set in reading order: its first card is chosen first.
        let set = try #require(SetCard.sets(in: table).first, "seed 40 deals a Set: \(table)")

        try app.session.sendKeys("C")
        let hinted = try await app.session.waitFor("the hint, paid for") {
            $0.header.contains("Hint (-2)") && $0.status?.score == -2 && Self.marks($0) == 3
        }
        #expect(
            hinted.header.contains("Sets is marked") || hinted.header.contains("only Set"), "\(hinted.header)"
        )

        try await player.choose(set[0])
        let chosen = try await app.session.waitFor("the other two still marked after choosing the first") {
            Self.marks($0) == 2 && $0.header.contains("The hint stays")
        }
        #expect(chosen.status?.score == -2, "\(chosen)")

        try app.session.sendKeys("C")
        let again = try await app.session.waitFor("the same Set shown again") {
            // The marks may blink: the screen that counts shows them.
            $0.header.contains("The same Set again (no charge)") && Self.marks($0) == 2
        }
        #expect(again.status?.score == -2, "no charge: \(again)")

        try await player.choose(set[1])
        try await player.choose(set[2])
        let taken = try await app.session.waitFor("the hinted Set taken") {
            $0.status?.sets == 1 && $0.header.contains("Set! +") && Self.marks($0) == 0
        }
        let score = try #require(taken.status?.score)

        // Once its Set has left, a hint marks a Set not shown yet, which costs again.
        try await app.session.waitForStillness()
        try app.session.sendKeys("C")
        _ = try await app.session.waitFor("a new hint, paid for") {
            $0.header.contains("Hint (-2)") && $0.status?.score == score - 2 && Self.marks($0) == 3
        }

        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }
}
