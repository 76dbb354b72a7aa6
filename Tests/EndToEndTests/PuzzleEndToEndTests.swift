import CardModel
import Foundation
import Testing

/// The daily puzzle in the real binary, played to its end through the status line.
@Suite("The daily puzzle in a terminal")
struct PuzzleEndToEndTests {
    /// The focused card named at the end of the puzzle's status line, after the time.
    static func focusedCard(_ screen: PaneSnapshot) -> SetCard? {
        guard let match = screen.bottomRow.firstMatch(of: /Time: [0-9:]+  (.+?)\s*$/) else { return nil }
        return CardDescriptions.card(named: String(match.1))
    }

    static func found(_ screen: PaneSnapshot) -> Int? {
        screen.bottomRow.firstMatch(of: /Found: (\d) of 6/).flatMap { Int($0.1) }
    }

    @Test("All six Sets found through the status line end the puzzle with a line to share")
    func playToTheEnd() async throws {
        let app = try AppUnderTest(["puzzle", "--date", "2026-12-24"])
        defer { app.close() }
        let session = app.session
        var screen = try await session.waitFor("the puzzle") {
            Self.focusedCard($0) != nil && Self.found($0) == 0
        }
        // Read the table: Right names every card in turn, and comes back to the first.
        var table: [SetCard] = []
        while let card = Self.focusedCard(screen), !table.contains(card) {
            table.append(card)
            try session.sendKeys("Right")
            screen = try await session.waitFor("the focus to move on from \(card)") {
                Self.focusedCard($0) != card
            }
        }
        #expect(table.count == 12, "twelve cards: \(table)")
        let sets = SetCard.sets(in: table)
        #expect(sets.count == 6)
        var focus = 0
        for (index, set) in sets.enumerated() {
            for card in set {
                try session.sendKeys(Array(repeating: "Right", count: (card - focus + 12) % 12) + ["Space"])
                focus = card
            }
            try await session.waitFor("\(index + 1) of 6 found") {
                Self.found($0) == index + 1 || $0.contains("Solved!")
            }
        }
        let solved = try await session.waitFor("the puzzle solved") { $0.contains("Solved!") }
        #expect(solved.contains("cardtable puzzle 2026-12-24: 6/6 in"), "a line to share:\n\(solved)")
        #expect(solved.contains("Days solved in a row: 1"), "\(solved)")
        try session.sendKeys("q")
        #expect(try await app.waitForExit() == 0)
    }
}
