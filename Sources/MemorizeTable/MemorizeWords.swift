import CardModel
import GameTable
import Render

/// The words around a Memorize table: the status line, the focused card, help and result.
extension MemorizeGame {
    /// Theme, score, pairs left and the time; between players whose turn and each one's pairs.
    public func statusFields(view: TableView) -> [Chrome.StatusField] {
        let elapsed = TimeFormat.elapsed(seconds(played: view.played))
        var contest: [Chrome.StatusField] = []
        if let turn = turnSeat {
            // At a table with a turn time, what is left of it counts down beside the name.
            let left = turnEndsAt.map { " (\(Int(max(0, $0 - view.played).rounded(.up))) s)" } ?? ""
            // Names shorten (`P3`) before the pairs left or the clock go; every player's pairs stay.
            contest =
                [
                    Chrome.StatusField(
                        "Turn: \(turn.name)\(left)", rank: 4,
                        short: "Turn: \(Seats.shortNames(seats)[memory.turn])\(left)", shortRank: 8)
                ]
                + [
                    Seats.pointsField(
                        seats: seats, gone: memory.gone, away: away(played: view.played), rank: 3
                    ) {
                        "\(memory.pairsWon[$0])"
                    }
                ]
        }
        // Between players each one's pairs count; alone, the score with its speed bonus.
        let score = memory.isContest ? [] : [Chrome.StatusField("Score: \(memory.score)", rank: 6)]
        return contest + [Chrome.StatusField(theme.name, rank: 1)] + score + [
            Chrome.StatusField(
                "Pairs left: \(memory.pairsLeft)", rank: 2, short: "Left: \(memory.pairsLeft)", shortRank: 3),
            // The clock is said nowhere else: it stays after the pairs left (which show).
            Chrome.StatusField("Time: \(elapsed)", rank: 0, short: elapsed, shortRank: 4),
        ]
    }

    public var widestDescription: Int {
        let count = memory.cards.count
        return "card \(count) of \(count): face down".count
    }

    public func describe(_ focus: TableFocus, view: TableView) -> String {
        guard case .card(let index) = focus, memory.cards.indices.contains(index) else { return "" }
        let card = memory.cards[index]
        let state = card.isMatched ? "matched" : card.isFaceUp ? "face up" : "face down"
        return "card \(index + 1) of \(memory.cards.count): \(state)"
    }

    public func resultLines(view: TableView) -> [String] {
        var score = ["Score: \(memory.score)"]
        if memory.isContest, let standings = seatStandings {
            score =
                ContestWords.result(seats: seats, standings: standings, people: view.people) {
                    counted(memory.pairsWon[$0], "pair")
                } + [""]
        }
        // What you missed, in a game alone (against others a miss may be anyone's).
        let missed = memory.isContest ? [] : ["Pairs missed: \(MemorizeReview(of: self).misses.count)"]
        return ["Theme: \(theme.name)"] + score + [
            "Time: \(TimeFormat.elapsed(seconds(played: view.played)))"
        ] + missed + (view.finished.map { [""] + $0.bests.lines } ?? [])
            + ["", view.sharing?.resultKeys ?? "R: this theme again    N: a random theme"]
            + (view.sharing == nil ? ["W: what you missed    T: themes", "Esc: menu    Q: quit"] : [])
    }

    public func helpLines(options: RenderOptions, sharing: TableSharing?) -> [String] {
        sharing == nil ? Self.helpLines : Self.sharedHelpLines
    }

    /// The help at a table shared between terminals: the turns, no pause, themes or bonus.
    static let sharedHelpLines: [String] = [
        helpLines[0],
        "",
        "arrows   move    a card's own key (in its corner)   turn it",
        "Space / Enter / click   turn the card, on your turn",
        "?  this help",
        TableSharing.leaveHelpLine,
        "",
        "Take turns: a pair keeps your turn, a mismatch passes it. Whoever finds the most pairs wins.",
        "A turn has a time limit, counting down on the status line (Turn: Bob (23 s)): let it run out and the turn passes. Nobody shuffles.",
    ]

    static let helpLines: [String] =
        [
            "Turn two cards at a time; find every pair. A found pair leaves its place empty: the other cards never move.",
            "",
            "arrows   move    a card's own key (in its corner)   turn it",
            "Space / Enter / click   turn the card",
            "N  new game (a random theme)    T  themes",
            "S  shuffle    P  pause    ?  this help",
            "Esc  the menu    Q  quit",
            "",
            "Between players: a pair keeps the turn, a mismatch passes it.",
            "",
            "Scoring:",
        ] + scoringLines.map { "  " + $0 }

    /// The rule of the score in words, with the numbers the rules use.
    static let scoringLines: [String] = [
        "Pair found: +\(MemoryScoring.match), plus each card's speed bonus (up to +\(MemoryScoring.maximumBonusPerCard) each,",
        "  draining over the \(Int(MemoryScoring.bonusSeconds)) s the card is face up)",
        "Mismatch: \(MemoryScoring.mismatchPerSeenCard) for each of the two cards you had seen before",
    ]
}
