import Foundation
import Testing

/// A table with four players refuses a fifth, in the real binary: told why and how to watch
/// it instead, from the command line and from the menu's list, and watching it as told.
@Suite("A full table")
struct FullTableTests {
    @Test("A fifth player is refused by a full table, told to watch it instead, and watches it")
    func fullTableOffersToWatch() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        for name in ["Bob", "Cy", "Dan"] { try await table.join(name) }
        try await table.host.session.waitFor("four at the table") {
            $0.contains("Enter: deal to the 4 players")
        }

        // From the command line: refused before the terminal is taken, with how to watch.
        let eve = try table.start(["join", table.name, "--name", "Eve"])
        #expect(try await eve.waitForExit() == 1)
        let said = eve.standardError()
        #expect(
            said.contains(
                "cannot join \(table.name): The table is full (4 players at most): Ann, Bob, Cy and Dan are at it."
            ),
            "\(said)")
        #expect(said.contains("to watch it instead: cardtable watch \(table.name)"), "\(said)")
        try eve.expectTerminalRestored()
        // As told, she watches it: the lobbies list her, and nobody else's seat changed.
        try await table.watch("Eve")
        try await table.host.session.waitFor("Eve watching, four players still") {
            $0.contains("Watching: 5. Eve (") && $0.contains("Enter: deal to the 4 players")
        }

        // From the menu: J lists the table as full, Enter says so and offers to watch, w watches.
        let fay = try table.start([])
        try await fay.session.waitFor("the menu") { $0.contains("Join a table") }
        try fay.session.sendKeys("J")
        try await fay.session.waitFor("the table listed as full") {
            $0.contains("The table is full: you may watch.")
        }
        try fay.session.sendKeys("Enter")
        try await fay.session.waitFor("the refusal and the offer") { $0.header.contains("w watches it.") }
        try fay.session.sendKeys("w")
        try await fay.session.waitFor("Fay watching") { $0.contains("You watch") }
        try await table.host.session.waitFor("two watching") {
            $0.contains("Watching: 5. Eve (") && $0.contains(") and 6. ")
        }
        // The game is dealt to the four players; the watchers see it.
        try table.host.session.sendKeys("Enter")
        for app in [table.host, fay] {
            try await app.session.waitFor("the deal with four players") { $0.status?.players.count == 4 }
        }
    }
}
