import CardModel
import GameTable

extension SetGame: SelfChecking {
    /// Every card of the variant's deck in exactly one place (Set-Chain's previous Set
    /// beside the table), and the won piles holding what was discarded.
    public var inconsistency: String? {
        let everywhere = table + deck + discardPile + chain
        let cards = variant.deck.count
        if everywhere.count != cards || Set(everywhere).count != cards {
            return "Set cards: \(everywhere.count) in all, \(Set(everywhere).count) different, of \(cards)"
        }
        if isContest && won.reduce(0, { $0 + $1.count }) != discardPile.count {
            return "won piles hold \(won.map(\.count)) for \(discardPile.count) discarded"
        }
        return nil
    }
}
