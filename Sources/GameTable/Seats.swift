import CardModel

/// The seats of the ways of playing the menu and the command line offer, and which of
/// them are people at this keyboard.
public enum Seats {
    /// The person at this keyboard and the computer at `level`.
    public static func againstComputer(_ level: ComputerLevel) -> [Seat] {
        Seat.againstComputer(level, playerName: "You", computerName: "Computer")
    }

    /// Friends at one keyboard, `count` of them, called `Player 1` and on.
    public static func friends(count: Int) -> [Seat] {
        (1...max(1, count)).map { Seat(name: "Player \($0)") }
    }

    /// The seats of the people at this keyboard: every seat that is not the computer (in a
    /// game alone, the one seat 0).
    public static func people(_ seats: [Seat]) -> [Int] {
        seats.isEmpty ? [0] : seats.indices.filter { !seats[$0].isComputer }
    }

    /// A player's name where the whole does not fit: `CPU` for the computer, `P3` for
    /// `Player 3`, else the name's first three letters (`Ann`).
    public static func shortName(_ seat: Seat) -> String {
        if seat.isComputer { return "CPU" }
        let name = seat.name
        let words = name.split(separator: " ")
        if words.count >= 2, let last = words.last, last.allSatisfy(\.isNumber),
            let first = words.first?.first
        {
            return String(first) + last
        }
        return String(name.prefix(3))
    }

    /// Every player's points on the status line as one field (`Ann: 3  Bob: 1`), so the
    /// names shorten together (`P1: 3  P2: 1`), first at `rank`, and no player is left out.
    ///
    /// The seats in `gone` have left a shared table: their points stay, marked `(left)`,
    /// the same in every game.
    public static func pointsField(
        seats: [Seat], gone: Set<Int> = [], rank: Int = 2, points: (Int) -> String
    ) -> Chrome.StatusField {
        func line(_ name: (Seat) -> String) -> String {
            seats.indices.map { seat in
                "\(name(seats[seat])): \(points(seat))" + (gone.contains(seat) ? " (left)" : "")
            }.joined(separator: "  ")
        }
        return Chrome.StatusField(line(\.name), rank: rank, short: line(shortName), shortRank: 7)
    }
}
