import Render
import TableLayout
import TerminalIO

/// A card game on the table as one of the app's scenes: a thin wrapper around its
/// `TableState`.
///
/// Each of the `Scene` protocol's doors becomes a `TableEvent` handed to
/// `TableState.reduce`; of the effects it answers with, where to go next (`.act`) is
/// returned to the app as the scene's action and the rest (the wake-up the table asks for
/// among them) wait for the app to take them (`takeEffects`). Drawing is a question asked
/// of the state, which it does not change. The state's parts read through the scene (`scene.game`, `scene.focus`).
@dynamicMemberLookup
public struct TableScene<Game: TableGame>: Scene {
    /// Everything the table knows.
    public internal(set) var state: TableState<Game>
    /// The effects the app has not yet taken, oldest first.
    var pending: [TableEffect]

    /// A table for `game`, played by `people` at this keyboard with `sources` making the
    /// other moves; `seed` seeds the stage and, after the game's own, the table's next games.
    public init(
        game: Game, mode: TableView.Mode, people: [Int], sources: [any MoveSource<Game>] = [], seed: UInt64,
        opening: Opening, message: Chrome.Message?
    ) {
        state = TableState(
            game: game, mode: mode, people: people, sources: sources, seed: seed, opening: opening,
            message: message)
        // A new table asks to hold its game, and a shared one tells the others its deal.
        pending = state.takeEffects()
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<TableState<Game>, Value>) -> Value {
        state[keyPath: keyPath]
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<TableState<Game>, Value>) -> Value {
        get { state[keyPath: keyPath] }
        set { state[keyPath: keyPath] = newValue }
    }

    /// Reduces `event` into the state, keeps its effects for the app and returns where the
    /// app goes next.
    @discardableResult
    public mutating func reduce(_ event: TableEvent<Game.Action>) -> SceneAction {
        var action = SceneAction.stay
        for effect in state.reduce(event) {
            if case .act(let next) = effect { action = next } else { pending.append(effect) }
        }
        return action
    }

    // MARK: - Setting the table up

    /// A move that comes by itself `delay` seconds from `now` (a Set put away while it
    /// showed, leaving once the game is taken up again).
    public mutating func follow(_ action: Game.Action, by seat: Int, after delay: Double, now: Double) {
        reduce(.follow(action, by: seat, after: delay, now: now))
    }

    /// The keys of the places as the table is laid out at `size` (see `TableState.cardKeys`).
    func cardKeys(size: Size) -> CardKeys? { state.cardKeys(size: size) }

    /// Starts the clock at `played` seconds: a saved game taken up again, or a shared game
    /// come to in the middle (its table laid at once, with no deal to wait for).
    public mutating func resume(played: Double) {
        reduce(.resume(played: played))
    }

    /// Says `message` in the header.
    public mutating func say(_ message: Chrome.Message?) {
        reduce(.say(message))
    }

    /// `deal --once`: the app ends after this game.
    public var watchesOnce: Bool {
        get { state.watchesOnce }
        set { reduce(.watchOnce(newValue)) }
    }

    /// Turns every card on the table over on screen at `now` (for `make bench`).
    public mutating func turnEveryCardOver(size: Size, now: Double) {
        reduce(.turnEveryCardOver(size: size, now: now))
    }

    // MARK: - The scene's doors, as events

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        guard let event = TableEvent<Game.Action>(event, size: size, now: now) else { return .stay }
        return reduce(event)
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        reduce(.tick(now: now, size: size))
    }

    public mutating func receive(_ result: EffectResult, now: Double) {
        reduce(.result(result, now: now))
    }

    public mutating func cover(_ covered: Bool, now: Double) {
        reduce(.cover(covered, now: now))
    }

    public mutating func suspended(for seconds: Double, now: Double) {
        reduce(.suspended(seconds: seconds, now: now))
    }

    public mutating func take(_ destination: Destination, size: Size, now: Double) -> Bool {
        reduce(.take(destination, size: size, now: now)) != .open(destination)
    }

    public mutating func end(now: Double) {
        reduce(.leave(now: now))
    }

    public mutating func hear(_ event: LinkedEvent) {
        reduce(.linked(event))
    }

    public var listens: Bool { state.unheard < TableState<Game>.movesAtOnce }

    public var unheard: Int { state.unheard }

    public mutating func takeEffects() -> [TableEffect] {
        defer { pending = [] }
        return pending
    }

    // MARK: - Questions that change nothing

    public func render(into screen: inout Screen, now: Double) {
        state.render(into: &screen, now: now)
    }

    public func gameToKeep(now: Double) -> KeptGame? {
        state.gameToKeep(now: now)
    }

    public func standings(now: Double) -> String? {
        state.standings(now: now)
    }

    /// The game's own time at wall time `now`: the play clock.
    public func playTime(at now: Double) -> Double { state.playTime(at: now) }

    public func timePlayed(now: Double) -> Double? { playTime(at: now) }
}
