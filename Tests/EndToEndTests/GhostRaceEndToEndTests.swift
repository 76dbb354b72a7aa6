import CardModel
import Foundation
import TestSupport
import Testing

/// A ghost to race, in the real binary.
///
/// A game finished at the keyboard and recorded, then its deal raced with `--ghost best`; a
/// friend's record of games raced with `--ghost FILE`; no game to race said on the command
/// line. The ghost's Sets light at their times.
///
/// A Set's light lasts two seconds: the races are recorded (`--record`) and their frames looked
/// at once they have ended. Under `make test` every end-to-end test polls its screen at once,
/// and each tmux capture holds one of the few threads that run them, so one test's captures
/// can come three to six seconds apart: a light drawn on time could be over before the test
/// looked (it was: the friend's race failed so, and the app's own log showed the light on and
/// off on time). The recording holds every frame the game sent, however busy the machine.
@Suite("A ghost to race")
struct GhostRaceEndToEndTests {
    @Test("A game finished and recorded races again as a ghost whose Sets light at their times")
    func raceYourBestGame() async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let environment = ["XDG_STATE_HOME": state.url.path]
        try await Self.finishAKeptGame(seed: 7, in: state)

        let cast = try RecordingTests.CastFolder()
        defer { cast.remove() }
        let app = try AppUnderTest(
            ["set", "--seed", "7", "--ghost", "best", "--record", cast.file], environment: environment)
        defer { app.close() }
        // At any count of the ghost's: "ghost: 0" lasts only until its first Set at 0:11.
        try await app.session.waitFor("the race against your best game") {
            $0.header.contains("Race the ghost:") && $0.header.contains("(your best game)")
                && $0.bottomRow.contains("Sets: 0, ghost: ")
        }
        // The recorded game dealt three more at 0:04 and took its first Set at 0:11: dealt the
        // same three, the player's table holds every card of it.
        try app.session.sendKeys("D")
        // Past its second Set at 0:18 (a count that stays: the test's looks may come seconds apart).
        try await app.session.waitFor("its second Set at 0:18", timeout: .seconds(40)) {
            Self.ghostCount(on: $0) ?? 0 >= 2
        }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try await Self.expectFirstSetLit(cards: 3, in: cast.file)
    }

    @Test("A friend's record of games races on its own deal, its Sets lit as it took them")
    func raceAFriendsGame() async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        // A deal whose first table holds a Set: the friend's first Set is on the player's table.
        // At 0:08, well after the opening deal has landed on a busy machine (the light lasts
        // two seconds of play; at 0:03 it could be over before the deal was on screen).
        let seed = try #require((9..<100).first { !SetGame(seed: $0).setsOnTable.isEmpty })
        let friend = SetGame.playedToTheEnd(seed: seed, pace: 8)
        let file = state.url.appendingPathComponent("ann-games.json")
        try Self.writeRecords([try GameRecord.of(friend)], to: file)

        let cast = try RecordingTests.CastFolder()
        defer { cast.remove() }
        let app = try AppUnderTest(
            ["set", "--ghost", file.path, "--no-color", "--record", cast.file],
            environment: AppUnderTest.utf8Locale.merging(["XDG_STATE_HOME": state.url.path]) { $1 })
        defer { app.close() }
        // Without --seed the friend's deal is dealt: the same twelve cards.
        let expected = SetGame(seed: seed).table
        try await app.session.waitFor("the friend's deal, and the race") {
            $0.header.contains("(the best game in ann-games.json)")
                && TableCardsOnScreen($0).cards == expected
        }
        try await app.session.waitFor("its second Set at 0:16", timeout: .seconds(40)) {
            Self.ghostCount(on: $0) ?? 0 >= 2
        }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try await Self.expectFirstSetLit(cards: 3, in: cast.file)
    }

    @Test("No game of the deal to race, or a file that is no record of games, is said and exits 2")
    func nothingToRace() async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let app = try AppUnderTest(
            ["set", "--seed", "5", "--ghost", "best"], environment: ["XDG_STATE_HOME": state.url.path])
        defer { app.close() }
        #expect(try await app.waitForExit() == 2)
        #expect(app.standardError().contains("cardtable: --ghost: no recorded game of set --seed 5 to race"))

        let cast = state.url.appendingPathComponent("game.cast")
        try Data("{\"version\": 2, \"width\": 80, \"height\": 24}\n".utf8).write(to: cast)
        let other = try AppUnderTest(
            ["set", "--ghost", cast.path], environment: ["XDG_STATE_HOME": state.url.path])
        defer { other.close() }
        #expect(try await other.waitForExit() == 2)
        #expect(other.standardError().contains("\(cast.path): not a cardtable record of games"))
    }

    /// Checks that the race recorded at `path` showed the ghost's first Set lit (`cards` of it
    /// on the player's table) as its count went to 1, and its light out again before its
    /// second Set.
    static func expectFirstSetLit(
        cards: Int, in path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let frames = try await TerminalEmulator.frames(ofRecording: path).map(\.screen)
        let first = frames.filter { $0.bottomRow.contains("Sets: 0, ghost: 1") }
        #expect(
            first.contains { litCards(on: $0) == cards },
            "the ghost's first Set lit: \(first.map { litCards(on: $0) })", sourceLocation: sourceLocation)
        #expect(
            first.last.map { litCards(on: $0) } == 0, "and its light out before its second Set",
            sourceLocation: sourceLocation)
    }

    /// The ghost's count on the status line of `screen` (`Sets: 0, ghost: 2`).
    static func ghostCount(on screen: PaneSnapshot) -> Int? {
        guard let match = screen.bottomRow.firstMatch(of: #/ghost:? (\d+)/#) else { return nil }
        return Int(match.1)
    }

    /// How many cards on `screen` are lit as the ghost's: their border marked `ghost`.
    static func litCards(on screen: PaneSnapshot) -> Int {
        screen.rows.dropFirst().dropLast().map { $0.components(separatedBy: " ghost ").count - 1 }.reduce(
            0, +)
    }

    /// Writes `records` as cardtable writes its record of games.
    static func writeRecords(_ records: [GameRecord], to file: URL) throws {
        struct Document: Encodable {
            let version = 1
            let games: [GameRecord]
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(Document(games: records)).write(to: file)
    }

    /// Finishes at the keyboard a kept game of `seed` one Set from its end (three more dealt at
    /// 0:04, then a Set every seven seconds), so cardtable records it.
    static func finishAKeptGame(seed: UInt64, in state: ConfigFolder) async throws {
        let (app, _) = try await ReviewEndToEndTests.takeTheLastSetOfAKeptGame(seed: seed, in: state)
        defer { app.close() }
        try await app.session.waitFor("the game over, recorded") {
            $0.description.contains("Game over") && $0.description.contains("cardtable set --seed \(seed)")
        }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }
}
