/// A move in the daily puzzle.
public enum PuzzleAction: Codable, Equatable, Sendable {
    /// Choose the card with this id.
    case choose(card: Int)
    /// Show one card of a Set not yet found, for 30 seconds more on the clock (nothing
    /// more when it shows a card a hint showed before).
    case hint
}

/// The daily Set puzzle: twelve cards that hold exactly six Sets; find all six.
///
/// The table of a date is the same on every machine and every version: it comes from the
/// date alone, through our own hash and generator. The table never changes; a Set found
/// joins the list of found Sets, and a hint adds time, not points.
public struct DailyPuzzle: Sendable {
    /// What choosing did.
    public enum Outcome: Equatable, Sendable {
        case selected, deselected
        /// A Set not found before: now found.
        case found
        /// A Set already in the list: nothing changes.
        case alreadyFound
        /// Three cards that are not a Set.
        case notASet
        /// One card of a Set not yet found is shown, for `seconds` more on the clock (0 when a
        /// hint showed it before).
        case hinted(SetCard, seconds: Double)
        /// The card is not on the table, or the puzzle is solved.
        case ignored
    }

    /// How many Sets every puzzle holds.
    public static let setCount = 6
    /// What a hint costs, in seconds on the clock.
    public static let hintSeconds = 30.0

    /// The date, `2026-12-24`.
    public let date: String
    /// The twelve cards, in reading order.
    public let table: [SetCard]
    /// The Sets found, in the order they were found, each sorted by card id.
    public private(set) var found: [[SetCard]] = []
    /// The cards chosen since the last three were judged.
    public private(set) var selection: [SetCard] = []
    /// The three cards judged last, and how, until the next choice.
    public private(set) var judged: (cards: [SetCard], outcome: Outcome)?
    /// The card the last hint showed.
    public private(set) var hinted: SetCard?
    /// Hints paid for: each card is paid for once, however often it is shown.
    public private(set) var hints = 0
    /// The cards hints have shown.
    private var cardsHinted: Set<SetCard> = []
    /// Every action applied, in order: with the date, the whole puzzle.
    public private(set) var history: [TimedAction<PuzzleAction>] = []
    /// When the sixth Set was found (seconds of play), once it has been.
    public private(set) var solvedAt: Double?
    /// Your best earlier solve of this day, raced against, if any.
    ///
    /// When it found each Set, and the time it counted; no rule reads it.
    public var ghost: SetGhost?

    /// The puzzle of `date` (`YYYY-MM-DD`).
    public init(date: String) {
        self.date = date
        table = Self.table(for: date)
    }

    /// The puzzle of `date` with `actions` applied in order: a saved or recorded one again.
    public static func replaying(date: String, actions: [TimedAction<PuzzleAction>]) -> DailyPuzzle {
        var puzzle = DailyPuzzle(date: date)
        for timed in actions { puzzle.apply(timed.action, by: timed.seat, at: timed.time) }
        return puzzle
    }

    /// Every Set on the table, each sorted by card id.
    public var allSets: [[SetCard]] {
        SetCard.sets(in: table).map { $0.map { table[$0] }.sorted { $0.id < $1.id } }
    }

    public var isSolved: Bool { found.count == Self.setCount }

    /// The time the puzzle counts at `played` seconds of play: hints add theirs.
    public func seconds(played: Double) -> Double {
        (solvedAt ?? played) + Double(hints) * Self.hintSeconds
    }

    /// Applies `action` at `now` (seconds of play): the one place the puzzle changes.
    ///
    /// The puzzle is played alone: every move is seat 0's.
    @discardableResult
    public mutating func apply(_ action: PuzzleAction, by seat: Int, at now: Double) -> Outcome {
        history.append(TimedAction(action, by: seat, at: now))
        guard solvedAt == nil else { return .ignored }
        switch action {
        case .hint:
            let missing = allSets.filter { !found.contains($0) }
            // The first card of the first Set not found that the player has not chosen yet.
            guard let set = missing.first(where: { !$0.allSatisfy(selection.contains) }) ?? missing.first,
                let card = set.first(where: { !selection.contains($0) }) ?? set.first
            else { return .ignored }
            hinted = card
            guard cardsHinted.insert(card).inserted else { return .hinted(card, seconds: 0) }
            hints += 1
            return .hinted(card, seconds: Self.hintSeconds)
        case .choose(let id):
            guard (0..<81).contains(id), table.contains(SetCard(id: id)) else { return .ignored }
            return choose(SetCard(id: id), at: now)
        }
    }

    private mutating func choose(_ card: SetCard, at now: Double) -> Outcome {
        hinted = nil
        judged = nil
        if let index = selection.firstIndex(of: card) {
            selection.remove(at: index)
            return .deselected
        }
        selection.append(card)
        guard selection.count == 3 else { return .selected }
        let trio = selection.sorted { $0.id < $1.id }
        selection = []
        let outcome: Outcome
        if !SetCard.isSet(trio[0], trio[1], trio[2]) {
            outcome = .notASet
        } else if found.contains(trio) {
            outcome = .alreadyFound
        } else {
            found.append(trio)
            outcome = .found
            if isSolved { solvedAt = now }
        }
        judged = (trio, outcome)
        return outcome
    }

    // MARK: - The table of a date

    /// The twelve cards of `date`: the first deal of twelve, from a generator seeded by the
    /// date, that holds exactly six Sets.
    ///
    /// About one deal in fifty does, so the search ends within a few hundred deals; it is
    /// bounded all the same, and past the bound a known table of six Sets is moved through
    /// an affine map of the deck chosen by the date (such a map keeps Sets as Sets).
    public static func table(for date: String) -> [SetCard] {
        var generator = SeededRandomNumberGenerator(seed: fnv1a64("cardtable puzzle " + date))
        for _ in 0..<10_000 {
            let cards = Array(SetCard.fullDeck.seededShuffled(using: &generator).prefix(12))
            if SetCard.sets(in: cards).count == setCount { return cards }
        }
        return affineImage(of: fallbackTable, using: &generator)
    }

    /// A table of exactly six Sets, for the search's bound.
    static let fallbackTable = [15, 18, 21, 25, 26, 32, 38, 48, 65, 67, 70, 73].map(SetCard.init(id:))

    /// `cards` moved through a random affine map of the deck: x -> Ax + b over the four
    /// attributes counted 0, 1, 2 (A invertible), which takes Sets to Sets.
    static func affineImage(of cards: [SetCard], using generator: inout SeededRandomNumberGenerator)
        -> [SetCard]
    {
        var matrix = [[Int]](repeating: [Int](repeating: 0, count: 4), count: 4)
        for index in 0..<4 { matrix[index][index] = 1 }
        for _ in 0..<100 {
            let candidate = (0..<4).map { _ in (0..<4).map { _ in generator.below(3) } }
            if determinant(candidate) % 3 != 0 {
                matrix = candidate
                break
            }
        }
        let shift = (0..<4).map { _ in generator.below(3) }
        return cards.map { card in
            let x = [card.number - 1, card.shape.rawValue, card.shading.rawValue, card.color.rawValue]
            let y = (0..<4).map { row in ((0..<4).reduce(shift[row]) { $0 + matrix[row][$1] * x[$1] }) % 3 }
            return SetCard(id: y[0] * 27 + y[1] * 9 + y[2] * 3 + y[3])
        }
    }

    /// The determinant of a square matrix of small whole numbers (Laplace expansion).
    static func determinant(_ matrix: [[Int]]) -> Int {
        guard matrix.count > 1 else { return matrix.first?.first ?? 1 }
        return matrix[0].indices.reduce(0) { total, column in
            let minor = matrix.dropFirst().map { row in
                row.enumerated().filter { $0.offset != column }.map(\.element)
            }
            let sign = column % 2 == 0 ? 1 : -1
            return total + sign * matrix[0][column] * determinant(minor)
        }
    }
}

/// The 64-bit FNV-1a hash of `text`'s UTF-8: ours, so a date's seed never changes.
public func fnv1a64(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
}
