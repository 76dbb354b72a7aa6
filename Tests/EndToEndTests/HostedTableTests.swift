import CardModel
import Foundation
import Testing

/// Tables shared between terminals, in the real binary: a host and players who join it
/// from panes of their own, each with their own window, focus and choice of cards.
@Suite("Tables shared between terminals")
struct HostedTableTests {
    @Test(
        "Two terminals: both see the deal, a joiner's Set flies to their pile, a wrong trio locks out only them"
    )
    func twoTerminals() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        let bob = try await table.join("Bob", size: TerminalSize(90, 26))
        try await table.deal(players: ["Ann", "Bob"])
        // Both see the whole deal: twelve faces on the host's screen and on Bob's own.
        for app in table.everyone {
            try await app.session.waitFor("twelve cards") { SetTablePicture(screen: $0).faceCount == 12 }
        }
        #expect(try table.host.session.capture().header.contains("you are Ann"))
        #expect(try bob.session.capture().header.contains("you are Bob"))

        // Bob reads the table by moving his own focus, which is his alone, and takes a Set by
        // its three cards' keys alone.
        let player = SetPlayer(session: bob.session)
        let cards = try await player.readTable()
        let hostFocus = try #require(try table.host.session.capture().status?.focus)
        #expect(hostFocus == cards[0].description, "the host's focus stayed where it was")
        let set = try #require(SetCard.sets(in: cards).first)
        try player.chooseByKeys(set)
        try await table.waitForEveryone("Bob's Set") { $0.players == ["Ann": "0", "Bob": "1"] }
        for app in table.everyone {
            // Only Bob has won a Set: the pile that says so is his.
            try await app.session.waitFor("the Set on Bob's pile") { $0.contains("1 Set") }
        }

        // A wrong trio costs Bob a point and locks him out; Ann is not.
        try await bob.session.waitForStillness()
        try bob.session.sendKeys(Array(repeating: "Left", count: player.focusIndex))
        try await bob.session.waitForStillness()
        let now = try await player.readTable()
        let wrong = try #require(
            (2..<now.count).lazy.map { [0, 1, $0] }.first {
                !SetCard.isSet(now[$0[0]], now[$0[1]], now[$0[2]])
            })
        for index in wrong { try await player.choose(index) }
        try await table.waitForEveryone("Bob out") { $0.players == ["Ann": "0", "Bob": "0 (out)"] }

        // The host takes a Set by its keys too.
        let ann = SetPlayer(session: table.host.session)
        let hostTable = try await ann.readTable()
        try ann.chooseByKeys(try #require(SetCard.sets(in: hostTable).first))
        try await table.waitForEveryone("Ann's Set") { $0.players["Ann"] == "1" }

        // The host leaves (asked first, as the game ends for everyone): the table ends for
        // Bob, with a message, and the socket is gone.
        try table.host.session.sendKeys("Q")
        try await table.host.session.waitFor("the host asked") { $0.contains("Close the table?") }
        try table.host.session.sendKeys("y")
        #expect(try await table.host.waitForExit() == 0)
        try await bob.session.waitFor("the table's end") { $0.contains("Ann has closed the table.") }
        let sockets = try FileManager.default.contentsOfDirectory(
            atPath: table.runtime.appendingPathComponent("cardtable").path)
        #expect(sockets.isEmpty, "\(sockets)")
        try bob.session.sendKeys("q")
        #expect(try await bob.waitForExit() == 0)
        try bob.expectTerminalRestored()
        #expect(bob.standardError().contains("Ann has closed the table."))
    }

    @Test("Three terminals: two players completing a Set at once, exactly one takes it on every screen")
    func threeTerminalsRace() async throws {
        // Wide enough for the status line to keep the deck beside three players and who chooses.
        let wide = TerminalSize(100, 30)
        let table = try await HostedTable(["set", "--host", "--seed", "11", "--name", "Ann"], size: wide)
        defer { table.close() }
        let bob = try await table.join("Bob", size: wide)
        let cy = try await table.join("Cy", size: wide)
        try await table.deal(players: ["Ann", "Bob", "Cy"])
        let players = [SetPlayer(session: bob.session), SetPlayer(session: cy.session)]
        var cards: [SetCard] = []
        for player in players { cards = try await player.readTable() }
        let set = try #require(SetCard.sets(in: cards).first)
        for player in players {
            for index in set.prefix(2) { try await player.choose(index) }
            try await player.focus(on: set[2])
        }
        try await table.host.session.waitFor("both choosing") { $0.contains("Bob, Cy choosing") }
        // Their third cards go within a few milliseconds of each other.
        try bob.session.sendKeys("Space")
        try cy.session.sendKeys("Space")
        let lines = try await table.waitForEveryone("one of them taking the Set") {
            $0.players["Bob"] == "1" || $0.players["Cy"] == "1"
        }
        #expect(lines.allSatisfy { $0.players == lines[0].players }, "\(lines.map(\.players))")
        #expect(
            [lines[0].players["Bob"], lines[0].players["Cy"]].compactMap { $0 }.sorted() == ["0", "1"],
            "\(lines[0].players)")
    }

    @Test("Memorize: the turn passes between terminals, and everyone sees each card turned")
    func memorizeTurns() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        // Turns of five minutes: a turn of thirty seconds ran out under a busy run (load 20)
        // before Bob's Space reached his cardtable, and "It is Ann's turn" was never said.
        let table = try await HostedTable(
            [
                "memorize", "--host", "--theme", "Flowers", "--seed", "1", "--name", "Ann", "--turn-time",
                "300",
            ],
            environment: config.environment)
        defer { table.close() }
        let bob = try await table.join("Bob")
        try table.host.session.sendKeys("Enter")
        try await table.host.session.waitFor("Ann's turn") { $0.bottomRow.hasPrefix(" Turn: Ann") }
        try await bob.session.waitFor("Ann's turn on Bob's screen") { $0.bottomRow.hasPrefix(" Turn: Ann") }
        // Bob cannot turn a card on Ann's turn.
        try bob.session.sendKeys("Space")
        try await bob.session.waitFor("Bob told whose turn it is") { $0.header.contains("It is Ann's turn.") }
        try await table.host.session.waitForStillness()
        var turned = 0
        while try table.host.session.capture().bottomRow.hasPrefix(" Turn: Ann") && turned < 12 {
            try table.host.session.sendKeys("Space", "Right", "Space", "Right")
            turned += 2
            try await table.host.session.waitForStillness()
        }
        // Ann's miss passes the turn: Bob is told it is his, Ann whose it is.
        try await bob.session.waitFor("Bob told it is his turn") {
            $0.bottomRow.hasPrefix(" Turn: Bob") && $0.header.contains("No match: your turn.")
        }
        #expect(!(try bob.session.capture().header.contains("Bob's turn")))
        try await table.host.session.waitFor("Ann told it is Bob's turn") {
            $0.header.contains("No match: Bob's turn.")
        }
        // Bob turns the card the host's focus is on (his own focus goes there): Ann sees it face up.
        let hostRow = try table.host.session.capture().bottomRow
        let place = try #require(hostRow.firstMatch(of: /card [0-9]+ of/)).output
        for _ in 0..<24 where !(try bob.session.capture().bottomRow.contains(place)) {
            try bob.session.sendKeys("Right")
            try await bob.session.waitForStillness(quiet: .milliseconds(100))
        }
        try bob.session.sendKeys("Space")
        try await table.host.session.waitFor("Bob's card face up on Ann's screen") {
            $0.bottomRow.contains(place) && $0.bottomRow.hasSuffix("face up")
        }
    }

    @Test("A joiner killed (SIGKILL) or stopped (SIGSTOP) stops neither the host nor the others")
    func killedAndStoppedJoiners() async throws {
        // Wide enough for the status line to keep the deck beside four players.
        let wide = TerminalSize(100, 30)
        let table = try await HostedTable(["set", "--host", "--seed", "7", "--name", "Ann"], size: wide)
        defer { table.close() }
        let bob = try await table.join("Bob", size: wide)
        let cy = try await table.join("Cy", size: wide)
        let dee = try await table.join("Dee", size: wide)
        try await table.deal(players: ["Ann", "Bob", "Cy", "Dee"])
        #expect(kill(try await bob.processID(), SIGKILL) == 0)
        // His seat waits for him (five minutes, counting down).
        try await table.host.session.waitFor("Bob away") {
            $0.status?.players["Bob"]?.hasPrefix("0 (away 4:") == true
        }
        try await cy.session.waitFor("Bob away on Cy's screen") {
            $0.status?.players["Bob"]?.hasPrefix("0 (away 4:") == true
        }
        let stopped = try await dee.processID()
        #expect(kill(stopped, SIGSTOP) == 0)
        defer { kill(stopped, SIGCONT) }
        // The host and Cy each take a Set while Dee is stopped (three cards dealt in its place).
        let ann = SetPlayer(session: table.host.session)
        try ann.chooseByKeys(try #require(SetCard.sets(in: try await ann.readTable()).first))
        try await cy.session.waitFor("Ann's Set on Cy's screen") { $0.status?.deck == 66 }
        try await cy.session.waitForStillness()
        let player = SetPlayer(session: cy.session)
        try player.chooseByKeys(try #require(SetCard.sets(in: try await player.readTable()).first))
        try await table.host.session.waitFor("Cy's Set on the host's screen") { $0.status?.deck == 63 }
        // Dee, going on, catches up.
        kill(stopped, SIGCONT)
        try await dee.session.waitFor("Dee caught up") { $0.status?.deck == 63 }
    }

    @Test("A player killed and joining again takes back their seat and plays on with their score")
    func killedPlayerComesBack() async throws {
        let (table, bob) = try await HostedTable.setDealtToBob()
        defer { table.close() }
        let player = SetPlayer(session: bob.session)
        try player.chooseByKeys(try #require(SetCard.sets(in: try await player.readTable()).first))
        try await table.waitForEveryone("Bob's Set") { $0.players == ["Ann": "0", "Bob": "1"] }

        #expect(kill(try await bob.processID(), SIGKILL) == 0)
        try await table.host.session.waitFor("Bob away, his seat waiting") {
            $0.status?.players["Bob"]?.hasPrefix("1 (away 4:") == true
        }
        let back = try table.joinAgain("Bob", replacing: bob)
        // Straight back to the table as it is now, his Set still his, on every screen.
        try await table.waitForEveryone("Bob back with his Set") { $0.players == ["Ann": "0", "Bob": "1"] }
        try await back.session.waitFor("Bob's own table") {
            $0.header.contains("you are Bob") && SetTablePicture(screen: $0).faceCount >= 12
        }
        let again = SetPlayer(session: back.session)
        try again.chooseByKeys(try #require(SetCard.sets(in: try await again.readTable()).first))
        try await table.waitForEveryone("Bob's second Set") { $0.players == ["Ann": "0", "Bob": "2"] }
    }

    @Test("A watcher sees the table as it is played and cannot move; the players see who watches")
    func watcherSeesAndCannotMove() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        let bob = try await table.join("Bob")
        let zoe = try await table.watch("Zoe")
        // The host's lobby numbers the watchers after the players, to remove one by it, and
        // names the login beside a name one chose.
        let login = String(cString: getpwuid(geteuid()).pointee.pw_name)
        try await table.host.session.waitFor("Zoe named as a watcher") {
            $0.contains("Watching: 3. Zoe (\(login)).") && $0.contains("2. Bob (\(login))")
        }
        try await bob.session.waitFor("Zoe named as a watcher") { $0.contains("Watching: Zoe (\(login)).") }
        try table.host.session.sendKeys("Enter")
        try await zoe.session.waitFor("the game on Zoe's screen") { screen in
            screen.header.contains("watching") && SetTablePicture(screen: screen).faceCount == 12
                && screen.status?.players == ["Ann": "0", "Bob": "0"]
        }
        // Her keys make no move: she is told, and nobody's table changes.
        try await zoe.session.waitForStillness()
        try zoe.session.sendKeys("q", "w", "e", "Space")
        try await zoe.session.waitFor("Zoe told") { $0.header.contains("You are watching") }
        let hostScreen = try table.host.session.capture()
        #expect(!hostScreen.contains("Zoe"), "nothing of Zoe's at the host: \(hostScreen.rows)")
        #expect(hostScreen.status?.deck == 69)
        // Bob's Set reaches her screen.
        let player = SetPlayer(session: bob.session)
        try player.chooseByKeys(try #require(SetCard.sets(in: try await player.readTable()).first))
        try await zoe.session.waitFor("Bob's Set on Zoe's screen") { $0.status?.players["Bob"] == "1" }
        // Q stops watching at once.
        try zoe.session.sendKeys("Q")
        #expect(try await zoe.waitForExit() == 0)
        try zoe.expectTerminalRestored()
    }

    @Test("Garbage, a huge line and another version on the socket are refused, and the host plays on")
    func hostileConnections() async throws {
        let table = try await HostedTable(["set", "--host", "--seed", "5", "--name", "Ann"])
        defer { table.close() }
        let socket = table.socket
        let huge = String(repeating: "x", count: 200_000)
        for (line, reason) in [
            ("garbage", "not a message"), (huge, "longer than a table takes"),
            (#"{"v":99,"type":"hello","name":"Eve"}"#, "version 99"),
        ] {
            let answer = try await SocketProbe.send(line + "\n", to: socket)
            #expect(answer.contains(#""type":"refused""#) && answer.contains(reason), "\(answer.prefix(300))")
        }
        // The host is still at its table: a player joins and the game is dealt.
        try await table.join("Bob")
        try await table.deal(players: ["Ann", "Bob"])
    }

    @Test("A user the host has not allowed is refused, with the reason")
    func userNotAllowed() async throws {
        // Tables open to other users are in a folder of the host's under CARDTABLE_TMPDIR.
        let shared = try ConfigFolder()
        defer { shared.remove() }
        let table = try await HostedTable(
            ["set", "--host", "--allow", "nobody", "--name", "Ann"],
            environment: ["CARDTABLE_TMPDIR": shared.url.path])
        defer { table.close() }
        #expect(try table.host.session.capture().contains("Open to nobody."))
        let refused = try AppUnderTest(
            ["join", table.name],
            environment: ["XDG_RUNTIME_DIR": table.runtime.path, "CARDTABLE_TMPDIR": shared.url.path])
        defer { refused.close() }
        #expect(try await refused.waitForExit() == 1)
        #expect(
            refused.standardError().contains("may not join this table: it is open to nobody only"),
            "\(refused.standardError())")
        try refused.expectTerminalRestored()
    }

    @Test(
        "From the menu: H H hosts a Set table, J at another terminal lists it and Enter joins it, and both play"
    )
    func hostAndJoinFromTheMenu() async throws {
        let runtime = try RuntimeFolder()
        defer { runtime.remove() }
        let environment = runtime.environment
        let host = try AppUnderTest([], environment: environment)
        defer { host.close() }
        let guest = try AppUnderTest([], environment: environment)
        defer { guest.close() }
        for app in [host, guest] {
            try await app.session.waitFor("the menu's shared tables") { $0.contains("Join a table") }
        }
        // Nobody hosts yet: the list says so.
        try guest.session.sendKeys("J")
        try await guest.session.waitFor("no table yet") { $0.contains("No table is open") }
        // Host a table asks which game: H again is Set.
        try host.session.sendKeys("H")
        try await host.session.waitFor("which game") { $0.contains("Host a table: which game?") }
        try host.session.sendKeys("H")
        try await host.session.waitFor("the host's lobby") { $0.contains("is open. To join it") }
        // r looks again: the table is there, and Enter joins it.
        try guest.session.sendKeys("r")
        try await guest.session.waitFor("the table listed") { $0.contains("You may join.") }
        try guest.session.sendKeys("Enter")
        try await guest.session.waitFor("the guest in the lobby") {
            $0.contains(", at ") && $0.contains("table")
        }
        try await host.session.waitFor("two at the table") { $0.contains("Enter: deal to the 2 players") }
        try host.session.sendKeys("Enter")
        for app in [host, guest] {
            try await app.session.waitFor("the deal on both screens") { $0.status?.players.count == 2 }
        }
        // Esc at the host asks, then closes the table; the host is back on the menu.
        try host.session.sendKeys("Escape")
        try await host.session.waitFor("the host asked") { $0.contains("Close the table?") }
        try host.session.sendKeys("y")
        try await host.session.waitFor("the host on the menu") { $0.contains("Join a table") }
        try await guest.session.waitFor("the table's end") { $0.contains("has closed the table.") }
    }

    @Test(
        "From the menu, a host that has stopped answering is waited for on a screen that draws, and Esc goes back"
    )
    func joiningASilentHostFromTheMenu() async throws {
        let runtime = try RuntimeFolder()
        defer { runtime.remove() }
        let environment = runtime.environment
        let host = try AppUnderTest(["set", "--host"], environment: environment)
        defer { host.close() }
        try await host.session.waitFor("the host's lobby") { $0.contains("is open. To join it") }
        let guest = try AppUnderTest([], environment: environment)
        defer { guest.close() }
        try await guest.session.waitFor("the menu's shared tables") { $0.contains("Join a table") }
        try guest.session.sendKeys("J")
        let hostProcess = try await host.processID()
        defer { kill(hostProcess, SIGCONT) }
        /// The host listed as answering, then stopped (Ctrl-Z, a machine too busy): its socket
        /// still takes connections, and the guest types `keys` at the table chosen.
        func stopTheListedHost(thenType keys: [String]) async throws {
            #expect(kill(hostProcess, SIGCONT) == 0)
            try guest.session.sendKeys("r")
            try await guest.session.waitFor("the table listed") { $0.contains("You may join.") }
            #expect(kill(hostProcess, SIGSTOP) == 0)
            try guest.session.sendKeys(keys)
        }
        // The interface froze here for five seconds, the list on screen and Esc not taken.
        // Enter and Esc typed together: Esc is taken while the host is waited for, so the
        // list comes back without "the host did not answer", which only the wait's end says.
        // The list looks at its tables again every five seconds: a look begun after the host
        // stopped, before Enter reached the guest (a busy machine), leaves the host not
        // answered yet, Enter is refused so, and Esc leaves the list for the menu. That try
        // is lost (it was, with four busy loops): the guest goes back to the list.
        var wentBack = false
        for _ in 1...3 where !wentBack {
            try await stopTheListedHost(thenType: ["Enter", "Escape"])
            let back = try await guest.session.waitFor("back to the list at once, or on the menu") {
                let onTheList =
                    $0.header.contains("cardtable · Tables") && !$0.header.contains("Joining")
                    && !$0.header.contains("Cannot join") && !$0.contains("has not answered yet")
                return onTheList || (!$0.header.contains("cardtable · Tables") && $0.contains("Join a table"))
            }
            wentBack = back.header.contains("cardtable · Tables")
            if !wentBack { try guest.session.sendKeys("J") }
        }
        #expect(wentBack, "Esc never brought the list back from the wait")
        // The wait is drawn: the screen says who is waited for until the host's five seconds
        // are up. A test thread held up past them can miss that screen, or the list's look
        // refuse Enter, so it has three tries.
        var sawTheWait = false
        for _ in 1...3 where !sawTheWait {
            try await stopTheListedHost(thenType: ["Enter"])
            let seen = try await guest.session.waitFor("the join waiting or its end, or refused") {
                $0.header.contains("Joining") || $0.header.contains("Cannot join")
                    || $0.contains("has not answered yet")
            }
            guard !seen.contains("has not answered yet") else { continue }
            sawTheWait = seen.header.contains("Joining")
            try await guest.session.waitFor("the wait's end", timeout: .seconds(20)) {
                $0.header.contains("Cannot join") && $0.header.contains("the host did not answer")
            }
        }
        #expect(sawTheWait, "the wait for the host was never drawn")
    }

    @Test("join of a table that is not there, and --host with --players, exit 2 saying so")
    func badSharingCommandLines() throws {
        let runtime = try RuntimeFolder()
        defer { runtime.remove() }
        let binary = try Prerequisites.appBinary()
        let environment = runtime.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let missing = try CompletedCommand.run(binary, ["join", "nosuch"], environment: environment)
        #expect(missing.standardError.contains("no table called nosuch"), "\(missing.standardError)")
        #expect(missing.status == 2 && missing.standardError.contains("no table called nosuch is open"))
        let both = try CompletedCommand.run(
            binary, ["set", "--host", "--players", "2"], environment: environment)
        #expect(both.status == 2 && both.standardError.contains("--host and --players cannot go together"))
        let stranger = try CompletedCommand.run(
            binary, ["set", "--host", "--allow", "no-such-user-here"], environment: environment)
        #expect(stranger.status == 2 && stranger.standardError.contains("no user called 'no-such-user-here'"))
        // What was typed is said back as text: an escape sequence in it reaches the terminal
        // written out, never as the escape that would clear the screen or colour it.
        let clearing = try CompletedCommand.run(binary, ["join", "a\u{1B}[2J"], environment: environment)
        #expect(
            clearing.status == 2 && clearing.standardError.contains("no table called a\\u{1B}[2J is open")
                && !clearing.standardError.contains("\u{1B}"), "\(clearing.standardError)")
        let red = try CompletedCommand.run(
            binary, ["join", "--name", "a\u{1B}[31mred"], environment: environment)
        #expect(
            red.status == 2 && red.standardError.contains("has a control character (\\u{1B})")
                && !red.standardError.contains("\u{1B}"), "\(red.standardError)")
    }
}

/// A connection made straight to a table's socket, as a hostile program would: one line
/// sent, and everything the host answers until it closes the connection.
enum SocketProbe {
    static func send(_ text: String, to path: String) async throws -> String {
        let script = """
            import socket, sys
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(10)
            s.connect(sys.argv[1])
            try:
                s.sendall(sys.stdin.buffer.read())
            except OSError:
                pass
            answer = b""
            while True:
                try:
                    data = s.recv(65536)
                except OSError:
                    break
                if not data:
                    break
                answer += data
            sys.stdout.buffer.write(answer)
            """
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "probe-\(UUID().uuidString)")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let result = try await CompletedCommand.run(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, path], standardInput: input.path)
        return result.standardOutput
    }
}
