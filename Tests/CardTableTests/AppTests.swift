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
@testable import MemorizeTable
@testable import SetTable
@testable import cardtable

@Suite struct AppTests {
    @Test func menuOpensSetAndQuitEnds() throws {
        let terminal = InMemoryTerminal(
            size: Size(width: 80, height: 24),
            events: [.key(.down), .key(.up), .key(.enter), .key(.right), .key(.character("Q"))])
        App(
            terminal: terminal, clock: ManualClock(), start: .menu, settings: App.Settings(seed: 9),
            catalog: .tested
        ).run()
        let first = try #require(terminal.frames.first)
        #expect(first.text.contains("1  Play Set"))
        expectGolden(first.text, named: "menu-80x24")
        let last = try #require(terminal.screen)
        let game = SetGame(seed: 9)
        #expect(last.line(23).hasSuffix(game.table[1].description))
        // One frame per event but the last, which quits.
        #expect(terminal.frames.count == 5)
    }

    /// Tables that never open a socket: what the menu asked for, and a screen to show.
    final class FakeTables: SharedTables {
        var asked: [String] = []
        let joinable: Bool

        init(joinable: Bool) { self.joinable = joinable }

        struct Lobby: Scene {
            let words: String
            mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
                event == .key(.character("q")) ? .quit : .stay
            }
            mutating func advance(to now: Double, size: Size) -> SceneAction { .stay }
            func render(into screen: inout Screen, now: Double) { screen.write(words, x: 0, y: 0) }
        }

        func host(_ game: GameKind, _ opening: Opening) -> Result<any Scene, OpeningFailure> {
            asked.append("host \(game.rawValue)")
            return .success(Lobby(words: "lobby of \(game.rawValue)"))
        }

        func join(named name: String?, watching: Bool, as player: String?, _ opening: Opening) -> Result<
            any Scene, OpeningFailure
        > {
            asked.append("join" + (name.map { " \($0)" } ?? ""))
            return joinable
                ? .success(Lobby(words: "joined")) : .failure(OpeningFailure("No table is open."))
        }
    }

    @Test func theMenuHostsAndJoinsTablesWhereTheProgramCanOpenThem() throws {
        let size = Size(width: 80, height: 24)
        let plain = MenuScene(options: RenderOptions(), catalog: .tested)
        #expect(!plain.items.contains { $0.key == "H" || $0.key == "J" }, "no entries without tables")
        var menu = MenuScene(options: RenderOptions(), catalog: .tested, sharesTables: true)
        // One line hosts, asking which game; each game there keeps its key: H H hosts Set.
        #expect(menu.handle(.key(.character("H")), size: size, now: 0) == .stay)
        var asking = Screen(size: size)
        menu.render(into: &asking, now: 0)
        for words in ["Host a table: which game?", "H  Host Set", "M  Host Memorize", "Esc back"] {
            #expect(asking.text.contains(words), "\(words):\n\(asking.text)")
        }
        #expect(!asking.text.contains("Settings"))
        #expect(menu.handle(.key(.character("H")), size: size, now: 0) == .open(.hostTable(.set)))
        #expect(menu.handle(.key(.character("M")), size: size, now: 0) == .open(.hostTable(.memorize)))
        // Esc goes back to the start menu, on the line that asked; Esc there quits.
        #expect(menu.handle(.key(.escape), size: size, now: 0) == .stay)
        #expect(menu.items[menu.selected].title == "Host a table")
        #expect(menu.handle(.key(.enter), size: size, now: 0) == .stay)
        #expect(menu.handle(.key(.enter), size: size, now: 0) == .open(.hostTable(.set)), "its first line")
        _ = menu.handle(.key(.escape), size: size, now: 0)
        var quitting = menu
        #expect(quitting.handle(.key(.escape), size: size, now: 0) == .quit, "Esc on the start menu quits")
        var backspaced = menu
        _ = backspaced.handle(.key(.down), size: size, now: 0)
        let pointer = backspaced.selected
        #expect(backspaced.handle(.key(.backspace), size: size, now: 0) == .stay)
        #expect(backspaced.selected == pointer, "Backspace on the start menu moves nothing")
        #expect(menu.handle(.key(.character("J")), size: size, now: 0) == .open(.joinTable()))
        #expect(menu.handle(.key(.character("M")), size: size, now: 0) == .stay, "M is Memorize's only there")
        // h j k l still move the pointer.
        let before = menu.selected
        #expect(menu.handle(.key(.character("j")), size: size, now: 0) == .stay)
        #expect(menu.selected == before + 1)

        // With a game in progress too, every entry and the keys' line fit 80x24.
        let keeper = KeeperInMemory()
        keeper.save(SavedGame(log: try SetGame(seed: 3).log(), seconds: 5, savedAt: Date()), as: "set-game")
        let full = MenuScene(
            options: RenderOptions(), services: services(keeper: keeper), catalog: .tested, sharesTables: true
        )
        var screen = Screen(size: size)
        full.render(into: &screen, now: 0)
        for words in ["c  Continue", "H  Host a table", "J  Join a table", "q  Quit", "arrows move"] {
            #expect(screen.text.contains(words), "\(words):\n\(screen.text)")
        }

        let tables = FakeTables(joinable: false)
        let terminal = InMemoryTerminal(
            size: size,
            events: [
                .key(.character("J")), .key(.character("H")), .key(.character("M")), .key(.character("q")),
            ])
        App(
            terminal: terminal, clock: ManualClock(), start: .menu, settings: App.Settings(seed: 9),
            catalog: .tested, tables: tables
        ).run()
        #expect(tables.asked == ["join", "host memorize"])
        #expect(terminal.frames.contains { $0.text.contains("No table is open.") }, "the menu says why")
        #expect(terminal.frames.last?.text.hasPrefix("lobby of memorize") == true)
    }

    @Test func aThemeAddedInTheChooserIsThereWhenMemorizeOpensAgain() throws {
        let folder = temporaryFolder()
        var events: [InputEvent] = [.key(.character("3")), .key(.character("a"))]
        events += "Pets".map { .key(.character($0)) } + [.key(.tab)]
        events += ["🐶", "🐱", "🐭", "🐹"].map { .key(.character(Character($0))) }
        // Save, leave the themes for the menu, then open them again.
        events += [.key(.enter), .key(.escape), .key(.character("3"))]
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), events: events)
        let settings = App.Settings(seed: 1, timing: AnimationTiming(reducedMotion: true))
        App(
            terminal: terminal, clock: ManualClock(), start: .menu, settings: settings,
            services: services(library: library(userFolder: folder)), catalog: .tested
        ).run()
        let last = try #require(terminal.screen)
        #expect(last.text.contains("Pets (yours)"))
    }

    @Test func resizeRelaysTheTableAtOnce() throws {
        let terminal = InMemoryTerminal(
            size: Size(width: 80, height: 24), events: [.resize(Size(width: 120, height: 40))])
        App(
            terminal: terminal, clock: ManualClock(), start: .game(GameRequest(.set)),
            settings: App.Settings(seed: 1, timing: AnimationTiming(reducedMotion: true)), catalog: .tested
        ).run()
        let last = try #require(terminal.screen)
        #expect(last.size == Size(width: 120, height: 40))
        expectGolden(last.text, named: "set-start-120x40")
    }

    @Test func aMenuKeyMeansOneEntryWhetherOrNotAGameIsInProgress() throws {
        let size = Size(width: 80, height: 24)
        var empty = MenuScene(options: RenderOptions(), services: services(), catalog: .tested)
        let keeper = KeeperInMemory()
        let log = try SetGame(seed: 3).log()
        keeper.save(SavedGame(log: log, seconds: 5, savedAt: Date()), as: "set-game")
        var kept = MenuScene(options: RenderOptions(), services: services(keeper: keeper), catalog: .tested)
        for key in "1234567890st" {
            #expect(
                empty.handle(.key(.character(key)), size: size, now: 0)
                    == kept.handle(.key(.character(key)), size: size, now: 0), "\(key)")
        }
        #expect(
            kept.handle(.key(.character("5")), size: size, now: 0)
                == .open(.game(GameRequest(.set, watching: .endless))))
        #expect(kept.handle(.key(.character("c")), size: size, now: 0) == .open(.resume("set-game")))
        #expect(empty.handle(.key(.character("c")), size: size, now: 0) == .stay)
        #expect(kept.handle(.key(.character("s")), size: size, now: 0) == .open(.settings))
        #expect(kept.handle(.key(.character("q")), size: size, now: 0) == .quit)
    }

    @Test func onAShortWindowTheMenuScrollsToKeepThePointerInSight() {
        let size = Size(width: 50, height: 15)
        var menu = MenuScene(options: RenderOptions(), catalog: .tested, sharesTables: true)
        func text() -> String {
            var screen = Screen(size: size)
            menu.render(into: &screen, now: 0)
            return screen.text
        }
        let top = text()
        #expect(!top.contains("too small"), "\(top)")
        #expect(top.contains("▶ 1  Play Set") && top.contains("▼ 5 more"), "\(top)")
        for _ in 0..<(menu.items.count - 1) { _ = menu.handle(.key(.down), size: size, now: 0) }
        let bottom = text()
        #expect(
            bottom.contains("▶ q  Quit") && bottom.contains("▲ 5 more") && !bottom.contains("▼"), "\(bottom)")
        // A click picks the item on that row, wherever the list has scrolled to.
        let row =
            menu.listLayout(size: size).shown.first { menu.items[$0.index].title == "Settings" }?.row ?? -1
        #expect(menu.handle(.click(Point(x: 5, y: row)), size: size, now: 0) == .open(.settings))
    }

    @Test func numberKeysAndClicksPickMenuItems() throws {
        var menu = MenuScene(options: RenderOptions(), catalog: .tested)
        let size = Size(width: 80, height: 24)
        #expect(menu.handle(.key(.character("1")), size: size, now: 0) == .open(.game(GameRequest(.set))))
        #expect(
            menu.handle(.key(.character("2")), size: size, now: 0) == .open(.game(GameRequest(.memorize))))
        #expect(
            menu.handle(.key(.character("3")), size: size, now: 0)
                == .open(.screen(.memorize, AnyGameValue(ThemesScreen()))))
        #expect(
            menu.handle(.key(.character("4")), size: size, now: 0)
                == .open(.screen(.puzzle, AnyGameValue(PuzzleCalendarScreen()))))
        #expect(
            menu.handle(.key(.character("5")), size: size, now: 0)
                == .open(.game(GameRequest(.set, watching: .endless))))
        #expect(
            menu.handle(.key(.character("6")), size: size, now: 0)
                == .open(.game(GameRequest(.memorize, watching: .endless))))
        #expect(
            menu.handle(.key(.character("7")), size: size, now: 0) == .open(.players(.set, .computer)))
        #expect(menu.handle(.key(.character("8")), size: size, now: 0) == .open(.players(.set, .friends)))
        var screen = Screen(size: size)
        menu.render(into: &screen, now: 0)
        let row = try #require((0..<24).first { screen.line($0).contains("Quit") })
        #expect(menu.handle(.click(Point(x: 40, y: row)), size: size, now: 0) == .quit)
    }
}

@Suite struct InvocationTests {
    @Test func commandsAndOptions() throws {
        let none = try Invocation.parse([], catalog: .tested).get()
        #expect(none.command == .play(.menu))
        let set = try Invocation.parse(["set", "--seed", "42", "--ascii", "--no-color"], catalog: .tested)
            .get()
        // The request carries the deal asked for, for a game's options to look at (`--ghost`).
        var dealt = GameRequest(.set)
        dealt.seed = 42
        #expect(set.command == .play(.game(dealt)) && set.seed == 42 && set.ascii && set.noColor)
        let deal = try Invocation.parse(
            ["deal", "--once", "--speed", "2", "--fps=30", "--reduced-motion"], catalog: .tested
        )
        .get()
        #expect(deal.command == .play(.game(GameRequest(.set, watching: .once))))
        #expect(deal.speed == 2 && deal.framesPerSecond == 30 && deal.reducedMotion)
        #expect(
            try Invocation.parse(["deal"], catalog: .tested).get().command
                == .play(.game(GameRequest(.set, watching: .endless))))
        let memorize = try Invocation.parse(["memorize", "--theme", "Food", "--seed", "3"], catalog: .tested)
            .get()
        var themed = GameRequest(.memorize, options: MemorizeOptions(theme: "Food"))
        themed.seed = 3
        #expect(memorize.command == .play(.game(themed)))
        let watch = try Invocation.parse(
            ["deal", "--game", "memorize", "--theme=Food", "--once"], catalog: .tested
        ).get()
        #expect(
            watch.command
                == .play(
                    .game(GameRequest(.memorize, watching: .once, options: MemorizeOptions(theme: "Food"))))
        )
        let friends = try Invocation.parse(
            ["set", "--players", "Ann,Bob", "--claim-time", "5"], catalog: .tested
        ).get()
        #expect(
            friends.command
                == .play(
                    .game(
                        GameRequest(
                            .set, seats: Seat.friends(names: ["Ann", "Bob"]),
                            options: SetOptions(claimSeconds: 5)))
                ))
        // Without a date the puzzle is today's: the game fills it in before it opens.
        #expect(
            try Invocation.parse(["puzzle"], catalog: .tested).get().command
                == .play(.game(GameRequest(.puzzle))))
        let settings = deal.settings(defaultSeed: 5)
        #expect(settings.seed == 5 && settings.overrides.speed == 2 && settings.framesPerSecond == 30)
        #expect(settings.overrides.reducedMotion == true && settings.overrides.palette == nil)
        #expect(
            try Invocation.parse(["set", "--palette", "color-safe"], catalog: .tested).get().palette
                == .colorSafe)
        #expect(
            try Invocation.parse(["set"], catalog: .tested).get().settings(defaultSeed: 1).overrides
                == SettingsOverrides())
        #expect(try Invocation.parse(["--seed=7", "set"], catalog: .tested).get().seed == 7)
        #expect(try Invocation.parse(["--help"], catalog: .tested).get().command == .help)
        #expect(try Invocation.parse(["-h"], catalog: .tested).get().command == .help)
        #expect(try Invocation.parse(["--version"], catalog: .tested).get().command == .version)
    }

    @Test func thePuzzlesCalendarIsAnOptionWithNoValueThatTakesADateToChoose() throws {
        #expect(
            try Invocation.parse(["puzzle", "--calendar"], catalog: .tested).get().command
                == .play(.game(GameRequest(.puzzle, options: PuzzleCalendarOptions()))))
        #expect(
            try Invocation.parse(["puzzle", "--calendar", "--date", "2026-11-30"], catalog: .tested).get()
                .command
                == .play(.game(GameRequest(.puzzle, options: PuzzleCalendarOptions(chosen: "2026-11-30")))))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["chess"], "unknown command 'chess'"),
        (["set", "set"], "unknown command 'set'"),
        (["--seed"], "option --seed needs a value"),
        (["set", "--palette", "pastel"], "--palette: 'pastel' is not standard, color-safe, high-contrast"),
        (["set", "--once"], "--once goes with the deal command"),
        (["set", "--theme", "Food"], "--theme goes with memorize or deal --game memorize"),
        (["deal", "--theme", "Food"], "--theme goes with memorize or deal --game memorize"),
        (["memorize", "--game", "set"], "--game goes with the deal command"),
        (["deal", "--game", "chess"], "--game: 'chess' is not set or memorize"),
        // Nobody plays the puzzle for the player.
        (["deal", "--game", "puzzle", "--once"], "--game: 'puzzle' is not set or memorize"),
        (["set", "--claim-time", "5"], "--claim-time goes with set --players"),
        (["memorize", "--turn-time", "20"], "--turn-time goes with memorize --host"),
        (["set", "--host", "--turn-time", "20"], "--turn-time goes with memorize --host"),
        (["memorize", "--host", "--turn-time", "1"], "--turn-time takes 5 to 600 seconds, not '1'"),
        (["memorize", "--host", "--turn-time", "nan"], "--turn-time takes 5 to 600 seconds, not 'nan'"),
        (["memorize", "--host", "--turn-time", "1e300"], "--turn-time takes 5 to 600 seconds, not '1e300'"),
        (["set", "--date", "2026-12-01"], "--date goes with the puzzle command"),
        (["puzzle", "--date", "garbage-date"], "--date: 'garbage-date' is not a date written YYYY-MM-DD"),
        (["puzzle", "--vs", "computer"], "--vs and --players go with set or memorize"),
        (["puzzle", "--calendar=june"], "option --calendar takes no value"),
        (["set", "--calendar"], "--calendar goes with the puzzle command"),
        (["memorize", "set"], "unknown command 'set'"),
        (["deal", "--speed", "100"], "--speed: '100' is not a number from 0.25 to 8"),
        (["--fps", "0"], "--fps: '0' is not a whole number from 1 to 240"),
        (["--seed", "x"], "--seed: 'x' is not a whole number"),
        (["replay", "0"], "replay: '0' is not a game's number in the list (1 is the newest)"),
        // A number past what an Int holds is a number too, not a command.
        (
            ["replay", "99999999999999999999"],
            "replay: '99999999999999999999' is not a game's number in the list (1 is the newest)"
        ),
    ])
    func badCommandLinesSayWhatIsWrong(arguments: [String], message: String) {
        #expect(
            Invocation.parse(arguments, catalog: .tested) == .failure(Invocation.UsageError(message: message))
        )
    }
}
