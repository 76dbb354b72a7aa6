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

    /// A new recording is the player's alone, as every file cardtable makes (it was 0644);
    /// an existing file keeps its mode.
    @Test func aNewRecordingIsThePlayersAloneAndAnOldOneKeepsItsMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = umask(0o022)
        defer { umask(previous) }
        let fresh = folder.appendingPathComponent("new.cast").path
        try CastFile(path: fresh).finish(seconds: 0)
        #expect(Self.mode(fresh) == 0o600)
        let shared = folder.appendingPathComponent("shared.cast").path
        #expect(FileManager.default.createFile(atPath: shared, contents: Data("old".utf8)))
        chmod(shared, 0o644)
        try CastFile(path: shared).finish(seconds: 0)
        #expect(Self.mode(shared) == 0o644)
    }
}
