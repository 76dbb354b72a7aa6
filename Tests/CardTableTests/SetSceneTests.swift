import Animation
import CardModel
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

/// Drives a Set scene with keys and clicks and draws it, as the app would.
struct SceneDriver {
    var scene: SetScene
    /// Carries out what the scene asks of the app (its records, its holds).
    let runner: EffectRunner
    /// The terminal's size; the scene is brought up to date whenever it changes.
    var size: Size { didSet { settle() } }
    var now: Double = 0 { didSet { settle() } }

    /// A scene with reduced motion by default, so every change shows its end state at once.
    init(
        seed: UInt64 = 1, size: Size = Size(width: 80, height: 24), options: RenderOptions = RenderOptions(),
        timing: AnimationTiming = AnimationTiming(reducedMotion: true), services: AppServices = services()
    ) {
        scene = SetScene(seed: seed, options: options, timing: timing, now: 0, services: services)
        runner = EffectRunner(keeper: services.keeper)
        self.size = size
        settle()
    }

    /// A driver of `scene` as it is (a resumed or replayed game, say).
    init(scene: SetScene, size: Size = Size(width: 80, height: 24), now: Double = 0) {
        self.scene = scene
        runner = EffectRunner(keeper: scene.services.keeper)
        self.size = size
        self.now = now
        settle()
    }

    /// Brings the scene up to the current time and size, as the app does before each frame.
    mutating func settle() {
        scene.carryOutEffects(with: runner, now: now)
        _ = scene.advance(to: now, size: size)
        scene.carryOutEffects(with: runner, now: now)
    }

    @discardableResult
    mutating func press(_ keys: Key..., times: Int = 1) -> SceneAction {
        var last = SceneAction.stay
        for _ in 0..<times {
            for key in keys { last = scene.handle(.key(key), size: size, now: now) }
        }
        settle()
        return last
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    mutating func click(_ point: Point) {
        _ = scene.handle(.click(point), size: size, now: now)
        settle()
    }

    var screen: Screen {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: now)
        return screen
    }

    var statusLine: String { screen.line(size.height - 1) }
    var headerLine: String { screen.line(0) }
    var layout: TableLayout { TableLayout(size: size, cardCount: scene.game.table.count) }

    /// Moves the focus to the card at `index` with Right presses.
    mutating func focus(_ index: Int) {
        while scene.focus != .card(index) { press(.right) }
    }

    /// Plays the game to its end the way a quick player would: `pause` seconds of looking,
    /// then the first Set on the table, or three more cards when there is none.
    mutating func playToTheEnd(pause: Double = 10) {
        var turns = 0
        while scene.game.endedAt == nil && turns < 200 {
            turns += 1
            now += pause
            if let set = scene.game.setsOnTable.first { choose(set) } else { press(.character("D")) }
        }
    }

    /// Chooses three cards by moving to each and pressing Space.
    mutating func choose(_ cards: [SetCard]) {
        for card in cards {
            focus(scene.game.table.firstIndex(of: card)!)
            press(.character(" "))
        }
    }
}

@Suite struct SetSceneTests {
    @Test(arguments: [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60),
        Size(width: 60, height: 50),
    ])
    func startingTable(size: Size) {
        let driver = SceneDriver(seed: 1, size: size)
        expectGolden(driver.screen.text, named: "set-start-\(size)")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 240, height: 30)])
    func theHeadersKeysAnswerAClick(size: Size) throws {
        var driver = SceneDriver(size: size)
        driver.now = 2
        let header = driver.headerLine
        func column(_ text: String) throws -> Int {
            let range = try #require(header.range(of: text), "\(header)")
            return header.distance(from: header.startIndex, to: range.lowerBound)
        }
        // A click on the title or the message is nothing; on `? help`, the help.
        driver.click(Point(x: 3, y: 0))
        #expect(!driver.screen.text.contains("Small cards:"))
        driver.click(Point(x: try column("? help") + 3, y: 0))
        #expect(driver.screen.text.contains("Small cards:"), "\(driver.screen.text)")
        driver.click(Point(x: 3, y: 3))
        #expect(!driver.screen.text.contains("Small cards:"))
        #expect(
            driver.scene.handle(.click(Point(x: try column("Q quit"), y: 0)), size: size, now: 2) == .quit)
    }

    @Test func statusLineSaysScoreDeckSetsTimeAndTheFocusedCard() {
        var driver = SceneDriver(seed: 1)
        driver.now = 83
        let card = driver.scene.game.table[0]
        #expect(driver.statusLine == " Score: 0  Deck: 69  Sets: 0  Time: 1:23  [q] \(card)")
    }

    @Test func rightVisitsEveryCardInReadingOrderAndWraps() {
        var driver = SceneDriver(seed: 3)
        var seen: [String] = []
        for _ in 0..<12 {
            driver.press(.right)
            seen.append(String(driver.statusLine.split(separator: "  ").last ?? ""))
        }
        let table = driver.scene.game.table
        let keys = "werasdfzxcvq".map { "[\($0)] " }
        #expect(seen == zip(keys, table.dropFirst() + table.prefix(1)).map { $0 + $1.description })
        driver.press(.left)
        #expect(driver.scene.focus == .card(11))
        driver.press(.right)
        driver.press(.left)
        #expect(driver.scene.focus == .card(11))
    }

    @Test func upAndDownMoveARowAndDownFromTheLastRowReachesTheDeck() throws {
        var driver = SceneDriver(seed: 3)
        let columns = try #require(driver.layout.grid).columns
        driver.press(.down)
        #expect(driver.scene.focus == .card(columns))
        driver.press(.up)
        #expect(driver.scene.focus == .card(0))
        driver.press(.down, times: 5)
        #expect(driver.scene.focus == .deck)
        #expect(driver.statusLine.hasSuffix("deck: Space deals 3 more"))
        driver.press(.character(" "))
        #expect(driver.scene.game.table.count == 15)
        driver.press(.up)
        #expect(driver.scene.focus == .card(14))
    }

    @Test func findingASetScoresAndTheNextChoiceReplacesIt() throws {
        var driver = SceneDriver(seed: 1)
        let set = try #require(driver.scene.game.setsOnTable.first)
        driver.now = 4
        driver.choose(set)
        #expect(driver.scene.game.judgement == .match)
        #expect(driver.headerLine.contains("Set! +15"))
        #expect(driver.statusLine.hasPrefix(" Score: 15  Deck: 69  Sets: 1"))
        expectGolden(driver.screen.text, named: "set-match-80x24")
        driver.press(.character("d"))
        #expect(driver.statusLine.hasPrefix(" Score: 15  Deck: 66  Sets: 1"))
        #expect(driver.screen.text.contains("1 Set "))
    }

    @Test func aMismatchSaysWhyAndCosts() throws {
        var driver = SceneDriver(seed: 1)
        let table = driver.scene.game.table
        let trio = try #require(
            table.indices.lazy.flatMap { i in table.indices.lazy.map { j in (i, j) } }
                .first { $0 < $1 && !SetCard.isSet(table[0], table[$0], table[$1]) && $0 > 0 })
        driver.choose([table[0], table[trio.0], table[trio.1]])
        #expect(driver.scene.game.judgement == .mismatch)
        #expect(driver.headerLine.contains("Not a Set (-3): look at the "))
        #expect(driver.statusLine.hasPrefix(" Score: -3"))
        expectGolden(driver.screen.text, named: "set-mismatch-80x24")
    }

    @Test func hintShowsASetAndSaysHowManyThereAre() {
        var driver = SceneDriver(seed: 1)
        let count = driver.scene.game.setsOnTable.count
        driver.type("C")
        #expect(driver.headerLine.contains("Hint (-2): one of \(count) Sets is marked."))
        #expect(driver.scene.game.hinted.count == 3)
        expectGolden(driver.screen.text, named: "set-hint-80x24")
    }

    /// The issue's game: `cardtable set --seed 40` at 80x24, `C`, then the hint's first card.
    @Test func aHintStaysMarkedWhileItsCardsAreChosenAndShowsAgainForNothing() throws {
        var driver = SceneDriver(seed: 40)
        // The word on the borders of the hinted cards, below the header that may say it too.
        func marks() -> Int {
            (1..<driver.size.height).map {
                driver.screen.line($0).components(separatedBy: " hint ").count - 1
            }
            .reduce(0, +)
        }
        driver.type("C")
        #expect(marks() == 3, "\(driver.screen.text)")
        #expect(driver.statusLine.hasPrefix(" Score: -2"))
        let marked = driver.scene.game.hinted
        driver.choose([marked[0]])
        #expect(marks() == 2, "the other two stay marked: \(driver.screen.text)")
        #expect(driver.headerLine.contains("The hint stays until its Set is taken."), "\(driver.headerLine)")
        driver.type("C")
        #expect(driver.scene.game.hinted == marked)
        #expect(driver.headerLine.contains("The same Set again (no charge)"), "\(driver.headerLine)")
        #expect(driver.statusLine.hasPrefix(" Score: -2"), "\(driver.statusLine)")
        driver.choose(Array(marked.dropFirst()))
        #expect(driver.scene.game.judgement == .match)
        #expect(marks() == 0, "its Set is taken: \(driver.screen.text)")
    }

    @Test func allEightyOneCardsFit80x24() {
        var driver = SceneDriver(seed: 1)
        driver.press(.character("D"), times: 23)
        #expect(driver.scene.game.table.count == 81)
        #expect(driver.headerLine.contains("The deck is empty") == false)
        driver.press(.character("D"))
        #expect(driver.headerLine.contains("The deck is empty."))
        expectGolden(driver.screen.text, named: "set-81-cards-80x24")
    }

    @Test func asciiAndMonochromeTables() {
        let ascii = SceneDriver(seed: 2, options: RenderOptions(ascii: true))
        #expect(ascii.screen.text.unicodeScalars.allSatisfy { $0.isASCII })
        expectGolden(ascii.screen.text, named: "set-ascii-80x24")
        let mono = SceneDriver(
            seed: 2, size: Size(width: 120, height: 40), options: RenderOptions(monochrome: true))
        expectGolden(mono.screen.text, named: "set-mono-120x40")
    }

    @Test func clickingACardChoosesItAndClickingTheDeckDeals() throws {
        var driver = SceneDriver(seed: 1)
        let grid = try #require(driver.layout.grid)
        let rect = grid.rect(at: 5)
        driver.click(Point(x: rect.x + 2, y: rect.y + 1))
        #expect(driver.scene.focus == .card(5))
        #expect(driver.scene.game.selection == [driver.scene.game.table[5]])
        let deck = driver.layout.deck
        driver.click(Point(x: deck.x + 1, y: deck.y + 1))
        #expect(driver.scene.game.table.count == 15)
        driver.click(Point(x: 0, y: 0))
        #expect(driver.scene.game.table.count == 15)
    }

    @Test func shuffleRearrangesTheTable() {
        var driver = SceneDriver(seed: 1)
        let before = driver.scene.game.table
        driver.type("S")
        #expect(driver.scene.game.table != before)
        #expect(Set(driver.scene.game.table) == Set(before))
        #expect(driver.headerLine.contains("Shuffled"))
    }

    @Test func helpShowsKeysAndScoringAndAnyKeyCloses() {
        var driver = SceneDriver(seed: 1, size: Size(width: 80, height: 30))
        driver.type("?")
        let text = driver.screen.text
        #expect(text.contains("D  deal 3 more"))
        expectGolden(text, named: "set-help-80x30")
        // What does not fit scrolls into view.
        for _ in 0..<20 where !driver.screen.text.contains("Set found: +5") { driver.press(.down) }
        #expect(driver.screen.text.contains("Set found: +5"))
        #expect(driver.screen.text.contains("more"))
        driver.type("x")
        #expect(!driver.screen.text.contains("D  deal 3 more"))
        #expect(driver.scene.game.table.count == 12)
    }

    @Test func newGameAsksFirstThenDealsAFreshTableTheSameSeedRepeats() {
        var driver = SceneDriver(seed: 1)
        let first = driver.scene.game.table
        driver.type("N")
        #expect(driver.headerLine.contains("New game? y"))
        driver.type("x")
        #expect(driver.scene.game.table == first, "any key but y goes back to the game")
        driver.type("Ny")
        let second = driver.scene.game.table
        #expect(second != first)
        #expect(driver.headerLine.contains("New game"))
        driver.type("Ny")
        #expect(driver.scene.game.table != second && driver.scene.game.table != first)
        // The same seed gives the same games in the same order.
        var again = SceneDriver(seed: 1)
        again.type("Ny")
        #expect(again.scene.game.table == second)
    }

    @Test func quitAndMenuKeys() {
        var driver = SceneDriver(seed: 1)
        #expect(driver.press(.character("Q")) == .quit)
        #expect(driver.press(.escape) == .open(.menu))
    }

    @Test(arguments: [Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func theResultsWOpensWhatYouMissedWithTheSetsDealtOver(size: Size) throws {
        var driver = SceneDriver(seed: 7, size: size)
        let passedOver = driver.scene.game.setsOnTable
        try #require(!passedOver.isEmpty, "the seed's first table holds a Set")
        driver.now = 4
        driver.press(.character("D"))
        driver.playToTheEnd()
        #expect(driver.screen.text.contains("Passed over: \(counted(passedOver.count, "Set"))"))
        let action = driver.press(.character("W"))
        guard case .push(.screen(let kind, let value)) = action else {
            Issue.record("W opens no screen: \(action)")
            return
        }
        var review = try #require(SetTable.entry.screen(value, Opening(options: RenderOptions(), seed: 1)))
        #expect(kind == .set)
        var screen = Screen(size: size)
        review.render(into: &screen, now: 0)
        var text = screen.text
        // Scrolled down a line at a time until the deal shows, as a player would.
        for _ in 0..<40 where !text.contains("dealt 3 more") {
            _ = review.handle(.key(.down), size: size, now: 0)
            screen = Screen(size: size)
            review.render(into: &screen, now: 0)
            text = screen.text
        }
        #expect(text.contains("What you missed") || size.width < 60)
        #expect(text.contains("dealt 3 more"), "\(text)")
        #expect((0..<size.height).allSatisfy { DisplayWidth.of(screen.line($0)) <= size.width })
        #expect(review.handle(.key(.escape), size: size, now: 0) == .back(nil))
    }

    @Test func playingAWholeGameEndsOnTheResultScreen() {
        var driver = SceneDriver(seed: 4)
        driver.playToTheEnd()
        let text = driver.screen.text
        #expect(text.contains("Game over"))
        #expect(text.contains("Sets found: \(driver.scene.game.setsFound)"))
        expectGolden(text, named: "set-result-80x24")
        driver.type("n")
        #expect(driver.scene.game.endedAt == nil)
        #expect(driver.scene.game.table.count == 12)
    }

    @Test func tooSmallSaysSoAndTheGameComesBack() {
        var driver = SceneDriver(seed: 1, size: Size(width: 30, height: 8))
        #expect(driver.screen.text.contains("Terminal too small (30x8)."))
        driver.press(.right)
        driver.size = Size(width: 80, height: 24)
        #expect(driver.statusLine.contains(driver.scene.game.table[1].description))
    }
}
