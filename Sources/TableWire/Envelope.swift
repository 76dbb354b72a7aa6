import CardModel

/// The version and type every line begins with, read before the rest.
struct Header: Decodable {
    var v: Int
    var type: String
}

/// A message as its line writes it: `{"v":2,"type":"moved","seat":1,"time":2.5,"move":...}`.
///
/// A message is read from a line of any version that has it (`TableMessage.version`), and
/// written as the oldest such version.
struct Envelope: Codable {
    let message: TableMessage

    init(_ message: TableMessage) {
        self.message = message
    }

    private enum Key: String, CodingKey {
        case v, type, name, move, table, host, reason, game, players, playing, log, seat, time, text, deal,
            played, watching, watchers, watch, login, away, access, tally, logins, watcherLogins
    }

    /// A lobby's tally, as its line has it: `{"games":3,"tied":0,"wins":[{"name":"Ann","count":2}]}`.
    private struct Tally: Codable {
        struct Player: Codable {
            var name: String
            var count: Int
        }

        var games: Int
        var tied: Int
        var wins: [Player]
    }

    /// A player or watcher in a table's description, as its line has it.
    private struct Person: Codable {
        var name: String
        var login: String
        var away: Double?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let type = try container.decode(String.self, forKey: .type)
        let version = try container.decode(Int.self, forKey: .v)
        func text(_ key: Key, limit: Int) throws -> String {
            try Self.checked(try container.decode(String.self, forKey: key), limit: limit, key)
        }
        func seatIfAny() throws -> Int? {
            guard let seat = try container.decodeIfPresent(Int.self, forKey: .seat) else { return nil }
            guard (0..<FileLimits.seats).contains(seat) else { throw WireError.malformed("seat \(seat)") }
            return seat
        }
        func seat() throws -> Int {
            guard let seat = try seatIfAny() else { throw WireError.malformed("no seat") }
            return seat
        }
        func names(_ key: Key) throws -> [String] {
            let names = try container.decodeIfPresent([String].self, forKey: key) ?? []
            guard names.count <= WireLimits.players else {
                throw WireError.malformed("\(names.count) \(key.rawValue)")
            }
            return try names.map { try Self.checked($0, limit: WireLimits.nameLength, key) }
        }
        // The logins under `key`, one for each of `count` names, if the host said them.
        func logins(_ key: Key, count: Int) throws -> [String]? {
            guard let logins = try container.decodeIfPresent([String].self, forKey: key) else { return nil }
            guard logins.count == count, logins.allSatisfy(TablePerson.isLogin) else {
                throw WireError.malformed("its \(key.rawValue)")
            }
            return logins
        }
        func people(_ key: Key, logins loginKey: Key) throws -> [TablePerson] {
            let names = try names(key)
            let logins = try logins(loginKey, count: names.count)
            return names.indices.map { TablePerson(name: names[$0], login: logins?[$0]) }
        }
        func number(_ key: Key) throws -> Int {
            let number = try container.decode(Int.self, forKey: key)
            guard (0...WireLimits.dealNumber).contains(number) else {
                throw WireError.malformed("\(key.rawValue) \(number)")
            }
            return number
        }
        switch type {
        case "hello":
            message = .hello(
                name: try text(.name, limit: WireLimits.nameLength),
                watching: try container.decodeIfPresent(Bool.self, forKey: .watching) ?? false)
        case "move":
            message = .move(try container.decode(JSONValue.self, forKey: .move), deal: try number(.deal))
        case "bye": message = .bye
        case "peek" where version >= 3: message = .peek
        case "welcome":
            message = .welcome(
                table: try text(.table, limit: WireLimits.tableNameLength),
                host: try text(.host, limit: WireLimits.nameLength),
                name: try text(.name, limit: WireLimits.nameLength))
        case "refused":
            message = .refused(
                try text(.reason, limit: WireLimits.textLength),
                watch: try container.decodeIfPresent(Bool.self, forKey: .watch) ?? false)
        case "table" where version >= 3:
            message = .table(try Self.description(in: container))
        case "lobby":
            message = .lobby(
                game: GameKind(try text(.game, limit: WireLimits.tableNameLength)),
                players: try people(.players, logins: .logins),
                playing: try container.decode(Bool.self, forKey: .playing),
                watchers: try people(.watchers, logins: .watcherLogins),
                tally: try container.decodeIfPresent(Tally.self, forKey: .tally).map(Self.checked))
        case "deal":
            let played = try container.decode(Double.self, forKey: .played)
            guard FileLimits.isTime(played) else { throw WireError.malformed("played \(played)") }
            let log = try container.decode(GameLog.self, forKey: .log)
            message = .deal(
                log, seat: try seatIfAny(), number: try number(.deal), played: played,
                logins: try logins(.logins, count: log.seats.count) ?? [])
        case "moved":
            let time = try container.decode(Double.self, forKey: .time)
            guard FileLimits.isTime(time) else { throw WireError.malformed("time \(time)") }
            message = .moved(
                try container.decode(JSONValue.self, forKey: .move), seat: try seat(), time: time)
        case "notice": message = .notice(try text(.text, limit: WireLimits.textLength))
        case "closed": message = .closed(try text(.reason, limit: WireLimits.textLength))
        default:
            // The type is the peer's: quoted as text, never as what would move a cursor.
            throw WireError.malformed(
                "a message of type '\(String(type.prefix(20)).withoutControlCharacters)'")
        }
    }

    /// The table described in `container`, checked: at most `WireLimits.players` players and
    /// as many watchers, names and logins that may be shown, times in range.
    private static func description(in container: KeyedDecodingContainer<Key>) throws -> TableDescription {
        func people(_ key: Key) throws -> [TablePerson] {
            let people = try container.decodeIfPresent([Person].self, forKey: key) ?? []
            guard people.count <= WireLimits.players else {
                throw WireError.malformed("\(people.count) \(key.rawValue)")
            }
            return try people.map { person in
                if let away = person.away, !FileLimits.isTime(away) {
                    throw WireError.malformed("away \(away)")
                }
                guard TablePerson.isLogin(person.login) else { throw WireError.malformed("its login") }
                return TablePerson(
                    name: try checked(person.name, limit: WireLimits.nameLength, key), login: person.login,
                    away: person.away)
            }
        }
        let played = try container.decodeIfPresent(Double.self, forKey: .played)
        if let played, !FileLimits.isTime(played) { throw WireError.malformed("played \(played)") }
        let reason = try container.decodeIfPresent(String.self, forKey: .reason).map {
            try checked($0, limit: WireLimits.textLength, .reason)
        }
        let access: TableAccess
        switch (try container.decode(String.self, forKey: .access), reason) {
        case ("join", _): access = .join
        case ("back", _):
            access = .comeBack(
                name: try checked(
                    try container.decode(String.self, forKey: .name),
                    limit: WireLimits.nameLength, .name))
        case ("watch", _): access = .watchOnly
        case ("none", let reason?): access = .none(because: reason)
        default: throw WireError.malformed("its access")
        }
        return TableDescription(
            game: GameKind(
                try checked(
                    try container.decode(String.self, forKey: .game),
                    limit: WireLimits.tableNameLength, .game)),
            players: try people(.players), watchers: try people(.watchers), played: played, access: access)
    }

    private func encode(_ table: TableDescription, into container: inout KeyedEncodingContainer<Key>) throws {
        func people(_ people: [TablePerson]) -> [Person] {
            people.map { Person(name: $0.name, login: $0.login ?? "?", away: $0.away) }
        }
        try container.encode(table.game.rawValue, forKey: .game)
        try container.encode(people(table.players), forKey: .players)
        if !table.watchers.isEmpty { try container.encode(people(table.watchers), forKey: .watchers) }
        try container.encodeIfPresent(table.played, forKey: .played)
        switch table.access {
        case .join: try container.encode("join", forKey: .access)
        case .comeBack(let name):
            try container.encode("back", forKey: .access)
            try container.encode(name, forKey: .name)
        case .watchOnly:
            try container.encode("watch", forKey: .access)
        case .none(let reason):
            try container.encode("none", forKey: .access)
            try container.encode(reason, forKey: .reason)
        }
    }

    /// The tally `tally` says, checked: games a table can have had (at least one), no more
    /// games tied or won than played, at most `WireLimits.tallied` players, names that may
    /// be shown.
    private static func checked(_ tally: Tally) throws -> TableTally {
        let games = 1...WireLimits.dealNumber
        guard games.contains(tally.games), (0...tally.games).contains(tally.tied),
            tally.wins.count <= WireLimits.tallied,
            tally.wins.allSatisfy({ (0...tally.games).contains($0.count) }),
            tally.wins.reduce(tally.tied, { $0 + $1.count }) <= tally.games
        else { throw WireError.malformed("its tally") }
        return TableTally(
            games: tally.games, tied: tally.tied,
            wins: try tally.wins.map {
                TableTally.Wins(
                    name: try checked($0.name, limit: WireLimits.nameLength, .tally), count: $0.count)
            })
    }

    /// `value` when it may be shown: not empty, no longer than `limit` characters, nor than
    /// four bytes a character (one character may hold any number of combining marks), and
    /// no control characters.
    private static func checked(_ value: String, limit: Int, _ key: Key) throws -> String {
        guard !value.isEmpty, value.count <= limit, value.utf8.count <= 4 * limit,
            value == value.withoutControlCharacters
        else {
            throw WireError.malformed("its \(key.rawValue)")
        }
        return value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(message.version, forKey: .v)
        switch message {
        case .hello(let name, let watching):
            try container.encode("hello", forKey: .type)
            try container.encode(name, forKey: .name)
            if watching { try container.encode(watching, forKey: .watching) }
        case .move(let move, let deal):
            try container.encode("move", forKey: .type)
            try container.encode(move, forKey: .move)
            try container.encode(deal, forKey: .deal)
        case .bye:
            try container.encode("bye", forKey: .type)
        case .peek:
            try container.encode("peek", forKey: .type)
        case .table(let table):
            try container.encode("table", forKey: .type)
            try encode(table, into: &container)
        case .welcome(let table, let host, let name):
            try container.encode("welcome", forKey: .type)
            try container.encode(table, forKey: .table)
            try container.encode(host, forKey: .host)
            try container.encode(name, forKey: .name)
        case .refused(let reason, let watch):
            try container.encode("refused", forKey: .type)
            try container.encode(reason, forKey: .reason)
            if watch { try container.encode(watch, forKey: .watch) }
        case .lobby(let game, let players, let playing, let watchers, let tally):
            // The logins beside the names: a reader of an earlier version passes over them.
            func logins(_ people: [TablePerson]) -> [String]? {
                let logins = people.compactMap(\.login)
                return logins.count == people.count ? logins : nil
            }
            try container.encode("lobby", forKey: .type)
            try container.encode(game.rawValue, forKey: .game)
            try container.encode(players.map(\.name), forKey: .players)
            try container.encodeIfPresent(logins(players), forKey: .logins)
            try container.encode(playing, forKey: .playing)
            if !watchers.isEmpty {
                try container.encode(watchers.map(\.name), forKey: .watchers)
                try container.encodeIfPresent(logins(watchers), forKey: .watcherLogins)
            }
            if let tally {
                try container.encode(
                    Tally(
                        games: tally.games, tied: tally.tied,
                        wins: tally.wins.map { Tally.Player(name: $0.name, count: $0.count) }), forKey: .tally
                )
            }
        case .deal(let log, let seat, let number, let played, let logins):
            try container.encode("deal", forKey: .type)
            try container.encode(log, forKey: .log)
            try container.encodeIfPresent(seat, forKey: .seat)
            try container.encode(number, forKey: .deal)
            try container.encode(played, forKey: .played)
            if !logins.isEmpty { try container.encode(logins, forKey: .logins) }
        case .moved(let move, let seat, let time):
            try container.encode("moved", forKey: .type)
            try container.encode(move, forKey: .move)
            try container.encode(seat, forKey: .seat)
            try container.encode(time, forKey: .time)
        case .notice(let text):
            try container.encode("notice", forKey: .type)
            try container.encode(text, forKey: .text)
        case .closed(let reason):
            try container.encode("closed", forKey: .type)
            try container.encode(reason, forKey: .reason)
        }
    }
}
