/// The words every game uses for the keys of a table shared between terminals.
extension TableSharing {
    /// The help's line for leaving: the host's leaving closes the table for everyone.
    public static let leaveHelpLine = "Q / Esc            leave the table (the host's closes it)"

    /// The help's line for the next game: the host's `N` deals it from the lobby, to
    /// whoever is there then (asked first while a game is on); nobody else deals.
    public var nextGameHelpLine: String {
        self == .hosts
            ? "N                  next game: back to the lobby, for everyone"
            : "N                  the host deals the next game"
    }

    /// The result panel's keys: only the host deals the next game.
    public var resultKeys: String {
        switch self {
        case .hosts: "N: next game (back to the lobby)    Q: close the table"
        case .joins: "Q: leave the table    (the host deals the next game)"
        case .watches: "Q: stop watching    (the host deals the next game)"
        }
    }
}
