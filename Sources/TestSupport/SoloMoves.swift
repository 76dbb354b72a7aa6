import CardModel

/// The moves of a game played alone, named for what the player did, for tests that play
/// through the rules: each is `apply(_:by: 0, at:)`, seat 0 being a lone player's seat.
extension SetGame {
    /// The player chose `card` on the table.
    @discardableResult
    public mutating func choose(_ card: SetCard, now: Double) -> ChoiceOutcome {
        guard case .choice(let outcome) = apply(.choose(card: card.id), by: 0, at: now) else {
            return .ignored
        }
        return outcome
    }

    /// A showing match leaves the table after its celebration.
    @discardableResult
    public mutating func clearMatch(now: Double) -> Bool {
        apply(.clearMatch, by: 0, at: now) == .clearedMatch(true)
    }

    /// The player asked for three more cards.
    @discardableResult
    public mutating func dealThreeMore(now: Double) -> DealOutcome {
        guard case .deal(let outcome) = apply(.dealThreeMore, by: 0, at: now) else { return .deckEmpty }
        return outcome
    }

    /// Rearranges the cards on the table.
    public mutating func shuffleTable(now: Double) {
        apply(.shuffle, by: 0, at: now)
    }

    /// Marks a Set on the table (the one marked already, for nothing).
    @discardableResult
    public mutating func hint(now: Double) -> HintOutcome {
        guard case .hint(let outcome) = apply(.hint, by: 0, at: now) else { return .noSetOnTable }
        return outcome
    }
}

extension MemoryGame {
    /// The player chose `card`.
    @discardableResult
    public mutating func choose(_ card: Card, now: Double) -> ChoiceOutcome {
        guard case .choice(let outcome) = apply(.choose(card: card.id), by: 0, at: now) else {
            return .ignored
        }
        return outcome
    }

    /// Rearranges the cards.
    public mutating func shuffle(now: Double) {
        apply(.shuffle, by: 0, at: now)
    }
}
