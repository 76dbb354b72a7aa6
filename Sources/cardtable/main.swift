import CardModel
import CardTableApp
import FileStore
import Foundation
import GameTable
import Keeping
import NcursesTerminal
import SessionRecorder
import TableHosting
import TerminalIO

/// Prints to standard error, each line's control characters and bidirectional controls
/// written out (`\u{1B}`): a message may quote a file or the command line, and what it
/// quotes must not retitle or otherwise change the terminal.
func complain(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let clean = lines.map { String($0).escapingControlCharacters }.joined(separator: "\n")
    FileHandle.standardError.write(Data((clean + "\n").utf8))
}

let catalog = GameCatalog.standard
let invocation: Invocation
switch Invocation.parse(Array(CommandLine.arguments.dropFirst()), catalog: catalog) {
case .success(let parsed): invocation = parsed
case .failure(let error):
    complain("cardtable: \(error.message)")
    complain(CommandHelp.pointer(for: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
    exit(2)
}

let environment = ProcessInfo.processInfo.environment
let store = FileStore(directories: AppDirectories(environment: environment))
let keeper = FileKeeper(store: store)
var start: Destination
let places = TablePlaces(environment: environment, directories: store.directories)
/// Who may join the table to host, if one is.
var hostedFor: JoinPolicy?
/// The table to join, if one is.
var tableToJoin: TablePlaces.OpenTable?
/// Whether the table is joined to watch it.
var watchingTable = false
switch invocation.command {
case .help:
    print(CommandHelp.usage(catalog))
    exit(0)
case .commandHelp(let command):
    print(CommandHelp.text(for: command, catalog: catalog) ?? CommandHelp.usage(catalog))
    exit(0)
case .version:
    print(Invocation.version)
    exit(0)
case .statistics(let json):
    // The record needs no terminal: it can go to a pipe or a file.
    for problem in keeper.problems { complain("cardtable: \(problem)") }
    let statistics = GameStatistics(records: keeper.records, games: catalog.kinds)
    let problem =
        keeper.recordIsUnreadable ? keeper.problems.first ?? "the record of games cannot be read" : nil
    let report =
        json
        ? StatisticsReport.json(statistics, records: keeper.records, error: problem)
        : StatisticsReport.text(
            statistics, records: keeper.records, catalog: catalog, problem: problem,
            width: NcursesTerminal.outputColumns(environment: environment), ascii: invocation.ascii)
    // A report that does not reach its reader (a full disk) is a failure too, and so is one
    // that leaves out games waiting in a pending file that cannot be read, or entries of the
    // record that cannot be read as games.
    let written = FileHandle.standardOutput.writes(report)
    exit(written && problem == nil && !keeper.pendingIsUnreadable && !keeper.entriesAreUnreadable ? 0 : 1)
case .replay(.list):
    start = .recordedGames
case .replay(let choice):
    switch choice.log(in: keeper.records, catalog: catalog) {
    case .success(let log): start = .replay(log)
    case .failure(let problem):
        for problem in keeper.problems { complain("cardtable: \(problem)") }
        complain("cardtable: \(problem.message)")
        exit(1)
    }
case .play(let destination):
    start = destination
case .host(let request, let hosting):
    start = .game(request)
    hostedFor = joinPolicy(for: hosting)
case .join(let name, let watching):
    // Which tables are open is said without a terminal, as stats is.
    start = .menu
    watchingTable = watching
    tableToJoin = tableToJoin(named: name, in: places, catalog: catalog)
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    // Over ssh without -t the command has pipes, not a terminal: say how to get one.
    let overSSH = ProcessInfo.processInfo.environment["SSH_CONNECTION"].map { !$0.isEmpty } ?? false
    complain(
        "cardtable: needs a terminal: standard input and output must both be a terminal"
            + (overSSH ? " (over ssh, ask for one: ssh -t HOST cardtable ...)." : "."))
    exit(1)
}
let settings = invocation.settings(defaultSeed: UInt64.random(in: 0...UInt64.max))
let programPlaces = ProgramPlaces(
    environment: environment, executable: URL(fileURLWithPath: "/proc/self/exe"))
let services = AppServices(
    keeper: keeper, settingsFile: SettingsFile(store: store, declared: catalog.entries.flatMap(\.settings)),
    places: programPlaces)
// Each game reads its own files (Memorize's themes) into the services.
let gameFileProblems = catalog.entries.flatMap { $0.files?.load(programPlaces, services) ?? [] }
if case .game(let request) = start, let entry = catalog.entry(request.game) {
    // What the game needs of the player's files is checked before the terminal is taken
    // (a hosted table's too: its guests play what the host deals).
    switch entry.prepare(request, services) {
    case .success(let prepared): start = .game(prepared)
    case .failure(let failure):
        complain("cardtable: \(failure.message)")
        exit(2)
    }
}
if let recording = invocation.recording {
    // A recording never takes the place of the player's own files.
    let folders = [store.directories.state, store.directories.config, URL(fileURLWithPath: places.own)]
    if let own = ownPlace(
        writtenBy: recording.file, folders: folders,
        files: catalog.entries.flatMap { $0.files?.own(programPlaces) ?? [] },
        directories: store.directories)
    {
        complain(
            "cardtable: --record: '\(recording.file.escapingControlCharacters)' \(own): choose another file")
        exit(2)
    }
    // The game runs again on a pseudo-terminal, which this process shows and records.
    do {
        let ended = try SessionRecorder.record(
            to: recording.file, arguments: recording.arguments, environment: environment)
        if let problem = ended.problem { complain("cardtable: \(problem)") }
        exit(ended.exitStatus)
    } catch {
        complain("cardtable: \(error)")
        exit(error.exitStatus)
    }
}
// A shared table's socket is opened, or joined, before the terminal is taken.
let playerName = playerNameAtTable(invocation.playerName)
var first: ((Opening) -> any Scene)?
var guest: TableGuest?
if let policy = hostedFor, case .game(let request) = start, let entry = catalog.entry(request.game) {
    do {
        let (name, listener) = try places.open(for: policy)
        let host = TableHost(
            name: name, game: entry.kind, hostName: playerName, policy: policy, listener: listener,
            reopen: places.reopening(name))
        let machine = machineName()
        first = { HostScene(host: host, entry: entry, request: request, opening: $0, machine: machine) }
    } catch {
        complain("cardtable: \(error)")
        exit(1)
    }
}
if let table = tableToJoin {
    do {
        let joined = try TableGuest.join(table, as: playerName, watching: watchingTable)
        guest = joined
        first = { GuestScene(guest: joined, entries: catalog.entries, opening: $0) }
    } catch {
        let verb = watchingTable ? "watch" : "join"
        let name = table.name.escapingControlCharacters
        // A full table may be watched: the refusal says how.
        complain(
            "cardtable: cannot \(verb) \(name): \(error)"
                + (error.mayWatch ? "\ncardtable: to watch it instead: cardtable watch \(name)" : ""))
        exit(1)
    }
}
let environmentNoColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
let terminal: NcursesTerminal
do {
    // `--ascii` holds for this run over the settings (a locale that is not UTF-8 forces it).
    terminal = try NcursesTerminal(ascii: false, noColor: invocation.noColor || environmentNoColor)
} catch {
    complain("cardtable: \(error)")
    exit(1)
}
let ending = App(
    terminal: terminal, clock: SystemClock(), start: start, settings: settings, services: services,
    catalog: catalog, first: first,
    tables: MenuTables(places: places, catalog: catalog, playerName: playerName), store: store
).run()
terminal.close()
// The games this program had open are free again, and their markers gone.
keeper.letGoOfEveryGame()
// Why a joined table ended, said again where it stays (the host closed it, the link dropped).
if let guest, let reason = guest.ending, reason != TableGuest.leftReason {
    // Named by its host's login: the reason may be the host's own words.
    complain("cardtable: \(guest.endingTitle): \(reason)")
}
// What of the player's own work (a half-typed theme) could not be kept on the way out.
let unwritten = catalog.entries.flatMap { $0.files?.unwritten(services) ?? [] }
// What went wrong with the player's files is said again where it stays: on standard error.
let fileProblems = keeper.problems + gameFileProblems + [services.settingsProblem].compactMap { $0 }
for problem in fileProblems + unwritten {
    complain("cardtable: \(problem)")
}
// A game that could not be kept on the way out is a failure the shell should see, even
// after a signal (files.md: a save that fails on the way out makes the exit status 1).
let notKept = keeper.failedToWrite || !unwritten.isEmpty
if case .signal(let signal) = ending, !notKept {
    // Die of the signal, as a program without handlers would: the shell sees why it ended.
    NcursesTerminal.endProgram(bySignal: signal)
}
exit(notKept ? 1 : 0)

extension FileHandle {
    /// Writes `text` whole, and says whether it all went out (a full disk, a closed pipe: no).
    func writes(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.write(fileDescriptor, $0.baseAddress, $0.count)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
