import CardTableApp

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
