import Foundation
import Testing

/// `--record FILE`: the game runs on a pseudo-terminal of its own, and everything it shows
/// is written to an asciicast v2 file that plays back to the same screen.
///
/// The games run at 20 frames a second: a recording is as true at any rate, and the
/// end-to-end tests all share a machine's few cores.
@Suite("Recording a session")
struct RecordingTests {
    /// A file name for a recording, in a folder of its own that `remove` takes away.
    final class CastFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cardtable-cast-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        var file: String { url.appendingPathComponent("game.cast").path }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test("A recorded game of Set plays back to the last screen it showed")
    func setPlaysBack() async throws {
        let folder = try CastFolder()
        defer { folder.remove() }
        let app = try AppUnderTest(
            ["set", "--seed", "4", "--fps", "20", "--record", folder.file],
            environment: AppUnderTest.utf8Locale)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        try app.expectTerminalTaken()
        // A few keys: the focus moves and two cards are chosen, so the frames hold more than a deal.
        try app.session.sendKeys("Right", "Space", "Down", "Space", "Right")
        try await app.session.waitForStillness()
        let shown = try await Self.lastScreenBeforeQuitting(app)
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()

        let cast = try RecordedCast(path: folder.file)
        try Self.expectWellFormed(cast, width: 80, height: 24)
        #expect(cast.command == "cardtable set --seed 4 --fps 20", "the header names the command recorded")
        #expect(cast.environment["TERM"] == "xterm-256color", "\(cast.environment)")
        let replayed = try await TerminalEmulator.finalScreen(ofRecording: folder.file)
        Self.expectSameScreen(replayed, shown)
    }

    @Test("A recorded game of Memorize keeps its emoji whole")
    func memorizePlaysBack() async throws {
        let folder = try CastFolder()
        defer { folder.remove() }
        let config = try ConfigFolder()
        defer { config.remove() }
        let app = try AppUnderTest(
            ["memorize", "--seed", "1", "--theme", "Flowers", "--fps", "20", "--record", folder.file],
            environment: config.environment)
        defer { app.close() }
        let player = MemorizePlayer(session: app.session)
        try await player.waitForGame()
        try await player.turn(0)
        try await player.turn(1)
        // A face-up card's bonus bar drains for six seconds, then the table keeps still.
        try await app.session.waitForStillness(timeout: .seconds(20))
        let shown = try await Self.lastScreenBeforeQuitting(app)
        #expect(try await app.waitForExit() == 0)

        let cast = try RecordedCast(path: folder.file)
        try Self.expectWellFormed(cast, width: 80, height: 24)
        let emoji = cast.events.map(\.text).joined().unicodeScalars.filter { $0.value >= 0x1F000 }
        #expect(!emoji.isEmpty, "the recording holds the emoji of the turned cards")
        let replayed = try await TerminalEmulator.finalScreen(ofRecording: folder.file)
        Self.expectSameScreen(replayed, shown)
    }

    @Test("A resize while recording is a resize event, and the game gets the new size")
    func resize() async throws {
        let folder = try CastFolder()
        defer { folder.remove() }
        let app = try AppUnderTest(
            ["set", "--seed", "4", "--fps", "20", "--record", folder.file],
            environment: AppUnderTest.utf8Locale)
        defer { app.close() }
        try await SetPlayer(session: app.session).waitForGame()
        try app.session.resize(to: TerminalSize(100, 30))
        try await app.session.waitFor("the table laid out again at 100x30") { screen in
            screen.rows.count == 30 && screen.status != nil && screen.header.hasPrefix(" cardtable")
        }
        try await app.session.waitForStillness()
        let shown = try await Self.lastScreenBeforeQuitting(app)
        #expect(try await app.waitForExit() == 0)

        let cast = try RecordedCast(path: folder.file)
        try Self.expectWellFormed(cast, width: 80, height: 24)
        #expect(cast.resizes == ["100x30"], "one resize event, to the new size")
        // Played back with the resize, the recording ends on the larger table.
        let replayed = try await TerminalEmulator.finalScreen(ofRecording: folder.file)
        Self.expectSameScreen(replayed, shown)
    }

    @Test("SIGTERM to the recorder ends the game as it would without recording; the file is whole")
    func terminated() async throws {
        let folder = try CastFolder()
        defer { folder.remove() }
        let app = try AppUnderTest(
            ["deal", "--seed", "4", "--fps", "20", "--record", folder.file],
            environment: AppUnderTest.utf8Locale)
        defer { app.close() }
        try await app.session.waitFor("the computer playing Set") { $0.header.contains("watching") }
        kill(try await app.processID(), SIGTERM)
        #expect(try await app.waitForExit() == 128 + Int(SIGTERM), "the game's own end, 128+15, is passed on")
        try app.expectTerminalRestored()
        let cast = try RecordedCast(path: folder.file)
        try Self.expectWellFormed(cast, width: 80, height: 24)
    }

    @Test("A file that cannot be written is an error before the game starts")
    func unwritableFile() async throws {
        let folder = try CastFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("no-such-folder/game.cast").path
        let app = try AppUnderTest(["set", "--record", file])
        defer { app.close() }
        #expect(try await app.waitForExit() == 1)
        let standardError = try String(
            contentsOf: app.directory.appendingPathComponent("stderr"), encoding: .utf8)
        #expect(
            standardError.contains("cannot write the recording to '\(file)': No such file or directory"),
            "\(standardError)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(!FileManager.default.fileExists(atPath: folder.file))
        try app.expectTerminalRestored()
    }

    // MARK: - Helpers

    /// Quits right after the clock on the bottom row ticks, or once the whole screen has kept
    /// still for longer than a tick takes (the clock is stopped), and returns the screen it
    /// quit on.
    ///
    /// The clock is all that changes on a table at rest, and after a tick it keeps still
    /// for most of a second, long enough to capture the screen twice (the same both times,
    /// so nothing was half drawn) and press `Q`: what the capture shows is the last frame.
    static func lastScreenBeforeQuitting(_ app: AppUnderTest) async throws -> PaneSnapshot {
        let deadline = Deadline.after(.seconds(10))
        var previous = try app.session.capture()
        var stillSince = ContinuousClock.now
        while ContinuousClock.now < deadline {
            try await Task.sleep(for: TmuxSession.pollInterval)
            let screen = try app.session.capture()
            defer { previous = screen }
            if screen.rows == previous.rows {
                guard ContinuousClock.now - stillSince > .milliseconds(2500) else { continue }
            } else {
                stillSince = ContinuousClock.now
                guard screen.rows.dropLast() == previous.rows.dropLast() else { continue }
            }
            let again = try app.session.capture()
            guard again.rows == screen.rows else { continue }
            try app.session.sendKeys("Q")
            return again
        }
        throw app.session.failure("The screen never kept still. Last screen:\n\(previous)")
    }

    /// Checks the header and that every event is an output or resize event, in time order.
    static func expectWellFormed(
        _ cast: RecordedCast, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(cast.version == 2, sourceLocation: sourceLocation)
        #expect(
            cast.width == width && cast.height == height, "the pane's size", sourceLocation: sourceLocation)
        let now = Int(Date().timeIntervalSince1970)
        let timestamp = try #require(cast.timestamp, sourceLocation: sourceLocation)
        #expect((now - 600...now).contains(timestamp), "started just now", sourceLocation: sourceLocation)
        #expect(!cast.events.isEmpty, "the recording has events", sourceLocation: sourceLocation)
        #expect(cast.events.allSatisfy { ["o", "r"].contains($0.code) }, sourceLocation: sourceLocation)
        let times = cast.events.map(\.seconds)
        #expect(times.first.map { $0 >= 0 } ?? false, sourceLocation: sourceLocation)
        #expect(
            zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "in time order",
            sourceLocation: sourceLocation)
        #expect(
            cast.events.allSatisfy { !$0.text.isEmpty && !$0.text.contains("\u{FFFD}") },
            "no event is empty or has a character cut in two", sourceLocation: sourceLocation)
    }

    /// Checks that the emulator's screen reads as the pane did, row by row.
    static func expectSameScreen(
        _ replayed: [String], _ shown: PaneSnapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // The clock on the status line may tick once more between the look and the quit, on a
        // busy machine: the time is the one thing not compared.
        func withoutTheClock(_ row: String) -> String {
            row.replacing(/Time: [0-9:]+/, with: "Time: -")
        }
        let trimmed = shown.rows.map { withoutTheClock(String($0.reversed().drop { $0 == " " }.reversed())) }
        let message =
            "the recording played back ends on the last screen shown:\n"
            + replayed.joined(separator: "\n") + "\nshown:\n\(shown)"
        #expect(
            replayed.map(withoutTheClock) == trimmed, Comment(rawValue: message),
            sourceLocation: sourceLocation)
    }
}
