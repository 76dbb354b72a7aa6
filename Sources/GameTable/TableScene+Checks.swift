/// A table of any game, whose state can be read without naming the game: the soak checks
/// every game in the catalogue through it.
public protocol AnyTableScene: Scene {
    associatedtype Game: TableGame
    var state: TableState<Game> { get }
}

extension TableScene: AnyTableScene {}
