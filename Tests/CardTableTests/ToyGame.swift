import Animation
import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO

extension GameKind {
    /// A game only the tests know: six cards face down, turned one at a time.
    static let toy = GameKind("toy")
}

/// The smallest game the table plays, for tests that must not depend on the app's own games: six
/// cards lie face down; choosing one turns it up for a point; the game ends when all six are up.
///
/// Nothing here is a part of any other game.
struct ToyGame: TableGame, SelfChecking {
    enum Action: Codable, Equatable, Sendable {
        case turn(card: Int)
    }

    static let cardCount = 6

    let seed: UInt64
    private(set) var faceUp: [Bool] = Array(repeating: false, count: cardCount)
    private(set) var history: [TimedAction<Action>] = []

    init(seed: UInt64) {
        self.seed = seed
    }

    /// The game its log holds, or nil when the log is not a game of this kind.
    init?(log: GameLog) {
        guard log.game == .toy, let actions = try? log.actions(as: Action.self) else { return nil }
        self.init(seed: log.seed)
        for timed in actions { _ = apply(timed.action, by: timed.seat, at: timed.time) }
    }

    var seats: [Seat] { [] }
    var slots: [TableSlot] { faceUp.indices.map { TableSlot(card: $0, isFaceUp: faceUp[$0]) } }
    var presenter: ToyPresenter { ToyPresenter(game: self) }

    mutating func apply(_ action: Action, by seat: Int, at time: Double) -> Bool {
        guard case .turn(let card) = action, faceUp.indices.contains(card), !faceUp[card] else {
            return false
        }
        faceUp[card] = true
        history.append(TimedAction(action, by: seat, at: time))
        return true
    }

    func presentation(of outcome: Bool, after action: Action, by seat: Int, view: TableView)
        -> Presentation<Action>
    {
        outcome ? .say("Turned.", .good) : .say("Already up.", .info)
    }

    func command(for input: TableInput, view: TableView) -> TableCommand<Action>? {
        guard case .choice(.card(let card)) = input else { return nil }
        return .move(.turn(card: card), by: 0)
    }

    func log() throws -> GameLog { try GameLog(game: .toy, seed: seed, actions: history) }
    func summary(played: Double) -> GameSummary {
        GameSummary(
            kind: .toy, isOver: faceUp.allSatisfy { $0 }, moves: history.count, seconds: played,
            score: history.count, found: history.count)
    }
    func nextGame(_ next: NextGame, seed: UInt64, services: AppServices) -> ToyGame? {
        ToyGame(seed: seed)
    }

    var inconsistency: String? {
        faceUp.filter { $0 }.count == moveCount
            ? nil : "\(moveCount) moves for \(faceUp.filter { $0 }.count) cards up"
    }
}

/// How the toy game words and draws itself: a count, a line of help, and cards as `#` or `O`.
struct ToyPresenter: TablePresenter {
    let game: ToyGame

    static let cardShape = CardShape.portrait

    var fixtures: TableFixtures {
        TableFixtures(name: "Toy", keys: "Space turns", resultTitle: "All turned", pileCount: 0)
    }

    func standingsLine(view: TableView) -> String { "\(game.moveCount) turned" }
    func statusFields(view: TableView) -> [Chrome.StatusField] {
        [Chrome.StatusField("turned \(game.moveCount)", rank: 0)]
    }
    func describe(_ focus: TableFocus, view: TableView) -> String {
        guard case .card(let card) = focus, game.faceUp.indices.contains(card) else { return "" }
        return "card \(card + 1) " + (game.faceUp[card] ? "up" : "down")
    }
    func helpLines(options: RenderOptions, sharing: TableSharing?) -> [String] { ["Space turns a card."] }
    func resultLines(view: TableView) -> [String] { ["Every card is up."] }

    func paintPiles(layout: TableLayout, view: TableView, on screen: inout Screen) {}

    func paintCard(
        _ sprite: SpriteFrame, slot: Int?, isFocused: Bool, view: TableView, on screen: inout Screen
    ) {
        screen.drawBox(sprite.rect, border: .card(focused: isFocused, ascii: true), style: Style(.cardEdge))
        let mark: Character = sprite.isFaceUp ? "O" : "#"
        screen.put(mark, x: sprite.rect.x + sprite.rect.width / 2, y: sprite.rect.y + sprite.rect.height / 2)
    }

}

/// The toy game's entry: what a game's module declares, and all the app needs of it.
enum ToyTable {
    typealias Scene = TableScene<ToyGame>

    static let entry = entry(decoding: decode)

    /// The entry, its logs read by `decode` (a test counts them).
    static func entry(decoding decode: @escaping @Sendable (GameLog) -> Result<ToyGame, OpeningFailure>)
        -> GameEntry
    {
        GameEntry(
            kind: .toy, title: "Toy", command: "toy", usage: "turn six cards (tests only)",
            help: GameHelp(synopsis: "toy", about: "Turn six cards.", options: "", keys: "  Space  turn"),
            companies: [.alone], canBeWatched: false,
            menu: [
                MenuEntry(
                    title: "Toy", detail: "turn six cards", key: "y", rank: 10,
                    destination: .game(GameRequest(.toy)))
            ],
            soakStarts: [.game(GameRequest(.toy))],
            decode: decode,
            describe: { game, _ in "Toy · \(game.moveCount) turned" },
            open: { request, opening, kept in
                if let saved = opening.saved, let game = kept {
                    var scene = table(game, opening: opening, message: "Resumed.")
                    scene.resume(played: saved.seconds)
                    return .success(scene)
                }
                return .success(
                    table(ToyGame(seed: opening.seed), opening: opening, message: "Turn them all."))
            })
    }

    static func decode(_ log: GameLog) -> Result<ToyGame, OpeningFailure> {
        guard let game = ToyGame(log: log) else { return .failure(OpeningFailure("not a toy game")) }
        return .success(game)
    }

    static func table(_ game: ToyGame, opening: Opening, message: String) -> Scene {
        Scene(
            game: game, mode: .playing, people: [0], seed: game.seed, opening: opening,
            message: Chrome.Message(text: message, tone: .info))
    }
}
