import FileStore
import Foundation

/// The system's calls, with the faults a test asks for: a disk that fills up, writes that
/// take a few bytes at a time, folders that refuse new files.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    private let real = SystemFileSystem()
    private let lock = NSLock()
    /// Writes fail with ENOSPC once this many bytes have been written.
    var spaceLeft: Int?
    /// Each write takes at most this many bytes.
    var largestWrite: Int?
    /// Files whose path contains one of these cannot be made (EACCES).
    var refusedPaths: [String] = []
    /// Renames fail with EIO.
    var renamesFail = false

    func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        if flags & O_CREAT != 0, lock.withLock({ refusedPaths.contains { path.contains($0) } }) {
            errno = EACCES
            return -1
        }
        return real.open(path, flags, mode)
    }

    func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        real.read(descriptor, buffer, count)
    }

    func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        let allowed: Int? = lock.withLock {
            var allowed = min(count, largestWrite ?? count)
            if let left = spaceLeft {
                allowed = min(allowed, left)
                spaceLeft = left - allowed
            }
            return allowed
        }
        guard let allowed, allowed > 0 else {
            errno = ENOSPC
            return -1
        }
        return real.write(descriptor, buffer, allowed)
    }

    func close(_ descriptor: Int32) -> Int32 { real.close(descriptor) }
    func fstat(_ descriptor: Int32, _ status: inout stat) -> Int32 { real.fstat(descriptor, &status) }
    func stat(_ path: String, _ status: inout stat) -> Int32 { real.stat(path, &status) }
    func lstat(_ path: String, _ status: inout stat) -> Int32 { real.lstat(path, &status) }
    func readlink(_ path: String) -> String? { real.readlink(path) }
    func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 { real.fchmod(descriptor, mode) }
    func fsync(_ descriptor: Int32) -> Int32 { real.fsync(descriptor) }

    func rename(_ from: String, _ to: String) -> Int32 {
        if lock.withLock({ renamesFail }) {
            errno = EIO
            return -1
        }
        return real.rename(from, to)
    }

    func unlink(_ path: String) -> Int32 { real.unlink(path) }
    func mkdir(_ path: String, _ mode: mode_t) -> Int32 { real.mkdir(path, mode) }
    func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 { real.flock(descriptor, operation) }
    func names(in folder: String) -> [String]? { real.names(in: folder) }
}
