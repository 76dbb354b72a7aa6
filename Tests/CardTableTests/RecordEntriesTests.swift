import CardModel
import FileStore
import Foundation
import TestSupport
import Testing

@testable import CardTableApp
@testable import Keeping

/// What the record of games holds is read as data: its strings are cleaned and bounded before
/// any report shows them, and an entry that cannot be a game is named, not counted, and kept.
@Suite struct RecordEntriesTests {
    /// An entry of the record as a file may hold it.
    static func entry(game: String = "set", seconds: Double = 60, theme: String? = nil) -> [String: Any] {
        var entry: [String: Any] = [
            "date": "2026-12-01T10:00:00Z", "game": game, "mode": "solo", "seed": "1", "finished": true,
            "score": 3, "seconds": seconds, "found": 3, "moves": 3,
        ]
        entry["theme"] = theme
        return entry
    }

    /// A keeper's store in a home of its own, its state folder made.
    static func home() throws -> (store: FileStore, state: URL) {
        let url = scratchFolder("entries")
        let store = FileStore(directories: AppDirectories(environment: ["HOME": url.path]))
        let state = store.directories.state
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        return (store, state)
    }

    static func entries(of file: URL) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        return try #require(document?["games"] as? [[String: Any]])
    }

    @Test func aRecordsTextsReachNoReportWithTheirControlsOrTheirLength() throws {
        let (store, state) = try Self.home()
        let hostile = [
            Self.entry(game: "set\u{1B}]2;PWNED\u{07}"), Self.entry(game: "set\u{202E}tes"),
            Self.entry(game: String(repeating: "g", count: 5_000)),
            Self.entry(game: "memorize", theme: "\u{1B}]2;PWNED\u{07}animals"),
        ]
        try FileKeeper.document(of: hostile).write(to: state.appendingPathComponent("games.json"))
        let keeper = FileKeeper(store: store)
        #expect(keeper.records.count == hostile.count && keeper.problems.isEmpty, "\(keeper.problems)")
        let statistics = GameStatistics(records: keeper.records, games: GameCatalog.tested.kinds)
        let text = StatisticsReport.text(statistics, records: keeper.records, catalog: .tested, width: 200)
        let json = StatisticsReport.json(statistics, records: keeper.records)
        for report in [text, json] {
            #expect(!report.contains("\u{1B}") && !report.contains("\u{07}") && !report.contains("\u{202E}"))
            #expect(!report.lowercased().contains("\\u001b") && !report.lowercased().contains("\\u0007"))
            #expect(!report.contains(String(repeating: "g", count: FileLimits.labelLength + 1)))
        }
        #expect(text.contains("Set]2;Pwned"), "an unknown kind is still listed: \(text)")
    }

    @Test func anEntryThatCannotBeAGameIsNamedOnceNotCountedAndKept() throws {
        let (store, state) = try Self.home()
        let file = state.appendingPathComponent("games.json")
        try FileKeeper.document(of: [Self.entry(), Self.entry(seconds: 1e19)]).write(to: file)
        let keeper = FileKeeper(store: store)
        #expect(keeper.records.count == 1)
        #expect(keeper.entriesAreUnreadable, "stats exits 1")
        let named = keeper.problems.filter {
            $0.contains("games.json") && $0.contains("1 entry cannot be read")
        }
        #expect(named.count == 1 && keeper.problems.count == 1, "\(keeper.problems)")
        // The game names it as it opens.
        let terminal = KeptGamesTests.run([.key(.other), .key(.character("Q"))], keeper: keeper)
        #expect(terminal.frames.first?.text.contains("games.json") == true)
        // A game recorded later is added, and the entry it could not read stays as it was.
        #expect(keeper.record(try #require(FileKeeper.record(from: Self.entry(seconds: 90)))))
        let kept = try Self.entries(of: file)
        #expect(kept.count == 3 && kept.contains { ($0["seconds"] as? Double) == 1e19 }, "\(kept)")
        #expect(keeper.problems.count == 1, "still named once: \(keeper.problems)")
        #expect(FileKeeper(store: store).records.count == 2)
    }

    @Test func entriesWaitingThatCannotBeGamesAreNamedWithTheirFileAndCounted() throws {
        let (store, state) = try Self.home()
        try Data(#"{"version": 9, "games": []}"#.utf8).write(to: state.appendingPathComponent("games.json"))
        let pending = state.appendingPathComponent("games-pending.json")
        let waiting = try FileKeeper.document(of: [
            Self.entry(seconds: 1e19), Self.entry(seconds: -1), Self.entry(),
        ])
        try waiting.write(to: pending)
        let keeper = FileKeeper(store: store)
        #expect(keeper.records.count == 1 && keeper.entriesAreUnreadable)
        #expect(
            keeper.problems.contains { $0.contains("games-pending.json: 2 entries cannot be read as games") },
            "\(keeper.problems)")
        #expect(try Data(contentsOf: pending) == waiting, "left as it is")
    }
}
