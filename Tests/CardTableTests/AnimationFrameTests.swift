import Animation
import CardModel
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

/// Frames of seeded, animated runs, rendered at chosen frame numbers (60 per second).
@Suite struct AnimationFrameTests {
    static let size = Size(width: 80, height: 24)

    /// A seeded game with full animation, laid out at time 0.
    static func scene(seed: UInt64 = 1, size: Size = size) -> SetScene {
        var scene = SetScene(seed: seed, options: RenderOptions(), now: 0)
        _ = scene.advance(to: 0, size: size)
        return scene
    }

    static func render(_ scene: SetScene, frame: Int, size: Size = size) -> String {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: Double(frame) / 60)
        return screen.text
    }

    /// The scene brought up to `frame` one frame at a time from `from`, as the app's loop
    /// does (so what happens by itself, such as a Set leaving, happens on time), then drawn.
    static func play(_ scene: inout SetScene, from: Int, to frame: Int, size: Size = size) -> String {
        for step in from...frame { _ = scene.advance(to: Double(step) / 60, size: size) }
        return render(scene, frame: frame, size: size)
    }

    /// Chooses the first Set on the table by moving the focus to each card at time `now`.
    static func chooseFirstSet(_ scene: inout SetScene, now: Double = 3) throws {
        let set = try #require(scene.game.setsOnTable.first)
        for card in set {
            let index = try #require(scene.game.table.firstIndex(of: card))
            while scene.focus != .card(index) { _ = scene.handle(.key(.right), size: size, now: now) }
            _ = scene.handle(.key(.character(" ")), size: size, now: now)
        }
    }

    /// Shape figures showing (of cards face up) in a frame of the 80x24 table.
    static func faceCount(_ text: String) -> Int {
        text.split(separator: "\n").dropFirst(2).dropLast().reduce(0) { count, line in
            count + line.filter { "◆◈◇●◍○■▥□".contains($0) }.count
        }
    }

    @Test(arguments: [0, 18, 37, 60, 150])
    func theFirstDeal(frame: Int) {
        expectGolden(Self.render(Self.scene(), frame: frame), named: "deal-seed1-frame\(frame)")
    }

    @Test func theDealShowsFewerFacesAtFirstAndAllTwelveAtTheEnd() {
        let scene = Self.scene()
        var settled = SceneDriver(seed: 1)
        settled.now = 5
        let finished = settled.screen.text
        #expect(Self.faceCount(Self.render(scene, frame: 0)) == 0)
        #expect(Self.faceCount(Self.render(scene, frame: 60)) < Self.faceCount(finished))
        // All but the status line: its clock started when each deal landed.
        #expect(
            Self.render(scene, frame: 300).split(separator: "\n").dropLast()
                == finished.split(separator: "\n").dropLast())
    }

    @Test func aResizeInTheMiddleOfADealEndsWithACorrectTable() {
        var scene = Self.scene()
        let larger = Size(width: 120, height: 40)
        _ = scene.handle(.resize(larger), size: larger, now: 0.6)
        _ = scene.advance(to: 0.6, size: larger)
        var settled = SceneDriver(seed: 1, size: larger)
        settled.now = 400.0 / 60
        // All but the status line: the clock there started when each deal landed.
        #expect(
            Self.render(scene, frame: 400, size: larger).split(separator: "\n").dropLast()
                == settled.screen.text.split(separator: "\n").dropLast())
    }

    @Test func aMatchBouncesToTheDiscardPileWhileTheReplacementsFly() throws {
        var scene = Self.scene()
        try Self.chooseFirstSet(&scene)
        // No key: after its celebration the Set leaves and is replaced by itself.
        var last = 180
        for frame in [200, 222, 240] {
            expectGolden(Self.play(&scene, from: last, to: frame), named: "match-seed1-frame\(frame)")
            last = frame
        }
        #expect(scene.stage.isAnimating(at: 4.5))
        #expect(!scene.stage.isAnimating(at: 8))
        _ = Self.play(&scene, from: last, to: 480)
        #expect(scene.stage.sprites.count == 12)
        #expect(scene.game.table.count == 12 && scene.game.judgement == .choosing)
    }

    @Test func theDiscardPilesLabelIsWholeInEveryFrameOfAMatch() throws {
        var scene = Self.scene()
        try Self.chooseFirstSet(&scene)
        let pile = TableLayout(size: Self.size, cardCount: 12).discard
        let labelRow = pile.y + pile.height / 2
        for frame in 181...420 {
            // A card flying over the pile may hide part of it; a card that has landed may not.
            let flying = scene.stage.frame(at: Double(frame) / 60).contains {
                !$0.isPlaced && $0.rect.intersects(pile)
            }
            let line = Self.play(&scene, from: frame, to: frame).split(
                separator: "\n", omittingEmptySubsequences: false)[
                    labelRow]
            let label = String(line.dropFirst(pile.x).prefix(pile.width))
            if flying { continue }
            let words = label.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
            #expect(
                ["", "discard", "1 Set"].contains(words),
                "frame \(frame): the pile's label reads '\(label)'")
        }
    }

    @Test func aMismatchShakes() throws {
        var scene = Self.scene()
        let table = scene.game.table
        // The first three cards in reading order that are not a Set.
        let third = try #require((2..<table.count).first { !SetCard.isSet(table[0], table[1], table[$0]) })
        for index in [0, 1, third] {
            while scene.focus != .card(index) { _ = scene.handle(.key(.right), size: Self.size, now: 3) }
            _ = scene.handle(.key(.character(" ")), size: Self.size, now: 3)
        }
        try #require(scene.game.judgement == .mismatch)
        let frames = (180...207).map { Self.render(scene, frame: $0) }
        #expect(Set(frames).count > 2)
        expectGolden(frames[3], named: "mismatch-seed1-frame183")
    }
}

@Suite struct FrameLoopTests {
    @Test func framePacerSkipsMissedFramesToTheNextDeadline() {
        let pacer = FramePacer(framesPerSecond: 60, origin: 10)
        #expect(abs(pacer.nextDeadline(after: 10) - (10 + 1.0 / 60)) < 1e-9)
        #expect(abs(pacer.nextDeadline(after: 10.001) - (10 + 1.0 / 60)) < 1e-9)
        // Three frames late: the next deadline is the fourth, not the second.
        #expect(abs(pacer.nextDeadline(after: 10 + 3.5 / 60) - (10 + 4.0 / 60)) < 1e-9)
    }

    @Test func framePacerMovesOnFromEveryDeadlineItGave() {
        // A loop that sleeps exactly to each deadline must never be given the same one again.
        let pacer = FramePacer(framesPerSecond: 60)
        var now = 0.0
        for _ in 0..<600 {
            let next = pacer.nextDeadline(after: now)
            #expect(next > now)
            #expect(next - now < 1.5 / 60)
            now = next
        }
    }

    @Test func theLoopWaitsForFramesWhileCardsMoveAndForInputWhenIdle() throws {
        let clock = ManualClock()
        var events: [InputEvent] = []
        // Five seconds of nothing but time passing: the deal plays out.
        for _ in 0..<5 { events.append(.key(.other)) }
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), events: events)
        App(
            terminal: TickingTerminal(terminal, clock), clock: clock, start: .game(GameRequest(.set)),
            settings: App.Settings(seed: 1), catalog: .tested
        )
        .run()
        let timeouts = terminal.timeouts
        // While the first deal flies, the loop wakes for the next frame (under 1/60 s).
        #expect((timeouts[0] ?? 99) <= 1.0 / 60 + 1e-9)
        // Once the table has settled it wakes only for the clock in the status line: a second
        // at most, not at once and not never.
        let settled = try #require(timeouts[4], "the clock on the status line wakes the loop")
        #expect(settled > 0.5 && settled <= 1)

        let menu = InMemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.down)])
        App(
            terminal: menu, clock: ManualClock(), start: .menu, settings: App.Settings(seed: 1),
            catalog: .tested
        ).run()
        #expect(menu.timeouts == [nil, nil])
    }
}
