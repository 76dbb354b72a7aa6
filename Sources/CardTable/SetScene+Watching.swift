import Animation
import CardModel
import TableLayout

/// `cardtable deal`: the computer plays Set while the player watches.
extension SetScene {
    /// Takes the computer's next step when it is due and the table has settled.
    mutating func autoPlay(now: Double, size: Size) -> SceneAction {
        guard var player = autoPlayer, !player.isPaused, now >= player.due, !stage.isSettling(at: now),
            game.judgement != .match
        else { return .stay }
        var action = SceneAction.stay
        switch player.step {
        case .look:
            if game.endedAt != nil {
                player.step = .finish
                let elapsed = TimeFormat.elapsed((game.endedAt ?? 0) - game.startedAt)
                flow.message = Chrome.Message(
                    text: "Done: \(game.setsFound) Sets in \(elapsed).", tone: .good)
            } else if let set = game.setsOnTable.first {
                showcase = set
                stage.play(.pulse, on: set.map(\.id), now: now)
                flow.message = Chrome.Message(text: "Found a Set.", tone: .info)
                player.step = .take
            } else {
                dealThreeMore(size: size, now: now)
                flow.message = Chrome.Message(text: "No Set here: dealing 3 more.", tone: .info)
            }
        case .take:
            // The Set celebrates, then leaves and is replaced by itself.
            for card in showcase { choose(card, size: size, now: now) }
            showcase = []
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
