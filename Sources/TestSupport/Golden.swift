import Foundation
import Testing

/// Compares text with a golden file kept beside the tests, as reviewed plain text.
///
/// A missing or different golden file fails the test. Set CARDTABLE_RECORD_GOLDENS=1 to
/// write the current text as the new golden instead (then review the diff before committing).
public func expectGolden(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
    let file = directory.appendingPathComponent(name + ".txt")
    let actual = text.hasSuffix("\n") ? text : text + "\n"
    if ProcessInfo.processInfo.environment["CARDTABLE_RECORD_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
            "no golden file \(file.path); run with CARDTABLE_RECORD_GOLDENS=1 to record it",
            sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        Issue.record(
            "\(name) differs from its golden file \(file.path):\n\(lineDiff(expected, actual))",
            sourceLocation: sourceLocation)
    }
}

/// The lines that differ, as `-expected` / `+actual` pairs with their line numbers.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? old[index] : "<none>"
        let b = index < new.count ? new[index] : "<none>"
        if a != b { out.append("line \(index + 1):\n-\(a)\n+\(b)") }
    }
    return out.joined(separator: "\n")
}
