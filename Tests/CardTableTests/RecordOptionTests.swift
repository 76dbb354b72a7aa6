import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

/// `--record FILE` on the command line: taken with every command that plays, and left out
/// of the arguments the recorder starts the game with.
@Suite struct RecordOptionTests {
    @Test(arguments: [
        (["deal", "--once", "--seed", "4", "--record", "deal.cast"], ["deal", "--once", "--seed", "4"]),
        (["--record=a b.cast", "set", "--speed", "2"], ["set", "--speed", "2"]),
        (["memorize", "--record", "m.cast", "--theme", "Food"], ["memorize", "--theme", "Food"]),
        (["replay", "best", "--record", "r.cast"], ["replay", "best"]),
        (["puzzle", "--record", "p.cast", "--date", "2026-12-01"], ["puzzle", "--date", "2026-12-01"]),
        (["--record", "menu.cast"], []),
        // A value that looks like the option belongs to the option before it.
        (["memorize", "--theme", "--record", "--record", "x.cast"], ["memorize", "--theme", "--record"]),
    ])
    func theRecordedGameHasTheOtherArguments(arguments: [String], recorded: [String]) throws {
        let invocation = try Invocation.parse(arguments).get()
        let recording = try #require(invocation.recording)
        #expect(recording.arguments == recorded)
        #expect(!recording.file.isEmpty)
        // Started again with those arguments, the game plays what the recorder was asked for.
        let game = try Invocation.parse(recording.arguments).get()
        #expect(game.command == invocation.command && game.recording == nil)
    }

    @Test func theFileIsTheNextArgumentOrTheAttachedValue() throws {
        #expect(try Invocation.parse(["set", "--record", "--x.cast"]).get().recording?.file == "--x.cast")
        #expect(try Invocation.parse(["set", "--record=deal.cast"]).get().recording?.file == "deal.cast")
        #expect(try Invocation.parse(["set"]).get().recording == nil)
    }

    @Test(arguments: [
        (["stats", "--record", "s.cast"], "--record goes with a command that plays"),
        (["set", "--record"], "option --record needs a value"),
        (["set", "--record="], "--record needs a file name"),
    ])
    func aRecordingThatCannotBeSaysWhy(arguments: [String], message: String) {
        #expect(Invocation.parse(arguments) == .failure(Invocation.UsageError(message: message)))
    }

    @Test func helpStillComesFirst() throws {
        #expect(
            try Invocation.parse(["set", "--record", "x.cast", "--help"]).get().command == .commandHelp("set")
        )
    }

    @Test(arguments: ["set", "memorize", "deal", "replay", "puzzle"])
    func everyPlayingCommandsHelpNamesIt(command: String) throws {
        let text = try #require(CommandHelp.text(for: command))
        #expect(text.contains("--record FILE"))
    }
}
