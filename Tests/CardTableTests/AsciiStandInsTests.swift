import Render
import TableLayout
import Testing

@testable import MemorizeTable

/// Without emoji (`--ascii`) each theme shows stand-ins of its own, taken from its emoji's
/// names, where every theme read `A B C D E F`.
@Suite struct AsciiStandInsTests {
    /// The samples the themes' list shows on each theme's row, by theme.
    static func previews() -> [String: String] {
        let themes = library().all
        let scene = ThemeChooserScene(
            services: services(), options: RenderOptions(ascii: true), current: nil)
        var screen = Screen(size: Size(width: 80, height: 24))
        scene.render(into: &screen, now: 0)
        var found: [String: String] = [:]
        for y in 0..<screen.size.height {
            let line = screen.line(y)
            guard let theme = themes.first(where: { line.contains(" \($0.name) ") }), line.count > 47 else {
                continue
            }
            found[theme.name] = String(line.dropFirst(47))
        }
        return found
    }

    @Test func eachThemePreviewsItsOwnStandIns() {
        let previews = Self.previews()
        #expect(previews.count == 8, "\(previews)")
        #expect(Set(previews.values).count == previews.count, "two themes read alike: \(previews)")
        #expect(previews["Animals"] == "D C M H R F ...", "\(previews)")
    }

    @Test func standInsComeFromTheEmojiNamesAndAreDistinct() {
        #expect(MemorySymbols.standIns(for: ["🐶", "🐱", "🦊", "🐮"]) == ["D", "C", "F", "W"])
        for theme in library().all {
            let standIns = MemorySymbols.standIns(for: theme.emoji)
            #expect(Set(standIns).count == theme.emoji.count, "\(theme.name): \(standIns)")
            #expect(standIns.allSatisfy { $0.count == 1 && $0.unicodeScalars.allSatisfy(\.isASCII) })
        }
        // As many as a theme may hold, all distinct, even with no names to go by.
        let unnamed = (0..<41).map { String(UnicodeScalar(0x1F600 + $0) ?? "x") }
        #expect(Set(MemorySymbols.standIns(for: unnamed)).count == 41)
    }

    @Test func aCardShowsItsEmojisStandIn() {
        let driver = MemorizeDriver(theme: "Animals", options: RenderOptions(ascii: true))
        let game = driver.scene.game
        #expect(game.presenter.symbol(for: "🐶", options: RenderOptions(ascii: true)) == "D")
        #expect(game.presenter.symbol(for: "🐮", options: RenderOptions(ascii: true)) == "W")
        #expect(game.presenter.symbol(for: "🐶", options: RenderOptions()) == "🐶")
    }
}
