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
///
/// The tables are driven through their reducer (`TableTestStore`), each event's whole change
/// asserted.
@Suite struct OneTableTests {
    /// The focus pointers drawn on the table (the header and the status line aside).
    static func pointers(in screen: Screen) -> Int {
        (1..<(screen.size.height - 1)).reduce(0) { count, row in
            count + screen.line(row).filter { $0 == "▶" }.count
        }
    }

    static let size = Size(width: 80, height: 24)

    /// A store around `scene`, laid out at `size` by its first tick (without motion the
    /// opening deal lands at once); the table asked to hold its game as it opened.
    static func dealt<Game: TableGame>(_ scene: TableScene<Game>) -> TableTestStore<Game> {
        var store = TableTestStore(scene, opening: [.hold(scene.keptAs)])
        store.send(.tick(now: 0, size: size), effects: [.wake(.at(1))]) {
            $0.laidOutFor = size
            $0.stage = $1.stage
            $0.flow = $1.flow
        }
        return store
    }

    @Test func theFocusedCardHasItsMarkerAfterAMatchAShuffleAResizeAndAResume() throws {
        let scene = SetScene(
            seed: 1, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
            services: services())
        var store = Self.dealt(scene)
        // Three more, so a match closes the table up; the focus on the last card.
        store.send(.key(.character("D"), size: Self.size, now: 1), effects: [.wake(.at(2))]) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = Chrome.Message(text: "Dealt 3 more (-3: a Set was on the table).", tone: .bad)
        }
        store.send(.key(.left, size: Self.size, now: 1)) { $0.focus = .card(14) }
        #expect(Self.pointers(in: store.screen(Self.size, now: 1)) == 1)
        let set = try #require(store.state.game.setsOnTable.first)
        store.send(
            .move(.choose(card: set[0].id), by: 0, played: nil, size: Self.size, now: 2),
            effects: [.wake(.at(3))]
        ) {
            $0.game = $1.game
            $0.flow.message = nil
        }
        store.send(.move(.choose(card: set[1].id), by: 0, played: nil, size: Self.size, now: 2)) {
            $0.game = $1.game
        }
        // The Set hops and, its celebration over, leaves.
        store.send(
            .move(.choose(card: set[2].id), by: 0, played: nil, size: Self.size, now: 2),
            effects: [.wake(.at(2.5))]
        ) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = Chrome.Message(text: "Set! +15", tone: .good)
            $0.followUp = .init(action: .clearMatch, seat: 0, due: 2.5)
        }
        store.send(.tick(now: 7, size: Self.size), effects: [.wake(.at(8))]) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.followUp = nil
            // The last card's place is gone: the focus moves to the last one in play.
            $0.focus = .card(11)
        }
        #expect(store.state.game.table.count == 12, "the table closed up")
        #expect(Self.pointers(in: store.screen(Self.size, now: 7)) == 1, "after a match")
        store.send(.key(.character("S"), size: Self.size, now: 7)) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = Chrome.Message(text: "Shuffled the table.", tone: .info)
        }
        store.send(.tick(now: 12, size: Self.size), effects: [.wake(.at(13))])
        #expect(Self.pointers(in: store.screen(Self.size, now: 12)) == 1, "after a shuffle")
        let wide = Size(width: 120, height: 40)
        store.send(.resize(wide, now: 12)) {
            $0.laidOutFor = wide
            $0.stage = $1.stage
        }
        store.send(.tick(now: 17, size: wide), effects: [.wake(.at(18))])
        #expect(Self.pointers(in: store.screen(wide, now: 17)) == 1, "after a resize")
        let saved = try #require(store.state.gameToKeep(now: 17)?.saved)
        var resumed = Self.dealt(
            try #require(
                SetScene(
                    resuming: saved, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
                    services: services())))
        resumed.send(.tick(now: 5, size: Self.size), effects: [.wake(.at(6))])
        #expect(Self.pointers(in: resumed.screen(Self.size, now: 5)) == 1, "after a resume")
    }

    @Test func aMemorizePairLeavingOrAShuffleMovesTheFocusToACardInPlay() throws {
        let scene = try #require(
            MemorizeScene(
                themeName: "Flowers", seed: 1, options: RenderOptions(),
                timing: AnimationTiming(reducedMotion: true), now: 0, services: services()))
        var store = Self.dealt(scene)
        let cards = store.state.game.cards
        let first = cards[0]
        let partner = try #require(cards.first { $0.id != first.id && $0.content == first.content })
        store.send(
            .move(.choose(card: first.id), by: 0, played: nil, size: Self.size, now: 1),
            effects: [.wake(.at(1.076))]
        ) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = nil
        }
        // The pair celebrates, then leaves its places; the focus leaves the first one.
        store.send(
            .move(.choose(card: partner.id), by: 0, played: nil, size: Self.size, now: 1),
            effects: [.wake(.at(2))]
        ) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.celebrating = $1.celebrating
            $0.flow.message = Chrome.Message(text: "A pair! +14", tone: .good)
            $0.focus = .card(1)
        }
        #expect(Set(store.state.celebrating.keys) == [first.id, partner.id])
        store.send(.tick(now: 6, size: Self.size), effects: [.wake(.at(7))]) {
            $0.stage = $1.stage
            $0.celebrating = [:]
        }
        #expect(!store.state.game.cards[store.state.focusedPlace].isMatched)
        #expect(Self.pointers(in: store.screen(Self.size, now: 6)) == 1, "after a pair left")
        // Shuffles move the empty places too: the focus never rests on one.
        var now = 6.0
        for _ in 0..<6 {
            store.send(.key(.character("S"), size: Self.size, now: now)) {
                $0.game = $1.game
                $0.stage = $1.stage
                $0.focus = $1.focus
                $0.flow.message = Chrome.Message(text: "Shuffled.", tone: .info)
            }
            now += 5
            store.send(.tick(now: now, size: Self.size), effects: [.wake(.at(now + 1))])
            #expect(!store.state.game.cards[store.state.focusedPlace].isMatched)
            #expect(Self.pointers(in: store.screen(Self.size, now: now)) == 1, "after a shuffle")
        }
        let saved = try #require(store.state.gameToKeep(now: now)?.saved)
        var resumed = Self.dealt(
            try #require(
                MemorizeScene(
                    resuming: saved, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true),
                    services: services())))
        resumed.send(.tick(now: 5, size: Self.size), effects: [.wake(.at(6))])
        #expect(Self.pointers(in: resumed.screen(Self.size, now: 5)) == 1, "after a resume")
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
        var store = Self.dealt(
            PuzzleScene(
                date: "2026-12-24", options: RenderOptions(), timing: AnimationTiming(reducedMotion: true)))
        store.send(.tick(now: 10, size: Self.size), effects: [.wake(.at(11))])
        store.send(.key(.character("C"), size: Self.size, now: 10)) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = Chrome.Message(
                text: "This card is in a Set you have not found (+30 s).", tone: .info)
        }
        #expect(store.state.game.hints == 1)
        store.send(.key(.character("C"), size: Self.size, now: 11), effects: [.wake(.at(12))]) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = Chrome.Message(
                text: "This card is in a Set you have not found (shown before: no more time).", tone: .info)
        }
        #expect(store.state.game.hints == 1, "a hint shown before costs nothing")
        let screen = store.screen(Self.size, now: 11)
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
