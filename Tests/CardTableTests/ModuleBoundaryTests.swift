import Foundation
import Render
import Testing

/// The modules below the games name none of them, nor their rules, painters or themes.
///
/// A game is one module, and the table keeps no files. Checked in the sources, for what the
/// compiler lets through: CardModel, which the table and the keeping import, holds the rules
/// of every game, and a game's extensions are seen across the whole app module.
@Suite struct ModuleBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The modules below the games, which know no game.
    static let belowTheGames = [
        "TableLayout", "Animation", "Render", "TerminalIO", "GameTable", "Keeping", "FileStore",
        "NcursesTerminal", "TableHosting",
    ]

    /// The games' modules, which only the app's catalogue (and the executable's bench) imports.
    static let games = ["SetTable", "SetJuniorTable", "SetChainTable", "SetUltraTable", "MemorizeTable"]

    /// CardModel's types that belong to one game: its rules, its cards, its themes.
    static let gameTypes = [
        "SetGame", "SetCard", "SetAction", "SetVariant", "SetGhost", "SetColor", "SetShading", "SetShape",
        "SetScoring", "MemoryGame", "MemoryAction", "MemoryTheme", "MemoryScoring", "ThemeFile",
        "DailyPuzzle",
        "PuzzleAction", "PuzzleDate",
    ]

    /// What names a game in code: its types, its modules.
    static let gameWords = Set<Substring>((gameTypes + games).map { Substring($0) })

    /// Each line of code of `module`'s sources, comments left out, with the file it is in.
    static func code(of module: String) throws -> [(file: String, line: String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(!files.isEmpty, "no sources in \(folder.path)")
        return try files.sorted().flatMap { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n").compactMap { line in
                let code = line.components(separatedBy: " // ")[0].trimmingCharacters(in: .whitespaces)
                return code.hasPrefix("//") || code.isEmpty ? nil : (file, code)
            }
        }
    }

    /// The identifiers in `line`: its words of letters, digits and underscores.
    static func identifiers(in line: String) -> Set<Substring> {
        Set(line.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    /// Whether `line` names the member `.name` (a game's kind), not a method of that name.
    static func namesMember(_ line: String, _ name: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: "." + name) {
            rest = rest[found.upperBound...]
            guard let next = rest.first else { return true }
            if !(next.isLetter || next.isNumber || next == "_" || next == "(") { return true }
        }
        return false
    }

    @Test func theTableDependsOnNeitherKeepingNorFileStore() throws {
        let package = try String(
            contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(package.range(of: #"name: "GameTable","#))
        let end = try #require(package[target.upperBound...].range(of: "]"))
        let dependencies = package[target.upperBound..<end.lowerBound]
        #expect(dependencies.contains("\"CardModel\""), "\(dependencies)")
        for module in ["Keeping", "FileStore"] + Self.games {
            #expect(!dependencies.contains("\"\(module)\""), "GameTable depends on \(module)")
        }
        for (file, line) in try Self.code(of: "GameTable") where line.hasPrefix("import ") {
            #expect(!["Keeping", "FileStore"].contains(line.dropFirst("import ".count)), "\(file): \(line)")
        }
    }

    @Test func noModuleBelowTheGamesNamesOne() throws {
        for module in Self.belowTheGames {
            for (file, line) in try Self.code(of: module) {
                for word in Self.identifiers(in: line).intersection(Self.gameWords) {
                    Issue.record("\(module)/\(file) names \(word): \(line)")
                }
                if line.range(of: "theme", options: .caseInsensitive) != nil {
                    Issue.record("\(module)/\(file) names a theme: \(line)")
                }
            }
        }
    }

    /// The app names the games in its catalogue alone: the menu, settings, statistics, the
    /// runner of effects and the command line read every game through its entry.
    @Test func theAppNamesTheGamesInItsCatalogueAlone() throws {
        let kinds = ["set", "memorize", "puzzle", "setJunior", "setChain", "setUltra"]
        for module in ["CardTableApp", "cardtable"] {
            for (file, line) in try Self.code(of: module) where file != "GameCatalog.swift" {
                for word in Self.identifiers(in: line).intersection(Self.gameWords) {
                    Issue.record("\(module)/\(file) names \(word): \(line)")
                }
                for kind in kinds where Self.namesMember(line, kind) {
                    Issue.record("\(module)/\(file) names the game .\(kind): \(line)")
                }
            }
        }
    }

    /// Only the app reads the program's environment.
    ///
    /// The modules below it are handed what it says (`ProgramPlaces`, `AppServices.places`, a
    /// `FileStore`), so a test can give another; the terminal's adapter alone looks at the
    /// variables ncurses reads (`TERM`, `LINES`, `COLUMNS`).
    @Test func onlyTheAppReadsTheEnvironment() throws {
        let modules =
            Self.belowTheGames + Self.games + ["CardModel", "CardPlayers", "SessionRecorder", "TableWire"]
        for module in modules {
            for (file, line) in try Self.code(of: module) {
                if line.contains("ProcessInfo") || (line.contains("getenv(") && module != "NcursesTerminal") {
                    Issue.record("\(module)/\(file) reads the environment itself: \(line)")
                }
            }
        }
    }

    /// Render's inks mean what every game may use: none is named for a game or its themes.
    @Test func noInkIsAGames() {
        for ink in Ink.allCases {
            let name = "\(ink)".lowercased()
            #expect(!["theme", "memor", "puzzle"].contains { name.contains($0) }, "\(name)")
        }
    }
}
