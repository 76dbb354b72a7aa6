import Render

/// How a card on the table stands out: the player's focus and the card's state in play.
public struct CardHighlight: Hashable, Sendable {
    /// The card's state in the game; at most one applies.
    public enum State: Hashable, Sendable {
        case none, selected, matched, mismatched, hinted
        /// Another player's find, lit up before they take it: never like one's own choice.
        case opponent
        /// A Set the ghost of an earlier game took just now, lit faintly.
        case ghost
    }

    public var isFocused: Bool
    public var state: State
    /// Whose find an `opponent` card is, for its border.
    public var owner: String?

    public init(isFocused: Bool = false, state: State = .none, owner: String? = nil) {
        self.isFocused = isFocused
        self.state = state
        self.owner = owner
    }

    public static let none = CardHighlight()

    /// The ink that shows the state, or nil for an ordinary card.
    var ink: Ink? {
        switch state {
        case .none: nil
        case .selected: .selected
        case .matched: .matched
        case .mismatched: .mismatched
        case .hinted: .hinted
        case .opponent: .opponent
        case .ghost: .muted
        }
    }

    /// A one-character mark of the state, for cards too small for a labelled border.
    func mark(ascii: Bool) -> Character {
        switch state {
        case .none: " "
        case .selected: "*"
        case .matched: ascii ? "+" : "✓"
        case .mismatched: ascii ? "x" : "✗"
        case .hinted: "?"
        case .opponent: "@"
        case .ghost: "~"
        }
    }

    /// A word for the border of a card large enough to carry one.
    func label(ascii: Bool) -> String? {
        switch state {
        case .none, .selected: nil
        case .matched: ascii ? "SET!" : "✓ SET"
        case .mismatched: ascii ? "NO" : "✗ NO"
        case .hinted: "hint"
        case .opponent: owner ?? "theirs"
        case .ghost: "ghost"
        }
    }
}
