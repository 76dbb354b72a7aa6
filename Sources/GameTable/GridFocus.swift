import TableLayout

/// Moving a focus over the places of a grid, some of which may be empty.
///
/// Places are counted in reading order. Left and Right go to the previous or next open
/// place and wrap; Up and Down go to the nearest row that has an open place, to the one
/// nearest the focus on screen (so a short last row is reached at its last card, and a
/// centred short row at the card below or above the focus's, to the left of a tie).
enum GridFocus {
    /// The open place `step` places on from `index` (only the direction of `step` counts).
    static func next(from index: Int, by step: Int, count: Int, isOpen: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        var place = index
        for _ in 0..<count {
            place = ((place + (step < 0 ? -1 : 1)) % count + count) % count
            if isOpen(place) { return place }
        }
        return nil
    }

    /// The open place in the nearest row above (`step` < 0) or below with one, nearest the
    /// place `index` across the screen; nil when there is no such row.
    static func row(from index: Int, by step: Int, in grid: AspectGrid, isOpen: (Int) -> Bool) -> Int? {
        let x = grid.rect(at: index).x
        var row = grid.row(of: index) + (step < 0 ? -1 : 1)
        while row >= 0 && row < grid.rows {
            let places = grid.indices(inRow: row).filter(isOpen)
            if let nearest = places.min(by: { abs(grid.rect(at: $0).x - x) < abs(grid.rect(at: $1).x - x) }) {
                return nearest
            }
            row += step < 0 ? -1 : 1
        }
        return nil
    }
}
