import Animation
import CardModel
import CardPlayers
import TableLayout

/// The computer taking its turns at Memorize: what it remembers, and when its next card is due.
struct MemoryComputer: Equatable {
    let level: ComputerLevel
    let seat: Int
    var player = MemoryPlayer()
    var random: SeededRandomNumberGenerator
    /// Wall time of its next card.
    var due = 0.0
    /// The turn it last forgot for: it forgets once a turn.
    var forgotForMove = -1

    init(level: ComputerLevel, seat: Int, seed: UInt64) {
        self.level = level
        self.seat = seat
        random = SeededRandomNumberGenerator(seed: seed ^ 0x3E3_0C0F_FEE5_EED5)
    }

    /// Seconds between the computer's cards, so a person can follow them.
    static let pace = 1.0
}

/// Memorize for two to four: whose turn it is, the computer's turns, and the words for them.
extension MemorizeScene {
    /// Whose turn it is, in a game between players.
    var turnSeat: Seat? { game.isContest ? game.seats[game.turn] : nil }

    /// Whether a person may turn a card now (not during the computer's turn).
    var isPersonsTurn: Bool { turnSeat?.isComputer != true }

    /// The computer's card when it is its turn, the table has settled and it is due.
    mutating func computerTurn(now: Double, size: Size) {
        guard var computer, !isWatching, !isOver, game.turn == computer.seat, !stage.isSettling(at: now),
            celebrating.isEmpty, now >= computer.due
        else { return }
        // A new turn: it forgets a little first, as its level says.
        if computer.forgotForMove != game.history.count && game.theOneAndOnlyFaceUpCard == nil {
            computer.player.forgetSome(
                probability: MemoryPlayer.forgetting(computer.level), using: &computer.random)
            computer.forgotForMove = game.history.count
        }
        if let move = computer.player.nextAction(in: game) {
            perform(move, size: size, now: now)
            computer.player.look(at: game.cards)
        }
        computer.due = now + MemoryComputer.pace / stage.timing.speed
        self.computer = computer
    }

    /// When the computer's next card is due, while it is its turn.
    func contestWakeTimes(after now: Double) -> [Double] {
        guard let computer, !isWatching, !isOver, game.turn == computer.seat else { return [] }
        return [max(now, computer.due)]
    }

    /// The status line's fields for players: whose turn, then every player's pairs.
    func contestStatusFields() -> [Chrome.StatusField] {
        guard let turn = turnSeat else { return [] }
        return [Chrome.StatusField("Turn: \(turn.name)", rank: 8)]
            + game.seats.enumerated().map { Chrome.StatusField("\($1.name): \(game.pairsWon[$0])", rank: 7) }
    }

    /// The end panel of a game between players: ranked, the winner named.
    var contestResultLines: [String] {
        ContestWords.result(seats: game.seats, standings: game.standings) { "\(game.pairsWon[$0]) pairs" }
    }

    /// The game's outcome for the record.
    var contestOutcome: String? {
        game.isContest ? ContestWords.outcome(seats: game.seats, standings: game.standings) : nil
    }
}
