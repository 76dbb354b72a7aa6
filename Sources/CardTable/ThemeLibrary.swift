import CardModel
import Foundation
import Render

/// The Memorize themes: the built-in ones and the player's own, with what was wrong with
/// either file, and the saving of the player's themes.
public struct ThemeLibrary: Sendable {
    public private(set) var builtIn: [MemoryTheme]
    public private(set) var custom: [MemoryTheme]
    /// Messages for the player about the files, each naming the file.
    public private(set) var problems: [String]
    /// Where the player's themes are kept.
    public let userFile: URL
    /// The player's file exists but did not parse: it is never written over.
    public private(set) var userFileIsBroken: Bool

    public init(builtIn: [MemoryTheme], custom: [MemoryTheme] = [], userFile: URL, problems: [String] = []) {
        self.builtIn = builtIn
        self.custom = custom
        self.userFile = userFile
        self.problems = problems
        userFileIsBroken = false
    }

    /// Every theme, built-in first.
    public var all: [MemoryTheme] { builtIn + custom }

    public func isCustom(_ theme: MemoryTheme) -> Bool {
        custom.contains { $0.name == theme.name }
    }

    /// Reads the built-in file (if found) and the player's file (if it exists).
    public static func load(builtInFile: URL?, userFile: URL) -> ThemeLibrary {
        var library = ThemeLibrary(builtIn: [], userFile: userFile)
        if let builtInFile, let data = try? Data(contentsOf: builtInFile) {
            let contents = ThemeFile.read(
                data, name: displayPath(builtInFile), isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji)
            library.builtIn = contents.themes
            library.problems += contents.problems
        } else {
            library.problems.append(
                "cannot find the built-in themes file (Resources/themes.json or share/cardtable/themes.json)")
        }
        if FileManager.default.fileExists(atPath: userFile.path) {
            if let data = try? Data(contentsOf: userFile) {
                let contents = ThemeFile.read(
                    data, name: displayPath(userFile), isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji)
                library.custom = contents.themes.filter { theme in
                    !library.builtIn.contains { $0.name == theme.name }
                }
                if library.custom.count < contents.themes.count {
                    library.problems.append(
                        "\(displayPath(userFile)): a theme with a built-in theme's name is left out")
                }
                library.problems += contents.problems
                library.userFileIsBroken = contents.isBroken
            } else {
                library.problems.append(
                    "\(displayPath(userFile)): cannot be read; your themes are not loaded")
                library.userFileIsBroken = true
            }
        }
        return library
    }

    /// A file's path as the player knows it: under the home folder it starts with `~`.
    public static func displayPath(_ file: URL) -> String {
        let home = NSHomeDirectory()
        let path = file.path
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// The player's themes file: $XDG_CONFIG_HOME/cardtable/themes.json, or under ~/.config.
    public static func defaultUserFile(environment: [String: String]) -> URL {
        let base: URL
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            base = URL(fileURLWithPath: config)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".config")
        }
        return base.appendingPathComponent("cardtable").appendingPathComponent("themes.json")
    }

    /// The built-in themes file: the first `Resources/themes.json` (in the source tree) or
    /// `share/cardtable/themes.json` (installed) found going up from the executable's folder.
    public static func findBuiltInFile(executable: URL) -> URL? {
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in ["Resources/themes.json", "share/cardtable/themes.json"] {
                let file = folder.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: file.path) { return file }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Why `theme` cannot be saved as the player's, or nil when it can.
    ///
    /// `replacing` is the name of the theme being edited, which may keep its name.
    public func problem(with theme: MemoryTheme, replacing: String?) -> String? {
        let name = theme.name.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { return "the theme needs a name" }
        if name != replacing && all.contains(where: { $0.name == name }) {
            return "there is already a theme called '\(name)'"
        }
        let bad = theme.emoji.filter {
            ThemeFile.emojiProblem($0, isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji) != nil
        }
        if !bad.isEmpty { return "not single two-column emoji: " + bad.joined(separator: " ") }
        if Set(theme.emoji).count < MemoryTheme.minimumPairs {
            return "a theme needs at least \(MemoryTheme.minimumPairs) different emoji"
        }
        return nil
    }

    /// Adds or replaces (by `replacing` name) one of the player's themes and saves the file.
    public mutating func save(_ theme: MemoryTheme, replacing: String?) throws {
        var themes = custom
        if let replacing, let index = themes.firstIndex(where: { $0.name == replacing }) {
            themes[index] = theme
        } else {
            themes.append(theme)
        }
        try write(themes)
        custom = themes
    }

    /// Deletes one of the player's themes and saves the file.
    public mutating func delete(named name: String) throws {
        let themes = custom.filter { $0.name != name }
        try write(themes)
        custom = themes
    }

    /// Why saving failed, in words for the player.
    public struct SaveError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes the player's file whole and atomically (a temporary file renamed over it).
    private func write(_ themes: [MemoryTheme]) throws {
        guard !userFileIsBroken else {
            throw SaveError(
                description: "\(Self.displayPath(userFile)) has an error; fix or move it before saving themes"
            )
        }
        do {
            try FileManager.default.createDirectory(
                at: userFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(ThemeFile.text(for: themes).utf8).write(to: userFile, options: .atomic)
        } catch {
            throw SaveError(
                description: "cannot save \(Self.displayPath(userFile)): \(error.localizedDescription)")
        }
    }
}
