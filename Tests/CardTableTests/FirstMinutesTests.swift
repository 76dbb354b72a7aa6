import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

/// What a player meets in the first minutes: fresh games, panels that answer only their
/// own keys, pause, a clock that stops when the game does, words never cut.
@Suite struct FirstMinutesTests {
    static let size = Size(width: 80, height: 24)

    /// The status lines of every frame an app showed, for a run of events.
    static func run(_ events: [InputEvent], seed: UInt64 = 9, size: Size = size, start: Destination = .menu)
        -> InMemoryTerminal
    {
        let terminal = InMemoryTerminal(size: size, events: events)
        let settings = App.Settings(seed: seed, timing: AnimationTiming(reducedMotion: true))
        App(
            terminal: terminal, clock: ManualClock(), start: start, settings: settings, services: services(),
            catalog: .tested
        )
        .run()
        return terminal
    }

    @Test func everyGameFromTheMenuIsAFreshDealAndASeedRepeatsTheWholeSession() throws {
        // Play Set, back to the menu, Play Set again; then Memorize twice the same way.
        let events: [InputEvent] = [
            .key(.character("1")), .key(.escape), .key(.character("1")), .key(.escape),
            .key(.character("2")), .key(.escape), .key(.character("2")),
        ]
        let terminal = Self.run(events)
        let games = terminal.frames.map { $0.line(23) }
        // Frames: menu, Set, menu, Set, menu, Memorize, menu, Memorize.
        #expect(games[1] != games[3], "two Set games from the menu deal different tables")
        let memorize = [terminal.frames[5].text, terminal.frames[7].text]
        #expect(memorize[0] != memorize[1], "two Memorize games differ")
        let again = Self.run(events)
        #expect(again.frames.map(\.text) == terminal.frames.map(\.text), "the same seed, the same session")
    }

    @Test func aTableTooSmallToShowNeverWakesTheLoop() {
        // `deal` in a window too small: nothing can be drawn, so nothing to wake for.
        let terminal = Self.run(
            [.key(.other), .key(.other)], size: Size(width: 30, height: 8),
            start: .game(GameRequest(.set, watching: .endless)))
        #expect(terminal.frames.allSatisfy { $0.text.contains("Terminal too small") })
        #expect(terminal.timeouts.allSatisfy { $0 == nil }, "\(terminal.timeouts)")
    }

    @Test func theResultPanelAnswersOnlyTheKeysItLists() {
        var driver = SceneDriver(seed: 4)
        driver.playToTheEnd()
        #expect(driver.screen.text.contains("N: new game    Esc: menu    Q: quit"))
        let ended = driver.scene.game.table
        driver.press(.character(" "))
        driver.press(.enter)
        driver.press(.character("D"))
        #expect(
            driver.scene.game.table == ended, "Space and Enter, just pressed to play, do not start a game")
        #expect(driver.screen.text.contains("Game over"))
        #expect(driver.press(.escape) == .open(.menu))
        driver.press(.character("N"))
        #expect(driver.scene.game.endedAt == nil && driver.scene.game.table != ended)
    }

    @Test func memorizeResultPanelAnswersOnlyItsKeysToo() {
        var driver = MemorizeDriver(theme: "Flowers")
        let cards = driver.scene.game.cards
        for card in cards where !driver.scene.game.cards.first(where: { $0.id == card.id })!.isMatched {
            let partner = cards.first { $0.id != card.id && $0.content == card.content }!
            driver.choose(id: card.id)
            driver.choose(id: partner.id)
            driver.now += 2
        }
        #expect(driver.screen.text.contains("All pairs found"))
        let finished = driver.scene.game.cards.map(\.id)
        driver.press(.enter)
        driver.press(.character(" "))
        #expect(
            driver.scene.game.cards.map(\.id) == finished && driver.screen.text.contains("All pairs found"))
        driver.press(.character("R"))
        #expect(!driver.scene.game.isOver && driver.scene.game.theme.name == "Flowers")
    }

    @Test func pauseHidesTheTableAndStopsTheClockAndTheBonus() {
        var driver = SceneDriver(seed: 1)
        driver.now = 10
        driver.type("P")
        #expect(driver.statusLine.hasPrefix(" Paused"))
        #expect(!driver.screen.text.contains("╭"), "no card shows while paused")
        #expect(driver.scene.state.wake(after: 10) == .never)
        driver.now = 100
        #expect(driver.statusLine.contains("Time: 0:10"))
        driver.type("x")
        #expect(driver.statusLine.hasPrefix(" Paused"), "only P or Space goes on")
        driver.type(" ")
        driver.now = 101
        #expect(driver.statusLine.contains("Time: 0:11"))
        // The speed bonus counts play time: a Set now is worth what it was at 0:11.
        #expect(SetScoring.matchPoints(afterSeconds: driver.scene.playTime(at: 101)) == 5 + 8)
    }

    @Test func theClockStopsWhileHelpIsOpenOrTheWindowIsTooSmall() {
        var driver = SceneDriver(seed: 1)
        driver.now = 5
        driver.type("?")
        driver.now = 50
        driver.type("x")
        #expect(driver.statusLine.contains("Time: 0:05"))
        driver.size = Size(width: 30, height: 8)
        driver.now = 80
        driver.size = Self.size
        #expect(driver.statusLine.contains("Time: 0:05"))
        driver.now = 81
        #expect(driver.statusLine.contains("Time: 0:06"))
    }

    @Test func theClockWaitsForTheOpeningDealToLand() {
        var driver = SceneDriver(seed: 1, timing: AnimationTiming())
        driver.now = 1
        #expect(driver.statusLine.contains("Time: 0:00"), "the cards are still flying")
        driver.now = 3
        driver.now = 6
        #expect(driver.statusLine.contains("Time: 0:03") || driver.statusLine.contains("Time: 0:04"))
    }

    @Test func theFocusShowsOnlyOnceItsCardHasLanded() {
        var driver = SceneDriver(seed: 1, timing: AnimationTiming())
        driver.now = 0.05
        #expect(!driver.screen.text.contains("▶"), "the first card is still on the deck")
        driver.now = 5
        #expect(driver.screen.text.contains("▶"))
    }

    @Test func memorizeAsksBeforeANewGameAndCanPause() {
        var driver = MemorizeDriver()
        let cards = driver.scene.game.cards.map(\.id)
        driver.press(.character("N"))
        #expect(driver.screen.text.contains("New game?"))
        driver.press(.character("k"))
        #expect(driver.scene.game.cards.map(\.id) == cards)
        driver.press(.character("P"))
        #expect(driver.statusLine.hasPrefix(" Paused"))
        driver.press(.character("P"))
        driver.press(.character("N"))
        driver.press(.character("y"))
        #expect(driver.screen.line(0).contains("New game"))
    }

    @Test func aShortStatusLineDropsWholeFieldsAndNeverCutsAWord() {
        let fields = [
            Chrome.StatusField("Score: 0", rank: 6), Chrome.StatusField("Deck: 69", rank: 2),
            Chrome.StatusField("Sets: 0", rank: 0),
            Chrome.StatusField("Time: 0:03", rank: 1, short: "0:03", shortRank: 3),
            Chrome.StatusField("2 purple striped ovals", rank: 5),
        ]
        #expect(
            Chrome.statusLine(fields, width: 80)
                == "Score: 0  Deck: 69  Sets: 0  Time: 0:03  2 purple striped ovals")
        #expect(Chrome.statusLine(fields, width: 49) == "Score: 0  Deck: 69  0:03  2 purple striped ovals")
        #expect(Chrome.statusLine(fields, width: 40) == "Score: 0  0:03  2 purple striped ovals")
        #expect(Chrome.statusLine(fields, width: 32) == "Score: 0  2 purple striped ovals")
        #expect(Chrome.statusLine(fields, width: 31) == "Score: 0")
        #expect(Chrome.statusLine(fields, width: 12) == "Score: 0")
        #expect(Chrome.fitWords("Not a Set (-3): look at the number, color", width: 20) == "Not a Set (-3):…")
    }

    @Test func helpWrapsAndScrollsOnASmallWindow() {
        let size = Size(width: 50, height: 15)
        var driver = SceneDriver(seed: 1, size: size)
        driver.type("?")
        let help = Chrome.panelText(
            title: "Help", lines: SetPresenter.helpLines(options: RenderOptions()), size: size)
        #expect(help.maximumScroll > 0)
        #expect(help.lines.allSatisfy { DisplayWidth.of($0) <= 42 })
        let words = Set(
            SetPresenter.helpLines(options: RenderOptions()).flatMap {
                $0.replacingOccurrences(of: "\u{00A0}", with: " ").split(separator: " ")
            })
        #expect(help.lines.flatMap { $0.split(separator: " ") }.allSatisfy(words.contains), "no word is cut")
        // Phrases are never broken: "(as a square)" stays on one line.
        #expect(help.lines.contains { $0.contains("(as a square)") }, "\(help.lines)")
        expectGolden(driver.screen.text, named: "set-help-50x15")
        driver.press(.down, times: 40)
        expectGolden(driver.screen.text, named: "set-help-50x15-end")
    }

    @Test func aSmallWindowShowsWholeWordsOnly() {
        var driver = SceneDriver(seed: 1, size: Size(width: 50, height: 15))
        driver.press(.right)
        expectGolden(driver.screen.text, named: "set-50x15")
        #expect(!driver.screen.text.contains("discar "))
    }

    @Test func hugePairCountsAreClampedAndTheEditorNeverOverflows() {
        var editor = ThemeEditor(
            editing: MemoryTheme(name: "Big", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: .max, color: "red"))
        editor.field = .pairs
        for key in [Key.right, .right, .left, .character("+")] { _ = editor.handle(key) }
        #expect(editor.theme.pairs == 4)
    }
}
