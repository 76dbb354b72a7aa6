import CardModel

/// How a game that just ended stands to the player's bests, for its result panel.
///
/// Bests are the person's at this keyboard, kept apart by way of playing; a game between
/// friends has none (its standings say how it went), and when the record of games cannot
/// be read none is claimed.
public struct ResultBests: Equatable, Sendable {
    /// The best score and time now, this game included; nil when none can be told.
    public let best: Bests?
    public let isNewBestScore: Bool
    public let isNewBestTime: Bool
    /// The game was played between friends: it has standings, not bests.
    public let isBetweenFriends: Bool

    /// `before` is nil when the record could not be read.
    public init(before: Bests?, record: GameRecord) {
        isBetweenFriends = record.mode.company == .friends
        guard let before, !isBetweenFriends else {
            best = nil
            isNewBestScore = false
            isNewBestTime = false
            return
        }
        // This game's own bests (none unfinished, no score for a daily game). A first game
        // sets the bests without beating any: a missing best on either side beats nothing.
        let mine = Bests(of: [record])
        isNewBestScore = (mine.score ?? .min) > (before.score ?? .max)
        isNewBestTime = (mine.seconds ?? .infinity) < (before.seconds ?? -.infinity)
        best = Bests(
            score: [before.score, mine.score].compactMap { $0 }.max(),
            seconds: [before.seconds, mine.seconds].compactMap { $0 }.min())
    }

    /// The panel's lines about the bests, saying "New best!" beside one that fell.
    public var lines: [String] {
        guard best != nil else { return unknown }
        return [scoreLine, timeLine].compactMap { $0 }
    }

    /// What the panel says when the bests cannot be told: nothing between friends, and that
    /// the record cannot be read otherwise.
    private var unknown: [String] {
        isBetweenFriends ? [] : ["Bests unknown: the record of games cannot be read."]
    }

    /// The best score, if any game was finished.
    public var scoreLine: String? {
        best?.score.map { "Best score: \($0)" + (isNewBestScore ? "   New best!" : "") }
    }

    /// The best time, if any game was finished.
    public var timeLine: String? {
        best?.seconds.map { "Best time: \(TimeFormat.elapsed($0))" + (isNewBestTime ? "   New best!" : "") }
    }
}
