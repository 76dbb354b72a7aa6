import CardModel
import Foundation
import Render
import Testing

@testable import GameTable
@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// The host runs the table from its lobby: lets users in by login, removes players (who may
/// not come straight back), and keeps the tally of the games won there.
@Suite struct RunningTheTableTests {
    static let ann = SharedTableRig.hostUser
    static let bob = UserAccount(id: 1001, name: "bob", group: 1001)
    static let cy = UserAccount(id: 1002, name: "cy", group: 1002)

    static func peer(_ user: UserAccount) -> PeerCredentials {
        PeerCredentials(process: 8, user: user.id, group: user.group)
    }

    // MARK: - Who may join

    @Test func lettingAUserIntoAPrivateTableKeepsTheHostsOwnWayIn() {
        var policy = JoinPolicy(host: Self.ann)
        #expect(!policy.admits(Self.peer(Self.bob)))
        policy.letIn(Self.bob)
        #expect(!policy.isPrivate && policy.users == [Self.ann, Self.bob])
        #expect(policy.admits(Self.peer(Self.bob)) && policy.admits(Self.peer(Self.ann)))
        #expect(!policy.admits(Self.peer(Self.cy)))
        #expect(policy.description == "ann and bob")
        // Letting in a user already in changes nothing.
        policy.letIn(Self.bob)
        #expect(policy.users == [Self.ann, Self.bob])
    }

    @Test func aRemovedUserIsRefusedUntilLetInAgainWhateverElseLetsThemIn() {
        let games = GroupAccount(id: 500, name: "games")
        var policy = JoinPolicy(host: Self.ann, users: [Self.bob], group: games)
        let bobInGames = PeerCredentials(process: 8, user: Self.bob.id, group: games.id)
        #expect(policy.admits(bobInGames))
        policy.remove(Self.bob)
        #expect(policy.removed == [Self.bob] && policy.users.isEmpty)
        #expect(!policy.admits(bobInGames), "the group lets Bob in, his removal keeps him out")
        #expect(policy.refusal(of: bobInGames).contains("was removed from this table"))
        policy.remove(Self.bob)
        #expect(policy.removed == [Self.bob])
        policy.letIn(Self.bob)
        #expect(policy.removed.isEmpty && policy.admits(bobInGames))
    }

    @Test func aHostWhoRemovesTheirOwnLoginFromAPrivateTableOpensItToNobody() {
        var policy = JoinPolicy(host: Self.ann)
        policy.remove(Self.ann)
        #expect(!policy.admits(Self.peer(Self.ann)) && policy.description == "nobody")
        // Letting Bob in does not let the host's own login back in.
        policy.letIn(Self.bob)
        #expect(policy.users == [Self.bob] && !policy.admits(Self.peer(Self.ann)))
    }

    @Test func lettingInReopensTheTableWhereTheUserReachesItAndClosesTheOldSocket() throws {
        let first = MemoryListener()
        let moved = MemoryListener()
        var asked: [JoinPolicy] = []
        let host = TableHost(
            name: "ann", game: .set, hostName: "Ann", policy: JoinPolicy(host: Self.ann), listener: first,
            reopen: { policy, current in
                asked.append(policy)
                return .success(current === first ? moved : nil)
            })
        try host.letIn(Self.bob)
        #expect(asked.map(\.users) == [[Self.ann, Self.bob]])
        #expect(first.isClosed && !moved.isClosed && host.policy.users == [Self.ann, Self.bob])
        // Bob reaches the table where it is now.
        let channel = moved.connect(as: Self.peer(Self.bob))
        var greeting = try Greeting(channel: channel, name: "Bob", table: "ann", hostLogin: "ann")
        host.poll(now: 1)
        #expect(try greeting.answer()?.get() != nil)
        #expect(host.waitingGuests == ["Bob"])
    }

    @Test func aTableThatCannotMoveLetsNobodyInAndSaysWhy() {
        let listener = MemoryListener()
        let host = TableHost(
            name: "ann", game: .set, hostName: "Ann", policy: JoinPolicy(host: Self.ann), listener: listener,
            reopen: { _, _ in .failure(TablePlaces.PlaceError(description: "/tmp/cardtable-ann is not yours"))
            })
        #expect(throws: TablePlaces.PlaceError.self) { try host.letIn(Self.bob) }
        #expect(host.policy == JoinPolicy(host: Self.ann) && !listener.isClosed)
    }

    // MARK: - The lobby's keys

    @Test func theHostLetsInByLoginRemovesAPlayerWhoCannotComeStraightBackAndLetsThemInAgain() throws {
        // A login the system has, so the lobby finds it as it would any other.
        let root = try #require(SystemAccounts.user(id: 0))
        let rig = try SharedTableRig(SetTable.entry, guests: [])
        #expect(throws: TableGuest.JoinError.self) { try rig.join("Rob", as: Self.peer(root)) }
        rig.press(.character("a"), host: true)
        for character in root.name { rig.press(.character(character), host: true) }
        #expect(rig.hostScreen.text.contains("Let in the user with the login: \(root.name)_"))
        rig.press(.enter, host: true)
        #expect(rig.hostScreen.text.contains("Open to ann and \(root.name)."), "\n\(rig.hostScreen.text)")
        let rob = try rig.join("Rob", as: Self.peer(root))
        try rig.join("Bob")
        #expect(rig.hostScene.host.players == ["Ann", "Rob", "Bob"])
        // r, then Rob's number: Rob is told, and the others stay.
        rig.press(.character("r"), host: true)
        #expect(rig.hostScreen.text.contains("Remove whom? Their number"))
        rig.press(.character("2"), host: true)
        #expect(rob.ending == "Ann has removed you from the table." && rob.wasLetGo)
        #expect(rig.screen(guest: 0).text.contains("You are no longer at ann's table"))
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
        #expect(
            rig.hostScreen.text.contains("Open to ann. Removed: \(root.name)."), "\n\(rig.hostScreen.text)")
        do {
            try rig.join("Rob", as: Self.peer(root))
            Issue.record("a removed player came straight back")
        } catch {
            #expect("\(error)".contains("\(root.name) was removed from this table"))
        }
        // Let in again, Rob joins again; Enter deals to the three.
        rig.press(.character("a"), host: true)
        for character in root.name { rig.press(.character(character), host: true) }
        rig.press(.enter, host: true)
        try rig.join("Rob", as: Self.peer(root))
        rig.deal()
        #expect(rig.games.count == 3 && rig.games.allSatisfy { $0.points == [0, 0, 0] })
    }

    @Test func aLoginThatIsNoUserIsSaidSoAndTheQuestionsGoWithEsc() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: [])
        rig.press(.character("r"), host: true)
        #expect(rig.hostScreen.header.contains("Nobody to remove"))
        rig.press(.character("a"), host: true)
        for character in "no-such-login-x" { rig.press(.character(character), host: true) }
        rig.press(.backspace, host: true)
        rig.press(.enter, host: true)
        #expect(rig.hostScreen.header.contains("There is no user with the login no-such-login-"))
        #expect(rig.hostScene.host.policy == JoinPolicy(host: Self.ann))
        rig.press(.escape, host: true)
        #expect(rig.hostScreen.text.contains("a: let a user in"))
        // A number that is no guest's removes nobody.
        try rig.join("Bob")
        rig.press(.character("r"), host: true)
        rig.press(.character("1"), host: true)
        #expect(rig.hostScreen.header.contains("Nobody removed"))
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
    }

    @Test func theHostRemovesAWatcherNumberedAfterThePlayers() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        let zoe = try rig.join("Zoe", watching: true)
        #expect(rig.hostScreen.text.contains("Watching: 3. Zoe."), "\n\(rig.hostScreen.text)")
        rig.press(.character("r"), host: true)
        rig.press(.character("3"), host: true)
        #expect(zoe.ending == "Ann has removed you from the table.")
        #expect(rig.hostScene.host.watchers.isEmpty && rig.hostScene.host.players == ["Ann", "Bob"])
        // Bob, of the same login, stays; the login may not come back to watch either.
        #expect(throws: TableGuest.JoinError.self) { try rig.join("Zoe", watching: true) }
    }

    // MARK: - The tally

    static func record(_ points: [(String, Int)], finished: Bool = true) -> GameRecord {
        GameRecord(
            date: Date(timeIntervalSince1970: 0), game: .set, mode: .friends(points.count), seed: 1,
            finished: finished, score: 0, seconds: 60, found: 0, moves: 0, log: nil,
            standings: points.map { SeatPoints(name: $0.0, points: $0.1) })
    }

    @Test func theTallyCountsTheGamesWonToTheirEndAndNoWinnerInATie() {
        var tally = TableTally()
        #expect(tally.description == nil)
        tally.count(Self.record([("Bob", 5), ("Ann", 3)]))
        tally.count(Self.record([("Ann", 4), ("Bob", 2)]))
        tally.count(Self.record([("Ann", 9), ("Bob", 1)], finished: false))
        #expect(tally.description == "Bob 1, Ann 1 (2 games)")
        tally.count(Self.record([("Ann", 6), ("Cy", 1), ("Bob", 0)]))
        tally.count(Self.record([("Ann", 2), ("Bob", 2), ("Cy", 2)]))
        #expect(tally.games == 4 && tally.tied == 1)
        #expect(tally.description == "Ann 2, Bob 1, Cy 0 (4 games, 1 tied)")
    }

    @Test func aGamePlayedToItsEndCountsInTheLobbysTally() throws {
        let rig = try SharedTableRig(MemorizeTable.entry, options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        let cards = try #require(rig.hostMemorize?.game.memory.cards)
        // Ann turns every pair in turn: a pair found keeps the turn, so she wins 6 to 0.
        for first in cards.indices {
            guard
                let second = cards.indices.first(where: {
                    $0 > first && cards[$0].content == cards[first].content
                })
            else { continue }
            for place in [first, second] {
                var presses = 0
                while rig.hostMemorize?.focus != .card(place) && presses < 30 {
                    rig.press(.right, host: true)
                    presses += 1
                }
                rig.press(.character(" "), host: true)
            }
            rig.step(1)
        }
        rig.wait("the game over") { rig.hostMemorize?.game.memory.isOver == true }
        rig.step(1)
        // N goes back to the lobby, where the tally counts the game.
        rig.press(.character("n"), host: true)
        rig.wait("the lobby") { !rig.hostScene.isDealt }
        #expect(rig.hostScene.tally.games == 1)
        #expect(
            rig.hostScreen.text.contains("Games won here: Ann 1, Bob 0 (1 game)."), "\n\(rig.hostScreen.text)"
        )
    }

    @Test func theLobbyShowsTheTally() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.hostScene.tally.count(Self.record([("Ann", 5), ("Bob", 3)]))
        rig.hostScene.tally.count(Self.record([("Ann", 4), ("Bob", 2)]))
        rig.hostScene.tally.count(Self.record([("Bob", 4), ("Ann", 2)]))
        #expect(
            rig.hostScreen.text.contains("Games won here: Ann 2, Bob 1 (3 games)."),
            "\n\(rig.hostScreen.text)")
    }
}
