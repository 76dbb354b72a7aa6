import CardModel

/// A change to the player's settings, as a value: what a screen asks the app to keep
/// (`TableEffect.changeSettings`), made to the settings of this run and to the file.
///
/// It names only what the screen changed, so what another cardtable saved meanwhile in the
/// same file is kept.
public enum SettingsChange: Equatable, Sendable {
    /// How the table looks and moves, the keyboard and every game's own settings, as
    /// `settings` has them (the Settings screen).
    case table(PlayerSettings)
    /// Who played a game against others last: the computer at its level, or the friends by
    /// name (the players' form).
    case players([Seat])

    /// `settings` with this change made.
    public func apply(to settings: inout PlayerSettings) {
        switch self {
        case .table(let chosen):
            settings.palette = chosen.palette
            settings.speed = chosen.speed
            settings.reducedMotion = chosen.reducedMotion
            settings.ascii = chosen.ascii
            for (key, value) in chosen.games { settings.games[key] = value }
            settings.keyboard = chosen.keyboard
        case .players(let seats):
            if let level = seats.first(where: \.isComputer)?.computer {
                settings.computerLevel = level
            } else {
                settings.friendCount = seats.count
                settings.friendNames = seats.map(\.name)
            }
        }
    }
}
