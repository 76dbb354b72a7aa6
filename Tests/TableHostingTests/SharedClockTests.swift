import CardModel
import Testing

@testable import GameTable
@testable import SetTable
@testable import TableHosting

/// Every terminal at a shared table shows the host's time of play: a guest stopped a while
/// (Ctrl-Z, then `fg`) is not left behind for the rest of the game.
@Suite struct SharedClockTests {
    /// The host's time of play, and guest `index`'s, now.
    private func clocks(_ rig: SharedTableRig, guest index: Int = 0) throws -> (host: Double, guest: Double) {
        let host = try #require(rig.hostTable).playTime(at: rig.now)
        let guest = try #require(rig.guestTable(index)).playTime(at: rig.guestNow(index))
        return (host, guest)
    }

    @Test func aGuestStoppedAWhileCountsTheTimeTheOthersPlayedOn() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy"])
        rig.deal()
        rig.step(5)
        rig.suspend(guest: 0, for: 27)
        var (host, bob) = try clocks(rig)
        #expect(abs(host - bob) < 0.2, "Bob's clock \(bob), the host's \(host)")
        // And for the rest of the game, whoever moves.
        try rig.chooseTheFirstSet(guest: 1)
        rig.wait("Cy's Set") { rig.games.allSatisfy { $0.points == [0, 0, 1] } }
        rig.step(10)
        (host, bob) = try clocks(rig)
        #expect(abs(host - bob) < 0.2, "Bob's clock \(bob), the host's \(host)")
        let cy = try #require(rig.guestTable(1)).playTime(at: rig.guestNow(1))
        #expect(abs(host - cy) < 0.2, "Cy, never stopped, keeps the host's time: \(cy), \(host)")
    }

    @Test func aGuestBehindTheHostCatchesUpAtTheHostsNextMove() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.deal()
        rig.step(5)
        // Bob's clock falls 20 s behind without a word of why (his scene not told).
        rig.suspend(guest: 0, for: 20, telling: false)
        #expect(try clocks(rig).guest < clocks(rig).host - 19)
        // Ann takes a Set: her move carries her time of play, which Bob's clock takes up.
        try rig.chooseTheFirstSet(guest: nil)
        rig.wait("Ann's Set at Bob's") { rig.guestTable(0)?.game.points == [1, 0] }
        let (host, bob) = try clocks(rig)
        #expect(abs(host - bob) < 0.2, "Bob's clock \(bob), the host's \(host)")
    }

    /// The host's program sleeps while nothing happens (an idle lobby, a table between two
    /// ticks of its clock): a key that deals, or moves, says the time it came at.
    @Test func aPlayerWhoComesDuringAGameHasTheHostsTimeHoweverLongTheLobbyWaited() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        // A minute in the lobby in which nothing came: the host's scene was not brought up to date.
        rig.now += 60
        rig.deal()
        rig.step(5)
        try rig.join("Cy")
        rig.wait("Cy's table") { rig.guestTable(1) != nil }
        let (host, cy) = try clocks(rig, guest: 1)
        #expect(abs(host - cy) < 0.2, "Cy's clock \(cy), the host's \(host)")
    }

    @Test func theHostStoppedAWhileCountsItToo() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.deal()
        rig.step(5)
        let before = try clocks(rig).host
        rig.hostScene.suspended(for: 30, now: rig.now)
        #expect(try clocks(rig).host >= before + 30, "the guests played on meanwhile")
    }
}
