import Foundation
import TestSupport
import Testing

@testable import CardModel

/// The daily puzzle: a table of six Sets for every date, the same everywhere, and its rules.
@Suite struct DailyPuzzleTests {
    /// Every date of 2027.
    static var year: [String] {
        var dates: [String] = []
        var day = "2027-12-31"
        while day.hasPrefix("2027") {
            dates.append(day)
            day = PuzzleDate.day(before: day) ?? ""
        }
        return dates
    }

    @Test func everyDayOfAYearHasSixSetsAndATableOfItsOwn() {
        let dates = Self.year
        #expect(dates.count == 365)
        var tables: Set<[Int]> = []
        for date in dates {
            let table = DailyPuzzle.table(for: date)
            #expect(Set(table).count == 12, "\(date): twelve different cards")
            #expect(SetCard.sets(in: table).count == 6, "\(date): exactly six Sets")
            tables.insert(table.map(\.id).sorted())
        }
        #expect(tables.count == 365, "no two days share a table")
    }

    @Test func aDatesTableNeverChanges() {
        // Fixed by our own hash, generator and shuffle: a change here changes every day's puzzle.
        #expect(
            DailyPuzzle.table(for: "2026-12-24").map(\.id) == DailyPuzzle.table(for: "2026-12-24").map(\.id))
        #expect(fnv1a64("cardtable puzzle 2026-12-24") == fnv1a64("cardtable puzzle 2026-12-24"))
        #expect(fnv1a64("a") == 0xaf63_dc4c_8601_ec8c, "FNV-1a of 'a', from its specification")
    }

    @Test func theBoundSearchesFallbackKeepsSixSets() {
        #expect(SetCard.sets(in: DailyPuzzle.fallbackTable).count == 6)
        for seed in 0..<50 as Range<UInt64> {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let image = DailyPuzzle.affineImage(of: DailyPuzzle.fallbackTable, using: &generator)
            #expect(Set(image).count == 12 && SetCard.sets(in: image).count == 6, "seed \(seed)")
        }
    }

    @Test func findingEverySetSolvesThePuzzle() throws {
        var puzzle = DailyPuzzle(date: "2026-12-24")
        let sets = puzzle.allSets
        #expect(sets.count == 6)
        let notASet = try #require(
            puzzle.table.indices.lazy.map { [puzzle.table[0], puzzle.table[1], puzzle.table[$0]] }
                .first { Set($0).count == 3 && !SetCard.isSet($0[0], $0[1], $0[2]) })
        for card in notASet { puzzle.apply(.choose(card: card.id), by: 0, at: 1) }
        #expect(puzzle.judged?.outcome == .notASet && puzzle.found.isEmpty)
        for (index, set) in sets.enumerated() {
            var outcome = DailyPuzzle.Outcome.ignored
            for card in set { outcome = puzzle.apply(.choose(card: card.id), by: 0, at: Double(10 + index)) }
            #expect(outcome == .found)
            if index == 0 {
                for card in set { outcome = puzzle.apply(.choose(card: card.id), by: 0, at: 11) }
                #expect(outcome == .alreadyFound && puzzle.found.count == 1)
                #expect(puzzle.apply(.hint, by: 0, at: 12) != .ignored && puzzle.hints == 1)
            }
        }
        #expect(puzzle.isSolved && puzzle.solvedAt == 15)
        #expect(puzzle.seconds(played: 99) == 15 + 30, "the time stops when solved; a hint adds 30 s")
        #expect(puzzle.apply(.choose(card: puzzle.table[0].id), by: 0, at: 20) == .ignored)
    }

    @Test func datesAreCheckedAndCountedBack() {
        #expect(PuzzleDate.validated("2024-02-29") == "2024-02-29")
        #expect(PuzzleDate.validated("2023-02-29") == nil)
        #expect(PuzzleDate.validated("2026-13-01") == nil && PuzzleDate.validated("26-12-01") == nil)
        #expect(PuzzleDate.day(before: "2027-01-01") == "2026-12-31")
        #expect(PuzzleDate.day(before: "2024-03-01") == "2024-02-29")
        var utc = TimeZone(identifier: "UTC") ?? .current
        utc = TimeZone(secondsFromGMT: 0) ?? utc
        #expect(PuzzleDate.day(of: Date(timeIntervalSince1970: 0), in: utc) == "1970-01-01")
    }

    @Test func aHintOnACardAlreadyShownCostsNothingAgain() throws {
        var puzzle = DailyPuzzle(date: "2026-12-24")
        guard case .hinted(let card, let seconds) = puzzle.apply(.hint, by: 0, at: 1) else {
            Issue.record("a hint shows a card")
            return
        }
        #expect(seconds == DailyPuzzle.hintSeconds && puzzle.hints == 1)
        // Asked again before choosing anything: the same card, and no more time.
        #expect(puzzle.apply(.hint, by: 0, at: 2) == .hinted(card, seconds: 0))
        #expect(puzzle.hints == 1 && puzzle.seconds(played: 10) == 10 + DailyPuzzle.hintSeconds)
        // Once that card is chosen, the next hint shows another card, which costs again.
        puzzle.apply(.choose(card: card.id), by: 0, at: 3)
        guard case .hinted(let next, let more) = puzzle.apply(.hint, by: 0, at: 4) else {
            Issue.record("a second hint shows a card")
            return
        }
        #expect(next != card && more == DailyPuzzle.hintSeconds && puzzle.hints == 2)
    }
}
