import CardModel

/// How a game that just ended stands to the player's bests, for its result panel.
public struct ResultBests: Equatable, Sendable {
    /// The best score and time now, this game included.
    public let best: Bests
    public let isNewBestScore: Bool
    public let isNewBestTime: Bool

    public init(before: Bests, record: GameRecord) {
        // A first game sets the bests without beating any.
        isNewBestScore = record.finished && before.score.map { record.score > $0 } == true
        isNewBestTime = record.finished && before.seconds.map { record.seconds < $0 } == true
        best = Bests(
            score: [before.score, record.finished ? record.score : nil].compactMap { $0 }.max(),
            seconds: [before.seconds, record.finished ? record.seconds : nil].compactMap { $0 }.min())
    }

    /// The panel's lines about the bests, saying "New best!" beside one that fell.
    public var lines: [String] { [scoreLine, timeLine].compactMap { $0 } }

    /// The best score, if any game was finished.
    public var scoreLine: String? {
        best.score.map { "Best score: \($0)" + (isNewBestScore ? "   New best!" : "") }
    }

    /// The best time, if any game was finished.
    public var timeLine: String? {
        best.seconds.map { "Best time: \(TimeFormat.elapsed($0))" + (isNewBestTime ? "   New best!" : "") }
    }
}
