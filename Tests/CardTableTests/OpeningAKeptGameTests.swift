import Animation
import CardModel
import FileStore
import Foundation
import GameTable
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import Keeping

/// A kept game is read from its file and played through once as it opens: a long game's save
/// is megabytes of moves, and each read and each play through took seconds (it was read twice
/// and played through three times: checked, matched to the request, opened).
@Suite struct OpeningAKeptGameTests {
    /// How often the toy game's logs were played through.
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    @Test func aKeptGameIsReadAndPlayedThroughOnceAsItOpens() throws {
        let folder = scratchFolder("opening")
        let system = FaultyFileSystem()
        let store = FileStore(directories: AppDirectories(environment: ["HOME": folder.path]), system: system)
        let decoded = Count()
        let entry = ToyTable.entry { log in
            decoded.add()
            return ToyTable.decode(log)
        }
        let catalog = GameCatalog(entries: GameCatalog.tested.entries + [entry])
        func app(_ events: [InputEvent], keeper: FileKeeper) -> App {
            let clock = ManualClock()
            return App(
                terminal: TickingTerminal(
                    InMemoryTerminal(size: Size(width: 80, height: 24), events: events), clock),
                clock: clock, start: .game(GameRequest(.toy)),
                settings: App.Settings(seed: 5, timing: AnimationTiming(reducedMotion: true)),
                services: AppServices(keeper: keeper), catalog: catalog)
        }
        // A card turned, then q: the game is kept in its file.
        app([.key(.character(" ")), .key(.character("Q"))], keeper: FileKeeper(store: store)).run()
        let name = try #require(
            try store.names(in: store.directories.state).first { $0.hasSuffix("-game.json") })
        let save = store.directories.state.appendingPathComponent(name).path
        let keeper = FileKeeper(store: store)
        let readsBefore = system.openedToRead.filter { $0 == save }.count
        let decodedBefore = decoded.value

        let opened = app([], keeper: keeper)
        #expect(
            (opened.currentScene as? ToyTable.Scene)?.game.moveCount == 1, "the kept game is taken up")
        #expect(system.openedToRead.filter { $0 == save }.count - readsBefore == 1, "read once")
        #expect(decoded.value - decodedBefore == 1, "played through once")
    }
}
