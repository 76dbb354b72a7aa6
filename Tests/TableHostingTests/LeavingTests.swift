import CardModel
import Foundation
import GameTable
import TableWire
import Testing

@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// Whoever leaves a shared table is said to have gone, however they went (`q`, or their
/// terminal lost with no goodbye): a player's seat as the game's move, a watcher or a
/// player waiting for the next game by a notice, someone in the lobby on the host's lobby.
@Suite struct LeavingTests {
    /// A guest that says hello as `name` over a connection of its own, which the test
    /// closes with no goodbye, as a killed program's is.
    static func rawGuest(_ name: String, watching: Bool = false, rig: SharedTableRig) throws -> MemoryChannel
    {
        let peer = rig.listener.connect(as: PeerCredentials(process: 7, user: 1000, group: 1000))
        _ = peer.write(try TableWire.line(.hello(name: name, watching: watching))[...])
        rig.step()
        return peer
    }

    @Test func aWatcherAndAPlayerWaitingForTheNextGameAreSaidToHaveGone() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        try rig.join("Zoe", watching: true)
        try rig.join("Cy")
        let dan = try Self.rawGuest("Dan", rig: rig)
        rig.wait("everyone at the table") { rig.hostScene.host.watchers == ["Zoe"] }
        // Cy, waiting for the next game, leaves by q: the host and Bob are told.
        rig.guestScenes[2].end(now: rig.now)
        rig.wait("Cy gone") { !rig.hostScene.host.players.contains("Cy") }
        rig.step(1)
        for screen in [rig.hostScreen, rig.screen(guest: 0)] {
            #expect(screen.header.contains("Cy has left the table."), "\(screen.header)")
        }
        // Zoe stops watching: said so on the players' screens.
        rig.guestScenes[1].end(now: rig.now)
        rig.wait("Zoe gone") { rig.hostScene.host.watchers.isEmpty }
        rig.step(1)
        for screen in [rig.hostScreen, rig.screen(guest: 0)] {
            #expect(screen.header.contains("Zoe has stopped watching."), "\(screen.header)")
        }
        // Dan's program is killed: his connection closes with no goodbye, and he is said to have gone too.
        dan.close()
        rig.wait("Dan gone") { !rig.hostScene.host.players.contains("Dan") }
        rig.step(1)
        #expect(
            rig.screen(guest: 0).header.contains("Dan has left the table."), "\(rig.screen(guest: 0).header)")
        // Bob's seat is the game's to say: the game's own words, his seat waiting.
        #expect(rig.hostTable?.game.gone.isEmpty == true)
    }

    @Test func theHostsLobbySaysWhoLeftItByQOrWithTheirTerminal() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        let dan = try Self.rawGuest("Dan", rig: rig)
        #expect(rig.hostScreen.text.contains("4. Dan"), "\(rig.hostScreen.text)")
        rig.press(.character("q"), guest: 1)
        rig.guestScenes[1].end(now: rig.now)
        rig.step()
        #expect(rig.hostScreen.header.contains("Cy has left the table."), "\(rig.hostScreen.header)")
        dan.close()
        rig.step()
        #expect(rig.hostScreen.header.contains("Dan has left the table."), "\(rig.hostScreen.header)")
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
        // Removed by the host is not leaving: the lobby says so in its own words.
        rig.press(.character("r"), host: true)
        rig.press(.character("2"), host: true)
        #expect(rig.hostScreen.header.contains("Bob is removed"), "\(rig.hostScreen.header)")
    }

    /// A player whose connection broke as the host wrote to it is said to have lost
    /// their connection (a person's, not "its"), on every screen.
    @Test func aPlayerWhoseConnectionBreaksIsSaidToHaveLostTheirConnection() throws {
        let rig = try SharedTableRig(MemorizeTable.entry, options: MemorizeOptions(theme: "Faces"))
        let dan = try Self.rawGuest("Dan", rig: rig)
        rig.deal()
        // Dan's connection breaks; the host's next move is the first to find it so.
        dan.close()
        _ = rig.hostScene.handle(.key(.character(" ")), size: SharedTableRig.size, now: rig.now)
        rig.step(1)
        for screen in [rig.hostScreen, rig.screen(guest: 0)] {
            #expect(
                screen.text.contains("Dan lost their connection and was let go."), "\n\(screen.text)")
        }
    }
}
