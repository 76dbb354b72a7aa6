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

    public init(points: [Int]) {
        order = points.indices.sorted { (points[$0], -$0) > (points[$1], -$1) }
        let top = points.max()
        winner = points.filter { $0 == top }.count == 1 ? order.first : nil
    }
}
