import Animation
import CardModel
import TableLayout

/// `cardtable deal`: the computer plays Set while the player watches.
extension SetScene {
    /// Takes the computer's next step when it is due and the table has settled.
    mutating func autoPlay(now: Double, size: Size) -> SceneAction {
        guard var player = autoPlayer, !player.isPaused, now >= player.due, !stage.isSettling(at: now)
        else { return .stay }
        var action = SceneAction.stay
        switch player.step {
        case .look:
            if game.endedAt != nil {
                player.step = .finish
                message = Chrome.Message(
                    text: "Done: \(game.setsFound) Sets in \(TimeFormat.elapsed(now - game.startedAt)).",
                    tone: .good)
            } else if let set = game.setsOnTable.first {
                showcase = set
                stage.play(.pulse, on: set.map(\.id), now: now)
                message = Chrome.Message(text: "Found a Set.", tone: .info)
                player.step = .take
            } else {
                dealThreeMore(size: size, now: now)
                message = Chrome.Message(text: "No Set here: dealing 3 more.", tone: .info)
            }
        case .take:
            for card in showcase { choose(card, size: size, now: now) }
            showcase = []
            player.step = .clear
        case .clear:
            if game.judgement == .match { dealThreeMore(size: size, now: now) }
            player.step = .look
        case .finish:
            if player.once {
                action = .quit
            } else {
                newGame(size: size, now: now)
                player.step = .look
            }
        }
        player.due = now + SetAutoPlayer.pause(after: player.step) / stage.timing.speed
        autoPlayer = player
        return action
    }
}
