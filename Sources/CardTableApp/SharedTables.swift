import CardModel
import GameTable

/// Tables shared between terminals, as the menu opens them: the program that holds the
/// sockets makes the scenes (the app knows nothing of sockets).
public protocol SharedTables {
    /// A table of `game` opened for others to join, as its lobby; or, in words, why not
    /// (said on the menu).
    func host(_ game: GameKind, _ opening: Opening) -> Result<any Scene, OpeningFailure>
    /// The list of the tables open, to join or watch one (no `name`); or the table called
    /// `name`, joined (or watched, `watching`) as `player` (nil: the player's own name); or,
    /// in words, why not (none open).
    func join(named name: String?, watching: Bool, as player: String?, _ opening: Opening) -> Result<
        any Scene, OpeningFailure
    >
}
