import Animation
import CardModel
import TableLayout

/// `cardtable deal --game memorize`: the computer plays Memorize while the player watches.
extension MemorizeScene {
    mutating func autoPlay(now: Double, size: Size) -> SceneAction {
        guard var player = autoPlayer, !player.isPaused, now >= player.due, !stage.isSettling(at: now)
        else { return .stay }
        if endedAt != nil {
            if player.isFinishing {
                if player.once { return .quit }
                newGame(theme: randomTheme(), size: size, now: now)
                player.isFinishing = false
            } else {
                player.isFinishing = true
                flow.message = Chrome.Message(
                    text: "All pairs: score \(game.score) in \(TimeFormat.elapsed(endedAt ?? 0)).",
                    tone: .good)
                player.due = now + 2 / stage.timing.speed
            }
            autoPlayer = player
            return .stay
        }
        guard let id = player.nextChoice(in: game), let card = game.cards.first(where: { $0.id == id }) else {
            return .stay
        }
        let outcome = choose(card, size: size, now: now)
        player.look(at: game.cards)
        player.due = now + MemoryAutoPlayer.pause(after: outcome) / stage.timing.speed
        autoPlayer = player
        return .stay
    }
}
