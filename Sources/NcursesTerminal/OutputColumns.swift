import CTerminalSignals
import Glibc

extension NcursesTerminal {
    /// The columns text written to standard output should fit, found as `ls` finds them:
    /// the terminal's width when standard output is a terminal, else `COLUMNS` when it is a
    /// positive number, else 80 (a pipe or a file).
    public static func outputColumns(environment: [String: String]) -> Int {
        let columns = Int(ct_terminal_columns(STDOUT_FILENO))
        if columns > 0 { return columns }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }
}
