import Foundation
import Testing

/// Nothing a player has is lost, in the real binary: a second copy is told who has a game,
/// a broken file is named in the game and again after it, a save that fails says so with the
/// exit status, and recordings keep off the player's files and give the terminal back.
@Suite("Nothing lost")
struct NothingLostEndToEndTests {
    /// A state folder of the test's own, and the environment that points the app at it.
    final class StateFolder {
        let url: URL
        init() throws {
            url = URL(fileURLWithPath: "/tmp/ct-state-\(UUID().uuidString.prefix(8).lowercased())")
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("cardtable"), withIntermediateDirectories: true)
        }
        var environment: [String: String] { ["XDG_STATE_HOME": url.path] }
        var folder: URL { url.appendingPathComponent("cardtable") }
        func remove() {
            chmod(folder.path, 0o700)
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Starts Set in `state`, chooses a card, and returns the app still running.
    static func gameWithAMove(_ state: StateFolder, _ arguments: [String] = ["set", "--seed", "8"])
        async throws
        -> AppUnderTest
    {
        let app = try AppUnderTest(arguments, environment: state.environment)
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        try app.session.sendKeys("Space")
        try await app.session.waitFor("the card chosen") { !$0.header.contains("Find three cards") }
        return app
    }

    @Test("A second copy is told which game is open where, and offered a new one")
    func secondCopyIsTold() async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let first = try await Self.gameWithAMove(state)
        defer { first.close() }
        try first.session.sendKeys("Escape")
        try await first.session.waitFor("the menu") { $0.contains("Continue") }
        // The first copy keeps the game open over its menu? No: Esc put it away. Take it up again.
        try first.session.sendKeys("c")
        try await first.session.waitFor("the game taken up") { $0.header.contains("Resumed your game") }
        let pid = try await first.processID()
        let second = try AppUnderTest(["set"], environment: state.environment)
        defer { second.close() }
        let told = try await second.session.waitFor("the second copy told") {
            $0.contains("Open in another window")
        }
        #expect(told.contains("is open in another cardtable (process \(pid))"), "\(told)")
        try second.session.sendKeys("n")
        try await SetPlayer(session: second.session).waitForGame()
        #expect(!(try second.session.capture()).header.contains("Resumed"), "a new game, beside the first")
    }

    @Test("A broken save is named in the game and after it; the game played meanwhile is kept apart")
    func brokenSaveIsNamed() async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let broken = state.folder.appendingPathComponent("set-game.json")
        let newer = #"{"version": 9, "log": {}, "seconds": 1, "savedAt": "2026-11-01T10:00:00Z"}"#
        try Data(newer.utf8).write(to: broken)
        let app = try AppUnderTest(["set", "--seed", "3"], environment: state.environment)
        defer { app.close() }
        let panel = try await app.session.waitFor("the problem named") {
            $0.contains("A file of yours has a problem")
        }
        #expect(panel.contains("set-game.json"), "the file is named:\n\(panel)")
        #expect(panel.contains("newer cardtable"), "and what is wrong:\n\(panel)")
        try app.session.sendKeys("Space")
        try await SetPlayer(session: app.session).waitForGame()
        try app.session.sendKeys("Space")
        try await app.session.waitFor("a card chosen") {
            $0.status != nil && !$0.header.contains("Find three")
        }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        #expect(
            app.standardError().contains("set-game.json"),
            "said again on standard error: \(app.standardError())")
        #expect(try String(contentsOf: broken, encoding: .utf8) == newer, "left exactly as it is")
        let saves = try FileManager.default.contentsOfDirectory(atPath: state.folder.path).filter {
            $0.hasSuffix("-game.json") && $0 != "set-game.json"
        }
        #expect(saves.count == 1, "the game played meanwhile is kept in a file of its own: \(saves)")
    }

    @Test(
        "A save that fails on the way out is said after the terminal is back, and the exit status is 1",
        arguments: ["Q", "SIGHUP"])
    func failedSaveExitsOne(wayOut: String) async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let app = try await Self.gameWithAMove(state)
        defer { app.close() }
        // The folder goes while the game runs, a file in its place: no save can be written
        // there (as on a full disk, or a folder without permission for a user who is not root).
        let away = state.url.appendingPathComponent("away")
        try FileManager.default.moveItem(at: state.folder, to: away)
        try Data().write(to: state.folder)
        defer {
            try? FileManager.default.removeItem(at: state.folder)
            try? FileManager.default.moveItem(at: away, to: state.folder)
        }
        // A hang-up too: the program would die of it (129), but a game it could not keep
        // is the failure the shell must see.
        if wayOut == "SIGHUP" {
            #expect(kill(try await app.processID(), SIGHUP) == 0)
        } else {
            try app.session.sendKeys(wayOut)
        }
        #expect(try await app.waitForExit() == 1)
        try app.expectTerminalRestored()
        let said = app.standardError()
        #expect(said.contains("not a folder") && said.contains("the game was not kept"), "\(said)")
    }

    @Test("`cardtable stats` names a pending file it cannot read, leaves it, and exits 1")
    func statsNamesAnUnreadablePendingFile() async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let binary = try Prerequisites.appBinary()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.url.path
        let pending = state.folder.appendingPathComponent("games-pending.json")
        let damaged = Data(#"{"version": 1, "games": [{"seed""#.utf8)
        try damaged.write(to: pending)
        let stats = try await CompletedCommand.run(binary, ["stats"], environment: environment)
        #expect(stats.status == 1, "\(stats.standardError)")
        #expect(
            stats.standardError.contains("games-pending.json: not a cardtable record of games"),
            "\(stats.standardError)")
        #expect(try Data(contentsOf: pending) == damaged, "left as it is")
    }

    @Test("`cardtable stats` shows a record's texts cleaned, names entries that cannot be games, and exits 1")
    func statsCleansTextsAndNamesEntriesThatCannotBeGames() async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let binary = try Prerequisites.appBinary()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.url.path
        let record = state.folder.appendingPathComponent("games.json")
        let game =
            #"{"date": "2026-12-01T10:00:00Z", "mode": "solo", "seed": "1", "finished": true, "#
            + #""score": 3, "found": 3, "moves": 3, "#
        let document =
            #"{"version": 1, "games": ["# + game
            + #""game": "set\u001b]2;PWNED\u0007\u202e", "seconds": 60}, "#
            + game + #""game": "set", "seconds": 1e19}]}"#
        try Data(document.utf8).write(to: record)
        for arguments in [["stats"], ["stats", "--json"]] {
            let stats = try await CompletedCommand.run(binary, arguments, environment: environment)
            #expect(stats.status == 1, "\(arguments): \(stats.standardError)")
            let said = stats.standardError.components(separatedBy: "1 entry cannot be read as a game")
            #expect(
                said.count == 2 && said[0].hasSuffix("games.json: "), "named once: \(stats.standardError)")
            for output in [stats.standardOutput, stats.standardError] {
                #expect(
                    !output.contains("\u{1B}") && !output.contains("\u{07}") && !output.contains("\u{202E}"))
            }
            #expect(
                stats.standardOutput.lowercased().contains("pwned"),
                "the game is listed: \(stats.standardOutput)")
        }
        #expect(try Data(contentsOf: record) == Data(document.utf8), "left as it is")
    }

    @Test("`cardtable stats` exits 1 when the record cannot be read or the report cannot be written")
    func statsSaysSo() async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let binary = try Prerequisites.appBinary()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.url.path
        let full = try CompletedCommand.run(
            binary, ["stats"], environment: environment, standardOutput: "/dev/full")
        #expect(full.status == 1, "a report that cannot be written: \(full.standardError)")
        try Data(#"{"version": 9, "games": []}"#.utf8).write(
            to: state.folder.appendingPathComponent("games.json"))
        let text = try await CompletedCommand.run(binary, ["stats"], environment: environment)
        #expect(text.status == 1 && text.standardOutput.hasPrefix("The record of games cannot be read"))
        let json = try await CompletedCommand.run(binary, ["stats", "--json"], environment: environment)
        #expect(json.status == 1 && json.standardOutput.contains("\"error\""), "\(json.standardOutput)")
    }

    @Test("`--record` refuses a FIFO (a file already there) and cardtable's own files, without waiting")
    func recordRefuses() async throws {
        let state = try StateFolder()
        defer { state.remove() }
        let fifo = state.url.appendingPathComponent("cast.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let onFifo = try AppUnderTest(["set", "--record", fifo.path], environment: state.environment)
        defer { onFifo.close() }
        // Already there, as any file is: a recording never replaces one (a bad command line).
        #expect(try await onFifo.waitForExit() == 2)
        #expect(onFifo.standardError().contains("it is already there"), "\(onFifo.standardError())")
        let record = state.folder.appendingPathComponent("games.json")
        try Data(#"{"version": 1, "games": []}"#.utf8).write(to: record)
        let onOwn = try AppUnderTest(["set", "--record", record.path], environment: state.environment)
        defer { onOwn.close() }
        #expect(try await onOwn.waitForExit() == 2)
        #expect(onOwn.standardError().contains("is cardtable's own file"), "\(onOwn.standardError())")
        #expect(try String(contentsOf: record, encoding: .utf8) == #"{"version": 1, "games": []}"#)
        // A link outside the state folder that leads to the record is the record.
        let link = state.url.appendingPathComponent("elsewhere.cast")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: record)
        let throughLink = try AppUnderTest(["set", "--record", link.path], environment: state.environment)
        defer { throughLink.close() }
        #expect(try await throughLink.waitForExit() == 2)
        #expect(
            throughLink.standardError().contains("is cardtable's own file"), "\(throughLink.standardError())")
        #expect(try String(contentsOf: record, encoding: .utf8) == #"{"version": 1, "games": []}"#)
    }

    @Test("A recorded game stopped (SIGTSTP) gives the terminal back and takes it up after fg; killed, too")
    func recordedGameStopsAndDies() async throws {
        let folder = try RecordingTests.CastFolder()
        defer { folder.remove() }
        let app = try AppUnderTest(
            ["set", "--seed", "4", "--record", folder.file], environment: AppUnderTest.utf8Locale)
        defer { app.close() }
        try await SetPlayer(session: app.session).waitForGame()
        let recorder = try await app.processID()
        let game = try #require(Self.children(of: recorder).first, "the game runs under the recorder")
        let name = try String(contentsOfFile: "/proc/\(game)/comm", encoding: .utf8)
        #expect(
            name.trimmingCharacters(in: .whitespacesAndNewlines) == "cardtable",
            "the game's name in ps: \(name)")
        #expect(kill(recorder, SIGTSTP) == 0)
        try await app.session.waitFor("the shell's screen back") { _ in
            (try? app.session.display("#{alternate_on}")) == "0"
        }
        #expect(
            try app.session.display("#{mouse_any_flag}") == "0"
                || (try app.session.display("#{mouse_sgr_flag}")) == "0")
        #expect(kill(recorder, SIGCONT) == 0)
        try await SetPlayer(session: app.session).waitForGame()
        #expect(try app.session.display("#{alternate_on}") == "1", "the game's screen again")
        #expect(kill(game, SIGKILL) == 0)
        _ = try await app.waitForExit()
        #expect(
            try app.session.display("#{alternate_on}") == "0", "the shell's screen after the game was killed")
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return tasks.split(separator: " ").compactMap { pid_t($0) }
    }
}
