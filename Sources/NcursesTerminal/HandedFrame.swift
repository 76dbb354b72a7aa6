import CNcurses
import Render

/// One cell as ncurses is given it: its character's bytes, its colour pair and attributes.
///
/// Two cells that are handed over alike look alike on the terminal; comparing these, plain
/// numbers, is all a changed row needs, where comparing cells means their characters and a
/// pen worked out again for the frame before.
struct HandedCell: Equatable {
    /// The character's bytes (its `Glyph`): the same bytes, the same character;
    /// the rare equal character in other bytes is only handed over again.
    var low: UInt64
    var high: UInt64
    var look: CellLook.Attributes
    /// The second half of a wide character, which ncurses draws from the first.
    var isContinuation: Bool

    /// Whether the two cells surely look the same: neither is half of a wide character, and
    /// they are the same character in the same colours and attributes.
    func looksLike(_ other: HandedCell) -> Bool {
        !isContinuation && !other.isContinuation && low == other.low && high == other.high
            && look == other.look
    }
}

/// What the terminal shows, cell by cell, as it was handed to ncurses: kept from frame to
/// frame, so the next frame's changed rows are compared with it.
struct HandedFrame {
    /// Every cell, row by row.
    var cells: [HandedCell] = []
    /// Whether each row holds half of a wide character.
    var rowHasWideCharacters: [Bool] = []
    /// A row being worked out, kept so that no frame allocates one.
    var scratch: [HandedCell] = []
}
