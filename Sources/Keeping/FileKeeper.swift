import CardModel
import FileStore
import Foundation

/// The games kept in files: each game in progress in a save of its own, and the record of
/// every game that ended, all in `$XDG_STATE_HOME/cardtable/`, written through `FileStore`.
///
/// A file that cannot be read (broken, from a newer version, not a regular file) is named in
/// `problems`, left exactly as it is, and never written over; the game goes on without it.
public final class FileKeeper: GameKeeper {
    /// The record's format; a later version can read it or say plainly why not.
    static let recordsVersion = 1
    /// Records keep their moves (for replays) for this many recent games and each kind's best.
    static let recentLogs = 20

    private let store: FileStore
    public private(set) var records: [GameRecord] = []
    public private(set) var problems: [String] = []
    /// Files found unreadable: never written.
    private var broken: Set<URL> = []

    public init(store: FileStore) {
        self.store = store
        records = readRecords()
    }

    var recordsFile: URL { store.directories.state.appendingPathComponent("games.json") }

    func saveFile(_ slot: SaveSlot) -> URL {
        store.directories.state.appendingPathComponent(slot.fileName)
    }

    // MARK: - Saves

    public func savedGame(_ slot: SaveSlot) -> SavedGame? {
        let file = saveFile(slot)
        guard !broken.contains(file) else { return nil }
        do {
            guard let data = try store.read(file) else { return nil }
            let saved = try Self.decoder.decode(SavedGame.self, from: data)
            guard saved.version <= SavedGame.formatVersion else {
                throw FileProblem(
                    path: store.directories.displayPath(file),
                    reason: "written by a newer cardtable (format \(saved.version)); left as it is")
            }
            return saved
        } catch {
            noteBroken(file, error)
            return nil
        }
    }

    public func save(_ game: SavedGame) {
        let file = saveFile(game.log.slot)
        guard !broken.contains(file) else { return }
        do {
            try store.write(try Self.encoder.encode(game), to: file)
        } catch {
            problems.append("\(error)")
        }
    }

    public func discardSave(_ slot: SaveSlot) {
        let file = saveFile(slot)
        guard !broken.contains(file) else { return }
        do { try store.remove(file) } catch { problems.append("\(error)") }
    }

    // MARK: - The record

    public func record(_ record: GameRecord) {
        let file = recordsFile
        guard !broken.contains(file) else {
            // The file stays as it is; this run still knows the game.
            records.append(record)
            return
        }
        do {
            var merged: [GameRecord] = []
            try store.update(file) { data in
                // Under the lock, the file as it is now: another game may have added to it.
                var entries = try Self.entries(in: data, file: self.store.directories.displayPath(file))
                entries.append(try JSONSerialization.jsonObject(with: Self.encoder.encode(record)))
                var (kept, games) = Self.droppingOldLogs(entries)
                var document = try Self.document(of: kept)
                // A file larger than the store reads would be left alone for good: the oldest
                // games make room, a tenth at a time.
                while document.count > FileStore.sizeLimit && kept.count > 1 {
                    let oldest = max(1, kept.count / 10)
                    kept.removeFirst(oldest)
                    games.removeFirst(oldest)
                    document = try Self.document(of: kept)
                }
                merged = games.compactMap { $0 }
                return document
            }
            records = merged
        } catch {
            noteBroken(file, error)
            records.append(record)
        }
    }

    private func readRecords() -> [GameRecord] {
        let file = recordsFile
        do {
            let entries = try Self.entries(
                in: try store.read(file), file: store.directories.displayPath(file))
            let decoder = Self.decoder
            return entries.compactMap { Self.record(from: $0, decoder: decoder) }
        } catch {
            noteBroken(file, error)
            return []
        }
    }

    /// The entries of a records file, as JSON values; entries this version cannot read
    /// are kept as they are, so writing the file never loses them.
    static func entries(in data: Data?, file: String) throws -> [Any] {
        guard let data else { return [] }
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let version = document["version"] as? Int, let games = document["games"] as? [Any]
        else {
            throw FileProblem(path: file, reason: "not a cardtable record of games; left as it is")
        }
        guard version <= recordsVersion else {
            throw FileProblem(
                path: file, reason: "written by a newer cardtable (format \(version)); left as it is")
        }
        return games
    }

    /// The records file's bytes for `entries`.
    static func document(of entries: [Any]) throws -> Data {
        let document: [String: Any] = ["version": recordsVersion, "games": entries]
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    static func record(from entry: Any, decoder: JSONDecoder = decoder) -> GameRecord? {
        guard let data = try? JSONSerialization.data(withJSONObject: entry) else { return nil }
        return try? decoder.decode(GameRecord.self, from: data)
    }

    /// The entries with the moves dropped from all but the recent games and each kind's
    /// best, so the file stays small however many games are played; and each entry as a
    /// record, nil where this version cannot read it.
    static func droppingOldLogs(_ entries: [Any]) -> (entries: [Any], records: [GameRecord?]) {
        let decoder = Self.decoder
        var records = entries.map { record(from: $0, decoder: decoder) }
        var keep = Set(records.indices.suffix(recentLogs))
        var bestByKind: [GameRecord.Kind: Int] = [:]
        for (index, record) in records.enumerated() {
            guard let record, record.finished else { continue }
            if let best = bestByKind[record.kind], let current = records[best], current.score >= record.score
            {
                continue
            }
            bestByKind[record.kind] = index
        }
        keep.formUnion(bestByKind.values)
        let pruned = entries.enumerated().map { index, entry -> Any in
            guard !keep.contains(index), records[index] != nil, var object = entry as? [String: Any] else {
                return entry
            }
            object["log"] = nil
            records[index]?.log = nil
            return object
        }
        return (pruned, records)
    }

    private func noteBroken(_ file: URL, _ error: any Error) {
        broken.insert(file)
        let text =
            error is FileProblem
            ? "\(error)" : "\(store.directories.displayPath(file)): \(Self.reason(error))"
        if !problems.contains(text) { problems.append(text) }
    }

    /// A decoding error in a few words.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return
                "cannot be read (\(path.isEmpty ? "" : path + ": ")\(context.debugDescription)); left as it is"
        default:
            return "cannot be read; left as it is"
        }
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
