import Render
import TableLayout
import TerminalIO

/// What stands between the player and a game's rules, the same in every game: the panel
/// over the table (help, pause, a question, the result), the play clock and the message.
///
/// A scene keeps one, hands it the keys while a panel is up, and asks it whether the
/// clock runs: only while the table is in play, laid out, and the opening deal has landed
/// (or a move was made while it flew).
struct PlayFlow: Equatable {
    /// What covers the table.
    enum Overlay: Equatable {
        case none
        /// The keys and rules; `scroll` lines of it are scrolled off the top.
        case help(scroll: Int)
        /// The table is hidden and the clock stopped until the player comes back.
        case paused
        /// `n` was pressed in a game in progress: `y` starts a new one.
        case confirmingNewGame
        /// `q` or Esc was pressed at a shared table with a game in progress: `y` does `leave`,
        /// which ends the game for everyone when this terminal `hosts` it.
        case confirmingLeave(SceneAction, TableSharing)
        /// The game is over.
        case result
        /// Something the player must know first: files of theirs that could not be read.
        case notice([String])
    }

    /// What a key did to the flow, for the scene to carry out.
    enum Outcome: Equatable {
        /// Nothing for the scene to do (the panel took the key, or ignored it).
        case handled
        /// No panel is up: the key is the game's.
        case notHandled
        /// A key of the result panel the game itself answers (`r`, `t` in Memorize).
        case resultKey(Key)
        case newGame
        case action(SceneAction)
    }

    var overlay = Overlay.none
    var clock = PlayClock()
    var message: Chrome.Message?
    /// The cards of a new game are still flying from the deck: the clock waits for them,
    /// until they land or the player makes a move.
    var isDealingOpening = true
    /// A shared game come to in the middle: its cards go straight to their places at the
    /// first layout, as they lie at the others' tables, with no deal to wait for.
    var laysTableAtOnce = false

    /// Keys the result panel lists beside `n`, Esc and `q` (the same in every game).
    let extraResultKeys: Set<Character>

    init(message: Chrome.Message?, extraResultKeys: Set<Character> = []) {
        self.message = message
        self.extraResultKeys = extraResultKeys
    }

    var isPaused: Bool { overlay == .paused }

    /// What the header says when a question is answered no, unless the game says more.
    static let carryOn = Chrome.Message(text: "Carry on.", tone: .info)

    /// Whether the panel up is one that hides the table in a game against others at one
    /// keyboard: the help, a question, a notice (the result shows a game already over).
    var coversPlay: Bool {
        switch overlay {
        case .help, .paused, .confirmingNewGame, .confirmingLeave, .notice: true
        case .none, .result: false
        }
    }

    /// Starts the clock when the game is in play and stops it otherwise, at wall time `now`.
    ///
    /// At a `shared` table the others play on whatever this terminal shows (help, a
    /// question, a window too small): its clock runs as theirs does.
    mutating func updateClock(at now: Double, fits: Bool, isOver: Bool, shared: Bool = false) {
        let shown = shared || (overlay == .none && fits)
        clock.run(shown && !isDealingOpening && !isOver, at: now)
    }

    /// A new game's flow: the clock back to zero and waiting for the deal.
    mutating func restart(message: Chrome.Message?) {
        overlay = .none
        clock = PlayClock()
        isDealingOpening = true
        laysTableAtOnce = false
        self.message = message
    }

    /// The last lines of every help panel: how to use it.
    static let helpFooter = [
        "", "Settings (s on the menu): colours, speed, motion, ASCII, keyboard, each game's own.",
        "", "Up/Down scroll; any other key goes back.",
    ]

    /// Whether the help is up.
    var showsHelp: Bool {
        if case .help = overlay { return true }
        return false
    }

    /// Handles `event` while a panel is up; `helpText` is the help as it fits the screen, while
    /// it shows.
    mutating func handle(_ event: InputEvent, helpText: Chrome.PanelText?) -> Outcome {
        switch overlay {
        case .none:
            return .notHandled
        case .help(let scroll):
            switch event {
            case .key(.up), .key(.character("k")):
                overlay = .help(scroll: max(0, min(scroll, helpText?.maximumScroll ?? 0) - 1))
            case .key(.down), .key(.character("j")):
                overlay = .help(scroll: min(helpText?.maximumScroll ?? 0, scroll + 1))
            case .key(let key) where !key.isControlCharacter:
                overlay = .none
            case .click:
                overlay = .none
            default:
                break
            }
            return .handled
        case .paused:
            switch event {
            case .key(.character("P")), .key(.character("p")), .key(.character(" ")), .key(.enter), .click:
                overlay = .none
                message = Chrome.Message(text: "Go on.", tone: .info)
            case .key(.character("Q")), .key(.character("q")):
                return .action(.quit)
            case .key(.escape):
                return .action(.open(.menu))
            default:
                break
            }
            return .handled
        case .confirmingNewGame:
            guard case .key(let key) = event else { return .handled }
            overlay = .none
            if key == .character("y") || key == .character("Y") { return .newGame }
            message = Self.carryOn
            return .handled
        case .confirmingLeave(let leave, _):
            guard case .key(let key) = event else { return .handled }
            overlay = .none
            if key == .character("y") || key == .character("Y") { return .action(leave) }
            message = Self.carryOn
            return .handled
        case .notice:
            if case .key = event { overlay = .none }
            return .handled
        case .result:
            guard case .key(let key) = event else { return .handled }
            switch key {
            // No card takes a key under the result: the table's capitals and the old letters both work.
            case .character("N"), .character("n"): return .newGame
            case .character("Q"), .character("q"): return .action(.quit)
            case .escape: return .action(.open(.menu))
            case .character(let c) where extraResultKeys.contains(c): return .resultKey(key)
            default: return .handled
            }
        }
    }

    /// A game's status fields, ending with the focused card in words, or led by `Paused`
    /// (with no card: none shows while paused).
    func statusFields(_ fields: [Chrome.StatusField], focused: String, reserve: Int = 0) -> [Chrome
        .StatusField]
    {
        var focusedField = Chrome.StatusField(focused, rank: 5)
        focusedField.reserve = reserve
        // Its key and a word or two, rather than nothing, beside the players' points.
        focusedField.cutTo = 8
        return isPaused ? [Chrome.StatusField("Paused", rank: 9)] + fields : fields + [focusedField]
    }

    /// Pauses the game (`p`).
    mutating func pause() {
        overlay = .paused
        message = Chrome.Message(text: "Paused: P or Space goes on.", tone: .info)
    }

    /// Asks before a new game replaces one in progress (`n`).
    mutating func confirmNewGame() {
        overlay = .confirmingNewGame
        message = Chrome.Message(text: "New game? y: yes, any other key: no", tone: .bad)
    }

    /// Asks before leaving a shared table in the middle of a game (`q`, Esc): the others
    /// play on without this player, or, when this terminal hosts it, the table ends.
    mutating func confirmLeaving(_ leave: SceneAction, _ sharing: TableSharing) {
        overlay = .confirmingLeave(leave, sharing)
        let question = sharing == .hosts ? "Close the table for everyone?" : "Leave the table?"
        message = Chrome.Message(text: question + " y: yes, any other key: no", tone: .bad)
    }

    /// Draws the panel that is up, if any, over the table.
    func drawOverlay(
        help: () -> [String], resultTitle: String, result: () -> [String], on screen: inout Screen,
        options: RenderOptions
    ) {
        switch overlay {
        case .none:
            break
        case .help(let scroll):
            Chrome.drawPanel(
                title: "Help", lines: help() + Self.helpFooter, on: &screen, ascii: options.ascii,
                scroll: scroll)
        case .paused:
            Chrome.drawPanel(
                title: "Paused", lines: ["The clock is stopped.", "", "P or Space: go on    Q: quit"],
                on: &screen, ascii: options.ascii)
        case .confirmingNewGame:
            Chrome.drawPanel(
                title: "New game?",
                lines: ["This game would be lost.", "", "y: new game    any other key: no"],
                on: &screen, ascii: options.ascii, ink: .mismatched)
        case .confirmingLeave(_, let sharing):
            let hosts = sharing == .hosts
            Chrome.drawPanel(
                title: hosts ? "Close the table?" : "Leave the table?",
                lines: [
                    hosts ? "The game ends for everyone at the table." : "The others play on without you.",
                    "", hosts ? "y: close it    any other key: no" : "y: leave    any other key: no",
                ],
                on: &screen, ascii: options.ascii, ink: .mismatched)
        case .result:
            Chrome.drawPanel(
                title: resultTitle, lines: result(), on: &screen, ascii: options.ascii, ink: .matched)
        case .notice(let problems):
            Chrome.drawPanel(
                title: "A file of yours has a problem",
                lines: problems + [
                    "", "Each file is left as it is; what you play now is kept apart.", "Any key goes on.",
                ],
                on: &screen, ascii: options.ascii, ink: .mismatched)
        }
    }
}
