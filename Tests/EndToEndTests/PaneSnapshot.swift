/// What a tmux pane showed at one moment: its rows of text, top to bottom.
///
/// Rows come from `tmux capture-pane -p`, which drops trailing spaces; styles and colours
/// are not captured.
struct PaneSnapshot: CustomStringConvertible {
    let rows: [String]

    /// Splits `capture-pane` output into rows (one per line of the pane).
    init(captured text: String) {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        self.rows = rows
    }

    /// Rows as a terminal emulator showed them.
    init(rows: [String]) {
        self.rows = rows
    }

    /// The top row: the app's title and message.
    var header: String { rows.first ?? "" }

    /// The bottom row: the app's status line.
    var bottomRow: String { rows.last ?? "" }

    /// The bottom row read as a Set status line, or nil when it is not one.
    var status: StatusLine? { StatusLine(parsing: bottomRow) }

    /// Whether `text` appears on any row.
    func contains(_ text: String) -> Bool {
        rows.contains { $0.contains(text) }
    }

    /// The rows below the header that read as a status line, wherever they are.
    ///
    /// The header is left out: a message with a colon in it ("No Set here: dealing 3 more.")
    /// reads like a player's points.
    var statusRowIndices: [Int] {
        rows.indices.dropFirst().filter { StatusLine(parsing: rows[$0]) != nil }
    }

    var description: String {
        "┌ \(rows.count) rows\n" + rows.map { "│" + $0 }.joined(separator: "\n") + "\n└"
    }
}
