#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An asciicast file being written: the header first, then each event as it happens.
///
/// Each line goes to the file in one `write` as soon as it is known, so a recorder that is
/// killed leaves every event up to that moment. A write that fails (a full disk) stops the
/// recording but not the game; `problem` says what happened, for after the game.
final class CastFile {
    private var descriptor: Int32
    private var carry = UTF8Carry()
    /// What stopped the recording early, if anything did.
    private(set) var problem: RecordingError?
    let path: String

    /// Creates the file at `path`, which must not exist yet; a file that cannot be made is an
    /// error now, before the game starts.
    ///
    /// A recording never replaces anything: a file already there (a recording kept from before,
    /// a FIFO, a device) is left as it is, and a symbolic link there, dangling or not, is never
    /// followed (`O_EXCL` fails on any link), so a link someone else left in a shared folder
    /// such as /tmp cannot lead the recording onto another file. Writing to a temporary file
    /// and renaming it into place at the end would keep an old file whole too, but a recording
    /// is written as it happens so that one cut short keeps every event up to then, and can be
    /// watched while it grows; `asciinema rec` refuses an existing file the same way.
    init(path: String) throws(RecordingError) {
        self.path = path
        // A new file is the player's alone (0600), as every file cardtable makes: a session
        // shows names and games.
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw RecordingError.alreadyThere(path) }
            throw RecordingError.system("cannot write the recording to '\(path)'")
        }
    }

    deinit { closeFile() }

    /// Writes the header line.
    func start(with header: Asciicast.Header) {
        append(line: header.line)
    }

    /// Writes what the game sent, less a character cut off at the end (it goes with the next).
    func output(_ bytes: some Collection<UInt8>, seconds: Double) {
        let text = carry.text(appending: bytes)
        guard !text.isEmpty else { return }
        append(line: Asciicast.outputEvent(seconds: seconds, text: text))
    }

    /// Writes a resize event.
    func resize(width: Int, height: Int, seconds: Double) {
        append(line: Asciicast.resizeEvent(seconds: seconds, width: width, height: height))
    }

    /// Writes what was kept back of a cut character, then closes the file; safe to call twice.
    func finish(seconds: Double) {
        let rest = carry.flush()
        if !rest.isEmpty { append(line: Asciicast.outputEvent(seconds: seconds, text: rest)) }
        closeFile()
    }

    private func closeFile() {
        guard descriptor >= 0 else { return }
        if close(descriptor) != 0 && problem == nil {
            problem = RecordingError.system("the recording '\(path)' could not be finished")
        }
        descriptor = -1
    }

    /// Writes `line` and a newline, all of it, unless an earlier write failed.
    private func append(line: String) {
        guard descriptor >= 0 else { return }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                problem = RecordingError.system("the recording '\(path)' stopped early")
                closeFile()
                return
            }
            written += count
        }
    }
}
