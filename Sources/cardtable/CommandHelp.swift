import CardTableApp
import GameTable

/// What `cardtable --help` and `cardtable COMMAND --help` print, made from the catalogue
/// of games and the app's own commands and options.
enum CommandHelp {
    /// The overview: every command and every option.
    static func usage(_ catalog: GameCatalog) -> String {
        let watchable = catalog.watchable.map(\.command)
        let synopses = catalog.games.map(\.command) + AppCommand.allCases.map(\.synopsis)
        var lines = [
            hanging(
                "usage: cardtable ["
                    + synopses.map { $0.replacingOccurrences(of: " ", with: "\u{A0}") }
                    .joined(separator: " | ") + "] [options]",
                indent: "usage: cardtable [".count
            ).replacingOccurrences(of: "\u{A0}", with: " "),
            "",
            line("(no command)", "open the start menu", width: 15),
        ]
        lines += catalog.games.map { line($0.command, $0.usage, width: 15) }
        lines += AppCommand.allCases.map { line($0.rawValue, $0.usage, width: 15) }
        lines += [
            "",
            "options:",
            line("--seed N", "a reproducible game (same deck order and shuffles)"),
            line("--speed X", "animation speed, 0.25 to 8 (2 is twice as fast)"),
            line("--reduced-motion", "no flights or flips: every change shows at once"),
            line("--fps N", "frames per second while cards move (default 60)"),
            line("--once", "with deal: play one game, then exit with status 0"),
            line("--game NAME", "with deal: " + orList(watchable, first: "(the default)")),
        ]
        let againstOthers = catalog.games.filter { $0.companies.contains(.computer) }.map(\.command)
        let friends = catalog.games.filter { $0.companies.contains(.friends) }.map(\.command)
        lines += [
            line(
                "--vs computer", "with \(againstOthers.joined(separator: " or ")): play against the computer"),
            line("--level LEVEL", "with --vs computer: easy, normal (the default) or hard"),
            line(
                "--players P",
                "with \(friends.joined(separator: " or ")): 2 to 4 friends at one keyboard, as a"),
            "                    number or as names (--players Ann,Bob)",
        ]
        let shared = catalog.games.filter { $0.share != nil }.map(\.command).joined(separator: " or ")
        lines += [
            line("--host", "with \(shared): open a table that others join from"),
            "                    their own terminals (cardtable join), here or over ssh",
            "                    (in its lobby a lets a user in by login, r removes someone)",
            line("--allow USERS", "with --host: who else may join, user names split by commas"),
            line("--allow-group G", "with --host: the users of group G may join"),
            line("--name NAME", "with --host, join or watch: your name at the table"),
        ]
        for game in catalog.games {
            let variants = catalog.variants(of: game.command)
            guard !variants.isEmpty else { continue }
            let watched = variants.contains(where: \.canBeWatched) ? " or deal" : ""
            lines.append(line("--variant NAME", "with \(game.command)\(watched): " + variantNames(variants)))
            lines += variants.map { hanging(($0.variant ?? "") + ": " + $0.usage, lead: 20, indent: 22) }
        }
        for entry in catalog.games {
            for option in entry.options {
                lines.append(
                    line(
                        option.synopsis,
                        "with \(place(option, of: entry)): \(option.help)"))
            }
        }
        lines += [
            line("--record FILE", "with any command that plays: record the session to FILE"),
            "                    (a new file, in asciicast v2: asciinema play FILE plays it)",
            line("--json", "with stats: print JSON instead of a table"),
            line("--palette NAME", "card colours: standard, color-safe or high-contrast"),
            line("--keyboard NAME", "where the cards' keys lie: qwerty, azerty, qwertz, dvorak,"),
            "                    colemak or workman",
            line("--ascii", "draw with ASCII characters only"),
            line("--no-color", "no colours (the NO_COLOR environment variable does the same)"),
            line("-h, --help", "show this help (after a command: its options and keys)"),
            line("--version", "show the version"),
        ]
        return lines.joined(separator: "\n")
    }

    /// The line a command line that could not be understood ends with: where its help is
    /// (`Try 'cardtable set --help' for its options.`), as git and cargo say it, so the
    /// error stays on the screen rather than scrolling away under the whole usage.
    ///
    /// The command is the first argument that names one; without one, the overview's help.
    static func pointer(for arguments: [String], catalog: GameCatalog) -> String {
        guard let command = arguments.lazy.compactMap({ CommandName($0, catalog: catalog) }).first else {
            return "Try 'cardtable --help' for the commands and options."
        }
        return "Try 'cardtable \(command.word) --help' for its options."
    }

    /// The help for `command`: a game's from its entry, or the program's own command's; nil
    /// for a game the catalogue does not have.
    static func text(for command: CommandName, catalog: GameCatalog) -> String? {
        switch command {
        case .app(let command): return text(for: command, catalog: catalog)
        case .game(let command):
            guard let entry = catalog.entry(command: command) else { return nil }
            let help = entry.help
            return """
                usage: cardtable \(help.synopsis)

                \(help.about)

                options:
                \(help.options)
                \(variantOptions(of: command, catalog: catalog))\(entry.share == nil ? "" : hostingOptions + "\n")\(drawingOptions)

                keys:
                \(help.keys)
                """
        }
    }

    /// The help for one of the program's own commands.
    static func text(for command: AppCommand, catalog: GameCatalog) -> String {
        switch command {
        case .continue: continueHelp
        case .deal: deal(catalog)
        case .join: join(catalog)
        case .replay: replay
        case .stats: stats
        case .watch: watch
        }
    }

    /// `junior, chain or ultra`: the names of a game's variants.
    static func variantNames(_ variants: [GameEntry]) -> String {
        let names = variants.compactMap(\.variant)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The `--variant NAME` option of a game that has variants, with what each is and its
    /// rules, ending in a newline; nothing for a game without.
    private static func variantOptions(of command: String, catalog: GameCatalog) -> String {
        let variants = catalog.variants(of: command)
        guard !variants.isEmpty else { return "" }
        var lines = [line("--variant NAME", variantNames(variants) + ", each its own game:")]
        for variant in variants {
            lines.append(line("  " + (variant.variant ?? ""), variant.usage))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  --flag X          what it does`: a help line, its description in the 21st column.
    private static func line(_ name: String, _ text: String, width: Int = 18) -> String {
        let indent = indent(width + 2)
        let head = "  " + name
        guard head.count < indent.count else {
            // A name too long for its column stands alone, its text under it.
            return ([head] + wrapped(text, columns: usageColumns - indent.count).map { indent + $0 })
                .joined(separator: "\n")
        }
        let lines = wrapped(text, columns: usageColumns - indent.count)
        let first = head + String(repeating: " ", count: indent.count - head.count) + (lines.first ?? "")
        return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    /// `text` broken to fit the overview's width, after `lead` columns of indent on its first
    /// line and `indent` on the others.
    private static func hanging(_ text: String, lead: Int = 0, indent width: Int) -> String {
        let lines = wrapped(text, columns: usageColumns - lead)
        guard let first = lines.first else { return "" }
        let rest = wrapped(lines.dropFirst().joined(separator: " "), columns: usageColumns - width)
        return ([indent(lead) + first] + rest.map { indent(width) + $0 }).joined(separator: "\n")
    }

    /// `count` spaces.
    private static func indent(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// The width the overview keeps within, so that it reads in an 80-column terminal.
    static let usageColumns = 80

    /// `text` broken between words into lines of at most `columns` characters (a single word
    /// longer than that stands on its own line).
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        return current.isEmpty ? lines : lines + [current]
    }

    /// `set (the default) or memorize`: the names, the first with `note` after it.
    private static func orList(_ names: [String], first note: String) -> String {
        guard let first = names.first else { return "" }
        return ([note.isEmpty ? first : first + " " + note] + names.dropFirst()).joined(separator: " or ")
    }

    /// Where a game's option goes: `memorize or deal --game memorize`, `set --players`, `puzzle`.
    private static func place(_ option: GameOption, of entry: GameEntry) -> String {
        if option.hostedOnly { return "\(entry.command) --host" }
        if option.requires == .friends { return "\(entry.command) --players" }
        if option.requires == .computer { return "\(entry.command) --vs computer" }
        if option.requires == .alone { return "\(entry.command), alone" }
        if option.watchable && entry.canBeWatched {
            return "\(entry.command) or deal --game \(entry.command)"
        }
        return entry.command
    }

    /// The options of every command that draws the table.
    static let drawingOptions = """
          --speed X         animation speed, 0.25 to 8 (2 is twice as fast)
          --reduced-motion  no flights or flips: every change shows at once
          --fps N           frames per second while cards move (default 60)
          --palette NAME    card colours: standard, color-safe or high-contrast
          --keyboard NAME   the cards' keys for qwerty, azerty, qwertz, dvorak, colemak
                            or workman
          --ascii           draw with ASCII characters only
          --no-color        no colours (the NO_COLOR environment variable does the same)
          --record FILE     record the session to a new FILE (asciinema plays it back)
        """

    /// The options of a game that can be shared with other terminals.
    static let hostingOptions = """
          --host            open a table the others join from their own terminals; in
                            its lobby a lets a user in by login, r removes someone
          --allow USERS     with --host: the users who may join, split by commas
          --allow-group G   with --host: the users of group G may join
          --name NAME       with --host: your name at the table (else your login)
        """

    /// `cardtable join --help`: the games a table can be hosted for, and where each says
    /// what its shared table allows, from the catalogue.
    static func join(_ catalog: GameCatalog) -> String {
        let shared = catalog.games.filter { $0.share != nil }.map(\.command)
        let hosts = orList(shared.map { "cardtable \($0) --host" }, first: "")
        let helps = orList(shared.map { "cardtable \($0) --help" }, first: "")
        return """
            usage: cardtable join [NAME] [options]

            \(Chrome.wrap(
                "Join the table called NAME, hosted at another terminal of this machine with "
                    + hosts + "; with no name, the only table open, or, with several, a list of them: "
                    + "each one's game, host, players (a chosen name with its login beside it), "
                    + "whether a game is on and for how long, who watches, and whether you may join "
                    + "(or only watch, and why). Looking seats nobody. The menu's J opens that list: "
                    + "Up and Down choose, Enter joins, w watches, r looks again, q or Esc go back to "
                    + "the menu (as q does from the lobby of a table joined there). A full table's "
                    + "refusal says how to watch it. From "
                    + "another machine, log in to this one over ssh and join from there: the host's "
                    + "screen shows the command. Each player sees the table laid out for their own "
                    + "window; what each game allows at a shared table is in its own help ("
                    + helps + "). The host's game is the one that counts, and every player keeps "
                    + "it in their own statistics (at whose table, with whom); Q leaves the table, "
                    + "and your seat waits five minutes for you: join again from the same login "
                    + "(with the same --name, if that login has other seats there) to take it back. "
                    + "A table is its host's login (ann, ann-2 for a second): the lobby says whose "
                    + "it is, with any name the host chose beside it (1. alice (ann, the host)).",
                width: 80
            ).joined(separator: "\n"))

            options:
              --name NAME       your name at the table (else your login)
            \(drawingOptions)
            """
    }

    static let watch = """
        usage: cardtable watch [NAME] [options]

        Watch the table called NAME (with no name, the only table open), hosted at
        another terminal of this machine, as join finds it: the live table with every
        deal, flight and flip, laid out for your window, and no moves (a key says so).
        The players see who watches, in the lobby and as you arrive. Q stops watching.
        A player who joins during a game watches it too, and plays in the next.

        options:
          --name NAME       your name at the table (else your login)
        \(drawingOptions)
        """

    /// The keys of a game the player watches, which `deal` and `replay` share.
    static let watchingKeys = """
        keys:
          Space             pause and go on
          + -               faster, slower
          Esc               the start menu
          Q (or q)          quit
        """

    static func deal(_ catalog: GameCatalog) -> String {
        let watchable = catalog.watchable
        let games = watchable.map(\.command)
        var options = [line("--game NAME", orList(games, first: "(the default)"))]
        for entry in watchable {
            let variants = catalog.variants(of: entry.command).filter(\.canBeWatched)
            if !variants.isEmpty {
                options.append(
                    line("--variant NAME", "with --game \(entry.command): " + variantNames(variants)))
            }
            for option in entry.options where option.watchable {
                options.append(
                    line(
                        option.synopsis, "with --game \(entry.command): \(option.help)"
                    ))
            }
        }
        options += [
            line("--once", "play one game, then exit with status 0"),
            line("--seed N", "reproducible games"),
        ]
        return """
            usage: cardtable deal [--game \(games.joined(separator: "|"))] [--once] [options]

            Watch the computer play, game after game.

            options:
            \(options.joined(separator: "\n"))
            \(drawingOptions)

            \(watchingKeys)
            """
    }

    static let replay = """
        usage: cardtable replay [last|best|N] [options]

        Your recorded games, newest first: when each ended, the game and how it was
        played (vs ghost: raced against an earlier game, whose Sets the replay lights),
        its seed (or day), the result and the time; f shows one game at a time,
        Enter replays the one chosen, move by move at the pace it was played.
        replay last plays your last finished game at once, replay best your best one,
        replay N the Nth of the list (1 is the newest). With no such game, or only its
        summary kept, exits with status 1.

        options:
        \(drawingOptions)

        keys in a replay:
          Left, Right       a move back, a move on (and pause)
          Home, End         the start, the end
          [ ]               ten seconds back, on
          click             the timeline on the status line: that moment
          W                 what you missed in the whole game (Set, Memorize)
          Space             pause and go on
          + -               faster, slower
          Esc               back to the list (or the start menu)
          Q (or q)          quit
        """

    static let continueHelp = """
        usage: cardtable continue [options]

        Your games in progress, side by side, the one played last first, each with its
        seed (or day), what is left of it and when it was last played: take one up where
        you left it, or abandon some (each is recorded as not finished).

        options:
        \(drawingOptions)

        keys:
          Up, Down          choose a game
          Enter, click      take it up
          m                 mark it, to abandon several at once
          x                 abandon the marked games, or this one (asks once)
          Esc               the start menu
          q                 quit
        """

    static let stats = """
        usage: cardtable stats [--json]

        Your games, bests and recent scores on standard output; no terminal needed.

        options:
          --json            JSON instead of a table, for scripts
        """
}
