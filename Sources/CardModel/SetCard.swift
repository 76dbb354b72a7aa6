/// One of the 81 Set cards: a number, a shape, a shading and a colour.
///
/// A card's identity is its face: the deck holds each combination exactly once.
public struct SetCard: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// 1, 2 or 3 shapes.
    public let number: Int
    public let shape: SetShape
    public let shading: SetShading
    public let color: SetColor

    public init(number: Int, shape: SetShape, shading: SetShading, color: SetColor) {
        precondition((1...3).contains(number), "a Set card shows 1, 2 or 3 shapes")
        self.number = number
        self.shape = shape
        self.shading = shading
        self.color = color
    }

    /// A stable index 0..<81, the card's position in base 3 over its four attributes.
    public var id: Int {
        (number - 1) * 27 + shape.rawValue * 9 + shading.rawValue * 3 + color.rawValue
    }

    /// The card in words, as the status line and screen readers say it: `2 green striped ovals`.
    public var description: String {
        "\(number) \(color.name) \(shading.name) \(shape.name)\(number > 1 ? "s" : "")"
    }

    /// All 81 cards, in `id` order.
    public static let fullDeck: [SetCard] = (0..<81).map { SetCard(id: $0) }

    /// The card with the given `id` (0..<81).
    public init(id: Int) {
        precondition((0..<81).contains(id), "card ids run from 0 to 80")
        self.init(
            number: id / 27 + 1,
            shape: SetShape(rawValue: id / 9 % 3) ?? .diamond,
            shading: SetShading(rawValue: id / 3 % 3) ?? .solid,
            color: SetColor(rawValue: id % 3) ?? .red)
    }

    /// The attribute values as 0/1/2 digits, so the Set rule becomes arithmetic.
    var digits: [Int] { [number - 1, shape.rawValue, shading.rawValue, color.rawValue] }

    /// Whether three cards form a Set: each attribute all the same or all different.
    ///
    /// With values 0/1/2 that is exactly "each attribute sums to a multiple of 3".
    public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        zip(zip(a.digits, b.digits), c.digits).allSatisfy { ($0.0 + $0.1 + $1) % 3 == 0 }
    }

    /// The attributes, by name, in which three cards are two alike and one different: what
    /// keeps them from being a Set (empty for a Set).
    public static func attributesBreakingSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> [String] {
        func breaks<T: Hashable>(_ value: (SetCard) -> T) -> Bool { Set([a, b, c].map(value)).count == 2 }
        // In the order the cards are described: `2 green striped ovals`.
        return [
            ("number", breaks(\.number)), ("color", breaks(\.color)), ("shading", breaks(\.shading)),
            ("shape", breaks(\.shape)),
        ].filter(\.1).map(\.0)
    }

    /// The one card that completes a Set with `a` and `b`.
    public static func completing(_ a: SetCard, _ b: SetCard) -> SetCard {
        let d = zip(a.digits, b.digits).map { (6 - $0 - $1) % 3 }
        return SetCard(id: d[0] * 27 + d[1] * 9 + d[2] * 3 + d[3])
    }

    /// Every Set among `cards`, each as three indices into `cards` in increasing order.
    public static func sets(in cards: [SetCard]) -> [[Int]] {
        var result: [[Int]] = []
        var position: [Int: Int] = [:]
        for (index, card) in cards.enumerated() { position[card.id] = index }
        for i in cards.indices {
            for j in cards.indices where j > i {
                if let k = position[completing(cards[i], cards[j]).id], k > j {
                    result.append([i, j, k])
                }
            }
        }
        return result
    }
}
