import CardModel
import Foundation
import Testing

/// The rules that keep a shared table fair, and what every player keeps of it, in the real
/// binary across terminals.
@Suite("Shared tables: their rules and the games each player keeps")
struct HostedTableRulesTests {
    @Test("D pressed ten times by a guest deals nothing while a Set is on the table, and says why")
    func nobodyDealsByHand() async throws {
        let (table, bob) = try await HostedTable.setDealtToBob()
        defer { table.close() }
        try await bob.session.waitFor("twelve cards") { SetTablePicture(screen: $0).faceCount == 12 }
        for _ in 0..<10 { try bob.session.sendKeys("D") }
        try await bob.session.waitFor("why nobody deals") { $0.header.contains("Nobody deals") }
        // A card Bob chooses after them reaches the host after anything they sent: once the
        // host shows him choosing, a deal they asked for would have been dealt.
        try bob.session.sendKeys("Space")
        try await table.host.session.waitFor("Bob choosing at the host, twelve cards, 69 in the deck") {
            $0.contains("Bob choosing") && SetTablePicture(screen: $0).faceCount == 12
                && $0.status?.deck == 69
        }
        // Every screen still shows twelve cards and the whole deck after them.
        for app in table.everyone {
            try await app.session.waitFor("twelve cards, 69 in the deck") {
                SetTablePicture(screen: $0).faceCount == 12 && $0.status?.deck == 69
            }
        }
    }

    @Test("A shared Memorize turn counts down on every screen and passes when its time runs out")
    func aTurnPassesWhenItsTimeRunsOut() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let table = try await HostedTable(
            ["memorize", "--host", "--theme", "Flowers", "--seed", "1", "--name", "Ann", "--turn-time", "6"],
            environment: config.environment)
        defer { table.close() }
        let bob = try await table.join("Bob")
        try table.host.session.sendKeys("Enter")
        // Ann's time counts down on Bob's screen too; she lets it run out.
        try await bob.session.waitFor("Ann's time counting down") { $0.bottomRow.hasPrefix(" Turn: Ann (") }
        try await bob.session.waitFor("Bob told it is his turn") {
            $0.header.contains("Ann's time is up: your turn.") && $0.bottomRow.hasPrefix(" Turn: Bob (")
        }
        try await table.host.session.waitFor("Ann told") {
            $0.header.contains("Your time is up: Bob's turn.")
        }
    }

    @Test("The joiner's own statistics list the shared game: at whose table, with whom, how it stood")
    func theJoinerKeepsTheGame() async throws {
        let (table, bob) = try await HostedTable.setDealtToBob()
        defer { table.close() }
        let player = SetPlayer(session: bob.session)
        let set = try #require(SetCard.sets(in: try await player.readTable()).first)
        try player.chooseByKeys(set)
        try await table.waitForEveryone("Bob's Set") { $0.players == ["Ann": "0", "Bob": "1"] }
        // Bob leaves mid-game: the game goes into his record as not finished.
        try bob.session.sendKeys("Q")
        try await bob.session.waitFor("Bob asked") { $0.contains("Leave the table?") }
        try bob.session.sendKeys("y")
        #expect(try await bob.waitForExit() == 0)
        let stats = try await CompletedCommand.run(
            try Prerequisites.appBinary(), ["stats"],
            environment: ProcessInfo.processInfo.environment.merging([
                "XDG_STATE_HOME": bob.directory.appendingPathComponent("state").path,
                "XDG_CONFIG_HOME": bob.directory.appendingPathComponent("config").path,
            ]) { $1 })
        #expect(stats.status == 0, "\(stats.standardError)")
        let login = ProcessInfo.processInfo.userName
        #expect(!stats.standardOutput.contains("No games recorded yet"), "\(stats.standardOutput)")
        #expect(
            stats.standardOutput.contains("abandoned  Bob 1, Ann 0 at \(login)'s table"),
            "\(stats.standardOutput)")
    }
}
