import CardModel
import Foundation
import GameTable
import Render
import TableLayout
import TerminalIO
import Testing

@testable import SetTable
@testable import TableHosting

/// A table joined from the list of tables, on real sockets: the screen draws and Esc works
/// while a silent host is waited for; the interface froze up to five seconds.
@Suite struct JoiningSceneTests {
    static let size = Size(width: 80, height: 24)

    /// Runs `test` with Bob joining from the list a table hosted on a real socket, in a
    /// folder of its own, whose host the test polls (or leaves silent); closes both after.
    static func joiningAHostedTable(
        _ test: (_ scene: inout JoiningScene, TableHost, TablePlaces.OpenTable) throws -> Void
    ) throws {
        let folder = TablePlacesTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = TablePlacesTests.places(folder)
        let policy = JoinPolicy(host: TablePlacesTests.me)
        let (name, listener) = try places.open(for: policy)
        let host = TableHost(name: name, game: .set, hostName: "Ann", policy: policy, listener: listener)
        defer { host.close(because: "the test ended") }
        guard case .table(let table) = places.find(name) else { throw CancellationError() }
        var scene = JoiningScene(
            table: table, playerName: "Bob", watching: false, places: places, entries: [SetTable.entry],
            opening: SharedTableRig.opening(seed: 1, keeper: KeeperInMemory(), now: 0))
        try test(&scene, host, table)
    }

    static func text(_ scene: any Scene) -> String {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        return screen.rows.joined(separator: "\n")
    }

    @Test func aSilentHostIsWaitedForWhileTheScreenDrawsAndEscGoesBack() throws {
        try Self.joiningAHostedTable { scene, _, table in
            #expect(scene.advance(to: 0, size: Self.size) == .stay)
            #expect(scene.takeSuccessor() == nil, "still waiting: the host has not answered")
            #expect(Self.text(scene).contains("Joining"), "\(Self.text(scene))")
            #expect(!scene.descriptors.isEmpty, "its socket is watched with the terminal")
            _ = scene.handle(.key(.escape), size: Self.size, now: 1)
            let list = try #require(scene.takeSuccessor() as? TableListScene, "Esc: back to the list")
            #expect(list.chosen == table.name)
        }
    }

    @Test func aHostSilentForFiveSecondsIsSaidNotToAnswer() throws {
        try Self.joiningAHostedTable { scene, _, table in
            _ = scene.advance(to: 0, size: Self.size)
            _ = scene.advance(to: 4.9, size: Self.size)
            #expect(scene.takeSuccessor() == nil)
            _ = scene.advance(to: 5, size: Self.size)
            let list = try #require(scene.takeSuccessor() as? TableListScene)
            #expect(
                list.message?.text == "Cannot join \(table.name): the host did not answer",
                "\(list.message?.text ?? "")")
        }
    }

    @Test func aHostThatAnswersSeatsThePlayerAtTheTable() throws {
        try Self.joiningAHostedTable { scene, host, _ in
            _ = scene.advance(to: 0, size: Self.size)
            var joined: (any Scene)?
            for step in 1...200 where joined == nil {
                host.poll(now: Double(step) * 0.01)
                _ = scene.advance(to: Double(step) * 0.01, size: Self.size)
                joined = scene.takeSuccessor()
                if joined == nil { usleep(5000) }
            }
            #expect(joined is GuestScene, "\(String(describing: joined))")
            #expect(host.players == ["Ann", "Bob"])
        }
    }
}
