import Animation

/// What the table shows of one move: the message, the effects on cards, the cards kept on
/// the table a while after they left the game, and a move that follows by itself.
///
/// A game makes one from an outcome with a pure function, so what a move shows is tested
/// as a value, without a stage or a terminal.
public struct Presentation<Action: Equatable & Sendable>: Equatable, Sendable {
    /// What becomes of the header's message.
    public enum MessageChange: Equatable, Sendable {
        /// It stays as it was.
        case keep
        case clear
        case show(Chrome.Message)
    }

    /// An effect on cards, starting `delay` seconds after the move.
    public struct Effect: Equatable, Sendable {
        public var kind: CardEffect.Kind
        public var cards: [Int]
        public var delay: Double

        public init(_ kind: CardEffect.Kind, on cards: [Int], after delay: Double = 0) {
            self.kind = kind
            self.cards = cards
            self.delay = delay
        }
    }

    /// A move that comes by itself `delay` seconds after this one (a Set leaving once its
    /// celebration is over), unless the game is a record playing back, which holds it.
    public struct FollowUp: Equatable, Sendable {
        public var action: Action
        public var delay: Double

        public init(_ action: Action, after delay: Double) {
            self.action = action
            self.delay = delay
        }
    }

    public var message: MessageChange
    public var effects: [Effect]
    /// Cards that left the game but stay on the table, celebrating, for these seconds.
    public var celebrations: [Int: Double]
    public var followUp: FollowUp?

    public init(
        message: MessageChange = .keep, effects: [Effect] = [], celebrations: [Int: Double] = [:],
        followUp: FollowUp? = nil
    ) {
        self.message = message
        self.effects = effects
        self.celebrations = celebrations
        self.followUp = followUp
    }

    /// Shows `text` with `tone`.
    public static func say(_ text: String, _ tone: Chrome.Message.Tone) -> Presentation {
        Presentation(message: .show(Chrome.Message(text: text, tone: tone)))
    }
}
