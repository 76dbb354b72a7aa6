import CardModel

/// What the table says about a game against others, the same for every game.
///
/// The person at this keyboard, alone against the computer, is "you"; everyone else is
/// called by name.
public enum ContestWords {
    /// Whether `seat` is the one person at this keyboard, playing against the computer.
    static func isYou(_ seat: Int, seats: [Seat], people: [Int]) -> Bool {
        people == [seat] && seats.contains(where: \.isComputer)
    }

    /// The winner named (or a draw), then every player ranked, with `detail` of each seat.
    public static func result(
        seats: [Seat], standings: Standings, people: [Int], detail: (Int) -> String
    ) -> [String] {
        let headline =
            standings.winner.map {
                isYou($0, seats: seats, people: people) ? "You win!" : "\(seats[$0].name) wins!"
            }
            ?? "A draw!"
        return [headline, ""]
            + standings.order.enumerated().map { place, seat in
                "\(place + 1). \(seats[seat].name): \(detail(seat))"
            }
    }

    /// `your` for the person at this keyboard against the computer, otherwise `Ann's`.
    public static func possessive(_ seat: Int, seats: [Seat], people: [Int]) -> String {
        isYou(seat, seats: seats, people: people) ? "your" : "\(seats[seat].name)'s"
    }
}
