import Foundation
import Testing

/// Text from a file or the command line reaches the terminal cleaned: a theme's emoji or
/// colour, or `--theme`, holding `ESC ] 2 ; ... BEL` cannot retitle the terminal through the
/// messages printed at exit, and a bidirectional override cannot turn a name around.
@Suite("Hostile text from files and the command line")
struct HostileTextTests {
    /// What retitles a terminal (OSC 2), as a hostile file would hold it.
    static let retitle = "\u{1B}]2;PWNED\u{07}"

    /// `retitle` in a JSON string.
    static let retitleInJSON = "\\u001b]2;PWNED\\u0007"

    /// A themes file whose every field that reaches a message holds something hostile.
    static let hostileThemes = """
        [
          {"name": "Pets", "emoji": ["🐶", "🐱", "🐭", "🐹", "\(retitleInJSON)"], "color": "\(retitleInJSON)"},
          {"name": "Evil\u{202E}sdrawkcab", "emoji": ["🐶", "🐱", "🐭", "🐹", "🐶"], "color": "mauve"}
        ]

        """

    /// `cardtable arguments` in a pane whose standard error is the terminal, as a player
    /// runs it: after it ends, what it wrote to standard error is shown there too (and kept
    /// in `stderr`), and `EXIT=<status>` is printed.
    static func runInTheOpen(
        _ arguments: [String], environment: [String: String], folder: URL
    ) throws -> TmuxSession {
        let binary = try Prerequisites.appBinary()
        let settings = environment.merging(AppUnderTest.utf8Locale) { $1 }.merging(["TERM": "xterm-256color"])
        {
            $1
        }
        .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let script = """
            dir=$1; shift
            "$@" 2> "$dir/stderr"; status=$?
            cat "$dir/stderr" >&2
            echo "EXIT=$status"
            exec sleep 600
            """
        return try TmuxSession(
            command: ["/usr/bin/env"] + settings + ["/bin/sh", "-c", script, "sh", folder.path, binary.path]
                + arguments,
            size: TerminalSize(100, 30))
    }

    /// Checks that nothing retitled the pane and that `stderr` holds no control character
    /// (but line ends) nor bidirectional control, and quotes the hostile text written out.
    static func expectClean(
        _ session: TmuxSession, folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        #expect(
            try session.display("#{pane_title}") != "PWNED", "the terminal was not retitled",
            sourceLocation: sourceLocation)
        let standardError = try String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)
        let unsafe = standardError.unicodeScalars.filter {
            $0 != "\n" && ($0.properties.generalCategory == .control || $0.properties.isBidiControl)
        }
        #expect(
            unsafe.isEmpty,
            "standard error holds \(unsafe.map { String($0.value, radix: 16) }): \(standardError)",
            sourceLocation: sourceLocation)
        return standardError
    }

    @Test("A theme's hostile emoji, colour and name reach standard error written out, not as sequences")
    func hostileThemeFile() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        try config.writeThemesFile(Self.hostileThemes)
        let session = try Self.runInTheOpen(
            ["memorize", "--seed", "1", "--theme", "Flowers"], environment: config.environment,
            folder: config.url)
        defer { session.kill() }
        try await session.waitFor("a game of Flowers") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("T")
        let chooser = try await session.waitFor("the theme chooser") { $0.header.contains("Themes") }
        #expect(chooser.contains("Evilsdrawkcab"), "the name without its override:\n\(chooser)")
        try session.sendKeys("q")
        try await session.waitFor("the game again") { $0.memorizeStatus?.theme == "Flowers" }
        try session.sendKeys("Q")
        let screen = try await session.waitFor("the exit status") { $0.contains("EXIT=0") }
        let standardError = try Self.expectClean(session, folder: config.url)
        #expect(
            standardError.contains("'\\u{1B}]2;PWNED\\u{7}'"),
            "the hostile emoji and colour are quoted written out: \(standardError)")
        #expect(standardError.contains("'Evilsdrawkcab'"), "the name lost its override: \(standardError)")
        #expect(screen.contains("\\u{1B}]2;PWNED"), "the player sees what was wrong:\n\(screen)")
    }

    @Test("--theme holding a sequence is quoted written out in the error")
    func hostileThemeOption() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let session = try Self.runInTheOpen(
            ["memorize", "--theme", Self.retitle + "\u{202E}x"], environment: config.environment,
            folder: config.url)
        defer { session.kill() }
        try await session.waitFor("the exit status") { $0.contains("EXIT=2") }
        let standardError = try Self.expectClean(session, folder: config.url)
        #expect(
            standardError.contains("no theme called '\\u{1B}]2;PWNED\\u{7}\\u{202E}x'"),
            "the name given is quoted written out: \(standardError)")
    }
}
