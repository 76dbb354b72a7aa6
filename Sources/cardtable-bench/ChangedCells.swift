import Render

/// How many cells a frame changed on screen, counted the way a person sees them.
enum ChangedCells {
    /// Cells of `screen` that differ from `previous`; a wide character counts once (its
    /// continuation cell is not counted), and a frame of a new size changes every cell.
    static func count(_ screen: Screen, since previous: Screen?) -> Int {
        guard let previous, previous.size == screen.size else {
            return screen.cells.count { !$0.isContinuation }
        }
        return screen.cells.withUnsafeBufferPointer { cells in
            previous.cells.withUnsafeBufferPointer { before in
                guard let cell = cells.baseAddress, let old = before.baseAddress else { return 0 }
                return cells.indices.count { index in
                    !Cell.sameBytes(cell + index, old + index) && cells[index] != before[index]
                        && !cells[index].isContinuation
                }
            }
        }
    }
}
