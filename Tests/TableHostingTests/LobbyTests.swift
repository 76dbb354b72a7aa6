import Render
import Testing

@testable import SetTable
@testable import TableHosting
@testable import TableLayout

/// The lobby of a shared table, at the host's terminal and at a guest's, in small windows:
/// what a player needs there (how to join, who is at the table, the keys) always shows, the
/// rest gives way (blank lines first), and a line shows whole, wrapped at spaces, or not at all.
@Suite struct LobbyTests {
    static let medium = Size(width: 50, height: 15)
    static let small = Size(width: 40, height: 10)

    @Test func theHostsLobbyAt50x15KeepsThePlayersAndTheKeys() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        expect(
            rig.hostScreen(size: Self.medium),
            """
             cardtable · Set · table ann              q close
              Table ann is open.
              To join it from another terminal:
                  cardtable join ann
              or from another machine:
                  ssh -t example cardtable join ann
              Open to ann.
              At the table:
                1. Ann (you, the host)
                2. Bob (ann)

              Enter: deal to the 2 players
              a: let a user in    r: remove someone
              q: close the table
             Table ann  Players: 2
            """)
        // Four players: the command from another machine gives way to them.
        try rig.join("Cy")
        try rig.join("Dan")
        expect(
            rig.hostScreen(size: Self.medium),
            """
             cardtable · Set · table ann              q close
              Table ann is open.
              To join it from another terminal:
                  cardtable join ann
              Open to ann.
              At the table:
                1. Ann (you, the host)
                2. Bob (ann)
                3. Cy (ann)
                4. Dan (ann)
              Enter: deal to the 4 players
              a: let a user in    r: remove someone
              q: close the table

             Table ann  Players: 4
            """)
    }

    /// One login cannot take two seats unseen: a name a guest chose shows its login beside
    /// it in the host's lobby, and a guest called by their login shows it once.
    @Test func theHostsLobbyShowsTheLoginBesideANameAGuestChose() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "ann"])
        try rig.join("Zoe", watching: true)
        let rows = rig.hostScreen.rows.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("2. Bob (ann)") && rows.contains("3. ann"), "\(rows)")
        #expect(rows.contains("Watching: 4. Zoe (ann)."), "\(rows)")
    }

    /// A guest's lobby names the logins too, as the host's does: the host told it each one,
    /// from the kernel's word on who connected.
    @Test func aGuestsLobbyShowsTheLoginBesideANameAGuestChose() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "ann"], hostName: "Annie")
        try rig.join("Zoe", watching: true)
        func rows(_ guest: Int) -> [String] {
            rig.screen(guest: guest).rows.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        // The host's login is the kernel's word at every guest, whatever the host says.
        for guest in 0...1 { #expect(rows(guest).contains("1. Annie (ann, the host)"), "\(rows(guest))") }
        #expect(rows(0).contains("2. Bob (ann, you)") && rows(0).contains("3. ann"), "\(rows(0))")
        #expect(rows(1).contains("2. Bob (ann)") && rows(1).contains("3. ann (you)"), "\(rows(1))")
        #expect(rows(0).contains("Watching: Zoe (ann)."), "\(rows(0))")
        #expect(rows(2).contains("Watching: Zoe (ann, you)."), "\(rows(2))")
    }

    /// With --ascii the lobbies draw ASCII alone, their titles included (`cardtable - Set - table ann`).
    @Test func theLobbiesDrawOnlyASCIIWhenAsked() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        rig.hostScene.opening.options.ascii = true
        rig.guestScenes[0].opening.options.ascii = true
        let host = rig.hostScreen.rows
        let guest = rig.screen(guest: 0).rows
        for rows in [host, guest] {
            let text = rows.joined(separator: "\n")
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text)")
        }
        #expect(host[0].contains("cardtable - Set - table ann"), "\(host[0])")
        #expect(guest[0].contains("cardtable - Set - at "), "\(guest[0])")
    }

    @Test func theHostsLobbyAt40x10ListsThePlayersOnOneLineWhenItMust() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        expect(
            rig.hostScreen(size: Self.small),
            """
             cardtable · Set · table ann    q close
              Table ann is open. To join it:
                  cardtable join ann
              Open to ann.
              At the table:
                1. Ann (you, the host)
                2. Bob (ann)
              Enter: deal    a: let in
              r: remove    q: close
             Table ann  Players: 2
            """)
        try rig.join("Cy")
        try rig.join("Dan")
        expect(
            rig.hostScreen(size: Self.small),
            """
             cardtable · Set · table ann    q close
              Table ann is open. To join it:
                  cardtable join ann
              At the table:
              1. Ann (you, the host),
              2. Bob (ann), 3. Cy (ann) and
              4. Dan (ann).
              Enter: deal    a: let in
              r: remove    q: close
             Table ann  Players: 4
            """)
    }

    @Test func theGuestsWaitingPageFitsSmallWindows() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob"])
        expect(
            rig.screen(guest: 0, size: Self.small),
            """
             cardtable · Set · at ann's table
              You are Bob, at ann's table.
              Waiting for Ann to deal.

              At the table:
                1. Ann (the host)
                2. Bob (ann, you)

              q: leave the table
             Table ann  Players: 2
            """)
        rig.deal()
        try rig.join("Cy")
        try rig.join("Dan")
        rig.step()
        // Who comes during a game watches it, at every size, rather than a page of words.
        for size in [Self.small, Self.medium] {
            let screen = rig.screen(guest: 2, size: size)
            #expect(screen.header.contains("watching"), "\(screen.text)")
            #expect(!screen.text.contains("A game is being played"), "\(screen.text)")
        }
    }

    /// From 40x10 up (every size to 60x30, where the lines give way, and a few larger),
    /// every size shows the command that joins, every player and the keys,
    /// at the host's
    /// terminal and a guest's, each phrase of the keys whole on its row.
    @Test func everyWindowFrom40x10ShowsWhatMatters() throws {
        let rig = try SharedTableRig(SetTable.entry, guests: ["Bob", "Cy", "Dan"])
        let names = ["Ann", "Bob", "Cy", "Dan"]
        // The keys in full or in short (`a: let in`), each key with its words.
        let hostWords = ["cardtable join ann", "Enter: deal", "a: let", "r: remove", "q: close"]
        let guestWords = [
            "You are Dan, at ann's table.", "Waiting for Ann to deal.", "q: leave the table", "Bob (ann)",
            "Dan (ann, you)",
        ]
        for width in Array(40...60) + [70, 80, 100, 130] {
            for height in Array(10...30) + [40] {
                let size = Size(width: width, height: height)
                // The rows under the header, where the names are the page's own.
                let host = rig.hostScreen(size: size).text.split(separator: "\n").dropFirst()
                let guest = rig.screen(guest: 2, size: size).text.split(separator: "\n").dropFirst()
                let missing =
                    (hostWords + names).filter { words in !host.contains { $0.contains(words) } }
                    + (guestWords + names).filter { words in !guest.contains { $0.contains(words) } }
                if !missing.isEmpty { Issue.record("\(missing) missing at \(width)x\(height)") }
            }
        }
    }

    private func expect(
        _ screen: Screen, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(screen.text == expected, "\n\(screen.text)", sourceLocation: sourceLocation)
    }
}
