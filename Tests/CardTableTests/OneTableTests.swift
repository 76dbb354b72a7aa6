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

/// What every game has, the same at every table: the focus marker, a replay's last words,
/// the refusal of a game nobody plays for you, and presentations as values.
@Suite struct OneTableTests {
    /// The focus pointers drawn on the table (the header and the status line aside).
    static func pointers(in screen: Screen) -> Int {
        (1..<(screen.size.height - 1)).reduce(0) { count, row in
            count + screen.line(row).filter { $0 == "▶" }.count
        }
    }

    @Test func theFocusedCardHasItsMarkerAfterAMatchAShuffleAResizeAndAResume() throws {
        // Set: three more, so a match closes the table up; the focus on the last card.
        var driver = SceneDriver(seed: 1)
        driver.press(.character("D"))
        driver.press(.left)
        #expect(driver.scene.focus == .card(14))
        #expect(Self.pointers(in: driver.screen) == 1)
        let set = try #require(driver.scene.game.setsOnTable.first)
        driver.choose(set)
        driver.focus(try #require(driver.scene.game.table.indices.last))
        driver.now += 5
        #expect(driver.scene.game.table.count == 12, "the table closed up")
        #expect(Self.pointers(in: driver.screen) == 1, "after a match:\n\(driver.screen.text)")
        driver.press(.character("S"))
        driver.now += 5
        #expect(Self.pointers(in: driver.screen) == 1, "after a shuffle:\n\(driver.screen.text)")
        driver.size = Size(width: 120, height: 40)
        driver.now += 5
        #expect(Self.pointers(in: driver.screen) == 1, "after a resize:\n\(driver.screen.text)")
        let saved = try #require(driver.scene.gameToKeep(now: driver.now)?.saved)
        var resumed = SceneDriver(
            scene: try #require(
                SetScene(
                    resuming: saved, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
                    services: services())))
        resumed.now = 5
        #expect(Self.pointers(in: resumed.screen) == 1, "after a resume:\n\(resumed.screen.text)")
    }

    @Test func aMemorizePairLeavingOrAShuffleMovesTheFocusToACardInPlay() throws {
        var driver = MemorizeDriver(theme: "Flowers")
        let cards = driver.scene.game.cards
        let first = cards[0]
        let partner = try #require(cards.first { $0.id != first.id && $0.content == first.content })
        driver.choose(id: first.id)
        driver.choose(id: partner.id)
        driver.now += 5
        #expect(!driver.scene.game.cards[driver.scene.focusedPlace].isMatched)
        #expect(Self.pointers(in: driver.screen) == 1, "after a pair left:\n\(driver.screen.text)")
        // Shuffles move the empty places too: the focus never rests on one.
        for _ in 0..<6 {
            driver.press(.character("S"))
            driver.now += 5
            #expect(!driver.scene.game.cards[driver.scene.focusedPlace].isMatched)
            #expect(Self.pointers(in: driver.screen) == 1, "after a shuffle:\n\(driver.screen.text)")
        }
        let saved = try #require(driver.scene.gameToKeep(now: driver.now)?.saved)
        var resumed = MemorizeDriver(
            scene: try #require(
                MemorizeScene(
                    resuming: saved, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
                    services: services())))
        resumed.now = 5
        #expect(Self.pointers(in: resumed.screen) == 1, "after a resume:\n\(resumed.screen.text)")
    }

    @Test func aReplayEndsOnTheGamesOwnStandings() throws {
        var driver = ContestSceneTests.setScene(seats: Seat.friends(names: ["Ann", "Bob"]))
        driver.now = 1
        driver.press(.character("2"))
        driver.choose(try #require(driver.scene.game.setsOnTable.first))
        driver.now = 3
        let log = try driver.scene.game.log()
        var replay = SceneDriver(
            scene: try #require(
                SetScene(
                    replaying: log, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true))))
        while !replay.scene.replayIsFinished && replay.now < 60 { replay.now += 0.5 }
        replay.now += 1
        #expect(replay.headerLine.contains("End of the replay: Ann 0, Bob 1."), "\(replay.headerLine)")
    }

    @Test func nobodyPlaysThePuzzleForYou() {
        let opening = Opening(options: RenderOptions(), seed: 1)
        guard case .failure = PuzzleTable.entry.open(GameRequest(.puzzle, watching: .once), opening) else {
            Issue.record("a watched puzzle opened")
            return
        }
        #expect(!PuzzleTable.entry.canBeWatched)
    }

    @Test func aHintOnThePuzzleSaysWhenItCostsNothingAgain() {
        var scene = PuzzleScene(
            date: "2026-12-24", options: RenderOptions(), timing: AnimationTiming(reducedMotion: true))
        let size = Size(width: 80, height: 24)
        _ = scene.advance(to: 0, size: size)
        _ = scene.advance(to: 10, size: size)
        _ = scene.handle(.key(.character("C")), size: size, now: 10)
        _ = scene.handle(.key(.character("C")), size: size, now: 11)
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 11)
        #expect(scene.game.hints == 1)
        #expect(screen.line(0).contains("shown before: no more time"), "\(screen.line(0))")
        #expect(
            screen.line(23).contains("Time: 0:41"), "11 s of play and one hint paid for: \(screen.line(23))")
    }
}

/// What a move shows, as a value: an outcome in, the whole presentation out.
@Suite struct PresentationTests {
    static func view(mode: TableView.Mode = .playing, people: [Int] = [0]) -> TableView {
        TableView(
            options: RenderOptions(), timing: AnimationTiming(), mode: mode, people: people, focus: .card(0),
            now: 0, played: 0, stage: CardStage(), grid: nil, pointed: [], finished: nil)
    }

    @Test func aSetFoundHopsAndLeavesAfterItsCelebration() throws {
        var game = SetGame(seed: 1)
        let set = try #require(game.setsOnTable.first)
        var outcome: SetGame.Outcome?
        for card in set { outcome = game.apply(.choose(card: card.id), by: 0, at: 4) }
        let shown = game.presentation(
            of: try #require(outcome), after: .choose(card: set[2].id), by: 0, view: Self.view())
        #expect(
            shown
                == Presentation(
                    message: .show(Chrome.Message(text: "Set! +15", tone: .good)),
                    effects: [.init(.hop, on: game.selection.map(\.id))],
                    followUp: .init(.clearMatch, after: AnimationTiming().celebration)))
    }

    @Test func theComputerDealingSaysSoWhoeverWatches() {
        var game = SetGame(seed: 1, seats: Seats.againstComputer(.hard))
        let outcome = game.apply(.dealThreeMore, by: 1, at: 3)
        #expect(
            game.presentation(of: outcome, after: .dealThreeMore, by: 1, view: Self.view())
                == .say("No Set here: the computer deals 3 more.", .info))
        var alone = SetGame(seed: 1)
        let dealt = alone.apply(.dealThreeMore, by: 0, at: 3)
        #expect(
            alone.presentation(of: dealt, after: .dealThreeMore, by: 0, view: Self.view(mode: .watching))
                == .say("No Set here: dealing 3 more.", .info))
    }

    @Test func aMemorizePairCelebratesThenLeavesItsPlaces() throws {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        var game = MemorizeGame(theme: theme, seed: 5)
        let first = game.cards[0]
        let twin = try #require(game.cards.first { $0.id != first.id && $0.content == first.content })
        _ = game.apply(.choose(card: first.id), by: 0, at: 1)
        let outcome = game.apply(.choose(card: twin.id), by: 0, at: 2)
        let timing = AnimationTiming()
        let celebration = timing.flip + timing.hop + timing.scaledPause(0.3)
        let shown = game.presentation(of: outcome, after: .choose(card: twin.id), by: 0, view: Self.view())
        #expect(shown.message == .show(Chrome.Message(text: "A pair! +13", tone: .good)))
        #expect(
            Set(shown.effects.flatMap(\.cards)) == [first.id, twin.id]
                && shown.effects.first?.delay == timing.flip)
        #expect(shown.celebrations == [first.id: celebration, twin.id: celebration])
        #expect(shown.followUp == nil)
    }

    @Test func aMismatchBetweenPlayersNamesWhoseTurnItIs() throws {
        let theme = MemoryTheme(name: "T", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "red")
        var game = MemorizeGame(theme: theme, seed: 5, seats: Seats.againstComputer(.hard))
        let first = game.cards[0]
        let other = try #require(game.cards.first { $0.content != first.content })
        _ = game.apply(.choose(card: first.id), by: 0, at: 1)
        let outcome = game.apply(.choose(card: other.id), by: 0, at: 2)
        #expect(
            game.presentation(of: outcome, after: .choose(card: other.id), by: 0, view: Self.view())
                == .say("No match: Computer's turn.", .bad))
    }
}
