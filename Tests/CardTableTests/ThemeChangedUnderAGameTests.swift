import CardModel
import Render
import TableLayout
import Testing

@testable import GameTable
@testable import Keeping
@testable import MemorizeTable

/// A theme edited or deleted in the chooser after a game of it ended: `r` plays the theme as
/// it is now, or says there is none; the chooser marks no theme as playing over a game that
/// has ended.
@Suite struct ThemeChangedUnderAGameTests {
    static let mine = MemoryTheme(
        name: "Mine", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"], pairs: 8, color: "blue")

    /// A game of "Mine" (8 pairs), played to its end.
    static func finishedGame() throws -> MemorizeDriver {
        var themes = library()
        try themes.save(mine, replacing: nil)
        var driver = MemorizeDriver(theme: "Mine", library: themes)
        #expect(driver.scene.game.cards.count == 16)
        while !driver.scene.game.isOver {
            guard let card = driver.scene.game.cards.first(where: { !$0.isMatched }),
                let partner = driver.scene.game.cards.first(where: {
                    $0.id != card.id && $0.content == card.content
                })
            else { break }
            driver.choose(id: card.id)
            driver.choose(id: partner.id)
            driver.now += 2
        }
        driver.now += 5
        #expect(driver.screen.text.contains("All pairs found"))
        return driver
    }

    @Test func rAfterTheThemeWasEditedPlaysItAsItIsNow() throws {
        var driver = try Self.finishedGame()
        var edited = Self.mine
        edited.pairs = 6
        try driver.scene.services.themes.save(edited, replacing: "Mine")
        driver.press(.character("r"))
        #expect(!driver.scene.game.isOver)
        #expect(driver.scene.game.cards.count == 12)
        #expect(driver.scene.game.theme == edited)
    }

    @Test func rAfterTheThemeWasDeletedSaysThereIsNoSuchTheme() throws {
        var driver = try Self.finishedGame()
        try driver.scene.services.themes.delete(named: "Mine")
        driver.press(.character("r"))
        #expect(driver.scene.game.isOver)
        #expect(
            driver.screen.line(0).contains("There is no theme 'Mine' any more"), "\(driver.screen.line(0))")
    }

    /// The themes' screen as the app opens it for `action` (what `t` asked for).
    static func chooser(for action: SceneAction, services: AppServices) -> (any GameTable.Scene)? {
        guard case .push(.screen(_, let screen)) = action else {
            Issue.record("t did not open the themes: \(action)")
            return nil
        }
        return MemorizeTable.entry.screen(
            screen, Opening(options: RenderOptions(), services: services, seed: 1))
    }

    @Test func theChooserMarksTheThemePlayingOnlyWhileItsGameGoesOn() throws {
        var driver = try Self.finishedGame()
        let services = driver.scene.services
        let over = Self.chooser(for: driver.press(.character("T")), services: services)
        var screen = Screen(size: driver.size)
        over?.render(into: &screen, now: 0)
        #expect(!screen.text.contains("playing now"), "\(screen.text)")
        #expect(!screen.text.contains("Mine (yours) *"))

        var playing = MemorizeDriver(theme: "Mine", library: services.themes)
        let during = Self.chooser(for: playing.press(.character("T")), services: services)
        screen = Screen(size: driver.size)
        during?.render(into: &screen, now: 0)
        #expect(screen.text.contains("* playing now"))
        #expect(screen.text.contains("Mine (yours) *"))
    }
}
