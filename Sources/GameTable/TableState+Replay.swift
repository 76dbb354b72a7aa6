import Render
import TableLayout
import TerminalIO

/// Stepping and seeking in a replay: the keys, the header's `move 12 of 40`, and the
/// timeline on the status line with a mark for each Set (or pair) taken.
///
/// Left and Right step a move back or on, Home and End go to the start and the end, `[`
/// and `]` ten seconds back or on, and a click on the timeline goes to that moment. A step
/// on plays the next move through the one door, as the replay would; every other seek
/// rebuilds the table from the game as it began and the moves before that moment, the
/// cards put straight in their places. `W` opens what you missed of the whole recorded
/// game, from any move, as the result panel of a game just played does.
extension TableState {
    /// The seconds `[` and `]` go back or on.
    static var replayJump: Double { 10 }

    /// The key that opens what you missed: the same in a replay as on a game's result.
    static var reviewKey: Character { "W" }

    /// The replay's record as it plays back, if this table plays one.
    var replaySource: ReplaySource<Game>? {
        sources.lazy.compactMap { $0 as? ReplaySource<Game> }.first
    }

    /// How many of the record's moves the table shows now.
    var replayMovesShown: Int { replaySource?.next ?? 0 }

    /// Handles a replay's own keys and a click on its timeline; nil for any other event.
    mutating func handleReplay(_ event: InputEvent, size: Size, now: Double) -> SceneAction? {
        guard let track = replayTrack else { return nil }
        let shown = replayMovesShown
        let played = playTime(at: now)
        switch event {
        case .key(.escape):
            // Back to the list the replay was chosen from, or to the menu.
            return .back(nil)
        case .key(.left):
            isWatchPaused = true
            seekReplay(toMove: shown - 1, size: size, now: now)
            flow.message = Chrome.Message(text: "Paused: Space goes on, Right a move on.", tone: .info)
        case .key(.right):
            isWatchPaused = true
            stepReplayOn(size: size, now: now)
            if replayMovesShown < track.count {
                flow.message = Chrome.Message(text: "Paused: Space goes on, Left a move back.", tone: .info)
            }
        case .key(.home):
            seekReplay(toMove: 0, size: size, now: now)
            flow.message = Chrome.Message(text: "Back to the start.", tone: .info)
        case .key(.end):
            seekReplay(toMove: track.count, size: size, now: now)
            // Paused or not, the end is there: it says so at once.
            sayReplayEnded(now: now)
        case .key(.character("[")):
            let time = max(0, played - Self.replayJump)
            seekReplay(toMove: track.moves(by: time), played: time, size: size, now: now)
            flow.message = Chrome.Message(text: "Back \(Int(Self.replayJump)) seconds.", tone: .info)
        case .key(.character("]")):
            let time = min(track.duration, played + Self.replayJump)
            seekReplay(toMove: track.moves(by: time), played: time, size: size, now: now)
            flow.message = Chrome.Message(text: "On \(Int(Self.replayJump)) seconds.", tone: .info)
        case .key(.character(let key)) where key.uppercased() == String(Self.reviewKey):
            guard let review = replayReview(now: now) else { return nil }
            return review
        case .click(let point):
            guard let bar = replayTimeline(in: tableLayout(size: size).status), bar.contains(point) else {
                return nil
            }
            let time = ReplayTimeline.time(
                atColumn: point.x - bar.x, width: bar.width, duration: track.duration)
            seekReplay(toMove: track.moves(by: time), played: time, size: size, now: now)
            flow.message = nil
        default:
            return nil
        }
        return .stay
    }

    /// What you missed of the game the record holds, whole, whichever move the table shows:
    /// the scene its result's review key opens (read from the record alone), or nil for a
    /// game without a review (the daily puzzle).
    func replayReview(now: Double) -> SceneAction? {
        guard let track = replayTrack,
            case .scene(let action)? = track.end.command(
                for: .resultKey(Self.reviewKey), view: view(at: now))
        else { return nil }
        return action
    }

    /// Marks the replay ended and says how the game stood; once, until the replay is
    /// sought back.
    mutating func sayReplayEnded(now: Double) {
        guard case .replaying(var replay) = mode, !replay.ended else { return }
        replay.ended = true
        mode = .replaying(replay)
        flow.message = Chrome.Message(
            text: "End of the replay: \(game.presenter.standingsLine(view: view(at: now))).", tone: .good)
    }

    /// The recorded game has a review for `W` to open: its result panel takes the key.
    var replayHasReview: Bool {
        replayTrack?.end.presenter.fixtures.resultKeys.contains(Self.reviewKey) == true
    }

    /// Shows the replay as it was after its first `moves` moves, at time of play `played`
    /// (that of the last of them, by default): the game rebuilt from the record, every
    /// card straight in its place.
    mutating func seekReplay(toMove moves: Int, played: Double? = nil, size: Size, now: Double) {
        guard let track = replayTrack else { return }
        let moves = min(max(0, moves), track.count)
        game = track.game(after: moves)
        moveReplaySource(to: moves)
        // The game's companions (a ghost) start again from the table sought.
        for index in sources.indices where !(sources[index] is ReplaySource<Game>) {
            sources[index].begin(game)
        }
        flow.clock = PlayClock(played: played ?? track.time(after: moves))
        flow.clock.setRate(stage.timing.speed, at: now)
        flow.isDealingOpening = false
        celebrating = [:]
        followUp = nil
        flow.message = nil
        // The source says the end again when it gets there.
        if case .replaying(var replay) = mode {
            replay.ended = false
            mode = .replaying(replay)
        }
        normalizeFocus()
        let layout = tableLayout(size: size)
        lastLayout = (layoutShape(size: size), layout)
        if layout.grid != nil { stage.place(cardTargets(in: layout), now: now) }
        layOut(size: size, now: now)
    }

    /// Plays the replay's next move at once, through the one door (it shows as it did).
    mutating func stepReplayOn(size: Size, now: Double) {
        guard let track = replayTrack else { return }
        let shown = replayMovesShown
        guard shown < track.count else { return }
        // A step on from the opening deal, still flying, starts from a table at rest.
        if flow.isDealingOpening { seekReplay(toMove: shown, size: size, now: now) }
        let timed = track.actions[shown]
        moveReplaySource(to: shown + 1)
        flow.clock = PlayClock(played: timed.time)
        flow.clock.setRate(stage.timing.speed, at: now)
        send(timed.action, by: timed.seat, size: size, now: now, played: timed.time)
    }

    /// The record plays on from move `moves`.
    private mutating func moveReplaySource(to moves: Int) {
        for index in sources.indices {
            guard var record = sources[index] as? ReplaySource<Game> else { continue }
            record.seek(to: moves)
            sources[index] = record
        }
    }

    /// The header's words in a replay, longest form first: how far it has got, and its
    /// keys; what you missed stays longest, beside the words the replay ends with.
    func replayPinned() -> [String] {
        guard let track = replayTrack else { return [] }
        let position = "move \(replayMovesShown) of \(track.count)"
        let arrows = options.ascii ? "Left/Right" : "←/→"
        guard replayHasReview else {
            return [
                "\(position)  \(arrows) step  [/] 10s  Space pause  Q quit",
                "\(position)  Space pause  Q quit", position,
            ]
        }
        let review = "\(Self.reviewKey) missed"
        return [
            "\(position)  \(arrows) step  [/] 10s  Space pause  \(review)  Q quit",
            "\(position)  Space pause  \(review)  Q quit", "\(position)  \(review)", position,
        ]
    }

    /// Where the timeline lies on the status line `status`: its right part, or nowhere on
    /// a line too narrow to hold it beside the score.
    func replayTimeline(in status: Rect) -> Rect? {
        guard replayTrack != nil else { return nil }
        let width = min(60, status.width * 2 / 5)
        guard width >= 12 else { return nil }
        return Rect(x: status.maxX - width - 1, y: status.y, width: width, height: status.height)
    }

    /// Draws the timeline in `bar`: the time played so far, a mark for each Set or pair
    /// taken, and where the replay is now.
    func drawReplayTimeline(in bar: Rect, now: Double, on screen: inout Screen) {
        guard let track = replayTrack else { return }
        let timeline = ReplayTimeline(
            width: bar.width, duration: track.duration, takes: track.takes.map { track.actions[$0].time },
            played: playTime(at: now), ascii: options.ascii)
        for (column, cell) in timeline.cells.enumerated() {
            screen.write(String(cell.character), x: bar.x + column, y: bar.y, style: cell.style)
        }
    }
}

/// A replay's timeline as a row of cells: a pure function of the record and the time.
struct ReplayTimeline {
    let width: Int
    let duration: Double
    /// The times of play at which something was taken.
    let takes: [Double]
    /// Where the replay is now.
    let played: Double
    let ascii: Bool

    /// The column of time of play `time` on a timeline `width` columns wide.
    static func column(of time: Double, width: Int, duration: Double) -> Int {
        guard duration > 0, width > 1 else { return 0 }
        return min(width - 1, max(0, Int((time / duration * Double(width - 1)).rounded())))
    }

    /// The time of play a column of the timeline stands for.
    static func time(atColumn column: Int, width: Int, duration: Double) -> Double {
        guard width > 1 else { return 0 }
        return duration * Double(min(max(0, column), width - 1)) / Double(width - 1)
    }

    /// Each column's character and style.
    var cells: [(character: Character, style: Style)] {
        let marked = Set(takes.map { Self.column(of: $0, width: width, duration: duration) })
        let here = Self.column(of: played, width: width, duration: duration)
        return (0..<width).map { column in
            if column == here { return (ascii ? "|" : "┃", Style(.focus, [.bold])) }
            let style = column < here ? Style(.matched, [.bold]) : Style(.muted)
            if marked.contains(column) { return (ascii ? "*" : "◆", style) }
            return (ascii ? "-" : "─", style)
        }
    }
}
