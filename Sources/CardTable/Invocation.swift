import Animation
import CardModel
import Foundation

/// What the command line asked for.
public struct Invocation: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case play(SceneID)
        /// `cardtable stats`: the record as a table, or JSON.
        case statistics(json: Bool)
        /// `cardtable replay [best]`: a finished game played back.
        case replay(ReplayChoice)
        case help
        /// `cardtable COMMAND --help`: that command's options and keys (`CommandHelp`).
        case commandHelp(String)
        case version
    }

    /// Which finished game `cardtable replay` plays back.
    public enum ReplayChoice: String, Equatable, Sendable {
        /// The last game finished.
        case last
        /// The game with the best score.
        case best
    }

    public var command: Command = .play(.menu)
    public var seed: UInt64?
    public var ascii = false
    public var noColor = false
    public var speed = 1.0
    public var reducedMotion = false
    public var framesPerSecond = 60.0
    /// The Memorize theme asked for with --theme.
    public var themeName: String?
    /// Seconds a caller has to choose three cards in Set between friends.
    public var claimSeconds = 10.0
    /// `--record FILE`: play on a pseudo-terminal and record the session to FILE.
    public var recording: Recording?

    /// Where `--record` writes, and the command line of the game it records.
    public struct Recording: Equatable, Sendable {
        /// The asciicast file to write.
        public var file: String
        /// The arguments without `--record FILE`: the game the recorder starts again.
        public var arguments: [String]
    }

    public init() {}

    public static let version = "cardtable 0.2.0"

    public static let usage = """
        usage: cardtable [set | memorize | puzzle | deal | replay [best] | stats] [options]

          (no command)   open the start menu
          set            play Set (a game left in progress goes on where it was)
          memorize       play Memorize (--theme NAME for a theme, else a random one)
          deal           watch the computer play (Space pauses, +/- speed, q quits)
          puzzle         the daily puzzle: twelve cards, six Sets (--date YYYY-MM-DD)
          replay         watch your last finished game again (replay best: your best one)
          stats          your games, bests and recent scores, on standard output

        options:
          --seed N          a reproducible game (same deck order and shuffles)
          --speed X         animation speed, 0.25 to 8 (2 is twice as fast)
          --reduced-motion  no flights or flips: every change shows at once
          --fps N           frames per second while cards move (default 60)
          --once            with deal: play one game, then exit with status 0
          --game NAME       with deal: set (the default) or memorize
          --theme NAME      with memorize or deal --game memorize: the theme to play
          --vs computer     with set or memorize: play against the computer
          --level LEVEL     with --vs computer: easy, normal (the default) or hard
          --players P       with set or memorize: 2 to 4 friends at one keyboard, as a
                            number or as names (--players Ann,Bob)
          --claim-time S    with set --players: seconds to choose after calling (10)
          --record FILE     with any command that plays: record the session to FILE
                            (asciicast v2: asciinema play FILE plays it back)
          --json            with stats: print JSON instead of a table
          --date DATE       with puzzle: that day's puzzle (YYYY-MM-DD), not today's
          --ascii           draw with ASCII characters only
          --no-color        no colours (the NO_COLOR environment variable does the same)
          -h, --help        show this help (after a command: its options and keys)
          --version         show the version
        """

    /// A command line that could not be understood; `message` is one line for the player.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    /// The app settings this command line asks for, with `seed` when it gave none.
    public func settings(defaultSeed: UInt64) -> App.Settings {
        App.Settings(
            seed: seed ?? defaultSeed, seedIsChosen: seed != nil,
            timing: AnimationTiming(speed: speed, reducedMotion: reducedMotion),
            framesPerSecond: framesPerSecond, themeName: themeName, claimSeconds: claimSeconds)
    }

    /// The players `--players` names: a count from 2 to 4, or 2 to 4 names split by commas.
    static func players(_ text: String) -> [Seat]? {
        if let count = Int(text) { return (2...4).contains(count) ? Seat.friends(count: count) : nil }
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard (2...4).contains(names.count), names.allSatisfy({ !$0.isEmpty && $0.count <= 12 }),
            Set(names).count == names.count
        else { return nil }
        return Seat.friends(names: names)
    }

    /// Today's date where the player is, for the daily puzzle.
    static var today: String { PuzzleDate.day(of: Date()) }

    /// Reads the arguments (without the program name).
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        var invocation = Invocation()
        var remaining = arguments[...]
        var command: String?
        var once = false
        var json = false
        var replayChoice: ReplayChoice?
        var gameName: String?
        var opponent: String?
        var level: ComputerLevel?
        var players: [Seat]?
        var claimTimeGiven = false
        var date: String?
        var recordFile: String?
        // Where each `--record FILE` stands, to leave it out of the recorded game's arguments.
        var recordPositions: [Range<Int>] = []
        while let argument = remaining.popFirst() {
            let position = remaining.startIndex - 1
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            func value() -> Result<String, UsageError> {
                if let attached { return .success(attached) }
                guard let next = remaining.popFirst() else {
                    return .failure(UsageError(message: "option \(name) needs a value"))
                }
                return .success(next)
            }
            switch name {
            case "-h", "--help": invocation.command = .help
            case "--version": invocation.command = .version
            case "--ascii": invocation.ascii = true
            case "--no-color": invocation.noColor = true
            case "--reduced-motion": invocation.reducedMotion = true
            case "--once": once = true
            case "--json": json = true
            case "--date":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let valid = PuzzleDate.validated(text) else {
                        return .failure(
                            UsageError(message: "--date: '\(text)' is not a date written YYYY-MM-DD"))
                    }
                    date = valid
                }
            case "--game", "--theme", "--vs", "--level", "--players", "--claim-time":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    switch name {
                    case "--game": gameName = text
                    case "--theme": invocation.themeName = text
                    case "--vs": opponent = text
                    case "--level":
                        guard let chosen = ComputerLevel(rawValue: text) else {
                            return .failure(
                                UsageError(message: "--level: '\(text)' is not easy, normal or hard"))
                        }
                        level = chosen
                    case "--players":
                        guard let seats = Self.players(text) else {
                            return .failure(
                                UsageError(
                                    message:
                                        "--players: '\(text)' is not 2 to 4, or 2 to 4 names split by commas")
                            )
                        }
                        players = seats
                    default:
                        guard let seconds = Double(text), (3...120).contains(seconds) else {
                            return .failure(
                                UsageError(
                                    message:
                                        "--claim-time: '\(text)' is not a number of seconds from 3 to 120"))
                        }
                        invocation.claimSeconds = seconds
                        claimTimeGiven = true
                    }
                }
            case "--record":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard !text.isEmpty else {
                        return .failure(UsageError(message: "--record needs a file name"))
                    }
                    recordFile = text
                    recordPositions.append(position..<remaining.startIndex)
                }
            case "--seed":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let seed = UInt64(text) else {
                        return .failure(UsageError(message: "--seed: '\(text)' is not a whole number"))
                    }
                    invocation.seed = seed
                }
            case "--speed":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let speed = Double(text), speed >= 0.25, speed <= 8 else {
                        return .failure(
                            UsageError(message: "--speed: '\(text)' is not a number from 0.25 to 8"))
                    }
                    invocation.speed = speed
                }
            case "--fps":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let fps = Int(text), (1...240).contains(fps) else {
                        return .failure(
                            UsageError(message: "--fps: '\(text)' is not a whole number from 1 to 240"))
                    }
                    invocation.framesPerSecond = Double(fps)
                }
            case _
            where ["set", "memorize", "deal", "stats", "replay", "puzzle"].contains(argument)
                && command == nil:
                command = argument
            case _
            where command == "replay" && replayChoice == nil && ReplayChoice(rawValue: argument) != nil:
                replayChoice = ReplayChoice(rawValue: argument)
            case _ where argument.hasPrefix("-"):
                return .failure(UsageError(message: "unknown option '\(argument)'"))
            default:
                return .failure(UsageError(message: "unknown command '\(argument)'"))
            }
        }
        if invocation.command == .help {
            // Help comes before checking that the options go with the command: who asks may not know yet.
            if let command { invocation.command = .commandHelp(command) }
            return .success(invocation)
        }
        if let recordFile {
            guard command != "stats" else {
                return .failure(UsageError(message: "--record goes with a command that plays"))
            }
            let arguments = arguments.indices.filter { index in
                !recordPositions.contains { $0.contains(index) }
            }.map { arguments[$0] }
            invocation.recording = Recording(file: recordFile, arguments: arguments)
        }
        if json && command != "stats" {
            return .failure(UsageError(message: "--json goes with the stats command"))
        }
        if once && command != "deal" {
            return .failure(UsageError(message: "--once goes with the deal command"))
        }
        if gameName != nil && command != "deal" {
            return .failure(UsageError(message: "--game goes with the deal command"))
        }
        var game = GameKind.set
        if let gameName {
            guard let kind = GameKind(rawValue: gameName) else {
                return .failure(UsageError(message: "--game: '\(gameName)' is not set or memorize"))
            }
            game = kind
        }
        if invocation.themeName != nil && !(command == "memorize" || (command == "deal" && game == .memorize))
        {
            return .failure(UsageError(message: "--theme goes with memorize or deal --game memorize"))
        }
        if date != nil && command != "puzzle" {
            return .failure(UsageError(message: "--date goes with the puzzle command"))
        }
        if let opponent, opponent != "computer" {
            return .failure(
                UsageError(message: "--vs: '\(opponent)' is not computer (for friends: --players)"))
        }
        let isPlay = command == "set" || command == "memorize"
        if (opponent != nil || players != nil) && !isPlay {
            return .failure(UsageError(message: "--vs and --players go with set or memorize"))
        }
        if opponent != nil && players != nil {
            return .failure(UsageError(message: "--vs computer and --players cannot go together"))
        }
        if level != nil && opponent == nil {
            return .failure(UsageError(message: "--level goes with --vs computer"))
        }
        if claimTimeGiven && (command != "set" || players == nil) {
            return .failure(UsageError(message: "--claim-time goes with set --players"))
        }
        let seats = players ?? (opponent != nil ? Seat.againstComputer(level ?? .normal) : [])
        if invocation.command == .play(.menu) {
            let kind: GameKind = command == "memorize" ? .memorize : .set
            switch command {
            case _ where isPlay && !seats.isEmpty: invocation.command = .play(.against(kind, seats: seats))
            case "set": invocation.command = .play(.set)
            case "memorize": invocation.command = .play(.memorize(theme: invocation.themeName))
            case "deal": invocation.command = .play(.watch(game, once: once))
            case "stats": invocation.command = .statistics(json: json)
            case "puzzle": invocation.command = .play(.puzzle(date: date ?? Self.today))
            case "replay": invocation.command = .replay(replayChoice ?? .last)
            default: break
            }
        }
        return .success(invocation)
    }
}
