/// Moving a focus over the places of a grid, some of which may be empty.
///
/// Places are counted in reading order. Left and Right go to the previous or next open
/// place and wrap; Up and Down go to the nearest row that has an open place, to the one
/// nearest the focus's column (so a short last row is reached at its last card).
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
    /// column of `index`; nil when there is no such row.
    static func row(from index: Int, by step: Int, columns: Int, count: Int, isOpen: (Int) -> Bool) -> Int? {
        let columns = max(1, columns)
        let column = index % columns
        var row = index / columns + (step < 0 ? -1 : 1)
        while row >= 0 && row * columns < count {
            let places = (row * columns..<min(count, (row + 1) * columns)).filter(isOpen)
            if let nearest = places.min(by: { abs($0 % columns - column) < abs($1 % columns - column) }) {
                return nearest
            }
            row += step < 0 ? -1 : 1
        }
        return nil
    }
}
