import Glibc

/// The frames' bytes on their way to the terminal, written without ever waiting for it.
///
/// A terminal read slowly (an SSH link, a busy emulator) takes a few kilobytes and then
/// blocks a write for seconds, with no warning beforehand: the game would stop answering
/// keys. The bytes go through a description of the terminal of their own, opened not to
/// block (standard output and the shell keep their modes); what the terminal does not
/// take now waits here, and no new frame is worked out until it has gone.
final class TerminalOutput {
    /// Where the bytes go, and whether it was opened here (and is closed here).
    let descriptor: Int32
    private let ownsDescriptor: Bool
    /// The bytes of the frame being written, and how many of them have gone.
    private var bytes: [UInt8] = []
    private var sent = 0

    /// Writes to `descriptor` as it is (standard output when nothing better opens).
    init(descriptor: Int32, owned: Bool) {
        self.descriptor = descriptor
        ownsDescriptor = owned
        bytes.reserveCapacity(64 * 1024)
    }

    /// Output to the terminal standard output is: opened again, not to block, so that only
    /// these writes are affected; standard output itself, blocking, when that fails.
    static func terminal() -> TerminalOutput {
        let flags = O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        for name in [ttyname(STDOUT_FILENO).map { String(cString: $0) }, "/dev/tty"].compactMap({ $0 }) {
            let descriptor = open(name, flags)
            if descriptor >= 0 { return TerminalOutput(descriptor: descriptor, owned: true) }
        }
        return TerminalOutput(descriptor: STDOUT_FILENO, owned: false)
    }

    /// Output appended to the file at `path` (a headless terminal's), or nil when it cannot
    /// be opened.
    static func file(_ path: String) -> TerminalOutput? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        return descriptor >= 0 ? TerminalOutput(descriptor: descriptor, owned: true) : nil
    }

    deinit {
        if ownsDescriptor { Glibc.close(descriptor) }
    }

    /// Whether bytes of the last frame have still to go.
    var isWriting: Bool { sent < bytes.count }

    /// Lets `fill` append a frame's bytes, when nothing is still being written, and starts
    /// writing them; false (and `fill` not called) while the last frame is still on its way.
    @discardableResult
    func send(_ fill: (inout [UInt8]) -> Void) -> Bool {
        guard flush() else { return false }
        fill(&bytes)
        flush()
        return true
    }

    /// Writes what the terminal takes now; true when everything has gone.
    @discardableResult
    func flush() -> Bool {
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + sent, buffer.count - sent)
            }
            if written > 0 {
                sent += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                return false
            } else {
                // The terminal is gone (or takes nothing): what was left would never go.
                break
            }
        }
        bytes.removeAll(keepingCapacity: true)
        sent = 0
        return true
    }

    /// Forgets the bytes not yet written.
    ///
    /// True when part of the frame had gone: the terminal may be left inside an escape
    /// sequence cut short, which needs cancelling.
    @discardableResult
    func drop() -> Bool {
        let cut = sent > 0 && sent < bytes.count
        bytes.removeAll(keepingCapacity: true)
        sent = 0
        return cut
    }
}
