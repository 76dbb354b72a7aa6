import FileStore
import Foundation
import TerminalIO
import TestSupport
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
        let invocation = try Invocation.parse(arguments, catalog: .tested).get()
        let recording = try #require(invocation.recording)
        #expect(recording.arguments == recorded)
        #expect(!recording.file.isEmpty)
        // Started again with those arguments, the game plays what the recorder was asked for.
        let game = try Invocation.parse(recording.arguments, catalog: .tested).get()
        #expect(game.command == invocation.command && game.recording == nil)
    }

    @Test func theFileIsTheNextArgumentOrTheAttachedValue() throws {
        #expect(
            try Invocation.parse(["set", "--record", "--x.cast"], catalog: .tested).get().recording?.file
                == "--x.cast")
        #expect(
            try Invocation.parse(["set", "--record=deal.cast"], catalog: .tested).get().recording?.file
                == "deal.cast")
        #expect(try Invocation.parse(["set"], catalog: .tested).get().recording == nil)
    }

    @Test(arguments: [
        (["stats", "--record", "s.cast"], "--record goes with a command that plays"),
        (["set", "--record"], "option --record needs a value"),
        (["set", "--record="], "--record needs a file name"),
        // One session, one file: the first was not written at all, and nothing said so.
        (
            ["set", "--record", "a.cast", "--record=b.cast"],
            "--record takes one file: 'a.cast' or 'b.cast', not both"
        ),
    ])
    func aRecordingThatCannotBeSaysWhy(arguments: [String], message: String) {
        #expect(
            Invocation.parse(arguments, catalog: .tested) == .failure(Invocation.UsageError(message: message))
        )
    }

    @Test func aFileThatIsReallyCardtablesOwnIsRefusedHoweverItIsReached() throws {
        let home = scratchFolder("record")
        let directories = AppDirectories(environment: ["HOME": home.path])
        let state = directories.state
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let record = state.appendingPathComponent("games.json")
        try Data(#"{"version": 1, "games": []}"#.utf8).write(to: record)
        let elsewhere = home.appendingPathComponent("casts")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        func link(_ name: String, to destination: String) throws -> String {
            let path = elsewhere.appendingPathComponent(name).path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
            return path
        }
        // A symlink from outside to the record, a relative one, a chain of two, a hard link.
        let direct = try link("direct.cast", to: record.path)
        let relative = try link("relative.cast", to: "../.local/state/cardtable/games.json")
        let chained = try link("chained.cast", to: direct)
        let hard = elsewhere.appendingPathComponent("hard.cast").path
        #expect(Glibc.link(record.path, hard) == 0)
        for path in [direct, relative, chained, hard] {
            #expect(
                ownPlace(
                    writtenBy: path, folders: [directories.state, directories.config], files: [],
                    directories: directories)
                    == "is cardtable's own file ~/.local/state/cardtable/games.json", "\(path)")
        }
        // A link to a file not made yet in the state folder, and the folder itself.
        let dangling = try link("new.cast", to: state.appendingPathComponent("new.cast").path)
        let folder = try link("folder.cast", to: state.path)
        for path in [dangling, folder, state.appendingPathComponent("x.cast").path] {
            #expect(
                ownPlace(
                    writtenBy: path, folders: [directories.state, directories.config], files: [],
                    directories: directories)
                    == "is in cardtable's own folder ~/.local/state/cardtable", "\(path)")
        }
        // A file of the player's own, new or old, or a link to one, is theirs to record to.
        let mine = elsewhere.appendingPathComponent("mine.cast")
        try Data("old".utf8).write(to: mine)
        let toMine = try link("to-mine.cast", to: mine.path)
        for path in [mine.path, toMine, elsewhere.appendingPathComponent("fresh.cast").path] {
            #expect(
                ownPlace(
                    writtenBy: path, folders: [directories.state, directories.config], files: [],
                    directories: directories) == nil, "\(path)")
        }
        #expect(try String(contentsOf: record, encoding: .utf8) == #"{"version": 1, "games": []}"#)
    }

    @Test func cardtablesFoldersNotMadeYetAreRefusedAndEverythingInThem() throws {
        let home = scratchFolder("record-unmade")
        let directories = AppDirectories(environment: ["HOME": home.path])
        let runtime = home.appendingPathComponent("run/cardtable")
        let folders = [directories.state, directories.config, runtime]
        // The folders above cardtable's are there; cardtable's own are not made yet.
        let stateHome = directories.state.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
        let elsewhere = home.appendingPathComponent("casts")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let linkedHome = elsewhere.appendingPathComponent("state-home").path
        try FileManager.default.createSymbolicLink(atPath: linkedHome, withDestinationPath: stateHome.path)
        let dangling = elsewhere.appendingPathComponent("new.cast").path
        try FileManager.default.createSymbolicLink(
            atPath: dangling, withDestinationPath: directories.state.appendingPathComponent("x.cast").path)
        let cases = [
            (directories.state.path, "~/.local/state/cardtable"),
            (directories.state.appendingPathComponent("x.cast").path, "~/.local/state/cardtable"),
            (linkedHome + "/cardtable", "~/.local/state/cardtable"),
            (linkedHome + "/cardtable/tables/x.cast", "~/.local/state/cardtable"),
            (elsewhere.path + "/../.local/state/./cardtable", "~/.local/state/cardtable"),
            (dangling, "~/.local/state/cardtable"),
            (directories.config.path, "~/.config/cardtable"),
            (directories.config.appendingPathComponent("themes.json").path, "~/.config/cardtable"),
            (runtime.path, "~/run/cardtable"),
            (runtime.appendingPathComponent("x/y.cast").path, "~/run/cardtable"),
        ]
        for (path, folder) in cases {
            #expect(
                ownPlace(writtenBy: path, folders: folders, files: [], directories: directories)
                    == "is in cardtable's own folder \(folder)", "\(path)")
        }
        // Beside them, or a name that only starts like them, is the player's.
        for path in [stateHome.appendingPathComponent("cardtable.cast").path, linkedHome + "/x.cast"] {
            #expect(ownPlace(writtenBy: path, folders: folders, files: [], directories: directories) == nil)
        }
        #expect(!FileManager.default.fileExists(atPath: directories.state.path))
    }

    @Test func theBuiltInThemesAreRefusedHoweverTheyAreReached() throws {
        let home = scratchFolder("record-themes")
        let directories = AppDirectories(environment: ["HOME": home.path])
        let resources = home.appendingPathComponent("cardtable/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data(#"{"themes": []}"#.utf8).write(to: resources.appendingPathComponent("themes.json"))
        let executable = home.appendingPathComponent("cardtable/.build/debug/cardtable")
        let builtIn = try #require(ThemeLibrary.findBuiltInFile(executable: executable))
        let link = home.appendingPathComponent("themes.cast").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: builtIn.path)
        let hard = home.appendingPathComponent("hard.cast").path
        #expect(Glibc.link(builtIn.path, hard) == 0)
        for path in [builtIn.path, link, hard, resources.path + "/../Resources/themes.json"] {
            #expect(
                ownPlace(
                    writtenBy: path, folders: [directories.state, directories.config], files: [builtIn],
                    directories: directories)
                    == "is cardtable's own file ~/cardtable/Resources/themes.json", "\(path)")
        }
        #expect(try String(contentsOf: builtIn, encoding: .utf8) == #"{"themes": []}"#)
    }

    @Test func helpStillComesFirst() throws {
        #expect(
            try Invocation.parse(["set", "--record", "x.cast", "--help"], catalog: .tested).get().command
                == .commandHelp(.game("set"))
        )
    }

    @Test(arguments: ["set", "memorize", "deal", "replay", "puzzle"])
    func everyPlayingCommandsHelpNamesIt(command: String) throws {
        let text = try #require(CommandHelp.text(typed: command, catalog: .tested))
        #expect(text.contains("--record FILE"))
    }
}
