import CardModel
import CardTable
import FileStore
import Foundation
import NcursesTerminal
import SessionRecorder

/// Prints to standard error.
func complain(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let invocation: Invocation
switch Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): invocation = parsed
case .failure(let error):
    complain("cardtable: \(error.message)")
    complain(Invocation.usage)
    exit(2)
}

let environment = ProcessInfo.processInfo.environment
let store = FileStore(directories: AppDirectories(environment: environment))
let keeper = FileKeeper(store: store)
var start: SceneID
switch invocation.command {
case .help:
    print(Invocation.usage)
    exit(0)
case .commandHelp(let command):
    print(CommandHelp.text(for: command) ?? Invocation.usage)
    exit(0)
case .version:
    print(Invocation.version)
    exit(0)
case .statistics(let json):
    // The record needs no terminal: it can go to a pipe or a file.
    for problem in keeper.problems { complain("cardtable: \(problem)") }
    let statistics = GameStatistics(records: keeper.records)
    print(json ? StatisticsReport.json(statistics) : StatisticsReport.text(statistics), terminator: "")
    exit(0)
case .replay(let choice):
    let finished = keeper.records.filter { $0.finished && $0.log != nil }
    let chosen = choice == .best ? finished.max { $0.score < $1.score } : finished.last
    guard let log = chosen?.log else {
        for problem in keeper.problems { complain("cardtable: \(problem)") }
        complain("cardtable: no finished game to replay yet: play one to the end first.")
        exit(1)
    }
    start = .replay(log)
case .play(let scene):
    start = scene
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    complain("cardtable: needs a terminal: standard input and output must both be a terminal.")
    exit(1)
}
var settings = invocation.settings(defaultSeed: UInt64.random(in: 0...UInt64.max))
let themes = ThemeLibrary.load(
    builtInFile: ThemeLibrary.findBuiltInFile(executable: URL(fileURLWithPath: "/proc/self/exe")),
    userFile: ThemeLibrary.defaultUserFile(directories: store.directories), store: store)
if let name = invocation.themeName {
    // Theme names are matched without regard to case: `--theme animals` plays Animals.
    guard let theme = themes.all.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        let names = themes.all.map(\.name).joined(separator: ", ")
        complain("cardtable: no theme called '\(name)' (the themes: \(names))")
        exit(2)
    }
    settings.themeName = theme.name
    if case .memorize = start { start = .memorize(theme: theme.name) }
}
if let recording = invocation.recording {
    // The game runs again on a pseudo-terminal, which this process shows and records.
    do {
        let ended = try SessionRecorder.record(
            to: recording.file, arguments: recording.arguments, environment: environment)
        if let problem = ended.problem { complain("cardtable: \(problem)") }
        exit(ended.exitStatus)
    } catch {
        complain("cardtable: \(error)")
        exit(1)
    }
}
let environmentNoColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
let terminal: NcursesTerminal
do {
    terminal = try NcursesTerminal(ascii: invocation.ascii, noColor: invocation.noColor || environmentNoColor)
} catch {
    complain("cardtable: \(error)")
    exit(1)
}
let services = AppServices(keeper: keeper, themes: themes)
let ending = App(
    terminal: terminal, clock: SystemClock(), start: start, settings: settings, services: services
).run()
terminal.close()
if case .signal(let signal) = ending {
    // Die of the signal, as a program without handlers would: the shell sees why it ended.
    NcursesTerminal.endProgram(bySignal: signal)
}
