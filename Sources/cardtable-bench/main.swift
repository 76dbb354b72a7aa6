import CardModel
import CardTable
import Foundation
import NcursesTerminal
import Render
import TableLayout

// Prints how long frames take to compose and how many bytes ncurses sends for them.
// Times are medians over many frames (the machines are shared and noisy); bytes are exact.

/// Seconds since some fixed moment, from the monotonic clock.
func seconds() -> Double { ProcessInfo.processInfo.systemUptime }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

/// A seeded game's first deal and first match, as a run of frames at 60 per second.
func dealScene(size: Size) -> SetScene {
    var scene = SetScene(seed: 1, options: RenderOptions(), now: 0)
    _ = scene.advance(to: 0, size: size)
    return scene
}

let frames = 300  // five seconds at 60 fps: the whole first deal, then rest
print("cardtable bench: \(frames) frames of the seeded first deal (seed 1), 60 fps")
print("")
print("compose (scene into the in-memory screen), microseconds per frame:")
for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)] {
    let scene = dealScene(size: size)
    var times: [Double] = []
    for round in 0..<5 {
        for frame in 0..<frames {
            let start = seconds()
            var screen = Screen(size: size)
            scene.render(into: &screen, now: Double(frame) / 60)
            let elapsed = seconds() - start
            if round > 0 { times.append(elapsed * 1e6) }  // the first round warms up
        }
    }
    let budget = 1e6 / 60
    print(
        "  \(size): median \(format(median(times))) us, p95 \(format(percentile(times, 0.95))) us"
            + "  (\(format(median(times) / budget * 100, 2))% of a 60 fps frame)")
}

print("")
print("ncurses output, headless xterm-256color at 200x60 (bytes):")
let path = NSTemporaryDirectory() + "cardtable-bench-\(getpid()).out"
defer { try? FileManager.default.removeItem(atPath: path) }
do {
    let size = Size(width: 200, height: 60)
    let terminal = try NcursesTerminal(headlessOutput: path, size: size)
    let scene = dealScene(size: size)
    func written() -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    }
    // The reference: painting the settled table of twelve cards on a blank screen.
    var settled = Screen(size: size)
    scene.render(into: &settled, now: 10)
    var before = written()
    terminal.present(settled)
    let fullPaint = written() - before
    before = written()
    var perFrame: [Double] = []
    var total = 0
    var presentTimes: [Double] = []
    for frame in 0..<frames {
        var screen = Screen(size: size)
        scene.render(into: &screen, now: Double(frame) / 60)
        let start = seconds()
        terminal.present(screen)
        presentTimes.append((seconds() - start) * 1e6)
        let now = written()
        perFrame.append(Double(now - before))
        total += now - before
        before = now
    }
    var idle = Screen(size: size)
    scene.render(into: &idle, now: Double(frames) / 60)
    terminal.present(idle)
    let idleBytes = written() - before
    terminal.close()
    let moving = perFrame.filter { $0 > 0 }
    print("  painting the settled table on a blank screen: \(fullPaint)")
    print(
        "  each frame of the deal: median \(format(median(perFrame), 0)), p95 \(format(percentile(perFrame, 0.95), 0))"
    )
    print(
        "  moving frames only: median \(format(median(moving), 0)) (\(moving.count) of \(perFrame.count) frames changed)"
    )
    print("  a frame with nothing changed: \(idleBytes)")
    print("  whole deal: \(total) bytes, \(format(Double(total) / 5 / 1024, 1)) KiB/s")
    print("  median moving frame / full paint: \(format(median(moving) / Double(max(1, fullPaint)), 3))")
    print("  present (diff + ncurses) median: \(format(median(presentTimes))) us")
} catch {
    print("  could not open a headless terminal: \(error)")
}
