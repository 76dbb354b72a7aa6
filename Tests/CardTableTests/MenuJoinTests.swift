import Animation
import CardModel
import FileStore
import Foundation
import GameTable
import Render
import TableHosting
import TableLayout
import Testing

@testable import cardtable

/// Joining a table from the menu does not hold up the interface.
@Suite struct MenuJoinTests {
    /// A silent host is joined from the menu without holding up the screen.
    ///
    /// A table on a real socket whose host never answers (stopped, or busy): the menu's join
    /// waited five seconds for it, the screen frozen and Esc not taken, before the list said
    /// it did not answer. Now it comes back at once with a screen that waits for the host.
    @Test func joiningASilentHostDoesNotHoldUpTheScreen() throws {
        let folder = URL(fileURLWithPath: "/tmp/ct-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runtime = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(
            at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let places = TablePlaces(
            environment: ["XDG_RUNTIME_DIR": runtime.path],
            directories: AppDirectories(environment: ["HOME": folder.path]), user: SystemAccounts.current)
        let policy = JoinPolicy(host: SystemAccounts.current)
        let (name, listener) = try places.open(for: policy)
        defer { listener.close() }
        let tables = MenuTables(places: places, catalog: .tested, playerName: "Bob")
        let opening = Opening(
            options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: services(), seed: 1)
        guard case .success(var scene) = tables.join(named: name, watching: false, as: nil, opening) else {
            Issue.record("no scene")
            return
        }
        _ = scene.advance(to: 0, size: Size(width: 80, height: 24))
        var screen = Screen(size: Size(width: 80, height: 24))
        scene.render(into: &screen, now: 0)
        let text = screen.text
        #expect(text.contains("Joining") && text.contains("Esc back"), "\(text)")
    }
}
