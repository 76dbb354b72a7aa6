import CardModel
import Foundation
import TerminalIO

/// The keys that call "Set!" between friends at one keyboard.
///
/// Each player calls with their number (`1` to `4`), and with a key at their own corner of
/// the keyboard, so people sitting side by side reach across nobody: player 2 at the right
/// end of the number row (`0`), player 3 at the left edge (Tab), player 4 at the right of
/// the bottom row (`/`). None of them is a card's key: between friends the cards' keys
/// leave the digit row alone, and no keyboard layout puts a card on `0`, Tab or `/`.
public enum ClaimKeys {
    /// The keys at each player's own corner, by seat; player 1's is its number.
    static let cornerKeys: [Key] = [.character("1"), .character("0"), .tab, .character("/")]

    /// The keys that call for `seat`: its number, then its corner key when that differs.
    public static func keys(seat: Int) -> [Key] {
        guard (0..<4).contains(seat) else { return [] }
        let number = Key.character(Character(String(seat + 1)))
        return number == cornerKeys[seat] ? [number] : [number, cornerKeys[seat]]
    }

    /// The seat among `players` that `key` calls for, if any.
    ///
    /// The number row typed without Shift on the player's keyboard (`&` and `é` on AZERTY) calls as
    /// its digits do.
    public static func seat(calling key: Key, players: Int, digitRow: String = "1234") -> Int? {
        let typedDigits = Array(digitRow)
        return (0..<min(players, 4)).first { seat in
            keys(seat: seat).contains(key)
                || (typedDigits.indices.contains(seat) && key == .character(typedDigits[seat]))
        }
    }

    /// A key as the header and help name it: `1`, `Tab`.
    static func name(_ key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .tab: "Tab"
        default: ""
        }
    }

    /// The reminder in the header and in messages: `1 Ann  0 Bob` (each player's corner key).
    public static func reminder(seats: [Seat]) -> String {
        seats.prefix(4).indices.map { "\(name(cornerKeys[$0])) \(seats[$0].name)" }.joined(separator: "  ")
    }

    /// The reminder where names do not fit: the corner keys in the players' order (`1 0 Tab`).
    public static func shortReminder(players: Int) -> String {
        cornerKeys.prefix(players).map(name).joined(separator: " ")
    }

    /// Every player's keys in words, for the help: `Ann: 1, Bob: 2 or 0`, each player's
    /// kept on one line.
    public static func helpText(seats: [Seat]) -> String {
        seats.prefix(4).indices.map { seat in
            let keys = keys(seat: seat).map(name).joined(separator: " or ")
            return (seats[seat].name + ": " + keys).replacingOccurrences(of: " ", with: "\u{00A0}")
        }.joined(separator: ", ")
    }
}
