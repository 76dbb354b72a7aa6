/// The one place a table's state changes.
extension TableState {
    /// Takes `event` into the table and answers with what the table asks done beyond itself,
    /// in order: records, saves, holds, messages to the other terminals, when to be brought
    /// up to date next (`.wake`, when that changed), and, last, where the app goes next
    /// (`.act`), if anywhere.
    ///
    /// Nothing here writes a file or touches a socket: time comes with the event, randomness
    /// from the table's seeds (what else is read is injected in `services`, as tests fix it:
    /// the calendar date a record or a save carries, and a new game's name), and whatever
    /// must be done outside comes back as effects, whose results come in again as `.result`
    /// events. Time passing is
    /// asked for the same way: the app's loop waits as the last `.wake` says, then ticks.
    public mutating func reduce(_ event: TableEvent<Game.Action>) -> [TableEffect] {
        var action = SceneAction.stay
        switch event {
        case .key(let key, let size, let now):
            action = handle(.key(key), size: size, now: now)
        case .click(let point, let size, let now):
            action = handle(.click(point), size: size, now: now)
        case .resize(let size, let now):
            action = handle(.resize(size), size: size, now: now)
        case .tick(let now, let size):
            action = advance(to: now, size: size)
        case .move(let move, let seat, let played, let size, let now):
            send(move, by: seat, size: size, now: now, played: played)
        case .linked(let linked):
            for index in sources.indices { sources[index].hear(linked) }
        case .result(let result, let now):
            receive(result, now: now)
        case .cover(let covered, let now):
            cover(covered, now: now)
        case .suspended(let seconds, let now):
            // A shared table's game went on at the other terminals: its time is the host's.
            if sharing != nil, flow.clock.isRunning {
                flow.clock.catchUp(to: playTime(at: now) + max(0, seconds), at: now)
            }
        case .take(let destination, let size, let now):
            // What the table cannot take, the app opens instead.
            if !take(destination, size: size, now: now) { action = .open(destination) }
        case .leave(let now):
            end(now: now)
        case .follow(let move, let seat, let delay, let now):
            follow(move, by: seat, after: delay, now: now)
        case .resume(let played):
            flow.clock = PlayClock(played: played)
            // A shared game taken up in the middle (come back to, or come to watch) is dealt
            // already: the others play on meanwhile, and their moves wait for no deal.
            if sharing != nil { flow.laysTableAtOnce = true }
        case .say(let message):
            flow.message = message
        case .watchOnce(let once):
            watchesOnce = once
        case .turnEveryCardOver(let size, let now):
            turnEveryCardOver(size: size, now: now)
        }
        if let now = event.wakeTime { askWake(after: now) }
        if action != .stay { effects.append(.act(action)) }
        return takeEffects()
    }

    /// Asks the app's loop to bring the table up to date when it next changes by itself, as
    /// it stands at `now`, if that is not what it asked already.
    mutating func askWake(after now: Double) {
        let wake = wake(after: now)
        guard wake != wakeAsked else { return }
        wakeAsked = wake
        effects.append(.wake(wake))
    }

    /// How many things from the other terminals wait to become moves.
    public var unheard: Int { sources.reduce(0) { $0 + $1.unheard } }
}
