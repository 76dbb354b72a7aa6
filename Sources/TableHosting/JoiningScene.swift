import GameTable
import Render
import TableLayout
import TerminalIO

/// A table being joined from the list of tables: connecting and saying hello while the
/// screen keeps drawing and Esc goes back.
///
/// A running host answers at once; one that is stopped or busy used to hold the whole
/// interface up to five seconds, frozen, before the list said it did not answer. Here the
/// socket is watched with the terminal (`descriptors`), a full queue is tried again at the
/// next frames, and once the host answers the scene becomes the table (`takeSuccessor`), or
/// the list again, saying why not.
public struct JoiningScene: Scene {
    let table: TablePlaces.OpenTable
    let playerName: String
    let watching: Bool
    let places: TablePlaces
    let entries: [GameEntry]
    var opening: Opening
    /// The connection, once made, and the hello said on it.
    private var channel: SocketChannel?
    private var greeting: Greeting?
    /// When the host must have answered; set at the first look at the clock.
    private var deadline: Double?
    /// When a socket whose queue was full is tried again.
    private var nextTry = 0.0
    /// What the scene has become: the table joined, or the list saying why not.
    private var next: (any Scene)?
    private var wakeAsked = Wake.never

    /// How long the host has to answer, as `cardtable join` waits.
    static let waitSeconds = 5.0
    /// How soon a socket whose queue is full is tried again.
    static let retrySeconds = 0.05

    /// Joins `table` (watches it, when `watching`) as `playerName`; `places` and `entries`
    /// make the list again if it cannot be joined, `opening` the table if it can.
    public init(
        table: TablePlaces.OpenTable, playerName: String, watching: Bool, places: TablePlaces,
        entries: [GameEntry], opening: Opening
    ) {
        self.table = table
        self.playerName = playerName
        self.watching = watching
        self.places = places
        self.entries = entries
        self.opening = opening
    }

    public mutating func handle(_ event: InputEvent, size: Size, now: Double) -> SceneAction {
        guard case .key(let key) = event, key == .escape || key == .character("q") else { return .stay }
        channel?.close()
        next = Self.list(places: places, entries: entries, opening: opening, chosen: table.name, message: nil)
        return .stay
    }

    public mutating func advance(to now: Double, size: Size) -> SceneAction {
        guard next == nil else { return .stay }
        let deadline = self.deadline ?? now + Self.waitSeconds
        self.deadline = deadline
        do throws(TableGuest.JoinError) {
            if greeting == nil {
                if let channel = try TableGuest.connection(to: table, waiting: 0) {
                    self.channel = channel
                    greeting = try Greeting(joining: table, over: channel, as: playerName, watching: watching)
                } else {
                    nextTry = now + Self.retrySeconds
                }
            }
            switch greeting?.answer() {
            case .success(let guest):
                // The connection is the table's now: this scene lets go of it without closing it.
                channel = nil
                greeting = nil
                opening.now = now
                next = GuestScene(guest: guest, entries: entries, opening: opening, fromMenu: true)
            case .failure(let refusal): throw refusal
            case nil:
                guard now < deadline else {
                    throw TableGuest.JoinError(
                        description: greeting == nil
                            ? "cannot reach the table: its queue stayed full" : "the host did not answer")
                }
            }
        } catch {
            fail(error)
        }
        return .stay
    }

    /// Back to the list, saying why the table could not be joined: a full table offers to watch.
    private mutating func fail(_ error: TableGuest.JoinError) {
        channel?.close()
        let verb = watching ? "watch" : "join"
        next = Self.list(
            places: places, entries: entries, opening: opening, chosen: table.name,
            message: "Cannot \(verb) \(table.name.escapingControlCharacters): \(error)"
                + (error.mayWatch ? " w watches it." : ""))
    }

    /// The list of the tables open, `chosen` chosen, saying `message` (why a table was not joined).
    public static func list(
        places: TablePlaces, entries: [GameEntry], opening: Opening, chosen: String? = nil,
        message: String? = nil
    ) -> TableListScene {
        TableListScene(
            places: places, entries: entries, options: opening.options, chosen: chosen,
            message: message.map { Chrome.Message(text: $0, tone: .bad) })
    }

    public mutating func takeSuccessor() -> (any Scene)? {
        defer { next = nil }
        return next
    }

    /// The host's answer wakes the app through the socket; the deadline, or the next try at
    /// a full queue, through the clock.
    public mutating func takeEffects() -> [TableEffect] {
        guard let deadline else { return [] }
        let wake = Wake.at(greeting == nil ? min(deadline, nextTry) : deadline)
        guard wake != wakeAsked else { return [] }
        wakeAsked = wake
        return [.wake(wake)]
    }

    public var descriptors: [WatchedDescriptor] {
        channel?.descriptor.map { [WatchedDescriptor($0, writing: false)] } ?? []
    }

    public func render(into screen: inout Screen, now: Double) {
        let size = screen.size
        guard size.height >= 3 else { return Chrome.drawTooSmall(on: &screen) }
        let ascii = opening.options.ascii
        let whose = "\(table.host.name.escapingControlCharacters)'s table"
        Chrome.drawHeader(
            title: Chrome.pageTitle("Tables", ascii: ascii),
            message: Chrome.Message(
                text: (watching ? "Watching " : "Joining ") + whose + (ascii ? "..." : "…"), tone: .info),
            keys: "Esc back", in: Rect(x: 0, y: 0, width: size.width, height: 1), on: &screen)
        let lines = Chrome.wrap(
            "Waiting for the host of \(table.name.escapingControlCharacters) to answer, five seconds at"
                + " most: a host that is running answers at once. Esc goes back to the list.",
            width: max(10, size.width - 4))
        for (row, line) in lines.prefix(max(0, size.height - 3)).enumerated() {
            screen.write(line, x: 2, y: 2 + row, clip: screen.bounds)
        }
    }

    public mutating func end(now: Double) {
        channel?.close()
    }
}
