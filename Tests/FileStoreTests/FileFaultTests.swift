import Foundation
import TestSupport
import Testing

@testable import FileStore

/// The store when the system says no: a full disk, a folder without permission, writes
/// that take a few bytes at a time, a rename that fails, and what killed writes leave.
@Suite struct FileFaultTests {
    static func store(_ system: FaultyFileSystem) -> (FileStore, URL) {
        let home = scratchFolder("faults")
        return (
            FileStore(directories: AppDirectories(environment: ["HOME": home.path]), system: system), home
        )
    }

    /// The temporary files left in `folder`.
    static func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func aFullDiskLeavesTheOldFileWholeAndSaysSo() throws {
        let system = FaultyFileSystem()
        let (store, home) = Self.store(system)
        let file = home.appendingPathComponent("game.json")
        try store.write(Data("the old game".utf8), to: file)
        system.spaceLeft = 5
        #expect {
            try store.write(Data(String(repeating: "x", count: 1000).utf8), to: file)
        } throws: { error in
            "\(error)".contains("game.json") && "\(error)".contains("no space left on device")
        }
        #expect(try store.read(file) == Data("the old game".utf8))
        #expect(try Self.leftovers(in: home).isEmpty, "the half-written copy is gone")
    }

    @Test func writesThatTakeAFewBytesAtATimeStillWriteTheWhole() throws {
        let system = FaultyFileSystem()
        system.largestWrite = 7
        let (store, home) = Self.store(system)
        let file = home.appendingPathComponent("long.json")
        let text = String(repeating: "0123456789", count: 500)
        try store.write(Data(text.utf8), to: file)
        #expect(try store.read(file) == Data(text.utf8))
    }

    @Test func aFolderThatRefusesNewFilesIsNamedAndTheOldFileKept() throws {
        let system = FaultyFileSystem()
        let (store, home) = Self.store(system)
        let file = home.appendingPathComponent("keep.json")
        try store.write(Data("kept".utf8), to: file)
        system.refusedPaths = [".tmp"]
        #expect {
            try store.write(Data("new".utf8), to: file)
        } throws: { error in "\(error)".contains("permission denied") }
        system.refusedPaths = []
        system.renamesFail = true
        #expect(throws: FileProblem.self) { try store.write(Data("new".utf8), to: file) }
        #expect(try store.read(file) == Data("kept".utf8))
        #expect(try Self.leftovers(in: home).isEmpty)
    }

    @Test func whatAKilledWriteLeftIsClearedByTheNextWrite() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let file = home.appendingPathComponent("game.json")
        try store.write(Data("1".utf8), to: file)
        // A process that is gone (no process has this id), and one that is running (this one).
        let gone = home.appendingPathComponent(".game.json.999999999.7.tmp")
        let running = home.appendingPathComponent(".other.json.\(getppid()).3.tmp")
        try Data("half".utf8).write(to: gone)
        try Data("half".utf8).write(to: running)
        try store.write(Data("2".utf8), to: file)
        #expect(!FileManager.default.fileExists(atPath: gone.path), "the dead write's leftover is gone")
        #expect(FileManager.default.fileExists(atPath: running.path), "a running write's file is left")
    }

    @Test func aSymlinkedFileRemovedStaysALinkAndItsLockStaysBesideTheLink() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let dotfiles = home.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("set-game.json")
        try Data("a game".utf8).write(to: target)
        let link = home.appendingPathComponent("set-game.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try store.write(Data("another".utf8), to: link)
        try store.remove(link)
        let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays")
        #expect(try store.read(link) == Data(), "its target is emptied: no game")
        let inDotfiles = try FileManager.default.contentsOfDirectory(atPath: dotfiles.path)
        #expect(inDotfiles == ["set-game.json"], "no lock or leftover in the linked folder: \(inDotfiles)")
    }

    @Test func aHoldIsOneProgramsAndSaysWhoseItIs() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let file = home.appendingPathComponent(".game.open")
        guard case .success(let descriptor) = try store.hold(file) else {
            Issue.record("the first hold is taken")
            return
        }
        #expect(try store.hold(file) == .failure(FileStore.HeldElsewhere(process: getpid())))
        store.release(descriptor, removing: file)
        #expect(!FileManager.default.fileExists(atPath: file.path), "a hold let go leaves no file behind")
        guard case .success(let again) = try store.hold(file) else {
            Issue.record("a hold let go can be taken again")
            return
        }
        store.release(again, removing: file)
    }

    @Test func aLockThatIsASymlinkIsNeverWrittenThrough() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let target = home.appendingPathComponent("precious.txt")
        try Data("the player's own words".utf8).write(to: target)
        // A game's open marker and a file's update lock, each a link to the player's file.
        let marker = home.appendingPathComponent(".set-game.open")
        let lock = home.appendingPathComponent(".games.json.lock")
        for link in [marker, lock] {
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        }
        #expect {
            _ = try store.hold(marker)
        } throws: { "\($0)".contains(".set-game.open: a symbolic link, and a lock file is never followed") }
        #expect {
            try store.write(Data("{}".utf8), to: home.appendingPathComponent("games.json"))
        } throws: { "\($0)".contains(".games.json.lock: a symbolic link") }
        // A link to nowhere is not made into a file either.
        let dangling = home.appendingPathComponent(".memorize-game.open")
        try FileManager.default.createSymbolicLink(
            at: dangling, withDestinationURL: home.appendingPathComponent("made-by-the-lock"))
        #expect(throws: FileProblem.self) { _ = try store.hold(dangling) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "the player's own words")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("made-by-the-lock").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("games.json").path))
    }

    @Test func aLockThatIsAHardLinkIsNeverWrittenThrough() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        // A game's open marker and a file's update lock, each a second name for a file of the
        // player's.
        let marker = home.appendingPathComponent(".set-game.open")
        let lock = home.appendingPathComponent(".games.json.lock")
        let targets = ["precious.txt", "notes.txt"].map(home.appendingPathComponent)
        for (name, target) in zip([marker, lock], targets) {
            try Data("the player's own words".utf8).write(to: target)
            try FileManager.default.linkItem(at: target, to: name)
        }
        #expect {
            _ = try store.hold(marker)
        } throws: {
            "\($0)".contains(".set-game.open: a hard link, and a lock file is never written through")
        }
        #expect {
            try store.write(Data("{}".utf8), to: home.appendingPathComponent("games.json"))
        } throws: { "\($0)".contains(".games.json.lock: a hard link") }
        for target in targets {
            #expect(try String(contentsOf: target, encoding: .utf8) == "the player's own words")
        }
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("games.json").path))
        // A lock file of its own, with one name, is held as before.
        try FileManager.default.removeItem(at: marker)
        guard case .success(let descriptor) = try store.hold(marker) else {
            Issue.record("a lock file of its own is held")
            return
        }
        store.release(descriptor, removing: marker)
    }

    @Test func aFileRemovedTakesItsLockWithIt() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let file = home.appendingPathComponent("set-game.json")
        try store.write(Data("a game".utf8), to: file)
        #expect(
            FileManager.default.fileExists(atPath: home.appendingPathComponent(".set-game.json.lock").path))
        try store.remove(file)
        try store.remove(file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing left behind")
        // Writing it again after makes a new lock, and removing it while another writer
        // waits leaves that writer a lock of its own.
        let writers = (0..<4).map { index in
            Thread {
                for round in 0..<25 {
                    try? store.update(file) { data in
                        Data(
                            ((data.map { String(decoding: $0, as: UTF8.self) } ?? "") + "\(index).\(round) ")
                                .utf8)
                    }
                    if round % 5 == index { try? store.remove(file) }
                }
            }
        }
        writers.forEach { $0.start() }
        while writers.contains(where: { !$0.isFinished }) { usleep(10_000) }
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func aLockThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let marker = home.appendingPathComponent(".set-game.open")
        #expect(mkfifo(marker.path, 0o600) == 0)
        #expect { _ = try store.hold(marker) } throws: { "\($0)".contains("not a regular file (a FIFO)") }
    }

    @Test func aLimitUnderAMegabyteIsSaidInKiB() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let file = home.appendingPathComponent("settings.json")
        try Data(count: 390 * 1024).write(to: file)
        #expect {
            _ = try store.read(file, limit: 64 * 1024)
        } throws: { "\($0)".hasSuffix("larger than 64 KiB (390 KiB), so it is not read") }
        #expect(FileStore.size(FileStore.sizeLimit) == "1 MB" && FileStore.size(16 << 20) == "16 MB")
    }

    @Test func nothingIsWrittenLargerThanWhatIsRead() throws {
        let (store, home) = Self.store(FaultyFileSystem())
        let file = home.appendingPathComponent("big.json")
        let big = Data(count: FileStore.sizeLimit + 1)
        #expect { try store.write(big, to: file) } throws: { "\($0)".contains("would grow past 1 MB") }
        try store.write(big, to: file, limit: 2 * FileStore.sizeLimit)
        #expect(throws: FileProblem.self) { try store.read(file) }
        #expect(try store.read(file, limit: 2 * FileStore.sizeLimit)?.count == big.count)
    }
}
