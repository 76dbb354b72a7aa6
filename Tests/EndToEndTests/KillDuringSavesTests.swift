import CardModel
import Foundation
import Testing

/// The game killed (SIGKILL) at random moments while it abandons a game into the record,
/// starts another and saves it: however it is cut short, every file it leaves parses, and
/// every game that was kept is still kept or in the record.
///
/// Ten rounds in `make test`; `make soak` sets `CARDTABLE_KILL_ROUNDS` for more.
@Suite("Killed while saving")
struct KillDuringSavesTests {
    static var rounds: Int {
        ProcessInfo.processInfo.environment["CARDTABLE_KILL_ROUNDS"].flatMap(Int.init) ?? 10
    }

    @Test("SIGKILL during saves and record writes leaves every file whole and loses no kept game")
    func killedWhileSaving() async throws {
        let state = try NothingLostEndToEndTests.StateFolder()
        defer { state.remove() }
        var random = SeededRandomNumberGenerator(seed: 15)
        for round in 0..<Self.rounds {
            let before = try Self.keptGames(in: state.folder)
            let app = try AppUnderTest(["set"], environment: state.environment)
            defer { app.close() }
            try await SetPlayer(session: app.session).waitForGame()
            let pid = try await app.processID()
            // Abandon the game taken up (into the record), make a move in a new one, quit (a save).
            try app.session.sendKeys("Space", "N", "y", "Right", "Space", "Q")
            // The first round runs to its end, so the record surely holds a game however slow
            // the machine; the others are killed at a random moment while they write.
            let delay = random.below(40_000)
            if round > 0 {
                usleep(useconds_t(delay))
                kill(pid, SIGKILL)
            }
            _ = try await app.waitForExit()
            let after = try Self.keptGames(in: state.folder)
            let recorded = try Self.recordedSeeds(in: state.folder)
            for (id, seed) in before where after[id] == nil {
                #expect(recorded.contains(seed), "round \(round): game \(id) is neither kept nor recorded")
            }
        }
        // The rounds did what they set out to: games were abandoned into the record.
        #expect(!(try Self.recordedSeeds(in: state.folder)).isEmpty, "some round recorded a game")
    }

    /// Every file of the folder read as JSON (a failure if one does not parse), and the kept
    /// games among them: each one's seed, by name.
    static func keptGames(in folder: URL) throws -> [String: UInt64] {
        var kept: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let value = try? JSONSerialization.jsonObject(with: data)
            #expect(value != nil, "\(name) parses: \(String(decoding: data.prefix(200), as: UTF8.self))")
            guard name.hasSuffix("-game.json"), let object = value as? [String: Any],
                let log = object["log"] as? [String: Any],
                let seed = (log["seed"] as? String).flatMap(UInt64.init)
            else { continue }
            kept[String(name.dropLast(5))] = seed
        }
        return kept
    }

    /// The seeds of the games in the record.
    static func recordedSeeds(in folder: URL) throws -> Set<UInt64> {
        let file = folder.appendingPathComponent("games.json")
        guard let data = try? Data(contentsOf: file),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let games = object["games"] as? [[String: Any]]
        else { return [] }
        return Set(games.compactMap { ($0["seed"] as? String).flatMap(UInt64.init) })
    }
}
