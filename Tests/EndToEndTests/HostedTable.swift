import Foundation
import Testing

/// A table hosted in one tmux pane and joined from others: every player at their own
/// terminal, all on this machine, sharing one `XDG_RUNTIME_DIR` as one user's logins do.
final class HostedTable {
    /// The runtime folder the socket is in (mode 0700, as a login's is).
    private let runtimeFolder: RuntimeFolder
    var runtime: URL { runtimeFolder.url }
    let host: AppUnderTest
    private(set) var guests: [AppUnderTest] = []
    /// The table's name, as the host's lobby says it.
    let name: String

    /// Hosts `arguments` (`set --host ...`) in a pane of `size`, and waits for the lobby.
    init(
        _ arguments: [String], size: TerminalSize = TerminalSize(80, 24), environment: [String: String] = [:]
    ) async throws {
        let runtimeFolder = try RuntimeFolder()
        self.runtimeFolder = runtimeFolder
        let environment = environment.merging(runtimeFolder.environment) { $1 }
        host = try AppUnderTest(arguments, size: size, environment: environment)
        // The lobby's line to type (`cardtable join NAME`), on a row of its own at every size.
        func command(_ screen: PaneSnapshot) -> String? {
            screen.rows.lazy.map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("cardtable join ") && $0.split(separator: " ").count == 3 }
        }
        let lobby = try await host.session.waitFor("the host's lobby") {
            $0.contains("is open.") && command($0) != nil
        }
        name = command(lobby).flatMap { $0.split(separator: " ").last.map(String.init) } ?? ""
        self.environment = environment
    }

    private let environment: [String: String]

    deinit { close() }

    /// Starts `cardtable arguments` in a pane of `size`, where it finds the table.
    ///
    /// It waits for nothing; the app is closed with the table.
    func start(_ arguments: [String], size: TerminalSize = TerminalSize(80, 24)) throws -> AppUnderTest {
        let app = try AppUnderTest(arguments, size: size, environment: environment)
        guests.append(app)
        return app
    }

    /// A player called `player` joins from a pane of `size`, and waits in the lobby.
    @discardableResult
    func join(_ player: String, size: TerminalSize = TerminalSize(80, 24), extra: [String] = []) async throws
        -> AppUnderTest
    {
        let guest = try start(["join", name, "--name", player] + extra, size: size)
        try await guest.session.waitFor("\(player) in the lobby") { $0.contains("You are \(player), at") }
        return guest
    }

    /// `watcher` watches the table from a pane of `size`, and waits for its page.
    @discardableResult
    func watch(_ watcher: String, size: TerminalSize = TerminalSize(80, 24)) async throws -> AppUnderTest {
        let guest = try start(["watch", name, "--name", watcher], size: size)
        try await guest.session.waitFor("\(watcher) watching") { $0.contains("You watch") }
        return guest
    }

    /// A player called `player` who left joins again from a new pane of `size`, taking the
    /// place of `left` among the guests; waits for nothing (they come back to the table).
    func joinAgain(_ player: String, replacing left: AppUnderTest, size: TerminalSize = TerminalSize(80, 24))
        throws -> AppUnderTest
    {
        let guest = try AppUnderTest(["join", name, "--name", player], size: size, environment: environment)
        left.close()
        guests.removeAll { $0 === left }
        guests.append(guest)
        return guest
    }

    /// The terminal of `guest` goes away (its tmux server ends, hanging its pane up, as a
    /// dropped SSH connection does); the table no longer counts it among its terminals.
    func loseTerminal(of guest: AppUnderTest) {
        guest.session.kill()
        guests.removeAll { $0 === guest }
    }

    /// The command line that runs `cardtable arguments` at this table from a shell (for
    /// tests of job control: Ctrl-Z and `fg`), its files in `folder`.
    func shellCommand(_ arguments: [String], files folder: URL) throws -> String {
        let settings = environment.merging([
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        ]) { $1 }
        return
            (["env"] + settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [try Prerequisites.appBinary().path] + arguments).joined(separator: " ")
    }

    /// The table's socket, where a program that plays by no rules connects.
    var socket: String { runtime.appendingPathComponent("cardtable/\(name).sock").path }

    /// Every terminal at the table: the host's first.
    var everyone: [AppUnderTest] { [host] + guests }

    /// The host deals; every screen shows the players' points once the cards have come.
    func deal(players: [String]) async throws {
        try await host.session.waitFor("every player in the host's lobby") { screen in
            players.allSatisfy { player in screen.rows.contains { $0.contains(". \(player)") } }
        }
        try host.session.sendKeys("Enter")
        for app in everyone {
            try await app.session.waitFor("the deal with \(players)") { screen in
                guard let status = screen.status else { return false }
                return players.allSatisfy { status.players[$0] == "0" }
            }
        }
    }

    /// Waits until every screen's status line satisfies `condition`; returns them, the host's first.
    @discardableResult
    func waitForEveryone(_ what: String, until condition: (StatusLine) -> Bool) async throws -> [StatusLine] {
        var lines: [StatusLine] = []
        for app in everyone {
            let screen = try await app.session.waitFor(what) { $0.status.map(condition) ?? false }
            if let status = screen.status { lines.append(status) }
        }
        return lines
    }

    func close() {
        for app in everyone { app.close() }
        runtimeFolder.remove()
    }
}

extension HostedTable {
    /// Ann's game of Set (seed 5), dealt to her and Bob; returns the table and Bob's app.
    ///
    /// Both are in panes of `size`; once Bob is in her lobby Ann deals, and every screen shows
    /// their points.
    static func setDealtToBob(size: TerminalSize = TerminalSize(80, 24)) async throws
        -> (table: HostedTable, bob: AppUnderTest)
    {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"], size: size)
        let bob = try await table.join("Bob", size: size)
        try await table.deal(players: ["Ann", "Bob"])
        return (table, bob)
    }
}
