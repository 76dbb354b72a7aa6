import Animation
import CardModel
import CardPlayers
import TableLayout

/// Games of Set that play themselves: the computer (`cardtable deal`) and replays.
extension SetScene {
    /// Takes the computer's next step when it is due and the table has settled.
    ///
    /// What it does is `SetPlayer`'s decision; this only paces it so a viewer can follow:
    /// show the Set it found, take it, and deal three more when stuck.
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
            } else if let set = SetPlayer.setToTake(in: game) {
                showcase = set
                stage.play(.pulse, on: set.map(\.id), now: now)
                flow.message = Chrome.Message(text: "Found a Set.", tone: .info)
                player.step = .take
            } else if let move = SetPlayer.nextAction(in: game) {
                perform(move, size: size, now: now)
                flow.message = Chrome.Message(text: "No Set here: dealing 3 more.", tone: .info)
            }
        case .take:
            // The Set celebrates, then leaves and is replaced by itself.
            showcase = []
            while let move = SetPlayer.nextAction(in: game), game.judgement != .match {
                perform(move, size: size, now: now)
            }
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
