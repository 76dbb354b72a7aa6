import CardModel
import CardTableApp
import MemorizeTable
import Testing

@testable import GameTable
@testable import SetTable
@testable import cardtable

/// The command line of a table shared between terminals: `--host` with who may join, and `join`.
@Suite struct HostingCommandLineTests {
    @Test func hostingAndJoining() throws {
        let host = try Invocation.parse(["set", "--host", "--seed", "3", "--name", "Ann"], catalog: .tested)
            .get()
        var dealt = GameRequest(.set)
        dealt.seed = 3
        #expect(host.command == .host(dealt, Invocation.Hosting()))
        #expect(host.seed == 3 && host.playerName == "Ann")
        let open = try Invocation.parse(
            [
                "memorize", "--theme", "Food", "--host", "--allow", "bob,cy", "--allow-group=games",
            ], catalog: .tested
        )
        .get()
        #expect(
            open.command
                == .host(
                    GameRequest(.memorize, options: MemorizeOptions(theme: "Food")),
                    Invocation.Hosting(users: ["bob", "cy"], group: "games")))
        #expect(
            try Invocation.parse(["join"], catalog: .tested).get().command
                == .join(table: nil, watching: false))
        let join = try Invocation.parse(["join", "ann-2", "--name", "Bob", "--ascii"], catalog: .tested).get()
        #expect(
            join.command == .join(table: "ann-2", watching: false) && join.playerName == "Bob" && join.ascii)
        // A table may be called as a command is.
        #expect(
            try Invocation.parse(["join", "set"], catalog: .tested).get().command
                == .join(table: "set", watching: false))
        let watch = try Invocation.parse(["watch", "ann", "--name", "Zoe"], catalog: .tested).get()
        #expect(watch.command == .join(table: "ann", watching: true) && watch.playerName == "Zoe")
        // Logins and groups may have 32 characters, more than a player's name.
        let login = String(repeating: "u", count: 32)
        let long = try Invocation.parse(
            ["set", "--host", "--allow", login, "--allow-group", login], catalog: .tested
        ).get()
        #expect(long.command == .host(GameRequest(.set), Invocation.Hosting(users: [login], group: login)))
        guard
            case .failure(let error) = Invocation.parse(
                ["set", "--host", "--allow", login + "u"], catalog: .tested)
        else {
            Issue.record("a login of 33 characters is refused")
            return
        }
        #expect(error.message.contains("1 to 32"), "\(error.message)")
    }

    @Test(arguments: [
        (
            ["set", "--host", "--players", "3"],
            "--host and --players cannot go together: at a hosted table each player joins from their own "
                + "terminal (cardtable join)"
        ),
        (
            ["set", "--host", "--vs", "computer"],
            "--host and --vs cannot go together: a hosted table is played by people"
        ),
        (["puzzle", "--host"], "--host goes with set or memorize"),
        (["deal", "--host"], "--host goes with set or memorize"),
        (["--host"], "--host goes with set or memorize"),
        (["set", "--allow", "bob"], "--allow and --allow-group go with --host"),
        (["set", "--allow-group", "games"], "--allow and --allow-group go with --host"),
        (["set", "--host", "--allow", "bob,,cy"], "--allow: 'bob,,cy' is not user names split by commas"),
        (["set", "--name", "Ann"], "--name goes with --host, join or watch"),
        (["join", "--name", ""], "--name: '' is empty: a name has 1 to 24 characters"),
        (
            ["join", "--name", "Bartholomew Fitzgerald III"],
            "--name: 'Bartholomew Fitzgerald III' is 26 characters long: a name has 1 to 24"
        ),
        (["join", "--name", "Ann,Bob"], "--name: 'Ann,Bob' has a comma, which a name may not have"),
        // What a control character does to a terminal is not done: it is written out, and named.
        (
            ["join", "--name", "a\u{1B}[31mred"],
            "--name: 'a\\u{1B}[31mred' has a control character (\\u{1B}), which a name may not have"
        ),
        // A bidirectional override would show the name turned around (alice as ecila).
        (
            ["join", "--name", "mal\u{202E}ecila"],
            "--name: 'mal\\u{202E}ecila' has a control character (\\u{202E}), which a name may not have"
        ),
        (
            ["set", "--host", "--allow", "bob,c\u{7}y"],
            "--allow: 'bob,c\\u{7}y' has a control character (\\u{7}), which a name may not have"
        ),
        (
            ["set", "--host", "--allow-group", "g\u{9B}1m"],
            "--allow-group: 'g\\u{9B}1m' has a control character (\\u{9B}), which a name may not have"
        ),
        (
            ["set", "--level", "\u{1B}]0;pwned\u{7}"],
            "--level: '\\u{1B}]0;pwned\\u{7}' is not easy, normal or hard"
        ),
        (["join", "--bogus\u{1B}c"], "unknown option '--bogus\\u{1B}c'"),
        // Only the host's table sets the game and who may join; join says where these go.
        (
            ["join", "--seed", "3"],
            "--seed is for the host: the host's table sets the game (cardtable set --host --seed N)"
        ),
        (
            ["join", "ann", "--allow", "bob"],
            "--allow is for the host: the host's table says who may join (cardtable set --host --allow USERS)"
        ),
        (
            ["join", "--allow-group", "games"],
            "--allow-group is for the host: the host's table says who may join (cardtable set --host --allow-group GROUP)"
        ),
        (
            ["join", "--theme", "Food"],
            "--theme is for the host: the host's table sets the game (cardtable memorize --host --theme NAME)"
        ),
        (["join", "--claim-time", "5"], "--claim-time goes with set --players"),
        (["join", "ann", "bob"], "join takes one table name: 'ann' or 'bob', not both"),
        (["join", "ann", "set"], "join takes one table name: 'ann' or 'set', not both"),
        (["set", "--host", "--claim-time", "5"], "--claim-time goes with set --players"),
    ])
    func misplacedOptionsAreRefused(arguments: [String], message: String) {
        guard case .failure(let error) = Invocation.parse(arguments, catalog: .tested) else {
            Issue.record("\(arguments) was accepted")
            return
        }
        #expect(error.message == message, "\(arguments): \(error.message)")
        #expect(!error.message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func theHelpNamesEveryWayToShareATable() throws {
        let usage = CommandHelp.usage(.tested)
        for words in ["join [NAME]", "--host", "--allow USERS", "--allow-group G", "--name NAME"] {
            #expect(usage.contains(words), "\(words)")
        }
        let set = try #require(CommandHelp.text(typed: "set", catalog: .tested))
        #expect(set.contains("--host") && set.contains("--allow-group"))
        #expect(try #require(CommandHelp.text(typed: "puzzle", catalog: .tested)).contains("--host") == false)
        let join = try #require(CommandHelp.text(typed: "join", catalog: .tested))
        #expect(join.replacingOccurrences(of: "\n", with: " ").contains("over ssh"))
    }

    /// `join --help` names the games a table can be hosted for, from the catalogue, and each
    /// of those games says in its own help what its shared table allows.
    @Test func joinsHelpComesFromTheCatalogue() throws {
        let join = try #require(CommandHelp.text(typed: "join", catalog: .tested)).replacingOccurrences(
            of: "\n", with: " ")
        #expect(join.contains("cardtable set --host or cardtable memorize --host"), "\(join)")
        #expect(join.contains("(cardtable set --help or cardtable memorize --help)"), "\(join)")
        #expect(!join.contains("puzzle"), "the puzzle cannot be shared")
        let setAlone = try #require(
            CommandHelp.text(typed: "join", catalog: GameCatalog(entries: [SetTable.entry])))
        #expect(!setAlone.lowercased().contains("memorize"), "\(setAlone)")
        for command in ["set", "memorize"] {
            let help = try #require(CommandHelp.text(typed: command, catalog: .tested))
            #expect(help.contains("At a table shared with other terminals"), "\(command)")
        }
    }
}
