import CardModel
import Foundation
import GameTable

/// Which earlier game a player races (`--ghost best|last|FILE`): their best or last game of
/// the deal, or the best in a record of games someone gave them.
public enum SetGhostChoice: Equatable, Sendable {
    case best
    case last
    /// A record of games as cardtable writes it (`games.json`, a friend's), by its path.
    case file(String)

    /// The choice `text` names: `best`, `last`, else a file's path.
    public init(_ text: String) {
        switch text {
        case "best": self = .best
        case "last": self = .last
        default: self = .file(text)
        }
    }
}

/// A game of Set raced against a ghost: the deal, and the earlier game of it to race.
public struct SetRace: Equatable, Sendable {
    public var seed: UInt64
    public var ghost: SetGhost
    /// Whose game it is, for the opening words: `your best game`.
    public var named: String

    /// The ghost of the game `record` holds, or why it cannot be raced: a game not played
    /// alone to its end, only its summary kept, or moves that are no finished game of Set.
    ///
    /// The ghost is the log played through, as a replay is: a record of an older version
    /// races as it was played.
    public static func of(_ record: GameRecord, named: String) -> Result<SetRace, OpeningFailure> {
        guard let log = record.log else {
            return .failure(
                OpeningFailure("\(named) keeps only its summary, not its moves: it cannot be raced"))
        }
        guard log.game == record.game, log.seed == record.seed, let review = SetReview(log: log),
            review.isFinished, review.seats.isEmpty,
            let ghost = SetGhost(
                takes: review.taken.map { SetGhost.Take(at: $0.at, cards: $0.cards.map(\.id)) },
                seconds: review.seconds)
        else {
            return .failure(
                OpeningFailure(
                    "\(named) (ended \(record.date.formatted(.iso8601))) is damaged: its moves are not a"
                        + " finished game of \(command(record.game, seed: record.seed)) to race"))
        }
        return .success(SetRace(seed: log.seed, ghost: ghost, named: named))
    }

    /// The race `choice` asks for among `records` (oldest first) of a game of `kind`, of the
    /// deal `seed` when one was asked for (else the deal of the game chosen): games played
    /// alone to their end count; `best` is the highest score (the faster of two alike).
    public static func find(
        _ choice: SetGhostChoice, kind: GameKind, seed: UInt64?, in records: [GameRecord], file: String? = nil
    ) -> Result<SetRace, OpeningFailure> {
        let fitting = records.filter {
            $0.finished && $0.mode == .solo && $0.game == kind && (seed == nil || $0.seed == seed)
        }
        let chosen =
            choice == .last
            ? fitting.last
            : fitting.max { ($0.score, -$0.seconds) < ($1.score, -$1.seconds) }
        guard let chosen else {
            let game = seed.map { command(kind, seed: $0) } ?? command(kind, seed: nil)
            return .failure(
                OpeningFailure(
                    file.map { "\($0) holds no finished game of \(game) played alone to race" }
                        ?? "no recorded game of \(game) to race (play one to its end first)"))
        }
        // The file by its name alone: the header has room for a few words. The name is the
        // player's to choose (a friend's file): it reaches the screen without control characters.
        let named =
            file.map {
                "the best game in " + URL(fileURLWithPath: $0).lastPathComponent.withoutControlCharacters
            }
            ?? (choice == .last ? "your last game" : "your best game")
        return of(chosen, named: named)
    }

    /// How the command line names a deal of `kind`: `set --variant junior --seed 5`.
    static func command(_ kind: GameKind, seed: UInt64?) -> String {
        let variant = SetTable.variant(kind)
        return "set" + (variant == .standard ? "" : " --variant \(variant.rawValue)")
            + (seed.map { " --seed \($0)" } ?? "")
    }

    /// The games a record of games (`games.json`, as cardtable writes it) holds, or why it
    /// is none; entries that cannot be read as games are left out.
    public static func records(in data: Data) -> Result<[GameRecord], OpeningFailure> {
        struct Entry: Decodable {
            let record: GameRecord?
            init(from decoder: any Decoder) throws { record = try? GameRecord(from: decoder) }
        }
        struct Document: Decodable {
            let version: Int
            let games: [Entry]
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let document = try? decoder.decode(Document.self, from: data) else {
            return .failure(
                OpeningFailure("not a cardtable record of games (an asciicast from --record holds no moves)"))
        }
        guard document.version <= 1 else {
            return .failure(OpeningFailure("written by a newer cardtable (format \(document.version))"))
        }
        return .success(document.games.compactMap(\.record))
    }
}
