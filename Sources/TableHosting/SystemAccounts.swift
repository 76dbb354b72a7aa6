import Glibc

/// A user of this machine, as the password database has them.
public struct UserAccount: Equatable, Sendable {
    public var id: UInt32
    public var name: String
    /// The user's own group.
    public var group: UInt32

    public init(id: UInt32, name: String, group: UInt32) {
        self.id = id
        self.name = name
        self.group = group
    }
}

/// A group of this machine's users.
public struct GroupAccount: Equatable, Sendable {
    public var id: UInt32
    public var name: String

    public init(id: UInt32, name: String) {
        self.id = id
        self.name = name
    }
}

/// The machine's users and groups: who a process's user is, and which groups they are in.
public enum SystemAccounts {
    /// The user running this program.
    public static var current: UserAccount {
        user(id: geteuid()) ?? UserAccount(id: geteuid(), name: "user\(geteuid())", group: getegid())
    }

    public static func user(named name: String) -> UserAccount? {
        guard let entry = getpwnam(name) else { return nil }
        return account(entry.pointee)
    }

    public static func user(id: UInt32) -> UserAccount? {
        guard let entry = getpwuid(id) else { return nil }
        return account(entry.pointee)
    }

    public static func group(named name: String) -> GroupAccount? {
        guard let entry = getgrnam(name), let groupName = entry.pointee.gr_name else { return nil }
        return GroupAccount(id: entry.pointee.gr_gid, name: String(cString: groupName))
    }

    public static func group(id: UInt32) -> GroupAccount? {
        guard let entry = getgrgid(id), let groupName = entry.pointee.gr_name else { return nil }
        return GroupAccount(id: id, name: String(cString: groupName))
    }

    /// Every group `user` is in: their own and the others the group database lists them in.
    public static func groups(of user: UserAccount) -> Set<UInt32> {
        var count: Int32 = 64
        var groups = [gid_t](repeating: 0, count: Int(count))
        if getgrouplist(user.name, user.group, &groups, &count) < 0 {
            groups = [gid_t](repeating: 0, count: Int(count))
            _ = getgrouplist(user.name, user.group, &groups, &count)
        }
        return Set(groups.prefix(Int(max(0, count)))).union([user.group])
    }

    private static func account(_ entry: passwd) -> UserAccount? {
        guard let name = entry.pw_name else { return nil }
        return UserAccount(id: entry.pw_uid, name: String(cString: name), group: entry.pw_gid)
    }
}
