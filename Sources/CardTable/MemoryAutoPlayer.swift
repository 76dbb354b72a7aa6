import CardModel

/// The computer's side of `cardtable deal --game memorize`: a player with perfect memory.
///
/// It remembers every face it has seen. It takes a pair it knows when there is one; after
/// turning up a card it takes the card's partner if it has seen it, and otherwise turns up
/// a card it has not seen yet.
public struct MemoryAutoPlayer: AutoPlayer, Sendable, Equatable {
    public let once: Bool
    /// What each card it has seen shows, by card id.
    private(set) var memory: [Int: String] = [:]
    var due: Double = 0
    var isPaused = false
    /// The game is over and the next step starts another (or stops).
    var isFinishing = false

    public init(once: Bool) {
        self.once = once
    }

    /// Remembers every card showing now.
    mutating func look(at cards: [MemoryGame<String>.Card]) {
        for card in cards where card.isFaceUp { memory[card.id] = card.content }
    }

    mutating func forget() {
        memory = [:]
    }

    /// The card to choose next in `game`, by id.
    func nextChoice(in game: MemoryGame<String>) -> Int? {
        let open = game.cards.filter { !$0.isMatched }
        let unknown = open.filter { memory[$0.id] == nil && !$0.isFaceUp }
        if let up = game.theOneAndOnlyFaceUpCard.map({ game.cards[$0] }) {
            if let partner = open.first(where: {
                $0.id != up.id && memory[$0.id] == up.content
            }) {
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

    /// Seconds to wait after a choice, before speed scaling: longer to let a mismatch be seen.
    static func pause(after outcome: MemoryGame<String>.ChoiceOutcome) -> Double {
        switch outcome {
        case .mismatched: 1.1
        case .matched: 0.8
        case .turnedUp, .ignored: 0.5
        }
    }
}
