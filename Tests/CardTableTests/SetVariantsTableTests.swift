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
@testable import SetChainTable
@testable import SetJuniorTable
@testable import SetTable
@testable import cardtable

extension GameCatalog {
    /// The tested games and Set's variants.
    static let withVariants = GameCatalog(
        entries: GameCatalog.tested.entries + [
            SetJuniorTable.entry, SetChainTable.entry,
        ])
}

extension SceneDriver {
    /// A new game of `variant` of `seed`, alone or with `seats`, with reduced motion.
    init(
        variant: SetVariant, seed: UInt64 = 1, seats: [Seat] = [], size: Size = Size(width: 80, height: 24),
        services: AppServices = services()
    ) {
        let scene = SetTable.open(
            GameRequest(variant.kind, seats: seats),
            Opening(
                options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), services: services,
                seed: seed))
        self.init(scene: scene, size: size)
    }
}

@Suite struct SetVariantsTableTests {
    // MARK: - The menu

    @Test func eachVariantOpensOnItsKey() {
        let size = Size(width: 80, height: 24)
        var menu = MenuScene(options: RenderOptions(), catalog: .withVariants, sharesTables: true)
        #expect(
            menu.handle(.key(.character("n")), size: size, now: 0) == .open(.game(GameRequest(.setJunior))))
        #expect(
            menu.handle(.key(.character("a")), size: size, now: 0) == .open(.game(GameRequest(.setChain))))
        // Hosting asks which game; a variant is hosted on its letter's capital.
        #expect(menu.handle(.key(.character("H")), size: size, now: 0) == .stay)
        #expect(menu.handle(.key(.character("N")), size: size, now: 0) == .open(.hostTable(.setJunior)))
        #expect(menu.handle(.key(.character("A")), size: size, now: 0) == .open(.hostTable(.setChain)))
    }

    @Test func everyLineOfTheRealMenuHasAKeyOfItsOwn() {
        let menu = MenuScene(options: RenderOptions(), catalog: .standard, sharesTables: true)
        let keys = menu.items.compactMap(\.key)
        #expect(keys.count == menu.items.count, "\(menu.items.map { ($0.key, $0.title) })")
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(!keys.contains { "hjkl".contains($0) }, "h j k l move the pointer: \(keys)")
        // Every line fits a window of 80x24, Quit included.
        #expect(menu.listLayout(size: Size(width: 80, height: 24)).below == 0, "\(menu.items.map(\.title))")
        // So does every game to host, each on a key of its own.
        var hosting = menu
        _ = hosting.handle(.key(.character("H")), size: Size(width: 80, height: 24), now: 0)
        let hostKeys = hosting.items.compactMap(\.key)
        #expect(hosting.items.map(\.title).contains("Host UltraSet"), "\(hosting.items.map(\.title))")
        #expect(hostKeys.count == hosting.items.count && Set(hostKeys).count == hostKeys.count, "\(hostKeys)")
        #expect(hosting.listLayout(size: Size(width: 80, height: 24)).below == 0)
    }

    // MARK: - The command line

    @Test func setVariantNamesTheVariantsGame() throws {
        let junior = try Invocation.parse(["set", "--variant", "junior"], catalog: .withVariants).get()
        #expect(junior.command == .play(.game(GameRequest(.setJunior))))
        let chain = try Invocation.parse(
            ["set", "--variant=chain", "--vs", "computer", "--level", "hard"], catalog: .withVariants
        ).get()
        #expect(chain.command == .play(.game(GameRequest(.setChain, seats: Seats.againstComputer(.hard)))))
        let friends = try Invocation.parse(
            ["set", "--variant", "junior", "--players", "2", "--claim-time", "5"], catalog: .withVariants
        ).get()
        #expect(
            friends.command
                == .play(
                    .game(
                        GameRequest(
                            .setJunior, seats: Seats.friends(count: 2), options: SetOptions(claimSeconds: 5)))
                )
        )
        let hosted = try Invocation.parse(["set", "--variant", "chain", "--host"], catalog: .withVariants)
            .get()
        #expect(hosted.command == .host(GameRequest(.setChain), Invocation.Hosting()))
    }

    @Test func aVariantThatIsNoneNamesTheChoices() {
        #expect(
            Invocation.parse(["set", "--variant", "mini"], catalog: .withVariants)
                == .failure(Invocation.UsageError(message: "--variant: 'mini' is not junior or chain")))
        #expect(
            Invocation.parse(["memorize", "--variant", "junior"], catalog: .withVariants)
                == .failure(Invocation.UsageError(message: "--variant goes with set, or deal --game set")))
        #expect(
            Invocation.parse(["deal", "--game", "memorize", "--variant", "junior"], catalog: .withVariants)
                == .failure(Invocation.UsageError(message: "--variant goes with set, or deal --game set")))
        #expect(
            Invocation.parse(["deal", "--variant", "mini"], catalog: .withVariants)
                == .failure(Invocation.UsageError(message: "--variant: 'mini' is not junior or chain")))
    }

    @Test func dealWatchesTheComputerPlayAVariant() throws {
        let junior = try Invocation.parse(["deal", "--variant", "junior", "--once"], catalog: .withVariants)
            .get()
        #expect(junior.command == .play(.game(GameRequest(.setJunior, watching: .once))))
        // The watched game is the variant's: Junior's nine cards, and the computer takes its Sets.
        let opening = Opening(options: RenderOptions(), seed: 4)
        let scene = try #require(
            SetJuniorTable.entry.open(GameRequest(.setJunior, watching: .once), opening).get()
                as? SetTable.Scene)
        #expect(scene.game.table.count == 9 && scene.game.variant == .junior)
        // The deal's help names the option, and the watchable games are named once each.
        let help = try #require(CommandHelp.text(typed: "deal", catalog: .withVariants))
        #expect(help.contains("--variant NAME"), "\(help)")
        #expect(help.contains("usage: cardtable deal [--game set|memorize]"), "\(help)")
    }

    @Test func theHelpListsTheVariantsOnceEach() throws {
        let usage = CommandHelp.usage(.withVariants)
        #expect(usage.contains("--variant NAME    with set or deal: junior or chain"))
        // The variants share Set's command: it is listed once.
        #expect(usage.components(separatedBy: "\n  set ").count == 2, "\(usage)")
        let set = try #require(CommandHelp.text(typed: "set", catalog: .withVariants))
        #expect(set.contains("--variant NAME    junior or chain"))
        #expect(set.contains("    junior          Set for beginners"))
        #expect(set.contains("    chain           each Set after the first"))
    }

    @Test func theAppsCatalogueHasTheVariants() {
        #expect(
            GameCatalog.standard.variants(of: "set").compactMap(\.variant).starts(with: ["junior", "chain"]))
        #expect(GameCatalog.standard.entry(command: "set")?.kind == .set)
        #expect(GameCatalog.standard.entry(.setChain)?.title == "Set-Chain")
    }

    // MARK: - At the table

    @Test func aJuniorTableIsNineSolidCardsAndRefusesToDealByHand() {
        var driver = SceneDriver(variant: .junior, seed: 1)
        #expect(driver.scene.game.variant == .junior)
        #expect(driver.scene.game.table.count == 9)
        #expect(driver.scene.game.table.allSatisfy { $0.shading == .solid })
        #expect(driver.headerLine.contains("Find three cards that make a Set (number, color, shape)."))
        driver.press(.character("D"))
        #expect(driver.scene.game.table.count == 9)
        #expect(driver.headerLine.contains("The table deals by itself"), "\(driver.headerLine)")
    }

    @Test func aVariantIsKeptAndRecordedAsItsOwnGame() throws {
        let keeper = KeeperInMemory()
        var driver = SceneDriver(variant: .junior, seed: 2, services: services(keeper: keeper))
        let log = try driver.scene.game.log()
        #expect(log.game == .setJunior)
        #expect(SetGame.replaying(log)?.variant == .junior)
        // A kept Junior game is not the Set asked for, nor Set's the Junior one.
        #expect(!SetTable.entry.fits(log, GameRequest(.set)))
        #expect(SetJuniorTable.entry.fits(log, GameRequest(.setJunior)))
        driver.playToTheEnd()
        #expect(driver.scene.game.endedAt != nil)
        let record = try #require(keeper.records.last)
        #expect(record.kind.game == .setJunior)
        let statistics = GameStatistics(records: keeper.records, games: GameCatalog.withVariants.kinds)
        #expect(statistics.summaries.map(\.kind.game) == [.setJunior])
        #expect(GameCatalog.withVariants.title(of: record.kind) == "Set Junior")
    }

    @Test func friendsCallAJuniorSetAtOneKeyboard() throws {
        var driver = SceneDriver(variant: .junior, seed: 5, seats: Seats.friends(count: 2))
        let set = try #require(driver.scene.game.setsOnTable.first)
        driver.press(.character("1"))
        #expect(driver.scene.game.caller == 0)
        driver.choose(set)
        #expect(driver.scene.game.points == [1, 0])
        #expect(driver.scene.game.setsWon == [1, 0])
    }

    @Test func aVariantsHelpGivesItsRuleAndNoDeal() {
        let game = SetGame(seed: 1, variant: .chain)
        let lines = game.presenter.helpLines(options: RenderOptions(), sharing: nil)
        #expect(lines.first?.hasPrefix("Set-Chain: the first Set is any Set.") == true)
        #expect(!lines.contains { $0.contains("deal 3 more") && !$0.contains("by itself") })
        #expect(!lines.contains(SetPresenter.rule))
    }
}

@Suite struct SetChainTableTests {
    /// A Set-Chain table with its first Set taken: the Set waits under the grid.
    static func afterFirstSet(seed: UInt64 = 1, seats: [Seat] = []) -> SceneDriver {
        var driver = SceneDriver(variant: .chain, seed: seed, seats: seats)
        let first = driver.scene.game.setsOnTable[0]
        driver.choose(first)
        driver.now += 5
        return driver
    }

    @Test func thePreviousSetLiesUnderTheGridAndTakesTheFocus() throws {
        var driver = Self.afterFirstSet()
        let game = driver.scene.game
        #expect(game.chain.count == 3 && game.judgement == .choosing)
        let layout = driver.scene.state.tableLayout(size: driver.size)
        #expect(layout.aside.count == 3)
        // Below the grid, smaller than its cards.
        let grid = try #require(layout.grid)
        #expect(layout.aside.allSatisfy { $0.y > grid.frame.maxY && $0.height < grid.cardSize.height })
        #expect(driver.screen.text.contains("last Set:"))
        // Down from the grid's last row reaches it; the status line says where the card is.
        driver.press(.down, times: grid.rows)
        guard case .card(let index) = driver.scene.focus else {
            Issue.record("the focus left the cards")
            return
        }
        #expect(index >= game.table.count)
        #expect(driver.statusLine.contains("(last Set)"), "\(driver.statusLine)")
        // Down again: the deck deals by itself in a variant, so the focus stays.
        driver.press(.down)
        #expect(driver.scene.focus == .card(index))
    }

    @Test func aChainSetIsTakenWithACardFromBesideTheTable() throws {
        var driver = Self.afterFirstSet()
        let before = driver.scene.game
        let next = try #require(before.setsOnTable.first)
        let link = try #require(next.first(where: before.chain.contains))
        // The link by a click on its small card, the others by the focus.
        let layout = driver.scene.state.tableLayout(size: driver.size)
        let place = try #require(before.chain.firstIndex(of: link))
        let rect = layout.aside[place]
        driver.click(Point(x: rect.x + 1, y: rect.y + 1))
        #expect(driver.scene.game.selection == [link])
        for card in next where card != link {
            driver.focus(try #require(driver.scene.game.table.firstIndex(of: card)))
            driver.press(.character(" "))
        }
        #expect(driver.scene.game.setsFound == 2)
        driver.now += 5
        #expect(Set(driver.scene.game.chain) == Set(next))
        #expect(driver.headerLine.contains("Set!") || driver.scene.game.judgement == .choosing)
    }

    /// The last Set's small cards answer to the keys after the grid's (80x24: `q w e r /
    /// a s d f / z x c v`, then `t y u`); a chain Set is taken by three keys alone.
    @Test func theLastSetsCardsHaveKeysAndAChainSetIsTakenByKeys() throws {
        var driver = Self.afterFirstSet()
        let before = driver.scene.game
        let keys = try #require(driver.scene.cardKeys(size: driver.size))
        #expect(try #require(driver.scene.state.tableLayout(size: driver.size).grid).columns == 4)
        #expect(keys.keys.suffix(3) == ["t", "y", "u"])
        let next = try #require(before.setsOnTable.first)
        let link = try #require(next.first(where: before.chain.contains))
        let inChain = try #require(before.chain.firstIndex(of: link))
        let place = before.table.count + inChain
        let key = try #require(keys.key(at: place))
        driver.type(String(key))
        #expect(driver.scene.focus == .card(place))
        #expect(driver.scene.game.selection == [link])
        #expect(driver.statusLine.contains("[\(key)] "), "\(driver.statusLine)")
        let others = try next.filter { $0 != link }.map { card in
            let index = try #require(before.table.firstIndex(of: card))
            return try #require(keys.key(at: index))
        }
        driver.type(String(others))
        #expect(driver.scene.game.setsFound == 2)
    }

    @Test func threeCardsOfTheTableAreNoChainSet() throws {
        var driver = Self.afterFirstSet(seed: 3)
        let game = driver.scene.game
        guard let loose = SetCard.sets(in: game.table).first.map({ $0.map { game.table[$0] } }) else {
            return
        }
        driver.choose(loose)
        #expect(driver.scene.game.judgement == .mismatch)
        #expect(driver.scene.game.setsFound == 1)
    }

    @Test func aHintShowsAChainSetWithACardOfTheLastSet() throws {
        var driver = Self.afterFirstSet()
        driver.press(.character("C"))
        let game = driver.scene.game
        #expect(game.hinted.count == 3)
        #expect(game.hinted.filter(game.chain.contains).count == 1, "\(game.hinted) \(game.chain)")
    }

    @Test func aChainGameIsContinuedAndReplayedAsSetChain() throws {
        let driver = Self.afterFirstSet()
        let log = try driver.scene.game.log()
        let saved = SavedGame(log: log, seconds: 65, savedAt: Date())
        #expect(SetTable.entry.describe(saved)?.hasPrefix("Set-Chain · score ") == true)
        let replay = try #require(
            SetTable.entry.replay(log, Opening(options: RenderOptions(), seed: 0)) as? SetTable.Scene)
        #expect(replay.game.variant == .chain)
        #expect(replay.game.table.count == 12 && replay.game.chain.isEmpty)
    }

    @Test func theComputerTakesChainSetsAndTheGameReplays() throws {
        var driver = SceneDriver(variant: .chain, seed: 4, seats: Seats.againstComputer(.hard))
        // The computer plays on its own: a few minutes of its play.
        for _ in 0..<600 { driver.now += 1 }
        let game = driver.scene.game
        #expect(game.setsWon[1] >= 2, "\(game.setsWon)")
        let again = SetGame.replaying(try game.log())
        #expect(again?.table == game.table && again?.chain == game.chain)
    }
}
