import Animation
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

/// The table as one reducer: each event changes exactly what it says, and asks for exactly
/// what it needs done beyond the table (`TableTestStore` fails on anything unasserted).
@Suite struct TableReducerTests {
    static let size = Size(width: 80, height: 24)

    /// Counts the games named.
    final class Counter {
        var count = 0
    }

    /// Services that name new games in turn (`set-1-game`, `set-2-game`), on a fixed date,
    /// with the built-in themes.
    static func numberingServices() -> AppServices {
        let counter = Counter()
        let services = AppServices(
            keeper: KeeperInMemory(), date: { Date(timeIntervalSince1970: 1_800_000_000) },
            gameID: { kind, _ in
                counter.count += 1
                return "\(kind.rawValue)-\(counter.count)-game"
            })
        services.themes = library()
        return services
    }

    /// A game of Set alone, seed 4, dealt and settled: the store and the table's name.
    static func dealtSet() -> (TableTestStore<SetGame>, String) {
        let scene = SetScene(
            seed: 4, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: numberingServices())
        let keptAs = scene.keptAs
        var store = TableTestStore(scene, opening: [.hold(keptAs)])
        store.send(.tick(now: 0, size: size), effects: [.wake(.at(1))]) {
            $0.laidOutFor = size
            $0.stage = $1.stage
            $0.flow = $1.flow
        }
        return (store, keptAs)
    }

    @Test func theFirstTickLaysTheTableOutAndWithoutMotionStartsTheClock() {
        let (store, _) = Self.dealtSet()
        #expect(!store.state.flow.isDealingOpening, "without motion the opening deal lands at once")
        #expect(store.state.flow.clock.isRunning)
    }

    @Test func movesMadeWhileTheOpeningDealFliesCarryTheTimeTheyWereMadeAt() throws {
        var table = SetScene(
            seed: 4, options: RenderOptions(), timing: AnimationTiming(), now: 0,
            services: Self.numberingServices()
        ).state
        // Each move made, with the wall time of the event that made it.
        var madeAt: [Double] = []
        func take(_ event: TableEvent<SetAction>, at now: Double) {
            let before = table.game.history.count
            _ = table.reduce(event)
            madeAt += Array(repeating: now, count: table.game.history.count - before)
        }
        func choose(_ place: Int, at now: Double) {
            while case .card(let focused) = table.focus, focused != place {
                take(.key(focused < place ? .right : .left, size: Self.size, now: now), at: now)
            }
            take(.key(.character(" "), size: Self.size, now: now), at: now)
        }
        take(.tick(now: 0, size: Self.size), at: 0)
        let set = try #require(SetCard.sets(in: table.game.table).first)
        // A quick player takes a Set as the cards land: the first choice starts the clock.
        for (place, now) in zip(set, [0.5, 0.7, 0.9]) { choose(place, at: now) }
        // The Set shows, then leaves by itself; three more dealt while the opening deal
        // still flies: the table stands still at no moment until well after it has landed.
        for now in stride(from: 1.0, through: 1.6, by: 0.05) {
            take(.tick(now: now, size: Self.size), at: now)
        }
        #expect(table.stage.isSettling(at: 1.6), "the opening deal still flies")
        take(.key(.character("D"), size: Self.size, now: 1.6), at: 1.6)
        for now in stride(from: 1.7, through: 4, by: 0.05) { take(.tick(now: now, size: Self.size), at: now) }

        let history = table.game.history
        #expect(history.map(\.action).suffix(2) == [.clearMatch, .dealThreeMore])
        #expect(history.count == 5 && madeAt.count == 5)
        for (move, wall) in zip(history, madeAt) {
            #expect(
                abs(move.time - (wall - 0.5)) < 1e-9, "\(move.action) made at \(wall) s, stamped \(move.time)"
            )
        }
        #expect(abs(table.playTime(at: 4) - 3.5) < 1e-9, "the clock ran from the first move on")
    }

    @Test func aGameAloneStoppedAWhileDoesNotCountTheTimeAway() {
        var (store, _) = Self.dealtSet()
        // The app leaves the time away out of `now`: a game alone stood still meanwhile.
        store.send(.suspended(seconds: 27, now: 5), effects: [.wake(.at(6))])
        #expect(store.state.playTime(at: 5) == 5)
    }

    @Test func aFocusKeyMovesTheFocusAndChangesNothingElse() {
        var (store, _) = Self.dealtSet()
        // A second later the clock on the status line next ticks over at 2: the table asks
        // the app's loop to wake it then, and asks again only when that changes.
        store.send(.key(.right, size: Self.size, now: 1), effects: [.wake(.at(2))]) { $0.focus = .card(1) }
        store.send(.key(.right, size: Self.size, now: 1)) { $0.focus = .card(2) }
        store.send(.key(.left, size: Self.size, now: 1)) { $0.focus = .card(1) }
    }

    @Test func helpIsAPanelAndTheNextKeyClosesIt() {
        var (store, _) = Self.dealtSet()
        // Under the help the clock stands still: nothing changes until the next key.
        store.send(.key(.character("?"), size: Self.size, now: 1), effects: [.wake(.never)]) {
            $0.flow.overlay = .help(scroll: 0)
            $0.flow.clock.run(false, at: 1)
        }
        store.send(.key(.right, size: Self.size, now: 2), effects: [.wake(.at(3))]) {
            $0.flow.overlay = .none
            $0.flow.clock.run(true, at: 2)
        }
    }

    @Test func qAndEscAreWhereTheAppGoesAsTheLastEffect() {
        var (store, _) = Self.dealtSet()
        store.send(.key(.character("Q"), size: Self.size, now: 1), effects: [.wake(.at(2)), .act(.quit)])
        store.send(.key(.escape, size: Self.size, now: 1), effects: [.act(.open(.menu))])
    }

    @Test func aNewGameAsksForTheOldOneToBeKeptRecordedLetGoAndTheNewOneHeld() throws {
        var (store, first) = Self.dealtSet()
        #expect(first == "set-1-game")
        store.send(.key(.character(" "), size: Self.size, now: 1), effects: [.wake(.at(2))]) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = nil
        }
        store.send(.key(.character("N"), size: Self.size, now: 2), effects: [.wake(.never)]) {
            $0.flow.clock.run(false, at: 2)
            $0.flow.overlay = .confirmingNewGame
            $0.flow.message = Chrome.Message(text: "New game? y: yes, any other key: no", tone: .bad)
        }
        let kept = try #require(store.state.gameToKeep(now: 2))
        let record = try #require(store.state.record(finished: false, now: 2))
        let second = "set-2-game"
        store.send(
            .key(.character("y"), size: Self.size, now: 2),
            effects: [.save(kept), .record(record, discarding: first), .release(first), .hold(second)]
        ) {
            $0.keptAs = second
            $0.held = second
            $0.game = $1.game
            $0.seeds = $1.seeds
            $0.stage = $1.stage
            // A new game's flow, with Set's own result keys (W: what you missed).
            $0.flow = PlayFlow(message: $1.flow.message, extraResultKeys: ["W", "w"])
            $0.focus = .card(0)
        }
    }

    @Test func aReplayPausedBySpaceStandsStillInItsMode() throws {
        var driver = ContestSceneTests.setScene(seats: Seat.friends(names: ["Ann", "Bob"]))
        driver.now = 1
        driver.choose(try #require(driver.scene.game.setsOnTable.first))
        driver.now = 3
        let replay = try #require(
            SetScene(
                replaying: try driver.scene.game.log(), options: RenderOptions(),
                timing: AnimationTiming(reducedMotion: true)))
        var store = TableTestStore(replay, opening: [])
        store.send(.tick(now: 0, size: Self.size), effects: [.wake(.at(1))]) {
            $0.laidOutFor = Self.size
            $0.stage = $1.stage
            $0.flow = $1.flow
            $0.sources = $1.sources
            $0.sourceWakes = $1.sourceWakes
        }
        store.send(.key(.character(" "), size: Self.size, now: 0.5), effects: [.wake(.never)]) {
            var paused = Replay()
            paused.isPaused = true
            $0.mode = .replaying(paused)
            $0.flow.message = Chrome.Message(text: "Paused: Space goes on.", tone: .info)
            $0.flow.clock.run(false, at: 0.5)
        }
        // Paused, time passes and nothing moves.
        store.send(.tick(now: 60, size: Self.size)) { $0.sourceWakes = [] }
    }

    @Test func theSceneHandsTheAppEachEffectOnceAndWhereToGoAsItsAction() {
        var scene = SetScene(
            seed: 4, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: Self.numberingServices())
        #expect(scene.takeEffects() == [.hold("set-1-game")])
        #expect(scene.takeEffects().isEmpty, "each effect is taken once")
        _ = scene.advance(to: 0, size: Self.size)
        #expect(scene.handle(.key(.character("Q")), size: Self.size, now: 1) == .quit)
        #expect(
            scene.takeEffects() == [.wake(.at(1)), .wake(.at(2))],
            "where to go is the scene's action, not an effect for the runner; the wake-ups are the loop's")
    }

    /// A table whose game has ended and asked for its record, waiting for the answer.
    static func endedSet() throws -> (TableTestStore<SetGame>, GameRecord) {
        var driver = SceneDriver(seed: 4, services: services())
        driver.playToTheEnd(pause: 4)
        var scene = SetScene(
            seed: 4, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: services())
        scene.game = driver.scene.game
        scene.ending = .recording
        let record = try #require(scene.state.record(finished: true, now: 100))
        return (TableTestStore(scene, opening: [.hold(scene.keptAs)]), record)
    }

    @Test func theAnswerToTheRecordOfAnEndedGameIsKeptForItsResult() throws {
        var (store, record) = try Self.endedSet()
        store.send(.result(.recorded(record, bestsBefore: nil, records: [record], written: true), now: 100)) {
            $0.ending = .recorded(
                FinishedGame(bests: ResultBests(before: nil, record: record), records: [record]))
        }
    }

    @Test func aRecordNotWrittenIsSaidInTheHeader() throws {
        var (store, record) = try Self.endedSet()
        store.send(.result(.recorded(record, bestsBefore: nil, records: [], written: false), now: 100)) {
            $0.ending = .recorded(FinishedGame(bests: ResultBests(before: nil, record: record), records: []))
            $0.flow.message = Chrome.Message(text: "Not recorded: see why when you quit.", tone: .bad)
        }
    }
}

/// A shared table tells the other terminals what happens as effects, and writes to no link.
@Suite struct LinkedTableReducerTests {
    /// A link that hears nothing and must be told nothing: the table only asks.
    final class SilentLink: TableLink {
        let sharing: TableSharing
        var told = 0
        init(_ sharing: TableSharing) { self.sharing = sharing }
        func next() -> LinkedEvent? { nil }
        func made(_ move: JSONValue, by seat: Int, at time: Double) { told += 1 }
        func send(_ move: JSONValue) { told += 1 }
        func began(_ log: GameLog) { told += 1 }
        func refuse(seat: Int, because reason: String) { told += 1 }
        func tell(_ notice: Chrome.Message) { told += 1 }
    }

    static let size = Size(width: 80, height: 24)

    static func table(_ sharing: TableSharing, link: SilentLink) -> TableScene<SetGame> {
        TableScene(
            game: SetGame(seed: 3, now: 0, seats: Seat.friends(names: ["Ann", "Bob"]), isRace: true),
            mode: .playing,
            people: [0],
            sources: [LinkedSeats<SetGame>(link: link)], seed: 3,
            opening: Opening(
                options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), services: services(),
                seed: 3),
            message: nil)
    }

    @Test func theHostTellsTheGuestsItsDealAndEveryMoveAsEffects() throws {
        let link = SilentLink(.hosts)
        let scene = Self.table(.hosts, link: link)
        let log = try scene.game.log()
        var store = TableTestStore(scene, opening: [.link(.began(log))])
        store.send(.tick(now: 0, size: Self.size), effects: [.wake(.at(1))]) {
            $0.laidOutFor = Self.size
            $0.stage = $1.stage
            $0.flow = $1.flow
        }
        let card = try #require(scene.game.table.first).id
        let choose = try JSONValue(encoding: SetAction.choose(card: card))
        store.send(
            .move(.choose(card: card), by: 1, played: nil, size: Self.size, now: 1),
            effects: [.link(.made(choose, by: 1, at: 1)), .wake(.at(2))]
        ) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.flow.message = $1.flow.message
        }
        #expect(link.told == 0, "the table itself told the link nothing")
    }

    @Test func theHostPlaysWhatItHeardAtTheNextTickAndTellsItOnInTheOrderShown() throws {
        let link = SilentLink(.hosts)
        let scene = Self.table(.hosts, link: link)
        var store = TableTestStore(scene, opening: [.link(.began(try scene.game.log()))])
        store.send(.tick(now: 0, size: Self.size), effects: [.wake(.at(1))]) {
            $0.laidOutFor = Self.size
            $0.stage = $1.stage
            $0.flow = $1.flow
        }
        let choose = try JSONValue(encoding: SetAction.choose(card: try #require(scene.game.table.first).id))
        let notice = Chrome.Message(text: "Cy sent garbage and was let go.", tone: .info)
        // Heard, not yet played: it waits in the seats' source.
        store.send(.linked(.move(choose, seat: 1, time: nil))) { $0.sources = $1.sources }
        store.send(.linked(.notice(notice))) { $0.sources = $1.sources }
        #expect(store.state.unheard == 2)
        store.send(
            .tick(now: 1, size: Self.size),
            effects: [.link(.made(choose, by: 1, at: 1)), .link(.notice(notice)), .wake(.at(2))]
        ) {
            $0.game = $1.game
            $0.stage = $1.stage
            $0.sources = $1.sources
            $0.flow.message = notice
        }
        #expect(store.state.unheard == 0 && link.told == 0)
    }

    @Test func aGuestsKeyOffersItsMoveToTheHostAndLeavesItsGameAsItIs() throws {
        let link = SilentLink(.joins)
        var store = TableTestStore(Self.table(.joins, link: link), opening: [])
        store.send(.tick(now: 0, size: Self.size), effects: [.wake(.at(1))]) {
            $0.laidOutFor = Self.size
            $0.stage = $1.stage
            $0.flow = $1.flow
        }
        // Space chooses the focused card, the first: the choice goes to the host, unplayed here.
        let card = try #require(store.state.game.table.first).id
        let choose = try JSONValue(encoding: SetAction.choose(card: card))
        store.send(
            .key(.character(" "), size: Self.size, now: 1), effects: [.link(.offer(choose)), .wake(.at(2))])
        #expect(link.told == 0)
    }
}

/// The reducer reads no clock and draws no randomness of its own: two tables given the same
/// events become the same table and ask for the same effects, event by event.
@Suite struct TableReducerDeterminismTests {
    /// Seeded events of every kind a player and time make: keys, clicks, resizes, ticks.
    static func events<Action>(count: Int, seed: UInt64) -> [TableEvent<Action>] {
        var random = SeededRandomNumberGenerator(seed: seed)
        let keys: [Key] = [
            .left, .right, .up, .down, .enter, .escape, .character(" "), .character("h"), .character("l"),
            .character("d"), .character("s"), .character("c"), .character("n"), .character("y"),
            .character("?"), .character("p"), .character("t"), .character("q"),
        ]
        let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 20, height: 6)]
        var size = sizes[0]
        var now = 0.0
        var events: [TableEvent<Action>] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                now += Double.random(in: 0...2, using: &random)
                events.append(.tick(now: now, size: size))
            case 4..<8:
                events.append(
                    .key(keys[Int.random(in: 0..<keys.count, using: &random)], size: size, now: now))
            case 8:
                let point = Point(
                    x: Int.random(in: 0..<size.width, using: &random),
                    y: Int.random(in: 0..<size.height, using: &random))
                events.append(.click(point, size: size, now: now))
            default:
                size = sizes[Int.random(in: 0..<sizes.count, using: &random)]
                events.append(.resize(size, now: now))
            }
        }
        return events
    }

    /// Hands `events` to two tables made alike by `make`, and expects them alike after each.
    static func expectAlike<Game: TableGame>(
        _ make: () -> TableScene<Game>?, events: [TableEvent<Game.Action>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var one = try #require(make(), sourceLocation: sourceLocation).state
        var two = try #require(make(), sourceLocation: sourceLocation).state
        for (index, event) in events.enumerated() {
            let effects = (one.reduce(event), two.reduce(event))
            let differences = TableTestStore<Game>.differences(expected: one, actual: two)
            guard effects.0 == effects.1, differences.isEmpty else {
                Issue.record(
                    "event \(index), \(event): \(effects.0) / \(effects.1)\n\(differences.joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
                return
            }
        }
    }

    @Test func twoSetTablesAgainstTheComputerGivenTheSameEventsStayAlike() throws {
        try Self.expectAlike(
            {
                SetScene(
                    seed: 7, options: RenderOptions(), timing: AnimationTiming(), now: 0,
                    services: TableReducerTests.numberingServices(), seats: Seats.againstComputer(.hard))
            }, events: Self.events(count: 150, seed: 1))
    }

    @Test func twoMemorizeTablesBetweenFriendsGivenTheSameEventsStayAlike() throws {
        try Self.expectAlike(
            {
                MemorizeScene(
                    themeName: "Animals", seed: 3, options: RenderOptions(),
                    timing: AnimationTiming(speed: 4),
                    services: TableReducerTests.numberingServices(), seats: Seats.friends(count: 2))
            }, events: Self.events(count: 150, seed: 2))
    }
}
