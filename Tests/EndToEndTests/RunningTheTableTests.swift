import Foundation
import Testing

/// The host runs the table from its lobby, in the real binary: lets a login in (the table
/// moving out of the host's private folder to where that user reaches it) and removes
/// another player, who is told and cannot come straight back.
@Suite("The host runs the table")
struct RunningTheTableTests {
    @Test("The host lets a login in from the lobby and removes another player")
    func letInAndRemove() async throws {
        let shared = try ConfigFolder()
        defer { shared.remove() }
        chmod(shared.url.path, 0o755)
        let login = String(cString: getpwuid(geteuid()).pointee.pw_name)
        // The one let in is another user where the test may be anyone (as root): `nobody`.
        // Elsewhere it is this same login, in a runtime folder of its own, so it finds no
        // table until the host's is in the folder open to others, as another user would;
        // the host lets its own login in by name, and the table moves all the same.
        let other = geteuid() == 0 ? getpwnam("nobody").map { ($0.pointee.pw_uid, $0.pointee.pw_gid) } : nil
        let letIn = other == nil ? login : "nobody"
        let table = try await HostedTable(
            ["set", "--host", "--seed", "3", "--name", "Ann"],
            environment: ["CARDTABLE_TMPDIR": shared.url.path])
        defer { table.close() }
        let privateSocket = table.socket
        #expect(FileManager.default.fileExists(atPath: privateSocket))
        try await table.host.session.waitFor("the table open to the host alone") {
            $0.contains("Open to \(login).") && $0.contains("a: let a user in")
        }
        // Cy, of the host's login, joins from the private folder.
        let cy = try await table.join("Cy")
        let otherRuntime = try Self.runtimeFolder(owner: other)
        defer { try? FileManager.default.removeItem(atPath: otherRuntime) }
        let otherEnvironment = ["CARDTABLE_TMPDIR": shared.url.path, "XDG_RUNTIME_DIR": otherRuntime]
        func joinAsOther() throws -> AppUnderTest {
            try AppUnderTest(
                ["join", table.name, "--name", "Bob"], environment: otherEnvironment,
                user: other.map { (id: $0.0, group: $0.1) })
        }
        // Before the host lets them in, the other user finds no table to join.
        let early = try joinAsOther()
        defer { early.close() }
        #expect(try await early.waitForExit() == 2)
        #expect(
            early.standardError().contains("no table called \(table.name) is open"),
            "\(early.standardError())")

        // a, the login, Enter: the table moves to the host's folder open to others.
        try table.host.session.sendKeys("a")
        try await table.host.session.waitFor("the question") {
            $0.contains("Let in the user with the login:")
        }
        try table.host.session.sendText(letIn)
        try table.host.session.sendKeys("Enter")
        let mayJoin = other == nil ? "Open to \(login)." : "Open to \(login) and nobody."
        try await table.host.session.waitFor("\(letIn) let in") {
            $0.contains(mayJoin) && !$0.contains("Let in the user with the login:")
        }
        let folder = shared.url.appendingPathComponent("cardtable-\(login)").path
        let socket = folder + "/\(table.name).sock"
        #expect(try Self.mode(folder) == 0o755 && Self.mode(socket) == 0o666)
        #expect(!FileManager.default.fileExists(atPath: privateSocket), "the private socket is gone")
        let bob = try joinAsOther()
        defer { bob.close() }
        try await bob.session.waitFor("Bob in the lobby") { $0.contains("You are Bob, at") }

        // r, then Cy's number (2): Cy is told, and cannot come straight back.
        try await table.host.session.waitFor("three at the table") {
            $0.contains("2. Cy") && $0.contains("3. Bob") && $0.contains("r: remove someone")
        }
        try table.host.session.sendKeys("r")
        try await table.host.session.waitFor("which player") { $0.contains("Remove whom?") }
        try table.host.session.sendKeys("2")
        try await cy.session.waitFor("Cy told") {
            $0.contains("You are no longer at \(login)'s table")
                && $0.contains("Ann has removed you from the table.")
        }
        try cy.session.sendKeys("q")
        #expect(try await cy.waitForExit() == 0)
        #expect(
            cy.standardError().contains(
                "You are no longer at \(login)'s table: Ann has removed you from the table."),
            "\(cy.standardError())")
        try await table.host.session.waitFor("Cy gone") {
            !$0.contains("3. Bob") && $0.contains("2. Bob") && $0.contains("Removed: \(login).")
        }
        let again = try AppUnderTest(
            ["join", table.name, "--name", "Cy"],
            environment: ["XDG_RUNTIME_DIR": table.runtime.path, "CARDTABLE_TMPDIR": shared.url.path])
        defer { again.close() }
        #expect(try await again.waitForExit() == 1)
        #expect(again.standardError().contains("was removed from this table"), "\(again.standardError())")
        // Enter deals the next game to Ann and Bob.
        try table.host.session.sendKeys("Enter")
        for app in [table.host, bob] {
            try await app.session.waitFor("the deal to Ann and Bob") { screen in
                screen.status.map { $0.players["Ann"] == "0" && $0.players["Bob"] == "0" } ?? false
            }
        }
    }

    /// A new runtime folder (0700) for the other user: theirs when `owner` is given.
    static func runtimeFolder(owner: (UInt32, UInt32)?) throws -> String {
        let path = "/tmp/ct-\(UUID().uuidString.prefix(8).lowercased())"
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        if let owner, chown(path, owner.0, owner.1) != 0 { throw EndToEndFailure("cannot give \(path) away") }
        return path
    }

    /// The permission bits of the file at `path`, not following a link.
    static func mode(_ path: String) throws -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw EndToEndFailure("\(path) is not there") }
        return status.st_mode & 0o7777
    }
}
