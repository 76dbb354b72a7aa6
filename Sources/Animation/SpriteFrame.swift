import TableLayout

/// What one card looks like in one frame: where, which face, and how it is emphasised.
public struct SpriteFrame: Hashable, Sendable {
    public let id: Int
    /// Where to draw it, in whole cells, already narrowed by a flip.
    public let rect: Rect
    public let isFaceUp: Bool
    /// False while a pulse blinks the highlight off.
    public let isLit: Bool
    /// Moving cards are drawn over resting ones.
    public let isMoving: Bool
    /// The card has reached its place (it is not waiting on the deck or on its way).
    public let isPlaced: Bool
    /// How the card is leaving the table, or nil while it is on it.
    public let leaving: LeaveStyle?
    /// 1 when fully visible, falling to 0 as a fading card leaves (Memorize).
    public let opacity: Double

    public var isLeaving: Bool { leaving != nil }
}
