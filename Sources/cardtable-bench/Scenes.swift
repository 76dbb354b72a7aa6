import Animation
import CardModel
import CardPlayers
import CardTableApp
import Foundation
import GameTable
import MemorizeTable
import Render
import SetTable
import TableLayout

/// The five scenes `make bench` measures, each seeded so every run draws the same frames.
enum Scenes {
    static let options = RenderOptions()

    static var all: [BenchScene] {
        [firstDeal, allCardsReflowing, memorizeFlipping, wholeWatchedGame, matchLeaving]
    }

    /// A new game of Set of seed 1, as `cardtable set --seed 1` opens it.
    static func setScene() -> SetTable.Scene {
        guard
            case .success(let opened) = SetTable.entry.open(
                GameRequest(.set), Opening(options: options, seed: 1)),
            let scene = opened as? SetTable.Scene
        else { fatalError("Set opens a game") }
        return scene
    }

    /// The first deal of a seeded Set game on a new 80x24 window.
    static var firstDeal: BenchScene {
        BenchScene(
            title: "first Set deal, 80x24", size: Size(width: 80, height: 24), seconds: 0
        ) {
            BenchScene.Start(scene: setScene(), time: 0, shownBefore: nil)
        }
    }

    /// All 81 cards on a 200x60 table (the deck dealt out with `d`), then the window
    /// shrinks to 160x50 and every card slides to its new place.
    static var allCardsReflowing: BenchScene {
        BenchScene(
            title: "81 Set cards reflowing, 200x60 to 160x50", size: Size(width: 160, height: 50), seconds: 0
        ) {
            let large = Size(width: 200, height: 60)
            var scene = setScene()
            _ = scene.advance(to: 0, size: large)
            while !scene.game.deck.isEmpty {
                _ = scene.handle(.key(.character("D")), size: large, now: 0)
            }
            var settled: any Scene = scene
            _ = BenchScene.settle(&settled, at: 30, size: large)
            let small = Size(width: 160, height: 50)
            _ = settled.handle(.resize(small), size: small, now: 30)
            // The adapter repaints every cell after a resize: the first frame is a whole one.
            return BenchScene.Start(scene: settled, time: 30, shownBefore: nil)
        }
    }

    /// 24 Memorize cards at 120x40, settled face down, all turning face up at once.
    static var memorizeFlipping: BenchScene {
        BenchScene(
            title: "24 Memorize cards flipping, 120x40", size: Size(width: 120, height: 40), seconds: 0
        ) {
            let size = Size(width: 120, height: 40)
            let animals = MemoryTheme(
                name: "Animals",
                emoji: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮"], pairs: 12,
                color: "green")
            let services = AppServices(
                keeper: KeeperInMemory(),
                themes: ThemeLibrary(builtIn: [animals], userFile: URL(fileURLWithPath: "/dev/null")))
            guard
                case .success(let opened) = MemorizeTable.entry.open(
                    GameRequest(.memorize, options: MemorizeOptions(theme: "Animals")),
                    Opening(options: options, services: services, seed: 1)),
                var memorize = opened as? MemorizeTable.Scene
            else { fatalError("the Animals theme makes a game") }
            _ = memorize.advance(to: 0, size: size)
            _ = memorize.advance(to: 10, size: size)
            var screen = Screen(size: size)
            memorize.render(into: &screen, now: 10)
            memorize.turnEveryCardOver(size: size, now: 10)
            return BenchScene.Start(scene: memorize, time: 10, shownBefore: screen)
        }
    }

    /// A whole watched game (`cardtable deal --once --speed 4`) at 120x40, from the first
    /// frame until the scene quits.
    static var wholeWatchedGame: BenchScene {
        BenchScene(
            title: "whole deal --once game, 120x40, speed 4", size: Size(width: 120, height: 40),
            seconds: .infinity
        ) {
            let scene = SetTable.watch(
                Opening(options: options, timing: AnimationTiming(speed: 4), seed: 1), once: true)
            return BenchScene.Start(scene: scene, time: 0, shownBefore: nil)
        }
    }

    /// A Set chosen on a settled 200x60 table: it hops, bounces off the edges, gathers on
    /// the discard pile, and three new cards are dealt.
    static var matchLeaving: BenchScene {
        BenchScene(
            title: "a match bouncing to the discard pile, 200x60", size: Size(width: 200, height: 60),
            seconds: 1
        ) {
            let size = Size(width: 200, height: 60)
            var scene = setScene()
            _ = scene.advance(to: 0, size: size)
            _ = scene.advance(to: 10, size: size)
            var screen = Screen(size: size)
            scene.render(into: &screen, now: 10)
            if let set = SetPlayer.setToTake(in: scene.game) {
                for card in set {
                    while let index = scene.game.table.firstIndex(of: card), scene.focus != .card(index) {
                        _ = scene.handle(.key(.right), size: size, now: 10)
                    }
                    _ = scene.handle(.key(.character(" ")), size: size, now: 10)
                }
            }
            return BenchScene.Start(scene: scene, time: 10, shownBefore: screen)
        }
    }
}
