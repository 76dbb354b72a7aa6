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
                            .setJunior, seats: Seats.friends(count: 2), options: SetOptions(claimSeconds: 5))))
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
                == .failure(Invocation.UsageError(message: "--variant goes with set")))
        #expect(
            Invocation.parse(["deal", "--variant", "junior"], catalog: .withVariants)
                == .failure(Invocation.UsageError(message: "--variant goes with set")))
    }

    @Test func theHelpListsTheVariantsOnceEach() throws {
        let usage = CommandHelp.usage(.withVariants)
        #expect(usage.contains("--variant NAME    with set: junior or chain"))
        // The variants share Set's command: it is listed once.
        #expect(usage.components(separatedBy: "\n  set ").count == 2, "\(usage)")
        let set = try #require(CommandHelp.text(for: "set", catalog: .withVariants))
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
        driver.press(.character("d"))
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

    @Test func aVariantsHelpGivesItsRuleAndNoDeal() {
        let game = SetGame(seed: 1, variant: .chain)
        let lines = game.helpLines(options: RenderOptions(), sharing: nil)
        #expect(lines.first?.hasPrefix("Set-Chain: the first Set is any Set.") == true)
        #expect(!lines.contains { $0.contains("deal 3 more") && !$0.contains("by itself") })
        #expect(!lines.contains(SetGame.rule))
    }
}
