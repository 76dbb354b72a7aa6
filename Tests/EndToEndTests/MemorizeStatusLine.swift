/// Memorize's status line, read back into its fields.
///
/// It looks like ` Flowers  Score: 0  Pairs left: 6  Time: 0:03  [q] card 1 of 12: face down`:
/// the theme, the score, the pairs still to find, the time and the focused card (its slot
/// among all the game's cards, and `face down`, `face up` or `matched`).
struct MemorizeStatusLine: Equatable, CustomStringConvertible {
    let theme: String
    let score: Int
    let pairsLeft: Int
    let time: String
    /// The focused card, counted from 1 in reading order, or nil when no card is on the table.
    let card: Int?
    /// How many cards the game has (a found pair leaves its slots empty).
    let cardCount: Int?
    /// `face down`, `face up` or `matched`.
    let state: String?
    /// The focused card's own key, named before its words.
    let key: Character?
    /// While the computer plays: the speed it plays at, `3.0x`.
    let speed: String?

    /// Reads `row`, or nil when it is not a Memorize status line.
    init?(parsing row: String) {
        let pattern =
            #/^ (\S.*?)  Score: (-?\d+)  Pairs left: (\d+)  Time: ([0-9:]+)(?:  (?:\[(.)\] )?card (\d+) of (\d+): (face down|face up|matched)|  speed (\d+\.\dx))?\s*$/#
        guard let match = row.wholeMatch(of: pattern),
            let score = Int(match.2), let pairsLeft = Int(match.3)
        else { return nil }
        theme = String(match.1)
        self.score = score
        self.pairsLeft = pairsLeft
        time = String(match.4)
        key = match.5.flatMap(\.first)
        card = match.6.flatMap { Int($0) }
        cardCount = match.7.flatMap { Int($0) }
        state = match.8.map(String.init)
        speed = match.9.map(String.init)
    }

    var description: String {
        let focus =
            card.map { "  \(key.map { "[\($0)] " } ?? "")card \($0) of \(cardCount ?? 0): \(state ?? "")" }
            ?? ""
        return "\(theme)  Score: \(score)  Pairs left: \(pairsLeft)  Time: \(time)\(focus)"
    }
}

extension PaneSnapshot {
    /// The bottom row read as a Memorize status line, or nil when it is not one.
    var memorizeStatus: MemorizeStatusLine? { MemorizeStatusLine(parsing: bottomRow) }
}
