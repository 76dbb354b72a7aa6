import CardModel

/// A Memorize player with a perfect memory: what it has seen, and what it does next.
///
/// It remembers every face it has seen. It takes a pair it knows when there is one; after
/// turning up a card it takes the card's partner if it has seen it, and otherwise turns up
/// a card it has not seen yet. Its decision is a plain function of the game and its memory.
public struct MemoryPlayer: Sendable, Equatable {
    /// What each card it has seen shows, by card id.
    public private(set) var memory: [Int: String] = [:]

    public init() {}

    /// Remembers every card showing now.
    public mutating func look(at cards: [MemoryGame<String>.Card]) {
        for card in cards where card.isFaceUp { memory[card.id] = card.content }
    }

    /// Forgets everything (a new game).
    public mutating func forget() {
        memory = [:]
    }

    /// The next move in `game`, or nil when the game is over.
    public func nextAction(in game: MemoryGame<String>) -> MemoryAction? {
        nextChoice(in: game).map { .choose(card: $0) }
    }

    /// The card to choose next in `game`, by id.
    func nextChoice(in game: MemoryGame<String>) -> Int? {
        let open = game.cards.filter { !$0.isMatched }
        let unknown = open.filter { memory[$0.id] == nil && !$0.isFaceUp }
        if let up = game.theOneAndOnlyFaceUpCard.map({ game.cards[$0] }) {
            if let partner = open.first(where: { $0.id != up.id && memory[$0.id] == up.content }) {
                return partner.id
            }
            return (unknown.first ?? open.first { $0.id != up.id })?.id
        }
        // A pair already seen, both face down: take it.
        for card in open where !card.isFaceUp {
            guard let content = memory[card.id] else { continue }
            if open.contains(where: { $0.id != card.id && memory[$0.id] == content }) { return card.id }
        }
        return (unknown.first ?? open.first { !$0.isFaceUp })?.id
    }
}

extension MemoryPlayer {
    /// How likely the computer at `level` is to forget each card it has seen, once a turn:
    /// hard remembers everything.
    public static func forgetting(_ level: ComputerLevel) -> Double {
        switch level {
        case .easy: 0.35
        case .normal: 0.15
        case .hard: 0
        }
    }

    /// Forgets each remembered card with `probability`, drawing from `generator`.
    public mutating func forgetSome(probability: Double, using generator: inout SeededRandomNumberGenerator) {
        guard probability > 0 else { return }
        for id in memory.keys.sorted() where generator.unitInterval() < probability { memory[id] = nil }
    }
}
