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
        /// How it was played: `solo`, `vs computer (hard)`, `2 players`.
        public var mode: String
        public var played: Int
        /// Against the computer: games won and lost.
        public var won: Int
        public var lost: Int
        public var finished: Int
        public var bestScore: Int?
        public var bestSeconds: Double?
        /// The average time of the finished games.
        public var averageSeconds: Double?
        /// The last ten games, most recent last.
        public var last: [Entry]

        /// `Set`, `Memorize · Animals`, `Set · vs computer (hard)`.
        public var title: String {
            let name = theme.map { "Memorize · \($0)" } ?? (game == "set" ? "Set" : game.capitalized)
            return mode == "solo" ? name : "\(name) · \(mode)"
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
        // Set first, then Memorize's themes by name; alone before against others.
        order.sort { a, b in
            let (x, y) = (byKind[a]?.first, byKind[b]?.first)
            return (x?.game == "set" ? 0 : 1, x?.theme ?? "", x?.mode == "solo" ? "" : x?.mode ?? "")
                < (y?.game == "set" ? 0 : 1, y?.theme ?? "", y?.mode == "solo" ? "" : y?.mode ?? "")
        }
        summaries = order.compactMap { kind in
            guard let games = byKind[kind], let first = games.first else { return nil }
            let finished = games.filter(\.finished)
            let bests = Bests(of: games)
            return Summary(
                game: first.game, theme: first.theme, mode: first.mode, played: games.count,
                won: games.filter { $0.outcome == "won" }.count,
                lost: games.filter { $0.outcome == "lost" }.count,
                finished: finished.count,
                bestScore: bests.score, bestSeconds: bests.seconds,
                averageSeconds: finished.isEmpty
                    ? nil : finished.map(\.seconds).reduce(0, +) / Double(finished.count),
                last: games.suffix(10).map {
                    Entry(date: $0.date, finished: $0.finished, score: $0.score, seconds: $0.seconds)
                })
        }
    }
}
