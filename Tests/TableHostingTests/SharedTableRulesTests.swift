import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import GameTable
@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// The rules of a shared table that keep one player from spoiling the game for the others:
/// nobody deals Set by hand, a shuffle is one's own, nobody shuffles Memorize.
@Suite struct SharedTableRulesTests {
    @Test func dealPressedTenTimesByAGuestDealsNothingAndSaysWhy() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        let before = try #require(rig.hostTable?.game.table)
        #expect(!(rig.hostTable?.game.setsOnTable.isEmpty ?? true))
        for _ in 0..<10 { rig.press(.character("D"), guest: 0) }
        #expect(rig.games.allSatisfy { $0.table == before && $0.history.isEmpty }, "nothing dealt anywhere")
        #expect(rig.screen(guest: 0).header.contains("Nobody deals"), "\(rig.screen(guest: 0).header)")
        // The host's D deals nothing either, and a guest's program sending the move anyway is not heard.
        rig.press(.character("D"), host: true)
        rig.guests[0].send(try JSONValue(encoding: SetAction.dealThreeMore))
        rig.step()
        rig.step()
        #expect(rig.games.allSatisfy { $0.table == before && $0.history.isEmpty })
        #expect(rig.guests[0].ending == nil, "a deal sent is ignored, not a reason to be let go")
    }

    @Test func aShuffleRearrangesOnlyTheShufflersOwnTable() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        let before = try #require(rig.hostTable?.game.table)
        rig.press(.character("S"), guest: 0)
        let bob = try #require(rig.guestTable(0)?.game.table)
        #expect(bob != before && Set(bob) == Set(before), "Bob's own table is shuffled")
        #expect(rig.hostTable?.game.table == before && rig.guestTable(1)?.game.table == before)
        rig.press(.character("S"), host: true)
        #expect(rig.hostTable?.game.table != before && rig.guestTable(1)?.game.table == before)
        #expect(rig.guestTable(0)?.game.table == bob, "the host's shuffle is the host's own")
        // A guest's program sending a shuffle anyway moves nobody's cards.
        rig.guests[1].send(try JSONValue(encoding: SetAction.shuffle))
        rig.step()
        #expect(rig.guestTable(1)?.game.table == before)
        // The game goes on the same for all: Cy's Set leaves every table, each in its own order.
        let set = try rig.chooseTheFirstSet(guest: 1)
        rig.wait("Cy's Set everywhere") {
            rig.games.allSatisfy { $0.points == [0, 0, 1] && $0.matchedCards.isEmpty }
        }
        let tables = rig.games.map { Set($0.table) }
        #expect(tables.allSatisfy { $0 == tables[0] && $0.isDisjoint(with: set) })
        #expect(rig.games.allSatisfy { $0.deck == rig.games[0].deck })
    }

    @Test func nobodyShufflesASharedMemorizeTable() throws {
        let rig = try SharedTableRig(MemorizeTable.entry, options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        let cards = try #require(rig.hostMemorize?.game.memory.cards.map(\.id))
        rig.press(.character("S"), host: true)
        rig.press(.character("S"), guest: 0)
        #expect(rig.hostScreen.header.contains("Nobody shuffles"), "\(rig.hostScreen.header)")
        #expect(rig.screen(guest: 0).header.contains("Nobody shuffles"))
        rig.guests[0].send(try JSONValue(encoding: MemoryAction.shuffle))
        rig.step()
        #expect(rig.hostMemorize?.game.memory.cards.map(\.id) == cards)
        #expect(rig.guestMemorize(0)?.game.memory.cards.map(\.id) == cards)
    }
}

/// A shared Memorize turn has a time limit: shown counting down, and passing the turn.
@Suite struct SharedTurnTimeTests {
    @Test func aTurnPassesWhenItsTimeRunsOutAndTheNextPlayerIsToldItIsTheirs() throws {
        let rig = try SharedTableRig(
            MemorizeTable.entry, options: MemorizeOptions(theme: "Faces", turnSeconds: 10))
        rig.deal()
        #expect(rig.hostMemorize?.game.turnSeconds == 10 && rig.guestMemorize(0)?.game.turnSeconds == 10)
        #expect(
            rig.screen(guest: 0).statusLine.hasPrefix(" Turn: Ann ("), "\(rig.screen(guest: 0).statusLine)")
        // Ann turns a card and lets her time run out.
        rig.press(.character(" "), host: true)
        rig.step(5)
        #expect(rig.hostMemorize?.game.memory.turn == 0, "five seconds in, the turn is still Ann's")
        rig.wait("the turn passing to Bob", seconds: 10) { rig.guestMemorize(0)?.game.memory.turn == 1 }
        #expect(rig.hostMemorize?.game.memory.turn == 1)
        #expect(
            rig.screen(guest: 0).header.contains("Ann's time is up: your turn."),
            "\(rig.screen(guest: 0).header)")
        #expect(rig.hostScreen.header.contains("Your time is up: Bob's turn."), "\(rig.hostScreen.header)")
        for game in [rig.hostMemorize?.game, rig.guestMemorize(0)?.game].compactMap({ $0 }) {
            #expect(!game.memory.cards.contains { $0.isFaceUp && !$0.isMatched }, "Ann's card went back down")
        }
        // Bob's time counts down on every screen, and runs out too.
        rig.wait("Bob's time counting down on Ann's screen") {
            rig.hostScreen.statusLine.contains("Turn: Bob (5 s)")
        }
        rig.wait("the turn back to Ann", seconds: 10) { rig.guestMemorize(0)?.game.memory.turn == 0 }
        // A guest cannot end anyone's turn: a time up sent anyway is not heard.
        rig.guests[0].send(try JSONValue(encoding: MemoryAction.timeUp(seat: 0)))
        rig.step()
        rig.step()
        #expect(rig.hostMemorize?.game.memory.turn == 0)
    }

    @Test func aTurnTimeOutOfRangeInTheHostsGameIsRefused() throws {
        let theme = MemoryTheme(
            name: "Faces", emoji: ["😀", "😂", "😍", "😎", "😭", "😡"], pairs: 6, color: "yellow")
        for bad: JSONValue in [.number(1e300), .number(0), .string("soon")] {
            let log = try GameLog(
                game: .memorize, seed: 1, seats: [Seat(name: "Ann"), Seat(name: "Bob")],
                setup: ["theme": JSONValue(encoding: theme), "turnSeconds": bad],
                actions: [TimedAction<MemoryAction>]())
            guard case .failure = MemorizeGame.restoring(log) else {
                Issue.record("a turn time of \(bad) was taken")
                continue
            }
        }
    }
}
