import CardModel
import GameTable
import Render
import TableLayout

/// The review of a game of Set as one tall page `width` columns wide: the words, a bar for
/// each Set's time, and the Sets passed over as small cards, which the review's screen scrolls.
struct SetReviewPage {
    /// One part of the page, drawn under the one before.
    enum Block: Equatable {
        case text(String, Ink)
        /// A bar for each Set's time, the longest wait in its own ink.
        case chart
        /// Sets side by side as small cards, as many to a row as fit.
        case sets([[SetCard]])
    }

    let review: SetReview?
    let options: RenderOptions
    let width: Int
    /// The window has rows enough for bordered cards and a taller chart.
    let roomy: Bool

    /// A small card: bordered with its figures where there is room, else a token.
    var cardSize: Size {
        let bordered = Size(width: 9, height: 3)
        let widest = review?.variant.selectionSize ?? 3
        return roomy && widest * (bordered.width + 1) <= width ? bordered : Size(width: 7, height: 1)
    }

    /// Rows of the chart's bars.
    var chartRows: Int { roomy ? 4 : 2 }

    /// The page's parts, top to bottom.
    var blocks: [Block] {
        guard let review else {
            return [
                .text("This game's moves cannot be read by this version: there is nothing to review.", .muted)
            ]
        }
        var blocks: [Block] = [.text(summary(review), .title), .text("", .normal)]
        if review.taken.isEmpty {
            blocks.append(.text("No \(review.variant.setName) was taken.", .muted))
        } else {
            blocks += [.text("The time each \(review.variant.setName) took:", .normal), .chart]
            if let longest = review.longestWait, let index = review.taken.firstIndex(of: longest) {
                let average = review.taken.map(\.seconds).reduce(0, +) / Double(review.taken.count)
                blocks.append(
                    .text(
                        "Longest wait: \(review.variant.setName) \(index + 1), \(TimeFormat.elapsed(longest.seconds))"
                            + "\(by(longest.seat)); average \(TimeFormat.elapsed(average)).", .mismatched))
            }
        }
        blocks.append(.text("", .normal))
        guard !review.missed.isEmpty else {
            blocks.append(
                .text("Nothing passed over: no deal, shuffle or hint while the table held a Set.", .matched))
            return blocks
        }
        blocks.append(.text("\(review.variant.setName)s passed over: \(review.missedSets).", .normal))
        for missed in review.missed {
            blocks += [.text("", .normal), .text(words(missed, review: review), .hinted), .sets(missed.sets)]
        }
        return blocks
    }

    /// `Set · 23 Sets in 8:12`, or against others who took how many.
    func summary(_ review: SetReview) -> String {
        let time = TimeFormat.elapsed(review.seconds)
        let name = review.variant.setName
        let found = review.isFinished ? "" : " (not finished)"
        guard review.seats.count >= 2 else {
            return "\(review.variant.title): \(counted(review.taken.count, name)) in \(time)\(found)"
        }
        let each = review.seats.indices.map { seat in
            "\(review.seats[seat].name) \(review.taken.filter { $0.seat == seat }.count)"
        }
        return "\(review.variant.title): \(each.joined(separator: ", ")) in \(time)\(found)"
    }

    /// ` (Computer)`: who took a Set or passed one over, in a game against others.
    func by(_ seat: Int) -> String {
        guard let review, review.seats.count >= 2, review.seats.indices.contains(seat) else { return "" }
        return " (\(review.seats[seat].name))"
    }

    /// `0:42 asked for a hint, dealt 3 more with 2 Sets on the table:`.
    func words(_ missed: SetReview.Missed, review: SetReview) -> String {
        let done = missed.passings.map { passing in
            switch passing {
            case .dealtMore: "dealt 3 more"
            case .shuffled: "shuffled"
            case .hint: "asked for a hint"
            }
        }
        let sets = counted(missed.sets.count, review.variant.setName)
        return
            "\(TimeFormat.elapsed(missed.at))\(by(missed.seat)) \(done.joined(separator: ", ")) with \(sets) on the table:"
    }

    /// The rows `block` takes.
    func height(of block: Block) -> Int {
        switch block {
        case .text(let text, _): text.isEmpty ? 1 : Chrome.wrap(text, width: max(1, width)).count
        case .chart: chartRows + 1
        case .sets(let sets):
            (sets.count + setsPerRow - 1) / setsPerRow * (cardSize.height + (cardSize.height > 1 ? 1 : 0))
        }
    }

    /// Columns one Set of small cards takes.
    var setWidth: Int {
        let count = review?.variant.selectionSize ?? 3
        return count * cardSize.width + (count - 1)
    }

    /// How many Sets fit side by side, three columns apart.
    var setsPerRow: Int { max(1, (width - 2 + 3) / (setWidth + 3)) }

    /// The page drawn whole.
    func draw() -> Screen {
        let parts = blocks
        var screen = Screen(size: Size(width: max(0, width), height: parts.map(height(of:)).reduce(0, +)))
        var y = 0
        for block in parts {
            draw(block, at: y, on: &screen)
            y += height(of: block)
        }
        return screen
    }

    private func draw(_ block: Block, at y: Int, on screen: inout Screen) {
        switch block {
        case .text(let text, let ink):
            for (row, line) in Chrome.wrap(text, width: max(1, width)).enumerated() where !text.isEmpty {
                screen.write(line, x: 0, y: y + row, style: Style(ink, ink == .normal ? [] : [.bold]))
            }
        case .chart:
            drawChart(at: y, on: &screen)
        case .sets(let sets):
            let painter = SetCardPainter(options: options)
            let step = cardSize.height + (cardSize.height > 1 ? 1 : 0)
            for (index, set) in sets.enumerated() {
                let left = 2 + index % setsPerRow * (setWidth + 3)
                let top = y + index / setsPerRow * step
                for (place, card) in set.enumerated() {
                    let rect = Rect(
                        x: left + place * (cardSize.width + 1), y: top, width: cardSize.width,
                        height: cardSize.height)
                    painter.paint(card, in: rect, on: &screen)
                }
            }
        }
    }

    /// A column of bars for each Set, as tall as its time beside the longest, numbered below
    /// every fifth Set.
    private func drawChart(at y: Int, on screen: inout Screen) {
        guard let review, let longest = review.longestWait?.seconds, longest > 0 else { return }
        let times = review.taken.map(\.seconds).prefix(max(1, width - 2))
        let columnWidth = times.count * 2 + 2 <= width ? 2 : 1
        let steps: [Character] =
            options.ascii ? Array(" ..--==#") : [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇"]
        let full: Character = options.ascii ? "#" : "█"
        for (index, seconds) in times.enumerated() {
            let eighths = max(1, Int((seconds / longest * Double(chartRows * 8)).rounded()))
            let ink: Ink = seconds == longest ? .mismatched : .selected
            let x = 2 + index * columnWidth
            for row in 0..<chartRows {
                let fill = min(8, max(0, eighths - row * 8))
                guard fill > 0 else { break }
                let mark = fill == 8 ? full : steps[fill]
                screen.put(mark, x: x, y: y + chartRows - 1 - row, style: Style(ink, [.bold]))
            }
            if index == 0 || (index + 1) % 5 == 0 {
                screen.write("\(index + 1)", x: x, y: y + chartRows, style: Style(.muted))
            }
        }
    }
}
