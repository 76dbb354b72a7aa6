import Foundation

/// The record of games summed up: for each kind of game (Set; Memorize per theme) how many
/// were played and finished, the bests, the average time and the last ten.
public struct GameStatistics: Codable, Equatable, Sendable {
    /// One game among the last ten.
    public struct Entry: Codable, Equatable, Sendable {
        public var date: Date
        public var finished: Bool
        public var score: Int
        public var seconds: Double
    }

    /// One kind of game.
    public struct Summary: Codable, Equatable, Sendable {
        /// `set`, or `memorize`.
        public var game: String
        /// Memorize's theme.
        public var theme: String?
        public var played: Int
        public var finished: Int
        public var bestScore: Int?
        public var bestSeconds: Double?
        /// The average time of the finished games.
        public var averageSeconds: Double?
        /// The last ten games, most recent last.
        public var last: [Entry]

        /// `Set`, or `Memorize · Animals`.
        public var title: String {
            theme.map { "Memorize · \($0)" } ?? (game == "set" ? "Set" : game.capitalized)
        }
    }

    public var summaries: [Summary]

    /// Sums up `records` (in the order they were played).
    public init(records: [GameRecord]) {
        var byKind: [String: [GameRecord]] = [:]
        var order: [String] = []
        for record in records {
            if byKind[record.kind] == nil { order.append(record.kind) }
            byKind[record.kind, default: []].append(record)
        }
        // Set first, then Memorize's themes by name.
        order.sort { a, b in
            let (x, y) = (byKind[a]?.first, byKind[b]?.first)
            return (x?.game == "set" ? 0 : 1, x?.theme ?? "") < (y?.game == "set" ? 0 : 1, y?.theme ?? "")
        }
        summaries = order.compactMap { kind in
            guard let games = byKind[kind], let first = games.first else { return nil }
            let finished = games.filter(\.finished)
            let bests = Bests(of: games)
            return Summary(
                game: first.game, theme: first.theme, played: games.count, finished: finished.count,
                bestScore: bests.score, bestSeconds: bests.seconds,
                averageSeconds: finished.isEmpty
                    ? nil : finished.map(\.seconds).reduce(0, +) / Double(finished.count),
                last: games.suffix(10).map {
                    Entry(date: $0.date, finished: $0.finished, score: $0.score, seconds: $0.seconds)
                })
        }
    }
}
