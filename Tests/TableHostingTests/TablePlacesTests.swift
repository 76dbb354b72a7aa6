import CTableSocket
import CardModel
import FileStore
import Foundation
import Glibc
import TableWire
import TestSupport
import Testing

@testable import TableHosting

/// Where tables' sockets are, on the real file system: folders only their host may enter,
/// names, stale sockets replaced, sockets removed, peer credentials, tables found.
@Suite struct TablePlacesTests {
    static let me = SystemAccounts.current

    static func places(_ folder: URL, runtime: Bool = true) -> TablePlaces {
        let runtimeFolder = folder.appendingPathComponent("run")
        try? FileManager.default.createDirectory(
            at: runtimeFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        var environment = ["CARDTABLE_TMPDIR": folder.appendingPathComponent("tmp").path]
        if runtime { environment["XDG_RUNTIME_DIR"] = runtimeFolder.path }
        return TablePlaces(
            environment: environment,
            directories: AppDirectories(environment: [
                "HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state",
            ]),
            user: me)
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    /// A short scratch folder: socket paths are limited to 107 bytes.
    static func folder() -> URL {
        let url = URL(fileURLWithPath: "/tmp/ct-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aPrivateTableIsInTheRuntimeFolderOnlyTheHostEnters() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let (name, listener) = try places.open(for: JoinPolicy(host: Self.me))
        #expect(name == TablePlaces.fileName(Self.me))
        #expect(listener.path == folder.path + "/run/cardtable/\(name).sock")
        #expect(Self.mode(places.own) == 0o700)
        #expect(Self.mode(listener.path) == 0o600)
        // A second table is the user's name and 2.
        let (second, other) = try places.open(for: JoinPolicy(host: Self.me))
        #expect(second == name + "-2")
        #expect(places.openTables().map(\.name) == [name, second])
        listener.close()
        #expect(!FileManager.default.fileExists(atPath: listener.path), "closing removes the socket")
        #expect(places.openTables().map(\.name) == [second])
        other.close()
    }

    @Test func withoutARuntimeFolderTablesAreInTheStateFolder() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder, runtime: false)
        #expect(places.own == folder.path + "/state/cardtable/tables")
        let (_, listener) = try places.open(for: JoinPolicy(host: Self.me))
        #expect(Self.mode(places.own) == 0o700)
        listener.close()
    }

    @Test func aStaleSocketIsNoticedAndReplaced() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let (name, listener) = try places.open(for: JoinPolicy(host: Self.me))
        // The host dies: its socket stays, with nobody listening.
        let dead = ct_table_listen(places.own + "/\(name)-3.sock", 0o600)
        #expect(dead >= 0)
        Glibc.close(dead)
        #expect(places.probe(places.own + "/\(name)-3.sock") == .stale)
        #expect(places.openTables().map(\.name) == [name], "a stale socket is no table")
        let (second, two) = try places.open(for: JoinPolicy(host: Self.me))
        let (third, three) = try places.open(for: JoinPolicy(host: Self.me))
        #expect(second == "\(name)-2" && third == "\(name)-3")
        for open in [listener, two, three] { open.close() }
    }

    @Test func aTableOpenToOthersIsInTheHostsOwnFolderUnderTmp() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let bob = UserAccount(id: 4321, name: "bob", group: 4321)
        let (name, listener) = try places.open(for: JoinPolicy(host: Self.me, users: [bob]))
        let shared = places.sharedFolder(of: Self.me)
        #expect(listener.path == shared + "/\(name).sock")
        #expect(Self.mode(shared) == 0o755 && Self.mode(listener.path) == 0o666)
        #expect(places.find(name) == .table(.init(name: name, path: listener.path, host: Self.me)))
        listener.close()
        let group = try #require(SystemAccounts.group(id: Self.me.group))
        let (_, forGroup) = try places.open(for: JoinPolicy(host: Self.me, group: group))
        var status = stat()
        lstat(forGroup.path, &status)
        #expect(status.st_mode & 0o777 == 0o660 && status.st_gid == group.id)
        forGroup.close()
    }

    /// A host's folder lists only the names a cardtable gives its tables, each once.
    ///
    /// The folder under /tmp is its host's to fill: with thousands of listening sockets,
    /// every list of tables would connect to each. The login, then `-2` to `-99`, are tables.
    @Test func aHostsFolderListsAtMostTheNamesACardtableGivesItsTables() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let shared = places.sharedFolder(of: Self.me)
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(shared, 0o755)
        let base = TablePlaces.fileName(Self.me)
        let names =
            (2...150).map { "\(base)-\($0)" } + ["\(base)-007", "\(base)--3", "\(base)-+4", "\(base)-1"]
        let sockets = names.map { ct_table_listen(shared + "/\($0).sock", 0o666) }
        defer { sockets.filter { $0 >= 0 }.forEach { close($0) } }
        #expect(sockets.allSatisfy { $0 >= 0 })
        let listed = places.openTables().map(\.name)
        #expect(listed == (2...TablePlaces.tablesPerHost).map { "\(base)-\($0)" })
    }

    @Test func aFolderThatIsNotTheHostsAloneIsRefused() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let shared = places.sharedFolder(of: Self.me)
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(shared, 0o777)
        let bob = UserAccount(id: 4321, name: "bob", group: 4321)
        #expect(throws: TablePlaces.PlaceError.self) {
            try places.open(for: JoinPolicy(host: Self.me, users: [bob]))
        }
        // Nor is a folder another user made, and tables in it are not listed.
        chmod(shared, 0o755)
        chown(shared, 4321, 4321)
        #expect(throws: TablePlaces.PlaceError.self) {
            try places.open(for: JoinPolicy(host: Self.me, users: [bob]))
        }
    }

    @Test func lettingAUserInMovesAPrivateTableToTheSharedFolderUnderItsName() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let (name, listener) = try places.open(for: JoinPolicy(host: Self.me))
        var policy = JoinPolicy(host: Self.me)
        policy.letIn(UserAccount(id: 4321, name: "bob", group: 4321))
        let moved = try #require(try places.reopen(name, at: listener.path, for: policy))
        let shared = places.sharedFolder(of: Self.me)
        #expect(moved.path == shared + "/\(name).sock")
        #expect(Self.mode(shared) == 0o755 && Self.mode(moved.path) == 0o666)
        // Both listen until the host closes the old one; then the table is found where it moved.
        listener.close()
        #expect(places.find(name) == .table(.init(name: name, path: moved.path, host: Self.me)))
        // Let in again where it is: no move, the socket stays open to every user (the host checks).
        policy.letIn(UserAccount(id: 4322, name: "cy", group: 4322))
        #expect(try places.reopen(name, at: moved.path, for: policy) == nil)
        #expect(Self.mode(moved.path) == 0o666)
        moved.close()
    }

    @Test func aTableOpenToAGroupLettingAUserInOpensItsSocketToAll() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let group = try #require(SystemAccounts.group(id: Self.me.group))
        var policy = JoinPolicy(host: Self.me, group: group)
        let (name, listener) = try places.open(for: policy)
        #expect(Self.mode(listener.path) == 0o660)
        policy.letIn(UserAccount(id: 4321, name: "bob", group: 4321))
        #expect(try places.reopen(name, at: listener.path, for: policy) == nil)
        #expect(Self.mode(listener.path) == 0o666)
        listener.close()
    }

    @Test func aTableDoesNotMoveIntoALinkAnotherUsersFolderOrAFolderOthersCanSwap() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let (name, listener) = try places.open(for: JoinPolicy(host: Self.me))
        defer { listener.close() }
        var policy = JoinPolicy(host: Self.me)
        policy.letIn(UserAccount(id: 4321, name: "bob", group: 4321))
        let shared = places.sharedFolder(of: Self.me)
        // A link where the host's folder would be, to a folder of the host's own.
        let elsewhere = folder.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(
            atPath: elsewhere, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        symlink(elsewhere, shared)
        #expect(throws: TablePlaces.PlaceError.self) {
            try places.reopen(name, at: listener.path, for: policy)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        unlink(shared)
        // Another user's folder.
        try FileManager.default.createDirectory(
            atPath: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        // (Only root can give a folder away: as anyone else, this part proves nothing and is left out.)
        if chown(shared, 4321, 4321) == 0 {
            #expect(throws: TablePlaces.PlaceError.self) {
                try places.reopen(name, at: listener.path, for: policy)
            }
        }
        rmdir(shared)
        // A parent every user may write to, without the sticky bit: anyone could swap the folder.
        let parent = (shared as NSString).deletingLastPathComponent
        chmod(parent, 0o777)
        #expect(throws: TablePlaces.PlaceError.self) {
            try places.reopen(name, at: listener.path, for: policy)
        }
        #expect(!FileManager.default.fileExists(atPath: shared), "nothing made there")
        // Sticky, as /tmp is: the folder is made, and the table moves.
        chmod(parent, 0o1777)
        let moved = try #require(try places.reopen(name, at: listener.path, for: policy))
        #expect(moved.path == shared + "/\(name).sock")
        moved.close()
        // The table still listens where it was through every refusal.
        #expect(FileManager.default.fileExists(atPath: listener.path))
    }

    @Test func aTableIsFoundByNameOrAsTheOnlyOne() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        #expect(places.find(nil) == .none)
        let (name, one) = try places.open(for: JoinPolicy(host: Self.me))
        guard case .table(let only) = places.find(nil) else {
            Issue.record("the only table is not found")
            return
        }
        #expect(only.name == name)
        let (_, two) = try places.open(for: JoinPolicy(host: Self.me))
        guard case .several(let both) = places.find(nil) else {
            Issue.record("two tables are not both found")
            return
        }
        #expect(both.count == 2)
        #expect(places.find("nobody") == .none)
        one.close()
        two.close()
    }

    @Test func aGuestJoinsOverARealSocketAndItsPeerIsKnown() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = Self.places(folder)
        let (name, listener) = try places.open(for: JoinPolicy(host: Self.me))
        let host = TableHost(
            name: name, game: GameKind("set"), hostName: "Ann", policy: JoinPolicy(host: Self.me),
            listener: listener)
        #expect(host.descriptors.count == 1)
        let channel = try SocketChannel.connect(to: listener.path)
        #expect(channel.peer?.user == Self.me.id && channel.peer?.process == getpid())
        var greeting = try Greeting(channel: channel, name: "Bob", table: "ann", hostLogin: "ann")
        host.poll(now: 0)
        _ = channel.waitForInput(seconds: 2)
        let guest = try #require(try greeting.answer()?.get())
        #expect(guest.name == "Bob" && host.players == ["Ann", "Bob"])
        guest.poll(now: 0)
        #expect(guest.players == ["Ann", "Bob"].map { TablePerson(name: $0, login: Self.me.name) })
        host.close(because: "Ann has closed the table.")
        #expect(!FileManager.default.fileExists(atPath: listener.path))
        _ = channel.waitForInput(seconds: 2)
        guest.poll(now: 0)
        #expect(guest.ending == "Ann has closed the table.")
    }

    @Test func aGuestThatSaysNothingIsLetGo() throws {
        let listener = MemoryListener()
        let host = TableHost(
            name: "ann", game: GameKind("set"), hostName: "Ann",
            policy: JoinPolicy(host: SharedTableRig.hostUser),
            listener: listener)
        let channel = listener.connect(as: PeerCredentials(process: 1, user: 1000, group: 1000))
        host.poll(now: 0)
        #expect(host.nextDeadline == TableHost.greetingSeconds)
        host.poll(now: 6)
        #expect(channel.read(limit: 10) == .closed && host.nextDeadline == nil)
    }

    @Test func whoMayJoinInWords() {
        let ann = UserAccount(id: 1, name: "ann", group: 1)
        let bob = UserAccount(id: 2, name: "bob", group: 2)
        let cy = UserAccount(id: 3, name: "cy", group: 3)
        let games = GroupAccount(id: 50, name: "games")
        #expect(JoinPolicy(host: ann).description == "ann")
        #expect(JoinPolicy(host: ann, users: [bob, cy]).description == "bob and cy")
        #expect(JoinPolicy(host: ann, users: [bob], group: games).description == "bob and the group games")
        let policy = JoinPolicy(host: ann, users: [bob], group: games)
        #expect(policy.admits(PeerCredentials(process: 1, user: 2, group: 2)))
        #expect(policy.admits(PeerCredentials(process: 1, user: 3, group: 50)), "the group's own")
        #expect(!policy.admits(PeerCredentials(process: 1, user: 1, group: 1)), "the host only if named")
        #expect(JoinPolicy(host: ann).admits(PeerCredentials(process: 1, user: 1, group: 9)))
        #expect(!JoinPolicy(host: ann).admits(PeerCredentials(process: 1, user: 2, group: 1)))
    }
}
