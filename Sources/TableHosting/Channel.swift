internal import CTableSocket
import Glibc

/// One end of a stream between the host of a table and a guest: a socket, or a pair in memory.
///
/// Nothing waits: a read takes what has come, a write what there is room for.
public protocol Channel: AnyObject {
    /// The descriptor the app's wait watches, if the channel has one.
    var descriptor: Int32? { get }
    /// Who is at the other end, as the kernel says.
    var peer: PeerCredentials? { get }
    /// What has come, at most `limit` bytes.
    func read(limit: Int) -> ChannelRead
    /// Writes what there is room for of `bytes`: how many went, or nil when the other end is gone.
    func write(_ bytes: ArraySlice<UInt8>) -> Int?
    func close()
}

/// What reading a channel found.
public enum ChannelRead: Equatable, Sendable {
    case bytes([UInt8])
    /// Nothing now.
    case nothing
    /// The other end has gone.
    case closed
}

/// Where connections arrive: a listening socket, or one in memory.
public protocol ChannelListener: AnyObject {
    var descriptor: Int32? { get }
    /// The next connection waiting, if any.
    func accept() -> (any Channel)?
    func close()
}

/// Who a process at the other end of a socket is: its user and group, as the kernel says.
public struct PeerCredentials: Equatable, Sendable {
    public var process: Int32
    public var user: UInt32
    public var group: UInt32

    public init(process: Int32, user: UInt32, group: UInt32) {
        self.process = process
        self.user = user
        self.group = group
    }
}

/// A connected Unix domain socket.
public final class SocketChannel: Channel {
    private var fd: Int32

    /// The socket `fd`, not blocking; the channel closes it.
    public init(descriptor fd: Int32) {
        self.fd = fd
    }

    deinit { close() }

    public var descriptor: Int32? { fd >= 0 ? fd : nil }

    public var peer: PeerCredentials? {
        var process: Int32 = 0
        var user: UInt32 = 0
        var group: UInt32 = 0
        guard fd >= 0, ct_table_peer(fd, &process, &user, &group) == 0 else { return nil }
        return PeerCredentials(process: process, user: user, group: group)
    }

    public func read(limit: Int) -> ChannelRead {
        guard fd >= 0 else { return .closed }
        var buffer = [UInt8](repeating: 0, count: max(1, limit))
        let count = buffer.withUnsafeMutableBytes { ct_table_read(fd, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer.prefix(count))) }
        return count == -Int(EAGAIN) ? .nothing : .closed
    }

    public func write(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard fd >= 0 else { return nil }
        guard !bytes.isEmpty else { return 0 }
        let count = bytes.withUnsafeBytes { ct_table_write(fd, $0.baseAddress, $0.count) }
        if count >= 0 { return count }
        return count == -Int(EAGAIN) ? 0 : nil
    }

    public func close() {
        guard fd >= 0 else { return }
        Glibc.close(fd)
        fd = -1
    }
}

/// A listening Unix domain socket, and the file it is bound to, removed when it closes.
public final class SocketListener: ChannelListener {
    private var fd: Int32
    /// The socket's file.
    public let path: String

    /// Listens at `path`, its file made `mode`; throws the system's reason when it cannot.
    public init(path: String, mode: mode_t) throws(SocketError) {
        let fd = ct_table_listen(path, Int32(mode))
        guard fd >= 0 else { throw SocketError(code: -fd, path: path) }
        self.fd = fd
        self.path = path
    }

    deinit { close() }

    public var descriptor: Int32? { fd >= 0 ? fd : nil }

    public func accept() -> (any Channel)? {
        guard fd >= 0 else { return nil }
        let connection = ct_table_accept(fd)
        return connection >= 0 ? SocketChannel(descriptor: connection) : nil
    }

    /// Stops listening and removes the socket's file.
    public func close() {
        guard fd >= 0 else { return }
        Glibc.close(fd)
        fd = -1
        unlink(path)
    }
}

/// Why a socket could not be made or reached: the system's error, and the path.
public struct SocketError: Error, Equatable, CustomStringConvertible {
    public var code: Int32
    public var path: String

    public var description: String {
        "\(path): \(String(cString: strerror(code)))"
    }

    /// Nobody listens at the path: the socket of a program that has ended.
    public var isStale: Bool { code == ECONNREFUSED }
}

extension SocketChannel {
    /// Connects to the socket at `path`, waiting up to `seconds` while its queue is full
    /// (others connecting faster than the host takes them); 0: not at all.
    public static func connect(to path: String, waiting seconds: Double = 0) throws(SocketError)
        -> SocketChannel
    {
        let fd = ct_table_connect(path, Int32(min(60_000, max(0, seconds * 1000)).rounded(.up)))
        guard fd >= 0 else { throw SocketError(code: -fd, path: path) }
        return SocketChannel(descriptor: fd)
    }

    /// Waits up to `seconds` for something to read.
    func waitForInput(seconds: Double) -> Bool {
        guard fd >= 0 else { return false }
        return ct_table_wait_readable(fd, Int32(max(0, seconds * 1000).rounded(.up))) == 1
    }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
