import Foundation
import Testing

/// Input no terminal sends on its own (a sequence thousands of bytes long, an OSC 52 of
/// 8 KB): read to its end and dropped whole, so the keys after it work.
@Suite("Hostile input in a terminal")
struct HostileInputTests {
    /// A sequence longer than any a terminal sends, as a hostile program could make it echo.
    enum Overlong: String, CaseIterable, Sendable {
        case controlSequence = "ESC [ and 5,000 `1;` then m"
        case clipboardWrite = "an 8 KB OSC 52 (a clipboard write) ended by BEL"

        var bytes: [UInt8] {
            switch self {
            case .controlSequence:
                Array(("\u{1B}[" + String(repeating: "1;", count: 5000) + "m").utf8)
            case .clipboardWrite:
                // Base64 of 6 KB of `q`: `cXFx`, no key the game knows.
                Array(
                    ("\u{1B}]52;c;" + Data(repeating: 0x71, count: 6144).base64EncodedString() + "\u{07}")
                        .utf8)
            }
        }
    }

    @Test(
        "An overlong escape sequence does nothing, and the keys after it work", arguments: Overlong.allCases)
    func overlongSequence(_ sequence: Overlong) async throws {
        let name = sequence.rawValue
        let app = try AppUnderTest(["set", "--seed", "2"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        let start = try await player.waitForGame()
        try app.session.pasteBytes(sequence.bytes)
        // Right moves the focus: it shows the key after the sequence was read as a key.
        try app.session.sendKeys("Right")
        let moved = try await player.waitForStatus("Right to move the focus after \(name)") {
            $0.focus != start.focus
        }
        #expect(moved.score == start.score && moved.deck == start.deck, "\(name) did nothing to the game")
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0, "q after \(name) quits")
        try app.expectTerminalRestored()
    }
}
