import CardModel
import Foundation
import Testing

@testable import TableWire

/// The messages of a shared table as lines: each one written and read back, and every kind
/// of line that is not a message of this version refused for what it is.
@Suite struct TableWireTests {
    static func text(_ message: TableMessage) throws -> String {
        String(decoding: try TableWire.line(message), as: UTF8.self)
    }

    static func read(_ text: String) -> Result<TableMessage, WireError> {
        TableWire.message(Array(text.utf8))
    }

    /// People as a lobby of a host of an earlier version names them: without logins.
    static func people(_ names: String...) -> [TablePerson] {
        names.map { TablePerson(name: $0, login: nil) }
    }

    static let log = try! GameLog(
        game: GameKind("set"), seed: 7, seats: Seat.friends(names: ["Ann", "Bob"]),
        setup: ["race": .bool(true)], actions: [TimedAction("x", by: 1, at: 2.5)])

    @Test(arguments: [
        TableMessage.hello(name: "Bob"), .move(.object(["choose": .object(["card": .number(12)])])), .bye,
        .welcome(table: "ann-2", host: "ann", name: "Bob 2"), .refused("You may not join."),
        .lobby(game: GameKind("memorize"), players: people("ann", "Bob"), playing: true),
        .deal(log, seat: 1), .moved(.string("shuffle"), seat: 3, time: 12.25), .notice("Bob has left."),
        .closed("ann has closed the table."), .hello(name: "Zoe", watching: true),
        .move(.string("shuffle"), deal: 7), .deal(log, seat: nil, number: 3, played: 12.5),
        .lobby(game: GameKind("set"), players: people("ann"), playing: false, watchers: people("Zoe", "Yan")),
        .lobby(game: GameKind("set"), players: people("ann"), playing: false, tally: tally),
        .lobby(
            game: GameKind("set"),
            players: [TablePerson(name: "Ann", login: "ann"), TablePerson(name: "Bea", login: "bob")],
            playing: true, watchers: [TablePerson(name: "Zoe", login: "user 1001")]),
        .deal(log, seat: 1, number: 2, played: 3, logins: ["ann", "bob"]),
    ])
    func everyMessageReadsBackAsItWasWritten(message: TableMessage) throws {
        let line = try TableWire.line(message)
        #expect(line.last == UInt8(ascii: "\n") && line.filter { $0 == UInt8(ascii: "\n") }.count == 1)
        #expect(TableWire.message(Array(line.dropLast())) == .success(message))
        #expect(try Self.text(message).hasPrefix("{") && Self.text(message).contains("\"v\":2"))
    }

    static let described = TableDescription(
        game: GameKind("set-junior"),
        players: [
            TablePerson(name: "Ann", login: "ann"), TablePerson(name: "Bea", login: "bob", away: 250.5),
        ],
        watchers: [TablePerson(name: "Zoe", login: "zoe")], played: 75.25, access: .comeBack(name: "Bea"))

    @Test(arguments: [
        TableMessage.peek, .table(described),
        .table(TableDescription(game: GameKind("set"), players: [], access: .join)),
        .table(TableDescription(game: GameKind("set"), players: [], access: .watchOnly)),
        .table(TableDescription(game: GameKind("set"), players: [], access: .none(because: "Full."))),
    ])
    func aLookAtATableIsVersion3AndReadsBack(message: TableMessage) throws {
        #expect(try Self.text(message).contains("\"v\":3"))
        #expect(TableWire.message(Array(try TableWire.line(message).dropLast())) == .success(message))
    }

    @Test func version2And3PlayTogether() throws {
        // What version 2 has is written as version 2, so a cardtable of version 2 reads it;
        // a line of version 3 of those messages reads too.
        #expect(try Self.text(.hello(name: "Bob")).contains("\"v\":2"))
        #expect(try Self.text(.refused("Full.", watch: true)).contains("\"v\":2"))
        #expect(Self.read(#"{"v":3,"type":"hello","name":"Bob"}"#) == .success(.hello(name: "Bob")))
        #expect(
            Self.read(#"{"v":2,"type":"refused","reason":"Full.","watch":true}"#)
                == .success(.refused("Full.", watch: true)))
        // A look is version 3's: a line of version 2 cannot ask one.
        guard case .failure(.malformed) = Self.read(#"{"v":2,"type":"peek"}"#) else {
            Issue.record("a peek of version 2 is not a message")
            return
        }
        #expect(Self.read(#"{"v":4,"type":"peek"}"#) == .failure(.version(4)))
    }

    @Test(arguments: [
        #"{"v":3,"type":"table","game":"set","players":[],"access":"maybe"}"#,
        #"{"v":3,"type":"table","game":"set","players":[],"access":"none"}"#,
        #"{"v":3,"type":"table","game":"set","players":[{"name":"Bob","login":"b\u001b[2J"}],"access":"join"}"#,
        #"{"v":3,"type":"table","game":"set","players":[{"name":"Bob","login":"bob","away":-1}],"access":"join"}"#,
        #"{"v":3,"type":"table","game":"set","players":[],"played":1e300,"access":"join"}"#,
        #"{"v":3,"type":"table","game":"","players":[],"access":"join"}"#,
        #"{"v":3,"type":"table","game":"set","players":[],"access":"back"}"#,
        "{\"v\":3,\"type\":\"table\",\"game\":\"set\",\"access\":\"join\",\"watchers\":["
            + Array(repeating: #"{"name":"Zoe","login":"zoe"}"#, count: 9).joined(separator: ",") + "]}",
    ])
    func aDescriptionOutOfBoundsIsRefused(line: String) {
        guard case .failure = Self.read(line) else {
            Issue.record("read as a description: \(line)")
            return
        }
    }

    static let tally = TableTally(
        games: 4, tied: 1,
        wins: [TableTally.Wins(name: "Ann", count: 2), TableTally.Wins(name: "Bob", count: 1)])

    @Test func aLobbyCarriesTheTallyAsVersion2AndAnEarlierHostsLobbyReadsWithout() throws {
        let lobby = TableMessage.lobby(
            game: GameKind("set"), players: Self.people("ann", "Bob"), playing: false, tally: Self.tally)
        // Written as version 2: a guest of version 2 or 3 reads the rest, passing over the tally.
        let text = try Self.text(lobby)
        #expect(text.contains("\"v\":2") && text.contains(#""tally":{"#), "\(text)")
        #expect(Self.read(String(text.dropLast())) == .success(lobby))
        #expect(
            Self.read(#"{"v":2,"type":"lobby","game":"set","players":["ann"],"playing":false}"#)
                == .success(
                    .lobby(game: GameKind("set"), players: Self.people("ann"), playing: false, tally: nil)))
        #expect(Self.tally.description == "Ann 2, Bob 1 (4 games, 1 tied)")
    }

    @Test func aLobbyAndADealCarryTheLoginsAsVersion2AndAnEarlierHostsReadWithout() throws {
        let lobby = TableMessage.lobby(
            game: GameKind("set"),
            players: [TablePerson(name: "Ann", login: "ann"), TablePerson(name: "Bea", login: "bob")],
            playing: false, watchers: [TablePerson(name: "Zoe", login: "bob")])
        // Beside the names, as a reader of an earlier version passes over.
        let text = try Self.text(lobby)
        #expect(
            text.contains(#""players":["Ann","Bea"]"#) && text.contains(#""logins":["ann","bob"]"#)
                && text.contains(#""watchers":["Zoe"]"#) && text.contains(#""watcherLogins":["bob"]"#)
                && text.contains("\"v\":2"), "\(text)")
        #expect(Self.read(String(text.dropLast())) == .success(lobby))
        let deal = try Self.text(.deal(Self.log, seat: 1, logins: ["ann", "bob"]))
        #expect(deal.contains(#""logins":["ann","bob"]"#) && deal.contains("\"v\":2"), "\(deal)")
        // A deal of an earlier host names no logins.
        #expect(!(try Self.text(.deal(Self.log, seat: 1))).contains("logins"))
        #expect(
            Self.read(
                #"{"v":2,"type":"lobby","game":"set","players":["Ann"],"watchers":["Zoe"],"playing":true}"#)
                == .success(
                    .lobby(
                        game: GameKind("set"), players: Self.people("Ann"), playing: true,
                        watchers: Self.people("Zoe"))))
    }

    @Test(arguments: [
        // One login a name, no more and no fewer.
        #""players":["Ann","Bea"],"logins":["ann"]"#, #""players":["Ann"],"logins":["ann","bob"]"#,
        #""players":["Ann"],"watchers":["Zoe"],"watcherLogins":[]"#,
        // A login that could pass for more than one, or move the cursor.
        #""players":["Ann"],"logins":["bob (alice"]"#, #""players":["Ann"],"logins":["bob) (alice"]"#,
        #""players":["Ann"],"logins":["bob, alice"]"#, #""players":["Ann"],"logins":["b\u001b[2J"]"#,
        #""players":["Ann"],"logins":[""]"#, #""players":["Ann"],"logins":["user x"]"#,
        #""players":["Ann"],"logins":["a-login-that-is-far-too-long-to-be-a-players"]"#,
        #""players":["Ann"],"logins":[7]"#, #""players":["Ann"],"logins":"ann""#,
    ])
    func aLobbysLoginsOutOfBoundsAreRefused(fields: String) {
        let line = #"{"v":2,"type":"lobby","game":"set","playing":false,"# + fields + "}"
        guard case .failure = Self.read(line) else {
            Issue.record("read as a lobby: \(line)")
            return
        }
    }

    @Test func aDealsLoginsOutOfBoundsAreRefused() throws {
        let line = String(decoding: try TableWire.line(.deal(Self.log, seat: 1)).dropLast(), as: UTF8.self)
        for logins in [#"["ann"]"#, #"["ann","bob","cy"]"#, #"["ann","b\u0007"]"#, #"["ann","bob (ann)"]"#] {
            let hostile = String(line.dropLast()) + #","logins":"# + logins + "}"
            guard case .failure = Self.read(hostile) else {
                Issue.record("read as a deal: \(hostile)")
                continue
            }
        }
        #expect(
            Self.read(String(line.dropLast()) + #","logins":["ann","user 1001"]}"#)
                == .success(.deal(Self.log, seat: 1, logins: ["ann", "user 1001"])))
    }

    @Test(arguments: [
        ("bob", true), ("user 1001", true), ("?", true), ("j.doe@corp", true), ("bob$", true),
        ("", false), ("user 01", false), ("user", true), ("bob smith", false), ("bob(1)", false),
        ("a,b", false), ("b\u{1b}[2J", false), ("\u{85}", false), (String(repeating: "a", count: 24), true),
        (String(repeating: "a", count: 25), false),
    ])
    func aLoginIsOneThatCannotPassForMore(login: String, isLogin: Bool) {
        #expect(TablePerson.isLogin(login) == isLogin, "\(login)")
    }

    @Test(arguments: [
        #""tally":{"games":0,"tied":0,"wins":[]}"#, #""tally":{"games":-3,"tied":0,"wins":[]}"#,
        #""tally":{"games":2,"tied":3,"wins":[]}"#,
        #""tally":{"games":2,"tied":0,"wins":[{"name":"Ann","count":3}]}"#,
        #""tally":{"games":2,"tied":1,"wins":[{"name":"Ann","count":1},{"name":"Bob","count":1}]}"#,
        #""tally":{"games":2,"tied":0,"wins":[{"name":"Ann","count":-1}]}"#,
        #""tally":{"games":2,"tied":0,"wins":[{"name":"A\u001b[2J","count":1}]}"#,
        #""tally":{"games":2,"tied":0,"wins":[{"name":"","count":1}]}"#,
        #""tally":{"games":2000000000,"tied":0,"wins":[]}"#, #""tally":"Ann 9""#,
        #""tally":{"games":20,"tied":0,"wins":["#
            + Array(repeating: #"{"name":"Zoe","count":1}"#, count: 17).joined(separator: ",") + "]}",
    ])
    func aTallyOutOfBoundsIsRefused(tally: String) {
        let line = #"{"v":2,"type":"lobby","game":"set","players":["ann"],"playing":false,"# + tally + "}"
        guard case .failure = Self.read(line) else {
            Issue.record("read as a tally: \(line)")
            return
        }
    }

    @Test func aMessageOfAnUnknownTypeIsNamedWithoutItsControlCharacters() {
        guard case .failure(let error) = Self.read(#"{"v":2,"type":"\u001b]52;c;aGk=\u0007"}"#) else {
            Issue.record("an unknown type is refused")
            return
        }
        #expect(error.description.contains("]52;c;aGk="), "\(error)")
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func aNameOfOneCharacterButThousandsOfBytesIsRefused() {
        let heavy = "a" + String(repeating: "\u{301}", count: 2000)
        #expect(heavy.count == 1)
        guard case .failure = Self.read(#"{"v":2,"type":"hello","name":"\#(heavy)"}"#) else {
            Issue.record("a name of 4 KB in one character is refused")
            return
        }
        #expect(Self.read(#"{"v":2,"type":"hello","name":"Zoë"}"#) == .success(.hello(name: "Zoë")))
    }

    @Test func aMessageOfAnotherVersionIsToldApart() {
        #expect(Self.read(#"{"v":1,"type":"hello","name":"Bob","extra":[1]}"#) == .failure(.version(1)))
        #expect(Self.read(#"{"v":0,"type":"whatever"}"#) == .failure(.version(0)))
        #expect(WireError.version(2).description.contains("version 2"))
    }

    @Test(arguments: [
        "", "garbage", "[1,2,3]", #"{"type":"hello","name":"Bob"}"#, #"{"v":"1","type":"hello"}"#,
        #"{"v":2,"type":"hello"}"#, #"{"v":2,"type":"teleport","name":"Bob"}"#,
        #"{"v":2,"type":"hello","name":""}"#, "{\"v\":2,\"type\":\"hello\",\"name\":\"Bob\\u001b[2J\"}",
        #"{"v":2,"type":"hello","name":"a name that is far too long to be a player's"}"#,
        #"{"v":2,"type":"moved","move":"x","seat":4,"time":1}"#,
        #"{"v":2,"type":"moved","move":"x","seat":-1,"time":1}"#,
        #"{"v":2,"type":"moved","move":"x","seat":1,"time":1e19}"#,
        #"{"v":2,"type":"moved","move":"x","seat":1,"time":-1}"#,
        #"{"v":2,"type":"lobby","game":"set","players":["a","b","c","d","e","f","g","h","i"],"playing":false}"#,
        #"{"v":2,"type":"deal","log":{"game":"set","seed":"x","actions":[]},"seat":0}"#,
    ])
    func aLineThatIsNotAMessageIsRefused(line: String) {
        guard case .failure(let error) = Self.read(line) else {
            Issue.record("read as a message: \(line)")
            return
        }
        #expect(error != .tooLong)
    }

    @Test func aDeeplyNestedMoveIsRefusedWithoutHarm() {
        let depth = 20_000
        let line =
            #"{"v":2,"type":"move","move":"# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}"
        // Too long to be a line at all, or too deep to be read: either way not a message.
        if case .success = Self.read(line) { Issue.record("a nesting \(depth) deep was read") }
        let shallower =
            #"{"v":2,"type":"move","move":"# + String(repeating: "[", count: 2000)
            + String(repeating: "]", count: 2000) + "}"
        _ = Self.read(shallower)
    }

    @Test func linesComeWholeHoweverTheBytesArrive() throws {
        var framer = LineFramer()
        #expect(try framer.take(Array("{\"a\":1}\n{\"b\"".utf8)) == [Array("{\"a\":1}".utf8)])
        #expect(try framer.take(Array(":2}".utf8)).isEmpty)
        #expect(try framer.take(Array("\n\n".utf8)) == [Array("{\"b\":2}".utf8), []])
    }

    @Test func aLineTooLongBreaksTheStream() throws {
        var framer = LineFramer()
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 40_000)
        #expect(try framer.take(chunk).isEmpty)
        #expect(throws: WireError.tooLong) { try framer.take(chunk) }
        #expect(framer.isBroken)
        #expect(throws: WireError.tooLong) { try framer.take(Array("\n".utf8)) }
        // A long line that ends within one read is too long as well.
        var other = LineFramer()
        #expect(throws: WireError.tooLong) {
            try other.take(chunk + chunk + [UInt8(ascii: "\n")])
        }
        #expect(TableWire.message(chunk + chunk) == .failure(.tooLong))
    }

    @Test func aMessageTooLongToSendIsNotWritten() {
        let huge = TableMessage.move(.string(String(repeating: "x", count: WireLimits.lineBytes)))
        #expect(throws: WireError.tooLong) { try TableWire.line(huge) }
    }
}
