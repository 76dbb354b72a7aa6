import Animation
import CardModel
import FileStore
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import SetTable

/// A table's files as effects: the table asks, the app's runner writes, and what came of it
/// goes back to the table.
@Suite struct TableEffectsTests {
    static let size = Size(width: 80, height: 24)

    // What a new game and a game's end ask for, and what the answer does, are asserted
    // whole on the reducer (`TableReducerTests`); here the app's runner carries them out.

    @Test func theEndOfAGameIsRecordedByTheRunnerAndTheBestsComeBackWithTheAnswer() throws {
        let keeper = KeeperInMemory()
        var driver = SceneDriver(seed: 4, services: services(keeper: keeper))
        driver.playToTheEnd(pause: 4)
        #expect(keeper.records.count == 1, "the runner wrote the record")
        #expect(driver.scene.finished?.records == keeper.records, "and handed the table the answer")
    }

    @Test func aGameWhoseRecordCannotBeWrittenKeepsItsSave() throws {
        let (_, store) = FilesTests.home()
        let keeper = FileKeeper(store: store)
        // Neither the record nor the games waiting beside it can be written.
        try FileManager.default.createDirectory(at: keeper.recordsFile, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: keeper.pendingFile, withIntermediateDirectories: true)
        let broken = FileKeeper(store: store)
        var driver = SceneDriver(seed: 4, services: services(keeper: broken))
        driver.press(.character(" "))
        let kept = try #require(driver.scene.gameToKeep(now: driver.now))
        broken.save(kept.saved, as: kept.id)
        #expect(broken.keptGame(kept.id) != nil)
        driver.press(.character("N"))
        driver.press(.character("y"))
        #expect(driver.scene.keptAs != kept.id, "a new game was dealt")
        #expect(broken.failedToWrite, "the exit status says the record was not written")
        #expect(
            broken.keptGame(kept.id)?.saved == kept.saved,
            "the game that could not be recorded is still kept: \(broken.problems)")
    }
}
