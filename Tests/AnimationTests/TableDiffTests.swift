import CardModel
import Testing

@testable import Animation

struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var face: Int
}

@Suite struct TableDiffTests {
    @Test func namesInsertedRemovedMovedAndChanged() {
        let old = [Item(id: 1, face: 0), Item(id: 2, face: 0), Item(id: 3, face: 0)]
        let new = [Item(id: 3, face: 0), Item(id: 4, face: 0), Item(id: 2, face: 1)]
        let diff = TableDiff(from: old, to: new)
        #expect(diff.removed == [1])
        #expect(diff.inserted.map(\.element.id) == [4])
        #expect(diff.inserted.map(\.index) == [1])
        #expect(diff.moved.map { [$0.id, $0.from, $0.to] } == [[3, 2, 0], [2, 1, 2]])
        #expect(diff.changed == [Item(id: 2, face: 1)])
        #expect(diff.applied(to: old) == new)
        #expect(TableDiff(from: new, to: new).isEmpty)
    }

    /// Thousands of random old and new lists: applying the diff to the old gives the new.
    @Test func applyingTheDiffToTheOldListGivesTheNew() {
        var random = SeededRandomNumberGenerator(seed: 2026)
        for _ in 0..<5000 {
            let pool = Array(0..<Int.random(in: 0...30, using: &random))
            let old = pool.shuffled(using: &random).prefix(Int.random(in: 0...pool.count, using: &random))
                .map { Item(id: $0, face: Int.random(in: 0...1, using: &random)) }
            let new = pool.shuffled(using: &random).prefix(Int.random(in: 0...pool.count, using: &random))
                .map { Item(id: $0, face: Int.random(in: 0...1, using: &random)) }
            let diff = TableDiff(from: old, to: new)
            #expect(diff.applied(to: old) == new)
            #expect(diff.removed.count + new.count == old.count + diff.inserted.count)
        }
    }

    @Test func aDiffDoesNotFitAnotherList() {
        let diff = TableDiff(from: [Item(id: 1, face: 0)], to: [Item(id: 2, face: 0), Item(id: 1, face: 0)])
        #expect(diff.applied(to: []) == nil)
    }
}
