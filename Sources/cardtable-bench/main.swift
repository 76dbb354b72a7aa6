import Foundation

// `make bench`: five fixed, seeded scenes drawn through the real terminal adapter (ncurses
// set up headless, frames encoded as for a terminal) into a file, each
// figure beside its target with pass or FAIL; exits non-zero when a target is missed.
// Frame times are CPU time, medians over runs (the machines are shared and noisy: a
// frame's wall time includes other programs' turns, shown beside); bytes are exact.
//
//   cardtable-bench [--runs N] [--scene N] [--keep FOLDER]
//
// --scene runs one scene (1...5, for a profiler); --keep keeps each scene's output
// (the first run's) in FOLDER as sceneN.out, and where each frame ends in it as sceneN.frames.

var runs = 7
var only: Int?
var keepFolder: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) }.map { max(1, $0) } ?? runs
    case "--scene": only = arguments.popFirst().flatMap { Int($0) }
    case "--keep": keepFolder = arguments.popFirst()
    default:
        print("usage: cardtable-bench [--runs N] [--scene N] [--keep FOLDER]")
        exit(2)
    }
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
func row(_ label: String, _ figure: String, _ target: String = "") -> String {
    let padded = label.padding(toLength: 28, withPad: " ", startingAt: 0)
    let figureColumn = target.isEmpty ? figure : figure.padding(toLength: 36, withPad: " ", startingAt: 0)
    return "    " + padded + figureColumn + target
}

let budget = Targets.frameBudget
print("cardtable bench: real ncurses, headless xterm-256color writing to a file; \(runs) runs a scene")
print(
    "targets: p99 frame time at most \(format(Targets.frameTimeShare * 100, 0))% of a 60 fps frame "
        + "(\(format(budget * 1e3)) ms) in every scene; at most \(format(Targets.bytesPerChangedCell, 0)) "
        + "bytes per changed cell over every scene"
)
var targets = Targets()
var allBytes = 0
var allCells = 0
for (index, bench) in Scenes.all.enumerated() where only == nil || only == index + 1 {
    var samples: [SceneRun] = []
    do {
        for run in 0..<runs {
            let output = OutputFile(label: "scene\(index + 1)")
            let sample = try SceneRun(bench, output: output)
            samples.append(sample)
            output.dispose(
                keepingIn: run == 0 ? keepFolder : nil, as: "scene\(index + 1)",
                frameEnds: sample.frames.map(\.end))
        }
    } catch {
        print("\n(\(index + 1)) \(bench.title): could not open a headless terminal: \(error)")
        targets.miss("scene \(index + 1) ran")
        continue
    }
    let first = samples[0]
    let p50 = Statistics.median(samples.map { Statistics.median($0.frames.map(\.seconds)) })
    let p99 = Statistics.median(samples.map { Statistics.percentile($0.frames.map(\.seconds), 0.99) })
    let bytes = first.frames.map { Double($0.bytes) }
    let totalBytes = first.frames.reduce(0) { $0 + $1.bytes }
    let cells = first.frames.reduce(0) { $0 + $1.changedCells }
    let perCell = Double(totalBytes) / Double(max(1, cells))
    allBytes += totalBytes
    allCells += cells
    print("\n(\(index + 1)) \(bench.title)")
    print(row("frames", "\(first.frames.count)"))
    let wallP99 = Statistics.median(samples.map { Statistics.percentile($0.frames.map(\.wallSeconds), 0.99) })
    print(row("frame time p50", "\(format(p50 * 1e6, 0)) us, \(format(p50 / budget * 100, 2))% of a frame"))
    print(
        row(
            "frame time p99", "\(format(p99 * 1e6, 0)) us, \(format(p99 / budget * 100, 2))% of a frame",
            "at most \(format(Targets.frameTimeShare * 100, 0))%: "
                + targets.check(
                    p99 / budget, atMost: Targets.frameTimeShare, "p99 frame time, scene \(index + 1)")))
    print(row("  wall clock p99", "\(format(wallP99 * 1e6, 0)) us (other programs' turns included)"))
    print(
        row(
            "bytes per frame", "mean \(format(Statistics.mean(bytes), 0)), max \(format(bytes.max() ?? 0, 0))"
        ))
    // The target is over every scene together (below): a scene of wide emoji and narrow
    // cards costs more a cell than a table of sliding cards, and that is fine.
    print(row("bytes per changed cell", "\(format(perCell, 2)) (\(totalBytes) bytes, \(cells) cells)"))
    let share = Statistics.mean(bytes) / Double(max(1, first.fullRepaintBytes))
    print(
        row(
            "share of a full repaint",
            "\(format(share * 100))% a frame (a full repaint: \(first.fullRepaintBytes) bytes)"))
    if samples.contains(where: { $0.frames.map(\.bytes) != first.frames.map(\.bytes) }) {
        print("    (the runs sent different bytes: the scene is not deterministic)")
    }
}

print("")
print(
    row(
        "every scene", "\(format(Double(allBytes) / Double(max(1, allCells)), 2)) bytes per changed cell",
        "at most \(format(Targets.bytesPerChangedCell, 0)): "
            + targets.check(
                Double(allBytes) / Double(max(1, allCells)), atMost: Targets.bytesPerChangedCell,
                "bytes per changed cell, every scene")))
if targets.missed.isEmpty {
    print("\nall targets pass")
} else {
    print("\nFAIL: \(targets.missed.joined(separator: "; "))")
    exit(1)
}
