import Animation
import CardModel
import GameTable
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp

/// The question before a kept game is abandoned keeps its keys on screen at every width.
@Suite struct AbandonQuestionTests {
    /// A game of a twenty-digit seed (one drawn at random) asked to be abandoned: at 80 columns
    /// the question named the game and its seed and was cut before 'y: yes'
    /// ('Abandon Set · score 0 · 0 Sets · 81 cards left · 0:01 (seed…').
    @Test(arguments: [80, 50])
    func theQuestionSaysWhichKeyAbandons(width: Int) throws {
        let keeper = KeeperInMemory()
        KeptGamesTests.run(
            NothingLostTests.aMoveThenQuit, start: .game(GameRequest(.set)), keeper: keeper,
            seed: 18_446_744_073_709_551_557, seedIsChosen: true)
        #expect(keeper.gamesInProgress.count == 1)
        var list = GamesInProgressScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        let size = Size(width: width, height: 24)
        _ = list.handle(.key(.character("x")), size: size, now: 0)
        var screen = Screen(size: size)
        list.render(into: &screen, now: 0)
        let top = screen.line(0) + " " + screen.line(1)
        #expect(top.contains("y: yes, any other key: no"), "\(screen.text)")
        #expect(!top.contains("…"), "\(screen.text)")
    }
}
