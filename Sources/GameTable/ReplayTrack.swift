import CardModel

/// A recorded game as a track to seek along: the game as it began, every move, and the
/// moves that took something (a Set, a pair).
///
/// Any moment of the game is its first moves applied to the game as it began: seeking
/// rebuilds the table from the record rather than playing moves backwards, so going back
/// shows exactly the cards of that moment.
struct ReplayTrack<Game: TableGame> {
    /// The game before its first move.
    let start: Game
    /// Every move of the record, oldest first, at the time of play it was made.
    let actions: [TimedAction<Game.Action>]
    /// The moves after which more had been found than before, by index.
    let takes: [Int]
    /// The game after its last move: the whole game the record holds.
    let end: Game

    init(start: Game, actions: [TimedAction<Game.Action>]) {
        self.start = start
        self.actions = actions
        // One pass through the game: what it had found after each move.
        var game = start
        var found = start.summary(played: 0).found
        var takes: [Int] = []
        for (index, timed) in actions.enumerated() {
            _ = game.apply(timed.action, by: timed.seat, at: timed.time)
            let now = game.summary(played: 0).found
            if now > found { takes.append(index) }
            found = now
        }
        self.takes = takes
        end = game
    }

    /// How many moves the record holds.
    var count: Int { actions.count }

    /// The time of play of the last move: the length of the track.
    var duration: Double { actions.last?.time ?? 0 }

    /// The game after its first `moves` moves, rebuilt from the game as it began.
    func game(after moves: Int) -> Game {
        if moves >= actions.count { return end }
        var game = start
        for timed in actions.prefix(max(0, moves)) {
            _ = game.apply(timed.action, by: timed.seat, at: timed.time)
        }
        return game
    }

    /// How many moves had been made by time of play `time`.
    func moves(by time: Double) -> Int {
        // The moves are in the order of play, so their times never go down: a binary search.
        var low = 0
        var high = actions.count
        while low < high {
            let middle = (low + high) / 2
            if actions[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The time of play at which the first `moves` moves had been made: that of the last of them.
    func time(after moves: Int) -> Double {
        moves > 0 && moves <= actions.count ? actions[moves - 1].time : 0
    }
}
