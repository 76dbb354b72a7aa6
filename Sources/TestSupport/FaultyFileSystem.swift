import FileStore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The system's calls, with the faults a test asks for: a disk that fills up, writes that
/// take a few bytes at a time, folders that refuse new files.
public final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    private let real = SystemFileSystem()
    private let lock = NSLock()
    private var _spaceLeft: Int?
    private var _largestWrite: Int?
    private var _refusedPaths: [String] = []
    private var _renamesFail = false
    private var _flushes = true
    private var _afterRename: (@Sendable (String) -> Void)?
    private var _openedToRead: [String] = []

    public init() {}

    /// Writes fail with ENOSPC once this many bytes have been written.
    public var spaceLeft: Int? {
        get { lock.withLock { _spaceLeft } }
        set { lock.withLock { _spaceLeft = newValue } }
    }
    /// Each write takes at most this many bytes.
    public var largestWrite: Int? {
        get { lock.withLock { _largestWrite } }
        set { lock.withLock { _largestWrite = newValue } }
    }
    /// Files whose path contains one of these cannot be made (EACCES).
    public var refusedPaths: [String] {
        get { lock.withLock { _refusedPaths } }
        set { lock.withLock { _refusedPaths = newValue } }
    }
    /// Renames fail with EIO.
    public var renamesFail: Bool {
        get { lock.withLock { _renamesFail } }
        set { lock.withLock { _renamesFail = newValue } }
    }
    /// Whether `fsync` reaches the disk; a soak of thousands of saves turns it off, as the
    /// faults it tests are the calls' answers, not a power cut.
    public var flushes: Bool {
        get { lock.withLock { _flushes } }
        set { lock.withLock { _flushes = newValue } }
    }

    /// Called with the new name after each rename that succeeds (a file written whole), so a
    /// test can act as another program at that moment.
    public var afterRename: (@Sendable (String) -> Void)? {
        get { lock.withLock { _afterRename } }
        set { lock.withLock { _afterRename = newValue } }
    }

    /// Every path opened to be read, in order, as often as it was.
    public var openedToRead: [String] { lock.withLock { _openedToRead } }

    public func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        if flags & (O_WRONLY | O_RDWR | O_CREAT) == 0 { lock.withLock { _openedToRead.append(path) } }
        if flags & O_CREAT != 0, refusedPaths.contains(where: { path.contains($0) }) {
            errno = EACCES
            return -1
        }
        return real.open(path, flags, mode)
    }

    public func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        real.read(descriptor, buffer, count)
    }

    public func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        let allowed: Int? = lock.withLock {
            var allowed = min(count, _largestWrite ?? count)
            if let left = _spaceLeft {
                allowed = min(allowed, left)
                _spaceLeft = left - allowed
            }
            return allowed
        }
        guard let allowed, allowed > 0 else {
            errno = ENOSPC
            return -1
        }
        return real.write(descriptor, buffer, allowed)
    }

    public func close(_ descriptor: Int32) -> Int32 { real.close(descriptor) }
    public func fstat(_ descriptor: Int32, _ status: inout stat) -> Int32 { real.fstat(descriptor, &status) }
    public func stat(_ path: String, _ status: inout stat) -> Int32 { real.stat(path, &status) }
    public func lstat(_ path: String, _ status: inout stat) -> Int32 { real.lstat(path, &status) }
    public func readlink(_ path: String) -> String? { real.readlink(path) }
    public func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 { real.fchmod(descriptor, mode) }
    public func fsync(_ descriptor: Int32) -> Int32 { flushes ? real.fsync(descriptor) : 0 }

    public func rename(_ from: String, _ to: String) -> Int32 {
        if renamesFail {
            errno = EIO
            return -1
        }
        let result = real.rename(from, to)
        if result == 0 { afterRename?(to) }
        return result
    }

    public func unlink(_ path: String) -> Int32 { real.unlink(path) }
    public func mkdir(_ path: String, _ mode: mode_t) -> Int32 { real.mkdir(path, mode) }
    public func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 { real.flock(descriptor, operation) }
    public func names(in folder: String) -> [String]? { real.names(in: folder) }
}
