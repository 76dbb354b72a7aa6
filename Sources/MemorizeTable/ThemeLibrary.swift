import CardModel
import FileStore
import Foundation
import GameTable
import Render

/// The Memorize themes: the built-in ones and the player's own, with what was wrong with
/// either file, and the saving of the player's themes.
public struct ThemeLibrary: Sendable {
    public private(set) var builtIn: [MemoryTheme]
    public private(set) var custom: [MemoryTheme]
    /// Messages for the player about the files, each naming the file.
    public var problems: [String] { builtInProblems + userProblems + draftProblems }
    /// Where the player's themes are kept.
    public let userFile: URL
    /// The player's file exists but could not be read: it is never written over.
    public private(set) var userFileIsBroken: Bool
    /// Where a theme the player was typing is kept when the program is left without a
    /// decision (`ThemeDraft`); nil: drafts are not kept (a library made for a test).
    public let draftFile: URL?
    /// The draft kept from before, offered back when the themes screen opens; nil: none.
    private(set) var draft: ThemeDraft?
    /// Why the draft could not be kept on the way out, naming the file; said on standard error.
    public internal(set) var draftProblem: String?
    /// How the player's file is read and written.
    private let store: FileStore
    private var builtInProblems: [String]
    private var userProblems: [String] = []
    private var draftProblems: [String] = []

    /// A library of `builtIn` and `custom` themes, the player's kept in `userFile` through `store`.
    ///
    /// The program's is read by `load`, with a store of the folders the app's environment
    /// names; without a store, files are named as in an empty environment (a test's library).
    public init(
        builtIn: [MemoryTheme], custom: [MemoryTheme] = [], userFile: URL, draftFile: URL? = nil,
        problems: [String] = [],
        store: FileStore = FileStore(directories: AppDirectories(environment: [:]))
    ) {
        self.builtIn = builtIn
        self.custom = custom
        self.userFile = userFile
        self.draftFile = draftFile
        self.store = store
        builtInProblems = problems
        userFileIsBroken = false
    }

    /// Every theme, built-in first.
    public var all: [MemoryTheme] { builtIn + custom }

    public func isCustom(_ theme: MemoryTheme) -> Bool {
        custom.contains { $0.name == theme.name }
    }

    /// Reads the built-in file (if found) and the player's file (if it exists), through `store`.
    public static func load(builtInFile: URL?, userFile: URL, store: FileStore) -> ThemeLibrary {
        var library = ThemeLibrary(
            builtIn: [], userFile: userFile, draftFile: defaultDraftFile(directories: store.directories),
            store: store)
        if let builtInFile, let data = try? store.read(builtInFile) {
            let contents = ThemeFile.read(
                data, name: store.directories.displayPath(builtInFile),
                isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji)
            library.builtIn = contents.themes
            library.builtInProblems = contents.problems
        } else {
            library.builtInProblems = [
                "cannot find the built-in themes file (Resources/themes.json or share/cardtable/themes.json)"
            ]
        }
        do {
            library.takeUserFile(try store.read(userFile))
        } catch {
            library.userProblems = ["\(error); your themes are not loaded"]
            library.userFileIsBroken = true
        }
        library.readDraft()
        return library
    }

    /// Reads the draft kept from before, if any; one that cannot be read is named and left
    /// as it is.
    private mutating func readDraft() {
        guard let draftFile else { return }
        do {
            guard let data = try store.read(draftFile, limit: ThemeDraft.sizeLimit) else { return }
            switch ThemeDraft.read(data) {
            case .success(let kept): draft = kept
            case .failure(let problem):
                draftProblems = ["\(displayPath(draftFile)): \(problem); it is left as it is"]
            }
        } catch {
            draftProblems = ["\(error); the theme you were typing is not offered back"]
        }
    }

    /// The change that keeps what `editor` holds as the draft (nil: drafts are not kept).
    func keeping(_ editor: ThemeEditor) -> FileUpdate? {
        draftFile.map {
            FileUpdate($0, ThemeDraftChange(draft: ThemeDraft(editor), fileName: displayPath($0)))
        }
    }

    /// The change that leaves no draft (the player saved it or dropped it), if one may be kept.
    var droppingDraft: FileUpdate? {
        draftFile.map { FileUpdate($0, ThemeDraftChange(draft: nil, fileName: displayPath($0))) }
    }

    /// The draft offered back is taken (into the editor): it is not offered again.
    mutating func takeDraft() -> ThemeDraft? {
        defer { draft = nil }
        return draft
    }

    /// Takes the player's themes from the file's bytes (nil: there is no file).
    private mutating func takeUserFile(_ data: Data?) {
        guard let data else {
            custom = []
            userProblems = []
            return
        }
        let contents = ThemeFile.read(
            data, name: displayPath(userFile), isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji)
        let builtInNames = Set(builtIn.map(\.name))
        custom = contents.themes.filter { !builtInNames.contains($0.name) }
        userProblems = contents.problems
        if custom.count < contents.themes.count {
            userProblems.append(
                "\(displayPath(userFile)): a theme with a built-in theme's name is left out")
        }
        userFileIsBroken = contents.isBroken
    }

    /// A file's path as the player knows it: under the home folder the store knows (the
    /// same the other files are named by) it starts with `~`.
    public func displayPath(_ file: URL) -> String {
        store.directories.displayPath(file)
    }

    /// The player's themes file: `themes.json` in the config folder.
    public static func defaultUserFile(directories: AppDirectories) -> URL {
        directories.config.appendingPathComponent("themes.json")
    }

    /// The draft of a theme: `memorize-theme-draft.json` in the state folder.
    public static func defaultDraftFile(directories: AppDirectories) -> URL {
        directories.state.appendingPathComponent("memorize-theme-draft.json")
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
        if replacing == nil && custom.count >= ThemeFile.mostThemes {
            return "a themes file holds at most \(ThemeFile.mostThemes) themes: delete one first"
        }
        return nil
    }

    /// The change to the player's file that adds or replaces (by `replacing` name) one of
    /// their themes, for the app to make (`TableEffect.update`); refused when the file
    /// cannot be read, so it is never written over.
    public func saving(_ theme: MemoryTheme, replacing: String?) throws(SaveError) -> FileUpdate {
        try update(.put(theme, replacing: replacing))
    }

    /// The change to the player's file that deletes one of their themes, for the app to make.
    public func deleting(named name: String) throws(SaveError) -> FileUpdate {
        try update(.delete(name))
    }

    /// Why saving failed, in words for the player.
    public struct SaveError: Error, CustomStringConvertible {
        public let description: String
    }

    /// `change` to the file as it will be when the app makes it (under the store's lock, so
    /// a theme another game saved meanwhile is kept).
    private func update(_ change: ThemeFile.Change) throws(SaveError) -> FileUpdate {
        guard !userFileIsBroken else {
            throw SaveError(
                description: "\(displayPath(userFile)) has an error; fix or move it before saving themes"
            )
        }
        return FileUpdate(userFile, ThemesChange(change: change, fileName: displayPath(userFile)))
    }

    /// Takes up everything the player's file holds once a change to it is written.
    public mutating func take(written contents: Data) {
        takeUserFile(contents)
    }
}

/// A change to the player's themes file, made to the file as it is when the app makes it.
struct ThemesChange: FileChange {
    let change: ThemeFile.Change
    /// The file as the player knows it, for what is wrong with it.
    let fileName: String

    func applied(to contents: Data?) throws -> Data {
        do {
            return try ThemeFile.updated(
                contents, with: change, isTwoColumnEmoji: DisplayWidth.isTwoColumnEmoji)
        } catch let error as ThemeFile.UnreadableFile {
            throw ThemeLibrary.SaveError(description: "\(fileName): \(error.reason); it is left as it is")
        }
    }
}
