import CardModel
import Render
import TableLayout
import Testing

@testable import GameTable
@testable import SetTable
@testable import TableHosting
@testable import TableWire

/// Finding a table: a connection that asks what a table is (`peek`) is told its game, who
/// plays and watches, how play stands and what it may do, and sits nobody down.
@Suite struct TableListTests {
    static let bob = PeerCredentials(process: 9, user: 1000, group: 1000)
    static let stranger = PeerCredentials(process: 10, user: 2000, group: 2000)

    /// What the host of `rig` answers a peek from `peer`.
    static func peek(_ rig: SharedTableRig, as peer: PeerCredentials = bob) throws -> TableMessage {
        let channel = rig.listener.connect(as: peer)
        let line = try TableWire.line(.peek)
        _ = channel.write(line[...])
        rig.step()
        guard case .bytes(let bytes) = channel.read(limit: 1 << 16) else {
            Issue.record("no answer")
            return .bye
        }
        var framer = LineFramer()
        let lines = try framer.take(bytes)
        #expect(lines.count == 1)
        #expect(channel.read(limit: 1) == .closed, "the host lets a looker go once answered")
        return try TableWire.message(try #require(lines.first)).get()
    }

    @Test func lookingAtATableSeatsNobodyAndNamesWhoIsThere() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        try rig.join("Zoe", watching: true)
        let before = rig.hostScreen.rows
        let answer = try Self.peek(rig)
        #expect(
            answer
                == .table(
                    TableDescription(
                        game: .set,
                        players: [
                            TablePerson(name: "Ann", login: "ann"), TablePerson(name: "Bob", login: "ann"),
                        ],
                        watchers: [TablePerson(name: "Zoe", login: "ann")], played: nil, access: .join)))
        #expect(rig.host.players == ["Ann", "Bob"] && rig.host.watchers == ["Zoe"])
        #expect(rig.hostScreen.rows == before, "the host's lobby is as it was")
        // Nobody was announced, and the next deal has the same two players.
        rig.deal()
        #expect(rig.hostTable?.game.seats.map(\.name) == ["Ann", "Bob"])
    }

    @Test func duringAGameTheListSaysForHowLongAndWhoseSeatWaits() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy", "Dan"])
        rig.deal()
        rig.step(10)
        guard case .table(let full) = try Self.peek(rig) else {
            Issue.record("described")
            return
        }
        #expect(full.access == .watchOnly, "four players: the table is full")
        #expect((10...12).contains(full.played ?? 0), "\(String(describing: full.played))")
        // Bob drops: his seat waits for him, and his login is told it may take it back.
        rig.guests[0].leave()
        rig.step()
        guard case .table(let waiting) = try Self.peek(rig) else {
            Issue.record("described")
            return
        }
        #expect(waiting.access == .comeBack(name: "Bob"))
        let away = try #require(waiting.players.first { $0.name == "Bob" }?.away)
        #expect(away > 290 && away <= Seats.awaySeconds)
        let words = TableListing(entries: rig.entries).lines(
            TableLook(table: Self.table, answer: .described(waiting)))
        #expect(words[0].hasPrefix("Set, hosted by ann: a game on for 0:1"), "\(words)")
        #expect(words[1].contains("Bob (ann) (away 4:"), "\(words)")
        #expect(words.last == "Your seat waits for you: joining takes it back, as Bob.")
    }

    @Test func aUserNotAdmittedIsToldWhyAndNothingMore() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        guard case .refused(let reason, _) = try Self.peek(rig, as: Self.stranger) else {
            Issue.record("refused")
            return
        }
        #expect(reason.contains("may not join this table"))
    }

    @Test func oneUserLookingTooOftenIsRefusedAndTheTablePlaysOn() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        var refused = 0
        for _ in 0..<30 {
            if case .refused(let reason, _) = try Self.peek(rig) {
                #expect(reason.contains("too often"))
                refused += 1
            }
        }
        // Thirty looks in a second and a half: twenty at once, then two a second.
        #expect((5...9).contains(refused), "\(refused)")
        #expect(rig.host.players == ["Ann", "Bob"])
    }

    @Test func aFullTablesRefusalOffersToWatch() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy", "Dan"])
        #expect(throws: TableGuest.JoinError.self) { try rig.join("Eve") }
        do {
            try rig.join("Eve")
        } catch let error as TableGuest.JoinError {
            #expect(error.mayWatch && error.description.contains("The table is full"), "\(error)")
        }
        let watcher = try rig.join("Eve", watching: true)
        #expect(watcher.isWatcher)
    }

    static let table = TablePlaces.OpenTable(
        name: "ann", path: "/run/ann.sock", host: UserAccount(id: 1000, name: "ann", group: 1000))

    @Test func theCommandLinesListSaysEachTablesGamePlayersAndWhatYouMayDo() {
        let listing = TableListing(entries: [SetTable.entry])
        let lobby = TableDescription(
            game: .set,
            players: [TablePerson(name: "Ann", login: "ann"), TablePerson(name: "Bea", login: "bob")],
            access: .join)
        let playing = TableDescription(
            game: GameKind("memorize"), players: [TablePerson(name: "cy", login: "cy")],
            watchers: [TablePerson(name: "Zoe", login: "zoe")], played: 75, access: .join)
        var second = Self.table
        second.name = "ann-2"
        var third = Self.table
        third.name = "cy"
        third.host = UserAccount(id: 1002, name: "cy", group: 1002)
        #expect(
            listing.text([
                TableLook(table: Self.table, answer: .described(lobby)),
                TableLook(table: second, answer: .described(playing)),
                TableLook(table: third, answer: .unknown("Its host did not answer.")),
            ])
                == """
                Tables open:

                  ann     Set, hosted by ann: waiting in the lobby.
                          Players: Ann, Bea (bob).
                          You may join.

                  ann-2   memorize, hosted by ann: a game on for 1:15.
                          Players: cy.
                          Watching: Zoe.
                          You may join: you watch this game and play the next.

                  cy      Hosted by cy.
                          Its host did not answer.

                Join one with: cardtable join NAME (watch it: cardtable watch NAME)
                """)
    }

    @Test func theListSceneJoinsWatchesAndGoesBackToTheMenu() {
        var scene = TableListScene(
            places: TablePlaces(environment: [:], directories: .init(environment: ["HOME": "/nonexistent"])),
            entries: [SetTable.entry], options: RenderOptions())
        let size = Size(width: 80, height: 24)
        _ = scene.advance(to: 0, size: size)
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        #expect(
            screen.rows.joined(separator: "\n").contains("No table is open"),
            "\(screen.rows.joined(separator: "\n"))")
        #expect(scene.handle(.key(.enter), size: size, now: 0) == .stay)
        #expect(scene.handle(.key(.character("q")), size: size, now: 0) == .open(.menu))
        #expect(scene.handle(.key(.escape), size: size, now: 0) == .open(.menu))

        // Two tables: the first is full, the second open; Enter joins, w watches.
        let full = TableDescription(
            game: .set, players: ["Ann", "Bob", "Cy", "Dan"].map { TablePerson(name: $0, login: "ann") },
            played: 30, access: .watchOnly)
        var second = Self.table
        second.name = "ann-2"
        scene.looks = [
            TableLook(table: Self.table, answer: .described(full)),
            TableLook(
                table: second, answer: .described(TableDescription(game: .set, players: [], access: .join))),
        ]
        #expect(scene.handle(.key(.enter), size: size, now: 0) == .stay)
        #expect(scene.message?.text == "The table is full: you may watch. w watches it.")
        #expect(
            scene.handle(.key(.character("w")), size: size, now: 0)
                == .open(.joinTable(named: "ann", watching: true)))
        #expect(scene.handle(.key(.down), size: size, now: 0) == .stay)
        #expect(scene.handle(.key(.enter), size: size, now: 0) == .open(.joinTable(named: "ann-2")))
        // A seat that waits for this player is joined by its name (the login may hold others).
        let waiting = TableDescription(
            game: .set, players: [TablePerson(name: "Ann", login: "ann")], played: 30,
            access: .comeBack(name: "Bob"))
        scene.looks[1] = TableLook(table: second, answer: .described(waiting))
        #expect(
            scene.handle(.key(.enter), size: size, now: 0) == .open(.joinTable(named: "ann-2", player: "Bob"))
        )
        #expect(
            scene.handle(.key(.character("w")), size: size, now: 0)
                == .open(.joinTable(named: "ann-2", watching: true)))
        scene.looks[1] = TableLook(
            table: second, answer: .described(TableDescription(game: .set, players: [], access: .join)))
        scene.render(into: &screen, now: 0)
        #expect(
            screen.line(2).hasPrefix("  ann     Set, hosted by ann: a game on for 0:30."),
            "\(screen.rows.joined(separator: "\n"))")
        #expect(
            screen.line(6).hasPrefix("› ann-2   Set, hosted by ann: waiting in the lobby."),
            "\(screen.rows.joined(separator: "\n"))")
    }
}
