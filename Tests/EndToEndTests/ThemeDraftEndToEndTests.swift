import Foundation
import Glibc
import Testing

/// A Memorize theme half typed when the terminal goes away comes back, in the real binary.
@Suite("A theme half typed, kept through a hang-up")
struct ThemeDraftEndToEndTests {
    @Test("A theme half typed when the terminal hangs up is offered back in the form next time")
    func keptThroughAHangUp() async throws {
        let folder = try ConfigFolder()
        defer { folder.remove() }
        let environment = folder.environment.merging(["XDG_STATE_HOME": folder.url.path]) { $1 }
        do {
            let app = try AppUnderTest([], environment: environment)
            defer { app.close() }
            let session = app.session
            try await session.waitFor("the menu") { $0.contains("Memorize themes") }
            try session.sendKeys("3")
            try await session.waitFor("the theme chooser") { $0.header.contains("cardtable · Themes") }
            try session.sendKeys("a")
            try await session.waitFor("the new theme form") {
                $0.contains("New theme") && $0.contains("Name:")
            }
            // Ctrl-S on the way, which reaches the game (no flow control while it runs): it is
            // no part of the name, and the draft kept is one the game reads back.
            try session.sendText("Har")
            try session.sendKeys("C-s")
            try session.sendText("bour")
            try await session.waitFor("the name typed") { $0.contains("Name:   Harbour") }
            #expect(kill(try await app.processID(), SIGHUP) == 0)
            _ = try await app.waitForExit()
        }
        let again = try AppUnderTest([], environment: environment)
        defer { again.close() }
        let session = again.session
        try await session.waitFor("the menu") { $0.contains("Memorize themes") }
        try session.sendKeys("3")
        try await session.waitFor("the draft offered back in the form") {
            $0.contains("New theme") && $0.contains("Name:   Harbour") && $0.contains("Kept from before")
        }
        // Esc drops it: the chooser, and no draft the next time.
        try session.sendKeys("Escape")
        try await session.waitFor("the chooser without the form") {
            $0.header.contains("cardtable · Themes") && !$0.contains("New theme")
        }
        try session.sendKeys("Escape")
        try await session.waitFor("the menu") { $0.contains("Memorize themes") }
        try session.sendKeys("3")
        let chooser = try await session.waitFor("the chooser") { $0.header.contains("cardtable · Themes") }
        #expect(!chooser.contains("New theme"), "no draft once dropped:\n\(chooser)")
        try session.sendKeys("q")
    }
}
