import Foundation
import Glibc
import Testing

@testable import SessionRecorder

/// The file a session is recorded to, as the file system sees it.
@Suite struct CastFileTests {
    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o777 : 0
    }

    /// A new recording is the player's alone, as every file cardtable makes (it was 0644).
    @Test func aNewRecordingIsThePlayersAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = umask(0o022)
        defer { umask(previous) }
        let fresh = folder.appendingPathComponent("new.cast").path
        try CastFile(path: fresh).finish(seconds: 0)
        #expect(Self.mode(fresh) == 0o600)
    }

    /// A file already there is left whole, and the refusal is a bad command line (exit 2); it
    /// was emptied the moment the recording started, before anything replaced it.
    @Test func anExistingFileIsLeftWhole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("kept.cast").path
        #expect(FileManager.default.createFile(atPath: kept, contents: Data("last week's game".utf8)))
        #expect(throws: RecordingError.alreadyThere(kept)) { try CastFile(path: kept) }
        #expect(RecordingError.alreadyThere(kept).exitStatus == 2)
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "last week's game")
    }

    /// A symbolic link at the path, to a file or to nothing yet, is never followed: a link
    /// another user left in /tmp must not lead the recording onto the player's files.
    @Test func aLinkIsNeverFollowed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("bashrc").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data("export A=1".utf8)))
        let link = folder.appendingPathComponent("demo.cast").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: RecordingError.alreadyThere(link)) { try CastFile(path: link) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "export A=1")
        let dangling = folder.appendingPathComponent("later.cast").path
        let missing = folder.appendingPathComponent("not-yet").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: missing)
        #expect(throws: RecordingError.alreadyThere(dangling)) { try CastFile(path: dangling) }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
