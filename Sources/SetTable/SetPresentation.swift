import CardModel
import GameTable

/// What each Set move shows: the header's words, the cards that hop, shake or pulse, and
/// a match leaving once its celebration is over.
extension SetGame {
    public func presentation(
        of outcome: Outcome, after action: SetAction, by seat: Int, view: TableView
    ) -> Presentation<SetAction> {
        if isRace, let shown = racePresentation(of: outcome, after: action, by: seat, view: view) {
            return shown
        }
        switch outcome {
        case .choice(.matched(let points)), .choice(.taken(let points, 0)):
            return celebration(foundWords(points), view: view)
        case .choice(.taken(let points, let putDown)):
            // The computer's Set takes the place of the person's choice: say so.
            let yours = putDown == 1 ? "your card is" : "your \(putDown) cards are"
            return celebration("\(setName)! +\(points): \(yours) put down.", view: view)
        case .choice(.mismatched(let points)) where isAmongPeople && seats.indices.contains(seat):
            return Presentation(
                message: .show(Chrome.Message(text: lockOutWords(seat, notASet + ":", points), tone: .bad)),
                effects: [.init(.shake, on: selection.map(\.id))])
        case .choice(.mismatched(let points)):
            return Presentation(
                message: .show(
                    Chrome.Message(text: "\(notASet) (\(points)): \(whyNot(selection))", tone: .bad)),
                effects: [.init(.shake, on: selection.map(\.id))])
        case .choice(.needsCall):
            return .say("Call Set first: " + ClaimKeys.reminder(seats: seats) + ".", .info)
        case .choice(.lockedOut):
            return .say("You are out until someone else finds a Set.", .bad)
        case .choice where !hinted.isEmpty:
            // Choosing cards, the hint's or others, leaves it marked: say so rather than
            // wipe its words.
            return .say(hintStays, .info)
        case .choice(.selected), .choice(.deselected):
            // In UltraSet a third card judges nothing yet: say how many are chosen.
            return choosingWords(of: seat).map { .say($0, .info) } ?? Presentation(message: .clear)
        case .choice:
            return Presentation(message: .clear)
        case .deal(.dealt(let penalty)):
            if seats.indices.contains(seat), seats[seat].isComputer {
                return .say("No Set here: the computer deals 3 more.", .info)
            }
            if view.mode == .watching { return .say("No Set here: dealing 3 more.", .info) }
            return penalty == 0
                ? .say("Dealt 3 more.", .info)
                : .say("Dealt 3 more (\(penalty): a Set was on the table).", .bad)
        case .deal(.replacedMatch):
            return Presentation(message: .clear)
        case .deal(.deckEmpty):
            return .say("The deck is empty.", .bad)
        case .deal(.dealsByItself):
            return .say("The table deals by itself when it holds no Set.", .info)
        case .hint(let hint):
            return presentation(of: hint, view: view)
        case .shuffled:
            return .say("Shuffled the table.", .info)
        case .timedOut(let caller):
            guard let caller, seats.indices.contains(caller) else { return Presentation() }
            return .say(lockOutWords(caller, "Time is up:", ContestScoring.penalty), .bad)
        case .duringCall(let caller):
            guard seats.indices.contains(caller) else { return Presentation() }
            return .say("\(seats[caller].name) is calling: the table stays as it is.", .info)
        case .call(.called(let caller)):
            let cards = cardsPerSet == 4 ? "four" : "three"
            return .say("\(seats[caller].name): Set! Choose \(cards) cards in \(Int(claimSeconds)) s.", .good)
        case .call(.lockedOut):
            guard seats.indices.contains(seat) else { return Presentation() }
            return .say("\(seats[seat].name) is locked out until someone else finds a Set.", .bad)
        case .call(.busy(let caller)):
            return .say("\(seats[caller].name) is calling.", .info)
        case .left(true):
            guard seats.indices.contains(seat) else { return Presentation() }
            return .say("\(seats[seat].name) has left the table.", .info)
        case .rejoined(true):
            guard seats.indices.contains(seat) else { return Presentation() }
            return .say("\(seats[seat].name) is back at the table.", .info)
        case .call(.unavailable), .clearedMatch, .left(false), .rejoined(false):
            return Presentation()
        }
    }

    /// A Set found, by the winner's name: it hops, then leaves once its celebration is over.
    private func celebration(_ text: String, view: TableView) -> Presentation<SetAction> {
        let winner = lastWinner.map { seats[$0].name + ": " } ?? ""
        return Presentation(
            message: .show(Chrome.Message(text: winner + text, tone: .good)),
            effects: [.init(.hop, on: selection.map(\.id))],
            // The celebration is over: the Set leaves and its replacements fly in by themselves.
            followUp: .init(.clearMatch, after: view.timing.celebration))
    }

    /// What a move shows in a race, where each screen is one player's.
    ///
    /// Their own choices and their own wrong trio are theirs alone; a Set won, a wrong
    /// trio's lock-out, a deal or a shuffle by another player is said by name. Nil where a
    /// race shows what any game does.
    private func racePresentation(
        of outcome: Outcome, after action: SetAction, by seat: Int, view: TableView
    ) -> Presentation<
        SetAction
    >? {
        guard seats.indices.contains(seat) else { return nil }
        let mine = view.people.contains(seat)
        let name = seats[seat].name
        switch outcome {
        case .choice(.selected), .choice(.deselected):
            guard mine else { return Presentation() }
            return choosingWords(of: seat).map { .say($0, .info) } ?? Presentation(message: .clear)
        case .choice(.clearedMatch):
            return mine ? Presentation(message: .clear) : Presentation()
        case .choice(.ignored) where mine:
            // Its card went with a Set someone else completed first, as the host received
            // the moves: say so, rather than wipe the header that says who took it.
            guard case .choose(let id) = action, let first = firstTaker(of: id), first != seat else {
                return Presentation()
            }
            return .say("\(seats[first].name) was first to that Set.", .bad)
        case .choice(.lockedOut), .choice(.ignored):
            return mine ? nil : Presentation()
        case .choice(.mismatched(let points)):
            guard mine else { return .say(lockOutWords(seat, notASet + ":", points), .bad) }
            // Which attribute breaks it, as alone; being out shows on the status line too, so
            // its words may give way on a narrow header. Everyone back in is said first, in
            // the words every screen reads.
            let why = whyNot(selection(of: seat).cards)
            let text =
                lockedOut.contains(seat)
                ? "\(notASet) (\(points)): \(why). You are out until someone else finds a Set."
                : "\(notASet) (\(points)). \(backInWords) \(why.prefix(1).uppercased() + why.dropFirst())."
            return Presentation(
                message: .show(Chrome.Message(text: text, tone: .bad)),
                effects: [.init(.shake, on: selection(of: seat).cards.map(\.id))])
        case .deal(.dealt) where !mine:
            return .say("\(name) dealt 3 more.", .info)
        default:
            return nil
        }
    }

    /// Who took the card with `id` in a Set: the winner of the match showing, or of a pile.
    private func firstTaker(of id: Int) -> Int? {
        if matchedCards.contains(where: { $0.id == id }) { return lastWinner }
        return won.indices.first { won[$0].contains { $0.id == id } }
    }

    /// What became of `seat` after a wrong trio or a call run out: out until someone finds a
    /// Set, or, when that left nobody in, everyone back in (the game has already released them).
    private func lockOutWords(_ seat: Int, _ what: String, _ points: Int) -> String {
        let name = seats[seat].name
        guard lockedOut.contains(seat) else { return "\(what) \(name) \(points). \(backInWords)" }
        return "\(what) \(name) is out (\(points)) until someone finds a Set."
    }

    /// Everyone out after a wrong trio or a call run out, and so everyone back in: the same
    /// words on every screen, the player's own too.
    private var backInWords: String {
        let all = seats.count == 2 ? "both" : "all"
        return "With \(all) out, \(all) are back in."
    }

    /// What a choice says while a hint is marked: it stays.
    var hintStays: String { "The hint stays until its \(setName) is taken." }

    /// What `c` at a table shared between terminals says: it shows no Set there.
    static let noHintsAtASharedTable = "No hints at a shared table: each finds the Sets alone."
    /// What `D` says at a shared table, where nobody deals.
    static let noDealingAtASharedTable =
        "Nobody deals at a shared table: it deals 3 more by itself when it holds no Set."

    private func presentation(of hint: HintOutcome, view: TableView) -> Presentation<SetAction> {
        switch hint {
        case .shown(_, let count, let cost):
            let text: String
            if cost == 0 {
                text = "The same \(setName) again (no charge)."
            } else if count == 1 {
                text = "Hint (\(cost)): the only \(setName) is marked."
            } else {
                text = "Hint (\(cost)): one of \(count) \(setName)s is marked."
            }
            return Presentation(
                message: .show(Chrome.Message(text: text, tone: .info)),
                effects: [.init(.pulse, on: hinted.map(\.id))])
        case .noSetOnTable:
            return .say(
                deck.isEmpty ? "No \(setName) on the table." : "No Set on the table: deal 3 more (D).", .bad)
        case .unavailable:
            return .say("No hints between friends.", .info)
        }
    }

    /// Which attributes break the Set, in words for the message.
    public static func whyNotASet(_ cards: [SetCard]) -> String {
        guard cards.count == 3 else { return "" }
        return "look at the "
            + SetCard.attributesBreakingSet(cards[0], cards[1], cards[2]).joined(separator: ", ")
    }
}
