/// How a game was played: alone, against the computer at a level, or by friends.
///
/// Records keep it, bests are kept apart by it, and a game in progress is kept in a save of
/// its own for each way (`company`). Files write it as they always have: `solo`,
/// `vs computer (hard)`, `3 players`.
public enum PlayMode: Hashable, Sendable, Codable {
    case solo
    case computer(ComputerLevel)
    /// Friends, this many of them.
    case friends(Int)

    /// How `seats` play: none or one is a game alone; the computer among them, against it.
    public init(seats: [Seat]) {
        if let level = seats.first(where: \.isComputer)?.computer {
            self = .computer(level)
        } else {
            self = seats.count >= 2 ? .friends(seats.count) : .solo
        }
    }

    /// Who else is at the table, whatever the level or the number of friends.
    public var company: Company {
        switch self {
        case .solo: .alone
        case .computer: .computer
        case .friends: .friends
        }
    }

    /// Who else is at the table.
    public enum Company: String, Hashable, Sendable, CaseIterable {
        case alone, computer, friends
    }

    /// The mode as files write it.
    public var text: String {
        switch self {
        case .solo: "solo"
        case .computer(let level): "vs computer (\(level.rawValue))"
        case .friends(let count): "\(count) players"
        }
    }

    /// The mode a file wrote as `text`, or nil when it is none.
    public init?(text: String) {
        if text == "solo" {
            self = .solo
        } else if text.hasPrefix("vs computer ("), text.hasSuffix(")"),
            let level = ComputerLevel(rawValue: String(text.dropFirst(13).dropLast()))
        {
            self = .computer(level)
        } else if text.hasSuffix(" players"), let count = Int(text.dropLast(8)), (2...4).contains(count) {
            self = .friends(count)
        } else {
            return nil
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let mode = PlayMode(text: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a mode")
        }
        self = mode
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// How a game against others ended.
///
/// Against the computer, from the person's side; between friends, who won. Files write
/// it as `won`, `lost`, `draw` or `Ann won`.
public enum GameOutcome: Hashable, Sendable, Codable {
    case won, lost, draw
    /// Between friends: the winner's name.
    case winner(String)

    /// How `standings` end for `seats`: against the computer from the side of the person,
    /// between friends the winner by name.
    public init(seats: [Seat], standings: Standings) {
        if seats.contains(where: \.isComputer) {
            self = standings.winner.map { seats[$0].isComputer ? .lost : .won } ?? .draw
        } else {
            self = standings.winner.map { .winner(seats[$0].name) } ?? .draw
        }
    }

    /// The outcome as files write it.
    public var text: String {
        switch self {
        case .won: "won"
        case .lost: "lost"
        case .draw: "draw"
        case .winner(let name): "\(name) won"
        }
    }

    public init(text: String) {
        switch text {
        case "won": self = .won
        case "lost": self = .lost
        case "draw": self = .draw
        default: self = .winner(text.hasSuffix(" won") ? String(text.dropLast(4)) : text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let outcome = GameOutcome(text: try decoder.singleValueContainer().decode(String.self))
        if case .winner(let name) = outcome {
            // A winner's name is bounded as a name is.
            self = .winner(name.cleaned(limit: FileLimits.nameLength))
        } else {
            self = outcome
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
