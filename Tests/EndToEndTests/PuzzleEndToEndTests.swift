import CardModel
import Foundation
import Testing

/// The daily puzzle in the real binary, played to its end through the status line.
@Suite("The daily puzzle in a terminal")
struct PuzzleEndToEndTests {
    /// The focused card named at the end of the puzzle's status line, after its key (`[q] `).
    static func focusedCard(_ screen: PaneSnapshot) -> SetCard? {
        focused(screen)?.card
    }

    /// The focused card and its key, from the status line (which leaves the time out at 50 columns).
    static func focused(_ screen: PaneSnapshot) -> (card: SetCard, key: Character?)? {
        guard let status = screen.status, let card = CardDescriptions.card(named: status.focus) else {
            return nil
        }
        return (card, status.key)
    }

    static func found(_ screen: PaneSnapshot) -> Int? {
        screen.bottomRow.firstMatch(of: /Found: (\d) of 6/).flatMap { Int($0.1) }
    }

    @Test(
        "All six Sets, each taken by its three cards' keys alone, end the puzzle with a line to share",
        arguments: CardKeysEndToEndTests.sizes)
    func playToTheEnd(size: TerminalSize) async throws {
        let app = try AppUnderTest(["puzzle", "--date", "2026-12-24"], size: size)
        defer { app.close() }
        let session = app.session
        var screen = try await session.waitFor("the puzzle") {
            Self.focusedCard($0) != nil && Self.found($0) == 0
        }
        // Read the table: Right names every card and its key in turn, and comes back to the first.
        var table: [SetCard] = []
        var keys: [Character] = []
        while let (card, key) = Self.focused(screen), !table.contains(card) {
            table.append(card)
            keys.append(try #require(key, "every card of the puzzle has a key: \(screen.bottomRow)"))
            try session.sendKeys("Right")
            screen = try await session.waitFor("the focus to move on from \(card)") {
                Self.focusedCard($0) != card
            }
        }
        #expect(table.count == 12, "twelve cards: \(table)")
        let sets = SetCard.sets(in: table)
        #expect(sets.count == 6)
        for (index, set) in sets.enumerated() {
            try session.sendKeys(set.map { String(keys[$0]) })
            try await session.waitFor("\(index + 1) of 6 found") {
                Self.found($0) == index + 1 || $0.contains("Solved!")
            }
        }
        let solved = try await session.waitFor("the puzzle solved") { $0.contains("Solved!") }
        #expect(solved.contains("cardtable puzzle --date 2026-12-24: 6/6 in"), "a line to share:\n\(solved)")
        // Another day's puzzle than today's: it counts for its day, not for a streak.
        #expect(
            solved.contains("Solved after its day") || solved.contains("Days solved in a row: 1"), "\(solved)"
        )
        try session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }
}
