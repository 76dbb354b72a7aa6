import Foundation
import Testing

/// The command line without a game: errors, `--version`, `--help` (a command's too), and no terminal.
@Suite("Command line")
struct CommandLineTests {
    /// One run of the binary and what it should do.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let standardOutput: [String]
        let standardError: [String]

        var testDescription: String {
            arguments.isEmpty ? "cardtable (no arguments)" : "cardtable " + arguments.joined(separator: " ")
        }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["--bogus"], status: 2, standardOutput: [],
            standardError: ["cardtable: unknown option '--bogus'", "Try 'cardtable --help'"]),
        Case(
            arguments: ["bogus"], status: 2, standardOutput: [],
            standardError: ["cardtable: unknown command 'bogus'", "Try 'cardtable --help'"]),
        Case(
            arguments: ["set", "--seed", "x"], status: 2, standardOutput: [],
            standardError: [
                "--seed: 'x' is not a whole number", "Try 'cardtable set --help' for its options.",
            ]),
        Case(
            arguments: ["--seed", "x", "memorize"], status: 2, standardOutput: [],
            standardError: ["--seed: 'x' is not a whole number", "Try 'cardtable memorize --help'"]),
        Case(
            arguments: ["set", "--seed", "99999999999999999999"], status: 2, standardOutput: [],
            standardError: ["--seed: '99999999999999999999' is too large: a seed is a whole number from 0 to"]
        ),
        Case(
            arguments: ["puzzle", "--date", "2026-02-30"], status: 2, standardOutput: [],
            standardError: ["--date: '2026-02-30': there is no such day", "Try 'cardtable puzzle --help'"]),
        Case(
            arguments: ["puzzle", "--date", "30.2.2026"], status: 2, standardOutput: [],
            standardError: ["--date: '30.2.2026' is not a date written YYYY-MM-DD"]),
        // Nobody plays the daily puzzle for the player: refused, not opened and left running.
        Case(
            arguments: ["deal", "--game", "puzzle", "--once"], status: 2, standardOutput: [],
            standardError: [
                "cardtable: --game: 'puzzle' is not set or memorize", "Try 'cardtable deal --help'",
            ]),
        Case(arguments: ["--version"], status: 0, standardOutput: ["cardtable "], standardError: []),
        Case(
            arguments: ["--help"], status: 0, standardOutput: ["usage: cardtable", "--seed N"],
            standardError: []),
        Case(arguments: ["-h"], status: 0, standardOutput: ["usage: cardtable"], standardError: []),
        Case(
            arguments: ["set", "--help"], status: 0,
            standardOutput: ["usage: cardtable set", "--seed N", "--no-color", "hint"], standardError: []),
        Case(
            arguments: ["deal", "--help"], status: 0,
            standardOutput: ["usage: cardtable deal", "--once", "--game NAME", "Space"], standardError: []),
        Case(
            arguments: ["stats", "--help"], status: 0, standardOutput: ["usage: cardtable stats", "--json"],
            standardError: []),
        Case(
            arguments: ["set"], status: 1, standardOutput: [], standardError: ["needs a terminal"]),
        Case(arguments: [], status: 1, standardOutput: [], standardError: ["needs a terminal"]),
    ]

    @Test("Runs without a terminal", arguments: cases)
    func run(_ expected: Case) throws {
        // Standard input is /dev/null and standard output a file: neither is a terminal.
        let result = try CompletedCommand.run(try Prerequisites.appBinary(), expected.arguments)
        #expect(!result.wasSignalled)
        #expect(result.status == expected.status, "stderr: \(result.standardError)")
        for text in expected.standardOutput {
            #expect(result.standardOutput.contains(text), "stdout: \(result.standardOutput)")
        }
        if expected.standardOutput.isEmpty { #expect(result.standardOutput.isEmpty) }
        for text in expected.standardError {
            #expect(result.standardError.contains(text), "stderr: \(result.standardError)")
        }
        if expected.standardError.isEmpty { #expect(result.standardError.isEmpty) }
        if expected.status == 2 {
            // The error and where the help is, as git and cargo say it: never the whole usage,
            // which would scroll the error off a 24-line terminal.
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 2, "stderr: \(result.standardError)")
            #expect(!result.standardError.contains("usage:"), "stderr: \(result.standardError)")
        }
    }

    @Test("Over ssh without a terminal, it says to ask for one with ssh -t")
    func overSSHWithoutATerminal() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SSH_CONNECTION"] = "192.0.2.1 50000 192.0.2.2 22"
        let binary = try Prerequisites.appBinary()
        let result = try CompletedCommand.run(binary, ["set"], environment: environment)
        #expect(result.status == 1)
        #expect(result.standardError.contains("ssh -t HOST cardtable"), "stderr: \(result.standardError)")
        environment["SSH_CONNECTION"] = nil
        let local = try CompletedCommand.run(binary, ["set"], environment: environment)
        #expect(!local.standardError.contains("ssh"), "stderr: \(local.standardError)")
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try CompletedCommand.run(try Prerequisites.appBinary(), ["--version"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.wholeMatch(of: #/cardtable \d+\.\d+\.\d+\S*\n/#) != nil,
            "stdout: \(result.standardOutput)")
    }

    /// Only one of standard input and output is the terminal.
    enum Redirect: String, CaseIterable, Sendable {
        case inputFromDevNull = "< /dev/null"
        case outputToFile = "> file"
    }

    @Test("Refuses to start when only one side is a terminal", arguments: Redirect.allCases)
    func halfATerminal(_ redirect: Redirect) async throws {
        let binary = try Prerequisites.appBinary()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtable-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("stdout").path
        let script =
            switch redirect {
            case .inputFromDevNull: #""$0" set < /dev/null; echo "EXIT=$?"; exec sleep 600"#
            case .outputToFile: #""$0" set > "$1"; echo "EXIT=$?"; exec sleep 600"#
            }
        let session = try TmuxSession(
            command: ["/bin/sh", "-c", script, binary.path, output], size: TerminalSize(100, 10))
        defer { session.kill() }
        let screen = try await session.waitFor("the program to refuse and exit") { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=1"), "\(screen)")
        #expect(screen.contains("needs a terminal"), "\(screen)")
        #expect(try session.display("#{alternate_on}") == "0")
    }
}
