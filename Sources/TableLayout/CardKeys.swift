/// Which key each place of a table answers to: the keyboard laid over the table.
///
/// The keyboard's rows follow the table's rows and its columns the table's columns, as the
/// most played online Set game does. A table as wide as it is tall or wider takes the three
/// letter rows (QWERTY `q w e ...`, `a s d ...`, `z x c ...`), and the digit row above them
/// when it has four rows. A taller table (three columns of four rows and more) starts at
/// the digit row and, past the bottom letter row, goes on in the letter rows to the right
/// (`1 2 3`, `q w e`, `a s d`, `z x c`, `r t y`, `f g h`, ...). Where the digit row is kept
/// for other keys (friends' calls), the letter rows alone are used. Up to 27 places have a
/// key; the rest have none (arrows and the mouse still reach them). Places aside, after the
/// grid's (Set-Chain's last Set), take the keys that come next in the same order of filling,
/// none the grid uses; where the keyboard has none left, they have none.
public struct CardKeys: Hashable, Sendable {
    /// The most places that have a key.
    public static let maximum = 27

    /// The key of each place, in reading order (nil: no key).
    public private(set) var keys: [Character?]

    /// The keys of `count` places in `rows` full rows of `columns` (reading order).
    public init(rows: Int, columns: Int, count: Int, layout: KeyboardLayout, usesDigitRow: Bool = true) {
        let places = (0..<max(0, count)).map { index in
            columns > 0 ? (row: index / columns, column: index % columns) : (row: 0, column: 0)
        }
        self.init(places: places, rows: rows, columns: columns, layout: layout, usesDigitRow: usesDigitRow)
    }

    /// The keys of the places of `grid` (a balanced grid's rows counted as they are laid),
    /// then of `aside` places after them.
    public init(grid: AspectGrid, aside: Int = 0, layout: KeyboardLayout, usesDigitRow: Bool = true) {
        let places = (0..<grid.count).map { index in
            let row = grid.row(of: index)
            return (row: row, column: index - grid.indices(inRow: row).lowerBound)
        }
        self.init(
            places: places, rows: grid.rows, columns: grid.columns, layout: layout, usesDigitRow: usesDigitRow
        )
        guard aside > 0 else { return }
        // The keyboard's keys in the order the grid's bands fill it, past the grid's own bands.
        let used = Set(keys.compactMap { $0 })
        let bands = Self.bands(
            rows: grid.rows, columns: grid.columns, usesDigitRow: usesDigitRow, beyond: true)
        let next = bands.dropFirst(grid.rows).flatMap { band in
            (0..<grid.columns).compactMap { layout.key(row: band.row, column: band.offset + $0) }
        }.filter { !used.contains($0) }
        keys += (0..<aside).map { next.indices.contains($0) ? next[$0] : nil }
    }

    private init(
        places: [(row: Int, column: Int)], rows: Int, columns: Int, layout: KeyboardLayout, usesDigitRow: Bool
    ) {
        let bands = Self.bands(rows: rows, columns: columns, usesDigitRow: usesDigitRow)
        keys = places.enumerated().map { index, place in
            guard index < Self.maximum, bands.indices.contains(place.row) else { return nil }
            let band = bands[place.row]
            return layout.key(row: band.row, column: band.offset + place.column)
        }
    }

    /// The keyboard row and first column that each table row takes, top down; `beyond`
    /// goes on past the table's rows to the keyboard's right edge (the last band cut short).
    static func bands(rows: Int, columns: Int, usesDigitRow: Bool, beyond: Bool = false) -> [(
        row: Int, offset: Int
    )] {
        let letterRows = [1, 2, 3]
        let first = usesDigitRow && rows > letterRows.count ? [0] + letterRows : letterRows
        var bands = first.map { (row: $0, offset: 0) }
        var offset = max(1, columns)
        while beyond
            ? offset < KeyboardLayout.columns
            : bands.count < rows && offset + columns <= KeyboardLayout.columns
        {
            bands += letterRows.map { (row: $0, offset: offset) }
            offset += columns
        }
        if beyond { return bands }
        return Array(bands.prefix(rows))
    }

    /// The key of the place at `index`, if it has one.
    public func key(at index: Int) -> Character? {
        keys.indices.contains(index) ? keys[index] : nil
    }

    /// The place whose key is `key`, if any.
    public func index(of key: Character) -> Int? {
        keys.firstIndex(of: key)
    }
}
