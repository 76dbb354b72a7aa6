/// The points a Set game gives and takes; the help screen states these exact numbers.
public enum SetScoring {
    /// Points for any Set found.
    public static let match = 5
    /// Most extra points for a fast Set; one fewer for every `bonusStepSeconds` taken.
    public static let maximumSpeedBonus = 10
    /// Seconds that cost one point of the speed bonus.
    public static let bonusStepSeconds = 5.0
    /// Points lost for three cards that are not a Set.
    public static let mismatch = -3
    /// Points lost for each hint shown.
    public static let hint = -2
    /// Points lost for dealing 3 more while a Set was already on the table.
    public static let dealWhileSetShowing = -3

    /// The points a match earns when it took `seconds` since the previous Set (or the start).
    public static func matchPoints(afterSeconds seconds: Double) -> Int {
        // Past the whole bonus every time is the same: a huge one (a damaged file) cannot overflow.
        let lost = Int(
            min(max(0, seconds), bonusStepSeconds * Double(maximumSpeedBonus + 1)) / bonusStepSeconds)
        return match + max(0, maximumSpeedBonus - lost)
    }
}

/// The points a game of Set against others gives and takes, for each seat.
public enum ContestScoring {
    /// A Set won.
    public static let set = 1
    /// A wrong trio, a call that runs out of time, a hint, or three more cards dealt while a
    /// Set was on the table (the last two against the computer only).
    public static let penalty = -1
}
