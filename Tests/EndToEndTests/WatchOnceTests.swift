import Testing

/// `cardtable deal --once`: the computer plays one whole game, animated, then the app exits
/// by itself with status 0 and gives the terminal back.
@Suite("Watching one game")
struct WatchOnceTests {
    @Test("`deal --once` plays a game of Set and exits 0")
    func set() async throws {
        let app = try AppUnderTest(["deal", "--once", "--seed", "4", "--speed", "8"])
        defer { app.close() }
        try await app.session.waitFor("the computer playing Set") {
            $0.header.contains("watching") && $0.status != nil
        }
        try app.expectTerminalTaken()
        // Look in on the game while waiting for the end: Sets are found along the way.
        var setsSeen = 0
        let status = try await Self.waitForExit(of: app, timeout: .seconds(120)) { screen in
            setsSeen = max(setsSeen, screen.status?.sets ?? 0)
        }
        #expect(status == 0)
        #expect(setsSeen > 0, "the computer found Sets before the game ended")
        try app.expectTerminalRestored()
    }

    @Test("`deal --once --game memorize` plays a game of Memorize and exits 0")
    func memorize() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try AppUnderTest(
            // At speed 3 the game lasts several seconds, so the look-ins see it even when the
            // rest of the test run keeps the machine busy.
            ["deal", "--once", "--game", "memorize", "--seed", "2", "--speed", "3", "--theme", "Flowers"],
            environment: config.environment)
        defer { app.close() }
        var fewestPairsLeft = Int.max
        var themes: Set<String> = []
        let status = try await Self.waitForExit(of: app, timeout: .seconds(120)) { screen in
            if let status = screen.memorizeStatus {
                fewestPairsLeft = min(fewestPairsLeft, status.pairsLeft)
                themes.insert(status.theme)
            }
        }
        #expect(status == 0)
        #expect(themes == ["Flowers"], "one game of Flowers was shown: \(themes)")
        #expect(fewestPairsLeft < 6, "pairs were found before the game ended (\(fewestPairsLeft) left)")
        try app.expectTerminalRestored()
    }

    /// Looks at the screen every poll, passing it to `look`, until the app exits; returns its status.
    static func waitForExit(
        of app: AppUnderTest, timeout: Duration, look: (PaneSnapshot) -> Void
    ) async throws -> Int {
        let deadline = ContinuousClock.now + timeout
        while !(app.session.programHasEnded?() ?? false) {
            guard ContinuousClock.now < deadline else {
                throw app.session.failure(
                    "The game was still running after \(timeout). Last screen:\n\(try app.session.capture())")
            }
            look(try app.session.capture())
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
        return try await app.waitForExit()
    }
}
