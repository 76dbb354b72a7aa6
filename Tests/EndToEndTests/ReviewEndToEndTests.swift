import CardModel
import Foundation
import Testing

/// What you missed, in the real binary: a game kept one Set from its end, in which the
/// player dealt three more over a Set, is finished at the keyboard and reviewed, then
/// reviewed again from its replay.
@Suite("What you missed")
struct ReviewEndToEndTests {
    /// A game of `seed` played alone to one Set before its end: three more dealt over the
    /// first table's Sets at 0:04, then Set after Set, seven seconds apart; and the Sets
    /// the first table held.
    static func nearlyFinished(seed: UInt64) throws -> (save: Data, passedOver: [[SetCard]]) {
        var game = SetGame(seed: seed)
        let passedOver = game.setsOnTable
        try #require(!passedOver.isEmpty, "the first table holds a Set")
        var now = 4.0
        game.apply(.dealThreeMore, by: 0, at: now)
        while true {
            now += 7
            guard let set = game.setsOnTable.first else {
                game.apply(.dealThreeMore, by: 0, at: now)
                continue
            }
            var after = game
            for card in set { after.apply(.choose(card: card.id), by: 0, at: now) }
            // The last Set is the player's to take.
            if after.endedAt != nil { break }
            after.apply(.clearMatch, by: 0, at: now + 0.5)
            game = after
        }
        let log = try GameLog(game: GameKind("set"), seed: seed, actions: game.history)
        let saved = SavedGame(log: log, seconds: now, savedAt: Date())
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return (try encoder.encode(saved), passedOver)
    }

    /// Resumes a kept game of `seed` one Set from its end and takes that Set by its keys.
    ///
    /// The game (see `nearlyFinished`) ends and is recorded; the caller closes the app.
    static func takeTheLastSetOfAKeptGame(seed: UInt64, in state: ConfigFolder) async throws -> (
        app: AppUnderTest, passedOver: [[SetCard]]
    ) {
        let (save, passedOver) = try nearlyFinished(seed: seed)
        let folder = state.url.appendingPathComponent("cardtable")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try save.write(to: folder.appendingPathComponent("set-game.json"))
        let app = try AppUnderTest(["set"], environment: ["XDG_STATE_HOME": state.url.path])
        do {
            let player = SetPlayer(session: app.session)
            try await app.session.waitFor("the kept game resumed") { $0.header.contains("Resumed your game") }
            let table = try await player.readTable()
            let last = try #require(
                table.indices.combinations3.first { SetCard.isSet(table[$0[0]], table[$0[1]], table[$0[2]]) },
                "the last Set on the table: \(table)")
            try player.chooseByKeys(last)
        } catch {
            app.close()
            throw error
        }
        return (app, passedOver)
    }

    @Test("The review of a finished game lists the Sets the player dealt three more over")
    func theReviewListsASetDealtOver() async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let (app, passedOver) = try await Self.takeTheLastSetOfAKeptGame(seed: 7, in: state)
        defer { app.close() }
        let sets = passedOver.count == 1 ? "1 Set" : "\(passedOver.count) Sets"
        try await app.session.waitFor("the result, with the Sets passed over") {
            $0.description.contains("Game over") && $0.description.contains("Passed over: \(sets)")
                && $0.description.contains("W: what you missed")
        }
        try app.session.sendKeys("W")
        let review = try await app.session.waitFor("what you missed, with the deal over a Set") {
            $0.header.contains("What you missed")
                && $0.description.contains("0:04 dealt 3 more with \(sets) on the table")
        }
        // The Sets passed over show as small cards: as many cards as the Sets hold, in rows.
        let cardRows = review.rows.filter { $0.contains("╭") || $0.contains("┌") }
        #expect(!cardRows.isEmpty, "the Sets' cards:\n\(review)")
        try app.session.sendKeys("Escape")
        try await app.session.waitFor("back on the result") { $0.description.contains("Game over") }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)

        // The same review from the game's replay, read from the record alone: by W at its
        // first moves, and named at its end.
        let replay = try AppUnderTest(["replay", "last"], environment: ["XDG_STATE_HOME": state.url.path])
        defer { replay.close() }
        try await replay.session.waitFor("the replay, its review key in the header") {
            $0.header.contains("W missed")
        }
        try replay.session.sendKeys("W")
        try await replay.session.waitFor("what you missed, from the replay") {
            $0.header.contains("What you missed")
                && $0.description.contains("0:04 dealt 3 more with \(sets) on the table")
        }
        try replay.session.sendKeys("Escape")
        try await replay.session.waitFor("back in the replay") { $0.header.contains("W missed") }
        try replay.session.sendKeys("End")
        try await replay.session.waitFor("the end of the replay, naming the review") {
            $0.header.contains("End of the replay") && $0.header.contains("W missed")
        }
        try replay.session.sendKeys("W")
        try await replay.session.waitFor("what you missed, at the replay's end") {
            $0.header.contains("What you missed")
                && $0.description.contains("0:04 dealt 3 more with \(sets) on the table")
        }
    }
}

extension Range where Bound == Int {
    /// Every three indices of the range, in order.
    var combinations3: [[Int]] {
        var all: [[Int]] = []
        for a in self {
            for b in (a + 1)..<upperBound { for c in (b + 1)..<upperBound { all.append([a, b, c]) } }
        }
        return all
    }
}
