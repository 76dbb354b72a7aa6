import Foundation
import Keeping
import MemorizeTable
import Testing

/// `ThemeLibrary.findBuiltInFile`: the built-in themes are found from where the program is,
/// installed under a prefix or built in the source tree, on fake trees of empty files.
@Suite struct BuiltInThemesFileTests {
    /// A fresh folder for one fake tree.
    ///
    /// It is deep enough that the search (six folders up from the program) never leaves it.
    /// Tests remove it in a `defer`, which also keeps it until the search has run.
    struct Tree {
        /// The folder removed at the end.
        let top: URL
        let root: URL

        init() throws {
            top = FileManager.default.temporaryDirectory
                .appendingPathComponent("cardtable-tree-\(UUID().uuidString)")
            root = top.appendingPathComponent("a/b/c/d/e/f/g")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        func remove() { try? FileManager.default.removeItem(at: top) }

        /// Makes an empty file at `path` under the root, with the folders it needs.
        @discardableResult
        func file(_ path: String) throws -> URL {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
            return url
        }

        /// The path the search should give for `path` under the root.
        func resolved(_ path: String) -> String {
            root.appendingPathComponent(path).resolvingSymlinksInPath().path
        }
    }

    @Test func anInstalledProgramFindsTheThemesUnderItsPrefix() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let program = try tree.file("usr/bin/cardtable")
        try tree.file("usr/share/cardtable/themes.json")
        let found = ThemeLibrary.findBuiltInFile(executable: program)
        #expect(found?.resolvingSymlinksInPath().path == tree.resolved("usr/share/cardtable/themes.json"))
    }

    @Test func aBuildInTheSourceTreeFindsTheResources() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let program = try tree.file("repo/.build/x86_64-unknown-linux-gnu/debug/cardtable")
        try tree.file("repo/Resources/themes.json")
        let found = ThemeLibrary.findBuiltInFile(executable: program)
        #expect(found?.resolvingSymlinksInPath().path == tree.resolved("repo/Resources/themes.json"))
    }

    @Test func theNearestFileWins() throws {
        // A program installed under a prefix inside a source tree uses its own prefix's themes.
        let tree = try Tree()
        defer { tree.remove() }
        let program = try tree.file("repo/staging/usr/bin/cardtable")
        try tree.file("repo/staging/usr/share/cardtable/themes.json")
        try tree.file("repo/Resources/themes.json")
        let found = ThemeLibrary.findBuiltInFile(executable: program)
        #expect(
            found?.resolvingSymlinksInPath().path
                == tree.resolved("repo/staging/usr/share/cardtable/themes.json"))
    }

    @Test func aLinkToTheProgramFindsTheThemesBesideTheProgramItself() throws {
        // `ln -s /opt/cardtable/bin/cardtable ~/bin/`: the themes are under /opt/cardtable.
        let tree = try Tree()
        defer { tree.remove() }
        let program = try tree.file("opt/cardtable/bin/cardtable")
        try tree.file("opt/cardtable/share/cardtable/themes.json")
        let link = tree.root.appendingPathComponent("home/bin/cardtable")
        try FileManager.default.createDirectory(
            at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: program)
        let found = ThemeLibrary.findBuiltInFile(executable: link)
        #expect(
            found?.resolvingSymlinksInPath().path
                == tree.resolved("opt/cardtable/share/cardtable/themes.json"))
    }

    @Test func noThemesFileIsNil() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let program = try tree.file("usr/bin/cardtable")
        try tree.file("usr/share/cardtable/other.json")
        #expect(ThemeLibrary.findBuiltInFile(executable: program) == nil)
    }
}
