/// The Set game's status line, read back into its fields.
///
/// It looks like ` Score: 0  Deck: 69  Sets: 0  Time: 0:03  1 green solid oval`; the last
/// field is the focused card in words, or what the deck does when the deck is focused.
struct StatusLine: Equatable, CustomStringConvertible {
    let score: Int
    let deck: Int
    let sets: Int
    let time: String
    let focus: String

    /// Reads `row`, or nil when it is not a status line.
    init?(parsing row: String) {
        let pattern = #/^ Score: (-?\d+)  Deck: (\d+)  Sets: (\d+)  Time: ([0-9:]+)  (\S.*?)\s*$/#
        guard let match = row.wholeMatch(of: pattern),
            let score = Int(match.1), let deck = Int(match.2), let sets = Int(match.3)
        else { return nil }
        self.score = score
        self.deck = deck
        self.sets = sets
        time = String(match.4)
        focus = String(match.5)
    }

    /// The clock in seconds (`1:05` is 65).
    var seconds: Int {
        time.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
    }

    /// Whether `other` shows the same game state, ignoring the clock (it ticks by itself).
    func sameState(as other: StatusLine) -> Bool {
        score == other.score && deck == other.deck && sets == other.sets && focus == other.focus
    }

    var description: String {
        "Score: \(score)  Deck: \(deck)  Sets: \(sets)  Time: \(time)  \(focus)"
    }
}
