import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable

/// Every card's own key at the table: pressing it chooses the card, as Space on it does;
/// each card shows its key in its border, and the status line names the focused card's.
@Suite struct CardKeysSceneTests {
    /// The key of the card at `index` as the scene lays its table out now.
    static func key(_ driver: SceneDriver, at index: Int) throws -> Character {
        try #require(driver.scene.cardKeys(size: driver.size)?.key(at: index))
    }

    @Test(arguments: [Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func aSetIsTakenByItsThreeKeysAlone(size: Size) throws {
        var driver = SceneDriver(seed: 1, size: size)
        let set = try #require(driver.scene.game.setsOnTable.first)
        let keys = try set.map { card in
            try Self.key(driver, at: try #require(driver.scene.game.table.firstIndex(of: card)))
        }
        driver.type(String(keys))
        #expect(driver.scene.game.setsFound == 1, "\(keys) at \(size)")
        #expect(driver.headerLine.contains("Set!"), "\(driver.headerLine)")
    }

    @Test func aKeyChoosesItsCardAtOnceAndMovesTheFocusThere() throws {
        var driver = SceneDriver(seed: 1)
        // 80x24: three rows of four, `q w e r / a s d f / z x c v`.
        #expect(try #require(driver.layout.grid).columns == 4)
        driver.type("s")
        #expect(driver.scene.focus == .card(5))
        #expect(driver.scene.game.selection == [driver.scene.game.table[5]])
        #expect(driver.statusLine.hasSuffix("[s] \(driver.scene.game.table[5].description)"))
        // Again: put down, as Space on it does.
        driver.type("s")
        #expect(driver.scene.game.selection.isEmpty)
        // The deck and places past the table have none: a letter that is no card's does nothing.
        driver.type("m")
        #expect(driver.scene.focus == .card(5) && driver.scene.game.selection.isEmpty)
    }

    @Test func eachCardShowsItsKeyInItsBorder() throws {
        let driver = SceneDriver(seed: 1)
        let grid = try #require(driver.layout.grid)
        let screen = driver.screen
        for index in 0..<12 {
            let rect = grid.rect(at: index)
            let key = try Self.key(driver, at: index)
            #expect(screen[rect.maxX - 3, rect.y].character == key, "card \(index): \(screen.line(rect.y))")
        }
    }

    @Test func theKeysFollowTheTableAsItChangesShape() throws {
        var driver = SceneDriver(seed: 1)
        #expect(try Self.key(driver, at: 3) == "r" && (try Self.key(driver, at: 4)) == "a")
        // A tall window: three columns of four, the digit row on top.
        driver.size = Size(width: 60, height: 50)
        #expect(try #require(driver.layout.grid).columns == 3)
        #expect(try Self.key(driver, at: 0) == "1" && (try Self.key(driver, at: 3)) == "q")
        driver.type("q")
        #expect(driver.scene.focus == .card(3))
        driver.type("q")
        // Back to 80x24 and three more cards: four rows of four (the last short), so the
        // digit row comes on top and `q` is the fifth card's.
        driver.size = Size(width: 80, height: 24)
        driver.type("D")
        #expect(driver.scene.game.table.count == 15)
        #expect(
            try #require(driver.scene.cardKeys(size: driver.size)).keys.map { $0 ?? "_" }
                == Array("1234qwerasdfzxc"))
        driver.type("q")
        #expect(driver.scene.focus == .card(4))
    }

    @Test func theCommandsAreCapitalsAndTheSmallLettersChooseCards() {
        var driver = SceneDriver(seed: 1)
        driver.type("d")
        #expect(driver.scene.game.table.count == 12, "d is a card's key now")
        #expect(driver.scene.game.selection.count == 1)
        driver.type("D")
        #expect(driver.scene.game.table.count == 15)
        #expect(driver.press(.character("q")) == .stay, "q chooses the top left card")
        #expect(driver.headerLine.hasSuffix("D deal  C hint  ? help  Q quit"), "\(driver.headerLine)")
        #expect(driver.press(.character("Q")) == .quit)
    }

    @Test func theKeyboardSettingMovesTheKeysToTheSamePlaces() throws {
        let services = services()
        services.overrides.keyboard = .dvorak
        var driver = SceneDriver(seed: 1, services: services)
        // Dvorak's `'` , `.` `p` lie where QWERTY's q w e r do.
        #expect(try Self.key(driver, at: 0) == "'" && (try Self.key(driver, at: 4)) == "a")
        driver.type(",")
        #expect(driver.scene.focus == .card(1))
        #expect(driver.statusLine.contains("[,] "))
    }

    @Test func betweenFriendsTheCardsKeepToTheLetterRowsAndTheNumbersCall() throws {
        var driver = ContestSceneTests.setScene(seats: Seat.friends(names: ["Ann", "Bob"]))
        driver.size = Size(width: 60, height: 50)
        // A tall table (two columns beside the players' piles) without the digit row:
        // `q w / a s / z x`, then on to the right, `e r / d f / c v`.
        let laidOut = try #require(driver.scene.cardKeys(size: driver.size)).keys.map { $0 ?? "_" }
        #expect(laidOut == Array("qwaszxerdfcv"))
        driver.now = 1
        driver.type("2")
        #expect(driver.scene.game.caller == 1)
        let set = try #require(driver.scene.game.setsOnTable.first)
        let keys = try set.map { card in
            try Self.key(driver, at: try #require(driver.scene.game.table.firstIndex(of: card)))
        }
        driver.type(String(keys))
        #expect(driver.scene.game.points == [0, 1], "\(driver.headerLine)")
        // `0`, at the right end of the digit row, is Bob's corner key.
        driver.now = 3
        driver.type("0")
        #expect(driver.scene.game.caller == 1)
    }

    @Test func memorizeTurnsACardByItsKey() throws {
        var driver = MemorizeDriver()
        let keys = try #require(driver.scene.cardKeys(size: driver.size))
        let second = try #require(keys.key(at: 1))
        driver.press(.character(second))
        #expect(driver.scene.game.cards[1].isFaceUp)
        #expect(driver.statusLine.hasSuffix("[\(second)] card 2 of 20: face up"), "\(driver.statusLine)")
        #expect(driver.screen.line(0).hasSuffix("T themes  ? help  Q quit"))
    }

    @Test func theSettingsFileKeepsTheKeyboardCheckedAndItsUnknownKeys() throws {
        let settings = try PlayerSettings(data: Data(#"{"keyboard": "colemak", "future": 1}"#.utf8))
        #expect(settings.keyboard == .colemak)
        let written = String(decoding: settings.data(), as: UTF8.self)
        #expect(written.contains(#""keyboard" : "colemak""#) && written.contains(#""future" : 1"#))
        #expect(throws: PlayerSettings.Unreadable.self) {
            try PlayerSettings(data: Data(#"{"keyboard": "bepo"}"#.utf8))
        }
    }
}
