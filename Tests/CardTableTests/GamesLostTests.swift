import CardModel
import FileStore
import Foundation
import MemorizeTable
import Render
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import SetTable

/// No game is lost to a file that cannot be written or read, to a link, or to a number in
/// a file's name: the ways issue 22 found games lost, each with the store made to fail.
@Suite struct GamesLostTests {
    /// A home of its own whose store makes the system calls `system` allows.
    static func home(_ system: FaultyFileSystem = FaultyFileSystem()) -> (url: URL, store: FileStore) {
        let url = scratchFolder("lost")
        return (url, FileStore(directories: AppDirectories(environment: ["HOME": url.path]), system: system))
    }

    /// Takes up the kept Set game, makes a move, and abandons it for a new game (`N`, `y`).
    static let moveThenAbandon: [InputEvent] = [
        .key(.right), .key(.character(" ")), .key(.character("N")), .key(.character("y")),
    ]

    // MARK: - 1. A game leaves the keeping only once its record is written

    @Test func abandoningOnAFullDiskKeepsTheGameAndSaysSo() throws {
        let system = FaultyFileSystem()
        let (_, store) = Self.home(system)
        KeptGamesTests.run(NothingLostTests.aMoveThenQuit, keeper: FileKeeper(store: store))
        let kept = try #require(FileKeeper(store: store).gamesInProgress.first)
        // The disk is full: neither the record nor the pending file can take the game.
        system.spaceLeft = 0
        let keeper = FileKeeper(store: store)
        let terminal = KeptGamesTests.run(
            Self.moveThenAbandon + [.key(.character("Q")), .key(.character("Q"))], keeper: keeper)
        system.spaceLeft = nil
        let after = FileKeeper(store: store)
        #expect(
            after.keptGame(kept.id) == kept, "the save is where it was: \(after.gamesInProgress.map(\.id))")
        #expect(after.records.isEmpty)
        #expect(keeper.failedToWrite, "the exit status says so")
        let said = try #require(keeper.problems.first { $0.contains("stays in your games in progress") })
        #expect(said.contains("no space left on device"), "\(said)")
        #expect(
            terminal.frames.contains { $0.text.contains("could not be recorded, so it stays in your games") },
            "and the game says so")
    }

    @Test func abandoningWhenTheRecordFilesRefuseWritesKeepsTheGameAsItIsNow() throws {
        let system = FaultyFileSystem()
        let (_, store) = Self.home(system)
        KeptGamesTests.run(NothingLostTests.aMoveThenQuit, keeper: FileKeeper(store: store))
        let kept = try #require(FileKeeper(store: store).gamesInProgress.first)
        // games.json, games-pending.json and their locks cannot be made; saves can.
        system.refusedPaths = ["games"]
        KeptGamesTests.run(
            Self.moveThenAbandon + [.key(.character("Q")), .key(.character("Q"))],
            keeper: FileKeeper(store: store))
        system.refusedPaths = []
        let left = try #require(FileKeeper(store: store).keptGame(kept.id), "the abandoned game stays")
        #expect(left.saved.log.moveCount > kept.saved.log.moveCount, "with the move made before `n`")
    }

    @Test func abandoningFromTheListKeepsAGameThatCannotBeRecorded() throws {
        let system = FaultyFileSystem()
        let (_, store) = Self.home(system)
        KeptGamesTests.run(NothingLostTests.aMoveThenQuit, keeper: FileKeeper(store: store))
        system.refusedPaths = ["games"]
        let keeper = FileKeeper(store: store)
        var list = GamesInProgressScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        let runner = EffectRunner(keeper: keeper)
        list.press(.character("x"), size: KeptGamesTests.size, runner: runner)
        list.press(.character("y"), size: KeptGamesTests.size, runner: runner)
        var screen = Screen(size: KeptGamesTests.size)
        list.render(into: &screen, now: 0)
        #expect(screen.line(0).contains("Not abandoned"), "\(screen.line(0))")
        #expect(keeper.gamesInProgress.count == 1 && keeper.failedToWrite)
        // Once the record can be written, abandoning it records it and only then lets it go.
        system.refusedPaths = []
        list.press(.character("x"), size: KeptGamesTests.size, runner: runner)
        list.press(.character("y"), size: KeptGamesTests.size, runner: runner)
        #expect(keeper.gamesInProgress.isEmpty && keeper.records.count == 1)
        #expect(FileKeeper(store: store).records.count == 1)
    }

    /// The list of games in progress names a kept game whose file cannot be read.
    ///
    /// `cardtable continue` said only "No game in progress."; the file and why are said under
    /// the list, whole.
    @Test func theListOfGamesInProgressNamesAKeptGameThatCannotBeRead() throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        KeptGamesTests.run(NothingLostTests.aMoveThenQuit, keeper: keeper)
        let id = try #require(keeper.gamesInProgress.first?.id)
        let file = store.directories.state.appendingPathComponent("\(id).json")
        try Data(#"{"version":1,"seconds":1e308}"#.utf8).write(to: file)
        let list = GamesInProgressScene(
            options: RenderOptions(), services: services(keeper: FileKeeper(store: store)), catalog: .tested)
        var screen = Screen(size: KeptGamesTests.size)
        list.render(into: &screen, now: 0)
        let shown = screen.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(shown.contains("\(id).json: cannot be read"), "\(screen.text)")
        #expect(shown.contains("left as it is"), "\(screen.text)")
    }

    // MARK: - 3. A pending file that cannot be read is named

    /// Damage a pending file can have: what it holds, or what it is.
    static let damagedPending: [(String, @Sendable (URL) throws -> Void)] = [
        ("not JSON", { try Data("{\"version\": 1, \"games\": [".utf8).write(to: $0) }),
        ("a newer format", { try Data(#"{"version": 9, "games": []}"#.utf8).write(to: $0) }),
        ("no games list", { try Data(#"{"version": 1, "games": 3}"#.utf8).write(to: $0) }),
        ("a list, not a record", { try Data("[]".utf8).write(to: $0) }),
        ("binary", { try Data([0xFF, 0xFE, 0, 1, 0x1B]).write(to: $0) }),
        ("too large", { try Data(count: FileStore.sizeLimit + 1).write(to: $0) }),
        ("a folder", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }),
        ("a FIFO", { url in #expect(mkfifo(url.path, 0o600) == 0) }),
    ]

    @Test func aLinkedPendingFileEmptiedOnceMergedIsNoProblem() throws {
        let (home, store) = Self.home()
        let keeper = FileKeeper(store: store)
        try FileManager.default.createDirectory(at: keeper.folder, withIntermediateDirectories: true)
        let target = home.appendingPathComponent("pending-in-dotfiles.json")
        try FileKeeper.document(of: [
            try JSONSerialization.jsonObject(with: FileKeeper.encoder.encode(Self.oneGame))
        ]).write(to: target)
        try FileManager.default.createSymbolicLink(at: keeper.pendingFile, withDestinationURL: target)
        let merged = FileKeeper(store: store)
        #expect(merged.records == [Self.oneGame] && merged.problems.isEmpty, "\(merged.problems)")
        #expect(try Data(contentsOf: target).isEmpty, "the link's target emptied, the link kept")
        let again = FileKeeper(store: store)
        #expect(!again.pendingIsUnreadable && again.problems.isEmpty, "\(again.problems)")
        #expect(again.records == [Self.oneGame])
    }

    @Test(arguments: 0..<damagedPending.count)
    func aPendingFileThatCannotBeReadIsNamedAndLeftAsItIs(damage: Int) throws {
        let (name, make) = Self.damagedPending[damage]
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        try FileManager.default.createDirectory(at: keeper.folder, withIntermediateDirectories: true)
        try make(keeper.pendingFile)
        let before = try? Data(contentsOf: keeper.pendingFile)
        let opened = FileKeeper(store: store)
        #expect(opened.pendingIsUnreadable, "\(name)")
        #expect(
            opened.problems.contains { $0.contains("games-pending.json") && $0.contains("not counted") },
            "\(name): \(opened.problems)")
        // In the game, too, as it opens.
        let terminal = KeptGamesTests.run([.key(.other), .key(.character("Q"))], keeper: opened)
        #expect(terminal.frames.first?.text.contains("games-pending.json") == true, "\(name)")
        #expect((try? Data(contentsOf: keeper.pendingFile)) == before, "\(name): left as it is")
    }

    // MARK: - 4. Lock and open files are never followed

    @Test func anOpenMarkerThatIsALinkIsRefusedAndItsTargetUntouched() throws {
        let (home, store) = Self.home()
        let keeper = FileKeeper(store: store)
        try FileManager.default.createDirectory(at: keeper.folder, withIntermediateDirectories: true)
        let target = home.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: keeper.holdFile("set-game"), withDestinationURL: target)
        guard case .held = keeper.hold("set-game") else {
            Issue.record("the game is still played")
            return
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "mine")
        #expect(
            keeper.problems.contains { $0.contains(".set-game.open: a symbolic link") }, "\(keeper.problems)")
    }

    @Test func aGameLetGoLeavesNoOpenMarkerBehind() throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        KeptGamesTests.run(NothingLostTests.aMoveThenQuit, keeper: keeper)
        let kept = try #require(keeper.gamesInProgress.first)
        // Held, then let go through its hold, the marker goes.
        do {
            guard case .held(let hold) = keeper.hold(kept.id) else {
                Issue.record("the game can be held")
                return
            }
            #expect(FileManager.default.fileExists(atPath: keeper.holdFile(kept.id).path))
            withExtendedLifetime(hold) {}
        }
        #expect(!FileManager.default.fileExists(atPath: keeper.holdFile(kept.id).path))
        // Held by a game at the table, let go as the program ends: no marker either.
        KeptGamesTests.run([.key(.character("Q"))], keeper: keeper)
        keeper.letGoOfEveryGame()
        let names = try FileManager.default.contentsOfDirectory(atPath: keeper.folder.path)
        #expect(!names.contains { $0.hasSuffix(".open") }, "\(names)")
    }

    // MARK: - Small ones: the words for files

    @Test func filesAreNamedUnderTheHomeFolderAsTildeAndSizesUnderAMegabyteInKiB() throws {
        let (home, store) = Self.home()
        let config = store.directories.config
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        // A settings file of 390 KiB, where 64 KiB may be read.
        try Data(count: 390 * 1024).write(to: config.appendingPathComponent("settings.json"))
        var settings = SettingsFile(store: store)
        _ = settings.load()
        #expect(
            settings.problem
                == "~/.config/cardtable/settings.json: larger than 64 KiB (390 KiB), so it is not read;"
                + " settings are not kept until it is fixed")
        // A themes file that is no JSON is named by the same home as every other file.
        try Data("{".utf8).write(to: config.appendingPathComponent("themes.json"))
        let themes = ThemeLibrary.load(
            builtInFile: nil, userFile: ThemeLibrary.defaultUserFile(directories: store.directories),
            store: store)
        #expect(
            themes.problems.contains { $0.hasPrefix("~/.config/cardtable/themes.json: not valid JSON") },
            "\(themes.problems)")
        #expect(!themes.problems.contains { $0.contains(home.path) }, "\(themes.problems)")
    }

    // MARK: - 5. Numbers in file names are bounded

    /// A record large enough that the next game moves the oldest to an archive.
    static func writeLargeRecord(_ keeper: FileKeeper) throws {
        let filler = String(repeating: "x", count: 1000)
        let games = (0..<820).map { _ in #"{"kept":"\#(filler)"}"# }.joined(separator: ",")
        try FileManager.default.createDirectory(at: keeper.folder, withIntermediateDirectories: true)
        try Data(#"{"version":1,"games":[\#(games)]}"#.utf8).write(to: keeper.recordsFile)
    }

    static let oneGame = GameRecord(
        date: Date(timeIntervalSince1970: 1_800_000_000), game: .set, variant: nil, seed: 1, finished: false,
        score: 2, seconds: 30, found: 1, moves: 3, log: nil)

    /// Another program adding a game to the pending file just as this one merges the file
    /// into the record: the game is recorded or still waits, never removed with the file.
    @Test func aGameKeptWaitingDuringAMergeOfThePendingFileIsNotLost() throws {
        let system = FaultyFileSystem()
        let (_, store) = Self.home(system)
        let keeper = FileKeeper(store: store)
        try store.write(try FileKeeper.document(of: []), to: keeper.recordsFile)
        try store.write(
            try FileKeeper.document(of: [
                try JSONSerialization.jsonObject(with: FileKeeper.encoder.encode(Self.oneGame))
            ]),
            to: keeper.pendingFile)
        var latecomer = Self.oneGame
        latecomer.seed = 2
        let other = OtherProgram(store: store, pendingFile: keeper.pendingFile, record: latecomer)
        // The moment the merged record is written, the other program keeps its game waiting,
        // as fast as it can (it has to wait while the merge holds the pending file).
        system.afterRename = { path in
            if path.hasSuffix("/games.json") { other.keepItsGameOnce() }
        }
        _ = FileKeeper(store: store)
        system.afterRename = nil
        other.finish()
        let seeds = FileKeeper(store: store).records.map(\.seed)
        #expect(seeds.sorted() == [1, 2], "\(seeds)")
    }

    /// A pending file that cannot be emptied once its games joined the record (a link into a
    /// folder that takes no new file) is named, and its games join the record once, however
    /// often the game starts.
    @Test func aPendingFileThatCannotBeEmptiedAddsItsGamesOnlyOnce() throws {
        let system = FaultyFileSystem()
        let (home, store) = Self.home(system)
        let keeper = FileKeeper(store: store)
        try store.write(try FileKeeper.document(of: []), to: keeper.recordsFile)
        let elsewhere = home.appendingPathComponent("readonly/pending.json")
        try store.write(
            try FileKeeper.document(of: [
                try JSONSerialization.jsonObject(with: FileKeeper.encoder.encode(Self.oneGame))
            ]),
            to: elsewhere)
        try FileManager.default.createSymbolicLink(at: keeper.pendingFile, withDestinationURL: elsewhere)
        system.refusedPaths = ["/readonly/"]
        for start in 1...3 {
            let started = FileKeeper(store: store)
            #expect(started.records.count == 1, "start \(start): \(started.records.count) games")
            #expect(!started.recordIsUnreadable, "start \(start): \(started.problems)")
            #expect(
                started.problems.contains {
                    $0.contains("games-pending.json") && $0.contains("not counted twice")
                },
                "start \(start): \(started.problems)")
        }
    }

    /// A second program, on a thread of its own, that keeps one game waiting in the pending file.
    final class OtherProgram: @unchecked Sendable {
        let store: FileStore
        let pendingFile: URL
        let record: GameRecord
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var started = false
        private var finished = false

        init(store: FileStore, pendingFile: URL, record: GameRecord) {
            self.store = store
            self.pendingFile = pendingFile
            self.record = record
        }

        /// Starts the other program's write (once) and gives it up to two seconds.
        func keepItsGameOnce() {
            let first = lock.withLock {
                defer { started = true }
                return !started
            }
            guard first else { return }
            Thread.detachNewThread { [self] in
                try? store.update(pendingFile) { data in
                    var entries =
                        data?.isEmpty == false ? try FileKeeper.entries(in: data, file: "pending") : []
                    entries.append(try JSONSerialization.jsonObject(with: FileKeeper.encoder.encode(record)))
                    return try FileKeeper.document(of: entries)
                }
                done.signal()
            }
            if done.wait(timeout: .now() + 2) == .success { lock.withLock { finished = true } }
        }

        /// Waits for the other program's write to end.
        func finish() {
            guard lock.withLock({ started && !finished }) else { return }
            done.wait()
        }
    }

    @Test(arguments: ["9223372036854775807", "0", "-1", "+5", "007", "100001", "99999999999999999999"])
    func anArchiveNumberOutOfRangeIsNamedAndNeverCounted(number: String) throws {
        let (_, store) = Self.home()
        let keeper = FileKeeper(store: store)
        try Self.writeLargeRecord(keeper)
        let odd = keeper.folder.appendingPathComponent("games-archive-\(number).json")
        try Data(#"{"version":1,"games":[]}"#.utf8).write(to: odd)
        // A game waiting beside the record: starting (and `stats`) merges it, making room.
        try store.write(
            try FileKeeper.document(of: [
                try JSONSerialization.jsonObject(with: FileKeeper.encoder.encode(Self.oneGame))
            ]),
            to: keeper.pendingFile)
        let started = FileKeeper(store: store)
        #expect(!started.recordIsUnreadable, "\(started.problems)")
        #expect(try store.read(keeper.pendingFile) == nil, "the waiting game joined the record")
        #expect(
            FileManager.default.fileExists(
                atPath: keeper.folder.appendingPathComponent("games-archive-1.json").path))
        #expect(
            started.problems.contains {
                $0.contains("games-archive-\(number).json: not an archive cardtable writes")
            },
            "\(started.problems)")
        #expect(try Data(contentsOf: odd) == Data(#"{"version":1,"games":[]}"#.utf8), "left as it is")
        // Abandoning a game beside it records it.
        started.save(
            SavedGame(
                log: try GameLog(game: .set, seed: 1, actions: [TimedAction(SetAction.hint, by: 0, at: 1)]),
                seconds: 3, savedAt: Date()), as: "set-game")
        #expect(started.record(Self.oneGame))
        started.discard("set-game")
        #expect(started.records.filter { $0 == Self.oneGame }.count == 2)
    }
}
