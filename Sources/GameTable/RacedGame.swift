import CardModel

/// A game raced against an earlier one (Set's ghost, the puzzle's best time of the day), as
/// its log keeps it: the record says the game was raced, and a kept race goes on against the same.
extension GameLog {
    /// The set-up entry of a log that holds the earlier game it was raced against.
    public static let ghostKey = "ghost"

    /// Whether the game was raced against an earlier one: its set-up holds a ghost.
    public var isRacedAgainstGhost: Bool { setup[Self.ghostKey] != nil }
}
