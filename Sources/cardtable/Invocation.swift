import Animation
import CardModel
import CardTableApp
import Foundation
import GameTable
import Render
import TableLayout

/// What the command line asked for.
///
/// The games' commands and their own options come from the catalogue of games; the
/// program's own commands (`AppCommand`: `deal`, `replay`, `stats`...) and the options of
/// every command that draws are the app's.
struct Invocation: Equatable, Sendable {
    enum Command: Equatable, Sendable {
        case play(Destination)
        /// `cardtable stats`: the record as a table, or JSON.
        case statistics(json: Bool)
        /// `cardtable replay [last|best|N]`: a finished game played back, or the list of
        /// recorded games to choose one from.
        case replay(ReplayChoice)
        case help
        /// `cardtable COMMAND --help`: that command's options and keys (`CommandHelp`).
        case commandHelp(CommandName)
        case version
        /// `cardtable set --host`: a table shared with players at their own terminals, for
        /// the game asked for (the seats are whoever joins).
        case host(GameRequest, Hosting)
        /// `cardtable join [NAME]`: the table called NAME, or the only one open; `cardtable
        /// watch [NAME]` watches it.
        case join(table: String?, watching: Bool)
    }

    /// Who may join a hosted table besides the host's own user: the names as typed, which
    /// the program checks against the machine's users and groups.
    struct Hosting: Equatable, Sendable {
        /// `--allow USER,...`.
        var users: [String] = []
        /// `--allow-group GROUP`.
        var group: String?
    }

    /// Which game `cardtable replay` plays back.
    enum ReplayChoice: Equatable, Sendable {
        /// None yet: the list of recorded games, to choose one.
        case list
        /// The last game finished.
        case last
        /// The game with the best score.
        case best
        /// The game `N`th in the list, newest first, from 1.
        case number(Int)

        /// The most games `replay N` counts back: more than any record holds.
        static let largestNumber = 1_000_000

        /// The choice `argument` names (`last`, `best`, `3`), or nil when it names none.
        init?(_ argument: String) {
            switch argument {
            case "last": self = .last
            case "best": self = .best
            default:
                guard argument.allSatisfy(\.isASCII), let number = Int(argument) else {
                    // Digits beyond what a number holds still name a game's number: one too large.
                    guard !argument.isEmpty, argument.allSatisfy(\.isWholeNumber) else { return nil }
                    self = .number(.max)
                    return
                }
                self = .number(number)
            }
        }
    }

    var command: Command = .play(.menu)
    var seed: UInt64?
    var ascii = false
    var noColor = false
    /// `--speed X`, for this run over the settings.
    var speed: Double?
    var reducedMotion = false
    /// `--palette NAME`, for this run over the settings.
    var palette: CardPalette?
    /// `--keyboard NAME`, for this run over the settings.
    var keyboard: KeyboardLayout?
    var framesPerSecond = 60.0
    /// `--record FILE`: play on a pseudo-terminal and record the session to FILE.
    var recording: Recording?
    /// `--name NAME`: the player's name at a shared table (else their user name).
    var playerName: String?

    /// Where `--record` writes, and the command line of the game it records.
    struct Recording: Equatable, Sendable {
        /// The asciicast file to write.
        var file: String
        /// The arguments without `--record FILE`: the game the recorder starts again.
        var arguments: [String]
    }

    static let version = "cardtable 0.3.0"

    /// A command line that could not be understood; `message` is one line for the player.
    struct UsageError: Error, Equatable {
        var message: String

        /// The error that says `message`, any control character in it (from what was typed,
        /// echoed back) written out as `\u{1B}`, so it reaches the terminal as text.
        init(message: String) {
            self.message = message.escapingControlCharacters
        }
    }

    /// The app settings this command line asks for, with `seed` when it gave none.
    func settings(defaultSeed: UInt64) -> App.Settings {
        App.Settings(
            seed: seed ?? defaultSeed, seedIsChosen: seed != nil,
            overrides: SettingsOverrides(
                palette: palette, speed: speed, reducedMotion: reducedMotion ? true : nil,
                ascii: ascii ? true : nil, keyboard: keyboard),
            framesPerSecond: framesPerSecond)
    }

    /// The players `--players` names: a count from 2 to 4, or 2 to 4 names split by commas.
    static func players(_ text: String) -> [Seat]? {
        if let count = Int(text) { return (2...4).contains(count) ? Seats.friends(count: count) : nil }
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard (2...4).contains(names.count),
            names.allSatisfy({
                !$0.isEmpty && $0.count <= 12
                    && !$0.unicodeScalars.contains(where: \.isControlOrBidiControl)
            }),
            Set(names).count == names.count
        else { return nil }
        return Seat.friends(names: names)
    }

    /// What was read of the command line before it is checked as a whole.
    private struct Reading {
        var command: CommandName?
        var once = false
        var json = false
        var replayChoice: ReplayChoice?
        var gameName: String?
        /// `--variant NAME`, as typed.
        var variant: String?
        var opponent: String?
        var level: ComputerLevel?
        var players: [Seat]?
        /// A game's own options, by flag, as typed.
        var gameOptions: [(flag: String, value: String)] = []
        var recordFile: String?
        /// Where each `--record FILE` stands, to leave it out of the recorded game's arguments.
        var recordPositions: [Range<Int>] = []
        var host = false
        var hosting = Hosting()
        var allows = false
        var tableName: String?
    }

    /// A name as a player gives it (`--name`): 1 to 24 characters, none of them
    /// a control character, and no comma.
    static func isName(_ text: String) -> Bool { nameProblem(text) == nil }

    /// The longest login or group name the system has (Linux: 32 bytes), for `--allow`.
    static let accountNameLength = 32

    /// What keeps `text` from being a name of at most `limit` characters, in words after it
    /// (`'' is empty`), if anything.
    static func nameProblem(_ text: String, limit: Int = FileLimits.nameLength) -> String? {
        if let control = text.unicodeScalars.first(where: \.isControlOrBidiControl) {
            return
                "has a control character (\(String(control).escapingControlCharacters)), which a name may not have"
        }
        if text.isEmpty { return "is empty: a name has 1 to \(limit) characters" }
        if text.count > limit { return "is \(text.count) characters long: a name has 1 to \(limit)" }
        if text.contains(",") { return "has a comma, which a name may not have" }
        return nil
    }

    /// Reads the arguments (without the program name).
    static func parse(_ arguments: [String], catalog: GameCatalog) -> Result<
        Invocation, UsageError
    > {
        var invocation = Invocation()
        var reading = Reading()
        var remaining = arguments[...]
        let gameFlags = Set(catalog.entries.flatMap(\.options).map(\.flag))
        while let argument = remaining.popFirst() {
            let position = remaining.startIndex - 1
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let attached { return attached }
                guard let next = remaining.popFirst() else {
                    throw UsageError(message: "option \(name) needs a value")
                }
                return next
            }
            do throws(UsageError) {
                switch name {
                case "-h", "--help": invocation.command = .help
                case "--version": invocation.command = .version
                case "--ascii": invocation.ascii = true
                case "--no-color": invocation.noColor = true
                case "--reduced-motion": invocation.reducedMotion = true
                case "--once": reading.once = true
                case "--json": reading.json = true
                case "--game": reading.gameName = try value()
                case "--variant": reading.variant = try value()
                case "--vs": reading.opponent = try value()
                case "--level":
                    let text = try value()
                    guard let level = ComputerLevel(rawValue: text) else {
                        throw UsageError(message: "--level: '\(text)' is not easy, normal or hard")
                    }
                    reading.level = level
                case "--players":
                    let text = try value()
                    guard let seats = players(text) else {
                        throw UsageError(
                            message: "--players: '\(text)' is not 2 to 4, or 2 to 4 names split by commas")
                    }
                    reading.players = seats
                case _ where gameFlags.contains(name):
                    let takesValue = catalog.entries.flatMap(\.options).contains {
                        $0.flag == name && $0.takesValue
                    }
                    guard takesValue || attached == nil else {
                        throw UsageError(message: "option \(name) takes no value")
                    }
                    reading.gameOptions.append((name, takesValue ? try value() : ""))
                case "--host": reading.host = true
                case "--allow":
                    let text = try value()
                    let users = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    if let problem = users.lazy.compactMap({ nameProblem($0, limit: accountNameLength) })
                        .first
                    {
                        // A name left empty is a comma too many; else the name's own fault.
                        throw UsageError(
                            message: users.contains("")
                                ? "--allow: '\(text)' is not user names split by commas"
                                : "--allow: '\(text)' \(problem)")
                    }
                    reading.hosting.users += users
                    reading.allows = true
                case "--allow-group":
                    let text = try value()
                    if let problem = nameProblem(text, limit: accountNameLength) {
                        throw UsageError(message: "--allow-group: '\(text)' \(problem)")
                    }
                    reading.hosting.group = text
                    reading.allows = true
                case "--name":
                    let text = try value().trimmingCharacters(in: .whitespaces)
                    if let problem = nameProblem(text) {
                        throw UsageError(message: "--name: '\(text)' \(problem)")
                    }
                    invocation.playerName = text
                case _
                where reading.command?.app?.goesToTable == true && reading.tableName == nil
                    && !argument.hasPrefix("-"):
                    reading.tableName = argument
                case _ where reading.command?.app?.goesToTable == true && !argument.hasPrefix("-"):
                    throw UsageError(
                        message:
                            "\(reading.command?.word ?? "") takes one table name: '\(reading.tableName ?? "")' or '\(argument)', not both"
                    )
                case "--record":
                    let text = try value()
                    guard !text.isEmpty else { throw UsageError(message: "--record needs a file name") }
                    if let first = reading.recordFile {
                        throw UsageError(
                            message: "--record takes one file: '\(first)' or '\(text)', not both")
                    }
                    reading.recordFile = text
                    reading.recordPositions.append(position..<remaining.startIndex)
                case "--seed":
                    let text = try value()
                    guard let seed = UInt64(text) else {
                        // Digits beyond what a seed holds are a number too large, not no number.
                        let isDigits = !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
                        throw UsageError(
                            message: isDigits
                                ? "--seed: '\(text)' is too large: a seed is a whole number from 0 to \(UInt64.max)"
                                : "--seed: '\(text)' is not a whole number")
                    }
                    invocation.seed = seed
                case "--speed":
                    let text = try value()
                    guard let speed = Double(text), speed >= 0.25, speed <= 8 else {
                        throw UsageError(message: "--speed: '\(text)' is not a number from 0.25 to 8")
                    }
                    invocation.speed = speed
                case "--palette":
                    let text = try value()
                    guard let palette = CardPalette(rawValue: text) else {
                        let names = CardPalette.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "--palette: '\(text)' is not \(names)")
                    }
                    invocation.palette = palette
                case "--keyboard":
                    let text = try value()
                    guard let keyboard = KeyboardLayout(rawValue: text.lowercased()) else {
                        let names = KeyboardLayout.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "--keyboard: '\(text)' is not \(names)")
                    }
                    invocation.keyboard = keyboard
                case "--fps":
                    let text = try value()
                    guard let fps = Int(text), (1...240).contains(fps) else {
                        throw UsageError(message: "--fps: '\(text)' is not a whole number from 1 to 240")
                    }
                    invocation.framesPerSecond = Double(fps)
                case _ where reading.command == nil && CommandName(argument, catalog: catalog) != nil:
                    reading.command = CommandName(argument, catalog: catalog)
                case _
                where reading.command == .app(.replay) && reading.replayChoice == nil
                    && ReplayChoice(argument) != nil:
                    let choice = ReplayChoice(argument)
                    if case .number(let number) = choice, !(1...ReplayChoice.largestNumber).contains(number) {
                        throw UsageError(
                            message:
                                "replay: '\(argument)' is not a game's number in the list (1 is the newest)")
                    }
                    reading.replayChoice = choice
                case _ where argument.hasPrefix("-"):
                    throw UsageError(message: "unknown option '\(argument)'")
                default:
                    throw UsageError(message: "unknown command '\(argument)'")
                }
            } catch {
                return .failure(error)
            }
        }
        if invocation.command == .help {
            // Help comes before checking that the options go with the command: who asks may not know yet.
            if let command = reading.command { invocation.command = .commandHelp(command) }
            return .success(invocation)
        }
        do throws(UsageError) {
            try invocation.takeCommand(reading, arguments: arguments, catalog: catalog)
        } catch {
            return .failure(error)
        }
        return .success(invocation)
    }

    /// Checks that the options go with the command, and sets the command.
    private mutating func takeCommand(
        _ reading: Reading, arguments: [String], catalog: GameCatalog
    ) throws(UsageError) {
        let command = reading.command
        if let file = reading.recordFile {
            guard command != .app(.stats) else {
                throw UsageError(message: "--record goes with a command that plays")
            }
            let kept = arguments.indices.filter { index in
                !reading.recordPositions.contains { $0.contains(index) }
            }
            recording = Recording(file: file, arguments: kept.map { arguments[$0] })
        }
        if reading.json && command != .app(.stats) {
            throw UsageError(message: "--json goes with the stats command")
        }
        if reading.once && command != .app(.deal) {
            throw UsageError(message: "--once goes with the deal command")
        }
        if reading.gameName != nil && command != .app(.deal) {
            throw UsageError(message: "--game goes with the deal command")
        }
        try Self.checkSharing(reading, invocation: self, catalog: catalog)
        // The game the options are for: the command's (or its variant's), or the one `deal` watches.
        var entry = command?.game.flatMap { catalog.entry(command: $0) }
        if command == .app(.deal) {
            let watchable = catalog.watchable
            let name = reading.gameName ?? watchable.first?.command ?? ""
            guard let watched = watchable.first(where: { $0.command == name }) else {
                let names = watchable.map(\.command).joined(separator: " or ")
                throw UsageError(message: "--game: '\(name)' is not \(names)")
            }
            entry = watched
        }
        if let name = reading.variant {
            // A variant of the command's game, or of the game `deal` watches.
            let game = entry?.variant == nil ? entry?.command : nil
            let variants = game.map(catalog.variants(of:)) ?? []
            guard let game, !variants.isEmpty else {
                let owners = catalog.games.filter { !catalog.variants(of: $0.command).isEmpty }
                let watched = owners.filter(\.canBeWatched).map { "deal --game \($0.command)" }
                let places = (owners.map(\.command) + watched).joined(separator: ", or ")
                throw UsageError(message: "--variant goes with \(places)")
            }
            guard let chosen = catalog.entry(command: game, variant: name),
                command != .app(.deal) || chosen.canBeWatched
            else {
                let names = variants.filter { command != .app(.deal) || $0.canBeWatched }.compactMap(
                    \.variant)
                let list =
                    names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "")
                    + (names.last ?? "")
                throw UsageError(message: "--variant: '\(name)' is not \(list)")
            }
            entry = chosen
        }
        let seats = try Self.seats(reading, entry: command == .app(.deal) ? nil : entry, catalog: catalog)
        var options: AnyGameValue?
        for (flag, text) in reading.gameOptions {
            // The command's own game first: a variant takes its game's options.
            let owners = (entry.map { [$0] } ?? []) + catalog.entries
            guard let owner = owners.first(where: { $0.options.contains { $0.flag == flag } }),
                let option = owner.options.first(where: { $0.flag == flag })
            else { continue }
            let fits =
                owner.kind == entry?.kind && (command != .app(.deal) || option.watchable)
                && (option.requires.map { PlayMode(seats: seats).company == $0 } ?? true)
                && (!option.hostedOnly || reading.host) && (option.requires != .alone || !reading.host)
            guard fits else { throw UsageError(message: Self.placeMessage(option, of: owner)) }
            switch option.read(text, options) {
            case .success(let value): options = AnyGameValue(value)
            case .failure(let failure): throw UsageError(message: failure.message)
            }
        }
        switch command {
        case .app(.stats): self.command = .statistics(json: reading.json)
        case .app(.replay): self.command = .replay(reading.replayChoice ?? .list)
        case .app(.continue): self.command = .play(.gamesInProgress)
        case .app(.join): self.command = .join(table: reading.tableName, watching: false)
        case .app(.watch): self.command = .join(table: reading.tableName, watching: true)
        case .app(.deal):
            guard let entry else { return }
            self.command = .play(
                .game(
                    GameRequest(entry.kind, watching: reading.once ? .once : .endless, options: options?.base)
                ))
        case .game:
            guard let entry else { return }
            var request = GameRequest(entry.kind, seats: seats, options: options?.base)
            request.seed = seed
            self.command = reading.host ? .host(request, reading.hosting) : .play(.game(request))
        case nil:
            break
        }
    }

    /// Checks that `--host`, `--allow`, `--allow-group` and `--name` go with what they go
    /// with, and that `join` has none of what only the host's table sets.
    private static func checkSharing(
        _ reading: Reading, invocation: Invocation, catalog: GameCatalog
    ) throws(UsageError) {
        let command = reading.command
        let shared = catalog.entries.filter { $0.share != nil }
        if command?.app?.goesToTable == true {
            try checkJoining(reading, invocation: invocation, shared: shared)
        }
        if reading.host {
            guard let entry = command?.game.flatMap({ catalog.entry(command: $0) }), entry.share != nil else {
                throw UsageError(
                    message: "--host goes with \(shared.map(\.command).joined(separator: " or "))")
            }
            if reading.players != nil {
                throw UsageError(
                    message: "--host and --players cannot go together: at a hosted table each player joins "
                        + "from their own terminal (cardtable join)")
            }
            if reading.opponent != nil {
                throw UsageError(
                    message: "--host and --vs cannot go together: a hosted table is played by people")
            }
        }
        if reading.allows && !reading.host {
            throw UsageError(message: "--allow and --allow-group go with --host")
        }
        if invocation.playerName != nil && !reading.host && command?.app?.goesToTable != true {
            throw UsageError(message: "--name goes with --host, join or watch")
        }
    }

    /// Refuses what only the host sets given to `join`, saying where it goes: the host's
    /// table deals the game (its seed, its theme) and says who may join.
    ///
    /// Said as "for the host", never "goes with --host": `join --host` is not what to try.
    private static func checkJoining(
        _ reading: Reading, invocation: Invocation, shared: [GameEntry]
    ) throws(UsageError) {
        // The first game that can be shared shows how (none: the host's own command line).
        let hosting = shared.first.map { "cardtable \($0.command) --host" } ?? "the host's cardtable"
        if invocation.seed != nil {
            throw UsageError(
                message: "--seed is for the host: the host's table sets the game (\(hosting) --seed N)")
        }
        if !reading.hosting.users.isEmpty {
            throw UsageError(
                message:
                    "--allow is for the host: the host's table says who may join (\(hosting) --allow USERS)")
        }
        if reading.hosting.group != nil {
            throw UsageError(
                message:
                    "--allow-group is for the host: the host's table says who may join "
                    + "(\(hosting) --allow-group GROUP)")
        }
        // A game's own option that a hosted table takes (Memorize's theme) is the host's too.
        for (flag, _) in reading.gameOptions {
            let hosted = shared.lazy.compactMap { entry in
                entry.options.first { $0.flag == flag && $0.requires == nil }.map { (entry, $0) }
            }.first
            if let (entry, option) = hosted {
                throw UsageError(
                    message:
                        "\(flag) is for the host: the host's table sets the game "
                        + "(cardtable \(entry.command) --host \(option.synopsis))")
            }
        }
    }

    /// The seats `--vs` and `--players` ask for, checked against the game.
    private static func seats(
        _ reading: Reading, entry: GameEntry?, catalog: GameCatalog
    ) throws(UsageError) -> [Seat] {
        if let opponent = reading.opponent, opponent != "computer" {
            throw UsageError(message: "--vs: '\(opponent)' is not computer (for friends: --players)")
        }
        let againstOthers = catalog.entries.filter {
            $0.companies.contains(.computer) || $0.companies.contains(.friends)
        }
        if reading.opponent != nil || reading.players != nil {
            let company: PlayMode.Company = reading.opponent != nil ? .computer : .friends
            guard let entry, entry.companies.contains(company) else {
                let names = againstOthers.map(\.command).joined(separator: " or ")
                throw UsageError(message: "--vs and --players go with \(names)")
            }
        }
        if reading.opponent != nil && reading.players != nil {
            throw UsageError(message: "--vs computer and --players cannot go together")
        }
        if reading.level != nil && reading.opponent == nil {
            throw UsageError(message: "--level goes with --vs computer")
        }
        if let players = reading.players { return players }
        return reading.opponent != nil ? Seats.againstComputer(reading.level ?? .normal) : []
    }

    /// Where a game's option goes, said when it was given elsewhere.
    static func placeMessage(_ option: GameOption, of entry: GameEntry) -> String {
        if option.hostedOnly { return "\(option.flag) goes with \(entry.command) --host" }
        if option.requires == .friends { return "\(option.flag) goes with \(entry.command) --players" }
        if option.requires == .computer { return "\(option.flag) goes with \(entry.command) --vs computer" }
        if option.requires == .alone {
            return
                "\(option.flag) goes with \(entry.command) played alone (without --vs, --players or --host)"
        }
        if option.watchable && entry.canBeWatched {
            return "\(option.flag) goes with \(entry.command) or deal --game \(entry.command)"
        }
        return "\(option.flag) goes with the \(entry.command) command"
    }
}
