import CardModel

/// A recorded game playing itself back: each move at the time of play it was made.
///
/// The table's play clock runs at the playback speed, so the moves come at the pace they
/// were played (faster or slower with `--speed`) and the status line shows the game's own
/// time. The record holds every move, the ones the game made by itself included.
public struct ReplaySource<Game: TableGame>: MoveSource {
    public let actions: [TimedAction<Game.Action>]
    public private(set) var next = 0

    public init(actions: [TimedAction<Game.Action>]) {
        self.actions = actions
    }

    public var isFinished: Bool { next >= actions.count }

    /// Plays on from move `index` (the first is 0): the table was sought to that moment.
    mutating func seek(to index: Int) {
        next = min(max(0, index), actions.count)
    }

    public mutating func next(in game: Game, at moment: SourceMoment) -> SourceStep<Game.Action> {
        guard actions.indices.contains(next) else { return .finished }
        let timed = actions[next]
        // Each move at the time it was made, not when the loop woke: the score depends on it.
        guard timed.time <= moment.played else { return .wait(.played(timed.time)) }
        next += 1
        return .move(timed.action, by: timed.seat, at: timed.time)
    }
}
