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
