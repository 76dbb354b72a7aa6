import Foundation

/// A recording played into pyte, a terminal emulator in Python, to see the screen it ends on.
///
/// pyte keeps one screen (it ignores the switch to the alternate screen), so after a game
/// that has quit it still shows the game's last frame. It is needed, not optional: when
/// python3 or pyte is missing, the test fails and says how to install it.
enum TerminalEmulator {
    /// Feeds the output events of the recording at `path` to a screen of the header's size,
    /// resizing it at each resize event, and returns its rows at the end, trailing spaces
    /// dropped (as `tmux capture-pane` shows them).
    ///
    /// pyte takes a while over a long recording, so it runs on a thread of its own: waiting
    /// for it on one of the few threads that run the tests would hold the others up.
    static func finalScreen(ofRecording path: String) async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try playBack(path) })
            }
        }
    }

    /// `finalScreen`, waiting for pyte on the calling thread.
    private static func playBack(_ path: String) throws -> [String] {
        let python = try python3()
        let result = try CompletedCommand.run(python, ["-c", script, path], timeout: .seconds(60))
        if result.status == 3 {
            throw EndToEndFailure(
                "The recording tests need pyte, a terminal emulator for Python, which \(python.path) "
                    + "cannot import: install it with `python3 -m pip install pyte` (`make test-deps` "
                    + "and .ci/run do). \(result.standardError)")
        }
        guard result.status == 0, !result.wasSignalled,
            let rows = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String]
        else {
            throw EndToEndFailure(
                "pyte could not play \(path) back (status \(result.status)): \(result.standardError)")
        }
        return rows
    }

    /// The `python3` executable found on `PATH`.
    static func python3() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let python = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
            if FileManager.default.isExecutableFile(atPath: python.path) { return python }
        }
        throw EndToEndFailure(
            "python3 is not installed (not found on PATH \(path)). The recording tests play "
                + "recordings back in pyte: install python3 and `python3 -m pip install pyte`.")
    }

    /// Reads the cast named by the first argument and prints the final screen as JSON rows.
    private static let script = """
        import json, sys
        try:
            import pyte
        except ImportError as error:
            print(error, file=sys.stderr)
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as cast:
            header = json.loads(cast.readline())
            screen = pyte.Screen(header["width"], header["height"])
            stream = pyte.Stream(screen)
            for line in cast:
                seconds, code, text = json.loads(line)
                if code == "o":
                    stream.feed(text)
                elif code == "r":
                    width, height = (int(n) for n in text.split("x"))
                    screen.resize(lines=height, columns=width)
        print(json.dumps([row.rstrip() for row in screen.display]))
        """
}
