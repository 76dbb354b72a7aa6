import CardTableApp

/// A command of the program's own, beside the games' (each game's entry names its own):
/// declared once here, and read as a value by the command line, its checks and its help.
enum AppCommand: String, CaseIterable, Sendable {
    case `continue`, deal, join, replay, stats, watch

    /// What follows `cardtable` for it in the overview's usage line: `replay [last|best|N]`.
    var synopsis: String {
        switch self {
        case .replay: "replay [last|best|N]"
        case .join, .watch: "\(rawValue) [NAME]"
        case .continue, .deal, .stats: rawValue
        }
    }

    /// What it does: its line of `cardtable --help`.
    var usage: String {
        switch self {
        case .continue: "your games in progress: take one up, or abandon one"
        case .deal: "watch the computer play (Space pauses, +/- speed, Q quits)"
        case .join: "join a table hosted at another terminal (NAME, the only one, or a list)"
        case .replay: "your recorded games, to replay one (last, best, N: that one at once)"
        case .stats: "your games, bests and recent scores, on standard output"
        case .watch: "watch a table hosted at another terminal, making no move"
        }
    }

    /// It goes to a table hosted at another terminal, which the argument after it names.
    var goesToTable: Bool { self == .join || self == .watch }
}

/// The command a command line names: a game's, by the command its entry declares, or the
/// program's own.
enum CommandName: Equatable, Sendable {
    case game(String)
    case app(AppCommand)

    /// The command `word` names, with the games of `catalog`; nil when it names none.
    init?(_ word: String, catalog: GameCatalog) {
        if catalog.entry(command: word) != nil {
            self = .game(word)
        } else if let command = AppCommand(rawValue: word) {
            self = .app(command)
        } else {
            return nil
        }
    }

    /// The command as it is typed.
    var word: String {
        switch self {
        case .game(let command): command
        case .app(let command): command.rawValue
        }
    }

    /// The game's command, if it is a game's.
    var game: String? {
        guard case .game(let command) = self else { return nil }
        return command
    }

    /// The program's own command, if it is one.
    var app: AppCommand? {
        guard case .app(let command) = self else { return nil }
        return command
    }
}
