import Animation
import CardModel
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable

/// What stands around the cards reads at every size: the piles, their labels, the status
/// line with four players, the words of a window too small.
@Suite struct ReadableChromeTests {
    static func setDriver(seats: [Seat], size: Size) -> SceneDriver {
        let scene = SetScene(
            seed: 3, options: RenderOptions(), timing: AnimationTiming(reducedMotion: true), now: 0,
            services: services(), seats: seats)
        return SceneDriver(scene: scene, size: size)
    }

    @Test func fourPlayersAt80x24HaveBorderedPilesWithTheirNamesAndTheStatusKeepsDeckAndTime() {
        let driver = Self.setDriver(seats: Seats.friends(count: 4), size: Size(width: 80, height: 24))
        let layout = TableLayout(size: driver.size, cardCount: 12, pileCount: 4)
        #expect(layout.piles.allSatisfy { $0.height >= 3 }, "every pile keeps its border: \(layout.piles)")
        let text = driver.screen.text
        for name in ["P1", "P2", "P3", "P4"] {
            #expect(text.contains(" \(name) ") || text.contains(name), "\(name)")
        }
        #expect(!text.contains("╌╌╌╌╌╌╌\n"), "no pile is a bare dashed line")
        let status = driver.statusLine
        #expect(status.contains("Deck: 69") && status.contains("0:0"), "\(status)")
        for name in ["P1: 0", "P2: 0", "P3: 0", "P4: 0"] { #expect(status.contains(name), "\(status)") }
    }

    @Test func aPileLabelNeverOverwritesItsBorderAndAlwaysNamesItsPlayer() {
        var screen = Screen(size: Size(width: 20, height: 8))
        let rect = Rect(x: 1, y: 1, width: 12, height: 4)
        PilePainter(options: RenderOptions()).paintPile(
            count: 57, labels: ["Computer\n19 Sets", "Computer 19", "CPU\n19", "CPU 19"], emptyLabels: [],
            in: rect, on: &screen)
        #expect(screen.line(1).contains("╭──────────╮"), "\(screen.text)")
        #expect(screen.line(4).contains("╰──────────╯"), "\(screen.text)")
        for y in 2...3 {
            let row = Array(screen.line(y))
            #expect(row[1] == "│" && row[12] == "│", "the sides stay: \(screen.text)")
        }
        #expect(screen.text.contains("Computer") && screen.text.contains("19 Sets"), "\(screen.text)")
        // A pile of one Set never reads like the deck: its label names whose it is.
        var one = Screen(size: Size(width: 20, height: 8))
        PilePainter(options: RenderOptions()).paintPile(
            count: 3, labels: ["Player 1\n1 Set", "Player 1 1", "P1\n1", "P1 1"], emptyLabels: [],
            in: Rect(x: 1, y: 1, width: 7, height: 3), on: &one)
        #expect(one.text.contains("P1 1"), "\(one.text)")
    }

    @Test func theDiscardPileIsLabelledAt50x15() {
        let driver = SceneDriver(seed: 1, size: Size(width: 50, height: 15))
        let layout = driver.layout
        let row = driver.screen.line(layout.discard.y + layout.discard.height / 2)
        #expect(row.contains("Sets") || row.contains("discard"), "\(driver.screen.text)")
    }

    @Test func fourMemorizePlayersAt50x15KeepEveryScore() throws {
        let scene = try #require(
            MemorizeScene(
                themeName: "Animals", seed: 2, options: RenderOptions(),
                timing: AnimationTiming(reducedMotion: true),
                now: 0, services: services(), seats: Seats.friends(count: 4)))
        let driver = MemorizeDriver(scene: scene, size: Size(width: 50, height: 15))
        let status = driver.statusLine
        for name in ["P1: 0", "P2: 0", "P3: 0", "P4: 0"] { #expect(status.contains(name), "\(status)") }
        #expect(status.contains("Turn: P1"), "\(status)")
    }

    @Test func shortNamesKeepShortNamesWholeAndNeverTwoAlike() {
        let names = { (names: [String]) in Seats.shortNames(names.map { Seat(name: $0) }) }
        #expect(names(["root", "Bob", "Cy"]) == ["root", "Bob", "Cy"])
        #expect(names(["Alexandra", "Bartholomew"]) == ["Ale", "Bar"])
        #expect(names(["Alexandra", "Alexander", "Cy"]) == ["P1", "P2", "Cy"])
        #expect(names(["Player 1", "Player 3"]) == ["P1", "P3"])
        #expect(Seats.shortNames(Seats.againstComputer(.easy)) == ["You", "CPU"])
        // Names already short stay whole in the field's short form too.
        let field = Seats.pointsField(seats: ["root", "Bob", "Cy"].map { Seat(name: $0) }) { _ in "0" }
        #expect(field.forms.map(\.text) == ["root: 0  Bob: 0  Cy: 0", "root: 0  Bob: 0  Cy: 0"])
        let time = Chrome.StatusField("Time: 0:40", rank: 1, short: "0:40", shortRank: 4)
        #expect(Chrome.statusLine([field, time], width: 24) == "root: 0  Bob: 0  Cy: 0")
    }

    @Test func aWindowTooSmallSaysSoInWholeWords() {
        for size in [Size(width: 20, height: 6), Size(width: 12, height: 3), Size(width: 30, height: 8)] {
            var screen = Screen(size: size)
            Chrome.drawTooSmall(on: &screen)
            let words = screen.text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            let allowed = Set(
                "Terminal too small (\(size.width)x\(size.height)). Please enlarge it: 80x24 always fits. Too small: \(size.width)x\(size.height)"
                    .split(separator: " "))
            #expect(words.allSatisfy { allowed.contains($0) }, "\(size): \(screen.text)")
            #expect(screen.text.contains("\(size.width)x\(size.height)"), "\(screen.text)")
        }
    }

    @Test func theStatusLineKeepsItsFieldsAsTheFocusMoves() throws {
        var driver = MemorizeDriver(size: Size(width: 54, height: 16))
        var shapes: Set<String> = []
        for _ in 0..<20 {
            // Everything before the focused card's key and words: its fields must not change form.
            let status = driver.statusLine
            shapes.insert(String(status[..<(status.range(of: "[")?.lowerBound ?? status.endIndex)]))
            driver.press(.right)
        }
        #expect(shapes.count == 1, "\(shapes)")
    }

    @Test func at50ColumnsAgainstTheComputerTheFocusedCardKeepsItsKeyBesideThePoints() {
        var driver = Self.setDriver(seats: Seats.againstComputer(.easy), size: Size(width: 50, height: 15))
        var lines: [String] = []
        for _ in 0..<12 {
            lines.append(driver.statusLine.trimmingCharacters(in: .whitespaces))
            driver.press(.right)
        }
        for line in lines {
            // Every player's points, two spaces apart, then the key and as many of the card's
            // words as fit: a cut card ends in `…`, never in half a word.
            #expect(line.hasPrefix("You: 0  Computer: 0  ["), "\(line)")
            let words = line.split(separator: "]").last.map(String.init) ?? ""
            let card = words.trimmingCharacters(in: .whitespaces)
            #expect(
                SetCard.fullDeck.contains { $0.description == card }
                    || (card.hasSuffix("…")
                        && SetCard.fullDeck.contains { $0.description.hasPrefix(card.dropLast()) }),
                "\(line)")
        }
        #expect(lines.contains { $0.hasSuffix("…") }, "a card too long for the line: \(lines)")
    }

    @Test func aThemeListLongerThanTheScreenSaysWhatLiesAboveAndBelow() {
        var scene = ThemeChooserScene(services: services(), options: RenderOptions(), current: "Animals")
        let size = Size(width: 60, height: 8)
        func text() -> String {
            var screen = Screen(size: size)
            scene.render(into: &screen, now: 0)
            return screen.text
        }
        #expect(text().contains("more below") && !text().contains("more above"), "\(text())")
        #expect(text().contains("* playing now"), "the mark is explained:\n\(text())")
        for _ in 0..<7 { _ = scene.handle(.key(.down), size: size, now: 0) }
        #expect(text().contains("more above"), "\(text())")
    }

    @Test func statisticsAt80ColumnsCutNoFact() {
        let records = (0..<3).map { index in
            GameRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: .set, mode: .computer(.hard), seed: 1,
                finished: true, score: 12_345, seconds: 4_000, found: 8, moves: 20,
                outcome: index == 0 ? .won : .lost, log: nil)
        }
        var screen = Screen(size: Size(width: 80, height: 24))
        StatisticsScene(options: RenderOptions(), records: records, catalog: .tested).render(
            into: &screen, now: 0)
        #expect(screen.text.contains("won 1, lost 2, drawn 0"), "\(screen.text)")
        #expect(!screen.text.contains("…"), "\(screen.text)")
    }

    @Test func theMenuShowsAKeptGameWholeAt80Columns() throws {
        let keeper = KeeperInMemory()
        let theme = MemoryTheme(
            name: "Animals", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], pairs: 6, color: "orange")
        let game = MemorizeGame(theme: theme, seed: 1)
        keeper.save(
            SavedGame(log: try SetGame(seed: 2).log(), seconds: 9, savedAt: Date(timeIntervalSince1970: 9)),
            as: "set-game")
        keeper.save(SavedGame(log: try game.log(), seconds: 83, savedAt: Date()), as: "memorize-game")
        var screen = Screen(size: Size(width: 80, height: 24))
        MenuScene(options: RenderOptions(), services: services(keeper: keeper), catalog: .tested).render(
            into: &screen, now: 0)
        let line = try #require(screen.text.split(separator: "\n").first { $0.contains("Continue") })
        #expect(
            line.contains("2 games · last: Animals · score 0 · 6 pairs left") && !line.contains("…"),
            "\(line)")
    }
}
