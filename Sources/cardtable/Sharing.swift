import CardModel
import CardTableApp
import Foundation
import TableHosting

/// Who may join the table `hosting` asks for, checked against the machine's users and
/// groups; a user or group that is not there (or a group the host is not in) ends the
/// program with status 2.
func joinPolicy(for hosting: Invocation.Hosting) -> JoinPolicy {
    let host = SystemAccounts.current
    var users: [UserAccount] = []
    for name in hosting.users {
        guard let user = SystemAccounts.user(named: name) else {
            usageFailure("--allow: no user called '\(name)' here")
        }
        users.append(user)
    }
    var group: GroupAccount?
    if let name = hosting.group {
        guard let found = SystemAccounts.group(named: name) else {
            usageFailure("--allow-group: no group called '\(name)' here")
        }
        guard SystemAccounts.groups(of: host).contains(found.id) else {
            usageFailure(
                "--allow-group: \(host.name) is not in the group \(name), so cannot open a table to it")
        }
        group = found
    }
    return JoinPolicy(host: host, users: users, group: group)
}

/// The open table called `name`, or the only one open.
///
/// With several and no name, lists them (each with its game, players and state, as its
/// host describes it) and ends the program (status 0); with none of that name, or several
/// of it, ends it with status 2.
func tableToJoin(named name: String?, in places: TablePlaces, catalog: GameCatalog) -> TablePlaces.OpenTable {
    func list(_ tables: [TablePlaces.OpenTable]) -> String {
        // The names are the sockets' and the accounts': shown as text, whatever they hold.
        tables.map {
            let name = $0.name.escapingControlCharacters
            return "  \(name)" + String(repeating: " ", count: max(1, 16 - name.count))
                + "hosted by \($0.host.name.escapingControlCharacters)"
        }
        .joined(separator: "\n")
    }
    switch places.find(name) {
    case .table(let table):
        return table
    case .several(let tables) where name == nil:
        // Each host is asked what its table is: looking seats nobody.
        print(TableListing(entries: catalog.entries).text(TableSurvey.look(at: tables)))
        exit(0)
    case .several(let tables):
        usageFailure("more than one table is called \(name ?? ""):\n" + list(tables))
    case .none:
        let open = places.openTables()
        guard let name else { usageFailure("no table is open to join (cardtable set --host opens one)") }
        usageFailure(
            "no table called \(name) is open"
                + (open.isEmpty ? " (cardtable set --host opens one)" : "; the tables open:\n" + list(open)))
    }
}

/// Says what is wrong with the command line on standard error and ends with status 2.
///
/// `message` may quote what was typed (a table's name): each line's control characters are
/// written out (`\u{1B}`), so they reach the terminal as text.
func usageFailure(_ message: String) -> Never {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { String($0).escapingControlCharacters }.joined(separator: "\n")
    FileHandle.standardError.write(Data("cardtable: \(text)\n".utf8))
    exit(2)
}

/// This machine's name, for `ssh -t MACHINE cardtable join NAME`.
func machineName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    let found = gethostname(&buffer, buffer.count) == 0
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return found && !name.isEmpty ? name : "HOST"
}

/// The player's name at a shared table: `--name`, or the user's name as a seat may have it.
func playerNameAtTable(_ given: String?) -> String {
    if let given { return given }
    let name = String(SystemAccounts.current.name.withoutControlCharacters.prefix(FileLimits.nameLength))
    return name.isEmpty ? "Player" : name
}
