import Foundation
import Testing

/// The player's own Memorize themes: added in the theme chooser, saved to
/// `$XDG_CONFIG_HOME/cardtable/themes.json` and there on the next start; a broken file is
/// reported (file and line) and never written over.
@Suite("Memorize themes in a terminal")
struct MemorizeThemesTests {
    @Test("A theme added in the chooser is saved and can be played after a restart")
    func addedThemeOutlivesARestart() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let emoji = ["🐶", "🐱", "🐭", "🐹", "🐰"]
        do {
            let app = try AppUnderTest(
                ["memorize", "--seed", "1", "--theme", "Flowers"], environment: config.environment)
            defer { app.close() }
            let session = app.session
            try await session.waitFor("a game of Flowers") { $0.memorizeStatus?.theme == "Flowers" }
            #expect(!FileManager.default.fileExists(atPath: config.themesFile.path), "no themes file yet")

            try session.sendKeys("T")
            try await session.waitFor("the theme chooser") {
                $0.header.contains("cardtable · Themes") && $0.contains("Flowers *")
            }
            try session.sendKeys("a")
            try await session.waitFor("the new theme form") {
                $0.contains("New theme") && $0.contains("Name:")
            }
            try session.sendText("Pets")
            try await session.waitFor("the name typed") { $0.contains("Name:   Pets") }
            try session.sendKeys("Tab")
            try await session.waitFor("the emoji field") { $0.contains("▶ Emoji:") }
            try session.sendText(emoji.joined())
            try await session.waitFor("the emoji typed") {
                $0.contains("Emoji:  " + emoji.joined(separator: " "))
            }
            try session.sendKeys("Enter")
            let saved = try await session.waitFor("the theme saved") {
                $0.header.contains("Saved 'Pets'") && $0.contains("Pets (yours)")
            }
            #expect(!saved.contains("New theme"), "the form has closed:\n\(saved)")

            let data = try #require(
                FileManager.default.contents(atPath: config.themesFile.path),
                "the themes file \(config.themesFile.path) was written")
            let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(document?["version"] as? Int == 1, "the file carries its format version")
            let themes = try #require(
                document?["themes"] as? [[String: Any]],
                "a list of themes: \(String(decoding: data, as: UTF8.self))")
            let pets = try #require(
                themes.first { $0["name"] as? String == "Pets" },
                "Pets is in the file: \(String(decoding: data, as: UTF8.self))")
            #expect(pets["emoji"] as? [String] == emoji, "\(pets)")

            // Back to the game, then quit.
            try session.sendKeys("q")
            try await session.waitFor("the game again") { $0.memorizeStatus?.theme == "Flowers" }
            try session.sendKeys("Q")
            #expect(try await app.waitForExit() == 0)
            try app.expectTerminalRestored()
        }

        // A new run finds the theme in the file (it would exit 2, `no theme called`, if not).
        let again = try AppUnderTest(
            ["memorize", "--seed", "1", "--theme", "Pets"], environment: config.environment)
        defer { again.close() }
        let screen = try await again.session.waitFor("a game of Pets") { $0.memorizeStatus?.cardCount != nil }
        let status = try #require(screen.memorizeStatus)
        #expect(status.theme == "Pets", "\(status)")
        #expect(status.pairsLeft == emoji.count, "a pair of each of the \(emoji.count) emoji: \(status)")
        #expect(status.cardCount == 2 * emoji.count, "\(status)")
        try again.session.sendKeys("Q")
        #expect(try await again.waitForExit() == 0)
    }

    /// A themes file with a comma missing on line 3.
    static let brokenFile = """
        [
          {"name": "Mine", "emoji": ["🐶", "🐱", "🐭", "🐹"], "pairs": 4, "color": "green"},
          {"name": "Broken", "emoji": ["🐶" "🐱"]}
        ]

        """

    @Test("A broken themes file is reported with its line, the game runs, and the file is left alone")
    func brokenThemesFile() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        try config.writeThemesFile(Self.brokenFile)
        let original = try #require(FileManager.default.contents(atPath: config.themesFile.path))
        let path = config.themesFile.path

        let app = try AppUnderTest(
            ["memorize", "--seed", "1", "--theme", "Flowers"], environment: config.environment)
        defer { app.close() }
        let session = app.session
        let game = try await session.waitFor("a game of Flowers") { $0.memorizeStatus?.cardCount != nil }
        #expect(game.memorizeStatus?.theme == "Flowers", "\(game.bottomRow)")
        #expect(
            game.header.contains("A themes file has a problem: t shows it."),
            "the header points to the chooser, which has room for the whole message:\n\(game.header)")

        try session.sendKeys("T")
        let chooser = try await session.waitFor("the theme chooser") {
            $0.header.contains("cardtable · Themes")
        }
        #expect(
            chooser.contains("\(path): line 3:") && chooser.contains("not valid JSON"),
            "the chooser names the file and the line of the missing comma, 3:\n\(chooser)")
        #expect(!chooser.contains("Mine"), "no theme of the broken file is offered:\n\(chooser)")
        // Adding a theme would write the file: refused while it is broken.
        try session.sendKeys("a")
        let refused = try await session.waitFor("adding a theme to be refused") {
            $0.header.contains("Your themes file has an error (below): fix it to save.")
        }
        #expect(!refused.contains("New theme"), "no form opens:\n\(refused)")

        try session.sendKeys("q")
        try await session.waitFor("the game again") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
        let after = FileManager.default.contents(atPath: path)
        #expect(after == original, "the broken file is left byte for byte as it was")
    }

    @Test("The theme form says what emoji it cannot take and never splits a sequence into cards")
    func theFormRefusesSequencesOutLoud() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try AppUnderTest(
            ["memorize", "--seed", "1", "--theme", "Flowers"], environment: config.environment)
        defer { app.close() }
        let session = app.session
        try await session.waitFor("a game of Flowers") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("T")
        try await session.waitFor("the theme chooser") { $0.header.contains("cardtable · Themes") }
        try session.sendKeys("a")
        try await session.waitFor("the new theme form") { $0.contains("New theme") && $0.contains("Name:") }
        try session.sendKeys("Tab")
        try await session.waitFor("the emoji field") { $0.contains("▶ Emoji:") }
        // What a new player typed: the terminal hands each code point over on its own.
        try session.sendText("x❤️🏳️‍🌈👍🏽")
        let refused = try await session.waitFor("the form to say what it did not take") {
            $0.contains("👍 + U+1F3FD") && $0.contains("two columns wide")
        }
        let text = refused.rows.joined(separator: "\n")
        #expect(text.contains("'x' is not an emoji"), "\(refused)")
        #expect(text.contains("❤ + U+FE0F"), "\(refused)")
        #expect(text.contains("🏳 + U+FE0F + U+200D + 🌈"), "\(refused)")
        #expect(text.contains("one code point drawn two columns wide"), "\(refused)")
        #expect(refused.contains("▶ Emoji:   ▏"), "no card was made of any piece:\n\(refused)")
        #expect(!text.unicodeScalars.contains { $0.value == 0x200D }, "no stray joiner on the screen")
        try session.sendText("🐶")
        try await session.waitFor("an emoji of one code point taken") { $0.contains("▶ Emoji:  🐶 ▏") }
        try session.sendKeys("Escape")
        try await session.waitFor("the chooser again") { !$0.contains("New theme") }
        try session.sendKeys("q")
        try await session.waitFor("the game again") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }
}
