import CardModel
import GameTable
import Render
import TableLayout
import TableWire
import TerminalIO

/// A guest's terminal: the lobby while the host has not dealt, the table once it has, and
/// the table's end when the host closes it or the connection goes.
///
/// The table is the game's own, opened through its entry from the log the host dealt, and
/// plays the moves the host confirms: the host's game is the one that counts, and this
/// player keeps it too, in their own record of games (at whose table, with whom, how it
/// stood), asked of the app as the table's effects, as any game's record is. Leaving by any
/// way out (q, Esc, a signal, a hang-up) tells the host.
public struct GuestScene: Scene {
    let guest: TableGuest
    /// The games this cardtable has, to open the one the host deals.
    let entries: [GameEntry]
    var opening: Opening
    var table: (any Scene)?
    /// What could not be opened, if the host dealt a game this cardtable cannot play.
    var problem: String?
    /// The table took some of the moves waiting but not all: it takes more at the next frame.
    var takesMore = false
    /// When the table asked to be brought up to date, last.
    var tableWake = Wake.never
    /// When this scene last asked the app's loop to bring it up to date.
    var wakeAsked = Wake.never
    /// What the table asked of the app (its records) and the app has not yet taken.
    var effects: [TableEffect] = []
    /// The table is watched here, not played: its game is not this player's to keep.
    var watchesTable = false
    /// Where leaving the lobby (`q`, Esc) or a table that has ended goes: the menu, when the
    /// table was joined from it; else the program ends (Esc goes to the menu all the same).
    let leaving: SceneAction

    /// The scene of `guest`'s table; `fromMenu`: joined from the menu, which leaving goes back to.
    public init(guest: TableGuest, entries: [GameEntry], opening: Opening, fromMenu: Bool = false) {
        self.guest = guest
        self.entries = entries
        leaving = fromMenu ? .open(.menu) : .quit
        var opening = opening
        opening.notices = []
        self.opening = opening
    }

    /// Why the table has ended here, once it has.
    var ending: String? { problem ?? guest.ending }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        if ending != nil, case .key(let key) = event, [.character("q"), .escape, .enter].contains(key) {
            return leaving
        }
        if var table, ending == nil {
            let action = table.handle(event, size: size, now: now)
            passOn(&table)
            self.table = table
            return action
        }
        switch event {
        case .key(.character("q")): return leaving
        case .key(.escape): return .open(.menu)
        default: return .stay
        }
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        guest.poll(now: now)
        if let dealt = guest.dealt {
            guest.takeDeal()
            leaveTable(now: now)
            openTable(dealt.log, seat: dealt.seat, played: dealt.played, now: now)
        } else if !guest.isPlaying && ending == nil {
            // The host went back to the lobby: the next game is dealt from there.
            leaveTable(now: now)
        }
        guard var table else { return .stay }
        let waiting = guest.waiting + table.unheard
        // The table is handed what came, as much as it plays at one tick; the rest waits.
        while table.listens, let event = guest.next() { table.hear(event) }
        let action = table.advance(to: now, size: size)
        passOn(&table)
        self.table = table
        let left = guest.waiting + table.unheard
        takesMore = left > 0 && left < waiting
        return ending == nil ? action : .stay
    }

    /// Sends the host what the table tells it, and keeps the rest of its effects for the
    /// app: a record says whose table the game was played at; the table's wake-up goes into
    /// this scene's own (`wake`).
    private mutating func passOn(_ table: inout any Scene) {
        for effect in table.takeEffects() {
            switch effect {
            case .link(let message): guest.carry(message)
            case .wake(let wake): tableWake = wake
            case .record where watchesTable: continue
            case .record(var record, let kept):
                record.table = guest.hostLogin
                effects.append(.record(record, discarding: kept))
            default: effects.append(effect)
            }
        }
    }

    /// The table's game goes (the host went back to the lobby, or dealt again): a game
    /// still in play goes into this player's record as not finished.
    private mutating func leaveTable(now: Double) {
        guard var table else { return }
        table.end(now: now)
        passOn(&table)
        self.table = nil
    }

    /// Opens the table of the game the host dealt, at `seat` (nil: to watch), `played`
    /// seconds into it.
    private mutating func openTable(_ log: GameLog, seat: Int?, played: Double, now: Double) {
        guard let share = entries.first(where: { $0.kind == log.game })?.share else {
            problem =
                "The host deals a game this cardtable does not have: \(log.game.rawValue.withoutControlCharacters)."
            return guest.leave()
        }
        watchesTable = seat == nil
        var opening = opening
        opening.now = now
        opening.seed = log.seed
        var log = log
        if guest.hostPassesAsAnotherUser && !log.seats.isEmpty { log.seats[0].name = guest.hostShown }
        switch share(SharedTable(start: .follow(log), seat: seat, link: guest, played: played), opening) {
        case .success(let scene):
            table = scene
            tableWake = .never
        case .failure(let failure):
            problem = "The host's game cannot be played here: \(failure.message)."
            guest.leave()
        }
    }

    public func render(into screen: inout Screen, now: Double) {
        if let table {
            table.render(into: &screen, now: now)
        } else {
            drawLobby(on: &screen)
        }
        if let ending {
            // The game did not reach its result: say how it stood.
            let standing = table?.standings(now: now).map { "As it stood: \($0)." }
            if table != nil { drawEndedChrome(standing: standing, on: &screen) }
            Chrome.drawPanel(
                title: guest.endingTitle,
                lines: [ending] + (standing.map { ["", $0] } ?? [])
                    + ["", leaving == .quit ? "q: quit" : "q: back to the menu"],
                on: &screen, ascii: opening.options.ascii, ink: .mismatched)
        }
    }

    /// The header and status line of a table that has ended here: its title and the one key
    /// left, and how the game stood, in place of the game's last words (a seat still `away
    /// 4:53` that no longer waits, the keys of a game no longer played).
    private func drawEndedChrome(standing: String?, on screen: inout Screen) {
        let size = screen.size
        guard size.height >= 3 else { return }
        Chrome.drawHeader(
            title: Chrome.pageTitle(gameTitle, ascii: opening.options.ascii), shortTitle: gameTitle,
            message: nil, keys: leaving == .quit ? "q quit" : "q back",
            in: Rect(x: 0, y: 0, width: size.width, height: 1), on: &screen)
        Chrome.drawStatus(
            [Chrome.StatusField(standing ?? guest.endingTitle, rank: 1)],
            in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), on: &screen)
    }

    /// The title of the game the table plays (`Set`).
    private var gameTitle: String { entries.first { $0.kind == guest.game }?.title ?? "cardtable" }

    private func drawLobby(on screen: inout Screen) {
        LobbyPage(
            title: Chrome.pageTitle(gameTitle, "at \(guest.tableShown)", ascii: opening.options.ascii),
            message: nil, keys: "q leave",
            lines: lobbyLines, status: ["Table \(guest.table)", "Players: \(guest.players.count)"]
        ).draw(on: &screen, options: opening.options)
    }

    /// The waiting page's lines: who this player is, what they wait for, who is at the
    /// table and the key; a short window lets the blank lines go, then lists the players
    /// on one line.
    var lobbyLines: [LobbyPage.Line] {
        typealias Line = LobbyPage.Line
        let players = guest.players.enumerated().map { index, player in named(player, isHost: index == 0) }
        let watchers = guest.watchers.map { named($0) }
        return [
            Line(
                [
                    guest.isWatcher
                        ? "You watch \(guest.tableShown) as \(guest.name)."
                        : "You are \(guest.name), at \(guest.tableShown)."
                ],
                rank: LobbyPage.kept + 2),
            .blank(),
            Line(
                [
                    guest.isPlaying
                        ? "A game is being played: you watch it"
                            + (guest.isWatcher ? "." : ", and play in the next.")
                        : "Waiting for \(guest.hostShown) to deal."
                ], rank: LobbyPage.kept + 1),
            .blank(rank: 1),
            Line(
                ["At the table:"] + players.enumerated().map { "  \($0.offset + 1). \($0.element)" },
                rank: 6,
                short: ["At the table: " + TableHost.list(players.map(LobbyPage.phrase)) + "."],
                shortRank: LobbyPage.kept),
        ] + LobbyPage.watching(watchers) + LobbyPage.tally(guest.tally) + [
            .blank(rank: 1),
            Line([LobbyPage.phrase("q: leave the table")], rank: LobbyPage.kept + 3),
        ]
    }

    /// `person` as the lobby lists them, with their login beside a name they chose.
    ///
    /// One login cannot take two seats unseen (`Bea (bob)`); who they are to this player
    /// is said beside it (`Bea (bob, you)`). The host is named by its login as the kernel
    /// told this terminal, whatever the host says (`alice (mallory, the host)`).
    func named(_ person: TablePerson, isHost: Bool = false) -> String {
        let login =
            isHost
            ? (guest.isHostsLogin(person.name) ? nil : guest.hostLogin)
            : (person.shown == person.name ? nil : person.login)
        let notes = [login, isHost ? "the host" : person.name == guest.name ? "you" : nil].compactMap { $0 }
        return person.name + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
    }

    /// When the picture next changes by itself: as the table asked, or at the next frame
    /// while moves wait that it has not taken.
    var wake: Wake {
        guard table != nil else { return .never }
        // Moves that came faster than the table took them are taken at the next frame.
        return takesMore && ending == nil ? .nextFrame : tableWake
    }

    public var descriptors: [WatchedDescriptor] { guest.descriptors }

    /// What the table asked of the app, and, whenever it changes, when to bring this scene
    /// up to date next.
    public mutating func takeEffects() -> [TableEffect] {
        if var table {
            passOn(&table)
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

    /// The player leaves: a game still in play goes into their record as not finished.
    public mutating func end(now: Double) {
        if var table {
            table.end(now: now)
            passOn(&table)
            self.table = table
        }
        guest.leave()
    }
}
