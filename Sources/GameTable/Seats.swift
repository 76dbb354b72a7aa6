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

    /// Each player's name where the whole does not fit: `CPU` for the computer, `P3` for
    /// `Player 3`, a name of four letters or fewer whole (`root`, not `roo`), else its first
    /// three (`Ale` for Alexandra); two players whose short names would be alike are told
    /// apart by their places instead (`P1`, `P2`).
    public static func shortNames(_ seats: [Seat]) -> [String] {
        let shorts = seats.map(shortName)
        return shorts.indices.map { index in
            let alike = shorts.filter { $0 == shorts[index] }.count > 1
            return alike && !seats[index].isComputer ? "P\(index + 1)" : shorts[index]
        }
    }

    /// How long a player who left a shared table keeps their seat: they may join again
    /// and play on, their points as they were, until then.
    public static let awaySeconds = 300.0

    /// The seats of `gone` that may still come back, with the seconds of play left to them
    /// at `played`: each left at the time of its last leaving move (`SeatChange.leaves`) in `history`.
    public static func away<Action>(
        gone: Set<Int>, history: [TimedAction<Action>], played: Double, leaving: (Action) -> Int?
    ) -> [Int: Double] {
        var away: [Int: Double] = [:]
        for timed in history.reversed() {
            guard let seat = leaving(timed.action), gone.contains(seat), away[seat] == nil else { continue }
            away[seat] = timed.time + awaySeconds - played
        }
        return away.filter { $0.value > 0 }
    }

    /// Every player's points in a few words (`Ann 3, Bob 1 (left)`), as a game stands when
    /// it ends without its result: the seats in `gone` left a shared table before then.
    public static func standingsLine(seats: [Seat], gone: Set<Int>, points: (Int) -> Int) -> String {
        seats.indices.map { "\(seats[$0].name) \(points($0))" + (gone.contains($0) ? " (left)" : "") }
            .joined(separator: ", ")
    }

    /// What follows a player's points when they are not at the table: `(left)`, or `(away
    /// 4:12)`; `short`, `(away)` alone.
    static func mark(_ seat: Int, gone: Set<Int>, away: [Int: Double], short: Bool = false) -> String {
        guard gone.contains(seat) else { return "" }
        guard let left = away[seat] else { return " (left)" }
        return short ? " (away)" : " (away \(TimeFormat.elapsed(left.rounded(.up))))"
    }

    private static func shortName(_ seat: Seat) -> String {
        if seat.isComputer { return "CPU" }
        let name = seat.name
        let words = name.split(separator: " ")
        if words.count >= 2, let last = words.last, last.allSatisfy(\.isNumber),
            let first = words.first?.first
        {
            return String(first) + last
        }
        return name.count <= 4 ? name : String(name.prefix(3))
    }

    /// Every player's points on the status line as one field (`Ann: 3  Bob: 1`), so the
    /// names shorten together (`P1: 3  P2: 1`), first at `rank`, and no player is left out.
    ///
    /// The seats in `gone` have left a shared table: their points stay, marked `(left)`,
    /// the same in every game; those in `away` may still come back, and say for how long
    /// (`(away 4:12)`).
    public static func pointsField(
        seats: [Seat], gone: Set<Int> = [], away: [Int: Double] = [:], rank: Int = 2, points: (Int) -> String
    ) -> Chrome.StatusField {
        func line(_ names: [String], short: Bool) -> String {
            seats.indices.map { seat in
                "\(names[seat]): \(points(seat))" + mark(seat, gone: gone, away: away, short: short)
            }.joined(separator: "  ")
        }
        // The short form is kept long after the others give way, even when it is the whole
        // line again (names of four letters): every player's points stay, and who is away
        // (last without how long: at 50 columns the points went whole with it). The computer keeps
        // its whole name there (`Computer: 2`, as README and the header say it); only a pile
        // too small for it says `CPU`.
        let shorts = zip(seats, shortNames(seats)).map { seat, short in seat.isComputer ? seat.name : short }
        var field = Chrome.StatusField(
            line(seats.map(\.name), short: false), rank: rank, short: line(shorts, short: false), shortRank: 7
        )
        let shortest = line(shorts, short: true)
        // Kept past every other field: a narrow line says who is away before whose turn or call it is.
        if shortest != field.forms.last?.text { field.forms.append(.init(text: shortest, rank: 9)) }
        return field
    }
}
