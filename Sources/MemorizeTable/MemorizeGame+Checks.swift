import CardModel
import GameTable

extension MemorizeGame: SelfChecking {
    /// Every symbol on two cards, and every matched card beside its twin.
    public var inconsistency: String? {
        var counts: [String: Int] = [:]
        for card in memory.cards { counts[card.content, default: 0] += 1 }
        if counts.values.contains(where: { $0 != 2 }) { return "Memorize cards not in pairs: \(counts)" }
        let matched = memory.cards.filter(\.isMatched)
        if Set(matched.map(\.content)).count * 2 != matched.count { return "a matched card without its pair" }
        return nil
    }
}
