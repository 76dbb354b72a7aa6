import CardModel
import Foundation
import Render
import TableLayout
import TableWire
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// A table shared between terminals, played in memory: the host and its guests each with a
/// scene of their own, the host judging every move in the order it receives them.
@Suite struct SharedTableTests {
    @Test func everyoneSeesTheSameDealAndTheirOwnName() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        #expect(rig.hostScreen.text.contains("cardtable join ann"))
        #expect(rig.hostScreen.text.contains("ssh -t example cardtable join ann"))
        #expect(rig.screen(guest: 1).text.contains("Waiting for Ann to deal."))
        rig.deal()
        let games = rig.games
        #expect(games.count == 3)
        #expect(games.allSatisfy { $0.table == games[0].table && $0.deck == games[0].deck && $0.isRace })
        #expect(games[0].seats.map(\.name) == ["Ann", "Bob", "Cy"])
        #expect(rig.hostScreen.header.contains("you are Ann"))
        #expect(rig.screen(guest: 0).header.contains("you are Bob"))
        #expect(rig.screen(guest: 1).statusLine.hasPrefix(" Ann: 0  Bob: 0  Cy: 0"))
        let help = games[1].presenter.helpLines(options: RenderOptions(), sharing: .joins)
        #expect(help.contains { $0.contains("nobody calls") }, "the help says there are no claim keys")
        #expect(help.contains { $0.contains("leave the table") }, "\(help)")
        for solo in ["Call Set", "c  hint", "p  pause", "Hint:", "speed bonus"] {
            #expect(!help.contains { $0.contains(solo) }, "no \(solo) at a shared table: \(help)")
        }
    }

    /// The help at a shared table names `N`, in Set and Memorize.
    ///
    /// The host's goes back to the lobby, to deal the next game to whoever is there; a
    /// guest's says the host deals it.
    @Test(arguments: [SetTable.entry, MemorizeTable.entry])
    func theHelpSaysWhoDealsTheNextGame(entry: GameEntry) throws {
        let rig = try SharedTableRig(
            entry, options: entry.kind == MemorizeTable.entry.kind ? MemorizeOptions(theme: "Faces") : nil)
        rig.deal()
        _ = rig.press(.character("?"), guest: 0)
        rig.press(.character("?"), host: true)
        #expect(
            rig.hostScreen(size: Size(width: 120, height: 40)).text.contains(
                "next game: back to the lobby, for everyone"))
        #expect(
            rig.screen(guest: 0, size: Size(width: 120, height: 40)).text.contains(
                "the host deals the next game"))
        // What they say is so: the guest's N deals nothing; the host's, asked, goes to the lobby.
        _ = rig.press(.escape, guest: 0)
        rig.press(.escape, host: true)
        _ = rig.press(.character("N"), guest: 0)
        #expect(rig.screen(guest: 0).header.contains("The host deals the next game."))
        rig.press(.character("N"), host: true)
        rig.press(.character("y"), host: true)
        #expect(!rig.hostScene.isDealt)
    }

    @Test func aSetChosenByAGuestGoesToItsPileOnEveryScreen() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        let set = try #require(rig.hostTable?.game.setsOnTable.first)
        rig.choose(set[0], guest: 0)
        rig.choose(set[1], guest: 0)
        // A guest's own choice shows only once the host has it, and only on its own screen.
        #expect(rig.guestTable(0)?.game.selection(of: 1).cards == [set[0], set[1]])
        #expect(rig.hostTable?.game.selection(of: 1).cards == [set[0], set[1]])
        #expect(rig.hostScreen.statusLine.contains("Bob choosing"))
        rig.choose(set[2], guest: 0)
        rig.wait("the Set on Bob's pile everywhere") { rig.games.allSatisfy { $0.won[1] == set } }
        #expect(rig.games.allSatisfy { $0.points == [0, 1] })
        #expect(rig.hostScreen.header.contains("Bob: Set! +1"))
        #expect(rig.screen(guest: 0).header.contains("Bob: Set! +1"))
        #expect(rig.games.allSatisfy { $0.table == rig.games[0].table })
    }

    @Test func aHostWhoseWindowIsTooSmallStillJudgesTheOthersMoves() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        rig.hostSize = Size(width: 20, height: 6)
        rig.step()
        #expect(rig.hostTable?.laidOutFor == nil, "the host's table does not fit")
        try rig.chooseTheFirstSet(guest: 0)
        rig.wait("Bob's Set judged by a host too small to show it") { rig.hostTable?.game.points == [0, 1] }
        rig.wait("and on Bob's screen") { rig.guestTable(0)?.game.points == [0, 1] }
    }

    @Test func aGuestFloodingTheTableWithMovesIsLetGoAndTheOthersPlayOn() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        let card = try #require(rig.hostTable?.game.table.first)
        let choose = try JSONValue(encoding: SetAction.choose(card: card.id))
        for _ in 0..<500 { rig.guests[0].send(choose) }
        rig.wait("Bob let go") { rig.hostScene.host.players == ["Ann", "Cy"] }
        // The moves the table took before letting him go have reached every screen.
        for _ in 0..<40 { rig.step(0.1) }
        #expect(rig.guestTable(1)?.game.table == rig.hostTable?.game.table)
        try rig.chooseTheFirstSet(guest: 1)
        rig.wait("Cy's Set everywhere") {
            rig.hostTable?.game.points[2] == 1 && rig.guestTable(1)?.game.points[2] == 1
        }
    }

    @Test func aWrongTrioLocksOutThatPlayerOnly() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        let table = try #require(rig.hostTable?.game.table)
        let wrong = try #require(RaceCards.wrongTrio(on: table))
        for card in wrong { rig.choose(card, guest: 1) }
        rig.wait("Cy out on every screen") { rig.games.allSatisfy { $0.lockedOut == [2] } }
        #expect(rig.games.allSatisfy { $0.points == [0, 0, -1] })
        // Which attributes break it, as alone, first; being out, on the header and the status line.
        let why =
            "look at the "
            + SetCard.attributesBreakingSet(wrong[0], wrong[1], wrong[2]).joined(separator: ", ")
        let cy = rig.screen(guest: 1)
        #expect(cy.header.contains("Not a Set (-1): \(why). You are out"), "\(cy.header)")
        #expect(cy.statusLine.contains("Cy: -1 (out)"), "\(cy.statusLine)")
        #expect(rig.screen(guest: 0).header.contains("Cy is out (-1) until someone finds a Set"))
        #expect(rig.screen(guest: 0).statusLine.contains("Cy: -1 (out)"))
        // Cy's choice is refused at his own screen; Bob chooses as before.
        rig.choose(table[5], guest: 1)
        #expect(rig.screen(guest: 1).header.contains("You are out until someone else finds a Set."))
        rig.choose(table[5], guest: 0)
        #expect(rig.hostTable?.game.selection(of: 1).cards == [table[5]])
    }

    @Test func everyoneBackInReadsTheSameOnEveryScreen() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.deal()
        let table = try #require(rig.hostTable?.game.table)
        let wrong = try #require(RaceCards.wrongTrio(on: table))
        for card in wrong { rig.choose(card, guest: 0) }
        rig.wait("Bob out on every screen") { rig.games.allSatisfy { $0.lockedOut == [1] } }
        for card in wrong { rig.choose(card, guest: nil) }
        rig.wait("both back in on every screen") {
            rig.games.allSatisfy { $0.lockedOut.isEmpty && $0.points == [-1, -1] }
        }
        let words = "With both out, both are back in."
        #expect(rig.hostScreen.header.contains("Not a Set (-1). " + words), "\(rig.hostScreen.header)")
        #expect(
            rig.screen(guest: 0).header.contains("Not a Set: Ann -1. " + words),
            "\(rig.screen(guest: 0).header)")
    }

    @Test func aHintAtASharedTableSaysWhyThereIsNone() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.deal()
        _ = rig.press(.character("C"), guest: 0)
        #expect(
            rig.screen(guest: 0).header.contains("No hints at a shared table"),
            "\(rig.screen(guest: 0).header)")
        rig.press(.character("C"), host: true)
        #expect(rig.hostScreen.header.contains("No hints at a shared table"), "\(rig.hostScreen.header)")
    }

    @Test func twoPlayersCompletingASetAtOnceExactlyOneTakesIt() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        let set = try #require(rig.hostTable?.game.setsOnTable.first)
        for card in set.prefix(2) {
            rig.choose(card, guest: 0)
            rig.choose(card, guest: 1)
        }
        // Both choose their third card before the host looks again.
        for index in [1, 0] {
            while rig.guestTable(index)?.focus
                != .card(try #require(rig.guestTable(index)?.game.table.firstIndex(of: set[2])))
            {
                _ = rig.guestScenes[index].handle(.key(.right), size: SharedTableRig.size, now: rig.now)
            }
        }
        for index in [1, 0] {
            _ = rig.guestScenes[index].handle(.key(.character(" ")), size: SharedTableRig.size, now: rig.now)
        }
        rig.wait("one winner everywhere") { rig.games.allSatisfy { $0.won.joined().count == 3 } }
        let points = rig.games.map(\.points)
        #expect(points.allSatisfy { $0 == points[0] }, "\(points)")
        #expect(points[0].reduce(0, +) == 1 && points[0][1] + points[0][2] == 1, "\(points[0])")
        let winner = try #require(rig.hostTable?.game.lastWinner)
        #expect(rig.games.allSatisfy { $0.lastWinner == winner })
        // The one who came second is told who was first, on their own screen.
        let loser = winner == 1 ? 1 : 0
        let winnerName = winner == 1 ? "Bob" : "Cy"
        rig.wait("the loser told") {
            rig.screen(guest: loser).header.contains("\(winnerName) was first to that Set.")
        }
    }

    @Test func memorizeTurnsPassBetweenTerminals() throws {
        let rig = try SharedTableRig(MemorizeTable.entry, options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        let host = try #require(rig.hostMemorize)
        #expect(rig.guestMemorize(0)?.game.memory.cards.map(\.id) == host.game.memory.cards.map(\.id))
        // Bob may not turn a card on Ann's turn: his screen says whose turn it is.
        rig.press(.character(" "), guest: 0)
        #expect(rig.screen(guest: 0).header.contains("It is Ann's turn."))
        #expect(rig.hostMemorize?.game.memory.history.isEmpty == true)
        // Ann turns two cards that differ: every screen sees them, and the turn is Bob's.
        let cards = host.game.memory.cards
        let second = try #require(cards.indices.first { cards[$0].content != cards[0].content })
        rig.press(.character(" "), host: true)
        #expect(rig.guestMemorize(0)?.game.memory.cards[0].isFaceUp == true, "Bob sees the card turned")
        for _ in 0..<second { rig.press(.right, host: true) }
        rig.press(.character(" "), host: true)
        rig.wait("Bob's turn everywhere") {
            rig.hostMemorize?.game.memory.turn == 1 && rig.guestMemorize(0)?.game.memory.turn == 1
        }
        #expect(rig.screen(guest: 0).header.contains("Turn: Bob"))
        rig.press(.character(" "), host: true)
        #expect(rig.hostScreen.header.contains("It is Bob's turn."))
        rig.press(.right, guest: 0)
        rig.press(.character(" "), guest: 0)
        rig.wait("Bob's card turned everywhere") {
            rig.hostMemorize?.game.memory.history.count == 3
                && rig.guestMemorize(0)?.game.memory.history.count == 3
        }
    }

    @Test func helpAndTheEndPanelNameOnlyTheKeysOfASharedTable() throws {
        let memorize = try SharedTableRig(MemorizeTable.entry, options: MemorizeOptions(theme: "Faces"))
        memorize.deal()
        memorize.press(.character("?"), guest: 0)
        let help = memorize.screen(guest: 0).text
        #expect(help.contains("leave the table"), "\(help)")
        #expect(help.contains("on your turn"), "\(help)")
        for solo in ["p  pause", "t  themes", "speed bonus", "new game"] {
            #expect(!help.contains(solo), "no \(solo) at a shared table:\n\(help)")
        }
        let memorizeGuest = try #require(memorize.guestMemorize(0))
        let view = memorizeGuest.state.view(at: memorize.now)
        #expect(memorizeGuest.game.presenter.resultLines(view: view).last == TableSharing.joins.resultKeys)
        let set = try SharedTableRig(SetTable.entry)
        set.deal()
        let setHost = try #require(set.hostTable)
        #expect(
            setHost.game.presenter.resultLines(view: setHost.state.view(at: set.now)).last
                == TableSharing.hosts.resultKeys)
    }

    @Test func aGuestsMoveThatIsNotItsToMakeIsDropped() throws {
        let rig = try SharedTableRig(MemorizeTable.entry, options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        let card = try #require(rig.hostMemorize?.game.memory.cards.first)
        // Bob's terminal sends a move out of turn anyway, and one the game does not have.
        rig.guests[0].send(try JSONValue(encoding: MemoryAction.choose(card: card.id)))
        rig.step()
        #expect(rig.hostMemorize?.game.memory.history.isEmpty == true)
        rig.guests[0].send(.string("teleport"))
        rig.step()
        rig.step()
        #expect(rig.guests[0].ending?.contains("could not play") == true, "\(rig.guests[0].ending ?? "")")
        rig.wait("Bob gone") { rig.hostMemorize?.game.memory.gone == [1] }
    }

    @Test func aGuestWhoLeavesLeavesTheTableAndTheOthersAreTold() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        // Mid-game, q asks first; any other key carries on at the table.
        #expect(rig.press(.character("Q"), guest: 0) == .stay)
        #expect(rig.screen(guest: 0).text.contains("Leave the table?"), "\(rig.screen(guest: 0).text)")
        #expect(rig.press(.character("x"), guest: 0) == .stay)
        #expect(rig.screen(guest: 0).header.contains("Carry on."))
        #expect(rig.press(.character("Q"), guest: 0) == .stay)
        #expect(rig.press(.character("y"), guest: 0) == .quit)
        rig.guestScenes[0].end(now: rig.now)
        rig.wait("Bob gone everywhere") {
            rig.hostTable?.game.gone == [1] && rig.guestTable(1)?.game.gone == [1]
        }
        #expect(rig.screen(guest: 1).header.contains("Bob has left the table."))
        #expect(rig.screen(guest: 1).statusLine.contains("Bob: 0 (away 5:00)"), "his seat waits for him")
        #expect(rig.hostScene.host.players == ["Ann", "Cy"])
    }

    @Test func aGuestWhoLeavesMemorizeIsMarkedAsLeftAsInSet() throws {
        let rig = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob", "Cy"], options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        #expect(rig.press(.character("Q"), guest: 1) == .stay, "asked first")
        #expect(rig.press(.character("y"), guest: 1) == .quit)
        rig.guestScenes[1].end(now: rig.now)
        rig.wait("Cy gone everywhere") {
            rig.hostMemorize?.game.memory.gone == [2] && rig.guestMemorize(0)?.game.memory.gone == [2]
        }
        #expect(rig.screen(guest: 0).header.contains("Cy has left the table."))
        for screen in [rig.hostScreen, rig.screen(guest: 0)] {
            #expect(screen.statusLine.contains("Ann: 0  Bob: 0  Cy: 0 (away 5:00)"), "\(screen.statusLine)")
        }
        // At 50 columns every player's points stay beside the turn, and who is away.
        let small = Size(width: 50, height: 15)
        for screen in [rig.hostScreen(size: small), rig.screen(guest: 0, size: small)] {
            #expect(screen.statusLine.contains("Ann: 0  Bob: 0  Cy: 0 (away)"), "\(screen.statusLine)")
        }
        // With four, the turn's countdown alone stays beside them (the header says whose turn).
        let four = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob", "Cy", "Dan"], options: MemorizeOptions(theme: "Faces"))
        four.deal()
        four.guestScenes[1].end(now: four.now)
        four.wait("Cy gone") { four.hostMemorize?.game.memory.gone == [2] }
        let line = four.hostScreen(size: small).statusLine
        #expect(line.hasPrefix(" 30 s left  Ann: 0  Bob: 0  Cy: 0 (away)  Dan: 0"), "\(line)")
        #expect(four.hostScreen(size: small).header.contains("Turn: Ann"))
    }

    @Test func aGuestThatStopsReadingIsDroppedAndTheOthersPlayOn() throws {
        let rig = try SharedTableRig(
            SetTable.entry, guests: ["Bob", "Cy"], outboxLimit: 4096, capacity: 1024)
        rig.deal()
        // Bob's terminal stops: his scene is no longer brought up to date.
        let stopped = rig.guestScenes.removeFirst()
        _ = stopped
        rig.guestKeepers.removeFirst()
        rig.guestWakes.removeFirst()
        // Cy chooses a card and puts it back, again and again: moves Bob is sent and never reads.
        for _ in 0..<200 where rig.hostTable?.game.gone.isEmpty == true {
            rig.press(.character(" "), guest: 0)
        }
        #expect(rig.hostTable?.game.gone == [1], "Bob, too far behind, was let go")
        rig.wait("the notice on Cy's screen") {
            rig.screen(guest: 0).header.contains("Bob") && rig.guestTable(0)?.game.gone == [1]
        }
        // Cy and Ann play on.
        let before = rig.hostTable?.game.moveCount ?? 0
        rig.press(.character(" "), guest: 0)
        rig.press(.character(" "), host: true)
        #expect((rig.hostTable?.game.moveCount ?? 0) == before + 2)
        #expect(rig.guestTable(0)?.game.table == rig.hostTable?.game.table)
    }

    @Test func garbageAHugeLineAndAnotherVersionDropOnlyThatConnection() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        let peer = PeerCredentials(process: 7, user: 1000, group: 1000)
        let lines: [[UInt8]] = [
            Array("garbage\n".utf8),
            [UInt8](repeating: UInt8(ascii: "x"), count: WireLimits.lineBytes + 10),
            Array(#"{"v":1,"type":"hello","name":"Eve"}"#.utf8) + [10],
            Array(#"{"v":2,"type":"moved","move":"x","seat":0,"time":1}"#.utf8) + [10],
        ]
        for line in lines {
            let channel = rig.listener.connect(as: peer, capacity: 1 << 20)
            _ = channel.write(line[...])
            rig.step()
            var answer: [UInt8] = []
            while case .bytes(let bytes) = channel.read(limit: 1 << 16) { answer += bytes }
            #expect(channel.read(limit: 1) == .closed, "the connection was closed")
            let text = String(decoding: answer, as: UTF8.self)
            #expect(text.contains(#""type":"refused""#), "told why: \(text)")
        }
        #expect(
            String(decoding: try TableWire.line(.refused("x")), as: UTF8.self).contains("refused"))
        // The host and Bob play on.
        try rig.chooseTheFirstSet(guest: 0)
        rig.wait("Bob's Set") { rig.games.allSatisfy { $0.points == [0, 1] } }
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
    }

    @Test func aUserNotAllowedIsRefusedWithAReason() throws {
        let bob = UserAccount(id: 1001, name: "bob", group: 1001)
        let rig = try SharedTableRig(SetTable.entry, guests: [])
        #expect(throws: TableGuest.JoinError.self) {
            try rig.join("Bob", as: .user(bob))
        }
        let channel = rig.listener.connect(as: .user(bob))
        var greeting = try Greeting(channel: channel, name: "Bob", table: "ann", hostLogin: "ann")
        rig.step()
        guard case .failure(let refusal) = greeting.answer() else {
            Issue.record("Bob was let in")
            return
        }
        #expect(refusal.description.contains("may not join this table: it is open to ann only"))
        let open = try SharedTableRig(
            SetTable.entry, guests: [], policy: JoinPolicy(host: SharedTableRig.hostUser, users: [bob]))
        try open.join("Bob", as: .user(bob))
        #expect(throws: TableGuest.JoinError.self) { try open.join("Ann again") }
    }

    @Test func theHostsQOrEscAsksBeforeClosingTheTableForEveryone() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.deal()
        for key in [Key.character("Q"), .escape] {
            let action = rig.hostScene.handle(.key(key), size: SharedTableRig.size, now: rig.now)
            #expect(action == .stay, "\(key)")
            #expect(rig.hostScreen.text.contains("Close the table?"), "\(rig.hostScreen.text)")
            #expect(rig.hostScreen.text.contains("The game ends for everyone at the table."))
            rig.press(.character("n"), host: true)
            #expect(rig.hostScreen.header.contains("Carry on."))
        }
        rig.step(1)
        #expect(rig.guestScenes[0].ending == nil, "Bob plays on")
        #expect(rig.hostScene.handle(.key(.character("Q")), size: SharedTableRig.size, now: rig.now) == .stay)
        #expect(rig.hostScene.handle(.key(.character("y")), size: SharedTableRig.size, now: rig.now) == .quit)
    }

    @Test func theHostClosingEndsTheTableForEveryoneAndRecordsEveryPlayer() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        try rig.chooseTheFirstSet(guest: 1)
        rig.wait("Cy's Set") { rig.hostTable?.game.points == [0, 0, 1] }
        rig.hostScene.end(now: rig.now)
        rig.step()
        #expect(rig.guestScenes[1].ending == "Ann has closed the table.")
        #expect(rig.screen(guest: 1).text.contains("ann's table has ended"))
        #expect(
            rig.screen(guest: 1).text.contains("As it stood: Ann 0, Bob 0, Cy 1."),
            "\(rig.screen(guest: 1).text)")
        #expect(rig.listener.isClosed)
        let record = try #require(rig.keeper.records.last)
        #expect(!record.finished)
        #expect(
            record.standings?.map(\.name) == ["Cy", "Ann", "Bob"], "\(String(describing: record.standings))")
        #expect(record.table == "ann")
        // Each guest keeps the game too, in their own record, as they leave the ended table.
        for index in rig.guestScenes.indices {
            rig.guestScenes[index].end(now: rig.now)
            rig.carryOutGuestEffects(index)
            let kept = try #require(rig.guestKeepers[index].records.last)
            #expect(kept.standings == record.standings && kept.table == "ann" && !kept.finished)
            #expect(kept.score == (index == 1 ? 1 : 0), "each player's own points are their score")
        }
    }

    /// The host's closing names how the game stood, marking who had left it before (in Set
    /// and Memorize alike): a guest's table ended by its host says it as the end panel does.
    @Test func asItStoodMarksWhoLeftBeforeTheHostClosed() throws {
        let set = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        set.deal()
        try set.chooseTheFirstSet(guest: 1)
        set.wait("Cy's Set") { set.hostTable?.game.points == [0, 0, 1] }
        let memorize = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob", "Cy"], options: MemorizeOptions(theme: "Faces"))
        memorize.deal()
        for rig in [set, memorize] {
            rig.guestScenes[0].end(now: rig.now)
            rig.wait("Bob gone") { rig.hostScene.host.players == ["Ann", "Cy"] }
            rig.step(1)
            rig.hostScene.end(now: rig.now)
            rig.step()
        }
        for (rig, points) in [(set, "Cy 1"), (memorize, "Cy 0")] {
            let screen = rig.screen(guest: 1)
            #expect(screen.text.contains("As it stood: Ann 0, Bob 0 (left), \(points)."), "\(screen.text)")
            // The table under the panel says so too, and not the game's last words: Bob's seat
            // waits no more, and q is the one key left.
            #expect(
                screen.statusLine == " As it stood: Ann 0, Bob 0 (left), \(points).", "\(screen.statusLine)")
            #expect(screen.header.hasSuffix("q quit") && !screen.header.contains("left"), "\(screen.header)")
        }
    }

    /// A host whose terminal is lost (SSH dropped: a hang-up, or the end of input) did not
    /// choose to close the table: the guests are told it was disconnected.
    @Test func aHostWhoseTerminalIsLostIsSaidToBeDisconnectedNotToHaveClosed() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.deal()
        // The app, its input ended, leaves the host's scene as it does when the terminal goes.
        let terminal = InMemoryTerminal(size: SharedTableRig.size)
        let scene = rig.hostScene
        let ending = App(
            terminal: terminal, clock: ManualClock(time: rig.now), start: .menu,
            settings: App.Settings(seed: 1), catalog: GameCatalog(entries: [SetTable.entry]),
            first: { _ in scene }
        ).run()
        #expect(ending == .endOfInput)
        rig.step()
        #expect(rig.guestScenes[0].ending == "Ann (the host) was disconnected: the table has closed.")
        #expect(!rig.screen(guest: 0).text.contains("closed the table"), "\(rig.screen(guest: 0).text)")
        #expect(rig.listener.isClosed)
        // A hang-up (SIGHUP) is the terminal lost too; any other signal asks the program to end.
        #expect(App.Ending.signal(SIGHUP).leaving == .terminalLost)
        #expect(App.Ending.signal(SIGTERM).leaving == .chosen && App.Ending.quit.leaving == .chosen)
    }

    @Test func aNewGameGoesBackToTheLobbyWhereLaterGuestsJoin() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        // Cy arrives during the game: he watches it, and plays in the next.
        try rig.join("Cy")
        rig.step()
        #expect(rig.screen(guest: 1).header.contains("watching"), "\(rig.screen(guest: 1).header)")
        #expect(rig.hostScreen.header.contains("Cy is at the table"))
        #expect(rig.hostTable?.game.seats.count == 2)
        rig.press(.character("N"), guest: 0)
        #expect(rig.screen(guest: 0).header.contains("The host deals the next game."))
        rig.press(.character("N"), host: true)
        rig.press(.character("y"), host: true)
        #expect(!rig.hostScene.isDealt)
        #expect(rig.screen(guest: 0).text.contains("Waiting for Ann to deal."))
        rig.deal()
        #expect(
            rig.games.count == 3 && rig.games.allSatisfy { $0.seats.map(\.name) == ["Ann", "Bob", "Cy"] })
    }

    @Test func aTableAtRestWaitsForItsSocketsAndABurstIsTakenWhole() throws {
        let rig = try SharedTableRig(SetTable.entry)
        #expect(rig.hostWake == .never, "the lobby waits for its sockets")
        rig.deal()
        // Half way through a second: the clocks' next tick is half a second off.
        rig.step(2.5)
        for wake in [rig.hostWake, rig.guestWakes[0]] {
            #expect(wake != .nextFrame, "a table at rest does not draw frame after frame: \(wake)")
        }
        // Twenty moves at once: more than the table takes in one look, all taken frame by frame.
        // Twenty choices of one card (chosen, put back, ...): taken one by one, all of them.
        let card = try #require(rig.hostTable?.game.table.first)
        let choose = try JSONValue(encoding: SetAction.choose(card: card.id))
        for _ in 0..<20 { rig.guests[0].send(choose) }
        let before = rig.hostTable?.game.moveCount ?? 0
        _ = rig.hostScene.advance(to: rig.now, size: SharedTableRig.size)
        rig.carryOutHostEffects()
        #expect(rig.hostWake == .nextFrame)
        rig.wait("every move") { rig.hostTable?.game.moveCount == before + 20 }
        rig.wait("every move at Bob's") { rig.guestTable(0)?.game.moveCount == before + 20 }
        #expect(rig.guestTable(0)?.game.table == rig.hostTable?.game.table)
    }

    @Test func aGuestCalledAsSomeoneAtTheTableIsGivenANumber() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Ann", "Ann"])
        #expect(rig.hostScene.host.players == ["Ann", "Ann 2", "Ann 3"])
        #expect(rig.guests.map(\.name) == ["Ann 2", "Ann 3"])
    }

    /// A full table offers to watch it (`mayWatch`), whoever plays.
    @Test func theTableIsFullAtFourPlayersAndSaysWhoPlaysAndWhoWaits() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy", "Dan"])
        #expect(
            throws: TableGuest.JoinError(
                description: "The table is full (4 players at most): Ann, Bob, Cy and Dan are at it.",
                mayWatch: true)
        ) {
            try rig.join("Eve")
        }
        rig.deal()
        #expect(
            throws: TableGuest.JoinError(
                description: "The table is full (4 players at most): Ann, Bob, Cy and Dan are playing.",
                mayWatch: true)
        ) {
            try rig.join("Eve")
        }
        // Cy and Dan leave during the game, and two come who wait for the next.
        for index in [1, 2] {
            _ = rig.press(.character("Q"), guest: index)
            rig.guestScenes[index].end(now: rig.now)
        }
        rig.wait("Cy and Dan gone") { rig.hostScene.host.players == ["Ann", "Bob"] }
        try rig.join("Eve")
        try rig.join("Fay")
        #expect(
            throws: TableGuest.JoinError(
                description:
                    "The table is full (4 players at most): Ann and Bob are playing; Eve and Fay wait for the next game.",
                mayWatch: true
            )
        ) {
            try rig.join("Gus")
        }
    }
}

/// Cards of a table for the tests of a race.
enum RaceCards {
    /// Three cards of `table` that are not a Set.
    static func wrongTrio(on table: [SetCard]) -> [SetCard]? {
        table.indices.lazy.compactMap { k -> [SetCard]? in
            let trio = [table[0], table[1], table[k]]
            return Set(trio).count == 3 && !SetCard.isSet(trio[0], trio[1], trio[2]) ? trio : nil
        }.first
    }
}
