/// What the command line asked for.
public struct Invocation: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case play(SceneID)
        case help
        case version
    }

    public var command: Command = .play(.menu)
    public var seed: UInt64?
    public var ascii = false
    public var noColor = false

    public init() {}

    public static let version = "cardtable 0.1.0"

    public static let usage = """
        usage: cardtable [set] [options]

          (no command)   open the start menu
          set            play Set

        options:
          --seed N       a reproducible game (same deck order and shuffles)
          --ascii        draw with ASCII characters only
          --no-color     no colours (the NO_COLOR environment variable does the same)
          -h, --help     show this help
          --version      show the version
        """

    /// A command line that could not be understood; `message` is one line for the player.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    /// Reads the arguments (without the program name).
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        var invocation = Invocation()
        var remaining = arguments[...]
        var sawCommand = false
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": invocation.command = .help
            case "--version": invocation.command = .version
            case "--ascii": invocation.ascii = true
            case "--no-color": invocation.noColor = true
            case "--seed":
                guard let value = remaining.popFirst() else {
                    return .failure(UsageError(message: "option --seed needs a number"))
                }
                guard let seed = UInt64(value) else {
                    return .failure(UsageError(message: "--seed: '\(value)' is not a whole number"))
                }
                invocation.seed = seed
            case _ where argument.hasPrefix("--seed="):
                let value = String(argument.dropFirst("--seed=".count))
                guard let seed = UInt64(value) else {
                    return .failure(UsageError(message: "--seed: '\(value)' is not a whole number"))
                }
                invocation.seed = seed
            case "set" where !sawCommand:
                sawCommand = true
                if invocation.command == .play(.menu) { invocation.command = .play(.set) }
            case _ where argument.hasPrefix("-"):
                return .failure(UsageError(message: "unknown option '\(argument)'"))
            default:
                return .failure(UsageError(message: "unknown command '\(argument)'"))
            }
        }
        return .success(invocation)
    }
}
