import Animation
import CardModel
import CardTableApp
import Foundation
import Render
import TableLayout
import TerminalIO
import Testing

@testable import GameTable
@testable import Keeping
@testable import MemorizeTable
@testable import SetTable
@testable import TableHosting

/// A shared table in memory: the host's scene and a scene for each guest, their channels in
/// memory, each brought up to the same moment as the apps would, in turn.
final class SharedTableRig {
    static let hostUser = UserAccount(id: 1000, name: "ann", group: 1000)
    static let size = Size(width: 80, height: 24)
    static let themes = ThemeLibrary(
        builtIn: [
            MemoryTheme(name: "Faces", emoji: ["😀", "😂", "😍", "😎", "😭", "😡"], pairs: 6, color: "yellow")
        ],
        userFile: URL(fileURLWithPath: "/dev/null"))

    let listener = MemoryListener()
    let host: TableHost
    var hostScene: HostScene
    let keeper = KeeperInMemory()
    /// Carries out what the host's table asks of the app: its records.
    lazy var runner = EffectRunner(keeper: keeper)
    var guests: [TableGuest] = []
    var guestScenes: [GuestScene] = []
    /// Each guest's own record of games, kept by its own app.
    var guestKeepers: [KeeperInMemory] = []
    /// The wake-up the host's scene asked for last, as its app keeps it.
    var hostWake = Wake.never
    /// The wake-up each guest's scene asked for last.
    var guestWakes: [Wake] = []
    var now = 0.0
    /// How far each guest's app clock is behind `now`: the time its program spent stopped
    /// (Ctrl-Z), which its app leaves out of the time its scenes see.
    var guestLag: [Double] = []
    /// The host's window: the table's size unless a test shrinks it.
    var hostSize = SharedTableRig.size
    let entries = [SetTable.entry, MemorizeTable.entry]

    /// A table of `entry`'s game hosted by Ann, who lets in `policy`'s users; `guests` join it.
    init(
        _ entry: GameEntry, guests names: [String] = ["Bob"], seed: UInt64 = 4, hostName: String = "Ann",
        options: (any GameValue)? = nil,
        policy: JoinPolicy = JoinPolicy(host: SharedTableRig.hostUser),
        outboxLimit: Int = TableHost.outboxLimit,
        capacity: Int = 1 << 16
    ) throws {
        host = TableHost(
            name: "ann", game: entry.kind, hostName: hostName, policy: policy, listener: listener,
            outboxLimit: outboxLimit)
        hostScene = HostScene(
            host: host, entry: entry, request: GameRequest(entry.kind, options: options),
            opening: Self.opening(seed: seed, keeper: keeper, now: 0), machine: "example")
        for name in names { try join(name, capacity: capacity) }
    }

    static func opening(
        seed: UInt64, keeper: any GameKeeper, now: Double,
        timing: AnimationTiming = AnimationTiming(reducedMotion: true)
    ) -> Opening {
        Opening(
            options: RenderOptions(), timing: timing, now: now,
            services: AppServices(keeper: keeper, themes: themes), seed: seed)
    }

    /// A guest called `name` joins as the host's user (or `peer`), its cards moving as
    /// `timing` says (at once, unless a test looks at their motion); throws the refusal.
    @discardableResult
    func join(
        _ name: String, as peer: PeerCredentials = PeerCredentials(process: 9, user: 1000, group: 1000),
        capacity: Int = 1 << 16, watching: Bool = false,
        timing: AnimationTiming = AnimationTiming(reducedMotion: true)
    ) throws -> TableGuest {
        let channel = listener.connect(as: peer, capacity: capacity)
        var greeting = try Greeting(
            channel: channel, name: name, watching: watching, table: "ann", hostLogin: Self.hostUser.name)
        host.poll(now: now)
        guard let answer = greeting.answer() else { throw TableGuest.JoinError(description: "no answer") }
        let guest = try answer.get()
        guests.append(guest)
        let own = KeeperInMemory()
        guestKeepers.append(own)
        guestLag.append(0)
        guestWakes.append(.never)
        guestScenes.append(
            GuestScene(
                guest: guest, entries: entries,
                opening: Self.opening(seed: 0, keeper: own, now: now, timing: timing)))
        step()
        return guest
    }

    /// Time passes: every scene is brought up to `now + seconds`, the host's first, then the
    /// guests', twice, so what each sent has reached the others.
    func step(_ seconds: Double = 0.05) {
        now += seconds
        for _ in 0..<2 {
            carryOutHostEffects()
            _ = hostScene.advance(to: now, size: hostSize)
            carryOutHostEffects()
            for index in guestScenes.indices where !stopped.contains(index) {
                _ = guestScenes[index].advance(to: guestNow(index), size: Self.size)
                carryOutGuestEffects(index)
            }
        }
    }

    /// The time guest `index`'s scenes see now: the rig's, less the time its program was stopped.
    func guestNow(_ index: Int) -> Double { now - guestLag[index] }

    /// The guests whose programs are stopped: they neither read nor move.
    private var stopped: Set<Int> = []

    /// Guest `index`'s program is stopped (Ctrl-Z) for `seconds` while the others play on,
    /// then goes on, its app telling its scene how long it was away as the app does (unless
    /// `telling` is false).
    func suspend(guest index: Int, for seconds: Double, telling: Bool = true) {
        stopped.insert(index)
        step(seconds)
        stopped.remove(index)
        guestLag[index] += seconds
        if telling { guestScenes[index].suspended(for: seconds, now: guestNow(index)) }
        step()
    }

    /// Does what guest `index`'s scene asked of its own app: its records, in its own keeping.
    func carryOutGuestEffects(_ index: Int) {
        let runner = EffectRunner(keeper: guestKeepers[index])
        let effects = guestScenes[index].takeEffects()
        guestWakes[index] = effects.lastWake ?? guestWakes[index]
        for result in runner.run(effects) {
            guestScenes[index].receive(result, now: guestNow(index))
        }
    }

    /// Does what the host's scene asked of the app, as the app does after every event.
    func carryOutHostEffects() {
        let effects = hostScene.takeEffects()
        hostWake = effects.lastWake ?? hostWake
        for result in runner.run(effects) { hostScene.receive(result, now: now) }
    }

    /// Steps until `condition` holds, for at most `seconds` of the table's time.
    func wait(_ what: String, seconds: Double = 30, until condition: () -> Bool) {
        let deadline = now + seconds
        while !condition() && now < deadline { step() }
        #expect(condition(), "\(what) after \(seconds) s")
    }

    /// The host deals, and the cards land on every screen.
    func deal() {
        _ = hostScene.handle(.key(.enter), size: Self.size, now: now)
        step(1)
    }

    func press(_ key: Key, host: Bool) {
        _ = hostScene.handle(.key(key), size: Self.size, now: now)
        step()
    }

    /// A key at guest `index`'s terminal.
    @discardableResult
    func press(_ key: Key, guest index: Int) -> SceneAction {
        let action = guestScenes[index].handle(.key(key), size: Self.size, now: guestNow(index))
        step()
        return action
    }

    /// The host (whose turn it is) turns every pair of a shared Memorize game in turn: a
    /// pair found keeps the turn, so the host wins them all; returns once the game is over.
    func hostTakesEveryPair() throws {
        let cards = try #require(hostMemorize?.game.memory.cards)
        for first in cards.indices {
            guard
                let second = cards.indices.first(where: {
                    $0 > first && cards[$0].content == cards[first].content
                })
            else { continue }
            for place in [first, second] {
                var presses = 0
                while hostMemorize?.focus != .card(place) && presses < 30 {
                    press(.right, host: true)
                    presses += 1
                }
                press(.character(" "), host: true)
            }
            step(1)
        }
        wait("the game over") { hostMemorize?.game.memory.isOver == true }
        step(1)
    }

    // MARK: - Looking at the tables

    var hostTable: TableScene<SetGame>? { hostScene.table as? TableScene<SetGame> }
    func guestTable(_ index: Int) -> TableScene<SetGame>? { guestScenes[index].table as? TableScene<SetGame> }
    var hostMemorize: TableScene<MemorizeGame>? { hostScene.table as? TableScene<MemorizeGame> }
    func guestMemorize(_ index: Int) -> TableScene<MemorizeGame>? {
        guestScenes[index].table as? TableScene<MemorizeGame>
    }

    /// Every screen's game of Set: the host's first.
    var games: [SetGame] { ([hostTable] + guestScenes.indices.map(guestTable)).compactMap { $0?.game } }

    /// Guest `index`'s screen, in a window of `size`.
    func screen(guest index: Int, size: Size = SharedTableRig.size) -> Screen {
        var screen = Screen(size: size)
        guestScenes[index].render(into: &screen, now: guestNow(index))
        return screen
    }

    var hostScreen: Screen { hostScreen(size: Self.size) }

    /// The host's screen, in a window of `size`.
    func hostScreen(size: Size) -> Screen {
        var screen = Screen(size: size)
        hostScene.render(into: &screen, now: now)
        return screen
    }

    /// Guest `index` (nil: the host) moves its focus to the card with `card` and chooses it.
    func choose(_ card: SetCard, guest index: Int?) {
        func table() -> TableScene<SetGame>? { index.map(guestTable) ?? hostTable }
        guard let place = table()?.game.table.firstIndex(of: card) else {
            Issue.record("\(card) is not on the table")
            return
        }
        var presses = 0
        while table()?.focus != .card(place) && presses < 30 {
            if let index { press(.right, guest: index) } else { press(.right, host: true) }
            presses += 1
        }
        if let index { press(.character(" "), guest: index) } else { press(.character(" "), host: true) }
    }

    /// Guest `index` (nil: the host) chooses the cards of the first Set on the host's table;
    /// returns them.
    @discardableResult
    func chooseTheFirstSet(guest index: Int?) throws -> [SetCard] {
        let set = try #require(hostTable?.game.setsOnTable.first)
        for card in set { choose(card, guest: index) }
        return set
    }
}

extension PeerCredentials {
    /// A connection from `user`'s process `process`, in the user's own group.
    static func user(_ user: UserAccount, process: Int32 = 8) -> PeerCredentials {
        PeerCredentials(process: process, user: user.id, group: user.group)
    }
}

extension Screen {
    /// Every row of the screen as text.
    var rows: [String] { (0..<size.height).map { line($0) } }
    var header: String { line(0) }
    var statusLine: String { line(size.height - 1) }
}
