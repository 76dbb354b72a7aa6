import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where cardtable keeps the player's files, as the XDG Base Directory specification says.
///
/// What the player sets and edits (the settings, a game's own files) goes in
/// `$XDG_CONFIG_HOME/cardtable`, games in progress and the record in
/// `$XDG_STATE_HOME/cardtable`. A variable that is empty or holds a relative path
/// is ignored (the specification says so) and the default under the home folder is used;
/// with `HOME` empty or unset, the home folder is the one the password database names.
public struct AppDirectories: Sendable, Equatable {
    public let home: URL
    public let config: URL
    public let state: URL

    public init(environment: [String: String]) {
        let home = Self.absolute(environment["HOME"]) ?? Self.passwordDatabaseHome() ?? "/"
        self.home = URL(fileURLWithPath: home, isDirectory: true)
        let config = Self.absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config"
        let state = Self.absolute(environment["XDG_STATE_HOME"]) ?? home + "/.local/state"
        self.config = URL(fileURLWithPath: config, isDirectory: true).appendingPathComponent("cardtable")
        self.state = URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("cardtable")
    }

    /// `file` as the player knows it: under the home folder it starts with `~`.
    public func displayPath(_ file: URL) -> String {
        let home = self.home.path
        let path = file.path
        guard home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// `value` when it is an absolute path; nil when it is missing, empty or relative.
    public static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }

    /// The home folder the password database gives the user running the program.
    static func passwordDatabaseHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return absolute(String(cString: directory))
    }
}
