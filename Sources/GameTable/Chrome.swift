import Foundation
import Render
import TableLayout
import TerminalIO

/// The title bar at the top and the status line at the bottom, shared by every scene.
public enum Chrome {
    /// A message for the player and how it should feel.
    public struct Message: Equatable, Sendable {
        public enum Tone: Equatable, Sendable { case info, good, bad }
        public var text: String
        public var tone: Tone

        public init(text: String, tone: Tone) {
            self.text = text
            self.tone = tone
        }

        public var ink: Ink {
            switch tone {
            case .info: .normal
            case .good: .matched
            case .bad: .mismatched
            }
        }
    }

    /// One field of the status line and how it gives way on a short line.
    ///
    /// A field has a text and, maybe, a shorter text (a shorter label); each has a rank.
    /// While the line is too long, the form with the lowest rank gives way: to the shorter
    /// text, or (the last form) the field is left out; a field that may be cut (the last
    /// one, the focused card) loses its last words first. Words are never split.
    public struct StatusField: Equatable, Sendable {
        public struct Form: Equatable, Sendable {
            public var text: String
            public var rank: Int

            public init(text: String, rank: Int) {
                self.text = text
                self.rank = rank
            }
        }

        public var forms: [Form]
        /// Columns the field is counted as taking at least, whatever its text now.
        public var reserve = 0
        /// The columns the line's last field may be cut to, its last words giving way to `…`,
        /// before it is left out (nil: it is left out whole).
        ///
        /// The focused card's key and its first words stay beside every player's points on a
        /// narrow line (50 columns against the computer), where the whole card did not fit.
        public var cutTo: Int?

        public init(_ text: String, rank: Int, short: String? = nil, shortRank: Int? = nil) {
            forms = [Form(text: text, rank: rank)]
            if let short { forms.append(Form(text: short, rank: shortRank ?? rank)) }
        }
    }

    /// Where the parts of a header fall on its row: the title shown (or its short form),
    /// where the message starts and how much room it has, and the reminder of keys (or the
    /// pinned words) if shown, and where.
    struct HeaderLayout {
        var title: String
        var messageX: Int
        var messageRoom: Int
        var keys: String?
        var keysX: Int
        var keysArePinned: Bool
    }

    /// The header's layout in `rect`, as `drawHeader` draws it.
    ///
    /// On a narrow screen the reminder goes first (a key at a time from its left), then the
    /// title shortens to `shortTitle`; `pinned` words (longest form first) take the reminder's place and never give way:
    /// the longest form that leaves the message whole is shown, else the shortest.
    static func headerLayout(
        title: String, shortTitle: String?, message: Message?, keys: String, pinned: [String], in rect: Rect
    ) -> HeaderLayout {
        let messageWidth = message.map { DisplayWidth.of($0.text) + 1 } ?? 0
        let shortTitle = shortTitle ?? title
        // The title shortens before the pinned words do.
        let pinnedWidth = pinned.first.map { DisplayWidth.of($0) + 1 } ?? 0
        let shown =
            DisplayWidth.of(title) + 2 + messageWidth + pinnedWidth <= rect.width || shortTitle == title
            ? title : shortTitle
        var x = rect.x + DisplayWidth.of(" \(shown) ")
        // The reminder of keys gives way to a message that needs the room, a key at a time from
        // its left (the last, `? help  Q quit`, stay longest); pinned words do not.
        let reminder = lastHints(of: keys, fitting: rect.maxX - x - messageWidth - 2) ?? keys
        let keys =
            pinned.first { x + messageWidth + 1 + DisplayWidth.of($0) + 1 <= rect.maxX } ?? pinned.last
            ?? reminder
        let keysWidth = DisplayWidth.of(keys)
        let showsKeys = !pinned.isEmpty || x + messageWidth + 1 + keysWidth + 1 <= rect.maxX
        let keysX = rect.maxX - keysWidth - 1
        if message != nil { x += 1 }
        return HeaderLayout(
            title: shown, messageX: x, messageRoom: (showsKeys ? keysX - 1 : rect.maxX) - x,
            keys: showsKeys ? keys : nil, keysX: max(x, keysX), keysArePinned: !pinned.isEmpty)
    }

    /// The hints of `keys` (parted by two spaces) from the first whose rest fits in `room`
    /// columns to the last: the whole reminder when it fits; nil when not even the last does.
    ///
    /// Each header works this out, every frame: the rest is measured where it lies, not
    /// split off and joined again.
    static func lastHints(of keys: String, fitting room: Int) -> String? {
        let bytes = keys.utf8
        var start = bytes.startIndex
        while true {
            let rest = start == bytes.startIndex ? keys : String(keys[start...])
            if DisplayWidth.of(rest) <= room { return rest }
            // The next hint starts after the next two spaces.
            var index = start
            var afterSpace = false
            while index < bytes.endIndex && !(afterSpace && bytes[index] == 0x20) {
                afterSpace = bytes[index] == 0x20
                index = bytes.index(after: index)
            }
            guard index < bytes.endIndex else { return nil }
            start = bytes.index(after: index)
        }
    }

    /// The title of a page for its header: `cardtable · Tables`, or `cardtable - Tables` in ASCII.
    ///
    /// Several parts stand apart the same way: `cardtable · Set · table ann`.
    public static func pageTitle(_ parts: String..., ascii: Bool) -> String {
        (["cardtable"] + parts).joined(separator: ascii ? " - " : " · ")
    }

    /// Draws `title`, then `message`, with `keys` (a reminder of keys) on the right.
    ///
    /// On a narrow screen the reminder goes first, then the title shortens to `shortTitle`;
    /// a message that still does not fit loses whole words from its end. `pinned` words
    /// (longest form first) take the reminder's place and never give way: the longest form
    /// that leaves the message whole is shown, else the shortest.
    public static func drawHeader(
        title: String, shortTitle: String? = nil, message: Message?, keys: String, pinned: [String] = [],
        in rect: Rect, on screen: inout Screen
    ) {
        guard !rect.isEmpty else { return }
        // A card flying past may have been drawn here: the row is the header's alone.
        screen.fill(rect)
        let layout = headerLayout(
            title: title, shortTitle: shortTitle, message: message, keys: keys, pinned: pinned, in: rect)
        screen.write(" \(layout.title) ", x: rect.x, y: rect.y, style: Style(.title, [.bold, .reverse]))
        if let message {
            screen.write(
                fitWords(message.text, width: layout.messageRoom), x: layout.messageX, y: rect.y,
                style: Style(message.ink, [.bold]))
        }
        if let keys = layout.keys {
            let style = layout.keysArePinned ? Style(.normal, [.bold]) : Style(.muted)
            screen.write(keys, x: layout.keysX, y: rect.y, style: style, clip: rect)
        }
    }

    /// Draws the header of a page (a list, a lobby) across `width` columns, and a message
    /// that does not fit in it whole on the rows under it, wrapped, at most `rows` of them;
    /// returns how many rows it took, the header's among them.
    ///
    /// A table's header has one row, and its message gives way word by word; a page has rows
    /// to spare, so a long message (why a table could not be joined, with its file or its
    /// reason) is read whole there, not cut with an ellipsis at 80 columns.
    public static func drawPageHeader(
        title: String, shortTitle: String? = nil, message: Message?, keys: String, width: Int, rows: Int = 3,
        on screen: inout Screen
    ) -> Int {
        let rect = Rect(x: 0, y: 0, width: width, height: 1)
        let layout = headerLayout(
            title: title, shortTitle: shortTitle, message: message, keys: keys, pinned: [], in: rect)
        guard let message, DisplayWidth.of(message.text) > layout.messageRoom else {
            drawHeader(
                title: title, shortTitle: shortTitle, message: message, keys: keys, in: rect, on: &screen)
            return 1
        }
        drawHeader(title: title, shortTitle: shortTitle, message: nil, keys: keys, in: rect, on: &screen)
        var lines = wrap(message.text, width: max(10, width - 2))
        if lines.count > max(1, rows) {
            // More than the rows given: the last one shown says, with an ellipsis, that it goes on.
            let last = max(1, rows) - 1
            lines =
                Array(lines.prefix(last)) + [
                    fitWords(lines[last] + " " + lines[last + 1], width: max(10, width - 2))
                ]
        }
        for (row, line) in lines.enumerated() {
            screen.write(
                line, x: 1, y: 1 + row, style: Style(message.ink, [.bold]),
                clip: Rect(x: 0, y: 1 + row, width: width, height: 1))
        }
        return 1 + lines.count
    }

    /// The key whose reminder in the header (`? help`, `q quit`, `Esc back`) is at `point`,
    /// so that a click on it does what the key does; nil elsewhere, or where pinned words show.
    public static func headerKey(
        at point: Point, title: String, shortTitle: String? = nil, message: Message?, keys: String,
        pinned: [String] = [], in rect: Rect
    ) -> Key? {
        guard rect.contains(point) else { return nil }
        let layout = headerLayout(
            title: title, shortTitle: shortTitle, message: message, keys: keys, pinned: pinned, in: rect)
        guard let shown = layout.keys, !layout.keysArePinned else { return nil }
        var x = layout.keysX
        for hint in shown.components(separatedBy: "  ") {
            let width = DisplayWidth.of(hint)
            defer { x += width + 2 }
            guard (x..<x + width).contains(point.x), let name = hint.split(separator: " ").first else {
                continue
            }
            switch name {
            case "Esc": return .escape
            case "Enter": return .enter
            case "Space": return .character(" ")
            default: return name.count == 1 ? name.first.map(Key.character) : nil
            }
        }
        return nil
    }

    /// Draws the status line: the fields that fit, two spaces apart, never a word cut.
    public static func drawStatus(_ fields: [StatusField], in rect: Rect, on screen: inout Screen) {
        guard !rect.isEmpty else { return }
        // A card flying past may have been drawn here: the row is the status line's alone.
        screen.fill(rect)
        screen.write(" " + statusLine(fields, width: rect.width - 1), x: rect.x, y: rect.y, clip: rect)
    }

    /// The fields as one line of at most `width` columns, giving way by rank.
    public static func statusLine(_ fields: [StatusField], width: Int) -> String {
        // The form each field shows: an index into its forms; past the last, left out.
        var shown = fields.map { _ in 0 }
        // Whether a field that may be cut is counted at its shortest.
        var isCut = fields.map { _ in false }
        func line() -> String {
            let texts = fields.indices.compactMap { index in
                fields[index].forms.indices.contains(shown[index])
                    ? fields[index].forms[shown[index]].text : nil
            }
            guard isCut.last == true, let last = texts.last else { return texts.joined(separator: "  ") }
            // The last field's own words give way, in the room the others leave it.
            let others = texts.dropLast().map { $0 + "  " }.joined()
            return others + fitWords(last, width: width - DisplayWidth.of(others))
        }
        // Room is counted with each field's reserve, so a field whose text changes length
        // (the focused card) does not make the others flip between their forms.
        func measure() -> Int {
            let widths = fields.indices.compactMap { index -> Int? in
                guard fields[index].forms.indices.contains(shown[index]) else { return nil }
                if isCut[index], let cutTo = fields[index].cutTo { return cutTo }
                return max(DisplayWidth.of(fields[index].forms[shown[index]].text), fields[index].reserve)
            }
            return widths.reduce(0, +) + 2 * max(0, widths.count - 1)
        }
        while measure() > width {
            let showing = fields.indices.filter { fields[$0].forms.indices.contains(shown[$0]) }
            guard
                let next = showing.min(by: {
                    fields[$0].forms[shown[$0]].rank < fields[$1].forms[shown[$1]].rank
                })
            else { break }
            // The last field left is shortened but kept; then only its words can go.
            if showing.count == 1 && shown[next] == fields[next].forms.count - 1 { break }
            // The last field, in its last form, is cut before it goes: fitWords cuts the line's end.
            if next == fields.count - 1, fields[next].cutTo != nil, !isCut[next],
                shown[next] == fields[next].forms.count - 1
            {
                isCut[next] = true
                continue
            }
            shown[next] += 1
        }
        return fitWords(line(), width: width)
    }

    /// `text` padded with spaces (or cut) to exactly `length` characters.
    public static func pad(_ text: String, to length: Int) -> String {
        text.count >= length
            ? String(text.prefix(length)) : text + String(repeating: " ", count: length - text.count)
    }

    /// `text` in at most `width` columns: whole words from the start, and `…` for the rest.
    public static func fitWords(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var words = text.split(separator: " ").map(String.init)
        while !words.isEmpty {
            words.removeLast()
            let candidate = words.joined(separator: " ") + "…"
            if DisplayWidth.of(candidate) <= width && !words.isEmpty { return candidate }
        }
        return ""
    }

    /// A space that keeps the words either side on one line (`(as a square)`): text for
    /// `wrap` writes it, and the lines come out with ordinary spaces.
    public static let joiningSpace: Character = "\u{00A0}"

    /// `text` broken at spaces into lines of at most `width` columns.
    ///
    /// A word longer than a whole line is the only thing ever split; words joined by
    /// `joiningSpace` stay together. Continuation lines keep the line's indent.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrapKeepingJoins(text, width: width).map {
            $0.replacingOccurrences(of: String(joiningSpace), with: " ")
        }
    }

    private static func wrapKeepingJoins(_ text: String, width: Int) -> [String] {
        // A line that fits keeps its spacing (columns of keys line up).
        guard width > 0, DisplayWidth.of(text) > width else { return [text] }
        let indent = String(text.prefix { $0 == " " })
        let hanging = DisplayWidth.of(indent) <= width / 2 ? indent : ""
        var lines: [String] = []
        var line = ""
        // Runs of spaces inside a line are kept (a table's columns); a break drops them.
        for word in text.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false).map(
            String.init)
        {
            let lead = lines.isEmpty ? indent : hanging
            if word.isEmpty {
                if !line.isEmpty && DisplayWidth.of(line) < width { line += " " }
                continue
            }
            let candidate = line.isEmpty ? lead + word : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            while line.last == " " { line.removeLast() }
            if !line.isEmpty { lines.append(line) }
            var rest = (lines.isEmpty ? indent : hanging) + word
            while DisplayWidth.of(rest) > width {
                let head = prefix(of: rest, columns: width)
                lines.append(head)
                rest = String(rest.dropFirst(head.count))
            }
            line = rest
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest start of `text` that takes at most `columns` columns (at least one character).
    private static func prefix(of text: String, columns: Int) -> String {
        var result = ""
        for character in text {
            if !result.isEmpty && DisplayWidth.of(result) + DisplayWidth.of(character) > columns { break }
            result.append(character)
        }
        return result
    }

    /// A panel's text laid out for a screen: its lines wrapped to fit, and how many rows show.
    public struct PanelText: Equatable, Sendable {
        public var lines: [String]
        public var visibleRows: Int
        /// The furthest the text can scroll.
        public var maximumScroll: Int { max(0, lines.count - visibleRows) }
    }

    /// How `lines` (with `title`) fit a panel on a screen of `size`.
    public static func panelText(title: String, lines: [String], size: Size) -> PanelText {
        let widest = max(DisplayWidth.of(title) + 4, lines.map(DisplayWidth.of).max() ?? 0)
        let innerWidth = max(1, min(size.width - 4, widest + 4) - 4)
        let wrapped = lines.flatMap { $0.isEmpty ? [""] : wrap($0, width: innerWidth) }
        let rows = max(1, min(wrapped.count, size.height - 4))
        return PanelText(lines: wrapped, visibleRows: rows)
    }

    /// A framed box of text lines centred on the screen (help, results), over what is there.
    ///
    /// Lines wrap to the screen; when they do not all fit, `scroll` lines are skipped and
    /// the frame says there is more above or below. The panel blanks every row it spans
    /// from edge to edge and leaves the others whole: no stray letters of a header, a list
    /// or a card's edge are left beside it.
    public static func drawPanel(
        title: String, lines: [String], on screen: inout Screen, ascii: Bool, ink: Ink = .title,
        scroll: Int = 0
    ) {
        let text = panelText(title: title, lines: lines, size: screen.size)
        let widest = max(DisplayWidth.of(title) + 4, text.lines.map(DisplayWidth.of).max() ?? 0)
        let width = min(screen.size.width, widest + 4)
        let height = min(screen.size.height, text.visibleRows + 2 + (text.maximumScroll > 0 ? 0 : 2))
        let rect = Rect(
            x: (screen.size.width - width) / 2, y: (screen.size.height - height) / 2,
            width: width, height: height)
        screen.fill(Rect(x: 0, y: rect.y, width: screen.size.width, height: rect.height))
        screen.drawBox(rect, border: ascii ? .asciiDouble : .double, style: Style(ink, [.bold]))
        screen.writeCentered(" \(title) ", in: rect, y: rect.y, style: Style(ink, [.bold]))
        let inner = rect.insetBy(dx: 2, dy: 1)
        let first = min(max(0, scroll), text.maximumScroll)
        let top = text.maximumScroll > 0 ? inner.y : inner.y + 1
        for (row, line) in text.lines.dropFirst(first).prefix(text.visibleRows).enumerated() {
            screen.write(line, x: inner.x, y: top + row, clip: inner)
        }
        if text.maximumScroll > 0 {
            let more = [
                first > 0 ? (ascii ? "^ more" : "↑ more") : nil,
                first < text.maximumScroll ? (ascii ? "v more" : "↓ more") : nil,
            ].compactMap { $0 }
            screen.writeCentered(
                " " + more.joined(separator: "  ") + " ", in: rect, y: rect.maxY - 1,
                style: Style(ink, [.bold]))
        }
    }

    /// The message shown instead of a scene when the terminal is too small for it.
    public static func drawTooSmall(on screen: inout Screen) {
        let size = screen.size
        let text = "Terminal too small (\(size.width)x\(size.height)). Please enlarge it: 80x24 always fits."
        // Broken at spaces to the width, never cut; what does not fit in the rows goes.
        var lines = wrap(text, width: max(1, size.width - 2))
        if lines.count > size.height {
            lines = wrap("Too small: \(size.width)x\(size.height)", width: max(1, size.width))
        }
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.prefix(size.height).enumerated() {
            screen.writeCentered(line, in: screen.bounds, y: top + index, style: Style(.title, [.bold]))
        }
    }
}
