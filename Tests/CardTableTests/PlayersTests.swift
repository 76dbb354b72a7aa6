import CardModel
import FileStore
import Foundation
import MemorizeTable
import Render
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping

/// Who plays a game against others, asked before it starts, and kept as a setting.
@Suite struct PlayersTests {
    /// Services keeping their settings in a scratch config folder.
    static func services(folder: URL = scratchFolder("settings")) -> (AppServices, URL) {
        let store = FileStore(
            directories: AppDirectories(environment: [
                "HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "XDG_STATE_HOME": folder.path,
            ]))
        let services = AppServices(
            keeper: KeeperInMemory(),
            settingsFile: SettingsFile(store: store, declared: GameCatalog.tested.entries.flatMap(\.settings))
        )
        services.themes = library()
        return (services, folder.appendingPathComponent("cardtable/settings.json"))
    }

    static let size = Size(width: 80, height: 24)

    static func scene(_ company: PlayMode.Company, services: AppServices) -> PlayersScene {
        PlayersScene(game: .set, title: "Set", company: company, options: RenderOptions(), services: services)
    }

    static func text(_ scene: PlayersScene) -> String {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        return screen.text
    }

    /// Presses `key` on `scene`, and has the app's runner keep the players it chose, as the
    /// app does after every event.
    @discardableResult
    static func press(_ key: Key, on scene: inout PlayersScene, _ services: AppServices) -> SceneAction {
        let action = scene.handle(.key(key), size: size, now: 0)
        _ = EffectRunner(services: services).run(scene.takeEffects())
        return action
    }

    @Test func theLevelIsAskedAndRememberedForNextTime() throws {
        let folder = scratchFolder("settings")
        let (services, file) = Self.services(folder: folder)
        var scene = Self.scene(.computer, services: services)
        #expect(Self.text(scene).contains("▶ 2  Normal"), "normal at first:\n\(Self.text(scene))")
        Self.press(.down, on: &scene, services)
        let action = scene.handle(.key(.enter), size: Self.size, now: 0)
        #expect(action == .open(.game(GameRequest(.set, seats: Seats.againstComputer(.hard)))))
        // The level is asked of the app, whose runner keeps it.
        #expect(services.settings.computerLevel == .normal)
        let asked = scene.takeEffects()
        #expect(asked == [.changeSettings(.players(Seats.againstComputer(.hard)))])
        _ = EffectRunner(services: services).run(asked)
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\"computerLevel\" : \"hard\""), "\(saved)")
        // The next run starts on the level chosen last.
        let (again, _) = Self.services(folder: folder)
        #expect(Self.text(Self.scene(.computer, services: again)).contains("▶ 3  Hard"))
        // A number chooses at once.
        var quick = Self.scene(.computer, services: again)
        #expect(
            quick.handle(.key(.character("1")), size: Self.size, now: 0)
                == .open(.game(GameRequest(.set, seats: Seats.againstComputer(.easy)))))
    }

    @Test func friendsSayHowManyAndMayGiveTheirNames() throws {
        let folder = scratchFolder("settings")
        let (services, _) = Self.services(folder: folder)
        var scene = Self.scene(.friends, services: services)
        #expect(Self.text(scene).contains("How many players?"))
        Self.press(.character("2"), on: &scene, services)
        #expect(Self.text(scene).contains("Player 3:  Player 3"), "\(Self.text(scene))")
        for key in "Ann" { Self.press(.character(key), on: &scene, services) }
        Self.press(.enter, on: &scene, services)
        for key in "Bobx" { Self.press(.character(key), on: &scene, services) }
        Self.press(.backspace, on: &scene, services)
        // The third leaves their name empty.
        Self.press(.enter, on: &scene, services)
        Self.press(.enter, on: &scene, services)
        let action = Self.press(.enter, on: &scene, services)
        #expect(
            action == .open(.game(GameRequest(.set, seats: Seat.friends(names: ["Ann", "Bob", "Player 3"])))))
        // Next time: three players, the names ready to change.
        let (again, _) = Self.services(folder: folder)
        var next = Self.scene(.friends, services: again)
        #expect(Self.text(next).contains("▶ 2  3 players"))
        Self.press(.enter, on: &next, again)
        #expect(Self.text(next).contains("Player 1:  Ann") && Self.text(next).contains("Player 2:  Bob"))
    }

    @Test func twoFriendsOfOneNameAreAskedForANameEach() {
        var form = PlayersForm(company: .friends, settings: PlayerSettings())
        _ = form.handle(.enter)
        for key in "Ann" { _ = form.handle(.character(key)) }
        _ = form.handle(.enter)
        for key in "Ann" { _ = form.handle(.character(key)) }
        _ = form.handle(.enter)
        #expect(form.handle(.enter) == .stay)
        #expect(form.problem == "Two players are called Ann: give each a name of their own.")
        // Esc goes back a step, then out.
        #expect(form.handle(.escape) == .stay && form.step == .count)
        #expect(form.handle(.escape) == .cancel)
    }

    @Test func settingsKeepTheKeysTheyDoNotKnowAndRefuseValuesOutOfRange() throws {
        let folder = scratchFolder("settings")
        let (_, file) = Self.services(folder: folder)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"futureKey": {"a": [1, 2]}, "computerLevel": "easy"}"#.utf8).write(to: file)
        let (services, _) = Self.services(folder: folder)
        #expect(services.settings.computerLevel == .easy && services.settingsProblem == nil)
        services.changeSettings { $0.computerLevel = .hard }
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\"futureKey\" : {") && saved.contains("\"hard\""), "\(saved)")

        for bad in [
            #"{"computerLevel": "genius"}"#, #"{"friendCount": 9}"#, #"{"friendNames": ["Ann", ""]}"#,
            "[1, 2]", "not json",
        ] {
            try Data(bad.utf8).write(to: file)
            let (broken, _) = Self.services(folder: folder)
            let problem = try #require(broken.settingsProblem, "\(bad) is refused")
            #expect(problem.contains("settings.json") && problem.contains("not kept"), "\(problem)")
            #expect(broken.settings == PlayerSettings(), "the defaults are played with")
            broken.changeSettings { $0.computerLevel = .hard }
            #expect(broken.settings.computerLevel == .hard, "a change holds for the run")
            #expect(try String(contentsOf: file, encoding: .utf8) == bad, "the broken file is left as it is")
            #expect(
                MenuScene(options: RenderOptions(), services: broken, catalog: .tested).render(
                    size: Self.size
                ).contains(
                    "settings.json"))
        }
        // A name is read without its control characters: it can never drive the terminal.
        try Data(#"{"friendNames": ["\u001b[2JAnn"]}"#.utf8).write(to: file)
        #expect(Self.services(folder: folder).0.settings.friendNames == ["[2JAnn"])
    }
}

extension MenuScene {
    /// The menu's screen as text.
    fileprivate func render(size: Size) -> String {
        var screen = Screen(size: size)
        render(into: &screen, now: 0)
        return screen.text
    }
}
