import CardModel
import Testing

@testable import GameTable
@testable import cardtable

/// The command line of a table shared between terminals: `--host` with who may join, and `join`.
@Suite struct HostingCommandLineTests {
    @Test func hostingAndJoining() throws {
        let host = try Invocation.parse(["set", "--host", "--seed", "3", "--name", "Ann"]).get()
        #expect(host.command == .host(GameRequest(.set), Invocation.Hosting()))
        #expect(host.seed == 3 && host.playerName == "Ann")
        let open = try Invocation.parse([
            "memorize", "--theme", "Food", "--host", "--allow", "bob,cy", "--allow-group=games",
        ])
        .get()
        #expect(
            open.command
                == .host(
                    GameRequest(.memorize, options: ["theme": "Food"]),
                    Invocation.Hosting(users: ["bob", "cy"], group: "games")))
        #expect(try Invocation.parse(["join"]).get().command == .join(table: nil))
        let join = try Invocation.parse(["join", "ann-2", "--name", "Bob", "--ascii"]).get()
        #expect(join.command == .join(table: "ann-2") && join.playerName == "Bob" && join.ascii)
        // A table may be called as a command is.
        #expect(try Invocation.parse(["join", "set"]).get().command == .join(table: "set"))
    }

    @Test(arguments: [
        (["set", "--host", "--players", "3"], "--host and --players cannot go together"),
        (["set", "--host", "--vs", "computer"], "--host and --vs cannot go together"),
        (["puzzle", "--host"], "--host goes with set or memorize"),
        (["deal", "--host"], "--host goes with set or memorize"),
        (["--host"], "--host goes with set or memorize"),
        (["set", "--allow", "bob"], "--allow and --allow-group go with --host"),
        (["set", "--allow-group", "games"], "--allow and --allow-group go with --host"),
        (["set", "--host", "--allow", "bob,,cy"], "--allow: 'bob,,cy' is not user names split by commas"),
        (["set", "--name", "Ann"], "--name goes with --host or join"),
        (["join", "--name", ""], "--name: '' is not a name of 1 to 24 characters"),
        (["join", "--seed", "3"], "--seed goes with --host"),
        (["join", "ann", "bob"], "unknown command 'bob'"),
        (["join", "--theme", "Food"], "--theme goes with memorize or deal --game memorize"),
        (["set", "--host", "--claim-time", "5"], "--claim-time goes with set --players"),
    ])
    func misplacedOptionsAreRefused(arguments: [String], message: String) {
        guard case .failure(let error) = Invocation.parse(arguments) else {
            Issue.record("\(arguments) was accepted")
            return
        }
        #expect(error.message.hasPrefix(message), "\(arguments): \(error.message)")
    }

    @Test func theHelpNamesEveryWayToShareATable() throws {
        let usage = CommandHelp.usage()
        for words in ["join [NAME]", "--host", "--allow USERS", "--allow-group G", "--name NAME"] {
            #expect(usage.contains(words), "\(words)")
        }
        let set = try #require(CommandHelp.text(for: "set"))
        #expect(set.contains("--host") && set.contains("--allow-group"))
        #expect(try #require(CommandHelp.text(for: "puzzle")).contains("--host") == false)
        #expect(try #require(CommandHelp.text(for: "join")).contains("over ssh"))
    }
}
