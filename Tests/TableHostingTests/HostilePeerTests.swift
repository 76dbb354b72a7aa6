import CardModel
import Foundation
import GameTable
import Render
import TableWire
import Testing

@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// Peers that do not play by the rules, written in the test.
///
/// A host that floods its guest, a guest that floods the host with what is not a move, a user
/// who holds connections open, a host that calls itself by someone else's name: each is let go, or shown for who it is,
/// and the others play on.
@Suite struct HostilePeerTests {
    /// A guest welcomed by a host the test plays: the guest's end and the host's.
    static func welcomedGuest(hostName: String = "alice", hostLogin: String = "mallory") throws -> (
        guest: TableGuest, host: MemoryChannel
    ) {
        let ends = MemoryChannel.pair(capacity: 1 << 22)
        var greeting = try Greeting(channel: ends.guest, name: "Bob", table: hostLogin, hostLogin: hostLogin)
        _ = ends.host.write(try TableWire.line(.welcome(table: hostName, host: hostName, name: "Bob"))[...])
        let guest = try #require(try greeting.answer()?.get())
        return (guest, ends.host)
    }

    static let bob = UserAccount(id: 1001, name: "bob", group: 1001)
    static let mallory = UserAccount(id: 1002, name: "mallory", group: 1002)

    /// A Set table nobody has joined yet, open to Bob and Mallory, each a user of their own.
    static func tableOpenToBobAndMallory() throws -> SharedTableRig {
        try SharedTableRig(
            SetTable.entry, guests: [],
            policy: JoinPolicy(host: SharedTableRig.hostUser, users: [bob, mallory]))
    }

    /// `line` `count` times over, as one write.
    static func lines(_ line: [UInt8], _ count: Int) -> ArraySlice<UInt8> {
        Array(Array(repeating: line, count: count).joined())[...]
    }

    @Test func aHostFloodingItsGuestWithMovesIsLeftWithAMessageAndWhatWaitsStaysBounded() throws {
        let (guest, host) = try Self.welcomedGuest()
        let moved = try TableWire.line(.moved(try JSONValue(encoding: SetAction.shuffle), seat: 0, time: 1))
        var now = 0.0
        var largest = 0
        // A host sending as fast as the guest reads: 60,000 moves in about a second.
        for _ in 0..<600 where guest.ending == nil {
            _ = host.write(Self.lines(moved, 100))
            now += 0.002
            guest.poll(now: now)
            largest = max(largest, guest.waiting)
        }
        #expect(guest.ending == TableGuest.floodReason)
        #expect(Double(largest) <= TableGuest.eventsWaitingAtMost, "moves waiting: \(largest)")
        #expect(now < 1, "left after \(now) s of the flood")
        #expect(guest.descriptors.isEmpty, "nothing more is read from it")
    }

    @Test func aHostAtAPlayersPaceAndABacklogAfterAPauseAreNotAFlood() throws {
        let (guest, host) = try Self.welcomedGuest()
        let moved = try TableWire.line(.moved(try JSONValue(encoding: SetAction.shuffle), seat: 0, time: 1))
        // A guest stopped a while: everything the host keeps for it comes at once.
        let backlog = TableHost.outboxLimit / moved.count
        _ = host.write(Self.lines(moved, backlog))
        var now = 0.0
        while guest.waiting < backlog && guest.ending == nil {
            now += 0.02
            guest.poll(now: now)
        }
        #expect(guest.ending == nil && guest.waiting == backlog)
        while guest.next() != nil {}
        // Then four players' moves, twenty a second each, for a minute.
        for _ in 0..<3000 {
            _ = host.write(Self.lines(moved, 2))
            now += 0.02
            guest.poll(now: now)
            while guest.next() != nil {}
        }
        #expect(guest.ending == nil)
    }

    @Test func aGuestFloodingHellosIsLetGoAndTheOthersPlayOn() throws {
        let rig = try SharedTableRig(SetTable.entry)
        rig.deal()
        let flooder = rig.listener.connect(
            as: PeerCredentials(process: 7, user: 1000, group: 1000), capacity: 1 << 22)
        let hello = try TableWire.line(.hello(name: "Eve"))
        _ = flooder.write(hello[...])
        rig.step()
        #expect(rig.hostScene.host.players == ["Ann", "Bob", "Eve"])
        var sent = 0
        while sent < 20_000 && !flooder.isClosed {
            // 62,000 a second, as the program that found it sent them.
            _ = flooder.write(Self.lines(hello, 62))
            sent += 62
            rig.step(0.001)
        }
        #expect(flooder.isClosed, "let go after \(sent) hellos")
        #expect(sent < 1000, "let go after \(sent) hellos")
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
        try rig.chooseTheFirstSet(guest: 0)
        rig.wait("Bob's Set") { rig.games.allSatisfy { $0.points == [0, 1] } }
    }

    @Test func oneUsersConnectionsThatSayNothingLeaveRoomForAnotherUser() throws {
        let rig = try Self.tableOpenToBobAndMallory()
        // Mallory opens connection after connection and says nothing on any of them.
        var held: [MemoryChannel] = []
        for process in 0..<20 {
            held.append(
                rig.listener.connect(
                    as: .user(Self.mallory, process: Int32(100 + process))))
            rig.step(0.01)
        }
        #expect(held.filter { !$0.isClosed }.count == TableHost.greetingPerUser)
        try rig.join("Bob", as: .user(Self.bob))
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
    }

    /// One user's connections that say hello leave a seat and room for another user.
    ///
    /// Mallory is let in, and says hello on connection after connection (as a player, then as
    /// a watcher): she took every seat and every connection of the table, and Bob, let in too,
    /// was refused. Now she has as many as one user may (two), told why the next is refused.
    @Test func oneUsersConnectionsThatSayHelloLeaveRoomForAnotherUser() throws {
        let rig = try Self.tableOpenToBobAndMallory()
        var refusals: [String] = []
        for process in 0..<20 {
            do {
                try rig.join(
                    "M\(process)",
                    as: .user(Self.mallory, process: Int32(100 + process)),
                    watching: process >= 2)
            } catch {
                refusals.append("\(error)")
            }
        }
        #expect(rig.guests.count == TableHost.connectionsPerUser)
        #expect(
            refusals.first?.contains("You have 2 connections to this table already") == true, "\(refusals)")
        try rig.join("Bob", as: .user(Self.bob))
        #expect(rig.hostScene.host.players.contains("Bob"), "\(rig.hostScene.host.players)")
    }

    @Test func aHostPlayingUnderAnotherUsersLoginShowsItsOwnBesideItInTheGame() throws {
        // Ann's host calls itself root, a user on every machine.
        let rig = try SharedTableRig(SetTable.entry, hostName: "root")
        #expect(rig.guests[0].hostPassesAsAnotherUser)
        rig.deal()
        #expect(
            rig.screen(guest: 0).statusLine.hasPrefix(" root (ann): 0  Bob: 0"),
            "\(rig.screen(guest: 0).statusLine)")
        #expect(rig.hostScreen.statusLine.hasPrefix(" root: 0  Bob: 0"), "the host's own screen is its own")
        // A name that is nobody's login is shown as it is.
        let plain = try SharedTableRig(SetTable.entry, hostName: "Annie")
        #expect(!plain.guests[0].hostPassesAsAnotherUser)
        plain.deal()
        #expect(
            plain.screen(guest: 0).statusLine.hasPrefix(" Annie: 0  Bob: 0"),
            "\(plain.screen(guest: 0).statusLine)")
    }

    /// A guest cannot pass for another login: the host names the login the kernel says
    /// connected, whatever the guest's hello says (a field no hello has).
    @Test func aGuestCannotClaimAnotherLogin() throws {
        let root = UserAccount(id: 0, name: "root", group: 0)
        let rig = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob"],
            policy: JoinPolicy(host: SharedTableRig.hostUser, users: [SharedTableRig.hostUser, root]))
        let channel = rig.listener.connect(as: PeerCredentials(process: 12, user: root.id, group: root.group))
        _ = channel.write(Array(#"{"v":2,"type":"hello","name":"ann","login":"ann"}"#.utf8 + [10])[...])
        rig.step()
        #expect(rig.host.guestsShown.players == ["Bob (ann)", "ann (root)"], "\(rig.host.guestsShown)")
        let rows = rig.screen(guest: 0).rows.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("3. ann (root)"), "\(rows)")
        rig.deal()
        try rig.hostTakesEveryPair()
        #expect(rig.screen(guest: 0).text.contains("ann (root): 0 pairs"), "\n\(rig.screen(guest: 0).text)")
    }

    @Test func aGuestSeesTheHostsLoginWhateverNameTheHostGivesItself() throws {
        let (guest, host) = try Self.welcomedGuest(hostName: "alice", hostLogin: "mallory")
        _ = host.write(
            try TableWire.line(
                .lobby(
                    game: GameKind("set"),
                    players: ["alice", "Bob"].map { TablePerson(name: $0, login: nil) }, playing: false))[...]
        )
        guest.poll(now: 0)
        var scene = GuestScene(
            guest: guest, entries: [SetTable.entry],
            opening: SharedTableRig.opening(seed: 0, keeper: KeeperInMemory(), now: 0))
        _ = scene.advance(to: 0, size: SharedTableRig.size)
        var screen = Screen(size: SharedTableRig.size)
        scene.render(into: &screen, now: 0)
        let text = screen.text
        #expect(screen.header.contains("at mallory's table"), "\(screen.header)")
        #expect(text.contains("You are Bob, at mallory's table."), "\(text)")
        #expect(text.contains("Waiting for alice (mallory) to deal."), "\(text)")
        #expect(text.contains("1. alice (mallory, the host)"), "\(text)")
        #expect(!text.contains("alice's"), "\(text)")
        // The table is called by the name it was found by, not the one the host gives it.
        #expect(screen.statusLine.contains("Table mallory"), "\(screen.statusLine)")
        // When the table ends, the panel names it by its host's login too.
        _ = host.write(try TableWire.line(.closed("alice has closed the table."))[...])
        _ = scene.advance(to: 1, size: SharedTableRig.size)
        var ended = Screen(size: SharedTableRig.size)
        scene.render(into: &ended, now: 1)
        #expect(ended.text.contains("mallory's table has ended"), "\(ended.text)")
    }
}
