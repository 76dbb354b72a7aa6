/// A value of a game's own type that the app carries without reading it: a request's options
/// (Memorize's theme, the puzzle's date, Set's claim time) or which screen of the game's own to
/// open (Memorize's themes).
///
/// The game's entry makes it, from the command line (`GameOption.read`), its menu entries and its
/// scenes, and reads it back by its type.
public protocol GameValue: Equatable, Sendable {
    /// Whether a game as `game` sums it up is one these options ask for, as a request's
    /// options (Memorize's theme, the puzzle's date): every game, unless they say otherwise.
    func admits(_ game: GameSummary) -> Bool
}

extension GameValue {
    public func admits(_ game: GameSummary) -> Bool { true }
}

/// A game's own value, whatever its type: equal to another only when both are of one type
/// and equal as that type.
public struct AnyGameValue: Equatable, Sendable {
    public let base: any GameValue

    public init(_ base: any GameValue) {
        self.base = base
    }

    /// The value as `type`, or nil when it is another game's.
    public func `as`<Value: GameValue>(_ type: Value.Type) -> Value? {
        base as? Value
    }

    public static func == (lhs: AnyGameValue, rhs: AnyGameValue) -> Bool {
        lhs.base.isSame(as: rhs.base)
    }
}

extension GameValue {
    /// Whether `other` is of this type and equal to this.
    fileprivate func isSame(as other: any GameValue) -> Bool {
        (other as? Self) == self
    }
}
