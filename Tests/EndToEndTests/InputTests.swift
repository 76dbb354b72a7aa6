import Foundation
import Testing

/// What arrives at the terminal besides plain keys: mouse reports, escape sequences, a
/// terminal that goes away, Ctrl-Z.
@Suite("Input in a terminal")
struct InputTests {
    /// Where the deck pile's count is drawn: a cell of the deck, to click on.
    static func deckCell(in screen: PaneSnapshot, count: Int) throws -> (x: Int, y: Int) {
        for (y, row) in screen.rows.enumerated() {
            if let range = row.range(of: " \(count) ") {
                return (row.distance(from: row.startIndex, to: range.lowerBound) + 1, y)
            }
        }
        throw EndToEndFailure("No deck showing \(count) on the screen:\n\(screen)")
    }

    /// Terminals and the mouse encodings they may send: xterm's entry asks for SGR itself;
    /// under tmux's and screen's entries the game asks for it beside the old one, and reads both.
    static let terminalsAndEncodings: [(String, MouseReport.Encoding)] = [
        ("xterm-256color", .sgr), ("xterm-256color", .x10), ("screen", .x10), ("screen", .sgr),
        ("tmux-256color", .x10), ("tmux-256color", .sgr),
    ]

    @Test(
        "A click on the deck deals, and the clock goes on ticking with no key pressed",
        arguments: terminalsAndEncodings)
    func clickDoesNotStall(term: String, encoding: MouseReport.Encoding) async throws {
        let app = try AppUnderTest(["set", "--seed", "1"], term: term)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        let deck = try Self.deckCell(in: try await app.session.waitForStillness(), count: 69)

        // The wheel and the right button do nothing.
        for button in [MouseReport.wheelUp, MouseReport.right] {
            try app.session.sendBytes(MouseReport.press(button, x: deck.x, y: deck.y, encoding: encoding))
            try app.session.sendBytes(MouseReport.release(button, x: deck.x, y: deck.y, encoding: encoding))
        }
        try app.session.sendBytes(
            MouseReport.press(MouseReport.left, x: deck.x, y: deck.y, encoding: encoding))
        try app.session.sendBytes(
            MouseReport.release(MouseReport.left, x: deck.x, y: deck.y, encoding: encoding))
        let dealt = try await player.waitForStatus("the click to deal 3 more") { $0.deck == 66 }
        // No key follows: the clock must still tick over by itself.
        try await player.waitForStatus("the clock to go on after the click (it showed \(dealt.time))") {
            $0.seconds >= dealt.seconds + 2
        }
        #expect(try await player.status().deck == 66, "only the left click dealt")
    }

    @Test(
        "A press and release read together (a busy program, a slow link) still click, once",
        arguments: [("xterm-256color", MouseReport.Encoding.sgr), ("screen", MouseReport.Encoding.x10)])
    func pressAndReleaseTogether(term: String, encoding: MouseReport.Encoding) async throws {
        let app = try AppUnderTest(["set", "--seed", "1"], term: term)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        let deck = try Self.deckCell(in: try await app.session.waitForStillness(), count: 69)
        try app.session.sendBytes(
            MouseReport.press(MouseReport.left, x: deck.x, y: deck.y, encoding: encoding)
                + MouseReport.release(MouseReport.left, x: deck.x, y: deck.y, encoding: encoding))
        try await player.waitForStatus("the click to deal 3 more") { $0.deck == 66 }
        try await app.session.waitForStillness()
        #expect(try await player.status().deck == 66, "one click dealt once")
    }

    /// A left click (press, then release) at `x`, `y`.
    static func click(_ session: TmuxSession, x: Int, y: Int, encoding: MouseReport.Encoding) throws {
        try session.sendBytes(MouseReport.press(MouseReport.left, x: x, y: y, encoding: encoding))
        try session.sendBytes(MouseReport.release(MouseReport.left, x: x, y: y, encoding: encoding))
    }

    /// The column of `text` on the header row.
    static func headerColumn(of text: String, in screen: PaneSnapshot) throws -> Int {
        guard let range = screen.header.range(of: text) else {
            throw EndToEndFailure("No \(text) on the header:\n\(screen)")
        }
        return screen.header.distance(from: screen.header.startIndex, to: range.lowerBound)
    }

    @Test(
        "Under TERM=tmux-256color SGR mouse reports are asked for; `? help` and `Q quit` in the header answer a click, past column 223 too",
        arguments: [(MouseReport.Encoding.sgr, TerminalSize(240, 30)), (.x10, TerminalSize(80, 24))])
    func headerAnswersAClickUnderTmux(encoding: MouseReport.Encoding, size: TerminalSize) async throws {
        let app = try AppUnderTest(["set", "--seed", "1"], size: size, term: "tmux-256color")
        defer { app.close() }
        try await SetPlayer(session: app.session).waitForGame()
        // tmux knows what the program asked for: SGR (1006) beside the old encoding.
        #expect(try app.session.display("#{mouse_sgr_flag}") == "1")
        let screen = try await app.session.waitForStillness()
        try Self.click(
            app.session, x: try Self.headerColumn(of: "? help", in: screen) + 2, y: 0, encoding: encoding)
        try await app.session.waitFor("the help, opened by a click") { $0.contains("Small cards:") }
        try Self.click(app.session, x: 3, y: 3, encoding: encoding)
        let table = try await app.session.waitFor("the help closed by a click") {
            !$0.contains("Small cards:")
        }
        let quit = try Self.headerColumn(of: "Q quit", in: table)
        if size.width > 223 { #expect(quit > 223, "the click must be past column 223: \(quit)") }
        try Self.click(app.session, x: quit + 3, y: 0, encoding: encoding)
        #expect(try await app.waitForExit() == 0)
        try app.expectTerminalRestored()
        #expect(try app.session.display("#{mouse_sgr_flag}") == "0", "SGR reports are turned off again")
    }

    /// Sequences that begin with ESC but are not the Esc key, as terminals send them.
    static let sequences: [(String, [UInt8])] = [
        ("Alt-2", [0x1B, 0x32]),
        ("Alt-q", [0x1B, 0x71]),
        ("an unknown function key (F13)", Array("\u{1B}[25~".utf8)),
        ("a key with modifiers (kitty protocol)", Array("\u{1B}[113;5u".utf8)),
        ("a bracketed paste of `q2n`", Array("\u{1B}[200~q2n\u{1B}[201~".utf8)),
        ("a terminal's device attributes", Array("\u{1B}[?1;2c".utf8)),
        ("a terminal's colour report", Array("\u{1B}]11;rgb:0000/0000/0000\u{07}".utf8)),
        ("an application-mode key", Array("\u{1B}OP".utf8)),
    ]

    @Test("Escape sequences are ignored; only a lone Esc leaves the game")
    func escapeSequences() async throws {
        let app = try AppUnderTest(["set", "--seed", "2"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()
        for (name, bytes) in Self.sequences {
            try app.session.sendBytes(bytes)
            // A key that shows it was read after the sequence: Right moves the focus.
            try app.session.sendKeys("Right")
            let moved = try await app.session.waitFor("the game to go on after \(name)") {
                $0.status != nil && $0.status?.focus != start.focus
            }
            #expect(moved.status?.score == start.score, "\(name) did nothing to the game")
            try app.session.sendKeys("Left")
            try await player.waitForStatus("the focus back after \(name)") { $0.focus == start.focus }
        }
        try app.session.sendKeys("Escape")
        try await app.session.waitFor("the menu after a lone Esc") { $0.contains("1  Play Set") }
        try app.session.sendKeys("q")
        #expect(try await app.waitForExit() == 0)
    }

    @Test("A terminal that goes away without a SIGHUP ends the program")
    func terminalGone() async throws {
        // In a session of its own, the program is no longer in the terminal's foreground
        // process group: when tmux goes, no SIGHUP reaches it and only its reads fail.
        let binary = try Prerequisites.appBinary()
        let pidFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtable-gone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let session = try TmuxSession(
            command: [
                "setsid", "-w", "/bin/sh", "-c", "echo $$ > \"$0\"; exec \"$@\"", pidFile.path, binary.path,
                "set", "--seed", "3",
            ], size: TerminalSize(80, 24))
        defer { session.kill() }
        try await session.waitFor("the game") { StatusLine(parsing: $0.bottomRow) != nil }
        let text = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        session.kill()
        let deadline = Deadline.after(.seconds(10))
        while kill(pid, 0) == 0 {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                throw EndToEndFailure(
                    "cardtable (pid \(pid)) was still running \(Deadline.scaled(.seconds(10))) after its terminal went"
                )
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test("Ctrl-Z gives the terminal back and stops the clock until `fg`")
    func suspend() async throws {
        let binary = try Prerequisites.appBinary()
        let session = try await TmuxSession.shell()
        defer { session.kill() }
        try session.sendText("\(binary.path) set --seed 4")
        try session.sendKeys("Enter")
        let player = SetPlayer(session: session)
        try await player.waitForStatus("the clock to start") { $0.seconds >= 1 }
        let before = try await player.status()
        let readBefore = ContinuousClock.now
        try session.sendKeys("C-z")
        try await session.waitFor("the shell to say the game stopped") { $0.contains("Stopped") }
        // Time passes while the game is stopped (at least this long): it must not count.
        let away = 4
        try await Task.sleep(for: .seconds(away))
        try session.sendText("fg")
        try session.sendKeys("Enter")
        let after = try await player.waitForStatus("the game back after fg") { $0.seconds > 0 }
        // However long the machine took to answer, the game's clock counts no more than the
        // time it ran: what passed between the two readings, less the time it was stopped
        // (and a second for the clock showing whole seconds).
        let between = (ContinuousClock.now - readBefore) / .seconds(1)
        #expect(
            Double(after.seconds - before.seconds) <= between - Double(away) + 1,
            "the clock stood still while suspended: \(before.time) before, \(after.time) after \(between) s, \(away) s of them away"
        )
        try session.sendKeys("Q")
        try await session.waitFor("the shell back after q") { screen in
            screen.rows.last { !$0.isEmpty } == "$" && !screen.contains("Score:")
        }
    }

    @Test("On a terminal without an alternate screen (vt100) the game's last frame is cleared on q")
    func vt100ClearsOnQuit() async throws {
        let app = try AppUnderTest(["set", "--seed", "5"], term: "vt100")
        defer { app.close() }
        try await SetPlayer(session: app.session).waitForGame()
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        let screen = try await app.session.waitFor("the exit status") { $0.contains("EXIT=0") }
        #expect(!screen.contains("Deck:"), "the game's status line is gone:\n\(screen)")
        #expect(!screen.contains("╭") && !screen.contains("│"), "the game's cards are gone:\n\(screen)")
    }
}
