import Animation
import CardModel
import FileStore
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import MemorizeTable

/// A theme half typed in the editor when the program is left without a decision is kept as
/// a draft and offered back: it was lost on a hang-up, a signal or Ctrl-C.
@Suite struct ThemeDraftTests {
    static let size = Size(width: 80, height: 24)

    /// Runs the app on the themes screen through `events` with the themes of `folder`, and
    /// returns the library it ended with and the last screen (a run may be only the way to
    /// leave a draft behind for the next).
    @discardableResult
    static func run(_ events: [InputEvent], folder: URL) -> (ThemeLibrary, String) {
        let shared = services(library: library(userFolder: folder))
        let terminal = InMemoryTerminal(size: size, events: events)
        App(
            terminal: terminal, clock: ManualClock(),
            start: .screen(.memorize, AnyGameValue(ThemesScreen(isPlaying: false))),
            settings: App.Settings(seed: 1, timing: AnimationTiming(reducedMotion: true)),
            services: shared, catalog: .tested,
            store: FileStore(directories: AppDirectories(environment: ["HOME": folder.path]))
        ).run()
        return (shared.themes, terminal.screen?.text ?? "")
    }

    static func typing(_ text: String) -> [InputEvent] {
        text.map { .key(.character($0)) }
    }

    @Test(arguments: [
        ("SIGHUP", InputEvent.interrupted(signal: SIGHUP)), ("SIGTERM", .interrupted(signal: SIGTERM)),
        ("Ctrl-C", .interrupted(signal: SIGINT)), ("input gone", .endOfInput), ("Ctrl-Z", .suspendRequested),
    ])
    func aThemeHalfTypedIsKeptAndOfferedBack(way: String, ending: InputEvent) throws {
        let folder = temporaryFolder()
        // A new theme: its name, two emoji, then the way out.
        let typed = [.key(.character("a"))] + Self.typing("Half") + [.key(.tab)] + Self.typing("🦊🐙")
        Self.run(typed + [ending], folder: folder)
        let (library, screen) = Self.run([], folder: folder)
        #expect(screen.contains("New theme"), "\(way): the editor opens on the draft:\n\(screen)")
        #expect(screen.contains("Name:   Half"), "\(way):\n\(screen)")
        #expect(screen.contains("(2 emoji)"), "\(way):\n\(screen)")
        #expect(screen.contains("Kept from before"), "\(way):\n\(screen)")
        #expect(library.draftProblem == nil)
    }

    @Test func aDraftSavedOrDroppedIsNotOfferedAgain() throws {
        let folder = temporaryFolder()
        let typed = [.key(.character("a"))] + Self.typing("Sea") + [.key(.tab)] + Self.typing("🦊🐙🐳🐬")
        Self.run(typed + [.interrupted(signal: SIGHUP)], folder: folder)
        // Taken up and saved: the theme is the player's, and no draft is left.
        let (saved, _) = Self.run([.key(.enter)], folder: folder)
        #expect(saved.custom.map(\.name) == ["Sea"])
        let (_, afterSave) = Self.run([], folder: folder)
        #expect(!afterSave.contains("New theme"), "\(afterSave)")
        // Another, dropped with Esc.
        Self.run(
            [.key(.character("a"))] + Self.typing("Gone") + [.interrupted(signal: SIGTERM)], folder: folder)
        Self.run([.key(.escape)], folder: folder)
        let (_, afterDrop) = Self.run([], folder: folder)
        #expect(!afterDrop.contains("New theme"), "\(afterDrop)")
    }

    /// Keys that reach the form as control characters (Ctrl-S, which does not stop the
    /// terminal while the game runs; Ctrl-A; a pasted escape) are not part of a name: a
    /// name that held one was kept as a draft this program then refused to read, lost, and
    /// in the way of every later draft.
    @Test func controlKeysTypedInTheNameLeaveADraftThatComesBack() throws {
        let folder = temporaryFolder()
        let controls: [Character] = ["\u{13}", "\u{01}", "\u{1B}", "\u{7F}", "\u{202E}"]
        let typed =
            [.key(.character("a"))] + Self.typing("Ha") + controls.map { .key(.character($0)) }
            + Self.typing("rbour")
        Self.run(typed + [.interrupted(signal: SIGHUP)], folder: folder)
        let (library, screen) = Self.run([], folder: folder)
        #expect(screen.contains("Name:   Harbour"), "\(screen)")
        #expect(screen.contains("Kept from before"), "\(screen)")
        #expect(library.problems.isEmpty, "\(library.problems)")
    }

    @Test func anEditorOpenedButNotTypedInKeepsNoDraft() throws {
        let folder = temporaryFolder()
        Self.run([.key(.character("a")), .interrupted(signal: SIGHUP)], folder: folder)
        let draft = ThemeLibrary.defaultDraftFile(
            directories: AppDirectories(environment: ["HOME": folder.path]))
        #expect(!FileManager.default.fileExists(atPath: draft.path))
    }

    /// A draft file that cannot be read is named and left as it is, never written over.
    @Test func anUnreadableDraftIsNamedAndLeftAlone() throws {
        let folder = temporaryFolder()
        let draft = ThemeLibrary.defaultDraftFile(
            directories: AppDirectories(environment: ["HOME": folder.path]))
        try FileManager.default.createDirectory(
            at: draft.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"draft\": {\"name\": 3}}".utf8).write(to: draft)
        let (library, _) = Self.run(
            [.key(.character("a"))] + Self.typing("New") + [.interrupted(signal: SIGHUP)], folder: folder)
        #expect(library.problems.contains { $0.contains("memorize-theme-draft.json: not a draft") })
        #expect(
            library.draftProblem?.contains("it is left as it is") == true, "\(library.draftProblem ?? "")")
        #expect(
            try String(contentsOf: draft, encoding: .utf8) == "{\"version\": 1, \"draft\": {\"name\": 3}}")
    }
}
