/// A move and when it was made, in seconds of play since the game began.
///
/// A game is its seed and its timed actions: applying them in order to a new game of the
/// same seed gives the same game, which is how games are saved, resumed and replayed.
public struct TimedAction<Action: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var time: Double
    public var action: Action

    public init(_ action: Action, at time: Double) {
        self.action = action
        self.time = time
    }
}
