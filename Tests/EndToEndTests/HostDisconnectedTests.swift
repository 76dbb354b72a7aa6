import Foundation
import Testing

/// A host whose terminal goes away (an SSH connection dropping hangs its terminal up) did
/// not close the table: in the real binary, its guests are told it was disconnected.
@Suite("The host's terminal lost")
struct HostDisconnectedTests {
    @Test("The host's pane gone (a hang-up): Bob reads that Ann was disconnected, not that she closed")
    func hostsTerminalLost() async throws {
        let (table, bob) = try await HostedTable.setDealtToBob()
        defer { table.close() }
        // The host's terminal goes: tmux's server ends, hanging the pane's terminal up.
        let host = try await table.host.processID()
        table.host.session.kill()
        let ended = try await bob.session.waitFor("the table's end on Bob's screen") {
            $0.contains("table has ended")
        }
        #expect(ended.contains("Ann (the host) was disconnected"), "\(ended)")
        #expect(!ended.contains("closed the table"), "\(ended)")
        // The host's program ended of it, and took its socket away.
        let deadline = Deadline.after(.seconds(10))
        while AppUnderTest.isRunning(host) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(!AppUnderTest.isRunning(host), "the host's cardtable ended with its terminal")
        let sockets = try FileManager.default.contentsOfDirectory(
            atPath: table.runtime.appendingPathComponent("cardtable").path)
        #expect(sockets.isEmpty, "\(sockets)")
        try bob.session.sendKeys("q")
        #expect(try await bob.waitForExit() == 0)
        #expect(bob.standardError().contains("Ann (the host) was disconnected"), "\(bob.standardError())")
    }
}
