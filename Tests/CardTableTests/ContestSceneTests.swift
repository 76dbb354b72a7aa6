import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

/// Set and Memorize against the computer and between friends, on screen.
@Suite struct ContestSceneTests {
    static func setScene(seats: [Seat], seed: UInt64 = 3, claimSeconds: Double = 10) -> SceneDriver {
        let scene = SetScene(
            seed: seed, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: services(), seats: seats, claimSeconds: claimSeconds)
        return SceneDriver(scene: scene)
    }

    @Test func theHardComputerWinsSetsWhileThePlayerWaits() {
        var driver = Self.setScene(seats: Seats.againstComputer(.hard))
        var sawItsCardsLitUp = false
        var sawItCall = false
        while driver.now < 120 && driver.scene.game.points[1] < 3 {
            driver.now += 0.25
            if !driver.scene.computerPicks.isEmpty {
                sawItsCardsLitUp = true
                if driver.headerLine.contains("Computer: SET!") { sawItCall = true }
            }
        }
        #expect(sawItCall, "the header calls Set while its cards light up: \(driver.headerLine)")
        #expect(driver.scene.game.points == [0, 3], "\(driver.scene.game.points) after \(driver.now) s")
        #expect(sawItsCardsLitUp, "its cards light up one after another before it takes them")
        #expect(
            driver.statusLine.hasPrefix(" You: 0  Computer: 3  Computer is looking  "),
            "\(driver.statusLine)")
        // Once the last Set has celebrated and flown, its pile shows all three.
        driver.now += 1
        #expect(
            driver.screen.text.contains(" Computer ") && driver.screen.text.contains(" 3 Sets "),
            "its pile shows its name and its Sets:\n\(driver.screen.text)")
    }

    /// Issue 25, item 7: against the computer a question over the table (New game?) hides
    /// it, and the computer stops looking while it is open; answered no, play goes on.
    @Test func aQuestionOverAGameAgainstTheComputerHidesTheTableAndTheComputerWaits() {
        var driver = Self.setScene(seats: Seats.againstComputer(.hard))
        driver.now = 2
        driver.type("N")
        #expect(driver.screen.text.contains("New game?"), "\(driver.screen.text)")
        #expect(!driver.screen.text.contains("╭"), "no card shows under the question:\n\(driver.screen.text)")
        // A minute with the question open: the hard computer, which takes a Set within
        // seconds, takes none.
        while driver.now < 60 { driver.now += 0.5 }
        #expect(driver.scene.game.points == [0, 0], "\(driver.scene.game.points)")
        driver.type("n")
        #expect(driver.screen.text.contains("╭"), "the table again")
        while driver.now < 120 && driver.scene.game.points[1] == 0 { driver.now += 0.25 }
        #expect(driver.scene.game.points[1] > 0, "it looks again once the question is answered")
    }

    @Test func aFirstCardHoldsTheComputerBackForTenSeconds() throws {
        var driver = Self.setScene(seats: Seats.againstComputer(.hard))
        driver.now = 1
        let stray = try #require(
            driver.scene.game.table.first { card in
                !driver.scene.game.setsOnTable.contains { $0.contains(card) }
            })
        driver.focus(try #require(driver.scene.game.table.firstIndex(of: stray)))
        driver.press(.character(" "))
        var litUp: Screen?
        while driver.now < 60 && driver.scene.game.points[1] == 0 {
            driver.now += 0.25
            if driver.scene.computerPicks.count == 3 { litUp = driver.screen }
        }
        // Its find is drawn as its own, never like the player's choice, and says whose it is.
        let found = try #require(litUp).text
        #expect(found.contains("╒") && found.contains(" Computer "), "\(found)")
        #expect(
            driver.headerLine.contains("Computer: Set! +1: your card is put down."), "\(driver.headerLine)")
        let take = try #require(
            driver.scene.game.history.first {
                if case .take = $0.action { return true }
                return false
            })
        #expect(
            take.time >= 1 + SetComputer.holdSeconds - 0.01,
            "the computer took its Set at \(take.time) s of play")
    }

    @Test func friendsCallSetWithTheirNumberAndACallRunsOut() throws {
        var driver = Self.setScene(seats: Seat.friends(names: ["Ann", "Bob"]), claimSeconds: 5)
        driver.now = 1
        driver.press(.character(" "))
        #expect(driver.headerLine.contains("Call Set first: 1 Ann  0 Bob."), "\(driver.headerLine)")
        driver.press(.character("2"))
        #expect(driver.statusLine.contains("Bob calling: 5 s"), "\(driver.statusLine)")
        driver.now = 7
        #expect(
            driver.headerLine.contains("Time is up: Bob is out (-1) until someone finds a Set."),
            "\(driver.headerLine)")
        #expect(driver.statusLine.hasPrefix(" Ann: 0  Bob: -1 (out)"), "\(driver.statusLine)")
        driver.press(.character("2"))
        #expect(driver.headerLine.contains("Bob is locked out"))
        driver.press(.character("1"))
        let set = try #require(driver.scene.game.setsOnTable.first)
        driver.choose(set)
        #expect(driver.scene.game.points == [1, -1] && driver.scene.game.lockedOut.isEmpty)
        driver.now = 9
        #expect(driver.screen.text.contains(" 1 Set "), "Ann's pile:\n\(driver.screen.text)")
    }

    /// At 50x15 four friends' piles are drawn, each with its name and then its Sets (the
    /// fourth fell off the bottom of the table, under the status line), and every player's
    /// points stay on the status line during a call (they gave way to `Player 4 calling`).
    @Test func fourFriendsPilesAndPointsAllShowAt50x15() throws {
        var driver = Self.setScene(seats: Seats.friends(count: 4))
        driver.size = Size(width: 50, height: 15)
        driver.now = 1
        let layout = driver.scene.state.tableLayout(size: driver.size)
        /// The words on each player's pile, as drawn.
        func pileWords() -> [String] {
            let screen = driver.screen
            return layout.piles.map { pile in
                screen.line(pile.y).dropFirst(pile.x).prefix(pile.width).trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(layout.piles.count == 4 && layout.piles.allSatisfy { $0.maxY < driver.size.height - 1 })
        #expect(
            pileWords().map { $0.trimmingCharacters(in: ["╌"]) } == ["P1", "P2", "P3", "P4"],
            "\n\(driver.screen.text)")
        // Player 4 calls and takes a Set: her pile says so.
        driver.press(.character("4"))
        #expect(
            driver.statusLine.hasPrefix(" P1: 0  P2: 0  P3: 0  P4: 0  P4 calling: 10 s"),
            "\(driver.statusLine)")
        driver.choose(try #require(driver.scene.game.setsOnTable.first))
        driver.now = 3
        #expect(pileWords()[3] == "P4 1", "\n\(driver.screen.text)")
        #expect(driver.statusLine.contains("P4: 1"), "\(driver.statusLine)")
    }

    @Test func aClickOnAFriendsPileCallsSetForThem() throws {
        var driver = Self.setScene(seats: Seat.friends(names: ["Ann", "Bob"]))
        driver.now = 1
        let bobs = try #require(driver.scene.state.tableLayout(size: driver.size).piles.last)
        driver.click(Point(x: bobs.x + bobs.width / 2, y: bobs.y + bobs.height / 2))
        #expect(driver.scene.game.caller == 1, "\(driver.headerLine)")
        #expect(driver.statusLine.contains("Bob calling"), "\(driver.statusLine)")
    }

    @Test func whenBothAreOutTheHeaderSaysBothAreBackIn() throws {
        var driver = Self.setScene(seats: Seat.friends(names: ["Ann", "Bob"]), claimSeconds: 3)
        driver.now = 1
        let table = driver.scene.game.table
        let wrong = try #require(
            table.indices.lazy.compactMap { k -> [SetCard]? in
                let trio = [table[0], table[1], table[k]]
                return Set(trio).count == 3 && !SetCard.isSet(trio[0], trio[1], trio[2]) ? trio : nil
            }.first)
        driver.press(.character("1"))
        driver.choose(wrong)
        #expect(driver.headerLine.contains("Ann is out (-1)"), "\(driver.headerLine)")
        driver.press(.character("0"))
        driver.now = 5
        #expect(
            driver.headerLine.contains("Time is up: Bob -1. With both out, both are back in."),
            "\(driver.headerLine)")
        #expect(driver.statusLine.hasPrefix(" Ann: -1  Bob: -1  "), "nobody is out: \(driver.statusLine)")
        driver.press(.character("1"))
        #expect(driver.scene.game.caller == 0, "Ann may call at once")
    }

    @Test func duringACallTheTableStaysAsItIsForTheCaller() throws {
        var driver = Self.setScene(seats: Seat.friends(names: ["Ann", "Bob"]))
        driver.now = 1
        let table = driver.scene.game.table
        driver.press(.character("0"))
        for key in ["S", "D", "C"] {
            driver.press(.character(Character(key)))
            #expect(
                driver.headerLine.contains("Bob is calling: the table stays as it is."),
                "\(key): \(driver.headerLine)")
            #expect(driver.statusLine.contains("Bob calling:"), "the countdown goes on")
        }
        // Choosing the deck is dealing: refused too.
        while driver.scene.focus != .deck { driver.press(.down) }
        driver.press(.enter)
        #expect(driver.scene.game.table == table && driver.scene.game.caller == 1)
    }

    @Test func eachFriendCallsWithTheirNumberOrAKeyAtTheirOwnCorner() throws {
        let names = ["Ann", "Bob", "Cy", "Di"]
        var driver = Self.setScene(seats: Seat.friends(names: names), claimSeconds: 3)
        driver.size = Size(width: 100, height: 30)
        driver.now = 1
        #expect(driver.headerLine.contains("Set!: 1 Ann  0 Bob  Tab Cy  / Di"), "\(driver.headerLine)")
        let claims: [(Int, [Key])] = [
            (0, [.character("1")]), (1, [.character("2"), .character("0")]), (2, [.character("3"), .tab]),
            (3, [.character("4"), .character("/")]),
        ]
        for (seat, keys) in claims {
            for key in keys {
                var calling = Self.setScene(seats: Seat.friends(names: names))
                calling.now = 1
                calling.press(key)
                #expect(calling.scene.game.caller == seat, "\(key) calls for \(names[seat])")
                #expect(!calling.headerLine.contains("Set!:"), "no reminder during a call")
            }
        }
        let help = driver.scene.game.presenter.helpLines(options: RenderOptions(), sharing: nil).joined(
            separator: "\n"
        )
        .replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(help.contains("Ann: 1, Bob: 2 or 0, Cy: 3 or Tab, Di: 4 or /"), "\(help)")
        // At 80 columns with a long message the reminder keeps its keys, if not the names.
        driver.size = Size(width: 80, height: 24)
        driver.press(.character("1"))
        driver.now += 4
        #expect(driver.headerLine.contains("Time is up: Ann is out (-1) until someone finds a Set."))
        #expect(driver.headerLine.hasSuffix("Set!: 1 0 Tab /"), "\(driver.headerLine)")
    }

    @Test func theComputerSaysWhetherItWaitsForYouOrIsLooking() throws {
        var driver = Self.setScene(seats: Seats.againstComputer(.easy))
        driver.now = 1
        #expect(driver.statusLine.contains("Computer is looking"), "\(driver.statusLine)")
        driver.focus(0)
        driver.press(.character(" "))
        #expect(driver.statusLine.contains("Computer waits"), "\(driver.statusLine)")
        driver.press(.character(" "))
        #expect(driver.statusLine.contains("Computer is looking"), "put down: \(driver.statusLine)")
        driver.press(.character(" "))
        driver.now = 12
        #expect(driver.statusLine.contains("Computer is looking"), "held at most 10 s: \(driver.statusLine)")
        #expect(!driver.statusLine.contains("Computer waits"))
    }

    @Test func atEightyColumnsTheClockStaysWhateverTheComputerDoes() throws {
        var driver = Self.setScene(seats: Seats.againstComputer(.easy))
        driver.size = Size(width: 80, height: 24)
        driver.now = 14
        let clock = #/  0:1[0-9]  /#
        #expect(driver.statusLine.contains("Computer is looking"), "\(driver.statusLine)")
        #expect(driver.statusLine.contains(clock), "\(driver.statusLine)")
        driver.focus(0)
        driver.press(.character(" "))
        // "Computer waits for you" no longer fits beside the clock: its short words do.
        #expect(driver.statusLine.contains("Computer waits  "), "\(driver.statusLine)")
        #expect(driver.statusLine.contains(clock), "\(driver.statusLine)")
        driver.size = Size(width: 100, height: 30)
        #expect(driver.statusLine.contains("Computer waits for you"), "\(driver.statusLine)")
        #expect(driver.statusLine.contains("Time: 0:1"), "\(driver.statusLine)")
    }

    @Test func theComputerStartsLookingOnlyOnceTheDealHasLanded() throws {
        // Full motion: the replacements of its first Set take their time to fly in; at hard
        // it finds a Set on the new table in a few seconds, counted from their landing.
        var earliest = Double.infinity
        for seed in UInt64(1)...8 {
            let scene = SetScene(
                seed: seed, options: RenderOptions(), timing: AnimationTiming(), now: 0, services: services(),
                seats: Seats.againstComputer(.hard))
            var driver = SceneDriver(scene: scene)
            while driver.now < 120 && driver.scene.game.points[1] == 0 { driver.now += 0.02 }
            // The first Set leaves; wait until its replacements have landed.
            while driver.now < 120 && driver.scene.game.judgement == .match { driver.now += 0.02 }
            var landed: Double?
            while driver.now < 120 && driver.scene.computerPicks.isEmpty {
                driver.now += 0.02
                if landed == nil && !driver.scene.stage.isSettling(at: driver.now) { landed = driver.now }
            }
            let settled = try #require(landed, "seed \(seed): the table settled before its next Set")
            earliest = min(earliest, driver.now - settled)
        }
        #expect(earliest > 0.1, "it lit up a Set \(earliest) s after the cards landed")
    }

    @Test func theComputerTakesOtherSetsThanTheFirstOnTheTable() throws {
        var takenFirst = 0
        var takenOther = 0
        for seed in UInt64(1)...40 {
            var driver = Self.setScene(seats: Seats.againstComputer(.hard), seed: seed)
            let sets = driver.scene.game.setsOnTable.map { Set($0.map(\.id)) }
            guard sets.count >= 2 else { continue }
            while driver.now < 60 && driver.scene.game.points[1] == 0 { driver.now += 0.25 }
            let taken = driver.scene.game.history.lazy.compactMap { timed -> Set<Int>? in
                if case .take(let cards, _) = timed.action { return Set(cards) }
                return nil
            }.first
            let cards = try #require(taken, "seed \(seed)")
            if cards == sets[0] { takenFirst += 1 } else if sets.contains(cards) { takenOther += 1 }
        }
        #expect(takenOther > 0 && takenFirst > 0, "first \(takenFirst) times, another \(takenOther) times")
    }

    @Test func aReplayOfFriendsTakesTheCallsAsTheyWereNotAsTheClaimTimeWouldHaveThem() throws {
        // Claim time 20 s: Bob calls and takes his Set 14 s later, past the replay's 10 s.
        var driver = Self.setScene(seats: Seat.friends(names: ["Ann", "Bob"]), claimSeconds: 20)
        driver.now = 1
        driver.press(.character("2"))
        driver.now = 15
        driver.choose(try #require(driver.scene.game.setsOnTable.first))
        #expect(driver.scene.game.points == [0, 1])
        let scene = try #require(
            SetScene(
                replaying: try driver.scene.game.log(), options: RenderOptions(),
                timing: AnimationTiming(reducedMotion: true), now: 0))
        var replay = SceneDriver(scene: scene)
        while !replay.scene.replayIsFinished && replay.now < 100 { replay.now += 0.5 }
        #expect(replay.scene.game.points == [0, 1])
    }

    @Test func aGameOfMemorizeForTwoIsRecordedAsOneWithItsWinnerAndTheTimeOfItsLastPair() throws {
        let keeper = KeeperInMemory()
        // Slow motion: the last pair's celebration lasts long, and must not count as play.
        let scene = try #require(
            MemorizeScene(
                themeName: "Animals", seed: 2, options: RenderOptions(), timing: AnimationTiming(speed: 0.25),
                now: 0, services: services(keeper: keeper), seats: Seats.friends(count: 2)))
        var driver = MemorizeDriver(scene: scene)
        driver.now = 30
        // Ann finds every pair (a pair keeps the turn).
        while let card = driver.scene.game.cards.first(where: { !$0.isMatched }) {
            let twin = try #require(
                driver.scene.game.cards.first { $0.id != card.id && $0.content == card.content })
            driver.choose(id: card.id)
            driver.choose(id: twin.id)
            driver.now += 1
        }
        let lastPair = try #require(driver.scene.game.history.last?.time)
        driver.now += 60
        let record = try #require(keeper.records.last)
        #expect(record.mode == .friends(2) && record.outcome != nil, "\(record)")
        #expect(record.score == driver.scene.game.pairsWon[0])
        #expect(record.seconds == lastPair, "the time of the last pair, not of its celebration")
        #expect(driver.screen.text.contains("All pairs found"))
        // Which game it was, to play it again: the theme, the friends and the seed.
        #expect(
            driver.screen.text.contains("cardtable memorize --theme Animals --players 2 --seed 2: "),
            "\(driver.screen.text)")
    }

    @Test func theResultAgainstTheComputerSaysTheCommandThatDealsItAgain() {
        var driver = Self.setScene(seats: Seats.againstComputer(.easy), seed: 5)
        driver.playToTheEnd(pause: 0.5)
        #expect(driver.scene.game.endedAt != nil)
        driver.now += 10
        let found = driver.scene.game.setsFound
        #expect(
            driver.screen.text.contains(
                "cardtable set --vs computer --level easy --seed 5: \(found) Sets in"),
            "\(driver.screen.text)")
    }

    @Test func memorizeAgainstOthersDrawsNoBonusAndKeepsTheTurnInTheHeader() throws {
        func drivers() throws -> (alone: MemorizeDriver, friends: MemorizeDriver) {
            let timing = AnimationTiming(reducedMotion: true)
            let alone = try #require(
                MemorizeScene(
                    themeName: "Animals", seed: 2, options: RenderOptions(), timing: timing, now: 0,
                    services: services()))
            let friends = try #require(
                MemorizeScene(
                    themeName: "Animals", seed: 2, options: RenderOptions(), timing: timing, now: 0,
                    services: services(), seats: Seat.friends(names: ["Ann", "Bob"])))
            return (MemorizeDriver(scene: alone), MemorizeDriver(scene: friends))
        }
        var (alone, friends) = try drivers()
        let id = alone.scene.game.cards[0].id
        alone.choose(id: id)
        friends.choose(id: id)
        #expect(alone.screen.text.contains("█"), "alone, the bonus drains on the card:\n\(alone.screen.text)")
        #expect(
            !friends.screen.text.contains("█"), "between friends only pairs count:\n\(friends.screen.text)")
        #expect(!friends.screen.text.contains("+6"))
        #expect(friends.screen.line(0).hasSuffix("Turn: Ann"), "\(friends.screen.line(0))")
        let other = try #require(
            friends.scene.game.cards.first { $0.content != friends.scene.game.cards[0].content })
        friends.choose(id: other.id)
        #expect(friends.screen.line(0).contains("No match: Bob's turn."), "\(friends.screen.line(0))")
        #expect(friends.screen.line(0).hasSuffix("Turn: Bob"), "\(friends.screen.line(0))")
    }

    @Test func aDrawIsRankedAsADraw() {
        let seats = Seat.friends(names: ["Ann", "Bob", "Cy"])
        let all = ContestWords.result(
            seats: seats, standings: Standings(points: [2, 2, 2]), people: [0, 1, 2]
        ) {
            "\($0)"
        }
        #expect(all == ["A draw!", "", "1= Ann: 0", "1= Bob: 1", "1= Cy: 2"])
        let two = ContestWords.result(
            seats: seats, standings: Standings(points: [1, 3, 3]), people: [0, 1, 2]
        ) {
            _ in "x"
        }
        #expect(two == ["A draw between Bob and Cy!", "", "1= Bob: x", "1= Cy: x", "3. Ann: x"])
        let won = ContestWords.result(
            seats: seats, standings: Standings(points: [5, 3, 3]), people: [0, 1, 2]
        ) {
            _ in "x"
        }
        #expect(won == ["Ann wins!", "", "1. Ann: x", "2= Bob: x", "2= Cy: x"])
    }

    @Test func theComputerTakesItsTurnsAtMemorize() throws {
        let scene = try #require(
            MemorizeScene(
                themeName: "Animals", seed: 2, options: RenderOptions(),
                timing: AnimationTiming(reducedMotion: true),
                now: 0, services: services(), seats: Seats.againstComputer(.hard)))
        var driver = MemorizeDriver(scene: scene)
        let cards = driver.scene.game.cards
        let other = try #require(cards.first { $0.content != cards[0].content })
        driver.choose(id: cards[0].id)
        driver.choose(id: other.id)
        #expect(driver.statusLine.hasPrefix(" Turn: Computer"), "\(driver.statusLine)")
        let moves = driver.scene.game.history.count
        while driver.now < 20 && driver.scene.game.turn == 1 { driver.now += 0.5 }
        #expect(driver.scene.game.history.count >= moves + 2, "the computer turned two cards")
        driver.press(.character(" "))
        if driver.scene.game.turn == 1 {
            #expect(
                driver.screen.line(0).contains("It is the computer’s turn")
                    || driver.screen.line(0).contains("It is the computer's turn"))
        }
    }
}
