import Foundation

/// Files a game keeps of its own beside its games (Memorize's themes), read as the program
/// starts: the game's module reads them, the program only says where it runs.
public struct GameFiles: Sendable {
    /// Reads them into `services` (under the game's `ServiceKey`); returns what is wrong with
    /// them, each naming its file, for the player.
    public let load: @Sendable (ProgramPlaces, AppServices) -> [String]
    /// Files of the game's own that a recording must never be written over (the built-in
    /// themes file).
    public let own: @Sendable (ProgramPlaces) -> [URL]
    /// What of the player's work could not be written on the way out (a half-typed theme),
    /// each naming its file: said on standard error, and the exit status is 1.
    public let unwritten: @Sendable (AppServices) -> [String]

    public init(
        load: @escaping @Sendable (ProgramPlaces, AppServices) -> [String],
        own: @escaping @Sendable (ProgramPlaces) -> [URL] = { _ in [] },
        unwritten: @escaping @Sendable (AppServices) -> [String] = { _ in [] }
    ) {
        self.load = load
        self.own = own
        self.unwritten = unwritten
    }
}

/// Where the program runs, for a game that reads files of its own.
public struct ProgramPlaces: Sendable {
    /// The environment: `HOME` and the XDG folders say where the player's files are.
    public var environment: [String: String]
    /// The running program, near which its built-in files are found.
    public var executable: URL

    public init(environment: [String: String], executable: URL) {
        self.environment = environment
        self.executable = executable
    }
}
