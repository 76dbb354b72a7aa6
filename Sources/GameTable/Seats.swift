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
}
