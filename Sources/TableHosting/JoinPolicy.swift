/// Who may join a table: the host's own user alone, or the users and the group the host named.
///
/// The socket's folder and file let in only those (the folder is the host's alone for a
/// private table; a group's table is the group's), and the host checks every connection's
/// peer credentials, as the kernel gives them, before a word is read from it.
public struct JoinPolicy: Equatable, Sendable {
    /// The host's own user.
    public var host: UserAccount
    /// Users named with `--allow`.
    public var users: [UserAccount]
    /// The group named with `--allow-group`.
    public var group: GroupAccount?

    public init(host: UserAccount, users: [UserAccount] = [], group: GroupAccount? = nil) {
        self.host = host
        self.users = users
        self.group = group
    }

    /// Only the host's own user may join (from another terminal, or over SSH as themselves).
    public var isPrivate: Bool { users.isEmpty && group == nil }

    /// Whether the process at the other end may join; `groups` says which groups a user is in.
    public func admits(_ peer: PeerCredentials, groups: (UserAccount) -> Set<UInt32> = SystemAccounts.groups)
        -> Bool
    {
        if isPrivate { return peer.user == host.id }
        if users.contains(where: { $0.id == peer.user }) { return true }
        guard let group else { return false }
        if peer.group == group.id { return true }
        return SystemAccounts.user(id: peer.user).map { groups($0).contains(group.id) } ?? false
    }

    /// Why `peer` may not join, in a sentence they can read.
    public func refusal(of peer: PeerCredentials) -> String {
        let who = SystemAccounts.user(id: peer.user)?.name ?? "user \(peer.user)"
        return "\(who) may not join this table: it is open to \(description) only."
    }

    /// Who may join, in words: `ann`, `bob, cy`, `the group games`, `bob and the group games`.
    public var description: String {
        if isPrivate { return host.name }
        let names = users.map(\.name)
        let group = self.group.map { "the group \($0.name)" }
        let all = names + [group].compactMap { $0 }
        return all.count < 2
            ? all.joined() : all.dropLast().joined(separator: ", ") + " and " + (all.last ?? "")
    }
}
