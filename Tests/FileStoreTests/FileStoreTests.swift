import Foundation
import TestSupport
import Testing

@testable import FileStore

/// The store's care, file by file: what files.md asks and what went wrong before.
@Suite struct FileStoreTests {
    /// A fresh folder to play home in, gone when the run ends.
    static func folder() -> URL { scratchFolder("store") }

    static func store(home: URL) -> FileStore {
        FileStore(directories: AppDirectories(environment: ["HOME": home.path]))
    }

    static func mode(_ url: URL) -> Int {
        var status = stat()
        stat(url.path, &status)
        return Int(status.st_mode & 0o7777)
    }

    @Test func relativeOrEmptyPlacesAreIgnored() {
        let folders = AppDirectories(environment: [
            "HOME": "/home/ann", "XDG_CONFIG_HOME": "conf", "XDG_STATE_HOME": "",
        ])
        #expect(folders.config.path == "/home/ann/.config/cardtable")
        #expect(folders.state.path == "/home/ann/.local/state/cardtable")
        let given = AppDirectories(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "/var/s"])
        #expect(given.state.path == "/var/s/cardtable")
        // No HOME, or an empty one: the password database's home, never the current folder.
        for environment in [[:], ["HOME": ""], ["HOME": "relative"]] {
            let folders = AppDirectories(environment: environment)
            #expect(folders.home.path.hasPrefix("/"), "\(environment): \(folders.home.path)")
        }
        #expect(
            folders.displayPath(folders.config.appendingPathComponent("themes.json"))
                == "~/.config/cardtable/themes.json")
    }

    @Test func aNewFileIs0600InFolders0700() throws {
        let home = Self.folder()
        let store = Self.store(home: home)
        let file = store.directories.state.appendingPathComponent("x.json")
        try store.write(Data("1".utf8), to: file)
        #expect(Self.mode(file) == 0o600)
        #expect(Self.mode(store.directories.state) == 0o700)
        #expect(Self.mode(home.appendingPathComponent(".local/state")) == 0o700)
        #expect(try store.read(file) == Data("1".utf8))
    }

    @Test func anExistingFileKeepsItsMode() throws {
        let home = Self.folder()
        let file = home.appendingPathComponent("f.json")
        try Data("a".utf8).write(to: file)
        chmod(file.path, 0o640)
        try Self.store(home: home).write(Data("b".utf8), to: file)
        #expect(Self.mode(file) == 0o640)
    }

    @Test func aSymlinkIsWrittenThroughAndKept() throws {
        let home = Self.folder()
        let target = home.appendingPathComponent("dotfiles/themes.json")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: target)
        let link = home.appendingPathComponent("themes.json")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "dotfiles/themes.json")
        try Self.store(home: home).write(Data("new".utf8), to: link)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/themes.json")
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    }

    @Test func aFIFOAFolderAndAHugeFileAreNamedAndNotRead() throws {
        let home = Self.folder()
        let store = Self.store(home: home)
        let fifo = home.appendingPathComponent("fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Returns at once (a blocking open would hang here for ever).
        #expect(throws: FileProblem(path: "~/fifo.json", reason: "not a regular file (a FIFO)")) {
            try store.read(fifo)
        }
        #expect(throws: FileProblem(path: home.path, reason: "not a regular file (a folder)")) {
            try store.read(home)
        }
        let big = home.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        #expect(throws: FileProblem.self) { try store.read(big) }
        do {
            _ = try store.read(big)
        } catch {
            #expect(error.reason == "larger than 1 MB (102400 KiB), so it is not read")
        }
        #expect(try store.read(home.appendingPathComponent("missing.json")) == nil)
    }

    @Test func updatesUnderTheLockSeeEachOther() throws {
        let home = Self.folder()
        let file = home.appendingPathComponent("list.txt")
        // Two stores (two running games) add a line each, from threads at once.
        let stores = [Self.store(home: home), Self.store(home: home)]
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            try? stores[index % 2].update(file) { data in
                Data(((data.map { String(decoding: $0, as: UTF8.self) } ?? "") + "\(index)\n").utf8)
            }
        }
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(Set(lines).count == 40, "every update kept: \(lines.count)")
    }

    @Test func aChangeThatThrowsWritesNothing() throws {
        struct Refused: Error {}
        let home = Self.folder()
        let file = home.appendingPathComponent("keep.json")
        try Data("keep".utf8).write(to: file)
        #expect(throws: Refused.self) { try Self.store(home: home).update(file) { _ in throw Refused() } }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)
    }
}
