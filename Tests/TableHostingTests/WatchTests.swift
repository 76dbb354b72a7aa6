import CardModel
import Foundation
import GameTable
import TableWire
import Testing

@testable import SetTable
@testable import TableHosting

/// Watchers: the live table at their own terminal, and no move; the players see who watches.
@Suite struct WatchTests {
    @Test func aWatcherSeesTheGameAsItIsPlayedAndItsKeysMakeNoMove() throws {
        let rig = try SharedTableRig(SetTable.entry)
        let zoe = try rig.join("Zoe", watching: true)
        // The host's lobby numbers the watchers after the players, to remove one by it.
        #expect(rig.hostScreen.text.contains("Watching: 3. Zoe (ann)."), "\(rig.hostScreen.text)")
        #expect(rig.screen(guest: 1).text.contains("You watch ann's table as Zoe."))
        rig.deal()
        #expect(rig.hostTable?.game.seats.map(\.name) == ["Ann", "Bob"], "a watcher takes no seat")
        let watched = try #require(rig.guestTable(1))
        #expect(watched.game.table == rig.hostTable?.game.table)
        #expect(rig.screen(guest: 1).header.contains("watching"), "\(rig.screen(guest: 1).header)")

        // Her keys choose nothing at the host, and she stays.
        let moves = rig.hostTable?.game.moveCount
        rig.press(.character(" "), guest: 1)
        #expect(rig.screen(guest: 1).header.contains("You are watching"), "\(rig.screen(guest: 1).header)")
        #expect(rig.hostTable?.game.moveCount == moves)
        #expect(zoe.ending == nil)

        // Bob's Set shows on her screen too.
        try rig.chooseTheFirstSet(guest: 0)
        rig.wait("Bob's Set on Zoe's screen") { rig.guestTable(1)?.game.points == [0, 1] }
        // The host deals again: the game watched is not the watcher's to keep, Bob's is his.
        rig.press(.character("N"), host: true)
        rig.press(.character("y"), host: true)
        #expect(rig.guestKeepers[1].records.isEmpty)
        #expect(rig.guestKeepers[0].records.count == 1)
        rig.deal()
        // Q stops watching at once: nobody's game changes.
        #expect(rig.press(.character("Q"), guest: 1) == .quit)
    }

    @Test func aWatcherWhoComesDuringAGameIsDealtItAsFarAsItHasGoneAndThePlayersAreTold() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        try rig.chooseTheFirstSet(guest: 0)
        rig.wait("Bob's Set") { rig.hostTable?.game.points == [0, 1] }
        try rig.join("Zoe", watching: true)
        rig.wait("Zoe's table as it is") {
            rig.guestTable(1)?.game.points == [0, 1]
                && rig.guestTable(1)?.game.table == rig.hostTable?.game.table
        }
        #expect(rig.hostScreen.header.contains("Zoe is watching."), "\(rig.hostScreen.header)")
        #expect(rig.screen(guest: 0).header.contains("Zoe is watching."))
    }

    @Test func aWatcherSendingMovesIsLetGoAndThePlayersPlayOn() throws {
        let rig = try SharedTableRig(SetTable.entry)
        let peer = rig.listener.connect(
            as: PeerCredentials(process: 7, user: 1000, group: 1000), capacity: 1 << 20)
        _ = peer.write(try TableWire.line(.hello(name: "Eve", watching: true))[...])
        rig.step()
        rig.deal()
        #expect(rig.hostScene.host.watchers == ["Eve"])
        let card = try #require(rig.hostTable?.game.table.first)
        let move = try JSONValue(encoding: SetAction.choose(card: card.id))
        _ = peer.write(try TableWire.line(.move(move, deal: rig.hostScene.host.dealNumber))[...])
        rig.step()
        #expect(rig.hostScene.host.watchers.isEmpty, "let go")
        #expect(rig.hostTable?.game.seats.count == 2 && rig.hostTable?.game.gone.isEmpty == true)
        #expect((0..<2).allSatisfy { rig.hostTable?.game.selection(of: $0).cards.isEmpty == true })
        #expect(rig.hostScreen.header.contains("Eve sent moves while watching and was let go."))
    }

    @Test func aPlayerWhoComesDuringAGameWatchesItAndPlaysTheNext() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        try rig.join("Cy")
        rig.wait("Cy watching") { rig.guestTable(1)?.game.table == rig.hostTable?.game.table }
        #expect(rig.hostTable?.game.seats.count == 2)
        rig.press(.character("N"), host: true)
        rig.press(.character("y"), host: true)
        rig.deal()
        rig.wait("Cy seated") { rig.guestTable(1)?.game.seats.map(\.name) == ["Ann", "Bob", "Cy"] }
        #expect(rig.screen(guest: 1).header.contains("you are Cy"))
    }
}
