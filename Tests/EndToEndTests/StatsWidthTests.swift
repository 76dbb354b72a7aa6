import CardModel
import Foundation
import Testing

/// `cardtable stats` fits the terminal it prints to, as `ls` does: no line wraps.
@Suite("Statistics on a terminal")
struct StatsWidthTests {
    /// A record of games whose table is wider than 80 columns: games against the computer
    /// and between friends with long names, a Memorize theme, the daily puzzle.
    static func recordsFile(in folder: URL) throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let records = [
            GameRecord(
                date: date, game: GameKind("set"), seed: 1, finished: true, score: 45, seconds: 754,
                found: 25,
                moves: 80, log: nil),
            GameRecord(
                date: date, game: GameKind("set"), mode: .computer(.normal), seed: 2, finished: true,
                score: 9,
                seconds: 1_201, found: 14, moves: 60, outcome: .won, log: nil,
                standings: [
                    SeatPoints(name: "You", points: 9),
                    SeatPoints(name: "Computer", points: 5, isComputer: true),
                ]),
            GameRecord(
                date: date, game: GameKind("memorize"), mode: .friends(3), variant: "Animals", seed: 3,
                finished: true, score: 4, seconds: 300, found: 8, moves: 30, outcome: .winner("Alexandra"),
                log: nil,
                standings: [
                    SeatPoints(name: "Alexandra", points: 4), SeatPoints(name: "Bartholomew", points: 3),
                    SeatPoints(name: "Christopher", points: 1),
                ]),
            GameRecord(
                date: date, game: GameKind("puzzle"), seed: 4, finished: true, score: 6, seconds: 161,
                found: 6,
                moves: 20, day: "2026-12-01", log: nil),
        ]
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let games = try JSONSerialization.jsonObject(with: try encoder.encode(records))
        let document = try JSONSerialization.data(withJSONObject: ["version": 1, "games": games])
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("cardtable"), withIntermediateDirectories: true)
        try document.write(to: folder.appendingPathComponent("cardtable/games.json"))
    }

    @Test("`cardtable stats` in a terminal wraps no line, at 80 or at 50 columns", arguments: [80, 50])
    func fitsTheTerminal(columns: Int) async throws {
        let state = URL(fileURLWithPath: "/tmp/ct-stats-\(UUID().uuidString.prefix(8).lowercased())")
        defer { try? FileManager.default.removeItem(at: state) }
        try Self.recordsFile(in: state)
        let binary = try Prerequisites.appBinary()
        // A shell in the pane runs it, so the report goes to the terminal and stays on it.
        let session = try TmuxSession(
            command: [
                "/usr/bin/env", "XDG_STATE_HOME=\(state.path)", "COLUMNS=200", "LANG=C.UTF-8", "/bin/sh",
                "-c",
                "'\(binary.path)' stats; echo \"status $?\"; sleep 600",
            ],
            size: TerminalSize(columns, 60))
        defer { session.kill() }
        let screen = try await session.waitFor("the report, then its status") {
            $0.contains("status 0")
        }
        #expect(screen.contains("vs computer (normal)") && screen.contains("Alexandra"), "\(screen)")
        // tmux joins the rows of a line that wrapped: the same rows joined or not, nothing wrapped.
        let joined = try session.capture(joiningWrappedLines: true)
        #expect(joined.rows == screen.rows, "a line wrapped at \(columns) columns:\n\(screen)")
    }

    @Test("`cardtable stats` to a pipe fits 80 columns, or COLUMNS when it is set")
    func fitsAPipe() async throws {
        let state = URL(fileURLWithPath: "/tmp/ct-stats-\(UUID().uuidString.prefix(8).lowercased())")
        defer { try? FileManager.default.removeItem(at: state) }
        try Self.recordsFile(in: state)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        for (columns, width) in [(nil, 80), ("50", 50), ("bogus", 80)] as [(String?, Int)] {
            environment["COLUMNS"] = columns
            let result = try await CompletedCommand.run(
                try Prerequisites.appBinary(), ["stats"], environment: environment)
            #expect(result.status == 0, "\(result.standardError)")
            let widest = result.standardOutput.split(separator: "\n").map(\.count).max() ?? 0
            #expect(
                widest <= width, "COLUMNS=\(columns ?? "unset"): \(widest) columns:\n\(result.standardOutput)"
            )
            #expect(result.standardOutput.contains("Alexandra"), "\(result.standardOutput)")
        }
    }
}
