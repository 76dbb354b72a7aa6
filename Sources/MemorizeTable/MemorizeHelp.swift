import GameTable

/// What `cardtable memorize --help` says of its own.
enum MemorizeHelp {
    static let command = GameHelp(
        synopsis: "memorize [--theme NAME] [options]",
        about: """
            Play Memorize: turn two cards at a time and find every pair; the faster you
            match, the more you score. A game left in progress goes on where it was.
            At a table shared with other terminals (--host, cardtable join) only the player
            whose turn it is turns cards, and nobody shuffles.
            The result says the command that deals the same game again (its theme and
            seed); W there, or in its replay, shows what you missed.
            """,
        options: """
              --theme NAME      the theme to play (in any case), else a random one
              --seed N          a fresh, reproducible game (same cards, same shuffles)
              --vs computer     take turns with the computer
              --level LEVEL     with --vs computer: easy, normal (the default) or hard
              --players P       2 to 4 friends taking turns (a number, or Ann,Bob,...)
              --turn-time SECONDS
                                with --host: the time each turn may take, 5 to 600
                                (30 by default), counting down on every screen; a
                                player who lets it run out passes the turn
            """,
        keys: """
              a card's key      turn that card (its key is shown in its corner: the
                                keyboard laid over the table, as in Set)
              arrows            move the focus
              Space, Enter      turn the focused card
              N                 new game, random theme (asks first in a game in progress)
              T                 themes: play one, a adds, e edits, d deletes your own
              S                 shuffle the cards
              P                 pause: the table is hidden, the clock and the bonus stop
              ?                 help and the scoring
              Esc               the start menu
              Q                 quit (Ctrl-C too); the game is kept
              W                 on the result: what you missed (each pair missed, a
                                card whose twin you had seen turned with another)
            """)
}
