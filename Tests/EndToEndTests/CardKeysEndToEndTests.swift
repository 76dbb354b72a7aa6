import CardModel
import Foundation
import Testing

/// Every card's own key in the real binary: a Set taken by its cards' keys alone in every
/// game of Set, at the sizes players use, and the keys following the table's shape.
///
/// Each test runs once a size (50x15, 80x24, 120x40), the sizes side by side.
@Suite("A key for every card")
struct CardKeysEndToEndTests {
    /// The smallest table, a classic terminal and a large window.
    static let sizes = [TerminalSize(50, 15), TerminalSize(80, 24), TerminalSize(120, 40)]

    @Test("Alone, a Set is taken by its three keys; at 80x24 the keys follow a resize", arguments: sizes)
    func alone(size: TerminalSize) async throws {
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

    @Test("Against the computer, a Set is taken by its three keys", arguments: sizes)
    func againstTheComputer(size: TerminalSize) async throws {
        let computer = try AppUnderTest(
            ["set", "--vs", "computer", "--level", "easy", "--seed", "3"], size: size)
        defer { computer.close() }
        let you = SetPlayer(session: computer.session)
        try await you.waitForStatus("the game against the computer at \(size)") { $0.players["You"] != nil }
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
            // At 50 columns the computer's words give way to the points and the focused card,
            // and the card chosen, framed double (╔), says the computer waits.
            let holds = try? await computer.session.waitFor("the computer waiting", timeout: .seconds(5)) {
                $0.bottomRow.contains("Computer waits") || (size.width < 80 && $0.contains("╔"))
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
        #expect(won, "a Set taken by its keys against the computer at \(size)")
        try computer.session.sendKeys("Q")
        #expect(try await computer.waitForExit() == 0)
    }

    @Test("Between friends, after a claim key, a Set is taken by its three keys", arguments: sizes)
    func friends(size: TerminalSize) async throws {
        let friends = try AppUnderTest(["set", "--players", "Ann,Bob", "--seed", "5"], size: size)
        defer { friends.close() }
        let bob = SetPlayer(session: friends.session)
        try await bob.waitForStatus("the friends' table at \(size)") { $0.players["Bob"] != nil }
        let cards = try await bob.readTable()
        // Between friends the digits call: the cards keep to the letter rows.
        #expect(bob.keys.allSatisfy { $0.map { !$0.isNumber } ?? false }, "\(bob.keys)")
        // The call and the cards typed together: the call lasts ten seconds, and a test held
        // up on a busy machine past them would see it end before its cards were typed.
        try friends.session.sendKeys("2")
        try bob.chooseByKeys(try #require(SetCard.sets(in: cards).first))
        try await bob.waitForStatus("Bob's Set, taken by its keys") { $0.players["Bob"] == "1" }
        try friends.session.sendKeys("Q")
        #expect(try await friends.waitForExit() == 0)
    }

    @Test(
        "At a table shared between terminals, the guest and the host each take a Set by its keys",
        arguments: sizes)
    func shared(size: TerminalSize) async throws {
        let (table, bob) = try await HostedTable.setDealtToBob(size: size)
        defer { table.close() }
        let guest = SetPlayer(session: bob.session)
        let cards = try await guest.readTable()
        try guest.chooseByKeys(try #require(SetCard.sets(in: cards).first))
        try await table.waitForEveryone("Bob's Set, taken by its keys") {
            $0.players == ["Ann": "0", "Bob": "1"]
        }
        // The host reads the table once the cards that replace Bob's are still.
        try await table.host.session.waitForStillness()
        let ann = SetPlayer(session: table.host.session)
        let hostTable = try await ann.readTable()
        try ann.chooseByKeys(try #require(SetCard.sets(in: hostTable).first))
        try await table.waitForEveryone("Ann's Set, taken by its keys") {
            $0.players == ["Ann": "1", "Bob": "1"]
        }
    }

    @Test(
        "Each variant alone: a Set of Junior, the first Set and a chain Set of Set-Chain, an UltraSet of four, by keys",
        arguments: ["junior", "chain", "ultra"], sizes)
    func variant(_ variant: String, size: TerminalSize) async throws {
        let app = try AppUnderTest(["set", "--variant", variant, "--seed", "1"], size: size)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForStatus("\(variant) at \(size)") { _ in true }
        let table = try await player.readTable()
        #expect(player.keys.allSatisfy { $0 != nil }, "every card has a key at \(size): \(player.keys)")
        let taken =
            variant == "ultra"
            ? try UltraSetEndToEndTests.firstUltraSet(in: table).four
            : try #require(SetCard.sets(in: table).first)
        try player.chooseByKeys(taken)
        let score = try await player.waitForStatus("the \(variant) Set taken by its keys at \(size)") {
            $0.score > 0
        }.score
        guard variant == "chain" else { return }
        // The next Set uses one card of the last, taken by the key of its small card beside the table.
        try await app.session.waitForStillness()
        let read = try await player.readTableAndLastSet()
        #expect(Set(read.lastSet) == Set(taken.map { table[$0] }), "\(read)")
        let link = try #require(
            SetVariantsEndToEndTests.chainSet(table: read.table, lastSet: read.lastSet),
            "the table deals by itself until it holds a Set of the chain")
        try player.chooseByKeys(try link.map { try #require(player.table.firstIndex(of: $0)) })
        try await player.waitForStatus("the chain's Set taken by its keys at \(size)") { $0.score > score }
    }
}
