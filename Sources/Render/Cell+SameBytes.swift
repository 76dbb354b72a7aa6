/// Comparing cells by their bytes, thousands a frame.
extension Cell {
    /// Whether the cells at `cell` and `other` are the same bytes, padding aside: then they
    /// are equal cells.
    ///
    /// A frame compares every cell with the frame before, and most are equal: a few loads
    /// of plain words, where `==` of a type from another module is a call for each cell.
    /// Equal cells in different bytes (padding) only take the slow way.
    @inlinable
    public static func sameBytes(_ cell: UnsafeRawPointer, _ other: UnsafeRawPointer) -> Bool {
        let size = MemoryLayout<Cell>.size
        var offset = 0
        while offset + 8 <= size {
            guard
                cell.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        if offset + 4 <= size {
            guard
                cell.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    == other.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            else { return false }
            offset += 4
        }
        while offset < size {
            guard
                cell.load(fromByteOffset: offset, as: UInt8.self)
                    == other.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        return true
    }
}
