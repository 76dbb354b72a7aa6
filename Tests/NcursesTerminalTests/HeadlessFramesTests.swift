import Foundation
import Render
import TableLayout
import TestSupport
import Testing

@testable import NcursesTerminal

/// The exact bytes real ncurses sends for a run of frames: what the terminal adapter hands
/// it must never change what a player's terminal receives, only what it costs to work out.
@Suite(.serialized) struct HeadlessFramesTests {
    /// Boxes of several inks sliding, text in bold and dim, blanks on a tint, a row of emoji
    /// coming and going (wide characters go a cell at a time), then a smaller window.
    static func frames() -> [Screen] {
        var frames: [Screen] = []
        for step in 0..<6 {
            let size = step < 5 ? Size(width: 48, height: 12) : Size(width: 40, height: 10)
            var screen = Screen(size: size)
            screen.write("cardtable · frames", x: 1, y: 0, style: Style(.title, [.bold]))
            screen.write("step \(step)", x: size.width - 8, y: 0, style: Style(.muted, [.dim]))
            let inks: [Ink] = [.cardRed, .cardGreen, .cardPurple]
            for (index, ink) in inks.enumerated() {
                let card = Rect(x: 2 + index * 14 + step, y: 2 + (step + index) % 2, width: 11, height: 5)
                screen.fill(card)
                screen.drawBox(card, border: index == 1 ? .double : .rounded, style: Style(.cardEdge))
                screen.write("◆ ◈ ◇", x: card.x + 3, y: card.y + 2, style: Style(ink, [.bold]))
            }
            screen.fill(
                Rect(x: 30, y: 8, width: 6 + step, height: 1), with: " ",
                style: Style(.normal, background: .selected))
            if step == 2 || step == 3 {
                screen.write("🐶 🐱 🐭", x: 3 + step, y: 9, style: Style(.hueGreen))
            }
            screen.write("Score: \(step * 3)  Time: 0:0\(step)", x: 1, y: size.height - 1)
            frames.append(screen)
        }
        return frames
    }

    @Test func theBytesOfEachFrameAreAsTheyWere() throws {
        let path = NSTemporaryDirectory() + "cardtable-headless-\(getpid()).out"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try NcursesTerminal(headlessOutput: path, size: Size(width: 48, height: 12))
        var sent: [String] = []
        var before = 0
        for screen in Self.frames() {
            terminal.present(screen)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            sent.append(Self.visible(bytes.dropFirst(before)))
            before = bytes.count
        }
        terminal.close()
        expectGolden(
            sent.enumerated().map { "frame \($0):\n\($1)" }.joined(separator: "\n"), named: "headless-frames")
    }

    /// The size of a terminal with no window is given to ncurses in LINES and COLUMNS; the
    /// programs this process starts afterwards (the end-to-end tests' apps) must not inherit
    /// them, or they take a 48x12 table for their own window's size.
    @Test func theEnvironmentIsAsItWasAfterOpening() throws {
        func sizeVariables() -> [String?] {
            ["LINES", "COLUMNS"].map { (name: String) in getenv(name).map { String(cString: $0) } }
        }
        let before = sizeVariables()
        let path = NSTemporaryDirectory() + "cardtable-headless-env-\(getpid()).out"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try NcursesTerminal(headlessOutput: path, size: Size(width: 47, height: 11))
        #expect(terminal.size == Size(width: 47, height: 11))
        terminal.close()
        #expect(sizeVariables() == before)
    }

    /// Bytes as reviewable text: escapes as `\e`, other control bytes in hex, lines of at
    /// most 100 characters.
    static func visible(_ bytes: Data) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B: out += "\\e"
            case 0..<0x20, 0x7F: out += String(format: "\\x%02x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        var lines: [String] = []
        var rest = Substring(out)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(100)))
            rest = rest.dropFirst(100)
        }
        return lines.joined(separator: "\n")
    }
}
