import Render

/// How many cells a frame changed on screen, counted the way a person sees them.
enum ChangedCells {
    /// Cells of `screen` that differ from `previous`; a wide character counts once (its
    /// continuation cell is not counted), and a frame of a new size changes every cell.
    static func count(_ screen: Screen, since previous: Screen?) -> Int {
        guard let previous, previous.size == screen.size else {
            return screen.cells.count { !$0.isContinuation }
        }
        var changed = 0
        for (cell, before) in zip(screen.cells, previous.cells) where cell != before && !cell.isContinuation {
            changed += 1
        }
        return changed
    }
}
