import CardModel
import Foundation
import Testing

/// A Memorize player who drops from a shared table and joins again, in the real binary
/// across terminals: the seat waits, keeps its pairs, and takes its turns again.
@Suite("Shared Memorize: a seat taken back")
struct MemorizeSeatTakenBackTests {
    @Test("A Memorize player killed and joining again takes back their seat and plays on with their pairs")
    func killedPlayerComesBack() async throws {
        let config = try ConfigFolder()
        defer { config.remove() }
        let table = try await HostedTable(
            [
                "memorize", "--host", "--theme", "Flowers", "--seed", "1", "--name", "Ann",
                // No turn runs out while the test plays it on a busy machine.
                "--turn-time", "600",
            ],
            environment: config.environment)
        defer { table.close() }
        let bob = try await table.join("Bob")
        try table.host.session.sendKeys("Enter")
        let start = try await table.host.session.waitFor("Ann's turn, the cards dealt") {
            $0.bottomRow.hasPrefix(" Turn: Ann") && SharedMemorizeTable.cardCount(on: $0) != nil
        }
        // The first deal is the host's seed's: where each pair lies is known without turning
        // a card, so the test can make Ann miss and Bob find pairs.
        let count = try #require(SharedMemorizeTable.cardCount(on: start))
        var cards = SharedMemorizeTable(
            layout: MemoryGame<Int>(pairs: count / 2, seed: 1) { $0 }.cards.map(\.content))
        let (bobsFirst, bobsSecond) = (cards.pair(0), cards.pair(1))
        let miss = try #require(cards.mismatch(avoiding: bobsFirst + bobsSecond))

        // Ann misses: the turn passes to Bob, who finds a pair.
        try await cards.turn(miss, at: table.host)
        try await bob.session.waitFor("Bob's turn") { $0.bottomRow.hasPrefix(" Turn: Bob") }
        try await cards.turn(bobsFirst, at: bob)
        try await table.waitForEveryone("Bob's pair") { $0.players["Ann"] == "0" && $0.players["Bob"] == "1" }
        cards.remove(bobsFirst)

        // Bob's terminal is killed on his turn: his seat waits with his pair, his turn passes.
        #expect(kill(try await bob.processID(), SIGKILL) == 0)
        try await table.host.session.waitFor("Bob away with his pair, Ann's turn") {
            $0.bottomRow.hasPrefix(" Turn: Ann") && $0.status?.players["Bob"]?.hasPrefix("1 (away 4:") == true
        }
        let back = try table.joinAgain("Bob", replacing: bob)
        try await table.waitForEveryone("Bob back with his pair") {
            $0.players["Ann"] == "0" && $0.players["Bob"] == "1"
        }
        try await back.session.waitFor("Bob's own table, as himself") {
            $0.header.contains("you are Bob") && SharedMemorizeTable.cardCount(on: $0) == count
        }

        // He plays on: Ann misses again, and Bob's next pair makes two.
        try await cards.turn(miss, at: table.host)
        try await back.session.waitFor("Bob's turn again") { $0.bottomRow.hasPrefix(" Turn: Bob") }
        try await cards.turn(bobsSecond, at: back)
        try await table.waitForEveryone("Bob's second pair") {
            $0.players["Ann"] == "0" && $0.players["Bob"] == "2"
        }
    }
}

/// Where the cards of a shared Memorize game lie, and a player turning them by moving
/// their own focus, as a person does.
struct SharedMemorizeTable {
    /// The pair of each slot, in reading order (the status line's `card N of M`, from 0).
    let layout: [Int]
    /// The slots whose pair has been found: the focus passes over them.
    private(set) var emptySlots: Set<Int> = []

    init(layout: [Int]) {
        self.layout = layout
    }

    /// The two slots of `pair`.
    func pair(_ pair: Int) -> [Int] {
        layout.indices.filter { layout[$0] == pair }
    }

    /// Two slots still on the table that are not a pair, neither of them in `avoiding`.
    func mismatch(avoiding: [Int]) -> [Int]? {
        let free = layout.indices.filter { !avoiding.contains($0) && !emptySlots.contains($0) }
        guard let first = free.first, let second = free.first(where: { layout[$0] != layout[first] }) else {
            return nil
        }
        return [first, second]
    }

    /// Notes the slots of a pair found: they are empty from now on.
    mutating func remove(_ slots: [Int]) {
        emptySlots.formUnion(slots)
    }

    /// Turns the cards at `slots` one after the other at `app`'s terminal, each once its
    /// own focus has reached it; the caller waits for what the last one does.
    func turn(_ slots: [Int], at app: AppUnderTest) async throws {
        for (index, slot) in slots.enumerated() {
            let screen = try await app.session.waitFor("a focused card") { Self.focusedCard(on: $0) != nil }
            guard let focused = Self.focusedCard(on: screen) else { continue }
            // Right passes over empty slots: count the cards between here and there.
            var presses = 0
            var at = focused
            while at != slot {
                at = (at + 1) % layout.count
                if !emptySlots.contains(at) { presses += 1 }
            }
            try app.session.sendKeys(Array(repeating: "Right", count: presses))
            try await app.session.waitFor("the focus on card \(slot + 1)") {
                Self.focusedCard(on: $0) == slot && $0.bottomRow.hasSuffix("face down")
            }
            try app.session.sendKeys("Space")
            guard index < slots.count - 1 else { return }
            try await app.session.waitFor("card \(slot + 1) turned") {
                Self.focusedCard(on: $0) == slot && $0.bottomRow.hasSuffix("face up")
            }
        }
    }

    /// The focused card's slot, from the status line (`card 3 of 12: face down` is slot 2).
    static func focusedCard(on screen: PaneSnapshot) -> Int? {
        screen.bottomRow.firstMatch(of: /card ([0-9]+) of [0-9]+:/).flatMap { Int($0.1) }.map { $0 - 1 }
    }

    /// How many cards the game was dealt, from the status line (`card 3 of 12`).
    static func cardCount(on screen: PaneSnapshot) -> Int? {
        screen.bottomRow.firstMatch(of: /card [0-9]+ of ([0-9]+):/).flatMap { Int($0.1) }
    }
}
