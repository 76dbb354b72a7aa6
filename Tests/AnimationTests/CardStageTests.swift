import TableLayout
import Testing

@testable import Animation

/// A small table for choreography tests: cards in a row, the deck and discard pile on the right.
struct StageFixture {
    static let deck = Rect(x: 70, y: 2, width: 9, height: 3)
    static let discard = Rect(x: 70, y: 10, width: 9, height: 3)
    static let bounds = Size(width: 80, height: 24)

    static func targets(_ ids: [Int], row: Int = 0, faceUp: Bool = true) -> [CardTarget] {
        ids.enumerated().map { index, id in
            CardTarget(
                id: id, rect: Rect(x: index * 10, y: 1 + row * 4, width: 9, height: 3), isFaceUp: faceUp)
        }
    }

    static func sync(
        _ stage: inout CardStage, _ targets: [CardTarget], at now: Double, leaving: LeaveStyle = .bounce
    ) {
        stage.sync(to: targets, deck: deck, discard: discard, bounds: bounds, now: now, leaving: leaving)
    }
}

@Suite struct CardStageTests {
    let timing = AnimationTiming()

    /// The sprite of card `id` on its way off the table.
    func leaving(_ stage: CardStage, _ id: Int) -> CardSprite? {
        stage.sprites.values.first { $0.id == id && $0.isLeaving }
    }

    func frame(_ stage: CardStage, _ id: Int, at now: Double) -> SpriteFrame? {
        stage.frame(at: now).first { $0.id == id }
    }

    @Test func aDealFliesFromTheDeckOneCardAfterAnotherAndTurnsUpOnArrival() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([5, 6, 7]), at: 0)
        let launches = try [5, 6, 7].map { id -> Double in
            guard case .tween(let tween) = try #require(stage.sprites[id]).path else {
                throw CancellationError()
            }
            return tween.begins
        }
        #expect(launches == [0, timing.dealStagger, 2 * timing.dealStagger])
        // Before its launch a card sits on the deck, face down.
        let waiting = try #require(frame(stage, 7, at: 0.1))
        #expect(waiting.rect == StageFixture.deck && !waiting.isFaceUp)
        // In flight: between the deck and its slot, still face down.
        let flying = try #require(frame(stage, 5, at: timing.dealFlight / 2))
        #expect(
            flying.rect.x > 0 && flying.rect.x < StageFixture.deck.x && !flying.isFaceUp && flying.isMoving)
        // Landed and turned.
        let landed = try #require(frame(stage, 5, at: timing.dealFlight + timing.flip + 0.01))
        #expect(landed.rect == StageFixture.targets([5])[0].rect && landed.isFaceUp)
        #expect(stage.isAnimating(at: 0.9) && !stage.isAnimating(at: 5))
    }

    @Test func aFlipNarrowsToNothingAndSwitchesFaceHalfWay() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1]), at: 0)
        let flipStart = timing.dealFlight
        let before = try #require(frame(stage, 1, at: flipStart + timing.flip * 0.25))
        let middle = try #require(frame(stage, 1, at: flipStart + timing.flip * 0.5))
        let after = try #require(frame(stage, 1, at: flipStart + timing.flip * 0.75))
        #expect(!before.isFaceUp && before.rect.width < 9 && before.rect.width > 3)
        #expect(middle.rect.width <= 1)
        #expect(after.isFaceUp && after.rect.width < 9)
    }

    @Test func aDealWaitsForTheReflowItCauses() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2]), at: 0)
        // Card 3 is dealt in front: 1 and 2 slide right, then 3 flies in.
        StageFixture.sync(&stage, StageFixture.targets([3, 1, 2]), at: 10)
        guard case .tween(let deal) = try #require(stage.sprites[3]).path,
            case .tween(let slide) = try #require(stage.sprites[1]).path
        else { Issue.record("expected tweens"); return }
        #expect(slide.begins == 10 && slide.duration == timing.slide)
        #expect(deal.begins == 10 + timing.slide)
    }

    @Test func cardsLeaveByBouncingThenGatherFaceDownOnTheDiscardPile() throws {
        var stage = CardStage(timing: timing, seed: 7)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3, 4]), at: 0)
        StageFixture.sync(&stage, StageFixture.targets([4]), at: 10)
        for id in [1, 2, 3] {
            let sprite = try #require(leaving(stage, id))
            guard case .bounce(let flight, let gather) = sprite.path else {
                Issue.record("card \(id) does not bounce")
                continue
            }
            #expect(sprite.isLeaving && flight.start == 10)
            #expect(gather.to == FloatRect(StageFixture.discard))
            // While bouncing it stays on screen and is not where it started.
            for step in 1...20 {
                let rect = sprite.path.value(at: 10 + Double(step) * timing.bounce / 20)
                #expect(rect.x >= 0 && rect.x + rect.width <= 80 && rect.y >= 0 && rect.y + rect.height <= 24)
            }
            // It turns face down on its way in and lands as a back, which then joins the pile.
            let landing = try #require(frame(stage, id, at: gather.ends - 0.01))
            #expect(landing.rect.x >= StageFixture.discard.x - 1 && !landing.isFaceUp)
            #expect(frame(stage, id, at: gather.ends + 0.01) == nil)
        }
        // The card that stays slides to the first slot.
        #expect(
            try #require(frame(stage, 4, at: 10 + timing.slide)).rect == StageFixture.targets([4])[0].rect)
        stage.prune(at: 100)
        #expect(stage.sprites.keys.sorted() == [4])
    }

    @Test func aSweepSendsEveryCardToTheDiscardPileInTurn() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3]), at: 0)
        StageFixture.sync(&stage, [], at: 10, leaving: .sweep)
        let begins = try [1, 2, 3].map { id -> Double in
            guard case .tween(let tween) = try #require(leaving(stage, id)).path else { return -1 }
            #expect(tween.to == FloatRect(StageFixture.discard))
            return tween.begins
        }
        #expect(Set(begins).count == 3)
        #expect(!stage.isAnimating(at: 12))
    }

    @Test func aRetargetStartsFromWhereTheCardIsNowNothingTeleports() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3]), at: 0)
        // Mid-deal, the table moves to another row (a resize, say).
        let now = 0.3
        let before = stage.frame(at: now)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3], row: 3), at: now)
        let after = stage.frame(at: now)
        for id in [1, 2, 3] {
            #expect(before.first { $0.id == id }?.rect == after.first { $0.id == id }?.rect)
        }
        // And everything ends at the new places, face up.
        let end = stage.frame(at: 10)
        #expect(end.map(\.rect) == StageFixture.targets([1, 2, 3], row: 3).map(\.rect))
        #expect(end.allSatisfy { $0.isFaceUp })
    }

    @Test func aFaceChangeTurnsTheCard() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1], faceUp: false), at: 0)
        #expect(try #require(frame(stage, 1, at: 5)).isFaceUp == false)
        StageFixture.sync(&stage, StageFixture.targets([1], faceUp: true), at: 5)
        #expect(try #require(frame(stage, 1, at: 5 + timing.flip * 0.4)).isFaceUp == false)
        #expect(try #require(frame(stage, 1, at: 5 + timing.flip)).isFaceUp)
    }

    @Test func effectsShakeAndPulseInPlace() throws {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2]), at: 0)
        stage.play(.shake, on: [1], now: 5)
        stage.play(.pulse, on: [2], now: 5)
        let shaken = (1...20).map {
            try? #require(frame(stage, 1, at: 5 + Double($0) * timing.shake / 20)).rect.x
        }
        #expect(Set(shaken).count > 1)
        #expect(try #require(frame(stage, 1, at: 6)).rect.x == 0)
        let lit = (1...24).compactMap { frame(stage, 2, at: 5 + Double($0) * timing.pulse / 24)?.isLit }
        #expect(lit.contains(true) && lit.contains(false))
        #expect(stage.isAnimating(at: 5.1) && !stage.isAnimating(at: 7))
    }

    /// Everything the table draws of the stage at `now`: the cards, and the piles' counts.
    func picture(_ stage: CardStage, at now: Double) -> [String] {
        stage.frame(at: now).map { "\($0)" } + [
            "\(stage.waitingOnDeck(at: now)) \(stage.headingForDiscard(at: now)) \(stage.isSettling(at: now))"
        ]
    }

    /// Checks, every 240th of a second from `start` to `end`, that the stage looks the same
    /// until the next change it names, and so on from there: a loop that sleeps until each
    /// change misses nothing.
    ///
    /// The times sampled keep a millisecond off the round times the motions start and blink
    /// at, where the picture may change a millionth of a second before the change named.
    func expectNothingChangesUnannounced(_ stage: CardStage, from start: Double, to end: Double) {
        let step = 1.0 / 240
        var now = start + 0.001
        while now < end {
            let shown = picture(stage, at: now)
            let change = stage.nextChange(after: now)
            var later = now + step
            while later < min(change ?? end, end) {
                #expect(picture(stage, at: later) == shown, "at \(later): changed, unannounced since \(now)")
                later += step
            }
            // Woken at the change, as the loop would be.
            now = later
        }
    }

    @Test func aPulseIsDrawnAtItsBlinksAloneAndMotionAtEveryFrame() {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3]), at: 0)
        #expect(stage.nextChange(after: 0.1) == 0.1, "a deal moves at every frame")
        #expect(stage.nextChange(after: 5) == nil, "a table at rest never changes by itself")
        stage.play(.pulse, on: [2], now: 5)
        // Three blinks in the pulse: off and on again six times, each a change, and then rest.
        var blinks: [Double] = []
        var now = 5.0
        while let next = stage.nextChange(after: now) {
            #expect(next > now, "a pulse alone does not change at every frame")
            blinks.append(next)
            now = next
        }
        #expect(blinks.count == 6 && abs(blinks[0] - 5 - timing.pulse / 6) < 1e-3)
        stage.play(.shake, on: [1], now: 8)
        #expect(stage.nextChange(after: 8.1) == 8.1, "a shake moves at every frame")
        expectNothingChangesUnannounced(stage, from: 0, to: 9.5)
        // Cards bouncing off, gathering on the pile, a new deal waiting on the deck.
        StageFixture.sync(&stage, StageFixture.targets([2, 4, 5]), at: 10)
        stage.play(.pulse, on: [2], now: 10.2)
        expectNothingChangesUnannounced(stage, from: 10, to: 14)
        // Fading off the table changes at every frame, though the card stays where it is.
        StageFixture.sync(&stage, StageFixture.targets([4]), at: 15, leaving: .fade)
        #expect(stage.nextChange(after: 15.1) == 15.1)
        expectNothingChangesUnannounced(stage, from: 15, to: 17)
    }

    @Test func movingCardsAreDrawnOverRestingOnes() {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2]), at: 0)
        StageFixture.sync(&stage, StageFixture.targets([2, 1]), at: 10)
        StageFixture.sync(&stage, StageFixture.targets([2, 1, 3]), at: 20)
        let order = stage.frame(at: 20 + timing.slide + 0.1).map(\.id)
        #expect(order.last == 3)
    }

    @Test func aNewDealOfTheSameCardsDoesNotCutTheSweepShort() {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3]), at: 0)
        StageFixture.sync(&stage, [], at: 10, leaving: .sweep)
        StageFixture.sync(&stage, StageFixture.targets([3, 1, 2]), at: 10)
        // Three cards fly off while the same three are dealt again.
        #expect(stage.sprites.values.filter(\.isLeaving).count == 3)
        #expect(stage.sprites.values.filter { !$0.isLeaving }.count == 3)
        #expect(stage.frame(at: 10.1).count == 6)
    }

    @Test func cardsFadingOffTheTableAreDrawnUnderTheRest() {
        var stage = CardStage(timing: timing)
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3]), at: 0)
        // Card 1 fades where it is while 3 slides into its place.
        StageFixture.sync(&stage, StageFixture.targets([3, 2]), at: 10, leaving: .fade)
        let order = stage.frame(at: 10.1).map(\.id)
        #expect(order.first == 1)
        #expect(order.last == 3)
        #expect(stage.frame(at: 10 + timing.fade + 0.01).map(\.id).contains(1) == false)
    }

    @Test func reducedMotionShowsEndStatesAtOnce() {
        var stage = CardStage(timing: AnimationTiming(reducedMotion: true))
        StageFixture.sync(&stage, StageFixture.targets([1, 2, 3]), at: 0)
        #expect(stage.frame(at: 0).map(\.rect) == StageFixture.targets([1, 2, 3]).map(\.rect))
        #expect(!stage.isAnimating(at: 0))
        StageFixture.sync(&stage, StageFixture.targets([3]), at: 1)
        #expect(stage.frame(at: 1).map(\.id) == [3])
    }

    @Test func speedScalesEveryDuration() {
        let fast = AnimationTiming(speed: 2)
        #expect(fast.dealFlight == timing.dealFlight / 2)
        #expect(fast.bounce == timing.bounce / 2)
        #expect(AnimationTiming(reducedMotion: true).slide == 0)
    }
}
