import Foundation

/// The Set game's status line, read back into its fields.
///
/// Alone it looks like ` Score: 0  Deck: 69  Sets: 0  Time: 0:03  [q] 1 green solid oval`;
/// against others ` Ann: 1  Bob: -1 (out)  Ann calling: 7 s  Deck: 66  Time: 0:40  ...` or
/// ` You: 0  Computer: 1  Computer is looking  Deck: 66  Time: 0:40  ...`.
/// Fields are two spaces apart; the last one, after the time, is the focused card in
/// words after its key (`[q] `), or what the deck does when the deck is focused.
struct StatusLine: Equatable, CustomStringConvertible {
    let score: Int
    /// Nil where the line left the deck out for room (it is on the pile): against the
    /// computer at 80 columns, whose points say `Computer:` whole.
    let deck: Int?
    let sets: Int
    let time: String
    let focus: String
    /// The focused card's own key, as the status line names it before its words.
    let key: Character?
    /// Against others: each player's name and points as shown (`-1 (out)` when locked out).
    let players: [String: String]

    /// Reads `row`, or nil when it is not a Set status line.
    init?(parsing row: String) {
        guard row.hasPrefix(" ") else { return nil }
        let fields = row.dropFirst().split(separator: "  ", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // On a narrow line the time loses its label (`0:08`); against others it may give way
        // altogether, and then the focused card is the last field.
        let clock = fields.firstIndex(where: {
            $0.hasPrefix("Time: ") || $0.wholeMatch(of: /[0-9]+:[0-9]{2}/) != nil
        })
        let focusStart = clock.map { $0 + 1 } ?? fields.count - 1
        guard focusStart > 0, focusStart < fields.count else { return nil }
        var score = 0
        var deck: Int?
        var sets = 0
        var players: [String: String] = [:]
        var hasScore = false
        for field in fields[..<(clock ?? focusStart)] {
            let parts = field.split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            // A field without a label says what the computer does ("Computer is looking").
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "Score":
                score = Int(parts[1]) ?? 0
                hasScore = true
            case "Deck": deck = Int(parts[1])
            case "Sets": sets = Int(parts[1]) ?? 0
            case let name where !name.hasSuffix(" calling"): players[name] = parts[1]
            default: break
            }
        }
        // At 50x15 the deck gives way too (it is on the pile): the score is enough.
        guard deck != nil || !players.isEmpty || hasScore else { return nil }
        self.score = score
        self.deck = deck
        self.sets = sets
        self.players = players
        time = clock.map { fields[$0].replacingOccurrences(of: "Time: ", with: "") } ?? ""
        let focused = fields[focusStart...].joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        if let match = focused.wholeMatch(of: /\[(.)\] (.*)/) {
            key = match.1.first
            focus = String(match.2)
        } else {
            key = nil
            focus = focused
        }
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
            "\(names)Score: \(score)  Deck: \(deck.map(String.init) ?? "-")  Sets: \(sets)  Time: \(time)  \(key.map { "[\($0)] " } ?? "")\(focus)"
    }
}
