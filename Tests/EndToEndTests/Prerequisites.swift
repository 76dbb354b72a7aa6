import Foundation

/// Where the suite finds what it drives: the built `cardtable` binary and `tmux`.
///
/// Both are looked up by every test that needs them; a missing one fails the test with a
/// message that says what to do, so a broken setup can never pass as a skipped suite.
enum Prerequisites {
    /// The package root: three levels up from a file in `Tests/EndToEndTests/`.
    static func packageRoot(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // Tests/EndToEndTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the package
    }

    /// The debug build of `cardtable`, which `swift build` leaves in `.build/debug`, or
    /// the binary `CARDTABLE_BINARY` names (to check that a test fails on an older build).
    static func appBinary() throws -> URL {
        let binary =
            ProcessInfo.processInfo.environment["CARDTABLE_BINARY"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot().appendingPathComponent(".build/debug/cardtable")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw EndToEndFailure(
                "The cardtable binary is missing at \(binary.path). "
                    + "Run `swift build` before `swift test` (the Makefile does).")
        }
        return binary
    }

    /// The `tmux` executable found on `PATH`.
    static func tmux() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates =
            path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            + [URL(fileURLWithPath: "/usr/local/bin"), URL(fileURLWithPath: "/opt/homebrew/bin")]
        for directory in candidates {
            let tmux = directory.appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: tmux.path) { return tmux }
        }
        throw EndToEndFailure(
            "tmux is not installed (not found on PATH \(path)). The end-to-end tests drive the "
                + "app in tmux: install it (apt-get install tmux, brew install tmux); CI does.")
    }
}
