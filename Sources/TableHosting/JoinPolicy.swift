/// Who may join a table: the host's own user alone, or the users and the group the host named
/// (on the command line, or let in from the lobby), less the users the host removed.
///
/// The socket's folder and file let in only those (the folder is the host's alone for a
/// private table; a group's table is the group's), and the host checks every connection's
/// peer credentials, as the kernel gives them, before a word is read from it. A user the
/// host removed from the table is refused, whatever else lets them in, until let in again.
public struct JoinPolicy: Equatable, Sendable {
    /// The host's own user.
    public var host: UserAccount
    /// Users named with `--allow`.
    public var users: [UserAccount]
    /// The group named with `--allow-group`.
    public var group: GroupAccount?
    /// Users the host removed from the table: refused until let in again.
    public private(set) var removed: [UserAccount] = []

    public init(host: UserAccount, users: [UserAccount] = [], group: GroupAccount? = nil) {
        self.host = host
        self.users = users
        self.group = group
    }

    /// Lets `user` join from now on, a user removed before among them.
    ///
    /// A table open to its host alone opens to `user` and keeps the host's own way in (from
    /// another terminal), unless the host removed that too.
    public mutating func letIn(_ user: UserAccount) {
        if isPrivate && !removed.contains(where: { $0.id == host.id }) { users = [host] }
        removed.removeAll { $0.id == user.id }
        if !users.contains(where: { $0.id == user.id }) { users.append(user) }
    }

    /// Refuses `user` from now on, until let in again.
    public mutating func remove(_ user: UserAccount) {
        users.removeAll { $0.id == user.id }
        if !removed.contains(where: { $0.id == user.id }) { removed.append(user) }
    }

    /// Only the host's own user may join (from another terminal, or over SSH as themselves).
    public var isPrivate: Bool { users.isEmpty && group == nil }

    /// Whether the process at the other end may join; `groups` says which groups a user is in.
    public func admits(_ peer: PeerCredentials, groups: (UserAccount) -> Set<UInt32> = SystemAccounts.groups)
        -> Bool
    {
        if removed.contains(where: { $0.id == peer.user }) { return false }
        if isPrivate { return peer.user == host.id }
        if users.contains(where: { $0.id == peer.user }) { return true }
        guard let group else { return false }
        if peer.group == group.id { return true }
        return SystemAccounts.user(id: peer.user).map { groups($0).contains(group.id) } ?? false
    }

    /// Why `peer` may not join, in a sentence they can read.
    public func refusal(of peer: PeerCredentials) -> String {
        let who = SystemAccounts.user(id: peer.user)?.name ?? "user \(peer.user)"
        if removed.contains(where: { $0.id == peer.user }) {
            return
                "\(who) was removed from this table, and may join it again only when the host lets them in."
        }
        return "\(who) may not join this table: it is open to \(description) only."
    }

    /// Who may join, in words: `ann`, `bob, cy`, `the group games`, `bob and the group games`.
    public var description: String {
        if isPrivate { return removed.contains { $0.id == host.id } ? "nobody" : host.name }
        let names = users.map(\.name)
        let group = self.group.map { "the group \($0.name)" }
        let all = names + [group].compactMap { $0 }
        return all.count < 2
            ? all.joined() : all.dropLast().joined(separator: ", ") + " and " + (all.last ?? "")
    }
}
