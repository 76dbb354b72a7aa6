import CardModel

/// What the table says about a game against others, the same for every game.
enum ContestWords {
    /// The winner named (or a draw), then every player ranked, with `detail` of each seat.
    static func result(seats: [Seat], standings: Standings, detail: (Int) -> String) -> [String] {
        let headline =
            standings.winner.map { seats[$0].name == "You" ? "You win!" : "\(seats[$0].name) wins!" }
            ?? "A draw!"
        return [headline, ""]
            + standings.order.enumerated().map { place, seat in
                "\(place + 1). \(seats[seat].name): \(detail(seat))"
            }
    }

    /// The outcome as the record keeps it: `won`, `lost` or `draw` from the person's side
    /// against the computer; between friends, who won.
    static func outcome(seats: [Seat], standings: Standings) -> String {
        if seats.contains(where: \.isComputer) {
            return standings.winner.map { seats[$0].isComputer ? "lost" : "won" } ?? "draw"
        }
        return standings.winner.map { "\(seats[$0].name) won" } ?? "draw"
    }

    /// `your` for the person called You, otherwise `Ann's`.
    static func possessive(_ name: String) -> String {
        name == "You" ? "your" : "\(name)'s"
    }
}
