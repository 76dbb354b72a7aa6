import Foundation
import Testing

/// A question over a game against others hides the table or lets its clocks run.
///
/// At one keyboard the table is hidden, since its clocks stand still meanwhile; answered
/// no, the header says whose call it still is. At a shared table the question leaves the
/// table in view, and its clocks run on.
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
        // The question asked as Bob calls, typed with the call: the call's own time runs while
        // the test looks, the question's does not.
        try app.session.sendKeys("0", "N")
        try await app.session.waitFor("the question, over a hidden table") {
            $0.contains("New game?") && SetTablePicture(screen: $0).faceCount == 0
        }
        try app.session.sendKeys("n")
        try await app.session.waitFor("Bob's call, said again, and the table back") {
            $0.header.contains("Still Bob's call") && SetTablePicture(screen: $0).faceCount == 12
        }
    }

    @Test("At a shared table a question leaves the table in view and the turn's countdown runs on")
    func aQuestionAtASharedTableLetsTheClockRun() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let table = try await HostedTable(
            [
                "memorize", "--host", "--theme", "Flowers", "--seed", "1", "--name", "Ann", "--turn-time",
                "5",
            ],
            environment: config.environment)
        defer { table.close() }
        let bob = try await table.join("Bob")
        try table.host.session.sendKeys("Enter")
        try await table.host.session.waitFor("Ann's turn") { $0.bottomRow.hasPrefix(" Turn: Ann (") }
        try table.host.session.sendKeys("Q")
        // Ann's time runs out while her question is open, over cards still in view. The turns
        // go on passing every five seconds, each screen of them lasting five: a test held up
        // on a busy machine may look first at a later one, which says time ran out too.
        try await table.host.session.waitFor("the question over the table in view, Bob's turn come") {
            $0.contains("Close the table?")
                && ($0.bottomRow.hasPrefix(" Turn: Bob (") || $0.header.contains("Bob's time is up"))
                && $0.rows.filter { $0.contains("▚") }.count >= 4
        }
        try await bob.session.waitFor("Bob told it is his turn") {
            $0.header.contains("Ann's time is up: your turn.") || $0.header.contains("Your time is up")
        }
        try table.host.session.sendKeys("n")
        try await table.host.session.waitFor("the question gone, Bob's turn said") {
            !$0.contains("Close the table?")
                && ($0.header.contains("Your time is up: Bob's turn.")
                    || $0.header.contains("Bob's time is up"))
        }
    }
}
