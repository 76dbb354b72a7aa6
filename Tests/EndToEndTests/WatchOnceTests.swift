import Testing

/// `cardtable deal --once`: the computer plays one whole game, animated, then the app exits
/// by itself with status 0 and gives the terminal back.
///
/// Each game is recorded (`--record`) and its frames looked at once it has ended: the
/// recording holds every frame the game drew, so however busy the machine, none is missed.
@Suite("Watching one game")
struct WatchOnceTests {
    @Test("`deal --once` plays a game of Set and exits 0")
    func set() async throws {
        let folder = try RecordingTests.CastFolder()
        defer { folder.remove() }
        let app = try AppUnderTest(["deal", "--once", "--seed", "4", "--speed", "8", "--record", folder.file])
        defer { app.close() }
        #expect(try await app.waitForExit(timeout: .seconds(180)) == 0)
        try app.expectTerminalRestored()
        let frames = try await TerminalEmulator.frames(ofRecording: folder.file)
        #expect(frames.contains { $0.screen.header.contains("watching Set") }, "the computer played Set")
        let sets = frames.compactMap { $0.screen.status?.sets }
        #expect((sets.max() ?? 0) > 0, "the computer found Sets before the game ended: \(sets.max() ?? 0)")
        #expect(sets == sets.sorted(), "Sets found only ever go up")
    }

    @Test("`deal --once --game memorize` plays a game of Memorize and exits 0")
    func memorize() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let folder = try RecordingTests.CastFolder()
        defer { folder.remove() }
        let app = try AppUnderTest(
            [
                "deal", "--once", "--game", "memorize", "--seed", "2", "--speed", "3", "--theme", "Flowers",
                "--record", folder.file,
            ],
            environment: config.environment)
        defer { app.close() }
        #expect(try await app.waitForExit(timeout: .seconds(180)) == 0)
        try app.expectTerminalRestored()
        let statuses = try await TerminalEmulator.frames(ofRecording: folder.file).compactMap(
            \.screen.memorizeStatus)
        #expect(Set(statuses.map(\.theme)) == ["Flowers"], "one game of Flowers was shown")
        let fewest = statuses.map(\.pairsLeft).min() ?? .max
        #expect(fewest == 0, "the computer found every pair before the game ended (\(fewest) left)")
    }
}
