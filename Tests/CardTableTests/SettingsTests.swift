import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import TestSupport
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import SetTable

/// The settings screen, the settings file's new keys, the command line over them, palettes.
@Suite struct SettingsTests {
    static let size = Size(width: 80, height: 24)

    static func text(_ scene: SettingsScene) -> String {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: 0)
        return screen.text
    }

    /// Presses `key` on `scene`, and has the app's runner make the change of the settings
    /// it asks for, as the app does after every event.
    @discardableResult
    static func press(_ key: Key, on scene: inout SettingsScene, _ services: AppServices) -> SceneAction {
        let action = scene.handle(.key(key), size: size, now: 0)
        _ = EffectRunner(services: services).run(scene.takeEffects())
        return action
    }

    @Test func aChangeIsAskedOfTheAppAsAnEffectAndTheSceneWritesNothing() {
        let (services, _) = PlayersTests.services()
        var scene = SettingsScene(capabilities: RenderOptions(), services: services, catalog: .tested)
        _ = scene.handle(.key(.right), size: Self.size, now: 0)
        #expect(services.settings.palette == .standard, "nothing is changed until the app carries it out")
        var chosen = services.effectiveSettings
        chosen.palette = .colorSafe
        #expect(scene.takeEffects() == [.changeSettings(.table(chosen))])
        #expect(scene.takeEffects().isEmpty, "each change is asked once")
    }

    @Test func eachSettingChangesWithLeftAndRightAndIsKeptAtOnce() throws {
        let folder = scratchFolder("settings")
        let (services, file) = PlayersTests.services(folder: folder)
        var scene = SettingsScene(capabilities: RenderOptions(), services: services, catalog: .tested)
        #expect(Self.text(scene).contains("▶ Card colours    ◀ standard ▶"), "\(Self.text(scene))")
        #expect(Self.text(scene).contains("Kept in") && Self.text(scene).contains("settings.json"))
        Self.press(.right, on: &scene, services)
        #expect(services.settings.palette == .colorSafe)
        #expect(
            Self.text(scene).contains(" red ") && Self.text(scene).contains(" purple "), "cards name colours")
        Self.press(.down, on: &scene, services)
        Self.press(.right, on: &scene, services)
        #expect(services.settings.speed == 1.5)
        Self.press(.down, on: &scene, services)
        Self.press(.character(" "), on: &scene, services)
        #expect(services.settings.reducedMotion)
        Self.press(.down, on: &scene, services)
        Self.press(.right, on: &scene, services)
        #expect(services.settings.ascii)
        #expect(Self.text(scene).contains("> ASCII only      < on >"), "the screen draws in ASCII at once")
        Self.press(.down, on: &scene, services)
        Self.press(.right, on: &scene, services)
        #expect(services.settings.keyboard == .azerty)
        Self.press(.down, on: &scene, services)
        Self.press(.left, on: &scene, services)
        Self.press(.left, on: &scene, services)
        #expect(services.settings.value(of: SetTable.claimTime) == 5)
        let saved = try String(contentsOf: file, encoding: .utf8)
        for key in [
            "\"palette\" : \"color-safe\"", "\"speed\" : 1.5", "\"reducedMotion\" : true", "\"ascii\" : true",
            "\"claimSeconds\" : 5", "\"keyboard\" : \"azerty\"",
        ] {
            #expect(saved.contains(key), "\(key) in \(saved)")
        }
        #expect(Self.press(.escape, on: &scene, services) == .open(.menu))
        // The next run reads them back.
        let (again, _) = PlayersTests.services(folder: folder)
        #expect(again.settings == services.settings)
    }

    @Test func theCommandLineHoldsForOneRunUntilTheSettingIsChangedInTheGame() {
        let (services, _) = PlayersTests.services()
        services.changeSettings { $0.speed = 2 }
        services.overrides = SettingsOverrides(palette: .highContrast, speed: 0.5)
        #expect(
            services.effectiveSettings.speed == 0.5 && services.effectiveSettings.palette == .highContrast)
        #expect(services.settings.speed == 2, "the file is not changed by the command line")
        var scene = SettingsScene(capabilities: RenderOptions(), services: services, catalog: .tested)
        #expect(Self.text(scene).contains("for this run: command line"))
        Self.press(.down, on: &scene, services)
        Self.press(.right, on: &scene, services)
        #expect(services.effectiveSettings.speed == 0.75 && services.overrides.speed == nil)
        #expect(services.overrides.palette == .highContrast, "what was not changed still holds")
    }

    @Test func valuesOutOfRangeMakeTheFileOneThatCannotBeRead() throws {
        for bad in [
            #"{"palette": "pastel"}"#, #"{"speed": 9}"#, #"{"speed": "fast"}"#, #"{"reducedMotion": 1}"#,
            #"{"ascii": "yes"}"#, #"{"claimSeconds": 2}"#, #"{"claimSeconds": 1e300}"#,
        ] {
            #expect(throws: PlayerSettings.Unreadable.self, "\(bad)") {
                try PlayerSettings(data: Data(bad.utf8), declared: [SetTable.claimTime])
            }
        }
        let good = try PlayerSettings(
            data: Data(#"{"speed": 0.25, "claimSeconds": 120, "ascii": true}"#.utf8),
            declared: [SetTable.claimTime])
        #expect(good.speed == 0.25 && good.value(of: SetTable.claimTime) == 120 && good.ascii)
    }

    @Test func aPaletteChosenInTheSettingsReachesTheTerminalAndTheGames() throws {
        let (services, _) = PlayersTests.services()
        let events: [InputEvent] = [
            .key(.character("s")), .key(.right), .key(.escape), .key(.character("1")),
        ]
        let terminal = InMemoryTerminal(size: Self.size, events: events)
        App(
            terminal: terminal, clock: ManualClock(), start: .menu,
            settings: App.Settings(seed: 1, timing: AnimationTiming(reducedMotion: true)), services: services,
            catalog: .tested
        ).run()
        #expect(terminal.renderOptions.palette == .colorSafe)
        let last = try #require(terminal.screen)
        #expect(
            last.text.contains(" red ") || last.text.contains(" green "),
            "the game spells colours:\n\(last.text)")
    }

    @Test func aNewGameBetweenFriendsTakesTheClaimTimeOfTheSettings() throws {
        let (services, _) = PlayersTests.services()
        services.changeSettings { $0.set(SetTable.claimTime, to: 20) }
        let terminal = InMemoryTerminal(size: Self.size, events: [.key(.character("1"))])
        App(
            terminal: terminal, clock: ManualClock(),
            start: .game(GameRequest(.set, seats: Seats.friends(count: 2))),
            settings: App.Settings(seed: 1, timing: AnimationTiming(reducedMotion: true)), services: services,
            catalog: .tested
        ).run()
        let last = try #require(terminal.screen)
        #expect(last.text.contains("Player 1: Set! Choose three cards in 20 s."), "\(last.line(0))")
    }
}
