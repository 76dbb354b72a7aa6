import Foundation
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

extension CommandHelp {
    /// The help for the command `word` names, as the command line reads it; nil when it names none.
    static func text(typed word: String, catalog: GameCatalog) -> String? {
        CommandName(word, catalog: catalog).flatMap { text(for: $0, catalog: catalog) }
    }
}

/// `cardtable COMMAND --help`: parsed from any place on the line, and a help for every
/// command that names every option the overview does.
@Suite struct CommandHelpTests {
    /// The commands `CommandHelp.usage(.tested)` lists: the first word of each line between the
    /// usage line and `options:`.
    static var commandsInUsage: [String] {
        let lines = CommandHelp.usage(.tested).split(separator: "\n", omittingEmptySubsequences: false)
        let commandLines = lines.prefix { $0 != "options:" }.dropFirst()
        return commandLines.compactMap { line in
            line.wholeMatch(of: #/  ([a-z]+) {2,}\S.*/#).map { String($0.1) }
        }
    }

    /// Every `--option` named in `text`.
    static func options(in text: String) -> Set<String> {
        Set(text.matches(of: #/--[a-z][a-z-]*/#).map { String($0.output) })
    }

    @Test(arguments: [
        (["set", "--help"], "set"),
        (["--help", "deal"], "deal"),
        (["memorize", "--theme", "Food", "-h"], "memorize"),
        (["replay", "best", "--help"], "replay"),
        (["stats", "--json", "--help"], "stats"),
        // Help is what someone asks for who does not know yet which options go together.
        (["set", "--once", "--help"], "set"),
        (["stats", "--seed=3", "--help"], "stats"),
    ])
    func helpAfterACommandIsThatCommandsHelp(arguments: [String], command: String) throws {
        let named = try #require(CommandName(command, catalog: .tested))
        #expect(try Invocation.parse(arguments, catalog: .tested).get().command == .commandHelp(named))
    }

    @Test func theProgramsOwnCommandsAreNamedByTheirWordsAndGamesFirst() {
        #expect(CommandName("deal", catalog: .tested) == .app(.deal))
        #expect(CommandName("set", catalog: .tested) == .game("set"))
        #expect(CommandName("chess", catalog: .tested) == nil)
        #expect(
            AppCommand.allCases.allSatisfy { CommandName($0.rawValue, catalog: .tested)?.word == $0.rawValue }
        )
    }

    @Test func helpWithoutACommandIsTheOverview() throws {
        #expect(try Invocation.parse(["--help"], catalog: .tested).get().command == .help)
        #expect(try Invocation.parse(["--ascii", "-h"], catalog: .tested).get().command == .help)
        #expect(CommandHelp.usage(.tested).contains("after a command: its options and keys"))
    }

    @Test func helpDoesNotHideAWrongArgument() {
        #expect(
            Invocation.parse(["set", "--bogus", "--help"], catalog: .tested)
                == .failure(Invocation.UsageError(message: "unknown option '--bogus'")))
        #expect(
            Invocation.parse(["set", "chess", "--help"], catalog: .tested)
                == .failure(Invocation.UsageError(message: "unknown command 'chess'")))
    }

    @Test func everyCommandHasItsHelp() throws {
        let commands = Self.commandsInUsage
        #expect(Set(["set", "memorize", "deal", "replay", "stats"]).isSubset(of: commands), "\(commands)")
        for command in commands {
            let text = try #require(
                CommandHelp.text(typed: command, catalog: .tested), "no help for \(command)")
            #expect(text.hasPrefix("usage: cardtable \(command)"), "\(text)")
        }
        #expect(CommandHelp.text(typed: "chess", catalog: .tested) == nil)
    }

    @Test func theCommandsHelpNameEveryOptionAndNoOther() throws {
        let overview = Self.options(in: CommandHelp.usage(.tested))
        let inCommands = Self.commandsInUsage.map {
            Self.options(in: CommandHelp.text(typed: $0, catalog: .tested) ?? "")
        }
        let named = inCommands.reduce(into: Set<String>()) { $0.formUnion($1) }
        // The version stands alone (and `--help` is named where join points to each game's
        // help); every other option belongs to a command.
        #expect(overview.subtracting(named) == ["--version"])
        #expect(named.subtracting(overview).isEmpty, "options the parser does not know")
    }

    @Test(arguments: ["set", "memorize", "deal", "replay", "stats"])
    func eachCommandsHelpSaysWhatGoesWithIt(command: String) throws {
        let text = try #require(CommandHelp.text(typed: command, catalog: .tested))
        let expected: [String] =
            switch command {
            case "set":
                ["--seed N", "--speed X", "D  ", "C  ", "Esc", "Q  ", "a card's key", "--keyboard NAME"]
            case "memorize": ["--theme NAME", "--seed N", "T  ", "Esc"]
            case "deal": ["--game NAME", "--once", "--theme NAME", "Space", "+ -"]
            case "replay": ["replay best", "--speed X", "Space", "+ -"]
            default: ["--json"]
            }
        for part in expected { #expect(text.contains(part), "\(part) in \(text)") }
    }

    @Test func everyHelpFitsAnEightyColumnTerminal() {
        let commands = Self.commandsInUsage.compactMap { CommandHelp.text(typed: $0, catalog: .tested) }
        let texts = commands + [CommandHelp.usage(.tested), CommandHelp.usage(.withVariants)]
        for line in texts.flatMap({ $0.split(separator: "\n") }) {
            #expect(line.count <= 80, "\(line.count) columns: \(line)")
        }
    }
}
