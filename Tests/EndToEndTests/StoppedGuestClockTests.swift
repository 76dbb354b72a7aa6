import CardModel
import Foundation
import Testing

/// A player stopped a while at a shared table (Ctrl-Z, then `fg`) comes back to the host's
/// time of play: in the real binary, the clocks on both screens agree for the rest of the game.
@Suite("A joiner's clock after Ctrl-Z")
struct StoppedGuestClockTests {
    @Test("Bob stops his cardtable (Ctrl-Z) six seconds and takes it up (fg): his clock is the host's again")
    func stoppedGuestKeepsTheHostsTime() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        let files = try ConfigFolder()
        defer { files.remove() }
        // Bob's cardtable runs under a shell, to be stopped and taken up again as a player does.
        let bob = try await TmuxSession.shell()
        defer { bob.kill() }
        try bob.sendText(try table.shellCommand(["join", table.name, "--name", "Bob"], files: files.url))
        try bob.sendKeys("Enter")
        try await bob.waitFor("Bob in the lobby") { $0.contains("You are Bob, at") }
        try await table.host.session.waitFor("Bob in the host's lobby") { $0.contains(". Bob") }
        try table.host.session.sendKeys("Enter")
        for screen in [table.host.session, bob] {
            try await screen.waitFor("the game's clock running") {
                $0.status?.players.count == 2 && ($0.status?.seconds ?? 0) >= 1
            }
        }
        try await Self.waitForTheSameTime(host: table.host.session, guest: bob, "before Ctrl-Z")

        try bob.sendKeys("C-z")
        try await bob.waitFor("the shell saying Bob's cardtable stopped") { $0.contains("Stopped") }
        try await Task.sleep(for: .seconds(6))
        try bob.sendText("fg")
        try bob.sendKeys("Enter")
        try await Self.waitForTheSameTime(host: table.host.session, guest: bob, "after fg")
        // And for the rest of the game: after Ann's Set, and a while later.
        let ann = SetPlayer(session: table.host.session)
        try ann.chooseByKeys(try #require(SetCard.sets(in: try await ann.readTable()).first))
        try await bob.waitFor("Ann's Set on Bob's screen") { $0.status?.players["Ann"] == "1" }
        try await Task.sleep(for: .seconds(2))
        try await Self.waitForTheSameTime(host: table.host.session, guest: bob, "after Ann's Set")
    }

    /// Polls until the guest's clock is within a second of the host's, read just before and
    /// just after it (the two screens cannot be read at one instant).
    static func waitForTheSameTime(host: TmuxSession, guest: TmuxSession, _ when: String) async throws {
        let deadline = Deadline.after(.seconds(10))
        var seen = ""
        while true {
            let before = try host.capture().status?.seconds
            let theirs = try guest.capture().status?.seconds
            let after = try host.capture().status?.seconds
            if let before, let theirs, let after, theirs >= before - 1, theirs <= after + 1 { return }
            seen =
                "the host's clock \(before.map(String.init) ?? "?") to \(after.map(String.init) ?? "?") s, "
                + "the guest's \(theirs.map(String.init) ?? "?") s"
            guard ContinuousClock.now < deadline else {
                throw EndToEndFailure("The clocks never agreed \(when): \(seen).\n\(try guest.capture())")
            }
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
    }
}
