import Foundation

/// A fresh, empty folder to run the app with as `XDG_CONFIG_HOME`, so a test sees only the
/// themes file it writes there (never the user's), and leaves nothing behind.
///
/// The folder is directly in `/tmp` with a short name, so that a message naming a file in it
/// (`/tmp/ct-1a2b3c4d/cardtable/themes.json: line 3: …`) fits on an 80-column header.
final class ConfigFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: "/tmp/ct-\(UUID().uuidString.prefix(8).lowercased())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    /// A safety net: tests call `remove()` in a `defer`, which also keeps the folder alive till then.
    deinit { remove() }

    /// Where the app keeps the player's Memorize themes.
    var themesFile: URL {
        url.appendingPathComponent("cardtable").appendingPathComponent("themes.json")
    }

    /// The app's environment: this folder as `XDG_CONFIG_HOME`, in a UTF-8 locale for emoji.
    var environment: [String: String] {
        AppUnderTest.utf8Locale.merging(["XDG_CONFIG_HOME": url.path]) { $1 }
    }

    /// Writes `text` as the themes file, creating `cardtable/` as needed.
    func writeThemesFile(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: themesFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: themesFile)
    }

    /// Deletes the folder and everything in it; safe to call twice.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
