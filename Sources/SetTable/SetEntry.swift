import CardModel
import Foundation
import GameTable

/// Set at the table: its entry in the catalogue of games, and the scenes it opens.
public enum SetTable {
    /// The table of a Set game.
    public typealias Scene = TableScene<SetGame>

    public static let entry = GameEntry(
        kind: .set, title: "Set", command: "set",
        usage: "play Set (a game left in progress goes on where it was)", help: SetHelp.command,
        companies: [.alone, .computer, .friends], canBeWatched: true,
        options: [
            GameOption(
                flag: "--claim-time", placeholder: "S", requires: .friends,
                help: "seconds to choose after calling (10)"
            ) { text, before in
                guard let seconds = Double(text), (3...120).contains(seconds) else {
                    return .failure(
                        OpeningFailure("--claim-time: '\(text)' is not a number of seconds from 3 to 120"))
                }
                var options = before?.as(SetOptions.self) ?? SetOptions()
                options.claimSeconds = seconds
                return .success(options)
            },
            GameOption(
                flag: "--ghost", placeholder: "best|last|FILE", requires: .alone,
                help: "race an earlier game of the deal: your best, your last, or the best in FILE"
                    + " (a record of games, games.json)"
            ) { text, before in
                var options = before?.as(SetOptions.self) ?? SetOptions()
                options.ghost = SetGhostChoice(text)
                return .success(options)
            },
        ],
        menu: [
            MenuEntry(
                title: "Play Set", detail: "find three cards that make a Set", key: "1", rank: 10,
                destination: .game(GameRequest(.set))),
            MenuEntry(
                title: "Watch a deal", detail: "the computer plays Set", key: "5", rank: 50,
                destination: .game(GameRequest(.set, watching: .endless))),
            MenuEntry(
                title: "Set vs computer", detail: "race the computer to each Set", key: "7", rank: 70,
                destination: .players(.set, .computer)),
            MenuEntry(
                title: "Set with friends", detail: "2 to 4 at one keyboard race to call Set", key: "8",
                rank: 80, destination: .players(.set, .friends)),
            MenuEntry(
                title: "Host Set", detail: "the others join from their own terminals", key: "H", rank: 1000,
                sharesTable: true, destination: .hostTable(.set)),
        ],
        soakStarts: [
            GameRequest(.set), GameRequest(.set, watching: .endless),
            GameRequest(.set, seats: Seats.againstComputer(.hard)),
            GameRequest(.set, seats: Seats.friends(count: 3)),
        ].map(Destination.game),
        decode: { decode($0, as: nil) }, describe: describe,
        open: { request, opening, kept in .success(open(request, opening, kept: kept)) },
        screen: { screen, opening in
            screen.as(SetReviewScreen.self)?.scene(options: opening.options)
        },
        prepare: prepareRace,
        share: share,
        samples: { area, options, screen in paintSamples(in: area, options: options, on: &screen) },
        settings: [claimTime])

    /// The entry of a variant of Set, for the variant's own module to list in the catalogue: Set's
    /// table, opponents, saves, records, replays and shared tables, with the variant's rules, kept
    /// apart as its own kind of game.
    ///
    /// `cardtable set --variant NAME` plays it; the menu opens it on `menuKey` (a letter: the
    /// digits are taken), and the menu's list of games to host on that letter's capital.
    public static func entry(
        for variant: SetVariant, usage: String, about: String, rules: String, menuDetail: String,
        menuKey: Character, rank: Int
    ) -> GameEntry {
        GameEntry(
            kind: variant.kind, title: variant.title, command: "set", variant: variant.rawValue, usage: usage,
            help: SetHelp.variant(variant, about: about, rules: rules),
            companies: [.alone, .computer, .friends], canBeWatched: true,
            options: entry.options,
            menu: [
                MenuEntry(
                    title: variant.title, detail: menuDetail, key: menuKey, rank: rank,
                    destination: .game(GameRequest(variant.kind))),
                MenuEntry(
                    title: "Host \(variant.title)", detail: menuDetail, key: Character(menuKey.uppercased()),
                    rank: 1000 + rank, sharesTable: true, destination: .hostTable(variant.kind)),
            ],
            soakStarts: [
                GameRequest(variant.kind), GameRequest(variant.kind, seats: Seats.againstComputer(.hard)),
                GameRequest(variant.kind, seats: Seats.friends(count: 2)),
            ].map(Destination.game),
            decode: { decode($0, as: variant) }, describe: describe,
            open: { request, opening, kept in .success(open(request, opening, kept: kept)) },
            prepare: prepareRace,
            share: share)
    }

    /// The game of Set a log holds (of `variant`, if one is given), or why it is not one.
    static func decode(_ log: GameLog, as variant: SetVariant?) -> Result<SetGame, OpeningFailure> {
        guard let game = SetGame.replaying(log), variant.map({ game.variant == $0 }) ?? true else {
            let title = variant?.title ?? "Set"
            return .failure(OpeningFailure("not a game of \(title) this version can play"))
        }
        return .success(game)
    }

    /// The variant a request or a log of `kind` asks for: standard Set unless it names one.
    static func variant(_ kind: GameKind) -> SetVariant { SetVariant(kind: kind) ?? .standard }

    /// A scene for `request`: the `kept` game (the one asked for, in `opening.saved`), else a new one.
    static func open(_ request: GameRequest, _ opening: Opening, kept: SetGame? = nil) -> Scene {
        if let watching = request.watching {
            return watch(opening, once: watching == .once, variant: variant(request.game))
        }
        let claim = request.claimSeconds
        if let saved = opening.saved, let kept {
            // A claim time asked for now applies from now on.
            var game = SetGame.replaying(
                seed: kept.seed, actions: kept.history, seats: kept.seats,
                claimSeconds: claim ?? kept.claimSeconds, variant: kept.variant)
            // A race taken up goes on against its ghost.
            game.ghost = kept.ghost
            var scene = table(game, opening: opening, message: nil)
            scene.resume(played: saved.seconds)
            // A Set showing when the game was put away leaves once its celebration is over.
            if game.judgement == .match {
                scene.follow(.clearMatch, by: 0, after: opening.timing.celebration, now: opening.now)
            }
            let when = saved.savedAt.formatted(date: .abbreviated, time: .shortened)
            scene.say(Chrome.Message(text: "Resumed your game from \(when).", tone: .info))
            return scene
        }
        var game = SetGame(
            seed: request.race?.seed ?? opening.seed, now: 0, seats: request.seats,
            claimSeconds: claim ?? opening.services.effectiveSettings.value(of: claimTime),
            variant: variant(request.game))
        game.ghost = request.race?.ghost
        if let unraced = request.unraced {
            return table(game, opening: opening, message: Chrome.Message(text: unraced, tone: .bad))
        }
        let words = request.race.map(\.openingWords) ?? game.openingWords
        return table(game, opening: opening, message: Chrome.Message(text: words, tone: .info))
    }

    /// A table for `game` played at this keyboard, with the computer's seats played by it.
    static func table(_ game: SetGame, opening: Opening, message: Chrome.Message?) -> Scene {
        let computers: [any MoveSource<SetGame>] = game.seats.indices.compactMap { seat in
            game.seats[seat].computer.map { SetComputer(level: $0, seat: seat, seed: game.seed) }
        }
        return Scene(
            game: game, mode: .playing, people: Seats.people(game.seats),
            sources: computers + game.companions,
            seed: game.seed,
            opening: opening, message: message)
    }

    /// A race at a table shared with other terminals: the host deals it, a guest follows the
    /// host's (`followed`, read from its log by the entry's decoder).
    static func share(_ shared: SharedTable, _ opening: Opening, followed: SetGame?) -> Result<
        any GameTable.Scene, OpeningFailure
    > {
        let game: SetGame
        switch (shared.start, followed) {
        case (.deal(let request), _):
            game = SetGame(
                seed: opening.seed, now: 0, seats: request.seats, isRace: true, variant: variant(request.game)
            )
        case (.follow, let followed?) where followed.isRace:
            game = followed
        case (.follow(let log), _):
            let title = SetVariant(kind: log.game)?.title ?? "Set"
            return .failure(OpeningFailure("the host's game is not a race of \(title) this version can play"))
        }
        guard game.isRace, shared.seat.map(game.seats.indices.contains) ?? true else {
            return .failure(
                OpeningFailure("a shared game of \(game.variant.title) needs two to four players"))
        }
        var scene = Scene(
            game: game, mode: .playing, people: shared.seat.map { [$0] } ?? [],
            sources: [LinkedSeats<SetGame>(link: shared.link)],
            seed: game.seed, opening: opening,
            message: Chrome.Message(text: "The first to choose a Set takes it.", tone: .info))
        if shared.played > 0 { scene.resume(played: shared.played) }
        return .success(scene)
    }

    /// The computer playing game after game (`cardtable deal`), or one (`--once`).
    public static func watch(_ opening: Opening, once: Bool, variant: SetVariant = .standard) -> Scene {
        var scene = Scene(
            game: SetGame(seed: opening.seed, now: 0, variant: variant), mode: .watching, people: [],
            sources: [SetWatcher()],
            seed: opening.seed, opening: opening,
            message: Chrome.Message(text: "Watching the computer play.", tone: .info))
        scene.watchesOnce = once
        return scene
    }

    /// One line about a kept game: `Set · score 12 · 4 Sets · 2:31`.
    static func describe(_ game: SetGame, _ saved: SavedGame) -> String {
        let time = TimeFormat.elapsed(saved.seconds)
        let title = game.variant.title
        // The cards still to play, on the table and in the deck, tell two kept games apart.
        let left = "\(counted(game.deck.count + game.table.count, "card")) left"
        guard game.isContest else {
            return "\(title) · score \(game.score) · \(counted(game.setsFound, "Set")) · \(left) · \(time)"
        }
        let points = game.seats.indices.map { "\(game.seats[$0].name) \(game.points[$0])" }
        return "\(title) · " + points.joined(separator: " · ") + " · \(left) · \(time)"
    }
}
