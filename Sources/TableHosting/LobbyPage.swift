import GameTable
import Render
import TableLayout
import TableWire

/// A page of words between games at a shared table: the header, lines from the left, and a
/// status line.
///
/// A window too short for every line keeps the lines that matter most, the way the status
/// line keeps its fields: each line has one or more forms, the fullest first, each with a
/// rank, and while the page is too long the form of the lowest rank gives way, to the
/// line's next form or, after its last, to nothing. A line shows whole, wrapped at spaces
/// to the window, or not at all: never the first rows of it alone.
struct LobbyPage {
    /// One line of the page: a paragraph, or a few rows that go together, in its forms.
    struct Line {
        struct Form {
            /// Its paragraphs, each wrapped to the window on rows of its own.
            var paragraphs: [String]
            /// The lower the rank, the sooner the form gives way.
            var rank: Int
        }

        var forms: [Form]

        /// A line of `paragraphs` that gives way at `rank`; with `short`, to that shorter
        /// form first, which gives way at `shortRank`.
        init(_ paragraphs: [String], rank: Int, short: [String]? = nil, shortRank: Int? = nil) {
            forms = [Form(paragraphs: paragraphs, rank: rank)]
            if let short { forms.append(Form(paragraphs: short, rank: shortRank ?? rank)) }
        }

        /// An empty row between lines, the first thing to go.
        static func blank(rank: Int = 0) -> Line { Line([""], rank: rank) }
    }

    /// The lowest rank of what a page must show: a line of this rank or above gives way
    /// only in a window too small for them all.
    static let kept = 20

    var title: String
    var message: Chrome.Message?
    var keys: String
    var lines: [Line]
    /// The status line's fields, the first the first to give way.
    var status: [String]

    /// `text` with its spaces joining: wrapped, it stays on one row if the row has room.
    static func phrase(_ text: String) -> String {
        text.replacingOccurrences(of: " ", with: String(Chrome.joiningSpace))
    }

    func draw(on screen: inout Screen, options: RenderOptions) {
        let size = screen.size
        guard size.height >= 3 else { return Chrome.drawTooSmall(on: &screen) }
        let shown = options.ascii ? title.replacingOccurrences(of: "·", with: "-") : title
        // A message too long for the header (why a user could not be let in) is read whole
        // under it.
        let header = Chrome.drawPageHeader(
            title: shown, message: message, keys: keys, width: size.width,
            rows: max(1, (size.height - 3) / 3),
            on: &screen)
        // Every row between the header and the status line; the page begins with a blank
        // line of its own where there is room for one.
        let room = size.height - 1 - header
        let rows = Self.rows(of: [.blank()] + lines, width: max(1, size.width - 4), room: room)
        let top = header + max(0, (room - rows.count) / 3)
        for (row, line) in rows.enumerated() {
            screen.write(line, x: 2, y: top + row, style: Style(.normal), clip: screen.bounds)
        }
        Chrome.drawStatus(
            status.enumerated().map { Chrome.StatusField($0.element, rank: $0.offset) },
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1),
            on: &screen)
    }

    /// The rows `lines` take in `room` rows of `width` columns, the lines that matter least
    /// given way until they fit.
    static func rows(of lines: [Line], width: Int, room: Int) -> [String] {
        // The form each line shows: an index into its forms; past the last, left out.
        var shown = lines.map { _ in 0 }
        let wrapped = lines.map { line in
            line.forms.map { form in form.paragraphs.flatMap { wrap($0, width: width) } }
        }
        func rows() -> [String] {
            lines.indices.flatMap { index in
                wrapped[index].indices.contains(shown[index]) ? wrapped[index][shown[index]] : []
            }
        }
        while rows().count > room {
            let showing = lines.indices.filter { lines[$0].forms.indices.contains(shown[$0]) }
            guard
                let next = showing.min(by: {
                    lines[$0].forms[shown[$0]].rank < lines[$1].forms[shown[$1]].rank
                })
            else { break }
            shown[next] += 1
        }
        // A line that gave way before another took fewer rows (a list on one line) comes
        // back if it fits now, the one that matters most first; but while a line is left
        // out, none that matters less comes back (no blank line in place of the players).
        var restoring = true
        while restoring {
            restoring = false
            let given = lines.indices.filter { shown[$0] > 0 }.sorted {
                lines[$0].forms[shown[$0] - 1].rank > lines[$1].forms[shown[$1] - 1].rank
            }
            for index in given {
                shown[index] -= 1
                if rows().count <= room {
                    restoring = true
                    break
                }
                shown[index] += 1
                if shown[index] == lines[index].forms.count { break }
            }
        }
        return rows()
    }

    /// The line that says who watches the table, if anyone does (`Watching: Zoe and Yan.`),
    /// numbered from `first` when given (`Watching: 3. Zoe and 4. Yan.`).
    static func watching(_ names: [String], numberedFrom first: Int? = nil) -> [Line] {
        let shown = names.enumerated().map { index, name in
            phrase(first.map { "\($0 + index). \(name)" } ?? name)
        }
        return names.isEmpty ? [] : [Line(["Watching: " + TableHost.list(shown) + "."], rank: 5)]
    }

    /// The line that says who has won the games played to their end at the table, once one
    /// has (`Games won here: Ann 2, Bob 1 (3 games).`).
    static func tally(_ tally: TableTally?) -> [Line] {
        tally?.description.map { [Line(["Games won here: " + $0 + "."], rank: 5)] } ?? []
    }

    /// The space between the phrases of one line (`Enter: deal    q: close the table`).
    static let gap = "    "

    /// `text` broken at spaces into rows of at most `width` columns, each of its phrases
    /// kept whole on one row while every one fits a row; else each part between gaps
    /// begins a row, and a phrase too long for one is broken at its spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [""] }
        func phrasesFit(_ text: String) -> Bool {
            let indent = text.prefix { $0 == " " }.count
            return text.split(separator: " ").allSatisfy { DisplayWidth.of(String($0)) + indent <= width }
        }
        if phrasesFit(text) { return Chrome.wrap(text, width: width) }
        return text.components(separatedBy: gap).filter { !$0.isEmpty }.flatMap { part in
            Chrome.wrap(
                phrasesFit(part)
                    ? part : part.replacingOccurrences(of: String(Chrome.joiningSpace), with: " "),
                width: width)
        }
    }
}
