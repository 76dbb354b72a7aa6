import Animation
import CardModel
import FileStore
import Foundation
import GameTable
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import Keeping
@testable import SetTable

/// `--ghost best` (or `last`) while the player's record of games cannot be read.
@Suite struct GhostUnreadableRecordTests {
    /// The game is played without a ghost, saying so, and the file is named as it opens.
    ///
    /// A file's problem, not a bad command line (files.md): it exited 2 before the game.
    @Test(arguments: [SetGhostChoice.best, .last])
    func aRecordThatCannotBeReadLeavesTheGameWithoutAGhostSayingWhy(choice: SetGhostChoice) throws {
        let (_, store) = FilesTests.home()
        try store.write(Data("{".utf8), to: FileKeeper(store: store).recordsFile)
        let keeper = FileKeeper(store: store)
        #expect(keeper.recordIsUnreadable)
        let shared = services(keeper: keeper)
        var request = GameRequest(.set, options: SetOptions(ghost: choice))
        request.seed = 5
        guard case .success(let prepared) = SetTable.prepareRace(request, shared) else {
            Issue.record("\(choice): the game is not played")
            return
        }
        #expect(prepared.race == nil)
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), events: [])
        App(
            terminal: terminal, clock: ManualClock(), start: .game(prepared),
            settings: App.Settings(seed: 5, seedIsChosen: true, timing: AnimationTiming(reducedMotion: true)),
            services: shared, catalog: .tested
        ).run()
        let shown = terminal.frames.map(\.text).joined(separator: "\n")
        #expect(shown.contains("No ghost: your record of games cannot be read."), "\(shown)")
        #expect(shown.contains("games.json"), "the file is named as the game opens:\n\(shown)")
        #expect(try store.read(keeper.recordsFile) == Data("{".utf8), "left as it is")
    }
}
