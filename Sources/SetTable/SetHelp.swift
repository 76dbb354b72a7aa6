import CardModel
import GameTable

/// What `cardtable set --help` and `cardtable puzzle --help` say of their own.
enum SetHelp {
    static let command = GameHelp(
        synopsis: "set [options]",
        about: """
            Play Set: find three cards where number, colour, shading and shape are each all
            the same or all different. A game left in progress goes on where it was.
            \(sharing)
            The result says the command that deals the same game again
            (cardtable set --seed 123: 27 Sets in 8:12); W there, or in its replay, shows
            what you missed.
            """,
        options: """
              --seed N          a fresh, reproducible game (same deck order and shuffles)
              --vs computer     race the computer to each Set
              --level LEVEL     with --vs computer: easy, normal (the default) or hard
              --players P       2 to 4 friends at one keyboard (a number, or Ann,Bob,...)
              --claim-time S    with --players: seconds to choose after calling (10)
              --ghost WHICH     alone: race an earlier game of the deal, best, last or
                                FILE (the best in a record of games, games.json); its
                                Sets light up as it took them, its count beside yours
            """,
        keys: """
              a card's key      choose that card: each card answers to the key shown in
                                its corner, the keyboard laid over the table (a wide
                                table: q w e r / a s d f / z x c v; a tall one: 1 2 3 /
                                q w e / a s d / ...); --keyboard or Settings for AZERTY,
                                QWERTZ, Dvorak, Colemak or Workman
              1 2 3 4           between friends: player 1 to 4 calls Set, then chooses
                                three cards; also 0 (player 2), Tab (3) and / (4), a key
                                at each player's own corner of the keyboard
              arrows            move the focus (Down from the last row reaches the deck)
              Space, Enter      choose the focused card (on the deck: deal 3 more)
              D                 deal 3 more cards
              S                 shuffle the cards on the table
              C                 hint: mark a Set until it is taken or the table changes
                                (again: the same Set, for nothing)
              N                 new game (asks first in a game in progress)
              P                 pause: the table is hidden and the clock stops
              ?                 help: the rule, the figures, the keys and the scoring
              Esc               the start menu
              Q                 quit (Ctrl-C too); the game is kept
              W                 on the result: what you missed (each Set's time, the
                                Sets on the table when you dealt, shuffled or asked
                                for a hint)
            """)

    /// What a table of Set shared with other terminals allows, for its help (`join --help`
    /// points here).
    static let sharing = """
        At a table shared with other terminals (--host, cardtable join) the first to
        choose three cards that make a Set takes it, and nobody deals (the table does,
        when it holds no Set; D says so); S shuffles your own screen only.
        """

    /// What `cardtable set --variant NAME --help` and `set --help` say of a variant.
    ///
    /// Set's options and keys, the variant's own words, and no dealing by hand.
    static func variant(_ variant: SetVariant, about: String, rules: String) -> GameHelp {
        GameHelp(
            synopsis: "set --variant \(variant.rawValue) [options]",
            about: about + "\n" + rules + "\n" + sharing,
            options: command.options,
            keys: command.keys.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("deal 3 more cards") }.joined(separator: "\n"))
    }

    static let puzzle = GameHelp(
        synopsis: "puzzle [--date YYYY-MM-DD] [--calendar] [options]",
        about: """
            The daily puzzle: twelve cards that hold exactly six Sets; find all six. The
            puzzle of a date is the same everywhere, so friends can compare times. A puzzle
            left unsolved goes on where it was. A day solved before races your best time of
            it: its count of Sets beside yours (never which), and the end says how you did.
            """,
        options: """
              --date DATE       that day's puzzle (YYYY-MM-DD), not today's
              --calendar        the month's calendar (the menu's Daily puzzle): every
                                day solved marked with its time, the current and best
                                streak (days solved on the day itself); arrows choose
                                a day, [ and ] a month, Enter plays it (days to come
                                stay closed; with --date, that day is chosen); a day
                                solved before races your best of it, a plays it alone
            """,
        keys: """
              a card's key      choose that card (its key is shown in its corner)
              arrows            move the focus
              Space, Enter      choose the focused card
              C                 hint: a card of a Set not found yet (30 s more on the clock)
              N                 start the puzzle again (asks first)
              P                 pause: the table is hidden and the clock stops
              ?                 help
              Esc               the start menu
              Q                 quit; the puzzle is kept
            """)
}
