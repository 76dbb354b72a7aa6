import CardModel
import GameTable
import Render
import TableLayout
import TableWire
import TerminalIO

/// The host's terminal: the lobby, where the table's name and how to join it show while
/// players arrive, and the table once the host deals.
///
/// The host plays at seat 0; the guests waiting take the seats after it. Whatever ends the
/// host's part (q, Esc, a signal, a hang-up) closes the table for everyone, with a message
/// that says whether the host closed it or its terminal was lost, and removes its socket; a game in progress is recorded as not finished, and a game that
/// ends is recorded as any other, with every player named. A new game (`n` at the table)
/// goes back to the lobby, so whoever has come since plays too. In the lobby the host lets
/// users in by login (`a`), removes players (`r`) and sees the tally of the games won there.
public struct HostScene: Scene {
    let host: TableHost
    let entry: GameEntry
    /// The game asked for: its options (Memorize's theme); the seats are the lobby's.
    var request: GameRequest
    var opening: Opening
    var seeds: SeedSequence
    /// The table, once dealt.
    var table: (any Scene)?
    /// What tables left for the lobby asked for and the app has not yet taken.
    var effects: [TableEffect] = []
    var message: Chrome.Message?
    /// The machine's name, for the command that joins from another machine.
    let machine: String
    /// The table took some of the moves waiting but not all: it takes more at the next frame.
    var takesMore = false
    /// When the table asked to be brought up to date, last.
    var tableWake = Wake.never
    /// When this scene last asked the app's loop to bring it up to date.
    var wakeAsked = Wake.never
    /// What the host is asked in the lobby, while they answer.
    var question: LobbyQuestion?

    public init(host: TableHost, entry: GameEntry, request: GameRequest, opening: Opening, machine: String) {
        self.host = host
        self.entry = entry
        self.request = request
        self.opening = opening
        self.machine = machine
        seeds = SeedSequence(seed: opening.seed, stream: .games)
    }

    /// Whether the table has been dealt (not the lobby).
    public var isDealt: Bool { table != nil }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        host.timeIs(now, played: table?.timePlayed(now: now))
        if var table {
            let action = table.handle(event, size: size, now: now)
            tellGuests(&table)
            self.table = table
            host.flush()
            leaveForLobbyIfAsked(now: now)
            return action
        }
        if let question {
            answer(question, with: event)
            return .stay
        }
        switch event {
        case .key(.enter), .key(.character(" ")):
            deal(size: size, now: now)
        case .key(.character("a")):
            question = .letIn("")
            message = nil
        case .key(.character("r")):
            if removable.isEmpty {
                message = Chrome.Message(text: "Nobody to remove: you are alone at the table.", tone: .bad)
            } else {
                question = .remove("")
                message = nil
            }
        case .key(.character("q")):
            return .quit
        case .key(.escape):
            return .open(.menu)
        default:
            break
        }
        return .stay
    }

    /// Deals a game to everyone at the table now, if anyone has joined.
    mutating func deal(size: Size, now: Double) {
        guard !host.waitingGuests.isEmpty else {
            message = Chrome.Message(text: "Nobody has joined yet.", tone: .bad)
            return
        }
        request.seats = host.seatGuests()
        var opening = opening
        opening.now = now
        opening.seed = seeds.next()
        opening.notices = []
        switch entry.share?(SharedTable(start: .deal(request), seat: 0, link: host), opening) {
        case .success(var scene):
            tableWake = .never
            tellGuests(&scene)
            table = scene
            message = nil
        case .failure(let failure):
            message = Chrome.Message(text: failure.message, tone: .bad)
            host.backToLobby()
        case nil:
            message = Chrome.Message(text: "\(entry.title) cannot be played at a shared table.", tone: .bad)
            host.backToLobby()
        }
    }

    /// Tells the guests what the table asked to tell them, and keeps its other effects for
    /// the app: a record says whose table the game was played at, as the guests' do; the
    /// table's wake-up goes into this scene's own (`wake`).
    private mutating func tellGuests(_ table: inout any Scene) {
        for effect in table.takeEffects() {
            switch effect {
            case .link(let message): host.carry(message)
            case .wake(let wake): tableWake = wake
            case .record(var record, let kept):
                record.table = host.policy.host.name
                host.count(record)
                effects.append(.record(record, discarding: kept))
            default: effects.append(effect)
            }
        }
    }

    /// The table asked for another game: back to the lobby, to deal to whoever is there.
    private mutating func leaveForLobbyIfAsked(now: Double) {
        guard host.wantsLobby, var table else { return }
        table.end(now: now)
        tellGuests(&table)
        self.table = nil
        host.backToLobby()
        message = Chrome.Message(text: "Enter deals the next game to everyone at the table.", tone: .info)
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        host.timeIs(now, played: table?.timePlayed(now: now))
        host.poll(now: now)
        let leavers = host.takeLeavers()
        guard var table else {
            if !leavers.isEmpty {
                message = Chrome.Message(
                    text: TableHost.list(leavers) + (leavers.count == 1 ? " has" : " have")
                        + " left the table.",
                    tone: .info)
            }
            return .stay
        }
        let waiting = host.waiting + table.unheard
        // The table is handed what came, as much as it plays at one tick; the rest waits.
        while table.listens, let event = host.next() { table.hear(event) }
        let action = table.advance(to: now, size: size)
        tellGuests(&table)
        self.table = table
        let left = host.waiting + table.unheard
        takesMore = left > 0 && left < waiting
        // The moves the table made go to the guests before the host's frame is drawn.
        host.flush()
        leaveForLobbyIfAsked(now: now)
        return action
    }

    public func render(into screen: inout Screen, now: Double) {
        if let table { return table.render(into: &screen, now: now) }
        let count = host.waitingGuests.count + 1
        LobbyPage(
            title: Chrome.pageTitle(entry.title, "table \(host.name)", ascii: opening.options.ascii),
            message: message, keys: "q close",
            lines: lobbyLines(players: count), status: ["Table \(host.name)", "Players: \(count)"]
        ).draw(on: &screen, options: opening.options)
    }

    /// The lobby's lines: how to join, who may, who is at the table and the keys.
    ///
    /// A short window keeps the table's name, the command that joins it, who is at the
    /// table and the keys; the blank lines go first, then the command from another machine,
    /// then who may join, then (listing the players and the keys in short first) the rest.
    func lobbyLines(players count: Int) -> [LobbyPage.Line] {
        typealias Line = LobbyPage.Line
        let phrase = LobbyPage.phrase
        let join = phrase("cardtable join \(host.name)")
        let removed = host.policy.removed.map(\.name)
        let open =
            "Open to \(host.policy.description)."
            + (removed.isEmpty ? "" : " " + phrase("Removed: \(TableHost.list(removed))."))
        // Each guest with their login beside a name they chose: one login's two seats show.
        let guests = host.guestsShown
        let players = ([host.hostName] + guests.players).enumerated().map { index, player in
            (player: player, note: index == 0 ? " (you, the host)" : "")
        }
        // The keys in full, and in short for a small window (`a: let in`).
        func keys(deal: String, letIn: String, remove: String, close: String) -> String {
            let gap = LobbyPage.gap
            let first = count > 1 ? phrase("Enter: \(deal)") : phrase("Waiting for players.")
            return first + gap + phrase("a: \(letIn)")
                + (removable.isEmpty ? "" : gap + phrase("r: \(remove)")) + gap
                + phrase("q: \(close)")
        }
        let allKeys = keys(
            deal: "deal to the \(count) players", letIn: "let a user in", remove: "remove someone",
            close: "close the table")
        let shortKeys = keys(deal: "deal", letIn: "let in", remove: "remove", close: "close")
        return [
            Line(
                [phrase("Table \(host.name) is open.") + " " + phrase("To join it from another terminal:")],
                rank: 4, short: [phrase("Table \(host.name) is open.") + " " + phrase("To join it:")],
                shortRank: LobbyPage.kept),
            .blank(),
            Line(["    " + join], rank: LobbyPage.kept + 2),
            .blank(),
            Line(
                ["or from another machine:", "", "    " + phrase("ssh -t \(machine)") + " " + join], rank: 0,
                short: ["or from another machine:", "    " + phrase("ssh -t \(machine)") + " " + join],
                shortRank: 2),
            .blank(),
            Line([open], rank: 7),
            .blank(rank: 1),
            Line(
                ["At the table:"]
                    + players.enumerated().map {
                        "  \($0.offset + 1). \($0.element.player)\($0.element.note)"
                    },
                rank: 6,
                short: [
                    "At the table: "
                        + TableHost.list(
                            players.enumerated().map {
                                phrase("\($0.offset + 1). \($0.element.player)\($0.element.note)")
                            })
                        + "."
                ],
                shortRank: LobbyPage.kept + 1),
        ] + LobbyPage.watching(guests.watchers, numberedFrom: host.players.count + 1)
            + LobbyPage.tally(host.tally) + [
                .blank(rank: 1),
                question.map { Line([$0.prompt], rank: LobbyPage.kept + 3) }
                    ?? Line([allKeys], rank: 6, short: [shortKeys], shortRank: LobbyPage.kept + 3),
            ]
    }

    /// When the picture next changes by itself: as the table asked, or at the next frame
    /// while moves wait that it has not taken; and at the host's next deadline.
    var wake: Wake {
        // Moves that came faster than the table took them are taken at the next frame.
        var wake = table == nil ? .never : takesMore ? .nextFrame : tableWake
        if let deadline = host.nextDeadline { wake = wake.sooner(.at(deadline)) }
        return wake
    }

    public var descriptors: [WatchedDescriptor] { host.descriptors }

    /// What the tables asked of the app, and, whenever it changes, when to bring this scene
    /// up to date next.
    public mutating func takeEffects() -> [TableEffect] {
        if var table {
            tellGuests(&table)
            self.table = table
        }
        if wake != wakeAsked {
            wakeAsked = wake
            effects.append(.wake(wake))
        }
        defer { effects = [] }
        return effects
    }

    public mutating func receive(_ result: EffectResult, now: Double) {
        table?.receive(result, now: now)
    }

    public mutating func suspended(for seconds: Double, now: Double) {
        table?.suspended(for: seconds, now: now)
    }

    public mutating func end(now: Double) {
        end(now: now, because: .chosen)
    }

    /// Closes the table for everyone, saying why: the host closed it, or its terminal was
    /// lost (an SSH connection dropped), which nobody at the table should read as a choice.
    public mutating func end(now: Double, because leaving: Leaving) {
        table?.end(now: now)
        host.close(because: Self.closing(host: host.hostName, leaving))
    }

    /// What the guests are told as the table closes, as `leaving` says.
    ///
    /// `Ann has closed the table.`, or, her terminal lost, `Ann (the host) was disconnected:
    /// the table has closed.`
    static func closing(host: String, _ leaving: Leaving) -> String {
        switch leaving {
        case .chosen: "\(host) has closed the table."
        case .terminalLost: "\(host) (the host) was disconnected: the table has closed."
        }
    }
}
