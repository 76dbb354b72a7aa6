import CardModel

/// The running tally of the games played to their end at one table: how many each player won.
///
/// A game counts once it is finished (a game given up for the lobby does not); its winner
/// is the player with the most points, and a game whose best players are level counts as
/// played and won by nobody. Players are called by their names at the table.
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

    /// The tally in words, the most wins first: `Ann 2, Bob 1, Cy 0 (3 games)`; nil before
    /// the first game.
    public var description: String? {
        guard games > 0 else { return nil }
        let order = wins.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }
        let games = self.games == 1 ? "1 game" : "\(self.games) games"
        let tied = self.tied == 0 ? "" : ", \(self.tied) tied"
        return order.map { "\($0.element.name) \($0.element.count)" }.joined(separator: ", ")
            + " (\(games)\(tied))"
    }

}
