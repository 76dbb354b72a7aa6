import Testing

/// The opening deal is animated: cards fly from the deck one after another and turn up in
/// their slots, the app keeps taking keys meanwhile, and a resize mid-deal ends in the
/// right table.
@Suite("Deal animation")
struct DealAnimationTests {
    /// Where the deck pile starts at 80x24: everything from this column on is the deck's.
    static let deckColumn = 66

    @Test("The first deal flies the cards one by one to the table `--reduced-motion` shows at once")
    func firstDeal() async throws {
        // Quarter speed: the deal lasts about 8 s, so even a busy machine, whose captures can
        // take a third of a second each, samples it many times. The app starts in a window
        // too small for the table, and the deal begins when the window grows: at the start of
        // the recording, however long the app took to start.
        let app = try AppUnderTest(
            ["set", "--seed", "3", "--speed", "0.25"], size: TerminalSize(30, 6),
            environment: AppUnderTest.utf8Locale)
        defer { app.close() }
        try await app.session.waitFor("the window to be too small") { $0.contains("Terminal too small") }
        try app.session.resize(to: TerminalSize(80, 24))

        let recording = try await ScreenRecording.record(app.session)
        // The reference starts only now, so starting it takes nothing from the recording.
        let reference = try AppUnderTest(
            ["set", "--seed", "3", "--reduced-motion"], environment: AppUnderTest.utf8Locale)
        defer { reference.close() }
        let settled = recording.settled
        let counts = recording.frames.map { SetTablePicture(screen: $0.screen).faceCount }
        let timeline = recording.timeline { "\(SetTablePicture(screen: $0).faceCount) faces" }

        // (a) The faces come a few at a time, not all in the first frame.
        #expect(counts[0] < 12, "the first frame shows fewer than 12 faces: \(timeline)")
        #expect(counts.last == 12, "the settled table shows 12 faces:\n\(settled)")
        let partial = Set(counts.filter { (1...11).contains($0) })
        #expect(partial.count >= 3, "the face count rises in steps (\(partial.sorted())): \(timeline)")

        // (b) Cards are seen in the air: a back where the settled table has nothing, off the deck.
        let inFlight = recording.frames.filter {
            !SetTablePicture(screen: $0.screen)
                .backsInFlight(comparedWith: settled, leftOf: Self.deckColumn).isEmpty
        }
        #expect(
            !inFlight.isEmpty,
            "some frame shows a card back between the deck and the slots; the frames were \(timeline)")
        let pictures = recording.frames.map(\.screen.rows).map { $0.dropLast() }
        var intermediate: [ArraySlice<String>] = []
        for picture in pictures.dropFirst().dropLast() where picture != pictures.last! {
            if !intermediate.contains(picture) { intermediate.append(picture) }
        }
        #expect(
            intermediate.count >= 3, "distinct pictures between the first and the last: \(intermediate.count)"
        )

        // The deal ends in the table that reduced motion shows at once.
        let still = try await reference.session.waitForStillness()
        #expect(
            settled.rows.dropLast() == still.rows.dropLast(),
            "the animated deal ends in the same table as --reduced-motion.\nAnimated:\n\(settled)\nReduced motion:\n\(still)"
        )
    }

    @Test("A resize in the middle of the deal ends in the table a game started at the new size shows")
    func resizeDuringDeal() async throws {
        let large = TerminalSize(120, 40)
        // Quarter speed: the deal lasts about 8 s, plenty to catch it half done.
        let app = try AppUnderTest(
            ["set", "--seed", "5", "--speed", "0.25"], environment: AppUnderTest.utf8Locale)
        defer { app.close() }

        // Some cards have landed and some have not: the deal is under way.
        let midDeal = try await app.session.waitFor("the deal to be under way", timeout: .seconds(15)) {
            (1...10).contains(SetTablePicture(screen: $0).faceCount) && $0.status != nil
        }
        try app.session.resize(to: large)
        // The reference starts only now, so starting it cannot delay the resize.
        let reference = try AppUnderTest(
            ["set", "--seed", "5", "--reduced-motion"], size: large, environment: AppUnderTest.utf8Locale)
        defer { reference.close() }
        #expect(
            SetTablePicture(screen: midDeal).faceCount < 12, "the window was resized mid-deal:\n\(midDeal)")

        let screen = try await app.session.waitForStillness(timeout: .seconds(20))
        let expected = try await reference.session.waitForStillness()
        #expect(screen.rows.count == large.height, "the pane is \(large.testDescription) now:\n\(screen)")
        #expect(
            screen.rows.dropLast() == expected.rows.dropLast(),
            "after the resize the deal ends in the table a game started at \(large.testDescription) shows.\nResized:\n\(screen)\nStarted at that size:\n\(expected)"
        )
        let status = try #require(screen.status, "a status line:\n\(screen)")
        let expectedStatus = try #require(expected.status, "a status line:\n\(expected)")
        #expect(status.sameState(as: expectedStatus), "\(status) vs \(expectedStatus)")

        try app.session.sendKeys("q")
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
    }

    @Test("Keys pressed while the cards fly move the focus and choose a card at once")
    func inputDuringDeal() async throws {
        // Quarter speed: the deal lasts about 8 s.
        let app = try AppUnderTest(
            ["set", "--seed", "3", "--speed", "0.25"], environment: AppUnderTest.utf8Locale)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()
        let startScreen = try app.session.capture()
        #expect(startScreen.header.contains("Find three cards"), "the opening message:\n\(startScreen)")

        try app.session.sendKeys("Right", "Space")
        // Choosing a card clears the opening message; Right moved the focus to the second card.
        let answered = try await app.session.waitFor("the focus to move and the card to be chosen") {
            guard let status = $0.status else { return false }
            return status.focus != start.focus && !$0.header.contains("Find three cards")
        }
        // The proof that input is not held up by the animation: the keys took effect while
        // the (eight-second) deal was still flying, however busy the machine.
        let faces = SetTablePicture(screen: answered).faceCount
        #expect(
            faces < 12,
            "the cards were still being dealt when the keys took effect (\(faces) faces):\n\(answered)")
        #expect(answered.status?.score == 0, "choosing one card costs nothing: \(answered.bottomRow)")

        // Once the second card has landed, its double border shows it is chosen.
        let landed = try await app.session.waitFor("the chosen card's double border", timeout: .seconds(20)) {
            $0.contains("╔") && SetTablePicture(screen: $0).faceCount == 12
        }
        let chosenRows = landed.rows.filter { $0.contains("╔") }
        #expect(chosenRows.count == 1, "one chosen card:\n\(landed)")
        // Cards' top left corners along that row, in order: the second one is double.
        let corners = chosenRows.first.map { $0.filter { "╭┏╔".contains($0) } } ?? ""
        #expect(corners.hasPrefix("╭╔"), "the chosen card is the second in the first row:\n\(landed)")
    }
}
