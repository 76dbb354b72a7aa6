import CardModel
import GameTable
import TerminalIO

/// Who plays, asked before a game against others starts: the computer's level, or how many
/// friends play and, if they like, their names.
///
/// Starts from what was chosen last (the settings) and says what it chose when it is done,
/// so the menu can remember it.
struct PlayersForm: Equatable {
    /// What the form asks now.
    enum Step: Equatable {
        /// The computer's level.
        case level
        /// How many friends play.
        case count
        /// The friends' names (each may be left empty for `Player N`).
        case names
    }

    /// What a key did to the form.
    enum Outcome: Equatable {
        case stay
        /// The players are chosen.
        case done([Seat])
        /// Back out of the form (to the menu).
        case cancel
    }

    private(set) var step: Step
    /// The row chosen in a list step, or the field (names, then the start line) with the focus.
    private(set) var row: Int
    /// The names typed, one for each player.
    private(set) var names: [String]
    /// Why the names cannot be taken, for the player.
    private(set) var problem: String?

    /// The levels offered, in order.
    static let levels = ComputerLevel.allCases
    /// How many friends may play.
    static let counts = Array(2...4)

    /// A form for playing with `company`, starting from `settings`.
    init(company: PlayMode.Company, settings: PlayerSettings) {
        step = company == .computer ? .level : .count
        row =
            company == .computer
            ? Self.levels.firstIndex(of: settings.computerLevel) ?? 1
            : Self.counts.firstIndex(of: settings.friendCount) ?? 0
        // A name left as its default is shown empty, ready to type.
        names = (0..<4).map { seat in
            let name = settings.friendNames.indices.contains(seat) ? settings.friendNames[seat] : ""
            return name == Self.defaultName(seat) ? "" : name
        }
    }

    /// The name of a player who gave none.
    static func defaultName(_ seat: Int) -> String { "Player \(seat + 1)" }

    /// How many players the names step asks for.
    var playerCount: Int { Self.counts[min(row, Self.counts.count - 1)] }
    private var chosenCount = 2

    /// The rows of the current step: the list's choices, or the names and the start line.
    var rowCount: Int {
        switch step {
        case .level: Self.levels.count
        case .count: Self.counts.count
        case .names: chosenCount + 1
        }
    }

    /// The names as the game gets them: each typed one, or the default.
    var seatNames: [String] {
        (0..<chosenCount).map { seat in
            PlayerSettings.checkedName(names[seat]) ?? Self.defaultName(seat)
        }
    }

    mutating func handle(_ key: Key) -> Outcome {
        problem = nil
        switch key {
        case .escape:
            guard step == .names else { return .cancel }
            step = .count
            row = Self.counts.firstIndex(of: chosenCount) ?? 0
        case .up: row = (row + rowCount - 1) % rowCount
        case .down, .tab: row = (row + 1) % rowCount
        case .enter: return choose()
        case .backspace where step == .names && row < chosenCount:
            if !names[row].isEmpty { names[row].removeLast() }
        case .character(let character) where step == .names && row < chosenCount:
            type(character)
        case .character(" ") where step != .names: return choose()
        case .character(let character) where step != .names:
            // A list's choices are numbered from 1.
            if let number = character.wholeNumberValue, (1...rowCount).contains(number) {
                row = number - 1
                return choose()
            }
            if character == "k" { row = (row + rowCount - 1) % rowCount }
            if character == "j" { row = (row + 1) % rowCount }
        default: break
        }
        return .stay
    }

    /// Chooses the row with the focus: a level starts the game, a count asks for the
    /// names, a name moves on to the next field, the start line starts the game.
    mutating func choose(row chosen: Int? = nil) -> Outcome {
        if let chosen { row = chosen }
        switch step {
        case .level:
            return .done(Seats.againstComputer(Self.levels[row]))
        case .count:
            chosenCount = playerCount
            step = .names
            row = 0
            return .stay
        case .names where row < chosenCount:
            row += 1
            return .stay
        case .names:
            let seats = seatNames
            if let twice = seats.first(where: { name in seats.filter { $0 == name }.count > 1 }) {
                problem = "Two players are called \(twice): give each a name of their own."
                return .stay
            }
            return .done(Seat.friends(names: seats))
        }
    }

    private mutating func type(_ character: Character) {
        guard !character.isNewline, character.asciiValue.map({ $0 >= 32 && $0 != 127 }) ?? true,
            names[row].count < FileLimits.nameLength
        else { return }
        names[row].append(character)
    }
}
