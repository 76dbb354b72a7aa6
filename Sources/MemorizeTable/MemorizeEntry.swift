import CardModel
import GameTable

/// Memorize at the table: its entry in the catalogue of games, and the scenes it opens.
public enum MemorizeTable {
    /// The table of a Memorize game.
    public typealias Scene = TableScene<MemorizeGame>

    /// The turn times a shared table may have, in words: `5 to 600`.
    static let turnTimes =
        "\(Int(MemorizeGame.turnTimes.lowerBound)) to \(Int(MemorizeGame.turnTimes.upperBound))"

    /// The stream of randomness a theme left to chance is picked from.
    static let themePickerStream: UInt64 = 0x7E3E_C401_CE5E_ED01

    public static let entry = GameEntry(
        kind: .memorize, title: "Memorize", command: "memorize",
        usage: "play Memorize (--theme NAME for a theme, else a random one)", help: MemorizeHelp.command,
        companies: [.alone, .computer, .friends], canBeWatched: true,
        options: [
            GameOption(
                flag: "--theme", placeholder: "NAME", watchable: true, help: "the theme to play"
            ) { text, options in
                var chosen = options?.as(MemorizeOptions.self) ?? MemorizeOptions()
                chosen.theme = text
                return .success(chosen)
            },
            GameOption(
                flag: "--turn-time", placeholder: "SECONDS", hostedOnly: true,
                help: "the time each turn may take (\(turnTimes), 30 by default)"
            ) { text, options in
                guard let seconds = Double(text), MemorizeGame.turnTimes.contains(seconds) else {
                    return .failure(
                        OpeningFailure(
                            "--turn-time takes \(turnTimes) seconds, not '\(text.escapingControlCharacters)'")
                    )
                }
                var chosen = options?.as(MemorizeOptions.self) ?? MemorizeOptions()
                chosen.turnSeconds = seconds
                return .success(chosen)
            },
        ],
        menu: [
            MenuEntry(
                title: "Memorize", detail: "turn two cards, find the pairs", key: "2", rank: 20,
                destination: .game(GameRequest(.memorize))),
            MenuEntry(
                title: "Memorize themes", detail: "choose, add and edit themes", key: "3", rank: 30,
                destination: .screen(.memorize, AnyGameValue(ThemesScreen()))),
            MenuEntry(
                title: "Watch Memorize", detail: "the computer plays Memorize", key: "6", rank: 60,
                destination: .game(GameRequest(.memorize, watching: .endless))),
            MenuEntry(
                title: "Memorize with friends", detail: "2 to 4 take turns; a pair keeps the turn", key: "9",
                rank: 90, destination: .players(.memorize, .friends)),
            MenuEntry(
                title: "Memorize vs computer", detail: "take turns with the computer", key: "0", rank: 100,
                destination: .players(.memorize, .computer)),
            MenuEntry(
                title: "Host Memorize", detail: "take turns, each at their own terminal", key: "M",
                rank: 1010,
                sharesTable: true, destination: .hostTable(.memorize)),
        ],
        soakStarts: [
            GameRequest(.memorize), GameRequest(.memorize, watching: .endless),
            GameRequest(.memorize, seats: Seats.againstComputer(.easy)),
            GameRequest(.memorize, seats: Seats.friends(count: 2)),
        ].map(Destination.game) + [.screen(.memorize, AnyGameValue(ThemesScreen()))],
        decode: { MemorizeGame.restoring($0) }, describe: describe,
        open: { request, opening, kept in open(request, opening, kept: kept) },
        screen: { screen, opening in
            if let review = screen.as(MemorizeReviewScreen.self) {
                return review.scene(options: opening.options)
            }
            guard let themes = screen.as(ThemesScreen.self) else { return nil }
            return ThemeChooserScene(
                services: opening.services, options: opening.options, current: themes.current,
                isPlaying: themes.isPlaying)
        },
        prepare: prepare,
        share: share,
        files: MemorizeThemes.files)

    /// The request with its theme named as the library names it (`--theme animals` plays
    /// Animals), or why it cannot be played.
    static func prepare(_ request: GameRequest, _ services: AppServices) -> Result<
        GameRequest, OpeningFailure
    > {
        guard let name = request.theme else { return .success(request) }
        let themes = services.themes.all
        guard let theme = themes.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            let names = themes.map(\.name).joined(separator: ", ")
            return .failure(
                OpeningFailure("no theme called '\(name.escapingControlCharacters)' (the themes: \(names))"))
        }
        var prepared = request
        prepared.options = AnyGameValue(MemorizeOptions(theme: theme.name, turnSeconds: request.turnSeconds))
        return .success(prepared)
    }

    /// A scene for `request`: the `kept` game (the one asked for, in `opening.saved`), else a
    /// new one of the theme asked for (or one at random).
    static func open(_ request: GameRequest, _ opening: Opening, kept: MemorizeGame? = nil) -> Result<
        any GameTable.Scene, OpeningFailure
    > {
        let library = opening.services.themes
        if request.watching == nil, let saved = opening.saved, let game = kept {
            var scene = table(game, opening: opening, message: nil)
            scene.resume(played: saved.seconds)
            let when = saved.savedAt.formatted(date: .abbreviated, time: .shortened)
            scene.say(Chrome.Message(text: "Resumed your game from \(when).", tone: .info))
            return .success(scene)
        }
        var picker = SeededRandomNumberGenerator(seed: opening.seed ^ themePickerStream)
        guard
            let theme = library.all.first(where: { $0.name == request.theme })
                ?? library.all.seededRandomElement(using: &picker)
        else { return .failure(OpeningFailure(library.problems.first ?? "There are no Memorize themes.")) }
        let game = MemorizeGame(theme: theme, seed: opening.seed, seats: request.seats)
        if let watching = request.watching {
            var scene = Scene(
                game: game, mode: .watching, people: [],
                sources: [MemoryComputer(role: .player, seat: 0, seed: opening.seed)], seed: opening.seed,
                opening: opening, message: nil)
            scene.watchesOnce = watching == .once
            return .success(scene)
        }
        // The whole message names the file and the line: the themes' screen has room for it.
        let message =
            library.problems.isEmpty
            ? Chrome.Message(text: "Find the pairs.", tone: .info)
            : Chrome.Message(text: "A themes file has a problem: t shows it.", tone: .bad)
        return .success(table(game, opening: opening, message: message))
    }

    /// A game at a table shared with other terminals: the host deals one of the theme asked
    /// for (or one at random), a guest follows the host's (`followed`, read from its log by
    /// the entry's decoder).
    static func share(_ shared: SharedTable, _ opening: Opening, followed: MemorizeGame?) -> Result<
        any GameTable.Scene, OpeningFailure
    > {
        let game: MemorizeGame
        switch shared.start {
        case .deal(let request):
            let library = opening.services.themes.all
            var picker = SeededRandomNumberGenerator(seed: opening.seed ^ themePickerStream)
            guard
                let theme = library.first(where: { $0.name == request.theme })
                    ?? library.seededRandomElement(using: &picker)
            else { return .failure(OpeningFailure("There are no Memorize themes.")) }
            game = MemorizeGame(
                theme: theme, seed: opening.seed, seats: request.seats,
                turnSeconds: request.turnSeconds ?? MemorizeGame.defaultTurnSeconds)
        case .follow:
            guard let followed else { return .failure(OpeningFailure("not a game of Memorize")) }
            game = followed
        }
        guard game.memory.isContest, shared.seat.map(game.seats.indices.contains) ?? true else {
            return .failure(OpeningFailure("a shared game of Memorize needs two to four players"))
        }
        var scene = Scene(
            game: game, mode: .playing, people: shared.seat.map { [$0] } ?? [],
            sources: [LinkedSeats<MemorizeGame>(link: shared.link)], seed: game.memory.seed, opening: opening,
            message: Chrome.Message(text: "Take turns: a pair keeps the turn.", tone: .info))
        if shared.played > 0 { scene.resume(played: shared.played) }
        return .success(scene)
    }

    /// A table for `game` played at this keyboard, with the computer's seats played by it.
    static func table(_ game: MemorizeGame, opening: Opening, message: Chrome.Message?) -> Scene {
        let computers: [any MoveSource<MemorizeGame>] = game.seats.indices.compactMap { seat in
            game.seats[seat].computer.map {
                MemoryComputer(role: .opponent($0), seat: seat, seed: game.memory.seed)
            }
        }
        return Scene(
            game: game, mode: .playing, people: Seats.people(game.seats), sources: computers,
            seed: game.memory.seed,
            opening: opening, message: message)
    }

    /// `Animals · score 12 · 6 pairs left · 1:02`.
    static func describe(_ game: MemorizeGame, _ saved: SavedGame) -> String {
        let time = TimeFormat.elapsed(saved.seconds)
        guard game.memory.isContest else {
            return
                "\(game.theme.name) · score \(game.memory.score) · \(counted(game.memory.pairsLeft, "pair")) left · \(time)"
        }
        let pairs = game.seats.indices.map { "\(game.seats[$0].name) \(game.memory.pairsWon[$0])" }
        return "\(game.theme.name) · " + pairs.joined(separator: " · ") + " · \(time)"
    }
}
