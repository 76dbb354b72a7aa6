import CardModel
import GameTable
import TableWire

/// The list of open tables in words: for each, its game, its host, whether a game is on and
/// for how long, who plays and who watches, and what the one looking may do there.
///
/// The command line prints it (`cardtable join` with several tables open) and the menu's
/// list of tables shows it; what a host said is checked text, and names of sockets and
/// logins are written without control characters.
public struct TableListing {
    /// The titles of the games this cardtable has, by kind: a game it does not have is
    /// named by its kind.
    let titles: [GameKind: String]

    public init(entries: [GameEntry]) {
        titles = Dictionary(entries.map { ($0.kind, $0.title) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lines that describe `look`, without its name: the first says the game, the host
    /// and how play stands, the rest who is there and what the one looking may do.
    public func lines(_ look: TableLook) -> [String] {
        let host = look.table.host.name.escapingControlCharacters
        guard case .described(let table) = look.answer else {
            guard case .unknown(let reason) = look.answer else { return ["Hosted by \(host): asking…"] }
            return ["Hosted by \(host).", reason]
        }
        let game = titles[table.game] ?? table.game.rawValue
        let state = table.played.map { "a game on for \(TimeFormat.elapsed($0))" } ?? "waiting in the lobby"
        var lines = [
            "\(game), hosted by \(host): \(state).",
            "Players: " + table.players.map(Self.player).joined(separator: ", ") + ".",
        ]
        if !table.watchers.isEmpty {
            lines.append("Watching: " + table.watchers.map(\.shown).joined(separator: ", ") + ".")
        }
        lines.append(Self.access(table))
        return lines
    }

    /// A player as the list shows them: with their login beside a name they chose, and how
    /// long their seat still waits when they dropped.
    static func player(_ person: TablePerson) -> String {
        person.shown + (person.away.map { " (away \(TimeFormat.elapsed($0)))" } ?? "")
    }

    /// What the one looking may do at `table`, in a sentence.
    static func access(_ table: TableDescription) -> String {
        switch table.access {
        case .join:
            table.played == nil ? "You may join." : "You may join: you watch this game and play the next."
        case .comeBack(let name): "Your seat waits for you: joining takes it back, as \(name)."
        case .watchOnly: "The table is full: you may watch."
        case .none(let reason): "You may not join: \(reason)"
        }
    }

    /// Whether the one looking may join `look`'s table, as far as its host said.
    public static func mayJoin(_ look: TableLook) -> Bool {
        guard case .described(let table) = look.answer else { return false }
        switch table.access {
        case .join, .comeBack: return true
        case .watchOnly, .none: return false
        }
    }

    /// The name of the seat at `look`'s table that waits for the one looking, if one does.
    public static func seatWaiting(_ look: TableLook) -> String? {
        guard case .described(let table) = look.answer, case .comeBack(let name) = table.access else {
            return nil
        }
        return name
    }

    /// Whether the one looking may watch `look`'s table, as far as its host said.
    public static func mayWatch(_ look: TableLook) -> Bool {
        guard case .described(let table) = look.answer else { return false }
        if case .none = table.access { return false }
        return true
    }

    /// The whole list as the command line prints it: each table's name and its lines, and
    /// how to join or watch one.
    public func text(_ looks: [TableLook]) -> String {
        let names = looks.map { $0.table.name.escapingControlCharacters }
        let width = max(8, (names.map(\.count).max() ?? 0) + 2)
        let blocks = zip(names, looks).map { name, look in
            lines(look).enumerated().map { index, line in
                "  "
                    + (index == 0
                        ? name + String(repeating: " ", count: width - name.count)
                        : String(
                            repeating: " ", count: width)) + line
            }.joined(separator: "\n")
        }
        return "Tables open:\n\n" + blocks.joined(separator: "\n\n")
            + "\n\nJoin one with: cardtable join NAME (watch it: cardtable watch NAME)"
    }
}
