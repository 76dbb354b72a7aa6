import CardModel
import Foundation
import Render
import TableLayout
import TableWire
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

    // MARK: - Who may join

    @Test func lettingAUserIntoAPrivateTableKeepsTheHostsOwnWayIn() {
        var policy = JoinPolicy(host: Self.ann)
        #expect(!policy.admits(.user(Self.bob)))
        policy.letIn(Self.bob)
        #expect(!policy.isPrivate && policy.users == [Self.ann, Self.bob])
        #expect(policy.admits(.user(Self.bob)) && policy.admits(.user(Self.ann)))
        #expect(!policy.admits(.user(Self.cy)))
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
        #expect(!policy.admits(.user(Self.ann)) && policy.description == "nobody")
        // Letting Bob in does not let the host's own login back in.
        policy.letIn(Self.bob)
        #expect(policy.users == [Self.bob] && !policy.admits(.user(Self.ann)))
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
        let channel = moved.connect(as: .user(Self.bob))
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
        #expect(throws: TableGuest.JoinError.self) { try rig.join("Rob", as: .user(root)) }
        rig.press(.character("a"), host: true)
        for character in root.name { rig.press(.character(character), host: true) }
        #expect(rig.hostScreen.text.contains("Let in the user with the login: \(root.name)_"))
        rig.press(.enter, host: true)
        #expect(rig.hostScreen.text.contains("Open to ann and \(root.name)."), "\n\(rig.hostScreen.text)")
        let rob = try rig.join("Rob", as: .user(root))
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
            try rig.join("Rob", as: .user(root))
            Issue.record("a removed player came straight back")
        } catch {
            #expect("\(error)".contains("\(root.name) was removed from this table"))
        }
        // Let in again, Rob joins again; Enter deals to the three.
        rig.press(.character("a"), host: true)
        for character in root.name { rig.press(.character(character), host: true) }
        rig.press(.enter, host: true)
        try rig.join("Rob", as: .user(root))
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
        // Whole, under the header at 80 columns (the header cut it before 'here.').
        #expect(rig.hostScreen.text.contains("There is no user with the login no-such-login- here."))
        #expect(rig.hostScene.host.policy == JoinPolicy(host: Self.ann))
        rig.press(.escape, host: true)
        #expect(rig.hostScreen.text.contains("a: let a user in"))
        // A number that is no guest's removes nobody.
        try rig.join("Bob")
        rig.press(.character("r"), host: true)
        rig.press(.character("1"), host: true)
        // The numbers to choose from, whole (the header cut them off at 80 columns).
        #expect(
            rig.hostScreen.text.contains("Nobody removed: the numbers to choose from are 2 to 2."),
            "\(rig.hostScreen.text)")
        #expect(rig.hostScene.host.players == ["Ann", "Bob"])
    }

    @Test func theHostRemovesAWatcherNumberedAfterThePlayers() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        let zoe = try rig.join("Zoe", watching: true)
        #expect(rig.hostScreen.text.contains("Watching: 3. Zoe (ann)."), "\n\(rig.hostScreen.text)")
        rig.press(.character("r"), host: true)
        rig.press(.character("3"), host: true)
        #expect(zoe.ending == "Ann has removed you from the table.")
        #expect(rig.hostScene.host.watchers.isEmpty && rig.hostScene.host.players == ["Ann", "Bob"])
        // Bob, of the same login, stays; the login may not come back to watch either.
        #expect(throws: TableGuest.JoinError.self) { try rig.join("Zoe", watching: true) }
    }

    @Test func theHostRemovesByANumberOfTwoDigits() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy", "Dan"])
        let watchers = try (1...8).map { try rig.join("W\($0)", watching: true) }
        // Players 1 to 4, watchers 5 to 12: W7 is 11.
        #expect(rig.hostScreen.text.contains("11. W7 (ann) and 12. W8 (ann)."), "\n\(rig.hostScreen.text)")
        rig.press(.character("r"), host: true)
        rig.press(.character("1"), host: true)
        // 1 may begin 10, 11 or 12: the question waits, saying what was typed.
        #expect(rig.hostScreen.text.contains("Remove whom? Their number: 1_"), "\n\(rig.hostScreen.text)")
        rig.press(.character("1"), host: true)
        #expect(watchers[6].ending == "Ann has removed you from the table.")
        #expect(rig.hostScene.host.watchers == ["W1", "W2", "W3", "W4", "W5", "W6", "W8"])
        // 3 can begin no other number there: Cy goes at once.
        rig.press(.character("r"), host: true)
        rig.press(.character("3"), host: true)
        #expect(rig.hostScene.host.players == ["Ann", "Bob", "Dan"])
        // 1 then Enter is the host's own number: nobody; Backspace takes a digit back.
        rig.press(.character("r"), host: true)
        rig.press(.character("1"), host: true)
        rig.press(.backspace, host: true)
        rig.press(.character("1"), host: true)
        rig.press(.enter, host: true)
        let header = rig.hostScreen(size: Size(width: 120, height: 24)).header
        #expect(header.contains("Nobody removed: the numbers to choose from are 2 to 10."), "\(header)")
        #expect(rig.hostScene.host.players.count + rig.hostScene.host.watchers.count == 10)
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
        try rig.hostTakesEveryPair()
        // N goes back to the lobby, where the tally counts the game, on every screen.
        rig.press(.character("n"), host: true)
        rig.wait("the lobby") { !rig.hostScene.isDealt && rig.guestScenes[0].table == nil }
        #expect(rig.host.tally.games == 1)
        for screen in [rig.hostScreen, rig.screen(guest: 0)] {
            #expect(screen.text.contains("Games won here: Ann 1, Bob 0 (1 game)."), "\n\(screen.text)")
        }
    }

    @Test func theEndPanelMarksWhoLeftTheTable() throws {
        let rig = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob", "Cy"], options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        _ = rig.press(.character("Q"), guest: 0)
        _ = rig.press(.character("y"), guest: 0)
        rig.guestScenes[0].end(now: rig.now)
        rig.wait("Bob gone") { rig.hostMemorize?.game.memory.gone == [1] }
        try rig.hostTakesEveryPair()
        for screen in [rig.hostScreen, rig.screen(guest: 1)] {
            #expect(screen.text.contains("Ann wins!"), "\n\(screen.text)")
            #expect(screen.text.contains("Bob (ann): 0 pairs (left)"), "\n\(screen.text)")
            #expect(screen.text.contains("Cy (ann): 0 pairs\u{20}"), "Cy stayed: \n\(screen.text)")
            #expect(!screen.text.contains("Cy (ann): 0 pairs (left)"))
        }
    }

    /// One login cannot pass for two players unseen in the end panel either: a name a player
    /// chose shows their login beside it, at the host's terminal and the guests' (the
    /// host's, there, as the kernel told them); a player called by their login shows it once.
    @Test func theEndPanelShowsTheLoginBesideANameAPlayerChose() throws {
        let rig = try SharedTableRig(
            MemorizeTable.entry, guests: ["Bob", "ann"], hostName: "Annie",
            options: MemorizeOptions(theme: "Faces"))
        rig.deal()
        try rig.hostTakesEveryPair()
        for screen in [rig.hostScreen, rig.screen(guest: 0), rig.screen(guest: 1)] {
            let rows = screen.rows.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ║")) }
            #expect(rows.contains("Annie wins!"), "\n\(screen.text)")
            #expect(rows.contains("1. Annie (ann): 6 pairs"), "\n\(screen.text)")
            #expect(rows.contains("2= Bob (ann): 0 pairs"), "\n\(screen.text)")
            #expect(rows.contains("2= ann: 0 pairs"), "\n\(screen.text)")
        }
    }

    @Test func everyLobbyShowsTheTally() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        try rig.join("Zoe", watching: true)
        rig.host.count(Self.record([("Ann", 5), ("Bob", 3)]))
        rig.host.count(Self.record([("Ann", 4), ("Bob", 2)]))
        rig.host.count(Self.record([("Bob", 4), ("Ann", 2)]))
        rig.step()
        // The host's lobby, a player's and a watcher's.
        for screen in [rig.hostScreen, rig.screen(guest: 0), rig.screen(guest: 1)] {
            #expect(screen.text.contains("Games won here: Ann 2, Bob 1 (3 games)."), "\n\(screen.text)")
        }
        // A short window keeps it while it keeps who is at the table.
        let small = rig.screen(guest: 0, size: Size(width: 50, height: 15))
        #expect(small.text.contains("Games won here: Ann 2, Bob 1"), "\n\(small.text)")
    }

    @Test func theTallyATableSendsNamesThoseWithTheMostWins() {
        var tally = TableTally()
        for winner in 0..<20 {
            let names = (0..<20).map { "P\($0)" }
            tally.count(Self.record(names.map { ($0, $0 == "P\(winner)" ? 1 : 0) }))
        }
        tally.count(Self.record([("P19", 1), ("P0", 0)]))
        let sent = tally.leading(WireLimits.tallied)
        #expect(sent.wins.count == WireLimits.tallied && sent.games == 21)
        #expect(sent.description?.hasPrefix("P19 2, P0 1, P1 1") == true, "\(sent.description ?? "")")
    }
}
