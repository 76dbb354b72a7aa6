import TableLayout

extension Screen {
    /// Draws arrows in the gaps beside a focused card, so focus shows at any size and in
    /// any colour; `row` is the card's middle row unless given.
    public mutating func drawFocusPointers(
        around rect: Rect, ascii: Bool, row: Int? = nil, bothSides: Bool = true
    ) {
        let style = Style(.focus, [.bold])
        let y = row ?? rect.y + rect.height / 2
        put(ascii ? ">" : "▶", x: rect.x - 1, y: y, style: style)
        if bothSides { put(ascii ? "<" : "◀", x: rect.maxX, y: y, style: style) }
    }
}

extension BoxBorder {
    /// The border of a card with nothing special about it: heavy when focused.
    public static func card(focused: Bool, ascii: Bool) -> BoxBorder {
        switch (focused, ascii) {
        case (true, false): .heavy
        case (false, false): .rounded
        case (true, true): .asciiHeavy
        case (false, true): .asciiPlain
        }
    }
}
