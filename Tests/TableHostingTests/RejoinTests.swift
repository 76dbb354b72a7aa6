import Animation
import CardModel
import Foundation
import GameTable
import TableWire
import Testing

@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// A player who drops keeps their seat a while: the same login joining again takes it back,
/// points and all, and nobody else can.
@Suite struct RejoinTests {
    static let bob = UserAccount(id: 1001, name: "bob", group: 1001)
    static let mallory = UserAccount(id: 1002, name: "mallory", group: 1002)
    static let bobsPeer = PeerCredentials(process: 21, user: 1001, group: 1001)
    static let mallorysPeer = PeerCredentials(process: 22, user: 1002, group: 1002)
    static let policy = JoinPolicy(host: SharedTableRig.hostUser, users: [bob, mallory])

    /// A game of Set between Ann and Bob (bob's login), in which Bob has taken a Set.
    static func bobWithASet() throws -> SharedTableRig {
        let rig = try SharedTableRig(SetTable.entry, guests: [], policy: policy)
        try rig.join("Bob", as: bobsPeer)
        rig.deal()
        try rig.chooseTheFirstSet(guest: 0)
        rig.wait("Bob's Set everywhere") { rig.games.allSatisfy { $0.points == [0, 1] } }
        return rig
    }

    /// Bob leaves by q, as a player does.
    static func bobLeaves(_ rig: SharedTableRig) {
        _ = rig.press(.character("Q"), guest: 0)
        _ = rig.press(.character("y"), guest: 0)
        rig.guestScenes[0].end(now: rig.now)
        rig.wait("Bob gone at the host") { rig.hostTable?.game.gone == [1] }
    }

    @Test func aPlayerWhoLeavesKeepsTheirSeatFiveMinutesAndTakesItBackWithTheirPoints() throws {
        let rig = try Self.bobWithASet()
        Self.bobLeaves(rig)
        #expect(rig.hostScreen.statusLine.contains("Bob: 1 (away 5:00)"), "\(rig.hostScreen.statusLine)")
        rig.step(72)
        #expect(rig.hostScreen.statusLine.contains("Bob: 1 (away 3:4"), "\(rig.hostScreen.statusLine)")

        try rig.join("Bob", as: Self.bobsPeer)
        rig.wait("Bob back everywhere") {
            rig.hostTable?.game.gone.isEmpty == true && rig.guestTable(1)?.game.gone.isEmpty == true
        }
        let back = try #require(rig.guestTable(1))
        #expect(back.game.points == [0, 1], "his Set is his still")
        #expect(back.game.table == rig.hostTable?.game.table, "he finds the table as it is now")
        #expect(back.game.moveCount == rig.hostTable?.game.moveCount)
        #expect(
            abs(back.state.playTime(at: rig.now) - (rig.hostTable?.state.playTime(at: rig.now) ?? 0)) < 1.5,
            "his clock is the host's")
        #expect(rig.hostScreen.header.contains("Bob is back at the table."), "\(rig.hostScreen.header)")
        #expect(rig.screen(guest: 1).header.contains("you are Bob"))
        #expect(
            rig.screen(guest: 1).statusLine.hasPrefix(" Ann: 0  Bob: 1  "),
            "\(rig.screen(guest: 1).statusLine)")
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])

        // He plays on: his next Set counts on every screen.
        try rig.chooseTheFirstSet(guest: 1)
        rig.wait("Bob's second Set everywhere") {
            rig.hostTable?.game.points == [0, 2] && rig.guestTable(1)?.game.points == [0, 2]
        }
    }

    @Test func aPlayerWhoComesBackFindsTheTableLaidAndTheirSeatTheirsAtOnce() throws {
        let rig = try Self.bobWithASet()
        Self.bobLeaves(rig)
        rig.step(10)
        // His cards move as a player's do (the rig's others' land at once).
        try rig.join("Bob", as: Self.bobsPeer, timing: AnimationTiming())
        // Within a few ticks, not after the opening deal flies in again (two seconds and
        // more, while his seat still showed away and the others' moves waited).
        rig.wait("Bob back at his table, laid", seconds: 0.3) {
            guard let back = rig.guestTable(1) else { return false }
            return back.game.gone.isEmpty && !back.state.stage.isAnimating(at: rig.now)
        }
        #expect(
            rig.screen(guest: 1).statusLine.hasPrefix(" Ann: 0  Bob: 1  "),
            "\(rig.screen(guest: 1).statusLine)")
        #expect(rig.screen(guest: 1).header.contains("Bob is back at the table."))
    }

    @Test func anotherLoginCannotTakeTheSeatOfAPlayerAway() throws {
        let rig = try Self.bobWithASet()
        Self.bobLeaves(rig)
        // Mallory says hello as Bob: she waits for the next game, under a name of her own.
        let mallory = try rig.join("Bob", as: Self.mallorysPeer)
        rig.step()
        #expect(mallory.name == "Bob 2")
        #expect(rig.hostTable?.game.gone == [1], "Bob's seat still waits for him")
        #expect(rig.screen(guest: 1).header.contains("watching"), "watches until the next game")
        // Bob himself takes it back.
        try rig.join("Bob", as: Self.bobsPeer)
        rig.wait("Bob back") { rig.hostTable?.game.gone.isEmpty == true && rig.guestTable(2) != nil }
        #expect(rig.guestTable(2)?.game.points == [0, 1])
    }

    @Test func aSeatNotTakenBackInFiveMinutesIsLeft() throws {
        let rig = try Self.bobWithASet()
        Self.bobLeaves(rig)
        rig.step(Seats.awaySeconds + 1)
        #expect(rig.hostScreen.statusLine.contains("Bob: 1 (left)"), "\(rig.hostScreen.statusLine)")
        try rig.join("Bob", as: Self.bobsPeer)
        rig.step()
        #expect(rig.hostTable?.game.gone == [1])
        #expect(rig.screen(guest: 1).header.contains("watching"), "watches until the next game")
    }

    @Test func oneLoginWithSeveralSeatsTakesBackTheOneOfTheSameName() throws {
        // Every seat is the host's login, as at a table open to its host alone.
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        for index in [0, 1] {
            _ = rig.press(.character("Q"), guest: index)
            _ = rig.press(.character("y"), guest: index)
            rig.guestScenes[index].end(now: rig.now)
        }
        rig.wait("both gone") { rig.hostTable?.game.gone == [1, 2] }
        // Without the name, it is not theirs: a new player, who waits for the next game.
        let stranger = try rig.join("ann")
        #expect(stranger.name == "ann")
        try rig.join("Cy")
        rig.wait("Cy back, Bob still away") {
            rig.hostTable?.game.gone == [1] && rig.guestTable(3)?.game.gone == [1]
        }
        #expect(rig.guests[3].name == "Cy")
        #expect(rig.screen(guest: 3).header.contains("you are Cy"))
    }

    @Test func aMemorizePlayerTakesBackTheirSeatAndTheTurnComesRoundToThem() throws {
        let rig = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob", "Cy"], options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        _ = rig.press(.character("Q"), guest: 0)
        _ = rig.press(.character("y"), guest: 0)
        rig.guestScenes[0].end(now: rig.now)
        rig.wait("Bob away") { rig.hostMemorize?.game.memory.gone == [1] }
        #expect(rig.hostScreen.statusLine.contains("Bob: 0 (away 5:00)"), "\(rig.hostScreen.statusLine)")
        try rig.join("Bob")
        rig.wait("Bob back") {
            rig.hostMemorize?.game.memory.gone.isEmpty == true && rig.guestMemorize(2)?.game.memory.gone == []
        }
        #expect(rig.guestMemorize(2)?.game.memory.turn == rig.hostMemorize?.game.memory.turn)
    }

    @Test func aMoveOfAGameBeforeTheOneBeingPlayedIsNotPlayed() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: [])
        let peer = rig.listener.connect(
            as: PeerCredentials(process: 7, user: 1000, group: 1000), capacity: 1 << 20)
        _ = peer.write(try TableWire.line(.hello(name: "Eve"))[...])
        rig.step()
        rig.deal()
        let card = try #require(rig.hostTable?.game.table.first)
        let move = try JSONValue(encoding: SetAction.choose(card: card.id))
        _ = peer.write(try TableWire.line(.move(move, deal: rig.hostScene.host.dealNumber - 1))[...])
        rig.step()
        #expect(rig.hostTable?.game.selection(of: 1).cards == [], "a move of the game before")
        _ = peer.write(try TableWire.line(.move(move, deal: rig.hostScene.host.dealNumber))[...])
        rig.step()
        #expect(rig.hostTable?.game.selection(of: 1).cards == [card])
    }
}
