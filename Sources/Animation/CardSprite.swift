import Foundation

/// One card on screen as it moves: where it is going, which face shows, and any effect.
public struct CardSprite: Hashable, Sendable {
    /// The path a card follows: an eased tween, or a bounce around the screen followed by
    /// an eased flight (to the discard pile).
    public enum Path: Hashable, Sendable {
        case tween(Tween)
        case bounce(BounceFlight, then: Tween)

        public func value(at now: Double) -> FloatRect {
            switch self {
            case .tween(let tween): return tween.value(at: now)
            case .bounce(let flight, let then):
                return now < flight.ends ? flight.value(at: now) : then.value(at: now)
            }
        }

        public var ends: Double {
            switch self {
            case .tween(let tween): tween.ends
            case .bounce(_, let then): then.ends
            }
        }

        public func isMoving(at now: Double) -> Bool {
            switch self {
            case .tween(let tween): tween.isMoving(at: now)
            case .bounce(let flight, let then): now >= flight.start && now < then.ends
            }
        }
    }

    /// A turn from one face to the other: the card narrows to nothing and widens again,
    /// the face switching half-way.
    public struct Flip: Hashable, Sendable {
        public var fromFaceUp: Bool
        public var toFaceUp: Bool
        public var start: Double
        public var duration: Double

        public static func showing(faceUp: Bool) -> Flip {
            Flip(fromFaceUp: faceUp, toFaceUp: faceUp, start: 0, duration: 0)
        }

        public var ends: Double { start + duration }

        func progress(at now: Double) -> Double {
            duration > 0 ? min(1, max(0, (now - start) / duration)) : (now >= start ? 1 : 0)
        }

        public func isFaceUp(at now: Double) -> Bool {
            progress(at: now) < 0.5 ? fromFaceUp : toFaceUp
        }

        /// The card's width as a fraction of its full width: |cos| of the turn angle.
        public func widthScale(at now: Double) -> Double {
            guard fromFaceUp != toFaceUp else { return 1 }
            return abs(cos(.pi * progress(at: now)))
        }

        public func isTurning(at now: Double) -> Bool {
            fromFaceUp != toFaceUp && now >= start && now < ends
        }
    }

    public let id: Int
    public var path: Path
    public var flip: Flip
    public var effect: CardEffect?
    /// Stacking order: a card that started moving later is drawn over one that started earlier.
    public var z: Int
    /// How the card is leaving the table, or nil while it is on it.
    ///
    /// A leaving sprite goes once its path and flip are done.
    public var leaving: LeaveStyle?
    /// Which pile a leaving card is bound for (players have a pile each).
    public var pile = 0

    public init(id: Int, path: Path, flip: Flip, z: Int, leaving: LeaveStyle? = nil) {
        self.id = id
        self.path = path
        self.flip = flip
        self.z = z
        self.leaving = leaving
    }

    public var isLeaving: Bool { leaving != nil }
    /// The card fades out where it is (instead of flying to a pile).
    public var fadesOut: Bool { leaving == .fade }

    /// When every motion of this card is over.
    public var settles: Double {
        max(path.ends, flip.ends, effect.map { $0.start + $0.duration } ?? 0)
    }

    public func isAnimating(at now: Double) -> Bool {
        now < settles
    }

    /// When the card may next look different from how it looks at `now` (see
    /// `CardStage.nextChange`): `now` while it changes at every frame, nil when it never will.
    public func nextChange(after now: Double) -> Double? {
        var soonest = Double.infinity
        func note(_ time: Double) {
            if time > now && time < soonest { soonest = time }
        }
        switch path {
        case .tween(let tween):
            // A fade does not move, yet changes at every frame.
            if now >= tween.begins && now < tween.ends && (tween.from != tween.to || fadesOut) { return now }
            note(tween.begins)
            note(tween.ends)
        case .bounce(let flight, let then):
            if now >= flight.start && now < then.ends { return now }
            note(flight.start)
            note(then.ends)
        }
        if flip.isTurning(at: now) { return now }
        note(flip.start)
        note(flip.ends)
        if let effect {
            if effect.isActive(at: now) {
                guard let blink = effect.nextBlink(after: now) else { return now }
                note(blink)
            }
            note(effect.start)
            note(effect.start + effect.duration)
        }
        return soonest < .infinity ? soonest : nil
    }

    /// A leaving card is gone once it has settled.
    public func isGone(at now: Double) -> Bool {
        isLeaving && now >= settles
    }
}
