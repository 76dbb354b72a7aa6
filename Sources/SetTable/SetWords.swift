import CardModel
import GameTable
import Render
import TableLayout

/// How Set words and draws itself at the table (Set's variants too): the header, the status
/// line, the focused place, the help, the result, the piles and the cards.
public struct SetPresenter: TablePresenter {
    /// The game as it stands.
    public let game: SetGame

    public static var cardShape: CardShape { .set }

    /// After a question answered no, between friends during a call: whose call it still is.
    public func resumingWords(view: TableView) -> String? {
        guard let caller = game.caller, let ends = game.callEndsAt, game.seats.indices.contains(caller)
        else { return nil }
        let left = max(0, Int((ends - view.played).rounded(.up)))
        return "Still \(game.seats[caller].name)'s call: \(left) s to choose."
    }

    public var fixtures: TableFixtures {
        var fixtures = TableFixtures(
            // A variant deals by itself: its reminder has no deal.
            name: game.variant.title,
            keys: game.dealsByItself ? "C hint  ? help  Q quit" : "D deal  C hint  ? help  Q quit",
            resultTitle: "Game over",
            pileCount: (game.isContest ? game.seats.count : 1) + (game.variant == .ultra ? 1 : 0),
            leavingPile: game.isContest ? game.lastWinner ?? 0 : 0,
            // In a variant or a race the deck deals by itself: it takes neither the focus nor a click.
            leaveStyle: .bounce, deckTakesFocus: !game.dealsByItself, resultKeys: Self.resultKeys)
        fixtures.pinned = pinnedWords
        fixtures.asidePlaces = game.chain.count
        // A narrow header keeps the variant's whole name: "Set Junior", not "Junior".
        if game.variant != .standard { fixtures.shortTitle = game.variant.title }
        // Friends call with their numbers: the cards' keys keep to the letter rows.
        fixtures.cardKeysUseDigitRow = !game.isBetweenFriends
        return fixtures
    }

    /// The keys of the result's panel beside the table's own: W, what was missed.
    ///
    /// Made once, as the fixtures are asked for several times a frame.
    private static let resultKeys: Set<Character> = ["W", "w"]

    /// Between friends while nobody calls, who calls with which key, kept in the header.
    var pinnedWords: [String] {
        guard game.isBetweenFriends && game.caller == nil else { return [] }
        return [
            "Set!: " + ClaimKeys.reminder(seats: game.seats),
            "Set!: " + ClaimKeys.shortReminder(players: game.seats.count),
        ]
    }

}

/// The words around a Set table: the status line, the focused place, the help and the result.
extension SetPresenter {
    /// The caller's countdown on the status line, a second at a time.
    public func nextChange(after played: Double, view: TableView) -> Double? {
        guard let ends = game.callEndsAt else { return nil }
        let left = ends - played
        let tick = left - left.rounded(.down)
        return played + (tick > 0 ? tick : 1)
    }

    public func standingsLine(view: TableView) -> String {
        guard game.isContest else { return "score \(game.score), \(counted(game.setsFound, "Set"))" }
        return Seats.standingsLine(seats: game.seats, gone: game.gone) { game.points[$0] }
    }

    /// The status line's fields.
    ///
    /// On a short line the time loses its label, then the Sets and the deck (both on the
    /// piles too) go; the score and the focused card, which a screen reader says, stay.
    public func statusFields(view: TableView) -> [Chrome.StatusField] {
        let elapsed = TimeFormat.elapsed(game.seconds(played: view.played))
        if game.isContest { return contestStatusFields(view: view, elapsed: elapsed) }
        // The game's own counts, at once: this line is what a screen reader says, so it
        // does not wait for the animation the way the piles on screen do.
        return [
            Chrome.StatusField("Score: \(game.score)", rank: 6),
            Chrome.StatusField("Deck: \(game.deck.count)", rank: 2),
            setsField(view: view),
            Chrome.StatusField("Time: \(elapsed)", rank: 1, short: elapsed, shortRank: 3),
        ]
    }

    /// The Sets found; in a race against a ghost, the ghost's beside them, kept before the
    /// focused card's words (cut first, as beside the points against others): the race is the news.
    private func setsField(view: TableView) -> Chrome.StatusField {
        guard let ghost = game.ghost else { return Chrome.StatusField("Sets: \(game.setsFound)", rank: 0) }
        let theirs = ghost.setsTaken(by: view.played)
        return Chrome.StatusField(
            "Sets: \(game.setsFound), ghost: \(theirs)", rank: 7,
            short: "Sets \(game.setsFound), ghost \(theirs)",
            shortRank: 6)
    }

    /// The status line of a game against others: every player's points, the caller's time
    /// left, what the computer is doing, the deck and the clock.
    private func contestStatusFields(view: TableView, elapsed: String) -> [Chrome.StatusField] {
        var fields = [
            Seats.pointsField(seats: game.seats, gone: game.gone, away: game.away(played: view.played)) {
                seat in
                // A player who has left is no longer out: they are marked as gone alone.
                "\(game.points[seat])"
                    + (!game.gone.contains(seat) && game.lockedOut.contains(seat) ? " (out)" : "")
            }
        ]
        if let caller = game.caller, let ends = game.callEndsAt {
            let left = max(0, Int((ends - view.played).rounded(.up)))
            // Called by the short name the points use (`P4 calling: 7 s`) before any player's
            // points give way: at 50 columns every one of four players' points stays.
            fields.append(
                Chrome.StatusField(
                    "\(game.seats[caller].name) calling: \(left) s", rank: 6,
                    short: "\(Seats.shortNames(game.seats)[caller]) calling: \(left) s", shortRank: 8))
        }
        // In a race, who else is choosing cards now: the race's call, which outlasts the deck.
        let choosing = game.choosingSeats.filter { !view.people.contains($0) }.map { game.seats[$0].name }
        if !choosing.isEmpty {
            fields.append(Chrome.StatusField(choosing.joined(separator: ", ") + " choosing", rank: 5))
        }
        // What the computer does gives way after the deck, its long words before the clock:
        // the clock stays, whatever it does (its short words are of one width).
        fields += view.notes.map { Chrome.StatusField($0.text, rank: 3, short: $0.short, shortRank: 5) }
        fields += [
            Chrome.StatusField("Deck: \(game.deck.count)", rank: 2),
            Chrome.StatusField("Time: \(elapsed)", rank: 1, short: elapsed, shortRank: 4),
        ]
        return fields
    }

    public var widestDescription: Int {
        // Set-Chain's cards beside the table say so.
        game.variant == .chain
            ? Self.widestDescription + DisplayWidth.of(Self.lastSetWords) : Self.widestDescription
    }

    /// What the words of a card of Set-Chain's previous Set end with.
    static let lastSetWords = " (last Set)"

    /// The longest words for a focused place: a card (`3 purple striped squiggles`) or the deck.
    static let widestDescription =
        (SetCard.fullDeck.map(\.description) + ["deck: Space deals 3 more"])
        .map(DisplayWidth.of).max() ?? 0

    public func describe(_ focus: TableFocus, view: TableView) -> String {
        switch focus {
        case .deck: game.deck.isEmpty ? "deck: empty" : "deck: Space deals 3 more"
        case .card(let index) where index >= game.table.count && game.places.indices.contains(index):
            // Set-Chain's previous Set, beside the table: a screen reader says where it is.
            "\(game.places[index])\(Self.lastSetWords)"
        case .card(let index): game.table.indices.contains(index) ? game.table[index].description : ""
        }
    }

    public func resultLines(view: TableView) -> [String] {
        let time = TimeFormat.elapsed(game.seconds(played: view.played))
        // What you missed opens over the table: not at a shared one, which nothing covers.
        let keys =
            view.sharing.map { [$0.resultKeys] } ?? [
                "W: what you missed", "N: new game    Esc: menu    Q: quit",
            ]
        if game.isContest {
            let ranking = ContestWords.result(
                seats: game.seats, standings: game.standings, people: view.people, gone: game.gone,
                shown: view.seatsShown
            ) {
                seat in
                "\(game.points[seat]) (\(counted(game.setsWon[seat], "Set")))"
            }
            return ranking + ["", "Time: \(time)", "", playAgainLine(time: time), ""] + keys
        }
        return [
            "The deck is empty and no \(game.setName) is left.",
            "",
            "Score: \(game.score)",
            "Sets found: \(game.setsFound)",
            "Time: \(time)",
            playAgainLine(time: time),
        ] + raceLines(view: view) + reviewLines + (view.finished.map { [""] + $0.bests.lines } ?? []) + [""]
            + keys
    }

    /// Against a ghost, who was faster and by how much: `Ghost 24 Sets in 8:12, you 27 in
    /// 7:40: 32 s faster`.
    func raceLines(view: TableView) -> [String] {
        guard let ghost = game.ghost else { return [] }
        let mine = game.seconds(played: view.played)
        return [
            "Ghost \(counted(ghost.takes.count, game.setName)) in \(TimeFormat.elapsed(ghost.seconds)),"
                + " you \(game.setsFound) in \(TimeFormat.elapsed(mine)): \(ghost.verdict(mine: mine))"
        ]
    }

    /// Which game it was, to play it again or to share: `cardtable set --seed 123: 27 Sets in 8:12`.
    func playAgainLine(time: String) -> String {
        "\(command): \(counted(game.setsFound, game.setName)) in \(time)"
    }

    /// The command that deals this game again, played the same way (a race at other
    /// terminals, alone): `cardtable set --variant junior --vs computer --seed 123`.
    var command: String {
        PlayAgain.command(
            "set", options: game.variant == .standard ? [] : ["--variant", game.variant.rawValue],
            seats: game.isRace ? [] : game.seats, seed: game.seed)
    }

    /// The review in two lines for the result: the longest wait, and the Sets passed over.
    var reviewLines: [String] {
        let review = SetReview(of: game)
        guard let longest = review.longestWait, let index = review.taken.firstIndex(of: longest) else {
            return []
        }
        let passed = review.missedSets == 0 ? "none" : counted(review.missedSets, game.setName)
        return [
            "Longest wait: \(TimeFormat.elapsed(longest.seconds)) (\(game.setName) \(index + 1))",
            "Passed over: \(passed)",
        ]
    }

    /// The help; between friends it names each player's keys, and at a table shared between
    /// terminals it gives the race's own keys and rules.
    public func helpLines(options: RenderOptions, sharing: TableSharing?) -> [String] {
        let cards = game.cardsPerSet == 4 ? "four" : "three"
        let lines = inVariant(
            game.isRace
                ? Self.raceHelpLines(options: options, sharing: sharing ?? .hosts)
                : Self.helpLines(options: options)
        ).map {
            $0 == Self.callLine ? $0.replacingOccurrences(of: "three cards", with: "\(cards) cards") : $0
        }
        guard game.isBetweenFriends else { return lines }
        let calling = [
            "Call Set with your key, then choose \(cards) cards:",
            "  " + ClaimKeys.helpText(seats: game.seats),
        ]
        return lines.flatMap { $0.hasPrefix("Friends call Set with") ? calling : [$0] }
    }

    /// The help's lines as this game's variant has them: its rule first, and no dealing by
    /// hand (the table deals by itself).
    private func inVariant(_ lines: [String]) -> [String] {
        guard game.variant != .standard else { return lines }
        let rules = game.variant.ruleLines + [SetVariant.dealsByItselfLine, ""]
        // The variant's rule takes the place of Set's.
        return rules
            + lines.drop { $0 == Self.rule || $0.isEmpty }.map { line in
                // The deal key and the deck's Space do nothing here: they leave the help.
                line.replacingOccurrences(of: "D  deal 3 more     ", with: "")
                    .replacingOccurrences(of: " (on the deck: deal)", with: "")
                    .replacingOccurrences(of: ", or deal from the deck", with: "")
                    .replacingOccurrences(of: " (Down from the last row: deck)", with: "")
            }
    }

    /// The help at a table shared between terminals: no hints, pause or calls, and the race's
    /// score, each rule a sentence of its own that the panel wraps at whole words.
    static func raceHelpLines(options: RenderOptions, sharing: TableSharing) -> [String] {
        [rule, ""] + SetGlyphs.legend(options: options) + [
            "",
            "arrows             move",
            "a card's own key   choose it (shown in its corner)",
            "Space / Enter      choose the card",
            "mouse click        choose a card",
            "S  shuffle your own screen        ?  this help",
            TableSharing.leaveHelpLine,
            sharing.nextGameHelpLine,
            "",
            "Each player chooses on their own screen, and nobody calls: the first to complete a Set takes it, +\(ContestScoring.set).",
            "A wrong trio costs \(-ContestScoring.penalty) and locks you out until someone else finds a Set; with everyone out, everyone is back in.",
            "Nobody deals: the table deals 3 more by itself when it holds no Set. A shuffle rearranges your own screen only; there are no hints and no pause.",
        ]
    }

    /// The help's line on calling Set, in a game not yet between named friends.
    static let callLine =
        "Friends call Set with 1-4 (or 1, 0, Tab, /), then choose three cards."

    /// The rule of the game, in one sentence.
    static let rule =
        "Three cards are a Set when each of number, color, shading and shape is all the same or all different."

    /// The help: the rule, how to read the small cards' figures, the keys, the scoring.
    public static func helpLines(options: RenderOptions) -> [String] {
        [rule, ""] + SetGlyphs.legend(options: options) + [
            "",
            "arrows             move (Down from the last row: deck)",
            "a card's own key   choose it (shown in its corner)",
            "Space / Enter      choose the card (on the deck: deal)",
            "mouse click        choose a card, or deal from the deck",
            "D  deal 3 more     S  shuffle     C  hint",
            "N  new game        P  pause       ?  this help",
            "Esc  the menu      Q  quit",
            "",
            callLine,
            "",
            "Scoring:",
        ] + scoringLines.map { "  " + $0 }
    }

    /// The rule of the score in words, with the numbers the rules use.
    static let scoringLines: [String] = [
        "Set found: +\(SetScoring.match), plus a speed bonus of up to +\(SetScoring.maximumSpeedBonus)",
        "  (one point less for every \(Int(SetScoring.bonusStepSeconds)) s since the last Set)",
        "Not a Set: \(SetScoring.mismatch)    Hint: \(SetScoring.hint) (the same Set again: free)",
        "Deal 3 more while a Set is on the table: \(SetScoring.dealWhileSetShowing)",
        "Against others each Set won is \(ContestScoring.set) point; a wrong trio costs \(-ContestScoring.penalty).",
        "Between friends a call run out of time costs \(-ContestScoring.penalty) too, and either",
        "  locks the caller out until someone else finds a Set.",
        "Against the computer: a hint, or 3 more while a Set shows, costs \(-ContestScoring.penalty).",
    ]
}
