import CardModel
import FileStore
import Foundation
import Render
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping

extension SoakTests {
    /// How many rounds the full-disk soak plays: 20 in `make test`, a thousandth of the
    /// soak's steps in `make soak`.
    static var fullDiskRounds: Int { max(20, steps / 1_000) }

    /// Random play on a disk that fills up: no game ever leaves the keeping without its record.
    ///
    /// Each round is another program on the same files: a game played at random, then
    /// abandoned for a new one (`n`, `y`) or from the list of games in progress, or left,
    /// with the disk full, filling, or not. Every record said to be written is on disk.
    @Test func randomPlayOnADiskThatFillsUpLosesNoGame() async throws {
        let seed =
            ProcessInfo.processInfo.environment["CARDTABLE_SOAK_SEED"].flatMap(UInt64.init) ?? 20_261_202
        var random = SeededRandomNumberGenerator(seed: seed)
        let clock = ManualClock()
        let terminal = ScriptedTerminal(SoakTerminal(seed: seed, clock: clock))
        let system = FaultyFileSystem()
        system.flushes = false
        let home = scratchFolder("full-disk")
        let store = FileStore(directories: AppDirectories(environment: ["HOME": home.path]), system: system)
        let games = Self.starts.filter { if case .game = $0 { true } else { false } }
        var counts = AuditedKeeper.Counts()
        for round in 0..<Self.fullDiskRounds {
            await Task.yield()
            system.spaceLeft = nil
            // Another program on the same files: it takes up what waits in the pending file.
            let keeper = AuditedKeeper(FileKeeper(store: store), counts: counts)
            defer { keeper.inner.letGoOfEveryGame() }
            for kept in keeper.gamesInProgress.dropFirst(10) { keeper.inner.discard(kept.id) }
            let app = App(
                terminal: terminal, clock: clock, start: games[round % games.count],
                settings: App.Settings(seed: seed &+ UInt64(round)), services: services(keeper: keeper),
                catalog: .standard)
            // Play at random for a while, then the disk fills (or not), then the decision.
            terminal.script = Array(repeating: nil, count: random.below(30))
            terminal.script.append(
                contentsOf: [.key(.right), .key(.character(" ")), .key(.right), .key(.character(" "))].map(
                    Optional.some))
            let ending: [InputEvent] =
                switch random.below(3) {
                case 0:
                    [
                        .key(.character("N")), .key(.character("y")), .key(.character("Q")),
                        .key(.character("Q")),
                    ]
                case 1:
                    [
                        .key(.escape), .key(.character("c")), .key(.character("x")), .key(.character("y")),
                        .key(.character("q")),
                    ]
                default: [.key(.character("Q"))]
                }
            let disk = random.below(3)
            for step in 0..<600 {
                if terminal.script.isEmpty && terminal.ending == nil {
                    // The decision comes now, on a disk full (0), filling up (a few KB), or fine.
                    system.spaceLeft = [0, random.below(6_000), nil][disk]
                    terminal.ending = ending
                }
                if app.turn() != nil { break }
                if let problem = keeper.problem {
                    Issue.record("full-disk soak seed \(seed), round \(round), step \(step): \(problem)")
                    return
                }
            }
            terminal.ending = nil
            terminal.script = []
            counts = keeper.counts
        }
        print(
            "full-disk soak: \(Self.fullDiskRounds) rounds, \(counts.written) records written,"
                + " \(counts.refused) refused by the disk, \(counts.letGo) games let go")
        #expect(counts.written > 0 && counts.refused > 0, "the rounds wrote records and had some refused")
    }
}

/// The soak's random terminal, with what a round scripts first: nil for a random event,
/// then, once the script is done, the round's ending, then random events again.
final class ScriptedTerminal: Terminal {
    let soak: SoakTerminal
    var script: [InputEvent?] = []
    var ending: [InputEvent]?

    init(_ soak: SoakTerminal) { self.soak = soak }

    var size: Size { soak.size }
    var renderOptions: RenderOptions { soak.renderOptions }
    var isBehind: Bool { false }
    func present(_ screen: Screen) { soak.present(screen) }
    func suspend() -> Double { soak.suspend() }

    func nextEvent(timeout: Double?) -> InputEvent? {
        if !script.isEmpty, let event = script.removeFirst() {
            soak.clock.advance(by: 0.5)
            return event
        }
        if script.isEmpty, var ending, !ending.isEmpty {
            soak.clock.advance(by: 0.5)
            let event = ending.removeFirst()
            self.ending = ending
            return event
        }
        return soak.nextEvent(timeout: timeout)
    }
}

/// A keeper that checks, at every record and every game let go, that nothing is lost: a game
/// leaves the keeping only after a record that is on disk, and a record said to be written
/// is on disk.
final class AuditedKeeper: GameKeeper {
    /// How many records were written, refused, and games let go, over every run of a soak.
    struct Counts {
        var written = 0
        var refused = 0
        var letGo = 0
    }

    let inner: FileKeeper
    private(set) var counts: Counts
    /// The first thing found wrong, if anything was.
    private(set) var problem: String?
    /// A record was written since the last game was let go: one game may go.
    private var mayLetGo = false

    init(_ inner: FileKeeper, counts: Counts = Counts()) {
        self.inner = inner
        self.counts = counts
    }

    func record(_ record: GameRecord) -> Bool {
        let before = recordsOnDisk()
        let written = inner.record(record)
        if written {
            counts.written += 1
            mayLetGo = true
            let after = recordsOnDisk()
            if after != before + 1 { fail("a record said written left \(after) on disk, from \(before)") }
        } else {
            counts.refused += 1
            mayLetGo = false
        }
        return written
    }

    func discard(_ id: String) {
        if !mayLetGo { fail("\(id) was let go without its record written") }
        mayLetGo = false
        counts.letGo += 1
        inner.discard(id)
    }

    /// The games in the record, its archives and the pending file, read straight from disk.
    private func recordsOnDisk() -> Int {
        let folder = inner.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter {
            $0 == "games.json" || $0 == "games-pending.json"
                || ($0.hasPrefix("games-archive-") && $0.hasSuffix(".json"))
        }.reduce(0) { total, name in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let games = document["games"] as? [Any]
            else { return total }
            return total + games.count
        }
    }

    private func fail(_ text: String) {
        if problem == nil { problem = text }
    }

    var gamesInProgress: [KeptGame] { inner.gamesInProgress }
    func save(_ game: SavedGame, as id: String) { inner.save(game, as: id) }
    func hold(_ id: String) -> HoldAnswer { inner.hold(id) }
    var records: [GameRecord] { inner.records }
    var recordIsUnreadable: Bool { inner.recordIsUnreadable }
    var problems: [String] { inner.problems }
    var failedToWrite: Bool { inner.failedToWrite }
    func noteUnplayable(_ id: String, because reason: String) { inner.noteUnplayable(id, because: reason) }
    func noteUnreplayable(_ record: GameRecord, because reason: String) {
        inner.noteUnreplayable(record, because: reason)
    }
}
