import Animation
import CardModel
import FileStore
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

/// A fresh folder for a test's own themes file, gone when the run ends.
func temporaryFolder() -> URL { scratchFolder("home") }

/// The built-in themes, read from Resources/themes.json, and a player's file in `folder`.
func library(userFolder folder: URL = temporaryFolder()) -> ThemeLibrary {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return ThemeLibrary.load(
        builtInFile: root.appendingPathComponent("Resources/themes.json"),
        userFile: folder.appendingPathComponent("cardtable/themes.json"),
        store: FileStore(directories: AppDirectories(environment: ["HOME": folder.path])))
}

extension ThemeLibrary {
    /// Saves `theme` as the themes screen does: the app's runner makes the change, and the
    /// library takes up the file as it is after it.
    mutating func save(_ theme: MemoryTheme, replacing: String?) throws {
        try carryOut(saving(theme, replacing: replacing))
    }

    /// Deletes a theme of the player's as the themes screen does, through the app's runner.
    mutating func delete(named name: String) throws {
        try carryOut(deleting(named: name))
    }

    private mutating func carryOut(_ update: FileUpdate) throws {
        switch EffectRunner(keeper: KeeperInMemory()).run(.update(update)) {
        case .updated(_, let contents): take(written: contents)
        case .notUpdated(_, let problem): throw SaveError(description: problem)
        case let other: Issue.record("a change to a file answered \(String(describing: other))")
        }
    }
}

/// Services that keep games in memory, with `library` for themes (the built-in ones by default).
func services(library: ThemeLibrary = library(), keeper: any GameKeeper = KeeperInMemory()) -> AppServices {
    AppServices(keeper: keeper, themes: library, date: { Date(timeIntervalSince1970: 1_800_000_000) })
}

/// Drives a Memorize scene with reduced motion, as the app would.
struct MemorizeDriver {
    var scene: MemorizeScene
    /// Carries out what the scene asks of the app (its records, its holds).
    let runner: EffectRunner
    var size: Size
    var now: Double = 0 { didSet { settle() } }

    init(
        theme: String = "Animals", seed: UInt64 = 1, size: Size = Size(width: 80, height: 24),
        library: ThemeLibrary = library(), options: RenderOptions = RenderOptions(),
        timing: AnimationTiming = AnimationTiming(reducedMotion: true)
    ) {
        scene = MemorizeScene(
            themeName: theme, seed: seed, options: options, timing: timing, now: 0,
            services: services(library: library))!
        runner = EffectRunner(keeper: scene.services.keeper)
        self.size = size
        settle()
    }

    /// A driver of `scene` as it is.
    init(scene: MemorizeScene, size: Size = Size(width: 80, height: 24)) {
        self.scene = scene
        runner = EffectRunner(keeper: scene.services.keeper)
        self.size = size
        settle()
    }

    mutating func settle() {
        scene.carryOutEffects(with: runner, now: now)
        _ = scene.advance(to: now, size: size)
        scene.carryOutEffects(with: runner, now: now)
    }

    @discardableResult
    mutating func press(_ key: Key, times: Int = 1) -> SceneAction {
        var action = SceneAction.stay
        for _ in 0..<times { action = scene.handle(.key(key), size: size, now: now) }
        settle()
        return action
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Chooses the card with `id` by moving the focus to it and pressing Space.
    mutating func choose(id: Int) {
        while scene.game.cards[scene.focusedPlace].id != id { press(.right) }
        press(.character(" "))
    }

    var screen: Screen {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: now)
        return screen
    }

    var statusLine: String { screen.line(size.height - 1) }
}

@Suite struct MemorizeSceneTests {
    @Test func aNewGameIsFaceDownWithTheThemeOnTheStatusLine() {
        let driver = MemorizeDriver()
        #expect(
            driver.statusLine == " Animals  Score: 0  Pairs left: 10  Time: 0:00  [q] card 1 of 20: face down"
        )
        expectGolden(driver.screen.text, named: "memorize-start-80x24")
    }

    @Test(arguments: [
        Size(width: 120, height: 40), Size(width: 200, height: 60), Size(width: 50, height: 16),
    ])
    func cardsScaleWithTheWindow(size: Size) {
        var driver = MemorizeDriver(size: size)
        // One card face up, one pair matched and fading: every look at once.
        let cards = driver.scene.game.cards
        let first = cards[0]
        let partner = cards.first { $0.id != first.id && $0.content == first.content }!
        driver.choose(id: first.id)
        driver.choose(id: partner.id)
        let other = driver.scene.game.cards.first { !$0.isMatched }!
        driver.choose(id: other.id)
        expectGolden(driver.screen.text, named: "memorize-faces-\(size)")
    }

    /// Each row of cards on the screen, as the columns of its cards' left and right edges:
    /// the corners (`╭` and `╮`, `┏` and `┓` on the focused card) on the row's top line.
    static func cardRows(_ screen: Screen) -> [(left: [Int], right: [Int])] {
        (1..<screen.size.height - 1).compactMap { y in
            let columns = 0..<screen.size.width
            let left = columns.filter { "╭┏".contains(screen[$0, y].character) }
            let right = columns.filter { "╮┓".contains(screen[$0, y].character) }
            return left.isEmpty ? nil : (left, right)
        }
    }

    /// The table sits in the middle of the window, as nothing but the cards is beside it once
    /// they are dealt, and its rows share the cards out evenly: 16 cards are 6+5+5 where six
    /// columns fit, never 6+6+4, each short row centred under the long one.
    @Test(arguments: [
        Size(width: 50, height: 16), Size(width: 60, height: 50), Size(width: 80, height: 24),
        Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 200, height: 60),
        Size(width: 300, height: 90),
    ])
    func theTableIsCentredAndItsRowsEven(size: Size) throws {
        let screen = MemorizeDriver(theme: "Halloween", size: size).screen
        let rows = Self.cardRows(screen)
        let lengths = rows.map(\.left.count)
        #expect(lengths.reduce(0, +) == 16)
        #expect(lengths == lengths.sorted(by: >), "\(lengths) at \(size)")
        #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 1, "\(lengths) at \(size)")
        for row in rows {
            let left = try #require(row.left.first)
            let right = size.width - 1 - (try #require(row.right.last))
            #expect(
                abs(left - right) <= 1, "\(left) columns free on the left, \(right) on the right at \(size)")
        }
        let top = try #require(
            (1..<size.height).first { y in (0..<size.width).contains { screen[$0, y].character != " " } })
        let bottom = try #require(
            (0..<size.height - 1).last { y in (0..<size.width).contains { screen[$0, y].character != " " } })
        #expect(abs((top - 1) - (size.height - 2 - bottom)) <= 1, "rows \(top)...\(bottom) at \(size)")
    }

    /// Up and Down between rows of 6, 5 and 5 go to the card beside the focus on screen: a
    /// short row's cards stand between two of the long row's.
    @Test func upAndDownGoToTheNearestCardOfAShortRow() {
        var driver = MemorizeDriver(theme: "Halloween", size: Size(width: 120, height: 40))
        var visited: [Int] = []
        for key in [Key.down, .down, .up, .up] {
            driver.press(key)
            visited.append(driver.scene.focusedPlace)
        }
        #expect(visited == [6, 11, 6, 1])
        driver.press(.right, times: 4)
        driver.press(.down)
        #expect(driver.scene.focusedPlace == 10)
    }

    @Test func findingAPairScoresAndTheFocusedCardSaysSo() {
        var driver = MemorizeDriver(timing: AnimationTiming())
        let cards = driver.scene.game.cards
        let first = cards[0]
        let partner = cards.first { $0.id != first.id && $0.content == first.content }!
        // The clock (and the bonus) waits for the opening deal to land.
        driver.now = 10
        driver.choose(id: first.id)
        #expect(driver.statusLine.hasSuffix("face up"))
        driver.now = 11
        driver.choose(id: partner.id)
        // Both cards had their full bonus left: 2 + 6 + 6 (the first one had used a second: 5).
        #expect(driver.scene.game.score == 2 + 5 + 6)
        #expect(driver.statusLine.contains("Score: 13  Pairs left: 9"))
        // The focus moves on to a card still in play: a found pair's places take none.
        let focused = driver.scene.focusedPlace
        #expect(
            driver.scene.game.cards.indices.contains(focused) && !driver.scene.game.cards[focused].isMatched)
        #expect(driver.statusLine.hasSuffix("face down"))
        // After the celebration the pair leaves its slots empty; no other card moves.
        let before = Dictionary(uniqueKeysWithValues: driver.scene.stage.targets.map { ($0.id, $0.rect) })
        driver.now = 15
        let after = driver.scene.stage.targets
        #expect(after.count == 18)
        #expect(!after.contains { $0.id == first.id || $0.id == partner.id })
        #expect(after.allSatisfy { before[$0.id] == $0.rect }, "every other card keeps its place")
        #expect(driver.statusLine.contains("of 20"))
    }

    @Test func sixteenCardsLieInEvenRows() throws {
        let grid = try #require(
            TableLayout(size: Size(width: 80, height: 24), cardCount: 16, shape: .memory).grid)
        let lastRow = 16 - (grid.rows - 1) * grid.columns
        #expect(
            grid.columns * grid.rows - 16 < grid.rows,
            "\(grid.columns) columns leave \(lastRow) in the last row")
    }

    @Test func aMismatchOfSeenCardsCosts() {
        var driver = MemorizeDriver()
        let cards = driver.scene.game.cards
        let a = cards[0]
        let b = cards.first { $0.content != a.content }!
        let c = cards.first { ![a.content, b.content].contains($0.content) }!
        let d = cards.first { ![a.content, b.content, c.content].contains($0.content) }!
        driver.choose(id: a.id)
        driver.choose(id: b.id)
        #expect(driver.scene.game.score == 0)
        driver.choose(id: c.id)  // a and b turn down, seen now
        driver.choose(id: d.id)
        #expect(driver.scene.game.score == 0)
        driver.choose(id: a.id)
        driver.choose(id: b.id)
        #expect(driver.scene.game.score == -2)
        #expect(driver.screen.line(0).contains("No match (-2)"))
    }

    @Test func aFaceUpCardWakesTheLoopOnlyWhenItsBonusBarShortens() throws {
        var driver = MemorizeDriver()
        // With no card face up, only the status line's clock wakes the loop, once a second.
        #expect(driver.scene.state.wake(after: 0) == .at(1))
        driver.choose(id: driver.scene.game.cards[0].id)
        // 80x24 cards are 8 columns wide: a bar of 6 cells moving in eighths, 48 steps in
        // the 6 s bonus, so one every 1/8 s of play.
        guard case .at(let first) = driver.scene.state.wake(after: 0) else {
            Issue.record("a face-up card should wake the loop")
            return
        }
        #expect(abs(first - 0.125) < 0.01)
        guard case .at(let later) = driver.scene.state.wake(after: 3) else { return }
        #expect(abs(later - 3.125) < 0.01)
        #expect(driver.scene.state.wake(after: 7) == .at(8), "the bonus is gone: the clock alone")
    }

    @Test func rightVisitsEveryCardAndWraps() {
        var driver = MemorizeDriver()
        driver.press(.right, times: 20)
        #expect(driver.scene.focus == .card(0))
        driver.press(.left)
        #expect(driver.statusLine.hasSuffix("card 20 of 20: face down"))
    }

    @Test func playingEveryPairEndsOnTheResultScreen() {
        var driver = MemorizeDriver(theme: "Flowers")
        while !driver.scene.game.isOver {
            let card = driver.scene.game.cards.first { !$0.isMatched }!
            let partner = driver.scene.game.cards.first { $0.id != card.id && $0.content == card.content }!
            driver.choose(id: card.id)
            driver.choose(id: partner.id)
            driver.now += 2
        }
        driver.now += 5
        let text = driver.screen.text
        #expect(text.contains("All pairs found"))
        #expect(text.contains("Theme: Flowers"))
        expectGolden(text, named: "memorize-result-80x24")
        driver.press(.character("r"))
        #expect(driver.scene.game.pairsLeft == driver.scene.game.theme.playablePairs)
        #expect(driver.scene.game.theme.name == "Flowers")
    }

    @Test func asciiFallsBackToDistinctSymbols() {
        var driver = MemorizeDriver(options: RenderOptions(ascii: true))
        for card in driver.scene.game.cards.prefix(2) { driver.choose(id: card.id) }
        let text = driver.screen.text
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        expectGolden(text, named: "memorize-ascii-80x24")
    }

    @Test func theComputerPlaysAWholeGameWithAPerfectMemory() {
        var scene = MemorizeScene(
            themeName: "Faces", seed: 3, options: RenderOptions(), timing: AnimationTiming(speed: 4), now: 0,
            services: services(), watchingOnce: true)!
        var now = 0.0
        var action = SceneAction.stay
        while action == .stay && now < 600 {
            action = scene.advance(to: now, size: Size(width: 80, height: 24))
            now += 1.0 / 30
        }
        #expect(action == .quit)
        #expect(scene.game.isOver)
        // Perfect memory: no card is ever turned up a third time, so the score stays positive.
        #expect(scene.game.score > 0)
    }
}

extension TableEffect {
    /// The file this effect changes, if it changes one.
    var changedFile: URL? {
        if case .update(let update) = self { update.file } else { nil }
    }
}

/// Drives the themes' screen with keys, as the app would: what it asks is carried out by
/// the app's runner and handed back.
struct ChooserDriver {
    var scene: ThemeChooserScene
    let size = Size(width: 80, height: 24)
    let runner = EffectRunner(keeper: KeeperInMemory())
    /// What the last key asked of the app.
    var action = SceneAction.stay
    /// Every effect the screen asked for, oldest first.
    var effects: [TableEffect] = []

    init(library: ThemeLibrary = library(), current: String? = nil) {
        scene = ThemeChooserScene(
            services: services(library: library), options: RenderOptions(), current: current)
    }

    mutating func press(_ key: Key, times: Int = 1) {
        for _ in 0..<times {
            action = scene.handle(.key(key), size: size, now: 0)
            let asked = scene.takeEffects()
            effects += asked
            for result in runner.run(asked) { scene.receive(result, now: 0) }
        }
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    var screen: Screen {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        return screen
    }
}

@Suite struct ThemeChooserTests {
    @Test func theChooserListsThemesWithColourPairsAndSamples() {
        let driver = ChooserDriver(
            library: library(userFolder: URL(fileURLWithPath: "/nonexistent")), current: "Animals")
        let text = driver.screen.text
        #expect(text.contains("Halloween"))
        #expect(text.contains("8 pairs"))
        expectGolden(text, named: "themes-80x24")
    }

    @Test func aThemeIsAddedSavedAndStillThereAfterALoad() throws {
        let folder = temporaryFolder()
        var driver = ChooserDriver(library: library(userFolder: folder), current: "Animals")
        driver.type("a")
        driver.type("Pets")
        driver.press(.tab)
        driver.type("🐶🐱🐭🐹🐰x")
        #expect(driver.screen.text.contains("'x' is not an emoji two columns wide"))
        driver.press(.tab)
        driver.press(.left)
        driver.press(.tab)
        driver.press(.right)
        // The status line names the (temporary) themes file: leave it out of the golden.
        expectGolden(
            driver.screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(
                separator: "\n"),
            named: "themes-editor-80x24")
        driver.press(.enter)
        let saved = try String(
            contentsOf: folder.appendingPathComponent("cardtable/themes.json"), encoding: .utf8)
        #expect(saved.contains("\"name\":\"Pets\""))
        let reloaded = library(userFolder: folder)
        #expect(
            reloaded.custom == [
                MemoryTheme(name: "Pets", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰"], pairs: 4, color: "purple")
            ])
        // Playing it asks for a game of the new theme.
        driver.press(.enter)
        #expect(
            driver.action == .back(.game(GameRequest(.memorize, options: MemorizeOptions(theme: "Pets")))))
    }

    /// The screen writes nothing itself: a theme saved is one change asked of the app, and a
    /// change that cannot be written comes back and is shown in the editor, kept open.
    @Test func aSaveIsAnEffectAndOneThatFailsIsShownWithTheThemeKept() throws {
        let folder = temporaryFolder()
        var driver = ChooserDriver(library: library(userFolder: folder))
        driver.type("a")
        driver.type("Pets")
        driver.press(.tab)
        driver.type("🐶🐱🐭🐹")
        // Meanwhile the themes' folder became a file: nothing can be written under it.
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("cardtable"))
        driver.press(.enter)
        let file = folder.appendingPathComponent("cardtable/themes.json")
        #expect(driver.effects.map(\.changedFile) == [file], "one change, asked of the app")
        let editor = try #require(driver.scene.chooser.editor, "the editor stays open")
        #expect(editor.name == "Pets")
        #expect(editor.problem?.hasPrefix("cannot save ") == true, "\(editor.problem ?? "no problem shown")")
        #expect(driver.screen.text.contains("cannot save"))
        #expect(driver.scene.services.themes.custom.isEmpty)
        // Cancelled, the list is as it was, and the next key is taken.
        driver.press(.escape)
        #expect(driver.scene.chooser.editor == nil)
        driver.press(.down)
        #expect(driver.scene.chooser.selected == 1)
    }

    @Test func editingAndDeletingTheirOwnThemesOnly() throws {
        let folder = temporaryFolder()
        var lib = library(userFolder: folder)
        try lib.save(
            MemoryTheme(name: "Mine", emoji: ["🍎", "🍌", "🍇", "🍓"], pairs: 4, color: "red"), replacing: nil)
        var driver = ChooserDriver(library: lib)
        driver.type("e")
        #expect(driver.scene.chooser.notice?.text.hasPrefix("Built-in themes cannot be changed") == true)
        driver.press(.down, times: 20)
        driver.type("e")
        driver.press(.backspace, times: 4)
        driver.type("Fruit")
        driver.press(.enter)
        #expect(library(userFolder: folder).custom.map(\.name) == ["Fruit"])
        driver.type("d")
        driver.type("y")
        #expect(library(userFolder: folder).custom.isEmpty)
    }

    @Test func aBrokenThemesFileIsNamedKeptAsItIsAndNotWrittenOver() throws {
        let folder = temporaryFolder()
        let file = folder.appendingPathComponent("cardtable/themes.json")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let broken = "[\n  {\"name\": \"Oops\",\n   \"emoji\": [\"🐶\" \"🐱\"]}\n]\n"
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let lib = library(userFolder: folder)
        #expect(lib.userFileIsBroken)
        #expect(
            lib.problems == ["~/cardtable/themes.json: line 3: not valid JSON, so none of its themes loaded"])
        #expect(lib.builtIn.count >= 6)
        var driver = ChooserDriver(library: lib)
        driver.type("a")
        #expect(driver.scene.chooser.editor == nil)
        #expect(driver.scene.chooser.notice?.text.contains("has an error") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == broken)
    }

    /// The themes over a game: Esc or the same theme goes back to the game as it was,
    /// another theme deals a game of it there; from the menu, Esc is the menu.
    @Test func choosingTheSameThemeKeepsTheGameAndAnotherStartsANewOne() throws {
        let keeper = KeeperInMemory()
        // Turn a card, open the themes, choose the one being played (Animals, the first).
        let events: [InputEvent] = [
            .key(.character(" ")), .key(.character("T")), .key(.enter), .key(.character("T")), .key(.escape),
            .key(.character("T")), .key(.down), .key(.enter),
        ]
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), events: events)
        let app = App(
            terminal: terminal, clock: ManualClock(),
            start: .game(GameRequest(.memorize, options: MemorizeOptions(theme: "Animals"))),
            settings: App.Settings(seed: 1, timing: AnimationTiming(reducedMotion: true)),
            services: services(keeper: keeper), catalog: .tested)
        /// The game on screen after `count` more events: its theme and how many cards are up.
        func game(after count: Int) -> String {
            for _ in 0..<count { _ = app.turn() }
            guard let scene = app.currentScene as? MemorizeScene else { return "not a game" }
            return "\(scene.game.theme.name): \(scene.game.cards.filter(\.isFaceUp).count) up"
        }
        #expect(game(after: 3) == "Animals: 1 up", "the same theme: the game as it was")
        #expect(game(after: 2) == "Animals: 1 up", "Esc: the game as it was")
        let themes = library().all.map(\.name)
        let second = try #require(themes.firstIndex(of: "Animals").map { themes[$0 + 1] })
        #expect(game(after: 3) == "\(second): 0 up", "another theme: a game of it")
        // The game left for another theme is recorded, abandoned.
        #expect(keeper.records.map(\.finished) == [false])
    }

    @Test func fromTheMenuEscGoesBackToTheMenu() {
        var driver = ChooserDriver()
        driver.press(.escape)
        #expect(driver.action == .back(nil))
    }
}
