import Foundation
import Testing

/// What a file may hold is bounded and said once; what the game does not use stays in it.
@Suite("Bounds on what a file may hold")
struct FileBoundsTests {
    @Test("A theme of 10,000 emoji is said in a few lines at exit, and editing it keeps them all")
    func hugeTheme() async throws {
        // 63 animals two columns wide, then 9,937 entries that cannot be a card's face.
        let emoji =
            (0x1F400...0x1F43E).compactMap(Unicode.Scalar.init).map { String($0) }
            + (63..<10000).map { "a\($0)" }
        let config = try ConfigFolder()
        defer { config.remove() }
        let file = try JSONSerialization.data(withJSONObject: [
            ["name": "Huge", "emoji": emoji, "color": "green"]
        ])
        try config.writeThemesFile(String(decoding: file, as: UTF8.self))

        let app = try AppUnderTest(
            ["memorize", "--seed", "1", "--theme", "Flowers"], environment: config.environment)
        defer { app.close() }
        let session = app.session
        try await session.waitFor("a game of Flowers") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("T")
        let chooser = try await session.waitFor("the theme chooser") { $0.contains("Huge (yours)") }
        #expect(
            chooser.contains("beyond the 41 a theme may hold"), "the chooser says the bound:\n\(chooser)")
        // The built-in themes come first: Huge is the last, where Down stops.
        try session.sendKeys(Array(repeating: "Down", count: 12))
        try await session.waitFor("Huge selected") { screen in
            screen.rows.contains { $0.contains("▶") && $0.contains("Huge (yours)") }
        }
        try session.sendKeys("e")
        try await session.waitFor("the edit form") { $0.contains("Edit theme") && $0.contains("(41 emoji)") }
        try session.sendKeys("Tab", "BSpace")
        try await session.waitFor("an emoji erased") { $0.contains("(40 emoji)") }
        try session.sendKeys("Enter")
        try await session.waitFor("the theme saved") { $0.header.contains("Saved 'Huge'") }
        try session.sendKeys("q")
        try await session.waitFor("the game again") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)

        let lines = app.standardError().split(separator: "\n")
        #expect(lines.count <= 10, "the bound is said once, not an emoji a line: \(lines.count) lines")
        let saved = try #require(
            ((try JSONSerialization.jsonObject(with: Data(contentsOf: config.themesFile)) as? [String: Any])?[
                "themes"] as? [[String: Any]])?.first?["emoji"] as? [String])
        #expect(saved.count == emoji.count - 1, "only the emoji erased is gone")
        #expect(Array(saved.suffix(9937)) == Array(emoji.suffix(9937)), "what the game did not use is intact")
    }
}
