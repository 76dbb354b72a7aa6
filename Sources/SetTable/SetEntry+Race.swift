import CardModel
import FileStore
import Foundation
import GameTable

/// A game of Set raced against a ghost (`--ghost`): the earlier game found before the game
/// opens.
extension SetTable {
    /// Finds the ghost `--ghost` asks for before the game opens (and before the terminal is
    /// taken), or says why there is none: no game of the deal to race, a damaged one, a file
    /// named that is no record of games (a bad command line, exit 2).
    ///
    /// The player's own record of games that cannot be read is no bad command line but a
    /// file's problem (files.md): the game is played without a ghost, saying so, the file
    /// named as the game opens and on standard error at the end, and left as it is.
    static func prepareRace(_ request: GameRequest, _ services: AppServices) -> Result<
        GameRequest, OpeningFailure
    > {
        guard let options = request.options(as: SetOptions.self), let choice = options.ghost,
            options.race == nil
        else { return .success(request) }
        let found: Result<SetRace, OpeningFailure>
        switch choice {
        case .best, .last:
            if services.keeper.recordIsUnreadable {
                var prepared = request
                prepared.options = AnyGameValue(
                    SetOptions(ghost: choice, unraced: "No ghost: your record of games cannot be read."))
                prepared.isFresh = true
                return .success(prepared)
            }
            found = SetRace.find(choice, kind: request.game, seed: request.seed, in: services.keeper.records)
        case .file(let path):
            found = readRecords(path, in: services.places).flatMap {
                SetRace.find(choice, kind: request.game, seed: request.seed, in: $0, file: path)
            }
        }
        return found.map { race in
            var prepared = request
            prepared.options = AnyGameValue(SetOptions(ghost: choice, race: race))
            // A race is dealt anew: a kept game (a race too) goes on from Continue, or `set` alone.
            prepared.isFresh = true
            return prepared
        }.mapError { OpeningFailure("--ghost: " + $0.message) }
    }

    /// The games of the record of games at `path` (a regular file, of a bounded size), named
    /// as the player knows it where the program runs (`~/...` under the home folder).
    private static func readRecords(_ path: String, in places: ProgramPlaces) -> Result<
        [GameRecord], OpeningFailure
    > {
        let store = FileStore(directories: AppDirectories(environment: places.environment))
        let data: Data?
        do {
            data = try store.read(URL(fileURLWithPath: path))
        } catch {
            return .failure(OpeningFailure("\(error)"))
        }
        guard let data else { return .failure(OpeningFailure("\(path): no such file")) }
        return SetRace.records(in: data).mapError { OpeningFailure("\(path): \($0.message)") }
    }
}

extension SetRace {
    /// What the table says as the race begins.
    ///
    /// `Race the ghost: 24 Sets in 8:12 (your best game). Its Sets light up as it takes them.`:
    /// the numbers first, which a narrow header keeps.
    var openingWords: String {
        "Race the ghost: \(counted(ghost.takes.count, "Set")) in \(TimeFormat.elapsed(ghost.seconds))"
            + " (\(named)). Its Sets light up as it takes them."
    }
}
