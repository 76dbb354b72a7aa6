import CardModel
import Foundation

/// The keys that call "Set!" between friends at one keyboard.
///
/// Each player calls with their number (`1` to `4`), and with a key at their own corner of
/// the keyboard, so people sitting side by side reach across nobody: player 2 at the right
/// end of the number row (`0`), player 3 at the left of the bottom row (`z`), player 4 at its
/// right (`/`). None of them is bound to anything else at the table.
public enum ClaimKeys {
    /// The keys at each player's own corner, by seat; player 1's is its number.
    static let cornerKeys: [Character] = ["1", "0", "z", "/"]

    /// The keys that call for `seat`: its number, then its corner key when that differs.
    public static func keys(seat: Int) -> [Character] {
        guard (0..<4).contains(seat) else { return [] }
        let number = Character(String(seat + 1))
        return number == cornerKeys[seat] ? [number] : [number, cornerKeys[seat]]
    }

    /// The seat among `players` that `key` calls for, if any.
    public static func seat(calling key: Character, players: Int) -> Int? {
        (0..<min(players, 4)).first { keys(seat: $0).contains(key) }
    }

    /// The reminder in the header and in messages: `1 Ann  0 Bob` (each player's corner key).
    public static func reminder(seats: [Seat]) -> String {
        seats.prefix(4).indices.map { "\(cornerKeys[$0]) \(seats[$0].name)" }.joined(separator: "  ")
    }

    /// The reminder where names do not fit: the corner keys in the players' order (`1 0 z`).
    public static func shortReminder(players: Int) -> String {
        cornerKeys.prefix(players).map(String.init).joined(separator: " ")
    }

    /// Every player's keys in words, for the help: `Ann: 1, Bob: 2 or 0`, each player's
    /// kept on one line.
    public static func helpText(seats: [Seat]) -> String {
        seats.prefix(4).indices.map { seat in
            let keys = keys(seat: seat).map(String.init).joined(separator: " or ")
            return (seats[seat].name + ": " + keys).replacingOccurrences(of: " ", with: "\u{00A0}")
        }.joined(separator: ", ")
    }
}
