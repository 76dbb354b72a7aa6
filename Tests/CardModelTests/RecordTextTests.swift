import Foundation
import Testing

@testable import CardModel

/// Every string a record holds is cleaned and bounded as it is read: a record's game, variant,
/// day and winner can never drive the terminal or fill it.
@Suite struct RecordTextTests {
    /// A record as a file may hold it, with `game`, `theme` and `outcome` as given.
    static func record(game: String, theme: String? = nil, outcome: String? = nil) throws -> GameRecord {
        var entry: [String: Any] = [
            "date": "2026-12-01T10:00:00Z", "game": game, "mode": "solo", "seed": "1", "finished": true,
            "score": 3, "seconds": 60, "found": 3, "moves": 3,
        ]
        entry["theme"] = theme
        entry["outcome"] = outcome
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(GameRecord.self, from: JSONSerialization.data(withJSONObject: entry))
    }

    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: \.isControlOrBidiControl)
    }

    @Test(arguments: [
        "set\u{1B}]2;PWNED\u{07}", "set\u{202E}tes", String(repeating: "g", count: 5_000),
        "\u{1B}[2J" + String(repeating: "\u{202E}x", count: 100),
    ])
    func aGameKindReadIsCleanedAndBounded(game: String) throws {
        let read = try Self.record(game: game).game.rawValue
        #expect(Self.isClean(read), "\(read.escapingControlCharacters)")
        #expect(read.count <= FileLimits.labelLength && !read.isEmpty, "\(read.count)")
    }

    @Test func aKindCardtableKnowsReadsAsItself() throws {
        #expect(try Self.record(game: "set").game == GameKind("set"))
    }

    @Test func aVariantAndAWinnerReadAreCleanedAndBounded() throws {
        let read = try Self.record(
            game: "memorize", theme: "\u{1B}]2;PWNED\u{07}" + String(repeating: "t", count: 5_000),
            outcome: "\u{202E}" + String(repeating: "w", count: 5_000) + " won")
        let variant = try #require(read.variant)
        #expect(Self.isClean(variant) && variant.count <= FileLimits.labelLength, "\(variant.count)")
        guard case .winner(let name) = read.outcome else {
            Issue.record("\(String(describing: read.outcome))")
            return
        }
        #expect(Self.isClean(name) && name.count <= FileLimits.nameLength, "\(name.count)")
    }

    @Test func aRecordMadeWithALongVariantIsCutAsOneReadBackIs() throws {
        let long = String(repeating: "t", count: 40)
        let made = GameRecord(
            date: Date(timeIntervalSince1970: 0), game: GameKind("memorize"), variant: long, seed: 1,
            finished: true, score: 1, seconds: 1, found: 1, moves: 1, log: nil)
        #expect(made.variant == String(long.prefix(FileLimits.labelLength)))
        #expect(try Self.record(game: "memorize", theme: long).kind == made.kind)
    }
}
