import CardModel
import Foundation
import Testing

/// Every card's own key in the real binary: a Set taken by its three cards' keys alone,
/// whoever plays, at the sizes players use, and the keys following the table's shape.
@Suite("A key for every card")
struct CardKeysEndToEndTests {
    @Test("Alone, a Set is taken by its three keys at 50x15, 80x24 and 120x40; the keys follow a resize")
    func aloneAtEverySize() async throws {
        for size in [TerminalSize(50, 15), TerminalSize(80, 24), TerminalSize(120, 40)] {
            let app = try AppUnderTest(["set", "--seed", "1"], size: size)
            defer { app.close() }
            let player = SetPlayer(session: app.session)
            // At 50x15 the title is short (`Set`): the status line is the table's sign.
            try await player.waitForStatus("the table at \(size)") { _ in true }
            let cards = try await player.readTable()
            #expect(player.keys.allSatisfy { $0 != nil }, "every card has a key at \(size): \(player.keys)")
            if size == TerminalSize(80, 24) {
                // Three rows of four, the focus on the first card: `q`. In a tall window (three
                // columns) the digit row comes on top: the first card answers to `1`, and `q`
                // is the fourth card's; back at 80x24 the fourth is `r` again.
                #expect(player.keys.first == "q")
                try app.session.resize(to: TerminalSize(60, 50))
                try await player.waitForStatus("the keys laid out again for a tall table") { $0.key == "1" }
                try app.session.sendKeys("q", "q")
                try await player.waitForStatus("the fourth card chosen and put down by q") {
                    $0.key == "q" && $0.focus == cards[3].description
                }
                try app.session.resize(to: size)
                try await player.waitForStatus("the keys of three rows of four again") { $0.key == "r" }
            }
            try player.chooseByKeys(try #require(SetCard.sets(in: cards).first))
            try await player.waitForStatus("the Set taken by its keys at \(size)") { $0.score > 0 }
            try app.session.sendKeys("Q")
            #expect(try await app.waitForExit() == 0)
        }
    }

    @Test("Against the computer and between friends (after a claim key), a Set is taken by its keys")
    func againstOthers() async throws {
        let computer = try AppUnderTest(["set", "--vs", "computer", "--level", "easy", "--seed", "3"])
        defer { computer.close() }
        let you = SetPlayer(session: computer.session)
        try await you.waitForGame()
        // The computer plays on while the table is read, and may take a Set meanwhile: a card
        // chosen holds it back (up to 10 s), its key puts it down again and the Set's three
        // keys follow at once; where the computer was quicker all the same, read and try again.
        func yourPoints(_ status: StatusLine?) -> Int? {
            status?.players["You"].flatMap { Int($0.split(separator: " ").first ?? "") }
        }
        var won = false
        for _ in 0..<6 where !won {
            let free = try await you.waitForStatus("you free to choose") {
                !($0.players["You"] ?? "").contains("out")
            }
            let before = yourPoints(free) ?? 0
            try computer.session.sendKeys("Space")
            // A Space pressed as the computer takes a Set is put down with the others: again.
            let holds = try? await computer.session.waitFor("the computer waiting", timeout: .seconds(5)) {
                $0.bottomRow.contains("waits for you")
            }
            guard holds != nil else { continue }
            guard let table = try? await you.readTable(), let set = SetCard.sets(in: table).first,
                let first = you.keys.first ?? nil
            else { continue }
            try computer.session.sendKeys([String(first)])
            try you.chooseByKeys(set)
            won =
                (try? await computer.session.waitFor("your Set, taken by its keys", timeout: .seconds(8)) {
                    (yourPoints($0.status) ?? before) > before
                }) != nil
        }
        #expect(won, "a Set taken by its keys against the computer")
        try computer.session.sendKeys("Q")
        #expect(try await computer.waitForExit() == 0)

        let friends = try AppUnderTest(["set", "--players", "Ann,Bob", "--seed", "5"])
        defer { friends.close() }
        let bob = SetPlayer(session: friends.session)
        try await bob.waitForGame()
        let cards = try await bob.readTable()
        // Between friends the digits call: the cards keep to the letter rows.
        #expect(bob.keys.allSatisfy { $0.map { !$0.isNumber } ?? false }, "\(bob.keys)")
        try friends.session.sendKeys("2")
        try await friends.session.waitFor("Bob's call") { $0.contains("Bob calling") }
        try bob.chooseByKeys(try #require(SetCard.sets(in: cards).first))
        try await bob.waitForStatus("Bob's Set, taken by its keys") { $0.players["Bob"] == "1" }
        try friends.session.sendKeys("Q")
        #expect(try await friends.waitForExit() == 0)
    }
}
