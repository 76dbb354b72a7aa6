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

    /// A person and the computer at `level`: a game against the computer.
    public static func againstComputer(_ level: ComputerLevel, playerName: String = "You") -> [Seat] {
        [Seat(name: playerName), Seat(name: "Computer", computer: level)]
    }

    /// Friends called `names` at one keyboard.
    public static func friends(names: [String]) -> [Seat] {
        names.map { Seat(name: $0) }
    }

    /// Friends at one keyboard, `count` of them, called `Player 1` and on.
    public static func friends(count: Int) -> [Seat] {
        (1...max(1, count)).map { Seat(name: "Player \($0)") }
    }
}

/// How well the computer plays.
public enum ComputerLevel: String, Codable, CaseIterable, Sendable {
    case easy, normal, hard
}

/// How a game is played, in a few words: `solo`, `vs computer (hard)`, `3 players`.
public func modeName(of seats: [Seat]) -> String {
    if let level = seats.first(where: \.isComputer)?.computer { return "vs computer (\(level.rawValue))" }
    return seats.count >= 2 ? "\(seats.count) players" : "solo"
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
