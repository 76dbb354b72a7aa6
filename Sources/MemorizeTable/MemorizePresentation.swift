import CardModel
import GameTable

/// What each Memorize move shows: the header's words, a pair that turns up, hops and then
/// fades from its places, and the cards that turn.
extension MemorizeGame {
    /// Whose turn it is now, as this screen says it: `your` at a shared table to the player
    /// whose turn it is, else as every contest words it (`Bob's`, `the computer's`).
    func whoseTurn(view: TableView) -> String {
        view.sharing != nil && view.people == [memory.turn]
            ? "your" : ContestWords.possessive(memory.turn, seats: seats, people: view.people)
    }

    public func presentation(
        of outcome: Outcome, after action: MemoryAction, by seat: Int, view: TableView
    ) -> Presentation<MemoryAction> {
        switch outcome {
        case .choice(.matched(let points)):
            let text = turnSeat.map { "\($0.name): a pair! Another turn." } ?? "A pair! +\(points)"
            guard case .choose(let id) = action, let card = memory.cards.first(where: { $0.id == id }) else {
                return .say(text, .good)
            }
            let pair = memory.cards.filter { $0.isMatched && $0.content == card.content }.map(\.id)
            // The pair turns up, hops, and then fades off the table, leaving its places empty.
            let timing = view.timing
            let celebration = timing.flip + timing.hop + timing.scaledPause(0.3)
            return Presentation(
                message: .show(Chrome.Message(text: text, tone: .good)),
                effects: [.init(.hop, on: pair, after: timing.flip)],
                celebrations: Dictionary(uniqueKeysWithValues: pair.map { ($0, celebration) }))
        case .choice(.mismatched(let points)):
            if memory.isContest { return .say("No match: \(whoseTurn(view: view)) turn.", .bad) }
            return .say(
                points == 0
                    ? "No match."
                    : "No match (\(points)): you had seen \(points == -1 ? "one of them" : "both").",
                .bad)
        case .choice(.turnedUp):
            return Presentation(message: .clear)
        case .choice(.ignored):
            return Presentation()
        case .shuffled:
            return .say("Shuffled.", .info)
        case .left(true):
            guard seats.indices.contains(seat) else { return Presentation() }
            let whose = whoseTurn(view: view)
            let next = memory.turn == seat ? "" : " \(whose.prefix(1).uppercased() + whose.dropFirst()) turn."
            return .say("\(seats[seat].name) has left the table.\(next)", .info)
        case .timedOut(true):
            guard seats.indices.contains(seat) else { return Presentation() }
            let whose = view.people == [seat] ? "Your" : "\(seats[seat].name)'s"
            return .say("\(whose) time is up: \(whoseTurn(view: view)) turn.", .bad)
        case .rejoined(true):
            guard seats.indices.contains(seat) else { return Presentation() }
            return .say("\(seats[seat].name) is back at the table.", .info)
        case .left(false), .rejoined(false), .timedOut(false):
            return Presentation()
        }
    }
}
