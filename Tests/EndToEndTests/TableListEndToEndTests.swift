import Foundation
import Testing

/// Finding a table, in the real binary: with two tables hosted, `cardtable join` lists each
/// with its game, players and state, and the menu's `J` opens that list to join one; looking
/// seats nobody.
@Suite("Finding a table")
struct TableListEndToEndTests {
    /// The table's name in a host's lobby (`cardtable join NAME` on a row of its own).
    static func tableName(_ screen: PaneSnapshot) -> String? {
        screen.rows.lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("cardtable join ") && $0.split(separator: " ").count == 3 }
            .flatMap { $0.split(separator: " ").last.map(String.init) }
    }

    @Test("Two tables: the list names game, players and state, J joins one, and nobody is seated by looking")
    func twoTablesListed() async throws {
        let runtime = try RuntimeFolder()
        defer { runtime.remove() }
        let environment = runtime.environment
        let set = try AppUnderTest(["set", "--host", "--name", "Ann"], environment: environment)
        defer { set.close() }
        let setLobby = try await set.session.waitFor("the Set table's lobby") { Self.tableName($0) != nil }
        let memorize = try AppUnderTest(
            ["memorize", "--host", "--name", "Cy"],
            environment: environment.merging(AppUnderTest.utf8Locale) { $1 })
        defer { memorize.close() }
        let memorizeLobby = try await memorize.session.waitFor("the Memorize table's lobby") {
            Self.tableName($0) != nil
        }
        let setName = try #require(Self.tableName(setLobby))
        let memorizeName = try #require(Self.tableName(memorizeLobby))
        let bob = try AppUnderTest(["join", setName, "--name", "Bob"], environment: environment)
        defer { bob.close() }
        try await set.session.waitFor("Bob at the Set table") { $0.contains("Enter: deal to the 2 players") }

        // The command line's list: each table's game, players and state; it seats nobody.
        let binary = try Prerequisites.appBinary()
        let scratch = try ConfigFolder()
        defer { scratch.remove() }
        let listed = try await CompletedCommand.run(
            binary, ["join"],
            environment: runtime.environment.merging([
                "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": scratch.url.path,
                "XDG_CONFIG_HOME": scratch.url.path,
            ]) { $1 })
        let text = listed.standardOutput
        #expect(listed.status == 0, "\(listed.standardError)")
        for words in [
            "  \(setName) ", "Set, hosted by ", ": waiting in the lobby.", "Players: Ann", ", Bob",
            "You may join.",
            "  \(memorizeName) ", "Memorize, hosted by ", "Players: Cy", "cardtable join NAME",
        ] {
            #expect(text.contains(words), "\(words) in:\n\(text)")
        }
        // The host's lobby still has its two players, and Bob's page says nothing new.
        try await set.session.waitFor("the same two players") { screen in
            screen.contains("Enter: deal to the 2 players") && screen.contains("2. Bob")
                && !screen.contains("3. ")
        }

        // The menu's J opens the same list; q goes back to the menu.
        let zoe = try AppUnderTest([], environment: environment)
        defer { zoe.close() }
        try await zoe.session.waitFor("the menu") { $0.contains("Join a table") }
        try zoe.session.sendKeys("J")
        try await zoe.session.waitFor("the list of tables") { screen in
            screen.contains("2 tables open") && screen.contains("Set, hosted by")
                && screen.contains("Memorize, hosted by")
                && screen.contains("Players: Ann") && screen.contains("Players: Cy")
        }
        try zoe.session.sendKeys("q")
        try await zoe.session.waitFor("the menu again") {
            $0.contains("Join a table") && !$0.contains("Set, hosted by")
        }

        // J, Down to the Memorize table, Enter joins it; q in its lobby goes back to the menu.
        try zoe.session.sendKeys("J")
        try await zoe.session.waitFor("the list again") { $0.contains("Memorize, hosted by") }
        try zoe.session.sendKeys("Down")
        try await zoe.session.waitFor("the Memorize table chosen") { screen in
            screen.rows.contains { $0.hasPrefix("› \(memorizeName) ") }
        }
        try zoe.session.sendKeys("Enter")
        try await zoe.session.waitFor("Zoe in the Memorize lobby") {
            $0.contains("You are ") && $0.contains(", at ")
        }
        try await memorize.session.waitFor("two at the Memorize table") {
            $0.contains("Enter: deal to the 2 players")
        }
        try zoe.session.sendKeys("q")
        try await zoe.session.waitFor("the menu after the lobby") { $0.contains("Join a table") }
        try await memorize.session.waitFor("Cy alone again") { $0.contains("Waiting for players.") }
        #expect(
            try set.session.capture().contains("Enter: deal to the 2 players"), "the Set table is as it was")
    }

    @Test("A player dropped comes back from the menu's J to the seat that waits for them, by its name")
    func seatTakenBackFromTheMenu() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        // Bob and Cy are of the same login: Bob's seat is his by its name, not the login alone.
        let bob = try await table.join("Bob")
        try await table.join("Cy")
        try await table.deal(players: ["Ann", "Bob", "Cy"])
        #expect(kill(try await bob.processID(), SIGKILL) == 0)
        try await table.host.session.waitFor("Bob away") {
            $0.status?.players["Bob"]?.hasPrefix("0 (away 4:") == true
        }
        let back = try table.start([])
        try await back.session.waitFor("the menu") { $0.contains("Join a table") }
        try back.session.sendKeys("J")
        try await back.session.waitFor("the list offering Bob's seat") {
            $0.contains("Your seat waits for you: joining takes it back, as Bob.")
        }
        try back.session.sendKeys("Enter")
        try await back.session.waitFor("Bob back at his seat") {
            $0.header.contains("you are Bob") && $0.status?.players["Bob"] == "0"
        }
        try await table.host.session.waitFor("Bob back on the host's screen") {
            $0.status?.players["Bob"] == "0"
        }
    }
}
