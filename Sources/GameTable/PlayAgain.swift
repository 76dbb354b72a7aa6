import CardModel

/// The command line that deals a game again, as its end panel says it so the game can be
/// played again or shared: `cardtable set --vs computer --level hard --seed 123`.
///
/// The same seed deals the same cards in the same order; the seats say how it was played
/// (against the computer at its level, or friends by name). A table shared between
/// terminals is dealt again alone: the others are not at this keyboard to be named.
public enum PlayAgain {
    /// `cardtable COMMAND OPTIONS… --vs computer|--players … --seed SEED`, every word the
    /// shell could misread quoted.
    public static func command(
        _ command: String, options: [String] = [], seats: [Seat] = [], seed: UInt64
    ) -> String {
        (["cardtable", command] + options + seatOptions(seats) + ["--seed", String(seed)])
            .joined(separator: " ")
    }

    /// `--vs computer` (with `--level` but for the normal one), or `--players` with the
    /// friends' count when they kept their given names, else their names; nothing alone.
    static func seatOptions(_ seats: [Seat]) -> [String] {
        if let level = seats.lazy.compactMap(\.computer).first {
            return ["--vs", "computer"] + (level == .normal ? [] : ["--level", level.rawValue])
        }
        guard seats.count >= 2 else { return [] }
        if seats == Seats.friends(count: seats.count) { return ["--players", String(seats.count)] }
        return ["--players", quoted(seats.map(\.name).joined(separator: ","))]
    }

    /// `word` as the shell reads it back: as it is when it holds only letters, digits and
    /// `,._-`, else in single quotes (a quote inside closed, escaped and opened again).
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
                    || ",._-".unicodeScalars.contains($0)
            }
        return plain ? word : "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}
