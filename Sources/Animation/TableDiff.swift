/// What changed between two lists of cards, matched by identity.
///
/// Cards only in the new list were inserted (dealt), cards only in the old were removed
/// (discarded), cards in both at another index moved (slide), and cards in both whose
/// content differs changed (flip or restyle). Applying the diff to the old list gives the
/// new list exactly.
public struct TableDiff<Element: Identifiable & Equatable>: Sendable
where Element: Sendable, Element.ID: Sendable {
    public struct Insertion: Sendable {
        public let index: Int
        public let element: Element
    }

    public struct Move: Sendable {
        public let id: Element.ID
        public let from: Int
        public let to: Int
    }

    public let removed: [Element.ID]
    public let inserted: [Insertion]
    public let moved: [Move]
    /// The new value of each card whose content changed.
    public let changed: [Element]

    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && moved.isEmpty && changed.isEmpty }

    /// The diff that turns `old` into `new`.
    ///
    /// Identities must be unique within each list.
    public init(from old: [Element], to new: [Element]) {
        var oldIndex: [Element.ID: Int] = [:]
        for (index, element) in old.enumerated() { oldIndex[element.id] = index }
        let newIDs = Set(new.map(\.id))
        removed = old.map(\.id).filter { !newIDs.contains($0) }
        var inserted: [Insertion] = []
        var moved: [Move] = []
        var changed: [Element] = []
        for (index, element) in new.enumerated() {
            guard let before = oldIndex[element.id] else {
                inserted.append(Insertion(index: index, element: element))
                continue
            }
            if before != index { moved.append(Move(id: element.id, from: before, to: index)) }
            if old[before] != element { changed.append(element) }
        }
        self.inserted = inserted
        self.moved = moved
        self.changed = changed
    }

    /// `old` with the diff applied; nil if the diff does not fit `old`.
    public func applied(to old: [Element]) -> [Element]? {
        let oldIDs = Set(old.map(\.id))
        guard removed.allSatisfy(oldIDs.contains), moved.allSatisfy({ oldIDs.contains($0.id) }),
            changed.allSatisfy({ oldIDs.contains($0.id) })
        else { return nil }
        let gone = Set(removed)
        var replacement: [Element.ID: Element] = [:]
        for element in changed { replacement[element.id] = element }
        var destination: [Element.ID: Int] = [:]
        for move in moved { destination[move.id] = move.to }
        let count = old.count - removed.count + inserted.count
        guard count >= 0 else { return nil }
        var result = [Element?](repeating: nil, count: count)
        for (index, element) in old.enumerated() where !gone.contains(element.id) {
            let target = destination[element.id] ?? index
            guard result.indices.contains(target), result[target] == nil else { return nil }
            result[target] = replacement[element.id] ?? element
        }
        for insertion in inserted {
            guard result.indices.contains(insertion.index), result[insertion.index] == nil else { return nil }
            result[insertion.index] = insertion.element
        }
        let complete = result.compactMap { $0 }
        return complete.count == count ? complete : nil
    }
}
