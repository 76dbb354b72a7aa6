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
@testable import SetTable
@testable import SetUltraTable
@testable import cardtable

extension GameCatalog {
    /// The tested games, Set's variants and UltraSet.
    static let withUltraSet = GameCatalog(entries: GameCatalog.withVariants.entries + [SetUltraTable.entry])
}

/// UltraSet at Set's table: four cards chosen and judged as four, the card they make shown
/// beside the table, its own saves and records, and the computer taking four.
@Suite struct UltraSetTableTests {
    /// The rows of the screen below the header, where the cards and piles are.
    func table(_ driver: SceneDriver) -> String {
        (1..<driver.size.height).map { driver.screen.line($0) }.joined(separator: "\n")
    }

    @Test func setVariantUltraNamesUltraSet() throws {
        let alone = try Invocation.parse(["set", "--variant", "ultra"], catalog: .withUltraSet).get()
        #expect(alone.command == .play(.game(GameRequest(.setUltra))))
        let computer = try Invocation.parse(
            ["set", "--variant", "ultra", "--vs", "computer"], catalog: .withUltraSet
        ).get()
        #expect(
            computer.command == .play(.game(GameRequest(.setUltra, seats: Seats.againstComputer(.normal)))))
        let hosted = try Invocation.parse(["set", "--variant", "ultra", "--host"], catalog: .withUltraSet)
            .get()
        #expect(hosted.command == .host(GameRequest(.setUltra), Invocation.Hosting()))
        let usage = CommandHelp.usage(.withUltraSet)
        #expect(usage.contains("ultra: UltraSet: four cards"), "\(usage)")
        let help = try #require(CommandHelp.text(typed: "set", catalog: .withUltraSet))
        #expect(help.contains("    ultra           UltraSet: four cards"), "\(help)")
        #expect(GameCatalog.standard.entry(.setUltra)?.title == "UltraSet")
        #expect(GameCatalog.standard.entry(command: "set", variant: "ultra")?.kind == .setUltra)
    }

    @Test func fourCardsAreChosenAndTheCardTheyMakeIsShownBesideTheTable() throws {
        var driver = SceneDriver(variant: .ultra, seed: 40)
        #expect(driver.headerLine.contains("Find four cards: two pairs that complete to one card."))
        #expect(table(driver).contains("their"), "an empty place waits for the card:\n\(driver.screen.text)")
        let four = try #require(driver.scene.game.setsOnTable.first)
        let made = try #require(SetCard.ultraCompletion(of: four))
        driver.choose(Array(four.prefix(3)))
        #expect(driver.scene.game.judgement == .choosing, "three cards judge nothing yet")
        #expect(driver.headerLine.contains("3 of 4 chosen."), "\(driver.headerLine)")
        driver.choose([four[3]])
        #expect(driver.scene.game.judgement == .match)
        #expect(driver.headerLine.contains("UltraSet! +"), "\(driver.headerLine)")
        #expect(driver.headerLine.contains("both pairs make \(made)"), "\(driver.headerLine)")
        #expect(table(driver).contains(" makes "), "\(driver.screen.text)")
        expectGolden(driver.screen.text, named: "ultra-match-80x24")
        // Its four leave and are replaced; the card they make stays until the next four.
        driver.now += 2
        #expect(driver.scene.game.table.count == 12 && driver.scene.game.judgement == .choosing)
        #expect(driver.scene.game.ultraCompletion == made)
        #expect(table(driver).contains(" makes "))
        #expect(
            table(driver).contains("1 Set"),
            "the discard pile counts four cards as one:\n\(driver.screen.text)")
    }

    @Test func fourCardsThatAreNoneAreSaidToBeNone() throws {
        var driver = SceneDriver(variant: .ultra, seed: 40)
        let table = driver.scene.game.table
        let four = try #require(
            (0..<9).lazy.map { Array(table[$0..<($0 + 4)]) }.first { SetCard.ultraCompletion(of: $0) == nil })
        driver.choose(four)
        #expect(driver.scene.game.judgement == .mismatch)
        #expect(
            driver.headerLine.contains("Not an UltraSet (-3): no two pairs complete to one card"),
            "\(driver.headerLine)")
        #expect(driver.statusLine.hasPrefix(" Score: -3"))
    }

    @Test func aHintMarksFourAndTheComputerTakesFour() throws {
        var driver = SceneDriver(variant: .ultra, seed: 41)
        driver.type("C")
        #expect(driver.scene.game.hinted.count == 4)
        #expect(
            driver.headerLine.contains("UltraSets is marked") || driver.headerLine.contains("only UltraSet"))

        var contest = SceneDriver(variant: .ultra, seed: 41, seats: Seats.againstComputer(.hard))
        for _ in 0..<240 where contest.scene.game.points[1] == 0 { contest.now += 0.25 }
        #expect(contest.scene.game.points[1] == 1, "the computer at hard takes an UltraSet within a minute")
        #expect(contest.scene.game.matchedCards.count == 4 || contest.scene.game.won[1].count == 4)
        #expect(contest.headerLine.contains("UltraSet! +1: both pairs make"), "\(contest.headerLine)")
    }

    @Test func friendsCallAndChooseFourAtOneKeyboard() throws {
        var driver = SceneDriver(variant: .ultra, seed: 5, seats: Seats.friends(count: 2))
        let four = try #require(driver.scene.game.setsOnTable.first)
        driver.press(.character("0"))
        #expect(driver.scene.game.caller == 1)
        #expect(driver.headerLine.contains("Choose four cards"), "\(driver.headerLine)")
        driver.choose(Array(four.prefix(3)))
        #expect(driver.scene.game.caller == 1, "three cards judge nothing: the call goes on")
        driver.choose([four[3]])
        #expect(driver.scene.game.points == [0, 1] && driver.scene.game.setsWon == [0, 1])
        driver.now += 2
        #expect(driver.scene.game.won[1].count == 4)
        #expect(table(driver).contains("P2 1"), "the pile counts four cards as one:\n\(driver.screen.text)")
    }

    @Test func anUltraSetGameIsKeptAndRecordedAsItsOwn() throws {
        let keeper = KeeperInMemory()
        var driver = SceneDriver(variant: .ultra, seed: 2, services: services(keeper: keeper))
        let log = try driver.scene.game.log()
        #expect(log.game == .setUltra)
        #expect(SetGame.replaying(log)?.variant == .ultra)
        #expect(!SetTable.entry.fits(log, GameRequest(.set)))
        #expect(SetUltraTable.entry.fits(log, GameRequest(.setUltra)))
        driver.playToTheEnd()
        #expect(driver.scene.game.endedAt != nil)
        let record = try #require(keeper.records.last)
        #expect(record.kind.game == .setUltra)
        #expect(GameCatalog.withUltraSet.title(of: record.kind) == "UltraSet")
    }

    @Test func theHelpGivesUltraSetsRule() {
        let lines = SetGame(seed: 1, variant: .ultra).presenter.helpLines(
            options: RenderOptions(), sharing: nil)
        #expect(lines.first?.hasPrefix("UltraSet: four cards") == true)
        #expect(lines.contains { $0.contains("then choose four cards") }, "\(lines)")
        let friends = SetGame(seed: 1, seats: Seats.friends(count: 2), variant: .ultra)
        #expect(
            friends.presenter.helpLines(options: RenderOptions(), sharing: nil).contains(
                "Call Set with your key, then choose four cards:"))
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 50, height: 15), Size(width: 120, height: 40)])
    func everyCompanyFits(size: Size) {
        for seats in [[], Seats.againstComputer(.hard), Seats.friends(count: 4)] {
            let driver = SceneDriver(variant: .ultra, seed: 3, seats: seats, size: size)
            let text = driver.screen.text
            #expect(!text.contains("too small"), "\(seats.count) seats at \(size):\n\(text)")
            #expect(driver.scene.game.slots.count == 12)
        }
    }
}
