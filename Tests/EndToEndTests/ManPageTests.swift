import Foundation
import Testing

/// The manual page, `docs/cardtable.6`: the formatters find nothing wrong with it, and it
/// documents every command and option the program's help names.
@Suite("Manual page")
struct ManPageTests {
    static var page: URL { Prerequisites.packageRoot().appendingPathComponent("docs/cardtable.6") }

    static func source() throws -> String {
        try String(contentsOf: page, encoding: .utf8)
    }

    @Test(
        "mandoc -T lint has no warnings", .enabled(if: Prerequisites.installedTool("mandoc") != nil))
    func mandocLint() throws {
        let mandoc = try #require(Prerequisites.installedTool("mandoc"))
        // Warnings and errors only: its style notes include links to manuals that this
        // machine may not have installed (asciinema(1)), which says nothing about the page.
        let result = try CompletedCommand.run(mandoc, ["-T", "lint", "-W", "warning", Self.page.path])
        #expect(result.status == 0 && result.standardOutput.isEmpty, "\(result.standardOutput)")
    }

    @Test(
        "groff -ww finds nothing to warn about", .enabled(if: Prerequisites.installedTool("groff") != nil))
    func groffWarnings() throws {
        let groff = try #require(Prerequisites.installedTool("groff"))
        let result = try CompletedCommand.run(groff, ["-ww", "-z", "-mandoc", Self.page.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    /// The commands a help text lists, each on a line of its own: `  set    play Set`.
    static func commands(in help: String) -> [String] {
        help.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/  ([a-z]+) {2,}\S.*/#).map { String($0.1) }
        }
    }

    /// The options a help text names: `--seed`, `-h`.
    static func options(in help: String) -> Set<String> {
        Set(
            help.matches(of: #/(?:^|[\s\[(|])(--?[a-z][a-z-]*)/#.anchorsMatchLineEndings()).map {
                String($0.1)
            })
    }

    /// Whether the page has a list item for `option`: `.It Fl \-seed Ar N`, `.It Fl h , Fl \-help`.
    static func documents(option: String, in page: String) -> Bool {
        let macro = "Fl " + (option.hasPrefix("--") ? "\\-" + option.dropFirst(2) : option.dropFirst())
        return page.split(separator: "\n").contains { line in
            line.hasPrefix(".It ") && (line.hasSuffix(macro) || line.contains(macro + " "))
        }
    }

    @Test("Every command and option of cardtable --help is documented")
    func everyCommandAndOption() throws {
        let page = try Self.source()
        let help = try CompletedCommand.run(try Prerequisites.appBinary(), ["--help"]).standardOutput
        let commands = Self.commands(in: help)
        #expect(commands.count >= 5, "commands found in the help: \(commands)")
        let synopsis = page.components(separatedBy: ".Sh SYNOPSIS")[1].components(separatedBy: ".Sh ")[0]
        for command in commands {
            #expect(page.contains("\n.It Cm \(command)"), "no item for the command \(command)")
            #expect(synopsis.contains("\n.Cm \(command)\n"), "\(command) is not in the synopsis")
        }
        let options = Self.options(in: help)
        #expect(options.isSuperset(of: ["-h", "--help", "--version", "--seed"]), "\(options)")
        for option in options {
            #expect(Self.documents(option: option, in: page), "no item for the option \(option)")
        }
    }

    @Test("Every option of each command's help is documented")
    func everyCommandsOptions() throws {
        let page = try Self.source()
        let binary = try Prerequisites.appBinary()
        let help = try CompletedCommand.run(binary, ["--help"]).standardOutput
        for command in Self.commands(in: help) {
            let result = try CompletedCommand.run(binary, [command, "--help"])
            #expect(result.status == 0 && result.standardOutput.hasPrefix("usage: cardtable \(command)"))
            for option in Self.options(in: result.standardOutput) {
                #expect(Self.documents(option: option, in: page), "\(command): no item for \(option)")
            }
        }
    }

    @Test("The files, the environment and the exit status are there")
    func filesEnvironmentAndExitStatus() throws {
        let page = try Self.source()
        for variable in ["NO_COLOR", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME", "TERM", "LANG", "LC_ALL"] {
            #expect(page.contains(".It Ev \(variable)") || page.contains("Ev \(variable) ,"), "\(variable)")
        }
        for file in [
            "$XDG_CONFIG_HOME/cardtable/themes.json", "$XDG_STATE_HOME/cardtable/*-game.json",
            "$XDG_STATE_HOME/cardtable/games.json", "$XDG_STATE_HOME/cardtable/games-pending.json",
            "PREFIX/share/cardtable/themes.json",
        ] {
            #expect(page.contains(".It Pa \(file)\n"), "\(file)")
        }
        let status = page.components(separatedBy: ".Sh EXIT STATUS")[1].components(separatedBy: ".Sh ")[0]
        for item in [".It 0\n", ".It 1\n", ".It 2\n", ".It 128+ Ns Ar N\n"] {
            #expect(status.contains(item), "\(item)")
        }
    }
}

extension Prerequisites {
    /// The program called `name` on `PATH` or in the usual system folders, if installed.
    static func installedTool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
        return folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
