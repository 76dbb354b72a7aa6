import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads and writes the player's files the careful way (shared/reference/files.md).
///
/// Reading takes regular files only and never blocks on a FIFO or a device; a file larger
/// than `sizeLimit` is refused without being read. Writing is a read-modify-write under an
/// advisory lock (so two running games never lose each other's changes), and lands
/// atomically: a temporary file in the same folder, flushed to disk, renamed over the old
/// one. A symlinked file is written through to its target; an existing file keeps its mode,
/// a new one is 0600 in folders made 0700.
public struct FileStore: Sendable {
    public let directories: AppDirectories
    /// The largest file read: 1 MB is plenty for anything cardtable writes.
    public static let sizeLimit = 1 << 20

    public init(directories: AppDirectories) {
        self.directories = directories
    }

    /// The file's bytes, or nil when it does not exist.
    public func read(_ file: URL) throws(FileProblem) -> Data? {
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw problem(file, errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw problem(file, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileProblem(
                path: directories.displayPath(file),
                reason: "not a regular file (\(Self.kind(status.st_mode)))")
        }
        guard Int(status.st_size) <= Self.sizeLimit else { throw tooLarge(file, bytes: Int(status.st_size)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw problem(file, errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // It grew while being read: still no more than the limit.
            guard data.count <= Self.sizeLimit else { throw tooLarge(file, bytes: data.count) }
        }
        return data
    }

    /// A file over `sizeLimit`, named with its size (KiB: a file just over 1 MB is not "1 MB").
    private func tooLarge(_ file: URL, bytes: Int) -> FileProblem {
        FileProblem(
            path: directories.displayPath(file),
            reason: "larger than \(Self.sizeLimit >> 20) MB (\(bytes >> 10) KiB), so it is not read")
    }

    /// Read-modify-write under an exclusive lock: `change` gets the file's bytes as they are
    /// now (nil when it is missing) and returns what to write, or nil to write nothing.
    ///
    /// Errors thrown by `change` come out as they are; file errors are `FileProblem`s.
    public func update(_ file: URL, _ change: (Data?) throws -> Data?) throws {
        let target = try resolvingLinks(file)
        let folder = target.deletingLastPathComponent()
        try makeFolder(folder)
        let lock = try lockFile(for: target)
        defer { close(lock) }
        let current = try read(target)
        guard let new = try change(current) else { return }
        try writeAtomically(new, to: target)
    }

    /// Writes `data` as `update` would (locked, atomic), whatever the file held.
    public func write(_ data: Data, to file: URL) throws(FileProblem) {
        do {
            try update(file) { _ in data }
        } catch let problem as FileProblem {
            throw problem
        } catch {
            throw FileProblem(path: directories.displayPath(file), reason: "\(error)")
        }
    }

    /// Removes the file (a symlink's target stays); no error when it is missing.
    public func remove(_ file: URL) throws(FileProblem) {
        if unlink(file.path) != 0 && errno != ENOENT { throw problem(file, errno) }
    }

    // MARK: - Writing

    /// The file a path names after following its symlinks (at most 16), kept even when the
    /// last one points at a file that does not exist yet.
    func resolvingLinks(_ file: URL) throws(FileProblem) -> URL {
        var current = file
        for _ in 0..<16 {
            var status = stat()
            guard lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current.path, &buffer, buffer.count - 1)
            guard length > 0 else { throw problem(current, errno) }
            let destination = String(
                decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        throw FileProblem(path: directories.displayPath(file), reason: "too many symbolic links")
    }

    /// Makes `folder` and any missing folders above it, each 0700.
    func makeFolder(_ folder: URL) throws(FileProblem) {
        var status = stat()
        if stat(folder.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw FileProblem(path: directories.displayPath(folder), reason: "not a folder")
            }
            return
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path { try makeFolder(parent) }
        if mkdir(folder.path, 0o700) != 0 && errno != EEXIST { throw problem(folder, errno) }
    }

    /// Takes the exclusive advisory lock that guards `file`: a lock file beside it.
    private func lockFile(for file: URL) throws(FileProblem) -> Int32 {
        let lockPath = file.deletingLastPathComponent().appendingPathComponent(
            ".\(file.lastPathComponent).lock")
        let descriptor = open(lockPath.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw problem(lockPath, errno) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = errno
                close(descriptor)
                throw problem(lockPath, error)
            }
        }
        return descriptor
    }

    /// A temporary file in the same folder, flushed, then renamed over `file`.
    private func writeAtomically(_ data: Data, to file: URL) throws(FileProblem) {
        var status = stat()
        let mode: mode_t = stat(file.path, &status) == 0 ? status.st_mode & 0o7777 : 0o600
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(file.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw problem(temporary, errno) }
        var failure: Int32?
        if fchmod(descriptor, mode) != 0 { failure = errno }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while failure == nil && offset < bytes.count {
                let written = Glibc.write(
                    descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    offset += written
                }
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary.path, file.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw problem(file, failure)
        }
        // The rename itself is on disk once the folder is.
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    // MARK: - Words for problems

    private func problem(_ file: URL, _ code: Int32) -> FileProblem {
        FileProblem(path: directories.displayPath(file), reason: String(cString: strerror(code)).lowercased())
    }

    /// What kind of file a mode says it is, in words.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a plain file"
        }
    }
}
