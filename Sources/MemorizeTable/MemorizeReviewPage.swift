import CardModel
import GameTable
import Render
import TableLayout

/// The screen of Memorize's own that names a review: the log of the game to review.
public struct MemorizeReviewScreen: GameValue {
    public var log: GameLog

    public init(log: GameLog) {
        self.log = log
    }

    /// What you missed, over the game's result: every pair missed, as small cards.
    public func scene(options: RenderOptions) -> PageScene {
        let review = MemorizeReview(log: log)
        return PageScene(title: "What you missed", options: options) { width, height in
            MemorizeReviewPage(review: review, options: options, width: width, roomy: height >= 24).draw()
        }
    }
}

/// The review of a game of Memorize as one tall page `width` columns wide: each pair missed
/// as three small cards (the card turned, its twin seen before, the card turned instead)
/// with what happened beside them.
struct MemorizeReviewPage {
    let review: MemorizeReview?
    let options: RenderOptions
    let width: Int
    /// The window has rows enough for bordered cards.
    let roomy: Bool

    /// A small card: bordered where there is room, else the emoji alone.
    var cardSize: Size { roomy ? Size(width: 6, height: 3) : Size(width: 4, height: 1) }

    /// Where the words beside a miss's cards begin.
    var wordsX: Int { 3 * (cardSize.width + 1) + 1 }

    /// The lines of words at the top.
    var heading: [(String, Ink)] {
        guard let review else {
            return [("This game's moves cannot be read by this version: there is nothing to review.", .muted)]
        }
        let time = TimeFormat.elapsed(review.seconds)
        var lines = [
            ("Memorize · \(review.theme.name): \(counted(review.pairsFound, "pair")) in \(time)", Ink.title)
        ]
        lines.append(("", .normal))
        if review.misses.isEmpty {
            lines.append(
                ("No pair missed: every card whose twin you had seen was matched with it.", .matched))
        } else {
            lines.append(
                (
                    "Pairs missed: \(review.misses.count). A card turned, its twin seen before, and the card turned instead:",
                    .normal
                ))
        }
        return lines
    }

    /// What happened at `miss`, as words beside its cards.
    func words(_ miss: MemorizeReview.Miss, review: MemorizeReview) -> [String] {
        let who =
            review.seats.count >= 2 && review.seats.indices.contains(miss.seat)
            ? " \(review.seats[miss.seat].name)" : ""
        let text =
            "\(TimeFormat.elapsed(miss.at))\(who): \(symbol(miss.pair, review: review)) (its twin seen at "
            + "\(TimeFormat.elapsed(miss.twinSeenAt))), then \(symbol(miss.instead, review: review))"
        return Chrome.wrap(text, width: max(1, width - wordsX))
    }

    /// An emoji, or its theme's ASCII stand-in where emoji cannot be shown.
    func symbol(_ content: String, review: MemorizeReview) -> String {
        guard options.ascii else { return content }
        let standIns = MemorySymbols.standIns(for: review.theme.emoji)
        return review.theme.emoji.firstIndex(of: content).map { standIns[$0] } ?? "?"
    }

    /// The rows a miss takes: its cards or its words, whichever is taller, and a blank row.
    func height(of miss: MemorizeReview.Miss, review: MemorizeReview) -> Int {
        max(cardSize.height, words(miss, review: review).count) + 1
    }

    /// The page drawn whole.
    func draw() -> Screen {
        let top = heading.flatMap { line in
            line.0.isEmpty ? [("", line.1)] : Chrome.wrap(line.0, width: max(1, width)).map { ($0, line.1) }
        }
        let misses = review?.misses ?? []
        var rows = top.count + 1
        if let review { rows += misses.map { height(of: $0, review: review) }.reduce(0, +) }
        var screen = Screen(size: Size(width: max(0, width), height: rows))
        for (row, line) in top.enumerated() {
            screen.write(line.0, x: 0, y: row, style: Style(line.1, line.1 == .normal ? [] : [.bold]))
        }
        guard let review else { return screen }
        let painter = MemoryCardPainter(options: options)
        var y = top.count + 1
        for miss in misses {
            for (place, content) in [miss.pair, miss.pair, miss.instead].enumerated() {
                let rect = Rect(
                    x: 1 + place * (cardSize.width + 1), y: y, width: cardSize.width, height: cardSize.height)
                painter.paint(
                    symbol: symbol(content, review: review), face: .up(bonus: nil),
                    ink: place == 2 ? .mismatched : .matched, isFocused: false, in: rect, on: &screen,
                    hasBonusRow: false)
            }
            for (row, line) in words(miss, review: review).enumerated() {
                screen.write(line, x: wordsX, y: y + row, style: Style(.normal))
            }
            y += height(of: miss, review: review)
        }
        return screen
    }
}
