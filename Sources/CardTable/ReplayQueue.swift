import CardModel

/// A recorded game playing itself back: its actions, each due at the play time it was made.
///
/// The scene's play clock runs at the playback speed, so the moves come at the pace they
/// were played (faster or slower with `--speed`) and the clock on the status line shows the
/// game's own time.
struct ReplayQueue<Action: Codable & Equatable & Sendable>: AutoPlayer, Equatable {
    private(set) var actions: [TimedAction<Action>]
    private(set) var next = 0
    var isPaused = false

    init(actions: [TimedAction<Action>]) {
        self.actions = actions
    }

    /// The play time of the next action, if any is left.
    var nextTime: Double? { actions.indices.contains(next) ? actions[next].time : nil }

    var isFinished: Bool { next >= actions.count }

    /// The actions due by play time `played`, taken from the queue.
    mutating func take(upTo played: Double) -> [TimedAction<Action>] {
        var due: [TimedAction<Action>] = []
        while let time = nextTime, time <= played {
            due.append(actions[next])
            next += 1
        }
        return due
    }
}
