import Animation
import CardModel
import TableLayout

/// Games of Memorize that play themselves: the computer (`deal --game memorize`) and replays.
extension MemorizeScene {
    /// Takes the computer's next move when it is due and the table has settled; the move is
    /// `MemoryPlayer`'s decision, paced so a viewer can follow.
    mutating func autoPlay(now: Double, size: Size) -> SceneAction {
        guard var pacer = autoPlayer, !pacer.isPaused, now >= pacer.due, !stage.isSettling(at: now)
        else { return .stay }
        if game.isOver && celebrating.isEmpty {
            if pacer.isFinishing {
                if pacer.once { return .quit }
                newGame(size: size, now: now)
                pacer.isFinishing = false
                pacer.player.forget()
            } else {
                pacer.isFinishing = true
                flow.message = Chrome.Message(
                    text: "All pairs: score \(game.score) in \(TimeFormat.elapsed(game.endedAt ?? 0)).",
                    tone: .good)
                pacer.due = now + 2 / stage.timing.speed
            }
            autoPlayer = pacer
            return .stay
        }
        guard let move = pacer.player.nextAction(in: game) else { return .stay }
        let outcome = perform(move, size: size, now: now)
        pacer.player.look(at: game.cards)
        if case .choice(let choice) = outcome {
            pacer.due = now + MemoryAutoPlayer.pause(after: choice) / stage.timing.speed
        }
        autoPlayer = pacer
        return .stay
    }
}
