import Foundation
import Testing

/// A question over a game against others at one keyboard hides the table, since its clocks
/// stand still meanwhile; answered no, the header says whose call it still is.
@Suite("A question over a game against others")
struct QuestionOverTheTableTests {
    @Test("A question during a call hides the table; answered no, it says whose call it still is")
    func aQuestionDuringACallHidesTheTable() async throws {
        let app = try AppUnderTest(["set", "--players", "Ann,Bob", "--claim-time", "20", "--seed", "5"])
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForStatus("the game between Ann and Bob") {
            $0.players == ["Ann": "0", "Bob": "0"]
        }
        try await app.session.waitFor("twelve cards") { SetTablePicture(screen: $0).faceCount == 12 }
        try app.session.sendKeys("0")
        try await app.session.waitFor("Bob's call") { $0.contains("Bob calling") }
        try app.session.sendKeys("N")
        try await app.session.waitFor("the question, over a hidden table") {
            $0.contains("New game?") && SetTablePicture(screen: $0).faceCount == 0
        }
        try app.session.sendKeys("n")
        try await app.session.waitFor("Bob's call, said again, and the table back") {
            $0.header.contains("Still Bob's call") && SetTablePicture(screen: $0).faceCount == 12
        }
    }
}
