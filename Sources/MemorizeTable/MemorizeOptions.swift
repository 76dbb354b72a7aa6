import GameTable

/// A Memorize game's own options: the theme asked for (`--theme`, or chosen on the themes'
/// screen).
public struct MemorizeOptions: GameValue {
    public var theme: String

    public init(theme: String) {
        self.theme = theme
    }
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
}
