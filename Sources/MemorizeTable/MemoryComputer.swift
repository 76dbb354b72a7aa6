import CardModel
import CardPlayers
import GameTable

/// The computer playing Memorize: as an opponent taking its turns, forgetting as its level
/// says, or playing a whole game for the player to watch, with a perfect memory.
///
/// Its moves are `MemoryPlayer`'s decisions; this paces them so a person can follow: each
/// card a moment after the last move, once the table has settled.
public struct MemoryComputer: MoveSource {
    /// How it plays.
    public enum Role: Equatable, Sendable {
        /// Against people, at a level: a card a second, forgetting a little each turn.
        case opponent(ComputerLevel)
        /// Every move of a game the player watches: it remembers everything, and pauses
        /// longer after a mismatch so it can be seen.
        case player
    }

    public let role: Role
    public let seat: Int
    var player = MemoryPlayer()
    var random: SeededRandomNumberGenerator
    /// Wall time of its next card.
    var due = 0.0
    /// The move count of the turn it last forgot for: it forgets once a turn.
    var forgotForMove = -1

    /// Seconds between an opponent's cards, so a person can follow them.
    static let pace = 1.0

    public init(role: Role, seat: Int, seed: UInt64) {
        self.role = role
        self.seat = seat
        random = SeededRandomNumberGenerator(seed: seed ^ 0x3E3_0C0F_FEE5_EED5)
    }

    public mutating func next(in game: MemorizeGame, at moment: SourceMoment) -> SourceStep<MemoryAction> {
        guard !game.isOver, !game.memory.isContest || game.memory.turn == seat else { return .wait(nil) }
        guard moment.now >= due, !moment.isSettling else { return .wait(.wall(due)) }
        if case .opponent(let level) = role, forgotForMove != game.memory.history.count,
            game.memory.theOneAndOnlyFaceUpCard == nil
        {
            // A new turn: it forgets a little first, as its level says.
            player.forgetSome(probability: MemoryPlayer.forgetting(level), using: &random)
            forgotForMove = game.memory.history.count
        }
        guard let move = player.nextAction(in: game.memory) else { return .wait(nil) }
        return .move(move, by: seat, at: nil)
    }

    /// Every card turned is seen; after a move its next card waits a moment.
    public mutating func saw(
        _ action: MemoryAction, by seat: Int, in game: MemorizeGame, at moment: SourceMoment
    ) {
        player.look(at: game.memory.cards)
        switch role {
        case .opponent:
            due = moment.now + Self.pace / moment.speed
        case .player:
            guard case .choose(let id) = action, let card = game.memory.cards.first(where: { $0.id == id })
            else { return }
            let faceUp = game.memory.cards.filter { $0.isFaceUp && !$0.isMatched }.count
            // Longer to let a mismatch be seen.
            let pause = card.isMatched ? 0.8 : faceUp == 2 ? 1.1 : 0.5
            due = moment.now + pause / moment.speed
        }
    }

    /// A new game, or one taken up again: it has seen what is face up.
    public mutating func begin(_ game: MemorizeGame) {
        player.forget()
        player.look(at: game.memory.cards)
        forgotForMove = -1
    }
}
