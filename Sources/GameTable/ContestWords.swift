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

    /// The winner named (or a draw, and between whom), then every player ranked, with
    /// `detail` of each seat; players level on points share their place, and those who
    /// left a shared table before its end (`gone`) are marked so (`2. Bob: 3 (left)`).
    ///
    /// At a shared table the ranking names each seat as `shown` does, with the login beside
    /// a name a player chose (`2. Bea (bob): 3`): one login cannot pass for two players unseen.
    public static func result(
        seats: [Seat], standings: Standings, people: [Int], gone: Set<Int> = [], shown: [String] = [],
        detail: (Int) -> String
    ) -> [String] {
        let headline: String
        if let winner = standings.winner {
            headline =
                isYou(winner, seats: seats, people: people) ? "You win!" : "\(seats[winner].name) wins!"
        } else if (2..<seats.count).contains(standings.drawn.count) {
            let names = standings.drawn.map { seats[$0].name }
            headline =
                "A draw between " + names.dropLast().joined(separator: ", ") + " and \(names.last ?? "")!"
        } else {
            headline = "A draw!"
        }
        return [headline, ""]
            + standings.order.map { seat in
                let shared = standings.points.filter { $0 == standings.points[seat] }.count > 1
                let name = shown.indices.contains(seat) ? shown[seat] : seats[seat].name
                return "\(standings.place(of: seat))\(shared ? "=" : ".") \(name): \(detail(seat))"
                    + (gone.contains(seat) ? " (left)" : "")
            }
    }

    /// `your` for the person at this keyboard against the computer, otherwise `Ann's`.
    public static func possessive(_ seat: Int, seats: [Seat], people: [Int]) -> String {
        isYou(seat, seats: seats, people: people) ? "your" : "\(seats[seat].name)'s"
    }
}
