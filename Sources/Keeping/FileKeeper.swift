import CardModel
import FileStore
import Foundation
import GameTable

/// The games kept in files, all in `$XDG_STATE_HOME/cardtable/`, written through `FileStore`:
/// each game in progress in a file of its own (`set-20261201-174501-3f2a1c-game.json`), and
/// the record of every game that ended (`games.json`, older games' summaries moved to
/// `games-archive-N.json` so no file outgrows what the store reads).
///
/// A file that cannot be read (broken, from a newer version, not a regular file, holding
/// what cannot be a game) is named in `problems`, left exactly as it is, and never written
/// over: a game played meanwhile is kept in a file of its own, and games that end while the
/// record cannot be read are kept in `games-pending.json` until it can.
public final class FileKeeper: GameKeeper {
    /// The record's format; a later version can read it or say plainly why not.
    static let recordsVersion = 1
    /// Records keep their moves (for replays) for this many recent games and each kind's best.
    static let recentLogs = 20
    /// A save may be this large: a long game keeps every move.
    static let saveLimit = 16 << 20

    private let store: FileStore
    public private(set) var records: [GameRecord] = []
    public private(set) var problems: [String] = []
    public private(set) var failedToWrite = false
    public private(set) var recordIsUnreadable = false
    /// `games-pending.json` could not be read: the games waiting in it are left as they are,
    /// not counted, and `stats` says it failed.
    public private(set) var pendingIsUnreadable = false
    /// A record file holds entries that cannot be a game: they are kept in it as they are,
    /// named once, not counted, and `stats` says it failed.
    public private(set) var entriesAreUnreadable = false
    /// Files found unreadable, or holding what cannot be a game: never written, never played.
    private var broken: Set<String> = []
    /// Each kept game as last read, with the version of its file then: a save is read
    /// again only once its file has changed (a long game's is megabytes of moves).
    private var read: [String: (version: FileVersion, kept: KeptGame)] = [:]
    /// The holds this program has, by game, so a game is held once however often it is asked.
    private var held: [String: OpenMarker] = [:]
    /// The largest archive number read (`games-archive-N.json`): a name is data like any
    /// other, and one with a larger number is no archive cardtable wrote.
    static let archiveLimit = 100_000

    public init(store: FileStore) {
        self.store = store
        readRecords()
    }

    var folder: URL { store.directories.state }
    var recordsFile: URL { folder.appendingPathComponent("games.json") }
    var pendingFile: URL { folder.appendingPathComponent("games-pending.json") }

    func saveFile(_ id: String) -> URL { folder.appendingPathComponent("\(id).json") }
    func holdFile(_ id: String) -> URL { folder.appendingPathComponent(".\(id).open") }

    // MARK: - Games in progress

    public var gamesInProgress: [KeptGame] {
        let names: [String]
        do {
            names = try store.names(in: folder)
        } catch {
            note(problem: "\(error)")
            return []
        }
        let ids = names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.filter(
            KeptGame.isValidID)
        read = read.filter { ids.contains($0.key) }
        return ids.compactMap(readSave).sorted { ($0.saved.savedAt, $0.id) > ($1.saved.savedAt, $1.id) }
    }

    /// The kept game `id`, or nil when there is none (a file emptied through its link) or it
    /// cannot be read, which is named.
    private func readSave(_ id: String) -> KeptGame? {
        let file = saveFile(id)
        guard !broken.contains(id) else { return nil }
        let version = store.version(of: file)
        if let version, let known = read[id], known.version == version { return known.kept }
        read[id] = nil
        do {
            guard let data = try store.read(file, limit: Self.saveLimit), !data.isEmpty else { return nil }
            let kept = KeptGame(id: id, saved: try Self.decoder.decode(SavedGame.self, from: data))
            // Kept under the version looked at before reading: a change since is another
            // version, read again next time.
            if let version { read[id] = (version, kept) }
            return kept
        } catch {
            noteBroken(id, file: file, error)
            return nil
        }
    }

    public func save(_ game: SavedGame, as id: String) {
        guard KeptGame.isValidID(id), !broken.contains(id) else { return }
        do {
            try store.write(try Self.encoder.encode(game), to: saveFile(id), limit: Self.saveLimit)
        } catch {
            failedToWrite = true
            note(problem: "\(error); the game was not kept")
        }
    }

    public func discard(_ id: String) {
        guard KeptGame.isValidID(id), !broken.contains(id) else { return }
        do { try store.remove(saveFile(id)) } catch {
            failedToWrite = true
            note(problem: "\(error)")
        }
    }

    public func hold(_ id: String) -> HoldAnswer {
        guard KeptGame.isValidID(id) else { return .heldElsewhere(process: nil) }
        if held[id] == nil {
            let file = holdFile(id)
            do {
                switch try store.hold(file) {
                case .success(let descriptor):
                    held[id] = OpenMarker(store: store, file: file, descriptor: descriptor)
                case .failure(let elsewhere): return .heldElsewhere(process: elsewhere.process)
                }
            } catch {
                // A lock that cannot be taken (a read-only folder, a marker that is a link)
                // holds nothing back: the game is played, and the problem is named.
                note(problem: "\(error)")
                return .held(GameHold(id: id) {})
            }
        }
        guard let marker = held[id] else { return .held(GameHold(id: id) {}) }
        // The lock goes with its hold, even when the keeper has gone first.
        return .held(
            GameHold(id: id) { [weak self] in
                self?.held[id] = nil
                marker.letGo()
            })
    }

    /// Lets go of every game this program holds open, removing their markers: the program
    /// is ending (a hold let go of alone removes its marker too).
    public func letGoOfEveryGame() {
        for marker in held.values { marker.letGo() }
        held = [:]
    }

    public func noteUnplayable(_ id: String, because reason: String) {
        broken.insert(id)
        note(problem: "\(store.directories.displayPath(saveFile(id))): \(reason); left as it is")
    }

    public func noteUnreplayable(_ record: GameRecord, because reason: String) {
        note(
            problem:
                "\(store.directories.displayPath(recordsFile)): \(GameRecord.unreplayable(record, because: reason))"
        )
    }

    // MARK: - The record

    @discardableResult
    public func record(_ record: GameRecord) -> Bool {
        guard let problem = write(record) else { return true }
        failedToWrite = true
        note(
            problem:
                "\(problem); the game was not recorded (a game left unfinished stays in your games in progress)"
        )
        return false
    }

    /// Writes `record` into the record, or into the pending file while the record cannot be
    /// read; what kept it from both, if anything.
    private func write(_ record: GameRecord) -> String? {
        if recordIsUnreadable {
            // The record stays as it is; this game waits beside it.
            return keepPending(record)
        }
        do {
            var merged: [GameRecord] = []
            try store.update(recordsFile) { data in
                // Under the lock, the file as it is now: another game may have added to it.
                var entries = try Self.entries(
                    in: data, file: self.store.directories.displayPath(self.recordsFile))
                entries.append(try JSONSerialization.jsonObject(with: Self.encoder.encode(record)))
                let kept = try self.makingRoom(Self.droppingOldLogs(entries).entries)
                merged = kept.compactMap { Self.record(from: $0) }
                return try Self.document(of: kept)
            }
            records = readArchives() + merged
            return nil
        } catch {
            recordIsUnreadable = true
            noteRecordProblem(error)
            return keepPending(record)
        }
    }

    /// The entries of the record with room made: while the file would be larger than the
    /// store reads, the oldest games' summaries (their moves dropped) move to an archive.
    private func makingRoom(_ entries: [Any]) throws -> [Any] {
        var entries = entries
        guard try Self.document(of: entries).count > FileStore.sizeLimit * 3 / 4 else { return entries }
        var moving: [Any] = []
        while entries.count > 1, try Self.document(of: entries).count > FileStore.sizeLimit / 2 {
            let count = max(1, entries.count / 8)
            moving += entries.prefix(count).map(Self.withoutLog)
            entries.removeFirst(count)
        }
        let next = (archiveNumbers().max() ?? 0) + 1
        guard next <= Self.archiveLimit else {
            throw FileProblem(
                path: store.directories.displayPath(folder),
                reason:
                    "holds archive \(Self.archiveLimit) of games, the last there may be; nothing more is archived"
            )
        }
        try store.write(
            try Self.document(of: moving), to: folder.appendingPathComponent("games-archive-\(next).json"))
        return entries
    }

    /// The archives' numbers, oldest first: 1 to `archiveLimit`, written as cardtable writes
    /// them; another `games-archive-*.json` is named and left as it is.
    private func archiveNumbers() -> [Int] {
        let names = (try? store.names(in: folder)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("games-archive-"), name.hasSuffix(".json") else { return nil }
            let digits = String(name.dropFirst("games-archive-".count).dropLast(".json".count))
            guard let number = Int(digits), String(number) == digits, (1...Self.archiveLimit).contains(number)
            else {
                let file = store.directories.displayPath(folder.appendingPathComponent(name))
                note(
                    problem:
                        "\(file): not an archive cardtable writes (its number is not a plain 1 to \(Self.archiveLimit)); left as it is"
                )
                return nil
            }
            return number
        }.sorted()
    }

    /// The games moved to archives, oldest first.
    private func readArchives() -> [GameRecord] {
        archiveNumbers().flatMap { number -> [GameRecord] in
            let file = folder.appendingPathComponent("games-archive-\(number).json")
            do {
                let entries = try Self.entries(
                    in: try store.read(file), file: store.directories.displayPath(file))
                return readableRecords(entries, of: file)
            } catch {
                note(problem: "\(error)")
                return []
            }
        }
    }

    /// A game that ended while the record could not be read, kept beside it; what kept it
    /// out, if anything.
    private func keepPending(_ record: GameRecord) -> String? {
        do {
            try store.update(pendingFile) { data in
                var entries = try Self.entries(
                    in: data, file: self.store.directories.displayPath(self.pendingFile))
                entries.append(try JSONSerialization.jsonObject(with: Self.encoder.encode(record)))
                return try Self.document(of: entries)
            }
            records.append(record)
            return nil
        } catch {
            return error is FileProblem
                ? "\(error)" : "\(store.directories.displayPath(pendingFile)): \(Self.reason(error))"
        }
    }

    private func readRecords() {
        let waiting = readPending()
        do {
            let data = try store.read(recordsFile)
            var entries = try Self.entries(in: data, file: store.directories.displayPath(recordsFile))
            if let waiting, !waiting.isEmpty, let merged = try mergePending() { entries = merged }
            records = readArchives() + readableRecords(entries, of: recordsFile)
        } catch {
            recordIsUnreadable = true
            noteRecordProblem(error)
            // What can be read of the games waiting beside it still counts for this run.
            records = readableRecords(waiting ?? [], of: pendingFile)
        }
    }

    /// The record's entries once the games waiting in the pending file have joined it.
    ///
    /// Nil when nothing joined it. A pending file that cannot be emptied after its games
    /// joined is named; they are not added twice next time.
    ///
    /// It runs under the pending file's lock: a game another program keeps waiting meanwhile
    /// waits for the lock, and stays in the file for the next merge rather than go with it.
    /// Errors of the record come out as they are.
    private func mergePending() throws -> [Any]? {
        var entries: [Any] = []
        do {
            try store.update(pendingFile) { data in
                let waiting =
                    data?.isEmpty == false
                    ? try Self.entries(in: data, file: self.store.directories.displayPath(self.pendingFile))
                    : []
                do {
                    try self.store.update(self.recordsFile) { data in
                        let current = try Self.entries(
                            in: data, file: self.store.directories.displayPath(self.recordsFile))
                        let merged = current + Self.notYetIn(current, waiting)
                        entries = try self.makingRoom(Self.droppingOldLogs(merged).entries)
                        return try Self.document(of: entries)
                    }
                } catch {
                    throw RecordFailure(error: error)
                }
                return Data()
            }
            try store.removeIfEmpty(pendingFile)
            return entries
        } catch let failure as RecordFailure {
            throw failure.error
        } catch {
            let file = store.directories.displayPath(pendingFile)
            let cause = error is FileProblem ? "\(error)" : Self.reason(error)
            note(
                problem: entries.isEmpty
                    ? "\(file): \(cause); the games waiting in it are not counted until it can be read"
                    : "\(file) could not be emptied (\(cause)); the games waiting in it have joined the record all the same, and are not counted twice"
            )
            return entries.isEmpty ? nil : entries
        }
    }

    /// A failure of the record inside the pending file's update, told apart from the pending
    /// file's own.
    private struct RecordFailure: Error {
        let error: any Error
    }

    /// The waiting entries the record does not hold yet.
    ///
    /// A pending file that could not be emptied after an earlier merge adds nothing twice. A
    /// game is known by when it ended, what it was and its seed.
    static func notYetIn(_ current: [Any], _ waiting: [Any]) -> [Any] {
        struct Identity: Hashable {
            let date: Date
            let game: GameKind
            let seed: UInt64
        }
        func identity(_ entry: Any) -> Identity? {
            record(from: entry).map { Identity(date: $0.date, game: $0.game, seed: $0.seed) }
        }
        var known = Set(current.compactMap(identity))
        return waiting.filter { entry in
            guard let id = identity(entry) else { return true }
            return known.insert(id).inserted
        }
    }

    /// The games waiting in the pending file (none when there is none); nil when it cannot
    /// be read, which is named: it is left as it is, and its games wait on.
    private func readPending() -> [Any]? {
        do {
            let data = try store.read(pendingFile)
            // A linked pending file is emptied, not removed, once its games have joined the record.
            if data?.isEmpty == true { return [] }
            return try Self.entries(in: data, file: store.directories.displayPath(pendingFile))
        } catch {
            pendingIsUnreadable = true
            note(problem: "\(error); the games waiting in it are not counted until it can be read")
            return nil
        }
    }

    /// The games among `entries` of `file`; the entries that cannot be one are counted and
    /// named, and stay in the file as they are (it is written with every entry it held).
    private func readableRecords(_ entries: [Any], of file: URL) -> [GameRecord] {
        var records: [GameRecord] = []
        var unreadable = 0
        var firstError: (any Error)?
        for entry in entries {
            do {
                records.append(try Self.decodedRecord(from: entry))
            } catch {
                unreadable += 1
                firstError = firstError ?? error
            }
        }
        if let firstError {
            entriesAreUnreadable = true
            let why =
                Self.detail(of: firstError).map { unreadable == 1 ? " (\($0))" : " (the first: \($0))" } ?? ""
            note(
                problem: "\(store.directories.displayPath(file)): "
                    + (unreadable == 1
                        ? "1 entry cannot be read as a game\(why); it stays in the file, not counted"
                        : "\(unreadable) entries cannot be read as games\(why); they stay in the file, not counted")
            )
        }
        return records
    }

    private func noteRecordProblem(_ error: any Error) {
        let text =
            error is FileProblem
            ? "\(error)" : "\(store.directories.displayPath(recordsFile)): \(Self.reason(error))"
        note(
            problem: text
                + "; games that end are kept in \(store.directories.displayPath(pendingFile)) meanwhile")
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

    static func record(from entry: Any) -> GameRecord? {
        try? decodedRecord(from: entry)
    }

    /// The game `entry` holds, or why it cannot be one.
    static func decodedRecord(from entry: Any) throws -> GameRecord {
        try decoder.decode(GameRecord.self, from: try JSONSerialization.data(withJSONObject: entry))
    }

    /// An entry without its moves.
    static func withoutLog(_ entry: Any) -> Any {
        guard var object = entry as? [String: Any] else { return entry }
        object["log"] = nil
        return object
    }

    /// The entries with the moves dropped from all but the recent games and each kind's
    /// best, so the file stays small however many games are played; and each entry as a
    /// record, nil where this version cannot read it.
    static func droppingOldLogs(_ entries: [Any]) -> (entries: [Any], records: [GameRecord?]) {
        var records = entries.map { record(from: $0) }
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
            guard !keep.contains(index), records[index] != nil else { return entry }
            records[index]?.log = nil
            return withoutLog(entry)
        }
        return (pruned, records)
    }

    private func noteBroken(_ id: String, file: URL, _ error: any Error) {
        broken.insert(id)
        let text =
            error is FileProblem
            ? "\(error)" : "\(store.directories.displayPath(file)): \(Self.reason(error))"
        note(problem: text)
    }

    private func note(problem text: String) {
        let clean = text.withoutControlCharacters
        if !problems.contains(clean) { problems.append(clean) }
    }

    /// A decoding error in a few words.
    static func reason(_ error: any Error) -> String {
        detail(of: error).map { "cannot be read (\($0)); left as it is" } ?? "cannot be read; left as it is"
    }

    /// What a decoding error says was wrong, and where, if it says.
    static func detail(of error: any Error) -> String? {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + context.debugDescription
        default:
            return nil
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

/// A game's open marker (`.ID.open`) this program holds: let go of once, however many ask,
/// and removed as it is let go.
private final class OpenMarker {
    private let store: FileStore
    private let file: URL
    private var descriptor: Int32?

    init(store: FileStore, file: URL, descriptor: Int32) {
        self.store = store
        self.file = file
        self.descriptor = descriptor
    }

    func letGo() {
        guard let descriptor else { return }
        self.descriptor = nil
        store.release(descriptor, removing: file)
    }
}
