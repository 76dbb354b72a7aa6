import Foundation
import Testing

/// The opening deal is animated: cards fly from the deck one after another and turn up in
/// their slots, the app keeps taking keys meanwhile, and a resize mid-deal ends in the
/// right table.
///
/// Each game starts in a window too small for the table, so its deal begins only when the
/// test makes the window big enough, however long the app took to start; and each is
/// recorded (`--record`), so the frames are looked at afterwards, all of them, however
/// busy the machine was while they were drawn.
@Suite("Deal animation")
struct DealAnimationTests {
    /// Where the deck pile starts at 80x24: everything from this column on is the deck's.
    static let deckColumn = 66

    /// A game of Set of `seed` at quarter speed (the deal lasts about 8 s), recorded to
    /// `folder`, waiting in a window too small for it.
    static func waitingGame(seed: Int, folder: RecordingTests.CastFolder) async throws -> AppUnderTest {
        let app = try AppUnderTest(
            ["set", "--seed", "\(seed)", "--speed", "0.25", "--record", folder.file],
            size: TerminalSize(30, 6),
            environment: AppUnderTest.utf8Locale)
        try await app.session.waitFor("the window to be too small") { $0.contains("Terminal too small") }
        return app
    }

    /// Waits until the recording at `path` holds the first frame drawn at `size`.
    ///
    /// That is a resize to `size` with output after it; lines still being written are skipped.
    static func waitForOutput(afterResizeTo size: String, in path: String) async throws {
        let deadline = Deadline.after(.seconds(60))
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let events = text.split(separator: "\n").dropFirst().compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]
            }
            let codes = events.map { ($0.count == 3 ? $0[1] as? String : nil, $0.last as? String) }
            if let resized = codes.firstIndex(where: { $0.0 == "r" && $0.1 == size }),
                codes[(resized + 1)...].contains(where: { $0.0 == "o" })
            {
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw EndToEndFailure(
            "No frame at \(size) in the recording \(path) after \(Deadline.scaled(.seconds(60)))")
    }

    /// Waits until all twelve cards show their faces and the screen has kept still, and
    /// returns the recording's frames.
    static func framesOnceSettled(_ app: AppUnderTest, folder: RecordingTests.CastFolder) async throws
        -> [ScreenRecording.Frame]
    {
        _ = try await app.session.waitFor("all twelve faces", timeout: .seconds(60)) {
            SetTablePicture(screen: $0).faceCount == 12
        }
        _ = try await app.session.waitForStillness(quiet: .seconds(1), timeout: .seconds(60))
        return try await TerminalEmulator.frames(ofRecording: folder.file)
    }

    @Test("The first deal flies the cards one by one to the table `--reduced-motion` shows at once")
    func firstDeal() async throws {
        let folder = try RecordingTests.CastFolder()
        defer { folder.remove() }
        let app = try await Self.waitingGame(seed: 3, folder: folder)
        defer { app.close() }
        try app.session.resize(to: TerminalSize(80, 24))
        let frames = try await Self.framesOnceSettled(app, folder: folder).filter {
            $0.screen.rows.count == 24 && $0.screen.header.hasPrefix(" cardtable")
        }
        let reference = try AppUnderTest(
            ["set", "--seed", "3", "--reduced-motion"], environment: AppUnderTest.utf8Locale)
        defer { reference.close() }
        let recording = ScreenRecording(frames: frames)
        let settled = recording.settled
        let counts = frames.map { SetTablePicture(screen: $0.screen).faceCount }
        let timeline = recording.timeline { "\(SetTablePicture(screen: $0).faceCount) faces" }

        // (a) The faces come a few at a time, not all in the first frame.
        #expect(counts.first ?? 12 < 12, "the first frame shows fewer than 12 faces: \(timeline)")
        #expect(counts.last == 12, "the settled table shows 12 faces:\n\(settled)")
        let partial = Set(counts.filter { (1...11).contains($0) })
        #expect(partial.count >= 3, "the face count rises in steps (\(partial.sorted())): \(timeline)")

        // (b) Cards are seen in the air: a back where the settled table has nothing, off the deck.
        let inFlight = frames.filter {
            !SetTablePicture(screen: $0.screen).backsInFlight(comparedWith: settled, leftOf: Self.deckColumn)
                .isEmpty
        }
        #expect(!inFlight.isEmpty, "some frame shows a card back between the deck and the slots: \(timeline)")
        let pictures = frames.map { $0.screen.rows.dropLast() }
        var intermediate: [ArraySlice<String>] = []
        for picture in pictures.dropFirst().dropLast() where picture != pictures.last {
            if !intermediate.contains(picture) { intermediate.append(picture) }
        }
        #expect(
            intermediate.count >= 3, "distinct pictures between the first and the last: \(intermediate.count)"
        )

        // The deal ends in the table that reduced motion shows at once.
        _ = try await reference.session.waitFor("the reference game") { $0.status != nil }
        let still = try await reference.session.waitForStillness()
        #expect(
            settled.rows.dropLast() == still.rows.dropLast(),
            "the animated deal ends in the same table as --reduced-motion.\nAnimated:\n\(settled)\nReduced motion:\n\(still)"
        )
    }

    @Test("A resize in the middle of the deal ends in the table a game started at the new size shows")
    func resizeDuringDeal() async throws {
        let large = TerminalSize(120, 40)
        // The table a game started at that size shows once it has settled.
        let reference = try AppUnderTest(
            ["set", "--seed", "5", "--reduced-motion"], size: large, environment: AppUnderTest.utf8Locale)
        defer { reference.close() }
        _ = try await reference.session.waitFor("the reference game") { $0.status != nil }
        let expected = try await reference.session.waitForStillness()
        // The resize must come while the eight-second deal flies: a test held up past it on
        // a busy machine (it was, at a load of 20) deals a new game and tries again.
        var resizedMidDeal = false
        for _ in 1...3 where !resizedMidDeal {
            resizedMidDeal = try await Self.resizedWhileTheCardsFly(to: large, expected: expected)
        }
        #expect(resizedMidDeal, "the window was resized mid-deal in one of three games")
    }

    /// A game whose deal is resized to `large` once it has begun at 80x24, checked against the
    /// table `expected`; false when its deal had ended before the resize (the try is lost).
    static func resizedWhileTheCardsFly(to large: TerminalSize, expected: PaneSnapshot) async throws -> Bool {
        let folder = try RecordingTests.CastFolder()
        defer { folder.remove() }
        let app = try await Self.waitingGame(seed: 5, folder: folder)
        defer { app.close() }
        try app.session.resize(to: TerminalSize(80, 24))
        // The game's first frame at 80x24: the deal is under way, and goes on for 8 s. It is
        // looked for in the recording, which the recorder writes as the frames come: a
        // screen polled through tmux on a busy machine can come after the whole deal.
        try await Self.waitForOutput(afterResizeTo: "80x24", in: folder.file)
        try app.session.resize(to: large)
        let screen = try await app.session.waitFor(
            "the resized deal to end in the table a game started at \(large.testDescription) shows",
            timeout: .seconds(60)
        ) { $0.rows.dropLast() == expected.rows.dropLast() }
        let frames = try await TerminalEmulator.frames(ofRecording: folder.file)
        // The resize came while the deal was still flying: before any 80x24 frame with all 12.
        let beforeResize = frames.drop { $0.screen.rows.count != 24 }.prefix { $0.screen.rows.count == 24 }
        #expect(!beforeResize.isEmpty, "the deal began at 80x24")
        guard !beforeResize.contains(where: { SetTablePicture(screen: $0.screen).faceCount == 12 }) else {
            return false
        }
        let status = try #require(screen.status, "a status line:\n\(screen)")
        let expectedStatus = try #require(expected.status, "a status line:\n\(expected)")
        #expect(status.sameState(as: expectedStatus), "\(status) vs \(expectedStatus)")

        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
        return true
    }

    @Test("Keys pressed while the cards fly move the focus and choose a card at once")
    func inputDuringDeal() async throws {
        // The keys must take effect while the eight-second deal flies: a test held up past it
        // on a busy machine (it was, at a load of 20) deals a new game and tries again.
        var tookEffectMidDeal = false
        for _ in 1...3 where !tookEffectMidDeal {
            tookEffectMidDeal = try await Self.keysPressedWhileTheCardsFly()
        }
        #expect(tookEffectMidDeal, "the keys took effect while the cards were dealt, in one of three games")
    }

    /// A game given Right and Space once its deal has begun; false when the deal had ended
    /// before they took effect (the try is lost).
    static func keysPressedWhileTheCardsFly() async throws -> Bool {
        let folder = try RecordingTests.CastFolder()
        defer { folder.remove() }
        let app = try await Self.waitingGame(seed: 3, folder: folder)
        defer { app.close() }
        // The deal starts with the resize; the keys go as soon as its first frame shows (sent
        // with the resize, a busy machine could take them before drawing any frame at all).
        try app.session.resize(to: TerminalSize(80, 24))
        try await Self.waitForOutput(afterResizeTo: "80x24", in: folder.file)
        try app.session.sendKeys("Right", "Space")
        let frames = try await Self.framesOnceSettled(app, folder: folder).filter {
            $0.screen.rows.count == 24
        }
        let opening = try #require(
            frames.first { $0.screen.header.contains("Find three cards") }?.screen, "the opening message")
        let first = try #require(opening.status, "a status line:\n\(opening)")
        // Choosing a card clears the opening message; Right moved the focus to the second card.
        let answered = try #require(
            frames.first {
                !$0.screen.header.contains("Find three cards")
                    && $0.screen.status.map { $0.focus != first.focus } == true
            }?.screen, "the focus moved and the card was chosen")
        // The proof that input is not held up by the animation: the keys took effect while
        // the (eight-second) deal was still flying.
        guard SetTablePicture(screen: answered).faceCount < 12 else { return false }
        #expect(answered.status?.score == 0, "choosing one card costs nothing: \(answered.bottomRow)")

        // Once the second card has landed, its double border shows it is chosen.
        let landed = try #require(frames.last?.screen)
        let chosenRows = landed.rows.filter { $0.contains("╔") }
        #expect(chosenRows.count == 1, "one chosen card:\n\(landed)")
        // Cards' top left corners along that row, in order: the second one is double.
        let corners = chosenRows.first.map { $0.filter { "╭┏╔".contains($0) } } ?? ""
        #expect(corners.hasPrefix("╭╔"), "the chosen card is the second in the first row:\n\(landed)")
        return true
    }
}
