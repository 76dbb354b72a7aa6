import GameTable

/// A Memorize game's own options: the theme asked for (`--theme`, or chosen on the themes'
/// screen), and at a shared table each turn's time (`--turn-time`).
public struct MemorizeOptions: GameValue {
    public var theme: String?
    /// Seconds a turn may take at a shared table; nil: `MemorizeGame.defaultTurnSeconds`.
    public var turnSeconds: Double?

    public init(theme: String? = nil, turnSeconds: Double? = nil) {
        self.theme = theme
        self.turnSeconds = turnSeconds
    }

    /// A game of the theme asked for, or of any theme when none is.
    public func admits(_ game: GameSummary) -> Bool { theme.map { $0 == game.variant } ?? true }
}

/// Memorize's themes' screen: the theme of the game under it, if one is, and whether that
/// game goes on (its theme is marked as the one playing only while it does).
public struct ThemesScreen: GameValue {
    public var current: String?
    public var isPlaying: Bool

    public init(current: String? = nil, isPlaying: Bool = true) {
        self.current = current
        self.isPlaying = isPlaying
    }
}

extension GameRequest {
    /// The Memorize theme asked for, if any.
    var theme: String? { options(as: MemorizeOptions.self)?.theme }
    /// The turn time asked for at a shared table, if any.
    var turnSeconds: Double? { options(as: MemorizeOptions.self)?.turnSeconds }
}
