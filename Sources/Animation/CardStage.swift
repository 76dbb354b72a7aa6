import CardModel
import Foundation
import TableLayout

/// Where a card should be once everything has settled.
public struct CardTarget: Hashable, Sendable, Identifiable {
    public let id: Int
    public let rect: Rect
    public let isFaceUp: Bool

    public init(id: Int, rect: Rect, isFaceUp: Bool) {
        self.id = id
        self.rect = rect
        self.isFaceUp = isFaceUp
    }
}

/// How cards that leave the table go.
public enum LeaveStyle: Hashable, Sendable {
    /// Thrown: bounce off the screen edges, gather on the discard pile, turn face down.
    case bounce
    /// Swept straight onto the discard pile, one after another (a new game).
    case sweep
    /// Fade out where they are (Memorize's matched pairs).
    case fade
}

/// Every card on screen and how it moves: the choreography of deals, reflows, discards,
/// flips and effects, driven by the table's target layout.
///
/// Each change of the table is given as the full list of targets (`sync`). The stage diffs
/// it with the previous list by card identity: new cards are dealt from the deck (one after
/// another, face down, turning up on arrival, after any reflow they cause), cards that are
/// gone leave, and cards that stay slide from wherever they are now to their new place.
/// Everything is a pure function of time, so frame N of a seeded run is always the same.
public struct CardStage: Sendable {
    public var timing: AnimationTiming
    /// Every card on screen: those on the table by card id, those leaving it by keys below 0.
    public private(set) var sprites: [Int: CardSprite] = [:]
    private var nextLeavingKey = 0
    /// The targets of the last sync, in table order.
    public private(set) var targets: [CardTarget] = []
    private var nextZ = 0
    /// When the last scheduled card leaves the deck; the next deal queues after it.
    private var lastDealLaunch = -Double.infinity
    private var random: SeededRandomNumberGenerator

    public init(timing: AnimationTiming = AnimationTiming(), seed: UInt64 = 0) {
        self.timing = timing
        random = SeededRandomNumberGenerator(seed: seed)
    }

    /// Moves the table to `newTargets`: deals what is new, sends off what is gone, slides the rest.
    ///
    /// `deck` and `discard` are the piles' places; `bounds` the screen's size.
    public mutating func sync(
        to newTargets: [CardTarget], deck: Rect, discard: Rect, bounds: Size, now: Double,
        leaving style: LeaveStyle = .bounce
    ) {
        sync(
            to: newTargets, deck: deck, piles: [discard], leavingTo: 0, bounds: bounds, now: now,
            leaving: style)
    }

    /// Moves the table to `newTargets`, sending cards that are gone to `piles[leavingTo]`.
    ///
    /// Each card on its way to a pile keeps to its own pile when the piles move (a resize),
    /// so the Sets of different players never land on each other's piles.
    public mutating func sync(
        to newTargets: [CardTarget], deck: Rect, piles: [Rect], leavingTo pileIndex: Int, bounds: Size,
        now: Double, leaving style: LeaveStyle = .bounce
    ) {
        let discard = piles.indices.contains(pileIndex) ? piles[pileIndex] : deck
        let diff = TableDiff(from: targets, to: newTargets)
        targets = newTargets
        prune(at: now)

        // Cards already on their way to a pile follow it when it moves.
        for (key, sprite) in sprites where sprite.isLeaving {
            let pile = piles.indices.contains(sprite.pile) ? piles[sprite.pile] : discard
            sprites[key] = follow(sprite, discard: pile, now: now)
        }
        // Cards that are gone leave under keys of their own, so a new card with the same
        // identity (the next game's deal) cannot take the place of one still flying off.
        for (order, id) in diff.removed.enumerated() {
            guard var sprite = sprites.removeValue(forKey: id) else { continue }
            sprite.pile = pileIndex
            leave(&sprite, style: style, order: order, discard: discard, bounds: bounds, now: now)
            nextLeavingKey -= 1
            sprites[nextLeavingKey] = sprite
        }
        var reflows = false
        for target in newTargets {
            guard var sprite = sprites[target.id] else { continue }
            if retarget(&sprite, to: target, deck: deck, now: now) { reflows = true }
            sprites[target.id] = sprite
        }
        for changed in diff.changed {
            guard var sprite = sprites[changed.id] else { continue }
            turn(&sprite, faceUp: changed.isFaceUp, now: now)
            sprites[changed.id] = sprite
        }
        // A deal waits for the reflow it causes, so cards fly to where they will stay.
        let reflowWait = reflows ? timing.slide : 0
        for insertion in diff.inserted {
            deal(insertion.element, from: deck, after: reflowWait, now: now)
        }
    }

    /// Puts every card straight at its place, turned as it lies, with nothing in motion and
    /// nothing leaving: a replay sought to another moment shows the table as it was then,
    /// not the moves between played backwards.
    public mutating func place(_ newTargets: [CardTarget], now: Double) {
        targets = newTargets
        sprites = [:]
        nextLeavingKey = 0
        lastDealLaunch = -Double.infinity
        for target in newTargets {
            let rest = FloatRect(target.rect)
            sprites[target.id] = CardSprite(
                id: target.id, path: .tween(Tween(from: rest, to: rest, start: now, duration: 0)),
                flip: .showing(faceUp: target.isFaceUp), z: takeZ())
        }
    }

    /// Keeps the next deal on the deck until `time` (after a sweep, say).
    public mutating func holdDeals(until time: Double) {
        lastDealLaunch = max(lastDealLaunch, time - timing.dealStagger)
    }

    /// Whether a card still on the table is moving or waiting to (leaving cards aside).
    public func isSettling(at now: Double) -> Bool {
        sprites.values.contains { !$0.isLeaving && $0.isAnimating(at: now) }
    }

    /// Cards dealt but still waiting on the deck for their turn to fly.
    public func waitingOnDeck(at now: Double) -> Int {
        sprites.values.filter { sprite in
            guard !sprite.isLeaving, case .tween(let tween) = sprite.path else { return false }
            return now < tween.begins
        }.count
    }

    /// Cards on their way to the discard pile (or pile `pile`) that have not landed yet.
    public func headingForDiscard(at now: Double, pile: Int? = nil) -> Int {
        sprites.values.filter {
            $0.isLeaving && !$0.fadesOut && now < $0.path.ends && (pile == nil || $0.pile == pile)
        }.count
    }

    /// Shakes, pulses or hops the cards `ids` (on the table), starting now.
    public mutating func play(_ kind: CardEffect.Kind, on ids: [Int], now: Double) {
        let duration: Double
        switch kind {
        case .shake: duration = timing.shake
        case .pulse: duration = timing.pulse
        case .hop: duration = timing.hop
        }
        for id in ids {
            sprites[id]?.effect = CardEffect(kind, start: now, duration: duration)
        }
    }

    /// Whether anything is still moving (or waiting to move) at `now`.
    public func isAnimating(at now: Double) -> Bool {
        sprites.values.contains { $0.isAnimating(at: now) }
    }

    /// When the cards may next look different from how they look at `now`: `now` itself
    /// while one moves, turns, shakes, hops or fades (at every frame), else the soonest time
    /// a card starts to, lands, goes or blinks (a pulse); nil when none will change by itself.
    ///
    /// A pulse that blinks three times in a second changes the picture six times: the loop
    /// sleeps from one blink to the next rather than draw the same frame at every frame.
    public func nextChange(after now: Double) -> Double? {
        var soonest: Double?
        for sprite in sprites.values {
            guard let change = sprite.nextChange(after: now) else { continue }
            if change <= now { return now }
            soonest = min(soonest ?? change, change)
        }
        return soonest
    }

    /// The cards as they look at `now`, in drawing order (moving cards last, on top).
    public func frame(at now: Double) -> [SpriteFrame] {
        var frames: [(frame: SpriteFrame, z: Int, fades: Bool)] = []
        for sprite in sprites.values where !sprite.isGone(at: now) {
            var rect = sprite.path.value(at: now)
            if let effect = sprite.effect {
                let offset = effect.offset(at: now, cardHeight: rect.height)
                rect = rect.offsetBy(dx: offset.dx, dy: offset.dy)
            }
            let scale = sprite.flip.widthScale(at: now)
            let narrowed = FloatRect(
                x: rect.x + rect.width * (1 - scale) / 2, y: rect.y, width: rect.width * scale,
                height: rect.height)
            var opacity = 1.0
            if sprite.fadesOut, case .tween(let tween) = sprite.path {
                opacity = 1 - tween.progress(at: now)
            }
            let moving =
                sprite.path.isMoving(at: now) || sprite.flip.isTurning(at: now)
                || sprite.effect?.isActive(at: now) == true
            frames.append(
                (
                    SpriteFrame(
                        id: sprite.id, rect: narrowed.rounded, isFaceUp: sprite.flip.isFaceUp(at: now),
                        isLit: sprite.effect?.isLit(at: now) ?? true, isMoving: moving,
                        isPlaced: now >= sprite.path.ends,
                        leaving: sprite.leaving, opacity: opacity), sprite.z, sprite.fadesOut
                ))
        }
        // Three layers: cards fading off the table lie under it, resting cards above them,
        // and cards on the move (or flying off) on top.
        func layer(_ frame: SpriteFrame, fades: Bool) -> Int {
            if fades { return 0 }
            return frame.isMoving || frame.isLeaving ? 2 : 1
        }
        return frames.sorted {
            (layer($0.frame, fades: $0.fades), $0.z) < (layer($1.frame, fades: $1.fades), $1.z)
        }.map(\.frame)
    }

    /// Forgets cards that have left and settled.
    ///
    /// Called before every frame: the cards are copied into a new dictionary only when one has gone.
    public mutating func prune(at now: Double) {
        guard sprites.values.contains(where: { $0.isGone(at: now) }) else { return }
        sprites = sprites.filter { !$0.value.isGone(at: now) }
    }

    // MARK: - Choreography

    private mutating func takeZ() -> Int {
        nextZ += 1
        return nextZ
    }

    /// Points a staying card at its (possibly new) place; true if it has to move.
    private mutating func retarget(
        _ sprite: inout CardSprite, to target: CardTarget, deck: Rect, now: Double
    ) -> Bool {
        let destination = FloatRect(target.rect)
        guard case .tween(var tween) = sprite.path else { return false }
        if tween.to == destination { return false }
        if now < tween.begins {
            // Still waiting on the deck: it leaves from the deck's (new) place when due.
            tween.from = FloatRect(deck)
            tween.to = destination
            sprite.path = .tween(tween)
            return false
        }
        let arrival = now + timing.slide
        sprite.path = .tween(
            Tween(from: tween.value(at: now), to: destination, start: now, duration: timing.slide))
        sprite.z = takeZ()
        // A card still turning up after its deal flight turns on its new arrival instead.
        if sprite.flip.start > now { sprite.flip.start = arrival }
        return true
    }

    private mutating func turn(_ sprite: inout CardSprite, faceUp: Bool, now: Double) {
        let showing = sprite.flip.isFaceUp(at: now)
        // A card that is still in flight turns on arrival; one at rest turns now.
        let start = max(now, sprite.path.ends)
        sprite.flip = CardSprite.Flip(
            fromFaceUp: showing, toFaceUp: faceUp, start: start, duration: showing == faceUp ? 0 : timing.flip
        )
    }

    private mutating func leave(
        _ sprite: inout CardSprite, style: LeaveStyle, order: Int, discard: Rect, bounds: Size,
        now: Double
    ) {
        let here = sprite.path.value(at: now)
        let pile = FloatRect(discard)
        sprite.leaving = style
        sprite.effect = nil
        sprite.z = takeZ()
        let showing = sprite.flip.isFaceUp(at: now)
        switch style {
        case .bounce:
            let angle = 2 * .pi * random.unitInterval()
            // Rows are about twice as tall as columns are wide: halve the vertical speed.
            let speed = 45.0 * max(0.05, timing.speed)
            let flight = BounceFlight(
                from: here, velocityX: speed * cos(angle), velocityY: speed * sin(angle) / 2,
                bounds: bounds, start: now, duration: timing.bounce)
            let gather = Tween(
                from: flight.value(at: flight.ends), to: pile, start: flight.ends, duration: timing.gather)
            sprite.path = timing.bounce > 0 ? .bounce(flight, then: gather) : .tween(gather)
            // It turns face down on the last stretch of its flight, so it lands as a back:
            // a card turning on the pile would show the pile's label through its edge.
            sprite.flip = CardSprite.Flip(
                fromFaceUp: showing, toFaceUp: false, start: max(gather.begins, gather.ends - timing.flip),
                duration: timing.flip)
        case .sweep:
            let tween = Tween(
                from: here, to: pile, start: now, delay: Double(order) * timing.sweepStagger,
                duration: timing.sweep)
            sprite.path = .tween(tween)
            sprite.flip = CardSprite.Flip(
                fromFaceUp: showing, toFaceUp: false, start: now, duration: timing.flip)
        case .fade:
            sprite.path = .tween(Tween(from: here, to: here, start: now, duration: timing.fade))
        }
    }

    /// A leaving card's final flight, pointed at the discard pile's current place.
    private func follow(_ sprite: CardSprite, discard: Rect, now: Double) -> CardSprite {
        var sprite = sprite
        let pile = FloatRect(discard)
        switch sprite.path {
        case .tween(var tween) where !sprite.fadesOut && tween.to != pile:
            if now >= tween.ends {
                tween = Tween(from: tween.to, to: pile, start: now, duration: timing.slide)
            } else if now > tween.begins {
                tween = Tween(from: tween.value(at: now), to: pile, start: now, duration: tween.ends - now)
            } else {
                tween.to = pile
            }
            sprite.path = .tween(tween)
        case .bounce(let flight, var then) where then.to != pile:
            then.to = pile
            sprite.path = .bounce(flight, then: then)
        default:
            break
        }
        return sprite
    }

    /// Sends a new card from the deck to its place: face down, turning up on arrival.
    private mutating func deal(_ target: CardTarget, from deck: Rect, after wait: Double, now: Double) {
        let launch = max(now + wait, lastDealLaunch + timing.dealStagger)
        lastDealLaunch = launch
        let tween = Tween(
            from: FloatRect(deck), to: FloatRect(target.rect), start: now, delay: launch - now,
            duration: timing.dealFlight)
        let flip = CardSprite.Flip(
            fromFaceUp: false, toFaceUp: target.isFaceUp, start: tween.ends,
            duration: target.isFaceUp ? timing.flip : 0)
        sprites[target.id] = CardSprite(id: target.id, path: .tween(tween), flip: flip, z: takeZ())
    }
}
