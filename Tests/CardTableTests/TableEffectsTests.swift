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

    /// A Set table, brought up to date once, with what it asked for as it opened.
    static func table(keeper: any GameKeeper = KeeperInMemory()) -> (SetScene, [TableEffect]) {
        var scene = SetScene(
            seed: 4, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: services(keeper: keeper))
        _ = scene.advance(to: 0, size: size)
        let effects = scene.takeEffects()
        return (scene, effects)
    }

    @Test func aNewGameAsksForTheOldOneToBeRecordedThenLetGoAndTheNewOneHeld() throws {
        var (scene, opening) = Self.table()
        let first = scene.keptAs
        #expect(opening == [.hold(first)], "a table holds its game open from the start")
        _ = scene.handle(.key(.character(" ")), size: Self.size, now: 1)
        #expect(scene.takeEffects().isEmpty, "a move writes nothing")
        _ = scene.handle(.key(.character("n")), size: Self.size, now: 2)
        _ = scene.handle(.key(.character("y")), size: Self.size, now: 2)
        let effects = scene.takeEffects()
        let second = scene.keptAs
        #expect(second != first)
        guard effects.count == 4, case .save(let kept) = effects[0],
            case .record(let record, let discarding) = effects[1]
        else {
            Issue.record("expected a save, a record, a release and a hold: \(effects)")
            return
        }
        #expect(kept.id == first && kept.saved.log.moveCount == 1, "the old game kept as it is now")
        #expect(
            !record.finished && discarding == first, "the old game, abandoned, and its save once recorded")
        #expect(Array(effects.dropFirst(2)) == [.release(first), .hold(second)])
        #expect(scene.takeEffects().isEmpty, "each effect is taken once")
    }

    @Test func theEndOfAGameAsksForItsRecordAndTheBestsComeBackWithTheAnswer() throws {
        let keeper = KeeperInMemory()
        var driver = SceneDriver(seed: 4, services: services(keeper: keeper))
        driver.playToTheEnd(pause: 4)
        #expect(keeper.records.count == 1, "the runner wrote the record")
        #expect(driver.scene.finished?.records == keeper.records, "and handed the table the answer")
        // The same end, asked for and not yet answered: nothing is written, no bests claimed.
        let unanswered = KeeperInMemory()
        var (table, _) = Self.table(keeper: unanswered)
        table.game = driver.scene.game
        table.state.finish(now: 100)
        let effects = table.state.takeEffects()
        guard effects.count == 1, case .record(let record, let discarding) = effects[0] else {
            Issue.record("expected one record: \(effects)")
            return
        }
        #expect(record.finished && discarding == table.keptAs)
        #expect(table.finished == nil && unanswered.records.isEmpty)
        table.receive(.recorded(record, bestsBefore: nil, records: [record], written: true), now: 100)
        #expect(table.finished?.records == [record])
        #expect(table.finished?.bests.best == nil, "a record that cannot be read claims no best")
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
        driver.press(.character("n"))
        driver.press(.character("y"))
        #expect(driver.scene.keptAs != kept.id, "a new game was dealt")
        #expect(broken.failedToWrite, "the exit status says the record was not written")
        #expect(
            broken.keptGame(kept.id)?.saved == kept.saved,
            "the game that could not be recorded is still kept: \(broken.problems)")
    }
}
