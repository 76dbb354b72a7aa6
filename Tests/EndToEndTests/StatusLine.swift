import Foundation

/// The Set game's status line, read back into its fields.
///
/// Alone it looks like ` Score: 0  Deck: 69  Sets: 0  Time: 0:03  1 green solid oval`;
/// against others ` Ann: 1  Bob: -1 (out)  Ann calling: 7 s  Deck: 66  Time: 0:40  ...` or
/// ` You: 0  Computer: 1  Computer is looking  Deck: 66  Time: 0:40  ...`.
/// Fields are two spaces apart; the last one, after the time, is the focused card in
/// words, or what the deck does when the deck is focused.
struct StatusLine: Equatable, CustomStringConvertible {
    let score: Int
    /// Nil where the line left the deck out for room (it is on the pile): against the
    /// computer at 80 columns, whose points say `Computer:` whole.
    let deck: Int?
    let sets: Int
    let time: String
    let focus: String
    /// Against others: each player's name and points as shown (`-1 (out)` when locked out).
    let players: [String: String]

    /// Reads `row`, or nil when it is not a Set status line.
    init?(parsing row: String) {
        guard row.hasPrefix(" ") else { return nil }
        let fields = row.dropFirst().split(separator: "  ", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // On a narrow line the time loses its label: `0:08`.
        guard
            let timeIndex = fields.firstIndex(where: {
                $0.hasPrefix("Time: ") || $0.wholeMatch(of: /[0-9]+:[0-9]{2}/) != nil
            }),
            timeIndex + 1 < fields.count
        else { return nil }
        var score = 0
        var deck: Int?
        var sets = 0
        var players: [String: String] = [:]
        for field in fields[..<timeIndex] {
            let parts = field.split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            // A field without a label says what the computer does ("Computer is looking").
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "Score": score = Int(parts[1]) ?? 0
            case "Deck": deck = Int(parts[1])
            case "Sets": sets = Int(parts[1]) ?? 0
            case let name where !name.hasSuffix(" calling"): players[name] = parts[1]
            default: break
            }
        }
        guard deck != nil || !players.isEmpty, fields[timeIndex].wholeMatch(of: /(Time: )?[0-9:]+/) != nil
        else { return nil }
        self.score = score
        self.deck = deck
        self.sets = sets
        self.players = players
        time = fields[timeIndex].replacingOccurrences(of: "Time: ", with: "")
        focus = fields[(timeIndex + 1)...].joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        guard !focus.isEmpty else { return nil }
    }

    /// The clock in seconds (`1:05` is 65).
    var seconds: Int {
        time.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
    }

    /// Whether `other` shows the same game state, ignoring the clock (it ticks by itself).
    func sameState(as other: StatusLine) -> Bool {
        score == other.score && deck == other.deck && sets == other.sets && focus == other.focus
            && players == other.players
    }

    var description: String {
        let names = players.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)  " }.joined()
        return
            "\(names)Score: \(score)  Deck: \(deck.map(String.init) ?? "-")  Sets: \(sets)  Time: \(time)  \(focus)"
    }
}
