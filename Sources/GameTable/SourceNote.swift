/// A quiet word from a move source on what it is doing, for the status line.
///
/// The short form is what a narrow line shows: a source's short forms should be of one
/// width, so that the fields beside it (the clock) stay put as its words change.
public struct SourceNote: Equatable, Sendable {
    /// The words in full: `Computer waits for you`.
    public var text: String
    /// The words a narrow line shows: `Computer waits`.
    public var short: String

    public init(_ text: String, short: String? = nil) {
        self.text = text
        self.short = short ?? text
    }
}
