import Foundation

/// The record of games summed up: for each kind of game (the game, its variant, how it was
/// played) how many were played and finished, the bests, the average time and the last ten.
public struct GameStatistics: Encodable, Equatable, Sendable {
    /// One game among the last ten.
    public struct Entry: Codable, Equatable, Sendable {
        public var date: Date
        public var finished: Bool
        public var score: Int
        public var seconds: Double
        /// Against others: how it ended, and every player's points.
        public var outcome: GameOutcome?
        public var standings: [SeatPoints]?
        /// A daily game's day (`YYYY-MM-DD`), whose score is what it found.
        public var day: String?
        /// A game at a shared table: its host's login.
        public var table: String?
    }

    /// One kind of game.
    public struct Summary: Encodable, Equatable, Sendable {
        public var kind: GameRecord.Kind
        public var played: Int
        /// Against the computer: games won, lost and drawn.
        public var won: Int
        public var lost: Int
        public var drawn: Int
        /// Between friends: how many games each winner won, by name (draws are `drawn`).
        public var wins: [String: Int]
        public var finished: Int
        public var bestScore: Int?
        public var bestSeconds: Double?
        /// The average time of the finished games.
        public var averageSeconds: Double?
        /// The last ten games, most recent last.
        public var last: [Entry]

        private enum CodingKeys: String, CodingKey {
            case game, theme, mode, level, players, played, won, lost, drawn, wins, finished, bestScore
            case bestSeconds
            case averageSeconds, last
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind.game, forKey: .game)
            try container.encodeIfPresent(kind.variant, forKey: .theme)
            try container.encode(kind.mode.company.rawValue, forKey: .mode)
            if case .computer(let level) = kind.mode { try container.encode(level, forKey: .level) }
            if case .friends(let count) = kind.mode { try container.encode(count, forKey: .players) }
            try container.encode(played, forKey: .played)
            try container.encode(won, forKey: .won)
            try container.encode(lost, forKey: .lost)
            try container.encode(drawn, forKey: .drawn)
            if kind.mode.company == .friends { try container.encode(wins, forKey: .wins) }
            try container.encode(finished, forKey: .finished)
            try container.encodeIfPresent(bestScore, forKey: .bestScore)
            try container.encodeIfPresent(bestSeconds, forKey: .bestSeconds)
            try container.encodeIfPresent(averageSeconds, forKey: .averageSeconds)
            try container.encode(last, forKey: .last)
        }
    }

    public var summaries: [Summary]

    /// Sums up `records` (in the order they were played): the games in the order of `games`
    /// (any other after them, by name), each one's variants by name, alone before against others.
    public init(records: [GameRecord], games: [GameKind] = []) {
        var byKind: [GameRecord.Kind: [GameRecord]] = [:]
        var kinds: [GameRecord.Kind] = []
        for record in records {
            if byKind[record.kind] == nil { kinds.append(record.kind) }
            byKind[record.kind, default: []].append(record)
        }
        func rank(_ kind: GameRecord.Kind) -> (Int, String, String, String) {
            let mode = kind.mode == .solo ? "" : kind.mode.text
            return (
                games.firstIndex(of: kind.game) ?? games.count, kind.game.rawValue, kind.variant ?? "", mode
            )
        }
        kinds.sort { rank($0) < rank($1) }
        summaries = kinds.compactMap { kind in
            guard let games = byKind[kind] else { return nil }
            let finished = games.filter(\.finished)
            // Between friends a score is one seat's points: no best of it, nor of their time.
            let bests = kind.mode.company == .friends ? Bests() : Bests(of: games)
            var wins: [String: Int] = [:]
            for game in games {
                if case .winner(let name) = game.outcome { wins[name, default: 0] += 1 }
            }
            return Summary(
                kind: kind, played: games.count,
                won: games.filter { $0.outcome == .won }.count,
                lost: games.filter { $0.outcome == .lost }.count,
                drawn: games.filter { $0.outcome == .draw }.count,
                wins: wins,
                finished: finished.count,
                bestScore: bests.score, bestSeconds: bests.seconds,
                averageSeconds: finished.isEmpty
                    ? nil : finished.map(\.seconds).reduce(0, +) / Double(finished.count),
                last: games.suffix(10).map {
                    Entry(
                        date: $0.date, finished: $0.finished, score: $0.score, seconds: $0.seconds,
                        outcome: $0.outcome, standings: $0.standings, day: $0.day, table: $0.table)
                })
        }
    }
}
