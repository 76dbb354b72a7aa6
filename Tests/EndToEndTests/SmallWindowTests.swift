import Foundation
import Testing

/// Small windows and what they cost: words are never cut, and a table that cannot be shown
/// costs no CPU.
@Suite("Small windows")
struct SmallWindowTests {
    @Test("At 50x15 the status line, piles and help show whole words only")
    func wholeWords() async throws {
        let app = try AppUnderTest(["set", "--seed", "1"], size: TerminalSize(50, 15))
        defer { app.close() }
        let screen = try await app.session.waitFor("the table at 50x15") { $0.bottomRow.contains("Score: 0") }
        let words = Set([
            "Score:", "0", "Deck:", "69", "Sets:", "Time:", "green", "red", "purple", "solid",
            "striped", "open", "oval", "ovals", "diamond", "diamonds", "squiggle", "squiggles", "1", "2", "3",
        ])
        let status = screen.bottomRow.split(separator: " ").map(String.init)
        #expect(
            status.allSatisfy {
                words.contains($0) || $0.wholeMatch(of: /\d+:\d\d/) != nil
                    || $0.wholeMatch(of: /\[.\]/) != nil
            },
            "every word of the status line is whole: \(screen.bottomRow)")
        #expect(!screen.contains("discar ") && !screen.contains("purpl "), "\(screen)")
        try app.session.sendKeys("?")
        let help = try await app.session.waitFor("the help") { $0.contains("Help") }
        #expect(help.contains("more"), "the help says there is more to scroll to:\n\(help)")
        #expect(!help.contains("col ║") && !help.contains("diffe ║"), "lines wrap at words:\n\(help)")
    }

    @Test("`deal` in a window too small for its table uses no CPU while it waits")
    func tooSmallCostsNothing() async throws {
        let app = try AppUnderTest(["deal", "--seed", "1"], size: TerminalSize(30, 8))
        defer { app.close() }
        try await app.session.waitFor("the message") { $0.contains("too small") }
        let pid = try await app.processID()
        let before = try Self.cpuSeconds(of: pid)
        let began = ContinuousClock.now
        // Two seconds to watch it in: nothing is waited for, time only has to pass.
        try await Task.sleep(for: .seconds(2))
        let used = try Self.cpuSeconds(of: pid) - before
        let watched = (ContinuousClock.now - began) / .seconds(1)
        // A spinning loop would use most of the time watched; waiting for input uses none.
        #expect(used < 0.1 * watched, "used \(used) s of CPU in \(watched) s")
        try app.session.resize(to: TerminalSize(80, 24))
        try await app.session.waitFor("the game to go on once the window is big enough") {
            $0.header.contains("watching Set")
        }
    }

    /// User and system CPU time of process `pid`, from /proc.
    static func cpuSeconds(of pid: pid_t) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name (in parentheses, which may hold spaces).
        guard let close = stat.lastIndex(of: ")") else { throw EndToEndFailure("odd /proc stat: \(stat)") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw EndToEndFailure("odd /proc stat: \(stat)")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
