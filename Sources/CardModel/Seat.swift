/// One player at the table: a person with a name, or the computer at a level.
public struct Seat: Codable, Equatable, Hashable, Sendable {
    public var name: String
    /// The computer's level; nil for a person.
    public var computer: ComputerLevel?

    public init(name: String, computer: ComputerLevel? = nil) {
        self.name = name
        self.computer = computer
    }

    public var isComputer: Bool { computer != nil }

    private enum CodingKeys: String, CodingKey { case name, computer }

    /// A seat as a file holds it: its name cleaned of control characters and no longer than
    /// a name may be.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name).withoutControlCharacters
        computer = try container.decodeIfPresent(ComputerLevel.self, forKey: .computer)
        guard !name.isEmpty, name.count <= FileLimits.nameLength else {
            throw DecodingError.outOfRange("a seat's name", decoder)
        }
    }

    /// A person called `playerName` and the computer (called `computerName`) at `level`.
    public static func againstComputer(
        _ level: ComputerLevel, playerName: String, computerName: String
    ) -> [Seat] {
        [Seat(name: playerName), Seat(name: computerName, computer: level)]
    }

    /// Friends called `names` at one keyboard.
    public static func friends(names: [String]) -> [Seat] {
        names.map { Seat(name: $0) }
    }

}

/// How well the computer plays.
public enum ComputerLevel: String, Codable, CaseIterable, Sendable {
    case easy, normal, hard
}

/// Where each seat finished: seats by points, best first, and the winner when one is ahead.
public struct Standings: Equatable, Sendable {
    /// Seat indices, most points first (ties keep seat order).
    public let order: [Int]
    /// The seat with the most points, or nil on a tie for first.
    public let winner: Int?
    /// Each seat's points.
    public let points: [Int]

    public init(points: [Int]) {
        self.points = points
        order = points.indices.sorted { (points[$0], -$0) > (points[$1], -$1) }
        let top = points.max()
        winner = points.filter { $0 == top }.count == 1 ? order.first : nil
    }

    /// Where `seat` finished, from 1: seats level on points share a place (1, 1, 3).
    public func place(of seat: Int) -> Int {
        guard points.indices.contains(seat) else { return points.count }
        return 1 + points.filter { $0 > points[seat] }.count
    }

    /// The seats level at the top when nobody is ahead (a draw), else none.
    public var drawn: [Int] {
        guard winner == nil, let top = points.max() else { return [] }
        return order.filter { points[$0] == top }
    }
}
