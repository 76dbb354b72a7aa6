/// A move, who made it and when, in seconds of play since the game began.
///
/// A game is its seed and its timed actions: applying them in order to a new game of the
/// same seed gives the same game, which is how games are saved, resumed and replayed.
public struct TimedAction<Action: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var time: Double
    public var action: Action
    /// The seat that made the move: an index into the game's seats (0 in a game alone).
    public var seat: Int

    public init(_ action: Action, by seat: Int, at time: Double) {
        self.action = action
        self.seat = seat
        self.time = time
    }

    private enum CodingKeys: String, CodingKey { case time, action, seat }

    // Logs written before moves named their seat hold the first seat's moves: seat 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .time)
        action = try container.decode(Action.self, forKey: .action)
        seat = try container.decodeIfPresent(Int.self, forKey: .seat) ?? 0
        guard FileLimits.isTime(time) else { throw DecodingError.outOfRange("a move's time", decoder) }
        guard (0..<FileLimits.seats).contains(seat) else {
            throw DecodingError.outOfRange("a move's seat", decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(action, forKey: .action)
        if seat != 0 { try container.encode(seat, forKey: .seat) }
    }
}
