import Foundation
import Testing

/// A guest whose terminal goes away (its pane gone: a hang-up, as a dropped SSH connection
/// sends) is said to have gone as one who pressed q is, in the real binary across terminals.
@Suite("A guest's terminal lost")
struct GuestTerminalLostTests {
    @Test("A player's, a watcher's and a waiting player's panes gone: the others are told, Bob's seat waits")
    func guestsTerminalsLost() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        let bob = try await table.join("Bob")
        let cy = try await table.join("Cy")
        let dan = try await table.join("Dan")
        // Dan's terminal goes in the lobby: the host's lobby says he left, and lists him no more.
        table.loseTerminal(of: dan)
        try await table.host.session.waitFor("Dan gone from the lobby") {
            $0.header.contains("Dan has left the table.") && !$0.contains("4. Dan")
        }
        let zoe = try await table.watch("Zoe")
        try await table.deal(players: ["Ann", "Bob", "Cy"])
        // Bob's terminal goes: everyone reads that he left, and his seat waits for him.
        table.loseTerminal(of: bob)
        for app in [table.host, cy] {
            try await app.session.waitFor("Bob gone, his seat waiting") {
                $0.header.contains("Bob has left the table.")
                    && $0.status?.players["Bob"]?.hasPrefix("0 (away 4:") == true
            }
        }
        // Zoe's terminal goes: the players read that she stopped watching.
        table.loseTerminal(of: zoe)
        for app in [table.host, cy] {
            try await app.session.waitFor("Zoe gone") { $0.header.contains("Zoe has stopped watching.") }
        }
    }
}
