import CardModel
import Foundation
import Testing

/// Replays stepped and sought in the real binary: a game played at the keyboard and
/// recorded, chosen from the list of recorded games, stepped on and back to a move, where
/// the table shows exactly the cards the game had then, as the game rebuilt from its log
/// to that move has them.
@Suite("Replays step and seek")
struct ReplaySeekEndToEndTests {
    @Test("A recorded game chosen from the list, stepped on and back to a move, shows that moment's cards")
    func stepAndSeek() async throws {
        let state = try ConfigFolder()
        defer { state.remove() }
        let environment = ["XDG_STATE_HOME": state.url.path]
        let between = try await Self.playAndAbandon(seed: 21, environment: environment)

        // The game as the record keeps it.
        let log = try #require(try Self.recordedLogs(in: state.url).last, "the game recorded with its moves")
        let actions = try log.actions(as: SetAction.self)
        try #require(actions.count >= 8, "a Set taken and three more dealt: \(actions.count) moves")
        // Each move at the time of play it was made: the first Set's first card was chosen
        // before the test saw the Set taken, the second Set's after it typed them, and no
        // panel stopped the clock between (however slowly the machine answered).
        let choices = actions.filter { if case .choose = $0.action { true } else { false } }
        try #require(choices.count == 6, "two Sets chosen card by card: \(actions)")
        let played = choices[3].time - choices[0].time
        let wall = Double(between.components.seconds) + Double(between.components.attoseconds) * 1e-18
        #expect(
            played >= wall, "the record's moves \(actions.map(\.time)) span less than the \(wall) s played")

        // Without colour each card spells its colour, so the screen says every card whole.
        let app = try AppUnderTest(
            ["replay", "--no-color"], environment: environment.merging(AppUnderTest.utf8Locale) { $1 })
        defer { app.close() }
        try await app.session.waitFor("the list of recorded games, with the game's seed") {
            $0.contains("Recorded games") && $0.contains("seed 21")
        }
        try app.session.sendKeys("Enter")
        // The header names the move the replay is at, of the record's moves, from its first
        // frame to its end (at 80 columns in the place of the title, "replay of Set"). A
        // move made as the cards were dealt is made at 0:00, so the first moves may be past
        // before the first look.
        let count = actions.count
        let position = try Regex("move [0-9]+ of \(count)\\b")
        try await app.session.waitFor("the replay, at a move of \(count)") { $0.header.contains(position) }
        try app.session.sendKeys("End")
        try await Self.waitForMoment(count, of: count, log: log, in: app.session)
        // Back four moves one at a time, on two, back to the start and on to move 3.
        try app.session.sendKeys("Left", "Left", "Left", "Left")
        try await Self.waitForMoment(count - 4, of: count, log: log, in: app.session)
        try app.session.sendKeys("Right", "Right")
        try await Self.waitForMoment(count - 2, of: count, log: log, in: app.session)
        try app.session.sendKeys("Home")
        try await Self.waitForMoment(0, of: count, log: log, in: app.session)
        try app.session.sendKeys("Right", "Right", "Right")
        try await Self.waitForMoment(3, of: count, log: log, in: app.session)
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
    }

    /// Plays `cardtable set --seed` at the keyboard (a Set taken by its keys, three more
    /// dealt, another Set), then abandons it, so it is recorded with its moves; returns the
    /// wall time from seeing the first Set taken to typing the second.
    static func playAndAbandon(seed: UInt64, environment: [String: String]) async throws -> Duration {
        let app = try AppUnderTest(["set", "--seed", "\(seed)"], environment: environment)
        defer { app.close() }
        let player = SetPlayer(session: app.session)
        try await player.waitForGame()
        try player.chooseByKeys(try #require(SetCard.sets(in: try await player.readTable()).first))
        try await player.waitForStatus("the first Set taken") { $0.sets == 1 }
        let firstSeen = ContinuousClock.now
        let before = try await player.status()
        try app.session.sendKeys("D")
        try await player.waitForStatus("three more cards") { $0.deck != before.deck }
        _ = try await app.session.waitForStillness()
        let set = try #require(SetCard.sets(in: try await player.readTable()).first, "a second Set")
        let between = ContinuousClock.now - firstSeen
        try player.chooseByKeys(set)
        try await player.waitForStatus("the second Set taken") { $0.sets == 2 }
        try app.session.sendKeys("N")
        try await app.session.waitFor("the question before a new game") { $0.header.contains("New game?") }
        try app.session.sendKeys("y")
        try await player.waitForStatus("a new game") { $0.sets == 0 }
        try app.session.sendKeys("Q")
        #expect(try await app.waitForExit() == 0)
        return between
    }

    /// The logs of the games recorded in the state folder `state`, oldest first.
    static func recordedLogs(in state: URL) throws -> [GameLog] {
        let data = try Data(contentsOf: state.appendingPathComponent("cardtable/games.json"))
        struct Document: Decodable { let games: [GameRecord] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Document.self, from: data).games.compactMap(\.log)
    }

    /// Waits for the replay to say `move moves of count` with exactly the cards the game
    /// rebuilt from `log` to that move has on its table, in their order.
    static func waitForMoment(_ moves: Int, of count: Int, log: GameLog, in session: TmuxSession) async throws
    {
        let actions = try log.actions(as: SetAction.self)
        let rebuilt = SetGame.replaying(seed: log.seed, actions: Array(actions.prefix(moves)))
        // A Set taken shows on the table until the move that clears it.
        let expected = rebuilt.table
        var seen: [SetCard] = []
        do {
            try await session.waitFor("move \(moves) of \(count), showing \(expected)") { screen in
                seen = TableCardsOnScreen(screen).cards
                return screen.header.contains("move \(moves) of \(count)") && seen == expected
            }
        } catch {
            throw EndToEndFailure("at move \(moves) the screen shows \(seen), the log \(expected): \(error)")
        }
    }
}

/// The face-up cards on a screen without colour, in reading order: each card's colour
/// spelt in its top border (`╭ red ──…╮`, `╔ red ══…╗` while a Set taken shows), its
/// figures (`◆ ◈ ◇`, `● ◍ ○`, `■ ▥ □`) inside.
struct TableCardsOnScreen {
    let cards: [SetCard]

    static let figures: [Character: (SetShape, SetShading)] = [
        "◆": (.diamond, .solid), "◈": (.diamond, .striped), "◇": (.diamond, .open),
        "●": (.oval, .solid), "◍": (.oval, .striped), "○": (.oval, .open),
        "■": (.squiggle, .solid), "▥": (.squiggle, .striped), "□": (.squiggle, .open),
    ]
    static let colors: [String: SetColor] = ["red": .red, "green": .green, "purple": .purple]
    /// A card's corners: plain, focused, and a Set taken showing (double).
    static let topLeft: Set<Character> = ["╭", "┏", "╔"]
    static let topRight: Set<Character> = ["╮", "┓", "╗"]
    static let bottomLeft: Set<Character> = ["╰", "┗", "╚"]

    init(_ screen: PaneSnapshot) {
        let rows = screen.rows.map { Array($0) }
        var cards: [SetCard] = []
        for (y, row) in rows.enumerated().dropFirst().dropLast() {
            for (x, character) in row.enumerated() where Self.topLeft.contains(character) {
                // The colour's word follows the corner; the card ends at the next corner.
                guard let end = row[(x + 1)...].firstIndex(where: Self.topRight.contains) else { continue }
                let word = String(row[(x + 1)..<end]).split(whereSeparator: { !$0.isLetter }).first.map(
                    String.init)
                guard let color = word.flatMap({ Self.colors[$0] }) else { continue }
                var found: [(SetShape, SetShading)] = []
                for below in rows.dropFirst(y + 1) {
                    guard below.count > x, !Self.bottomLeft.contains(below[x]) else { break }
                    found += below[min(below.count, x + 1)..<min(below.count, end)].compactMap {
                        Self.figures[$0]
                    }
                }
                guard let first = found.first, found.allSatisfy({ $0 == first }),
                    (1...3).contains(found.count)
                else { continue }
                cards.append(SetCard(number: found.count, shape: first.0, shading: first.1, color: color))
            }
        }
        self.cards = cards
    }
}
