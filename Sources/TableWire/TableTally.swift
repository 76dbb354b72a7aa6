import CardModel

/// The running tally of the games played to their end at one table: how many each player won.
///
/// A game counts once it is finished (a game given up for the lobby does not); its winner
/// is the player with the most points, and a game whose best players are level counts as
/// played and won by nobody. Players are called by their names at the table. The host keeps
/// it, and every lobby shows it: the guests' come with the lobby's message.
public struct TableTally: Equatable, Sendable {
    /// Games played to their end.
    public private(set) var games = 0
    /// Games that ended level at the top.
    public private(set) var tied = 0
    /// Each player who played a game counted, with the games they won, in the order they
    /// first played.
    public private(set) var wins: [Wins] = []

    /// One player's games won at the table.
    public struct Wins: Equatable, Sendable {
        public var name: String
        public var count: Int
    }

    public init() {}

    /// A tally as a lobby's message carries it, checked by the reader.
    init(games: Int, tied: Int, wins: [Wins]) {
        self.games = games
        self.tied = tied
        self.wins = wins
    }

    /// Counts `record`'s game if it was played to its end.
    public mutating func count(_ record: GameRecord) {
        guard record.finished, let standings = record.standings, let best = standings.map(\.points).max()
        else { return }
        games += 1
        for seat in standings where !wins.contains(where: { $0.name == seat.name }) {
            wins.append(Wins(name: seat.name, count: 0))
        }
        let winners = standings.filter { $0.points == best }
        guard winners.count == 1, let index = wins.firstIndex(where: { $0.name == winners[0].name }) else {
            tied += 1
            return
        }
        wins[index].count += 1
    }

    /// The players, the most wins first (in the order they first played where level).
    var ranked: [Wins] {
        wins.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map(
            \.element)
    }

    /// The tally with only its `count` players of the most wins: what a lobby's message
    /// carries, however many have played at the table.
    public func leading(_ count: Int) -> TableTally {
        TableTally(games: games, tied: tied, wins: Array(ranked.prefix(count)))
    }

    /// The tally in words, the most wins first: `Ann 2, Bob 1, Cy 0 (3 games)`; nil before
    /// the first game.
    public var description: String? {
        guard games > 0 else { return nil }
        let games = self.games == 1 ? "1 game" : "\(self.games) games"
        let tied = self.tied == 0 ? "" : ", \(self.tied) tied"
        return ranked.map { "\($0.name) \($0.count)" }.joined(separator: ", ") + " (\(games)\(tied))"
    }
}
