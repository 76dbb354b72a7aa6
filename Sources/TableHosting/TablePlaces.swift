internal import CTableSocket
import FileStore
import Foundation
import Glibc

/// Where the sockets of shared tables are, what they are called, and which are open.
///
/// A table only its host's user may join has its socket in a folder only that user can
/// enter (mode 0700): `$XDG_RUNTIME_DIR/cardtable`, or without one the state folder's
/// `tables`. A table open to other users (`--allow`, `--allow-group`) is in the host's own
/// folder under /tmp (or `$CARDTABLE_TMPDIR`, which the host and the players who join must
/// agree on), `cardtable-USER` (mode 0755, so others find it), whose socket lets in
/// whoever the policy names (0660 and the group's, or 0666 with the host's check of every
/// peer). A table is called by its host's user name, `-2`, `-3` after it for a second and
/// third; a socket nobody listens on any more (its host died) is replaced.
public struct TablePlaces: Sendable {
    /// Why a table could not be opened or found, in a sentence for the player.
    public struct PlaceError: Error, Equatable, CustomStringConvertible {
        public var description: String
        /// The system's error, where one was the cause.
        var code: Int32 = 0
    }

    /// A table open now.
    public struct OpenTable: Equatable, Sendable {
        public var name: String
        /// Its socket.
        public var path: String
        /// The user who hosts it.
        public var host: UserAccount
    }

    /// What looking for a table found.
    public enum Found: Equatable, Sendable {
        case table(OpenTable)
        /// No table of that name (or none at all).
        case none
        /// More than one: the player names one.
        case several([OpenTable])
    }

    /// The folder of the tables only this user may join.
    public let own: String
    /// The folder each host's tables open to others are in, in a folder of their own.
    public let sharedRoot: String
    /// The user running this program.
    public let user: UserAccount

    public init(
        environment: [String: String], directories: AppDirectories, user: UserAccount = SystemAccounts.current
    ) {
        self.user = user
        sharedRoot = AppDirectories.absolute(environment["CARDTABLE_TMPDIR"]) ?? "/tmp"
        // The runtime folder is the user's own while they are logged in, as the XDG
        // specification says; a folder that is not (or no variable) leaves the state folder.
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
            Self.isPrivateFolder(runtime, of: user)
        {
            own = runtime + "/cardtable"
        } else {
            own = directories.state.appendingPathComponent("tables").path
        }
    }

    /// The folder for tables `policy` lets join.
    public func folder(for policy: JoinPolicy) -> String {
        policy.isPrivate ? own : sharedFolder(of: user)
    }

    /// The folder of `host`'s tables open to other users.
    func sharedFolder(of host: UserAccount) -> String {
        sharedRoot + "/cardtable-" + Self.fileName(host)
    }

    /// `user`'s name as a file name: itself when it is one, else their number.
    static func fileName(_ user: UserAccount) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let name = user.name
        return !name.isEmpty && name.first != "." && name.allSatisfy(allowed.contains)
            ? name : "user\(user.id)"
    }

    // MARK: - Opening a table

    /// Listens for a new table's guests: its folder made, a name chosen, its socket bound
    /// and opened to whoever `policy` lets join.
    public func open(for policy: JoinPolicy) throws(PlaceError) -> (name: String, listener: SocketListener) {
        let folder = folder(for: policy)
        try prepare(folder, mode: policy.isPrivate ? 0o700 : 0o755, makingParents: policy.isPrivate)
        let base = Self.fileName(user)
        for number in 1...Self.tablesPerHost {
            let name = Self.tableName(base, number)
            // The name is free when neither of this user's folders has a live table of it.
            guard [own, sharedFolder(of: user)].allSatisfy({ isFree($0 + "/\(name).sock") }) else { continue }
            let path = folder + "/\(name).sock"
            do {
                return (name, try listen(at: path, for: policy))
            } catch  where error.code == EADDRINUSE {
                continue
            }
        }
        throw PlaceError(description: "\(base) has \(Self.tablesPerHost) tables open already")
    }

    /// The most tables one host opens at once: as many names as a list of tables takes from
    /// each host's folder, so one user's folder of sockets cannot make a list ask thousands.
    static let tablesPerHost = 99

    /// The name of a host's `number`th table: its base name, then `-2` to `-99` after it.
    static func tableName(_ base: String, _ number: Int) -> String {
        number == 1 ? base : "\(base)-\(number)"
    }

    /// Where the table called `name`, listening at `path`, listens once `policy` lets in who it does.
    ///
    /// Nil: where it is, its socket opened to the users now let in; else a new listener,
    /// called `name` too, in the host's folder open to others, when the table was in the
    /// folder only its host may enter. The caller closes the old listener once it has the new one (which removes
    /// its socket), so the table is never without one.
    public func reopen(_ name: String, at path: String, for policy: JoinPolicy) throws(PlaceError)
        -> SocketListener?
    {
        let folder = folder(for: policy)
        guard (path as NSString).deletingLastPathComponent != folder else {
            // Already where others reach it: the socket's file lets in whoever the policy names.
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK, status.st_uid == user.id,
                chmod(path, Self.socketMode(for: policy)) == 0
            else {
                throw PlaceError(description: "cannot open the table's socket \(path) to others")
            }
            return nil
        }
        try prepare(folder, mode: 0o755, makingParents: false)
        let moved = folder + "/\(name).sock"
        guard isFree(moved) else {
            throw PlaceError(description: "another table called \(name) is open at \(moved)")
        }
        do {
            return try listen(at: moved, for: policy)
        } catch {
            throw PlaceError(description: "cannot open the table to others: \(error)")
        }
    }

    /// How the table called `name` opens where the users let in reach it (`reopen`).
    public func reopening(_ name: String) -> TableHost.Reopening {
        { policy, current in
            guard let current = current as? SocketListener else { return .success(nil) }
            return Result { () throws(PlaceError) in try reopen(name, at: current.path, for: policy) }
        }
    }

    /// A socket listening at `path`, opened to whoever `policy` lets in.
    private func listen(at path: String, for policy: JoinPolicy) throws(PlaceError) -> SocketListener {
        guard path.utf8.count <= Int(ct_table_path_limit()) else {
            throw PlaceError(
                description:
                    "the table's socket \(path) has too long a path: set XDG_RUNTIME_DIR to a shorter folder")
        }
        let listener: SocketListener
        do {
            listener = try SocketListener(path: path, mode: Self.socketMode(for: policy))
        } catch {
            throw PlaceError(description: "cannot open the table: \(error)", code: error.code)
        }
        if let group = policy.group, chown(path, uid_t.max, group.id) != 0 {
            listener.close()
            throw PlaceError(
                description: "cannot open the table to the group \(group.name): you are not in it")
        }
        return listener
    }

    /// The mode of a socket `policy` lets join: its host's alone, its group's, or everyone's
    /// (the host checks each peer against the users named).
    static func socketMode(for policy: JoinPolicy) -> mode_t {
        if policy.isPrivate { return 0o600 }
        return policy.users.isEmpty ? 0o660 : 0o666
    }

    /// Makes `folder` (and, when `makingParents`, the folders above it that are missing,
    /// private) and checks that it is this user's alone to write, as it must be for what
    /// others connect to.
    private func prepare(_ folder: String, mode: mode_t, makingParents: Bool) throws(PlaceError) {
        do {
            if makingParents {
                try FileManager.default.createDirectory(
                    atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            }
        } catch {
            throw PlaceError(
                description: "cannot make the folder for the table's socket: \(error.localizedDescription)")
        }
        // Where others may write beside the folder (the shared /tmp), only a sticky folder
        // keeps them from renaming it away and putting their own, or a link, in its place.
        let parent = (folder as NSString).deletingLastPathComponent
        var above = stat()
        guard stat(parent, &above) == 0, above.st_mode & 0o022 == 0 || above.st_mode & S_ISVTX != 0,
            above.st_uid == 0 || above.st_uid == user.id
        else {
            throw PlaceError(
                description:
                    "\(parent) lets others replace what is in it: the table's folder cannot be made safely there"
            )
        }
        if mkdir(folder, mode) != 0 && errno != EEXIST {
            throw PlaceError(description: "cannot make \(folder): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == user.id,
            status.st_mode & 0o022 == 0
        else {
            throw PlaceError(
                description:
                    "\(folder) is not a folder of \(user.name)'s alone: remove it, or ask who made it")
        }
        chmod(folder, mode)
    }

    /// Whether no table listens at `path`: nothing there, or the socket of a host that has
    /// died, which is removed.
    private func isFree(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return true }
        guard status.st_mode & S_IFMT == S_IFSOCK else { return false }
        switch probe(path) {
        case .stale: return unlink(path) == 0
        case .live, .closedToUs: return false
        }
    }

    // MARK: - Finding tables

    /// Every table open that this user can see: their own first, then other hosts'.
    public func openTables() -> [OpenTable] {
        var found = tables(in: own, host: user, namedFor: nil)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sharedRoot)) ?? []
        for folder in folders.sorted() where folder.hasPrefix("cardtable-") {
            let path = sharedRoot + "/" + folder
            var status = stat()
            // The folder must be its owner's alone, and called by the owner's name.
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_mode & 0o022 == 0,
                let host = SystemAccounts.user(id: status.st_uid), sharedFolder(of: host) == path
            else { continue }
            found += tables(in: path, host: host, namedFor: Self.fileName(host))
        }
        return found
    }

    /// The live tables in `folder`, hosted by `host`; names other than the host's own
    /// (`ann`, `ann-2`) are not tables when `namedFor` is given.
    private func tables(in folder: String, host: UserAccount, namedFor base: String?) -> [OpenTable] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.compactMap { file -> OpenTable? in
            guard file.hasSuffix(".sock") else { return nil }
            let name = String(file.dropLast(5))
            // Only the names a host's cardtable makes, each once: a folder of other sockets
            // (thousands, each asked over a connection of its own) is not a list of tables.
            if let base, name != base {
                let number = name.hasPrefix(base + "-") ? Int(name.dropFirst(base.count + 1)) : nil
                guard let number, (2...Self.tablesPerHost).contains(number),
                    Self.tableName(base, number) == name
                else { return nil }
            }
            let path = folder + "/" + file
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK, status.st_uid == host.id,
                probe(path) != .stale
            else { return nil }
            return OpenTable(name: name, path: path, host: host)
        }.sorted { ($0.name.count, $0.name) < ($1.name.count, $1.name) }
    }

    /// The table called `name`, or, with no name, the only one open.
    public func find(_ name: String?) -> Found {
        let open = openTables()
        let matching = name.map { name in open.filter { $0.name == name } } ?? open
        switch matching.count {
        case 0: return .none
        case 1: return .table(matching[0])
        default: return .several(matching)
        }
    }

    /// What connecting to a socket says of it.
    enum Probe: Equatable {
        /// A host listens.
        case live
        /// A host listens, but the socket's file does not let this user in.
        case closedToUs
        /// Nobody listens: its host has ended without removing it.
        case stale
    }

    func probe(_ path: String) -> Probe {
        do {
            try SocketChannel.connect(to: path).close()
            return .live
        } catch {
            if error.code == EACCES { return .closedToUs }
            return error.isStale || error.code == ENOENT ? .stale : .live
        }
    }

    /// Whether `path` is a folder only `user` may enter.
    static func isPrivateFolder(_ path: String, of user: UserAccount) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_uid == user.id
            && status.st_mode & 0o077 == 0
    }
}
