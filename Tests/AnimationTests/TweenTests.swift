import Testing

@testable import Animation

@Suite struct EasingTests {
    @Test(arguments: Easing.allCases)
    func startsAtZeroAndEndsAtOne(easing: Easing) {
        #expect(abs(easing.value(0)) < 1e-9)
        #expect(abs(easing.value(1) - 1) < 1e-9)
        #expect(easing.value(-1) == easing.value(0))
        #expect(easing.value(2) == easing.value(1))
    }

    @Test func middleValues() {
        #expect(Easing.linear.value(0.5) == 0.5)
        #expect(abs(Easing.easeInOut.value(0.5) - 0.5) < 1e-6)
        #expect(Easing.easeIn.value(0.5) < 0.5)
        #expect(Easing.easeOut.value(0.5) > 0.5)
        // CSS ease-in-out at a quarter of the time is about 0.129 of the way.
        #expect(abs(Easing.easeInOut.value(0.25) - 0.1291) < 0.002)
        // Back-out overshoots before settling.
        #expect((0..<100).map { Easing.backOut.value(Double($0) / 100) }.max()! > 1.05)
    }

    @Test func easingsOtherThanBackOutNeverLeaveTheRange() {
        for easing in [Easing.linear, .easeIn, .easeOut, .easeInOut] {
            var previous = 0.0
            for step in 0...200 {
                let value = easing.value(Double(step) / 200)
                #expect(value >= previous - 1e-12 && value <= 1 + 1e-12)
                previous = value
            }
        }
    }
}

@Suite struct TweenTests {
    let from = FloatRect(x: 0, y: 0, width: 10, height: 4)
    let to = FloatRect(x: 100, y: 20, width: 30, height: 10)

    @Test func startMiddleAndEnd() {
        let tween = Tween(from: from, to: to, start: 10, delay: 1, duration: 2, easing: .linear)
        #expect(tween.value(at: 0) == from)
        #expect(tween.value(at: 11) == from)
        #expect(tween.value(at: 12) == FloatRect(x: 50, y: 10, width: 20, height: 7))
        #expect(tween.value(at: 13) == to)
        #expect(tween.value(at: 99) == to)
        #expect(!tween.isMoving(at: 10.5) && tween.isMoving(at: 12) && !tween.isMoving(at: 13))
    }

    @Test func zeroDurationJumpsWhenDue() {
        let tween = Tween(from: from, to: to, start: 5, duration: 0)
        #expect(tween.value(at: 4.9) == from)
        #expect(tween.value(at: 5) == to)
    }

    @Test func easingShapesTheMiddle() {
        let tween = Tween(from: from, to: to, start: 0, duration: 1, easing: .easeIn)
        #expect(tween.value(at: 0.5).x < 50)
    }
}

@Suite struct BounceFlightTests {
    @Test func reflectionFoldsIntoTheWalls() {
        #expect(BounceFlight.reflect(5, within: 0, 10) == 5)
        #expect(BounceFlight.reflect(12, within: 0, 10) == 8)
        #expect(BounceFlight.reflect(-3, within: 0, 10) == 3)
        #expect(BounceFlight.reflect(25, within: 0, 10) == 5)
        #expect(BounceFlight.reflect(7, within: 4, 4) == 4)
    }

    @Test func staysOnScreenAndSlowsDown() {
        let flight = BounceFlight(
            from: FloatRect(x: 30, y: 10, width: 12, height: 4), velocityX: 80, velocityY: -30,
            bounds: .init(width: 80, height: 24), start: 0, duration: 1)
        var firstHalf = 0.0
        var secondHalf = 0.0
        var previous = flight.value(at: 0)
        for step in 1...100 {
            let rect = flight.value(at: Double(step) / 100)
            #expect(rect.x >= 0 && rect.x + rect.width <= 80 && rect.y >= 0 && rect.y + rect.height <= 24)
            let moved = abs(rect.x - previous.x) + abs(rect.y - previous.y)
            if step <= 50 { firstHalf += moved } else { secondHalf += moved }
            previous = rect
        }
        #expect(firstHalf > 2 * secondHalf)
        #expect(flight.value(at: 5) == flight.value(at: 1))
    }
}

@Suite struct CardEffectTests {
    @Test func shakeMovesSidewaysAndSettles() {
        let shake = CardEffect(.shake, start: 1, duration: 0.5)
        #expect(shake.offset(at: 0.5, cardHeight: 5).dx == 0)
        #expect(abs(shake.offset(at: 1 + 0.5 / 12, cardHeight: 5).dx) > 1)
        #expect(shake.offset(at: 2, cardHeight: 5).dx == 0)
        #expect(shake.offset(at: 1.2, cardHeight: 5).dy == 0)
    }

    /// The shake as the screen shows it, whole cells at 60 frames a second: the runs of
    /// frames on one side of the card's place, with how far each got.
    static func swings(cardHeight: Double, timing: AnimationTiming = AnimationTiming()) -> [(
        side: Int, frames: Int, reach: Int
    )] {
        let shake = CardEffect(.shake, start: 0, duration: timing.shake)
        var swings: [(side: Int, frames: Int, reach: Int)] = []
        for frame in 0...Int(timing.shake * 60) + 1 {
            let dx = Int(shake.offset(at: Double(frame) / 60, cardHeight: cardHeight).dx.rounded())
            guard dx != 0 else { continue }
            let side = dx.signum()
            if let last = swings.last, last.side == side {
                swings[swings.count - 1] = (side, last.frames + 1, max(last.reach, abs(dx)))
            } else {
                swings.append((side, 1, abs(dx)))
            }
        }
        return swings
    }

    /// A mismatch is a "no": the card goes side to side at least four times, each swing a
    /// whole cell or more and held long enough to see (a tenth of a second), at every card
    /// size down to the smallest token; the first swings reach further on a larger card.
    @Test(arguments: [2.0, 3, 5, 8, 14])
    func aShakeIsSeenAtEveryCardSize(cardHeight: Double) {
        let swings = Self.swings(cardHeight: cardHeight)
        #expect(swings.count >= 4, "\(swings)")
        #expect(zip(swings, swings.dropFirst()).allSatisfy { $0.side != $1.side }, "\(swings)")
        #expect(swings.allSatisfy { $0.frames >= 6 }, "\(swings)")
        #expect(swings.first?.reach ?? 0 >= (cardHeight >= 5 ? 2 : 1), "\(swings)")
    }

    @Test func hopGoesUpAndComesBack() {
        let hop = CardEffect(.hop, start: 0, duration: 0.4)
        #expect(hop.offset(at: 0.2, cardHeight: 8).dy == -2)
        #expect(hop.offset(at: 0.4, cardHeight: 8).dy == 0)
    }

    @Test func pulseBlinks() {
        let pulse = CardEffect(.pulse, start: 0, duration: 1.2)
        let lit = stride(from: 0.0, to: 1.2, by: 0.05).map { pulse.isLit(at: $0) }
        #expect(lit.contains(true) && lit.contains(false))
        #expect(pulse.isLit(at: 2))
    }
}

@Suite struct AnimationTimingTests {
    @Test(arguments: [0.25, 0.5, 1, 2, 8])
    func aMatchShowsForItsHopAndAMomentMoreAtEverySpeed(speed: Double) {
        let timing = AnimationTiming(speed: speed)
        #expect(abs(timing.celebration - (timing.hop + 0.1 / speed)) < 1e-9)
        #expect(AnimationTiming(speed: speed, reducedMotion: true).celebration == timing.celebration)
    }
}
