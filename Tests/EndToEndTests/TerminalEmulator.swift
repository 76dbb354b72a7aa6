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
        let text = try run(script, path)
        guard let rows = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String] else {
            throw EndToEndFailure("pyte could not play \(path) back: it printed \(text)")
        }
        return rows
    }

    /// Every screen the recording at `path` showed, each with the time of the output event
    /// that drew it (a screen that did not change is left out), played in pyte.
    ///
    /// A recording holds every frame the game sent, however busy the machine was, so a test
    /// that looks at the frames afterwards sees them all: nothing depends on catching a
    /// screen while it shows.
    static func frames(ofRecording path: String) async throws -> [ScreenRecording.Frame] {
        let text = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try run(framesScript, path) })
            }
        }
        guard let list = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]] else {
            throw EndToEndFailure("pyte's frames of \(path) are not a list of [seconds, rows]")
        }
        return list.compactMap { entry in
            guard entry.count == 2, let seconds = (entry[0] as? NSNumber)?.doubleValue,
                let rows = entry[1] as? [String]
            else { return nil }
            return ScreenRecording.Frame(
                time: .milliseconds(Int(seconds * 1000)), screen: PaneSnapshot(rows: rows))
        }
    }

    /// Runs `script` on the recording at `path` in pyte and returns what it printed.
    private static func run(_ script: String, _ path: String) throws -> String {
        let python = try python3()
        let result = try CompletedCommand.run(python, ["-c", script, path], timeout: .seconds(120))
        if result.status == 3 {
            throw EndToEndFailure(
                "The recording tests need pyte, a terminal emulator for Python, which \(python.path) "
                    + "cannot import: install it with `python3 -m pip install pyte` (`make test-deps` "
                    + "and .ci/run do). \(result.standardError)")
        }
        guard result.status == 0, !result.wasSignalled else {
            throw EndToEndFailure(
                "pyte could not play \(path) back (status \(result.status)): \(result.standardError)")
        }
        return result.standardOutput
    }

    /// Reads the cast named by the first argument and prints every screen it showed as
    /// JSON `[seconds, rows]`: a screen at the end of each frame (each synchronized update,
    /// `CSI ? 2026 l`, as the game sends its frames), and the one the recording ends on.
    private static let framesScript = """
        import json, sys
        try:
            import pyte
        except ImportError as error:
            print(error, file=sys.stderr)
            sys.exit(3)
        END = "\\x1b[?2026l"
        frames = []
        last = None
        def keep(seconds):
            global last
            rows = [row.rstrip() for row in screen.display]
            if rows != last:
                frames.append([seconds, rows])
                last = rows
        with open(sys.argv[1], encoding="utf-8") as cast:
            header = json.loads(cast.readline())
            screen = pyte.Screen(header["width"], header["height"])
            stream = pyte.Stream(screen)
            seconds = 0
            for line in cast:
                seconds, code, text = json.loads(line)
                if code == "o":
                    parts = text.split(END)
                    for index, part in enumerate(parts):
                        stream.feed(part)
                        if index < len(parts) - 1:
                            stream.feed(END)
                            keep(seconds)
                elif code == "r":
                    width, height = (int(n) for n in text.split("x"))
                    screen.resize(lines=height, columns=width)
        keep(seconds)
        print(json.dumps(frames))
        """

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
