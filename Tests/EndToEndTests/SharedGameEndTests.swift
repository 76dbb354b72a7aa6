import CardModel
import Foundation
import Testing

/// The end of a shared game, in the real binary across terminals: the end panel marks who
/// left before it and names the login beside a name a player chose, as a guest's lobby
/// does, and every lobby after it (a guest's too) shows the tally of games won.
@Suite("The end of a shared game")
struct SharedGameEndTests {
    @Test(
        "Cy leaves, Ann takes every pair: Bob's lobby and panel name each login, his panel says Cy left, and his lobby shows the tally"
    )
    func endPanelAndTally() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let table = try await HostedTable(
            [
                "memorize", "--host", "--theme", "Flowers", "--seed", "1", "--name", "Ann",
                // No turn runs out while the test plays it on a busy machine.
                "--turn-time", "600",
            ],
            // Wide enough for the status line to keep the focused card's words beside three players.
            size: TerminalSize(100, 24), environment: config.environment)
        defer { table.close() }
        let login = String(cString: getpwuid(geteuid()).pointee.pw_name)
        let bob = try await table.join("Bob")
        let cy = try await table.join("Cy")
        // Cy chose a name, and Bob's lobby names her login beside it, as it names his own:
        // one login's two seats show.
        try await bob.session.waitFor("the logins in Bob's lobby") {
            $0.contains("2. Bob (\(login), you)") && $0.contains("3. Cy (\(login))")
        }
        try table.host.session.sendKeys("Enter")
        let start = try await table.host.session.waitFor("Ann's turn, the cards dealt") {
            $0.bottomRow.hasPrefix(" Turn: Ann") && SharedMemorizeTable.cardCount(on: $0) != nil
        }
        // Cy leaves the game (asked first).
        try await cy.session.waitFor("Cy's table") { $0.header.contains("you are Cy") }
        try cy.session.sendKeys("Q")
        try await cy.session.waitFor("Cy asked") { $0.contains("Leave the table?") }
        try cy.session.sendKeys("y")
        try await bob.session.waitFor("Cy gone on Bob's screen") {
            $0.status?.players["Cy"]?.hasPrefix("0 (away") == true
        }
        // Where each pair lies is the host's seed's: Ann turns them all, a pair keeping the turn.
        let count = try #require(SharedMemorizeTable.cardCount(on: start))
        var cards = SharedMemorizeTable(
            layout: MemoryGame<Int>(pairs: count / 2, seed: 1) { $0 }.cards.map(\.content))
        for pair in 0..<count / 2 {
            try await cards.turn(cards.pair(pair), at: table.host)
            try await table.host.session.waitFor("Ann's pair \(pair + 1)") {
                $0.contains("Ann wins!") || $0.status?.players["Ann"] == "\(pair + 1)"
            }
            cards.remove(cards.pair(pair))
        }
        let panel = try await bob.session.waitFor("the end panel on Bob's screen") {
            $0.contains("Ann wins!")
        }
        #expect(panel.contains("Cy (\(login)): 0 pairs (left)"), "\(panel)")
        #expect(
            panel.contains("Bob (\(login)): 0 pairs") && !panel.contains("Bob (\(login)): 0 pairs (left)"),
            "\(panel)")
        // The host's panel names them so too.
        try await table.host.session.waitFor("the end panel on Ann's screen") {
            $0.contains("Ann wins!") && $0.contains("Cy (\(login)): 0 pairs (left)")
        }

        // The host goes back to the lobby: Bob's lobby shows the tally, as the host's does.
        try table.host.session.sendKeys("n")
        for app in [table.host, bob] {
            try await app.session.waitFor("the tally in the lobby") {
                $0.contains("Games won here: Ann 1, Bob 0, Cy 0 (1 game).")
            }
        }
    }
}
