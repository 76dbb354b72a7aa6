import CardModel
import FileStore
import Foundation
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

/// The themes file, saves and the record, through the one store: nothing the player wrote
/// is lost, two games at once keep each other's changes, a file that cannot be read is
/// named and left alone.
@Suite struct FilesTests {
    /// A home of its own, and the store for it.
    static func home() -> (url: URL, store: FileStore) {
        let url = temporaryFolder()
        return (url, FileStore(directories: AppDirectories(environment: ["HOME": url.path])))
    }

    static func themes(_ store: FileStore) -> ThemeLibrary {
        library(userFolder: store.directories.config.deletingLastPathComponent())
    }

    static let pets = MemoryTheme(name: "Pets", emoji: ["🐶", "🐱", "🐭", "🐹"], pairs: 4, color: "green")
    static let fruit = MemoryTheme(name: "Fruit", emoji: ["🍎", "🍌", "🍇", "🍓"], pairs: 4, color: "red")

    @Test func twoGamesEachAddingAThemeKeepBoth() throws {
        let (_, store) = Self.home()
        var first = Self.themes(store)
        var second = Self.themes(store)
        try first.save(Self.pets, replacing: nil)
        try second.save(Self.fruit, replacing: nil)
        let file = try #require(try store.read(first.userFile))
        let names = ThemeFile.read(file, name: "t", isTwoColumnEmoji: { _ in true }).themes.map(\.name)
        #expect(names == ["Pets", "Fruit"])
        #expect(
            second.custom.map(\.name) == ["Pets", "Fruit"], "the second game sees the first one's theme too")
        try first.delete(named: "Pets")
        #expect(first.custom.map(\.name) == ["Fruit"], "deleting in one keeps the other's")
    }

    @Test func savingKeepsEntriesTheGameLeftOut() throws {
        let (_, store) = Self.home()
        let library = Self.themes(store)
        try FileManager.default.createDirectory(
            at: library.userFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = """
            [
              {"name": "Tiny", "emoji": ["🐶"]},
              {"name": "Animals", "emoji": ["🐶", "🐱", "🐭", "🐹"]},
              {"name": "Kept", "emoji": ["🐶", "🐱", "🐭", "🐹"], "author": "me"}
            ]
            """
        try Data(original.utf8).write(to: library.userFile)
        var loaded = Self.themes(store)
        #expect(loaded.custom.map(\.name) == ["Kept"])
        try loaded.save(Self.pets, replacing: nil)
        let text = try String(contentsOf: library.userFile, encoding: .utf8)
        #expect(text.contains("\"Tiny\""), "a theme with too few emoji stays:\n\(text)")
        #expect(text.contains("\"Animals\""), "a theme named like a built-in stays")
        #expect(text.contains("\"author\":\"me\""), "an unknown key stays")
        #expect(text.contains("\"Pets\""))
    }

    @Test func aSymlinkedThemesFileStaysALinkAndAPrivateFileStaysPrivate() throws {
        let (home, store) = Self.home()
        let library = Self.themes(store)
        let target = home.appendingPathComponent("dotfiles/themes.json")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: target)
        chmod(target.path, 0o600)
        try FileManager.default.createDirectory(
            at: library.userFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: library.userFile, withDestinationURL: target)
        var loaded = Self.themes(store)
        try loaded.save(Self.pets, replacing: nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: library.userFile.path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("Pets"))
        #expect(
            (try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int)
                == 0o600)
    }

    @Test func aThemesFileThatIsAFIFOIsNamedAndTheBuiltInThemesStillLoad() throws {
        let (_, store) = Self.home()
        let library = Self.themes(store)
        try FileManager.default.createDirectory(
            at: library.userFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(library.userFile.path, 0o600) == 0)
        var loaded = Self.themes(store)
        #expect(loaded.builtIn.count >= 6)
        #expect(loaded.userFileIsBroken)
        #expect(
            loaded.problems.contains { $0.contains("themes.json: not a regular file (a FIFO)") },
            "\(loaded.problems)")
        #expect(throws: (any Error).self) { try loaded.save(Self.pets, replacing: nil) }
    }

    static func record(
        score: Int, date: Double = 1_800_000_000,
        log: GameLog? = .set(seed: 1, actions: [TimedAction(.hint, by: 0, at: 1)])
    ) -> GameRecord {
        GameRecord(
            date: Date(timeIntervalSince1970: date), game: .set, seed: 1, finished: true, score: score,
            seconds: 60, found: 3, moves: 9, log: log)
    }

    @Test func aRecordNearTheSizeLimitMovesItsOldestGamesToAnArchiveAndLosesNone() throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        // A record file just under the 1 MB the store reads, as years of games would make it.
        let entry = try JSONSerialization.jsonObject(
            with: FileKeeper.encoder.encode(Self.record(score: 1, log: nil)))
        let perEntry =
            try FileKeeper.document(of: [entry, entry]).count - FileKeeper.document(of: [entry]).count
        let entries = Array(repeating: entry, count: (FileStore.sizeLimit - 60) / perEntry - 1)
        #expect(try FileKeeper.document(of: entries).count < FileStore.sizeLimit)
        try store.write(try FileKeeper.document(of: entries), to: keeper.recordsFile)
        FileKeeper(store: store).record(Self.record(score: 99))
        let size = try #require(try store.read(keeper.recordsFile)).count
        #expect(size <= FileStore.sizeLimit / 2 + perEntry, "the record made room: \(size) bytes")
        let archive = keeper.folder.appendingPathComponent("games-archive-1.json")
        #expect(try store.read(archive) != nil, "the oldest games are in an archive")
        let reopened = FileKeeper(store: store)
        #expect(reopened.problems.isEmpty, "\(reopened.problems)")
        #expect(reopened.records.last?.score == 99, "the new game is kept")
        #expect(reopened.records.count == entries.count + 1, "every game's summary is kept")
    }

    @Test func twoGamesRecordingAtOnceKeepBothRecords() throws {
        let (_, store) = Self.home()
        let first = FileKeeper(store: store)
        let second = FileKeeper(store: store)
        first.record(Self.record(score: 10))
        second.record(Self.record(score: 20))
        #expect(FileKeeper(store: store).records.map(\.score) == [10, 20])
    }

    @Test func gamesInProgressAreKeptSideBySideEachInAFileOfItsOwn() throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        let computer = Seats.againstComputer(.hard)
        let games = [
            (
                "set-game",
                SavedGame(
                    log: .set(seed: 1, actions: []), seconds: 1, savedAt: Date(timeIntervalSince1970: 1))
            ),
            (
                KeptGame.newID(for: .set),
                SavedGame(
                    log: .set(seed: 2, actions: [], seats: computer), seconds: 2,
                    savedAt: Date(timeIntervalSince1970: 2))
            ),
            (
                KeptGame.newID(for: .set),
                SavedGame(
                    log: .set(seed: 3, actions: []), seconds: 3, savedAt: Date(timeIntervalSince1970: 3))
            ),
        ]
        for (id, game) in games { keeper.save(game, as: id) }
        let reopened = FileKeeper(store: store)
        // The one saved last first; two games alone, side by side, neither in the other's place.
        #expect(reopened.gamesInProgress.map(\.saved.seconds) == [3, 2, 1])
        #expect(reopened.savedGame(.set, seats: computer)?.seconds == 2)
        #expect(
            keeper.saveFile("set-game").lastPathComponent == "set-game.json",
            "a save of before is one of them")
        reopened.discard(games[1].0)
        #expect(
            FileKeeper(store: store).gamesInProgress.map(\.saved.seconds) == [3, 1],
            "the others are still there")
        #expect(
            !KeptGame.isValidID("../games") && !KeptGame.isValidID("set-game.json")
                && KeptGame.isValidID(games[2].0))
    }

    @Test func oldRecordsLoseTheirMovesButNotTheBest() throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        keeper.record(Self.record(score: 99, date: 1))
        for index in 0..<30 { keeper.record(Self.record(score: index, date: Double(index + 2))) }
        let records = FileKeeper(store: store).records
        #expect(records.count == 31)
        #expect(records[0].log != nil, "the best keeps its moves, for `replay best`")
        #expect(records[1].log == nil && records[30].log != nil)
    }

    @Test func aBrokenSaveOrRecordIsNamedLeftAsItIsAndTheGameGoesOn() throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        try store.write(Data("{ not json".utf8), to: keeper.saveFile("set-game"))
        try store.write(Data(#"{"version": 7, "games": []}"#.utf8), to: keeper.recordsFile)
        let reopened = FileKeeper(store: store)
        #expect(reopened.savedGame(.set, seats: []) == nil)
        reopened.save(SavedGame(log: .set(seed: 1, actions: []), seconds: 1, savedAt: Date()), as: "set-game")
        reopened.save(
            SavedGame(log: .set(seed: 1, actions: []), seconds: 1, savedAt: Date()),
            as: KeptGame.newID(for: .set))
        reopened.record(Self.record(score: 5))
        #expect(
            try store.read(keeper.saveFile("set-game")) == Data("{ not json".utf8),
            "the broken save is left alone")
        #expect(try store.read(keeper.recordsFile) == Data(#"{"version": 7, "games": []}"#.utf8))
        #expect(reopened.problems.contains { $0.contains("set-game.json") }, "\(reopened.problems)")
        #expect(reopened.problems.contains { $0.contains("games.json: written by a newer cardtable") })
        // The game goes on: this run's record is kept in memory.
        #expect(reopened.records.map(\.score) == [5])
    }
}
