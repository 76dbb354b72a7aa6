/// What a capture of the Set table shows, read from its characters: card faces and card backs.
///
/// On a card small enough for glyphs (80x24 and the like) a face shows its shapes as one
/// row of figures (`◆ ◈ ◇`, `● ◍ ○`, `■ ▥ □`) between the card's left and right edges, and
/// a back is filled with `▚`. (Larger cards draw their shapes over several rows in quadrant
/// blocks, which this picture does not read.) Every character on such a table is one column
/// wide, so a character's index in its row is its column.
struct SetTablePicture {
    let screen: PaneSnapshot

    /// The figures of Set's three shapes in their three shadings.
    static let shapeGlyphs: Set<Character> = Set("◆◈◇●◍○■▥□")
    /// What a face-down card (and the deck) is filled with.
    static let backPattern: Character = "▚"
    /// The characters that end a card on the left or right: its edges and the focus pointers.
    static let verticalEdges: Set<Character> = ["│", "┃", "║", "╎", "▶", "◀"]

    /// The card faces visible: stretches of a row between two card edges that hold shapes.
    ///
    /// A card in flight that covers part of a face can split it in two for a frame, so the
    /// count can be one too high while cards move; on a still table it is exact.
    var faceCount: Int {
        var count = 0
        for row in screen.rows.dropFirst().dropLast() {
            var stretchHasShapes = false
            for character in row {
                if Self.verticalEdges.contains(character) {
                    if stretchHasShapes { count += 1 }
                    stretchHasShapes = false
                } else if Self.shapeGlyphs.contains(character) {
                    stretchHasShapes = true
                }
            }
            if stretchHasShapes { count += 1 }
        }
        return count
    }

    /// The first figure on the focused card, between the focus pointers (`▶┃ ◈ ◈ ┃◀`).
    var focusedFigure: Character? {
        for row in screen.rows.dropFirst().dropLast() {
            guard let start = row.firstIndex(of: "▶"), let end = row[start...].firstIndex(of: "◀") else {
                continue
            }
            if let figure = row[start..<end].first(where: Self.shapeGlyphs.contains) { return figure }
        }
        return nil
    }

    /// Where this screen shows a card back that `settled` (the table after the deal) has
    /// nothing at all, left of `column`: a card in the air between the deck and its slot.
    func backsInFlight(comparedWith settled: PaneSnapshot, leftOf column: Int) -> [(row: Int, column: Int)] {
        var found: [(row: Int, column: Int)] = []
        for (y, row) in screen.rows.enumerated().dropFirst().dropLast() {
            let settledRow = y < settled.rows.count ? Array(settled.rows[y]) : []
            for (x, character) in Array(row).prefix(column).enumerated() where character == Self.backPattern {
                let underneath: Character = x < settledRow.count ? settledRow[x] : " "
                if underneath == " " { found.append((y, x)) }
            }
        }
        return found
    }
}
