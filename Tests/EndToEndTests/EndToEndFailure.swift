/// A failure of the end-to-end harness, with a message that says what to look at.
///
/// Thrown errors end a test and are recorded by Swift Testing with this description, so
/// the message carries everything needed to understand the failure (the last screen, the
/// command that failed, what to install or build).
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
