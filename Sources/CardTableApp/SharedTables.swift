import CardModel
import GameTable

/// Tables shared between terminals, as the menu opens them: the program that holds the
/// sockets makes the scenes (the app knows nothing of sockets).
public protocol SharedTables {
    /// A table of `game` opened for others to join, as its lobby; or, in words, why not.
    func host(_ game: GameKind, _ opening: Opening) -> Result<any Scene, SharedTableProblem>
    /// The one table open to this player, joined; or, in words, why not (none, several).
    func join(_ opening: Opening) -> Result<any Scene, SharedTableProblem>
}

/// Why a table could not be opened or joined, said on the menu.
public struct SharedTableProblem: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
