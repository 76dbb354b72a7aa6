/// The help for one command, as `cardtable set --help` prints it: its options and keys.
///
/// Kept apart from `Invocation`, which parses the command line, so a command's help can
/// change without touching the parser. `Invocation.usage` stays the overview of them all.
public enum CommandHelp {
    /// The help for `command` as typed on the command line, or nil for a command without one.
    public static func text(for command: String) -> String? {
        texts[command]
    }

    /// Every command's help, by the command's name.
    static let texts: [String: String] = [
        "set": set,
        "memorize": memorize,
        "deal": deal,
        "replay": replay,
        "stats": stats,
        "puzzle": puzzle,
    ]

    /// The options of every command that draws the table.
    static let drawingOptions = """
          --speed X         animation speed, 0.25 to 8 (2 is twice as fast)
          --reduced-motion  no flights or flips: every change shows at once
          --fps N           frames per second while cards move (default 60)
          --ascii           draw with ASCII characters only
          --no-color        no colours (the NO_COLOR environment variable does the same)
          --record FILE     record the session to FILE (asciinema plays it back)
        """

    /// The keys of a game the player watches, which `deal` and `replay` share.
    static let watchingKeys = """
        keys:
          Space             pause and go on
          + -               faster, slower
          Esc               the start menu
          q                 quit
        """

    static let set = """
        usage: cardtable set [options]

        Play Set: find three cards where number, colour, shading and shape are each all
        the same or all different. A game left in progress goes on where it was.

        options:
          --seed N          a fresh, reproducible game (same deck order and shuffles)
          --vs computer     race the computer to each Set
          --level LEVEL     with --vs computer: easy, normal (the default) or hard
          --players P       2 to 4 friends at one keyboard (a number, or Ann,Bob,...)
          --claim-time S    with --players: seconds to choose after calling (10)
        \(drawingOptions)

        keys:
          1 2 3 4           between friends: call Set, then choose three cards
          arrows, h j k l   move the focus (Down from the last row reaches the deck)
          Space, Enter      choose the focused card (on the deck: deal 3 more)
          d                 deal 3 more cards
          s                 shuffle the cards on the table
          c                 hint: show a Set (again: the next one)
          n                 new game (asks first in a game in progress)
          p                 pause: the table is hidden and the clock stops
          ?                 help: the rule, the figures, the keys and the scoring
          Esc               the start menu
          q                 quit (Ctrl-C too); the game is kept
        """

    static let memorize = """
        usage: cardtable memorize [--theme NAME] [options]

        Play Memorize: turn two cards at a time and find every pair; the faster you
        match, the more you score. A game left in progress goes on where it was.

        options:
          --theme NAME      the theme to play (in any case), else a random one
          --seed N          a fresh, reproducible game (same cards, same shuffles)
          --vs computer     take turns with the computer
          --level LEVEL     with --vs computer: easy, normal (the default) or hard
          --players P       2 to 4 friends taking turns (a number, or Ann,Bob,...)
        \(drawingOptions)

        keys:
          arrows, h j k l   move the focus
          Space, Enter      turn the focused card
          n                 new game, random theme (asks first in a game in progress)
          t                 themes: play one, a adds, e edits, d deletes your own
          s                 shuffle the cards
          p                 pause: the table is hidden, the clock and the bonus stop
          ?                 help and the scoring
          Esc               the start menu
          q                 quit (Ctrl-C too); the game is kept
        """

    static let deal = """
        usage: cardtable deal [--game set|memorize] [--once] [options]

        Watch the computer play, game after game.

        options:
          --game NAME       set (the default) or memorize
          --theme NAME      with --game memorize: the theme to play
          --once            play one game, then exit with status 0
          --seed N          reproducible games
        \(drawingOptions)

        \(watchingKeys)
        """

    static let replay = """
        usage: cardtable replay [best] [options]

        Watch your last finished game again, move by move, at the pace it was played;
        replay best plays your best one. With no finished game yet, exits with status 1.

        options:
        \(drawingOptions)

        \(watchingKeys)
        """

    static let puzzle = """
        usage: cardtable puzzle [--date YYYY-MM-DD] [options]

        The daily puzzle: twelve cards that hold exactly six Sets; find all six. The
        puzzle of a date is the same everywhere, so friends can compare times. A puzzle
        left unsolved goes on where it was.

        options:
          --date DATE       that day's puzzle (YYYY-MM-DD), not today's
        \(drawingOptions)

        keys:
          arrows, h j k l   move the focus
          Space, Enter      choose the focused card
          c                 hint: a card of a Set not found yet (30 s more on the clock)
          n                 start the puzzle again (asks first)
          p                 pause: the table is hidden and the clock stops
          ?                 help
          Esc               the start menu
          q                 quit; the puzzle is kept
        """

    static let stats = """
        usage: cardtable stats [--json]

        Your games, bests and recent scores on standard output; no terminal needed.

        options:
          --json            JSON instead of a table, for scripts
        """
}
