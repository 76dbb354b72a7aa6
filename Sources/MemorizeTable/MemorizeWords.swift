import CardModel
import GameTable
import Render
import TableLayout

/// How Memorize words and draws itself at the table: the header, the status line, the
/// focused card, help and result, the deck while it deals and every card.
public struct MemorizePresenter: TablePresenter {
    /// The game as it stands.
    public let game: MemorizeGame

    public static var cardShape: CardShape { .memory }

    /// After a question answered no, between players: whose turn it still is.
    public func resumingWords(view: TableView) -> String? {
        guard game.memory.isContest, !game.memory.isOver else { return nil }
        return "Still \(game.whoseTurn(view: view)) turn."
    }

    /// The keys of the result's panel beside the table's own: R and T, another game, W what
    /// was missed.
    ///
    /// Made once, as the fixtures are asked for several times a frame.
    private static let resultKeys: Set<Character> = ["R", "T", "W", "r", "t", "w"]

    public var fixtures: TableFixtures {
        var fixtures = TableFixtures(
            name: "Memorize", keys: "T themes  ? help  Q quit", resultTitle: "All pairs found",
            leaveStyle: .fade,
            resultKeys: Self.resultKeys, newGameMessage: "New game: \(game.theme.name).")
        fixtures.cannotDealAgainMessage =
            "There is no theme '\(game.theme.name)' any more: N deals a random one, T chooses one."
        // Whose turn it is stays in the header beside any message.
        if let turn = game.turnSeat { fixtures.pinned = ["Turn: \(turn.name)"] }
        // Matched pairs fade where they lie: nothing but the deck, while it deals, is beside the cards.
        fixtures.gridFillsTable = true
        return fixtures
    }

}

/// The words around a Memorize table: the status line, the focused card, help and result.
extension MemorizePresenter {
    /// When the bonus shown on a face-up card next changes (its bar gets shorter, or its
    /// points fall), if any is draining: no need to draw it more often than that.
    public func nextChange(after played: Double, view: TableView) -> Double? {
        if let ends = game.turnEndsAt {
            // The turn's countdown, a second at a time.
            let left = ends - played
            let tick = left - left.rounded(.down)
            return played + (tick > 0 ? tick : 1)
        }
        guard let grid = view.grid, !game.memory.isContest else { return nil }
        let painter = MemoryCardPainter(options: view.options)
        return game.memory.cards.compactMap { card -> Double? in
            guard card.isFaceUp, !card.isMatched else { return nil }
            let remaining = MemoryScoring.bonusSeconds - card.faceUpTime(at: played)
            guard let wait = painter.secondsUntilBonusChanges(remaining: remaining, cardSize: grid.cardSize)
            else { return nil }
            return played + wait + 0.001
        }.min()
    }

    public func standingsLine(view: TableView) -> String {
        guard game.memory.isContest else { return "score \(game.memory.score)" }
        return Seats.standingsLine(seats: game.seats, gone: game.memory.gone) { game.memory.pairsWon[$0] }
    }

    /// Theme, score, pairs left and the time; between players whose turn and each one's pairs.
    public func statusFields(view: TableView) -> [Chrome.StatusField] {
        let elapsed = TimeFormat.elapsed(game.seconds(played: view.played))
        var contest: [Chrome.StatusField] = []
        if let turn = game.turnSeat {
            // At a table with a turn time, what is left of it counts down beside the name.
            let left = game.turnEndsAt.map { " (\(Int(max(0, $0 - view.played).rounded(.up))) s)" } ?? ""
            // Names shorten (`P3`) before the pairs left or the clock go; every player's pairs
            // stay, and at last the countdown alone beside them (the header names whose turn).
            var turnField = Chrome.StatusField(
                "Turn: \(turn.name)\(left)", rank: 4,
                short: "Turn: \(Seats.shortNames(game.seats)[game.memory.turn])\(left)", shortRank: 8)
            if let ends = game.turnEndsAt {
                let seconds = Int(max(0, ends - view.played).rounded(.up))
                turnField.forms.append(.init(text: "\(seconds) s left", rank: 8))
            }
            contest =
                [turnField]
                + [
                    Seats.pointsField(
                        seats: game.seats, gone: game.memory.gone, away: game.away(played: view.played),
                        rank: 3
                    ) {
                        "\(game.memory.pairsWon[$0])"
                    }
                ]
        }
        // Between players each one's pairs count; alone, the score with its speed bonus.
        let score = game.memory.isContest ? [] : [Chrome.StatusField("Score: \(game.memory.score)", rank: 6)]
        return contest + [Chrome.StatusField(game.theme.name, rank: 1)] + score + [
            Chrome.StatusField(
                "Pairs left: \(game.memory.pairsLeft)", rank: 2, short: "Left: \(game.memory.pairsLeft)",
                shortRank: 3),
            // The clock is said nowhere else: it stays after the pairs left (which show).
            Chrome.StatusField("Time: \(elapsed)", rank: 0, short: elapsed, shortRank: 4),
        ]
    }

    public var widestDescription: Int {
        let count = game.memory.cards.count
        return "card \(count) of \(count): face down".count
    }

    public func describe(_ focus: TableFocus, view: TableView) -> String {
        guard case .card(let index) = focus, game.memory.cards.indices.contains(index) else { return "" }
        let card = game.memory.cards[index]
        let state = card.isMatched ? "matched" : card.isFaceUp ? "face up" : "face down"
        return "card \(index + 1) of \(game.memory.cards.count): \(state)"
    }

    public func resultLines(view: TableView) -> [String] {
        var score = ["Score: \(game.memory.score)"]
        if game.memory.isContest, let standings = game.seatStandings {
            score =
                ContestWords.result(
                    seats: game.seats, standings: standings, people: view.people, gone: game.memory.gone,
                    shown: view.seatsShown
                ) {
                    counted(game.memory.pairsWon[$0], "pair")
                } + [""]
        }
        // What you missed, in a game alone (against others a miss may be anyone's).
        let missed = game.memory.isContest ? [] : ["Pairs missed: \(MemorizeReview(of: game).misses.count)"]
        let time = TimeFormat.elapsed(game.seconds(played: view.played))
        // Which game it was, to play it again or to share: `cardtable memorize --theme Flowers --seed 5: …`.
        let found = game.memory.cards.count / 2 - game.memory.pairsLeft
        let again = "\(command(shared: view.sharing != nil)): \(counted(found, "pair")) in \(time)"
        return ["Theme: \(game.theme.name)"] + score + ["Time: \(time)"] + missed + ["", again]
            + (view.finished.map { [""] + $0.bests.lines } ?? [])
            + ["", view.sharing?.resultKeys ?? "R: this theme again    N: a random theme"]
            + (view.sharing == nil ? ["W: what you missed    T: themes", "Esc: menu    Q: quit"] : [])
    }

    /// The command that deals this game again with its theme, played the same way (a
    /// table shared between terminals, alone): `cardtable memorize --theme Flowers --seed 5`.
    func command(shared: Bool) -> String {
        PlayAgain.command(
            "memorize", options: ["--theme", PlayAgain.quoted(game.theme.name)],
            seats: shared ? [] : game.memory.seats, seed: game.memory.seed)
    }

    public func helpLines(options: RenderOptions, sharing: TableSharing?) -> [String] {
        sharing.map(Self.sharedHelpLines) ?? Self.helpLines
    }

    /// The help at a table shared between terminals: the turns, no pause, themes or bonus.
    static func sharedHelpLines(_ sharing: TableSharing) -> [String] {
        [
            helpLines[0],
            "",
            "arrows   move    a card's own key (in its corner)   turn it",
            "Space / Enter / click   turn the card, on your turn",
            "?  this help",
            TableSharing.leaveHelpLine,
            sharing.nextGameHelpLine,
            "",
            "Take turns: a pair keeps your turn, a mismatch passes it. Whoever finds the most pairs wins.",
            "A turn has a time limit, counting down on the status line (Turn: Bob (23 s)): let it run out and the turn passes. Nobody shuffles.",
        ]
    }

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
