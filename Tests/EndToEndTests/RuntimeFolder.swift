import Foundation

/// A private `XDG_RUNTIME_DIR` of a test's own (mode 0700, as a login's is), where the tables
/// it hosts open their sockets: nobody else's tables are listed, and it leaves nothing behind.
final class RuntimeFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: "/tmp/ct-\(UUID().uuidString.prefix(8).lowercased())")
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    /// A safety net: tests call `remove()` in a `defer`, which also keeps the folder alive till then.
    deinit { remove() }

    /// The app's environment: this folder as `XDG_RUNTIME_DIR`.
    var environment: [String: String] { ["XDG_RUNTIME_DIR": url.path] }

    /// Deletes the folder and every socket in it; safe to call twice.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
