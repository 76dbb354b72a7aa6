import Foundation
import Testing

/// What a new player sees at 80x24, on the real screen: the daily puzzle's figures in the
/// middle of their cards, and a panel that leaves nothing of the header beside it.
@Suite("Card faces and panels at 80x24")
struct CardFacesOnScreenTests {
    static let figures: Set<Character> = Set("◆◈◇●◍○■▥□")

    static func hasFigures(_ row: String) -> Bool { row.contains { figures.contains($0) } }

    @Test("The daily puzzle's four-row cards have their figures on the lower of their two inner rows")
    func puzzleFiguresSitInTheMiddle() async throws {
        let app = try AppUnderTest(["puzzle", "--date", "2026-12-24"])
        defer { app.close() }
        // Every card top (`╭──`, `┏━━` focused; without colour it names the colour) has an empty row under it and the figures on the next:
        // four rows, figures half a row low, never on the first inner row with an empty one below.
        let screen = try await app.session.waitFor("twelve cards with their figures in the middle") {
            screen in
            let rows = screen.rows
            let tops = rows.indices.filter {
                (rows[$0].contains("╭") || rows[$0].contains("┏")) && $0 + 2 < rows.count
            }
            return tops.count >= 4
                && tops.allSatisfy { !Self.hasFigures(rows[$0 + 1]) && Self.hasFigures(rows[$0 + 2]) }
        }
        #expect(screen.bottomRow.contains("Found: 0 of 6"), "\(screen)")
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }

    @Test("Memorize's help at 80x24 leaves no letters of the header beside it")
    func helpCoversWholeRows() async throws {
        let app = try AppUnderTest(["memorize", "--seed", "1", "--theme", "Flowers"])
        defer { app.close() }
        let session = app.session
        try await session.waitFor("a game of Flowers") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("?")
        let help = try await session.waitFor("the help") { $0.contains("Help") && $0.contains("╚") }
        let top = help.rows.firstIndex { $0.contains("╔") } ?? 0
        for row in help.rows[top...] {
            guard let first = row.firstIndex(where: { "╔║╚".contains($0) }),
                let last = row.lastIndex(where: { "╗║╝".contains($0) })
            else { break }
            let beside = String(row[..<first]) + String(row[row.index(after: last)...])
            #expect(beside.allSatisfy { $0 == " " }, "left beside the panel: \(row)\n\(help)")
        }
        try session.sendKeys("Escape")
        try await session.waitFor("the game again") { !$0.contains("╚") }
        try session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }
}
